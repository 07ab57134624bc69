import type { Dice } from "../../core/dice/dice";
import type { Figure } from "../figures/figure";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { chooseRandomly } from "../../core/dice/choose-randomly";

export const MULTIPLE_OPPONENTS_RULE = "Multiple Opponents";
/** "Only two combatants can fight against a single attacker." */
export const MAX_OPPONENTS_FIGHTING = 2;
/** "randomly select one that is pushed back 1"". */
export const PUSH_BACK_INCHES = 1;

/** One brawl of the plan, with what to pass to `resolveBrawl` besides the weapons. */
export interface PlannedFight {
  readonly attackerId: string;
  readonly defenderId: string;
  readonly outnumbering: "attacker" | "defender" | null;
  readonly movingToEngage: boolean;
  /** "always" for the first fight; the second happens only "If the lone fighter wins" the first (see `followUp`). */
  readonly when: "always" | "ifLoneFighterWins";
}

export interface MultipleOpponentsPlan {
  /** The figure that fights both: the attacker that moved into contact with several, or a defender several engage. */
  readonly loneFighterId: string;
  /** The random selections, in the order rolled: who was pushed back, who fights first. */
  readonly steps: readonly Step[];
  /** Opponents pushed 1" away from the lone fighter, out of the fight. */
  readonly changes: readonly StateChange[];
  readonly fights: readonly PlannedFight[];
}

/**
 * Who is alone against whom:
 * - `{ attacker, opponents }`: the rules' case, "an attacker might end up in contact with multiple opponents";
 * - `{ defender, opponents, moverId }`: the same fight seen from the other side, a figure that several opponents are
 *   in contact with when one of them (`moverId`) moves in to brawl. The lone defender fights each in turn.
 */
export type MultipleOpponentsInput =
  | { readonly attacker: Figure; readonly opponents: readonly Figure[] }
  | { readonly defender: Figure; readonly opponents: readonly Figure[]; readonly moverId: string };

/**
 * "Multiple Opponents": a lone fighter in contact with several opponents.
 * - "Only two combatants can fight against a single attacker": with three or more, one at a time is selected
 *   randomly and pushed back 1" until two remain (the rules say "one", writing for the three they expect; with four
 *   or more, pushing back one would still leave more than two).
 * - "Select randomly who fights first"; that fight is resolved "with the outnumbering side getting a +1 bonus", the
 *   two opponents outnumbering the lone fighter. The figure that moved into contact keeps its +1 for engaging a
 *   stunned or Shocked opponent.
 * - "If the lone fighter wins, they ... must instead immediately fight the remaining opponent. No bonus applies in
 *   this case": no +1 to either side, the engaging bonus included.
 * One opponent is a plain brawl: one fight, no dice, no bonus.
 */
export async function planMultipleOpponents(input: MultipleOpponentsInput, dice: Dice): Promise<MultipleOpponentsPlan> {
  const loneIsAttacker = "attacker" in input;
  const lone = loneIsAttacker ? input.attacker : input.defender;
  const { opponents } = input;
  if (opponents.length === 0)
    throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: ${lone.name} is in contact with no opponent`);
  if (new Set(opponents.map(({ id }) => id)).size !== opponents.length) {
    throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: an opponent is listed twice`);
  }
  for (const opponent of opponents) {
    if (opponent.side === lone.side) {
      throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: ${opponent.name} is on ${lone.name}'s side, not an opponent`);
    }
  }
  const moverId = loneIsAttacker ? lone.id : input.moverId;
  if (!loneIsAttacker && !opponents.some(({ id }) => id === moverId)) {
    throw new RangeError(
      `${MULTIPLE_OPPONENTS_RULE}: the figure moving in (${moverId}) is not one of ${lone.name}'s opponents`,
    );
  }
  /** One fight of the lone fighter against `opponent`, the lone fighter attacking or defending as it does here. */
  const fight = (opponent: Figure, outnumbered: boolean, when: PlannedFight["when"]): PlannedFight => {
    const engaging = when === "always" && (loneIsAttacker || opponent.id === moverId);
    return loneIsAttacker
      ? plannedFight(lone, opponent, outnumbered ? "defender" : null, engaging, when)
      : plannedFight(opponent, lone, outnumbered ? "attacker" : null, engaging, when);
  };

  const steps: Step[] = [];
  const changes: StateChange[] = [];
  let fighting = [...opponents];
  while (fighting.length > MAX_OPPONENTS_FIGHTING) {
    const { chosen, dice: rolled } = await chooseRandomly(fighting, dice, MULTIPLE_OPPONENTS_RULE);
    steps.push(selectionStep(rolled, "pushedBack"));
    changes.push({ kind: "push", figureId: chosen.id, inches: PUSH_BACK_INCHES, awayFromId: lone.id });
    fighting = fighting.filter((figure) => figure !== chosen);
  }

  if (fighting.length === 1) {
    const [only] = fighting as [Figure];
    return { loneFighterId: lone.id, steps, changes, fights: [fight(only, false, "always")] };
  }
  const { chosen: first, dice: rolled } = await chooseRandomly(fighting, dice, MULTIPLE_OPPONENTS_RULE);
  steps.push(selectionStep(rolled, "fightsFirst"));
  const second = fighting.find((figure) => figure !== first);
  if (!second) throw new Error(`${MULTIPLE_OPPONENTS_RULE}: no second opponent left to fight`);
  return {
    loneFighterId: lone.id,
    steps,
    changes,
    fights: [fight(first, true, "always"), fight(second, false, "ifLoneFighterWins")],
  };
}

function plannedFight(
  attacker: Figure,
  defender: Figure,
  outnumbering: PlannedFight["outnumbering"],
  movingToEngage: boolean,
  when: PlannedFight["when"],
): PlannedFight {
  return { attackerId: attacker.id, defenderId: defender.id, outnumbering, movingToEngage, when };
}

const selectionStep = (rolled: Step["dice"], result: "pushedBack" | "fightsFirst"): Step => ({
  rule: MULTIPLE_OPPONENTS_RULE,
  dice: rolled,
  modifiers: [],
  total: null,
  needed: null,
  result,
});
