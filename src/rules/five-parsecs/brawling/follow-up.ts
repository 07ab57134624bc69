/** "Following Up": "The figure can move 2" in any direction". */
export const FOLLOW_UP_INCHES = 2;

/** What a figure may or must do once a brawl's hits are resolved. */
export type AfterBrawl =
  /** "may move 2" in any direction and may enter another brawl if able". */
  | {
      readonly kind: "followUp";
      readonly figureId: string;
      readonly inches: number;
      readonly mayEnterAnotherBrawl: true;
    }
  /** "Multiple Opponents": the lone fighter won and "must instead immediately fight the remaining opponent". */
  | {
      readonly kind: "fightRemaining";
      readonly figureId: string;
      readonly opponentId: string;
      /** "No bonus applies in this case": pass these to `resolveBrawl`. */
      readonly outnumbering: null;
      readonly movingToEngage: false;
    }
  | {
      readonly kind: "none";
      readonly figureId: string;
      readonly reason: "eliminated" | "opponentNotEliminated" | "loneFighterDidNotWin";
    };

export interface FollowUpInput {
  /** The figure asking what it may do now. */
  readonly figureId: string;
  /** Its opponent in the brawl just resolved. */
  readonly opponentId: string;
  /** The brawl's winner (`BrawlOutcome.winnerId`), null on a draw. */
  readonly winnerId: string | null;
  /** Every figure the brawl's hits removed from play, after Luck, saves and the casualty tables. */
  readonly eliminatedIds: readonly string[];
  /** "Multiple Opponents": the opponent still waiting to fight this lone fighter, if any (the plan's second fight). */
  readonly remainingOpponentId?: string | null;
}

/**
 * "Following Up" after one brawl:
 * - a figure eliminated itself goes nowhere;
 * - a lone fighter with a "Multiple Opponents" fight still waiting gets no 2" move: if it won, it fights the remaining
 *   opponent at once with no bonus; otherwise the waiting opponent's fight does not happen and it stays put. A win
 *   here is the higher brawl total (the rules' "wins"), whether or not the opponent was eliminated or only pushed;
 * - otherwise "A figure that eliminates its opponent may Follow Up", whoever won the roll (a natural 6 can eliminate
 *   from the losing side), and "If the opponent was pushed back but not eliminated, a Follow Up move is not
 *   permitted".
 */
export function followUp(input: FollowUpInput): AfterBrawl {
  const { figureId, opponentId, winnerId, eliminatedIds, remainingOpponentId = null } = input;
  if (eliminatedIds.includes(figureId)) return { kind: "none", figureId, reason: "eliminated" };
  if (remainingOpponentId !== null) {
    if (winnerId !== figureId) return { kind: "none", figureId, reason: "loneFighterDidNotWin" };
    return {
      kind: "fightRemaining",
      figureId,
      opponentId: remainingOpponentId,
      outnumbering: null,
      movingToEngage: false,
    };
  }
  if (!eliminatedIds.includes(opponentId)) return { kind: "none", figureId, reason: "opponentNotEliminated" };
  return { kind: "followUp", figureId, inches: FOLLOW_UP_INCHES, mayEnterAnotherBrawl: true };
}
