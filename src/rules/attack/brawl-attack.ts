import type { Dice } from "../dice/dice";
import type { StateChange, Step } from "../outcome/outcome";
import { resolveBrawl, type BrawlInput, type BrawlOutcome } from "../brawling/brawl";
import { followUp, type AfterBrawl } from "../brawling/follow-up";
import { resolveHitsInOrder, type ResolvedHit } from "./hit-sequence";
import { settleChanges } from "./settle-changes";

export interface BrawlAttackInput extends BrawlInput {
  /** "Multiple Opponents": the opponent still waiting to fight the defender, when the defender fights alone. */
  readonly remainingOpponentId?: string | null;
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
 * attacker's hits first, as struck), then "Following Up" says who may move on. A lone defender facing "Multiple
 * Opponents" is the fighter with a fight still waiting.
 */
export async function resolveBrawlAttack(input: BrawlAttackInput, dice: Dice): Promise<BrawlAttackOutcome> {
  const brawl = await resolveBrawl(input, dice);
  const { attacker, defender } = input;
  const sequence = await resolveHitsInOrder(brawl.hits, [attacker, defender], dice);
  const base = { winnerId: brawl.winnerId, eliminatedIds: sequence.eliminatedIds };
  return {
    brawl,
    hits: sequence.hits,
    steps: [...brawl.steps, ...sequence.steps],
    changes: settleChanges(sequence.changes),
    eliminatedIds: sequence.eliminatedIds,
    after: [
      followUp({ ...base, figureId: attacker.id, opponentId: defender.id }),
      followUp({ ...base, figureId: defender.id, opponentId: attacker.id, remainingOpponentId: input.remainingOpponentId ?? null }),
    ],
  };
}
