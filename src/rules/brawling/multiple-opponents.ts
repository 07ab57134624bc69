import type { Dice } from "../dice/dice";
import type { Figure } from "../figures/figure";
import type { StateChange, Step } from "../outcome/outcome";
import { chooseRandomly } from "../dice/choose-randomly";

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
  /** The random selections, in the order rolled: who was pushed back, who fights first. */
  readonly steps: readonly Step[];
  /** Opponents pushed 1" away from the attacker, out of the fight. */
  readonly changes: readonly StateChange[];
  readonly fights: readonly PlannedFight[];
}

/**
 * "Multiple Opponents": an attacker that ends its move in contact with several opponents.
 * - "Only two combatants can fight against a single attacker": with three or more, one at a time is selected
 *   randomly and pushed back 1" until two remain (the rules say "one", writing for the three they expect; with four
 *   or more, pushing back one would still leave more than two).
 * - "Select randomly who fights first"; that fight is resolved "with the outnumbering side getting a +1 bonus", the
 *   two opponents outnumbering the attacker, who also keeps its +1 for engaging a stunned or Shocked opponent.
 * - "If the lone fighter wins, they ... must instead immediately fight the remaining opponent. No bonus applies in
 *   this case": no +1 to either side, the lone fighter's engaging bonus included.
 * One opponent is a plain brawl: one fight, no dice, no bonus.
 */
export async function planMultipleOpponents(
  { attacker, opponents }: { readonly attacker: Figure; readonly opponents: readonly Figure[] },
  dice: Dice,
): Promise<MultipleOpponentsPlan> {
  if (opponents.length === 0) throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: ${attacker.name} is in contact with no opponent`);
  if (new Set(opponents.map(({ id }) => id)).size !== opponents.length) {
    throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: an opponent is listed twice`);
  }
  for (const opponent of opponents) {
    if (opponent.side === attacker.side) {
      throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: ${opponent.name} is on ${attacker.name}'s side, not an opponent`);
    }
  }

  const steps: Step[] = [];
  const changes: StateChange[] = [];
  let fighting = [...opponents];
  while (fighting.length > MAX_OPPONENTS_FIGHTING) {
    const { chosen, dice: rolled } = await chooseRandomly(fighting, dice, MULTIPLE_OPPONENTS_RULE);
    steps.push(selectionStep(rolled, "pushedBack"));
    changes.push({ kind: "push", figureId: chosen.id, inches: PUSH_BACK_INCHES, awayFromId: attacker.id });
    fighting = fighting.filter((figure) => figure !== chosen);
  }

  if (fighting.length === 1) {
    const [only] = fighting as [Figure];
    return { steps, changes, fights: [fight(attacker, only, null, true, "always")] };
  }
  const { chosen: first, dice: rolled } = await chooseRandomly(fighting, dice, MULTIPLE_OPPONENTS_RULE);
  steps.push(selectionStep(rolled, "fightsFirst"));
  const second = fighting.find((figure) => figure !== first);
  if (!second) throw new Error(`${MULTIPLE_OPPONENTS_RULE}: no second opponent left to fight`);
  return {
    steps,
    changes,
    fights: [fight(attacker, first, "defender", true, "always"), fight(attacker, second, null, false, "ifLoneFighterWins")],
  };
}

function fight(
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
