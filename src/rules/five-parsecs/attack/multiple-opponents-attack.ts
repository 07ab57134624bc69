import type { Dice } from "../../core/dice/dice";
import type { Figure } from "../figures/figure";
import type { Weapon } from "../figures/weapon";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import type { AfterBrawl } from "../brawling/follow-up";
import { MULTIPLE_OPPONENTS_RULE, type MultipleOpponentsPlan, type PlannedFight } from "../brawling/multiple-opponents";
import { resolveBrawlAttack, type BrawlAttackOutcome } from "./brawl-attack";
import { figureAfter } from "./figure-after";
import { settleChanges } from "./settle-changes";

export interface MultipleOpponentsAttackInput {
  /** The plan `planMultipleOpponents` rolled: who was pushed back, who fights first. */
  readonly plan: MultipleOpponentsPlan;
  /** Every figure the plan's fights name, as they stand before the first fight. */
  readonly figures: readonly Figure[];
  /** The weapon each fighter selected, by figure id: one it carries that `isSuitableForBrawl`, or IMPROVISED. */
  readonly weapons: Readonly<Record<string, Weapon>>;
}

/** One fight that was fought, and where its steps start in the outcome's `steps`. */
export interface FoughtFight {
  readonly fight: PlannedFight;
  readonly outcome: BrawlAttackOutcome;
  readonly firstStep: number;
}

export interface MultipleOpponentsAttackOutcome {
  readonly plan: MultipleOpponentsPlan;
  /** The first fight, then the second when the lone fighter won the first. */
  readonly fights: readonly FoughtFight[];
  /** The planned second fight that did not happen because the lone fighter did not win the first; null otherwise. */
  readonly notFought: PlannedFight | null;
  /** The plan's random selections, then each fight's brawl rolls and hits. */
  readonly steps: readonly Step[];
  /** The plan's pushes back, then what the fights left (settled: each figure's last condition and Luck). */
  readonly changes: readonly StateChange[];
  readonly eliminatedIds: readonly string[];
  /** What each fighter may do after each fight, in order: the first fight's pair, then the second's. */
  readonly after: readonly AfterBrawl[];
}

/**
 * "Multiple Opponents" fought out: the first fight with the outnumbering pair's +1; then, "If the lone fighter wins,
 * they do not get a 2" bonus move, but must instead immediately fight the remaining opponent. No bonus applies in this
 * case." The second fight sees the figures as the first left them (a Stun, spent Luck). After the second fight the
 * ordinary "Following Up" applies: nothing is left waiting, so a fighter that eliminates its opponent may move 2".
 * If the lone fighter does not win the first fight (a loss or a draw), the second opponent does not fight.
 */
export async function resolveMultipleOpponents(
  input: MultipleOpponentsAttackInput,
  dice: Dice,
): Promise<MultipleOpponentsAttackOutcome> {
  const { plan, weapons } = input;
  const [first, second] = plan.fights;
  if (!first) throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: the plan has no fight`);
  const byId = new Map(input.figures.map((figure) => [figure.id, figure]));
  const figure = (id: string, changes: readonly StateChange[]): Figure => {
    const found = byId.get(id);
    if (!found) throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: no figure ${id} was given`);
    return figureAfter(found, changes);
  };
  const weapon = (id: string): Weapon => {
    const found = weapons[id];
    if (!found)
      throw new RangeError(`${MULTIPLE_OPPONENTS_RULE}: no weapon was selected for ${byId.get(id)?.name ?? id}`);
    return found;
  };
  const fightOf = async (planned: PlannedFight, before: readonly StateChange[], remainingOpponentId: string | null) => {
    const loneFighter = planned.attackerId === plan.loneFighterId ? ("attacker" as const) : ("defender" as const);
    return resolveBrawlAttack(
      {
        attacker: figure(planned.attackerId, before),
        defender: figure(planned.defenderId, before),
        attackerWeapon: weapon(planned.attackerId),
        defenderWeapon: weapon(planned.defenderId),
        outnumbering: planned.outnumbering,
        movingToEngage: planned.movingToEngage,
        remainingOpponentId,
        loneFighter,
      },
      dice,
    );
  };
  const opponentOf = (planned: PlannedFight): string =>
    planned.attackerId === plan.loneFighterId ? planned.defenderId : planned.attackerId;

  const firstOutcome = await fightOf(first, [], second ? opponentOf(second) : null);
  const fights: FoughtFight[] = [{ fight: first, outcome: firstOutcome, firstStep: plan.steps.length }];
  const loneAfter = firstOutcome.after.find((after) => after.figureId === plan.loneFighterId);
  let notFought: PlannedFight | null = null;
  if (second) {
    if (loneAfter?.kind === "fightRemaining") {
      const secondOutcome = await fightOf(second, firstOutcome.changes, null);
      fights.push({ fight: second, outcome: secondOutcome, firstStep: plan.steps.length + firstOutcome.steps.length });
    } else {
      notFought = second;
    }
  }

  return {
    plan,
    fights,
    notFought,
    steps: [...plan.steps, ...fights.flatMap(({ outcome }) => outcome.steps)],
    changes: [...plan.changes, ...settleChanges(fights.flatMap(({ outcome }) => outcome.changes))],
    eliminatedIds: [...new Set(fights.flatMap(({ outcome }) => outcome.eliminatedIds))],
    after: fights.flatMap(({ outcome }) => outcome.after),
  };
}
