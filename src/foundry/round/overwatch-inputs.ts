import { isOnOverwatch, type BattleState, type OverwatchEndReason } from "../../rules";
import type { RoundInput } from "../../views/round/round-request";

/*
 * "Enemy Overwatch" requests the table sends on its own (an applied suggestion, a watch card fired, an attack that
 * hit or a brawl): only those the round would take, so a table without a battle, or an enemy not on Overwatch, asks
 * for nothing and nobody sees a refusal. Plain data; `overwatch-service.ts` sends them.
 */

/** What happened to a figure's Overwatch: it entered it, or one of the ways it ends. */
export type OverwatchChange = "enter" | OverwatchEndReason;

/** The round input for one figure, or null when the battle has nothing to change (no battle, not an enemy, ...). */
export function overwatchInput(
  state: BattleState | null | undefined,
  figureId: string,
  change: OverwatchChange,
): RoundInput | null {
  if (!state || state.over) return null;
  if (change === "enter") {
    return state.enemies.some((f) => f.id === figureId) && !isOnOverwatch(state, figureId)
      ? { type: "enterOverwatch", figureId }
      : null;
  }
  return isOnOverwatch(state, figureId) ? { type: "endOverwatch", figureId, reason: change } : null;
}

/**
 * The inputs after an attack: "is hit by an attack" for each figure a hit struck, "engaged in a brawl" for both
 * fighters; each figure once, in the order given.
 */
export function overwatchEndings(
  state: BattleState | null | undefined,
  figureIds: readonly string[],
  reason: "hit" | "brawl",
): RoundInput[] {
  return [...new Set(figureIds)].flatMap((id) => overwatchInput(state, id, reason) ?? []);
}
