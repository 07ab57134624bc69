import { isActionPhase, isOnOverwatch, type BattleState, type OverwatchEndReason } from "../../../rules";
import type { RoundInput } from "../../../views/five-parsecs/round/round-request";

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
 * The inputs that put an enemy on Overwatch when the GM applies its suggestion: "Enemies ... that end their activation
 * unable to see a target roll 1D6", so the round takes the roll only from the activating enemy or one whose activation
 * ended. Apply may come without the tracker having started the enemy's activation; the applied move (its whole
 * activation: an Overwatch plan has no attack) is then recorded first, as the tracker's own Start and End would.
 * When the enemy cannot start now (another figure is activating, not its phase), the roll is still sent, so the
 * round's refusal tells the GM why.
 */
export function overwatchEntryInputs(state: BattleState | null | undefined, figureId: string): RoundInput[] {
  const enter = overwatchInput(state, figureId, "enter");
  if (!state || !enter) return [];
  const activatedThisRound = state.schedule.some((slot) => slot.figureId === figureId && slot.status === "done");
  const mayStart =
    isActionPhase(state.phase) &&
    state.active === null &&
    state.schedule.some(
      (slot) => slot.figureId === figureId && slot.phase === state.phase && slot.status === "pending",
    );
  if (state.active?.figureId === figureId || activatedThisRound || !mayStart) return [enter];
  return [{ type: "startActivation", figureId }, enter, { type: "endActivation", figureId }];
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
