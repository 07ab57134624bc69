import type { Dice } from "../../core/dice/dice";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { resolveBrawl, type BrawlInput, type BrawlOutcome } from "../brawling/brawl";
import { followUp, type AfterBrawl } from "../brawling/follow-up";
import { resolveHitsInOrder, type ResolvedHit } from "./hit-sequence";
import { settleChanges } from "./settle-changes";

export interface BrawlAttackInput extends BrawlInput {
  /** "Multiple Opponents": the opponent still waiting to fight the lone fighter after this fight, if any. */
  readonly remainingOpponentId?: string | null;
  /**
   * Which fighter of this brawl is the lone one the remaining opponent waits for: the attacker by default (the rules'
   * "an attacker might end up in contact with multiple opponents", as `planMultipleOpponents` plans it), or the
   * defender when several opponents engage one figure.
   */
  readonly loneFighter?: "attacker" | "defender";
}

export interface BrawlAttackOutcome {
  readonly brawl: BrawlOutcome;
  readonly hits: readonly ResolvedHit[];
  /** Both brawl rolls, then each hit's resolution in order. */
  readonly steps: readonly Step[];
  readonly changes: readonly StateChange[];
  readonly eliminatedIds: readonly string[];
  /** What each fighter may do next ("Following Up", "Multiple Opponents"), attacker first. */
  readonly after: readonly [AfterBrawl, AfterBrawl];
}

/**
 * One brawl from start to finish: "Brawling Combat" decides the hits, each goes through "Resolving Hits" (the
 * attacker's hits first, as struck), then "Following Up" says who may move on. With "Multiple Opponents", the lone
 * fighter (attacker or defender) has a fight still waiting: "If the lone fighter wins, they do not get a 2" bonus
 * move, but must instead immediately fight the remaining opponent".
 */
export async function resolveBrawlAttack(input: BrawlAttackInput, dice: Dice): Promise<BrawlAttackOutcome> {
  const brawl = await resolveBrawl(input, dice);
  const { attacker, defender } = input;
  const sequence = await resolveHitsInOrder(brawl.hits, [attacker, defender], dice);
  const base = { winnerId: brawl.winnerId, eliminatedIds: sequence.eliminatedIds };
  const remainingOpponentId = input.remainingOpponentId ?? null;
  const loneFighter = input.loneFighter ?? "attacker";
  return {
    brawl,
    hits: sequence.hits,
    steps: [...brawl.steps, ...sequence.steps],
    changes: settleChanges(sequence.changes),
    eliminatedIds: sequence.eliminatedIds,
    after: [
      followUp({
        ...base,
        figureId: attacker.id,
        opponentId: defender.id,
        remainingOpponentId: loneFighter === "attacker" ? remainingOpponentId : null,
      }),
      followUp({
        ...base,
        figureId: defender.id,
        opponentId: attacker.id,
        remainingOpponentId: loneFighter === "defender" ? remainingOpponentId : null,
      }),
    ],
  };
}
