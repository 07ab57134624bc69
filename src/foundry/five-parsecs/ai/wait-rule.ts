import type { AiSuggestionMode } from "../../table/settings/settings";
import type { SuggestionState } from "../../../views/five-parsecs/ai/suggestion-flags";

/*
 * "Suggest and wait": the combat does not move past an enemy's turn while the GM has not applied or dismissed its
 * suggestion. And who may press which button of the AI cards. Pure, so both are tested without Foundry.
 */

/** Whether a combat update moves the turn forward (a later turn or a later round). */
export function advancesTurn(
  change: { readonly turn?: unknown; readonly round?: unknown },
  current: { readonly turn: number | null; readonly round: number },
): boolean {
  if (typeof change.round === "number" && change.round > current.round) return true;
  return typeof change.turn === "number" && (current.turn === null || change.turn > current.turn);
}

/** A suggestion the GM still has to apply or dismiss. */
export const isOpen = (state: SuggestionState | null): boolean => state === "pending" || state === "stopped";

/** Whether this update must be refused: the wait mode, a forward move, and an open suggestion for the current enemy. */
export function mustWait(
  mode: AiSuggestionMode,
  change: { readonly turn?: unknown; readonly round?: unknown },
  current: { readonly turn: number | null; readonly round: number },
  currentState: SuggestionState | null,
): boolean {
  return mode === "wait" && isOpen(currentState) && advancesTurn(change, current);
}

export type SuggestionButton = "apply" | "reroll" | "dismiss" | "undo";

/** The GM's buttons on a suggestion card, by state: players never see or press them ("nothing moves without the GM"). */
export function mayPress(button: SuggestionButton, isGM: boolean, state: SuggestionState, hasUndo: boolean): boolean {
  if (!isGM) return false;
  switch (button) {
    case "apply":
      return state === "pending" || state === "stopped";
    case "reroll":
      return state === "pending";
    case "dismiss":
      return state === "pending" || state === "stopped";
    case "undo":
      return (state === "applied" || state === "stopped" || state === "pending") && hasUndo;
  }
}

/** A watch card's Fire / Hold fire: the watcher's owner or the GM, while the chance is open. */
export const mayAnswerWatch = (ownsWatcher: boolean, isGM: boolean, state: "offered" | "fired" | "declined"): boolean =>
  state === "offered" && (ownsWatcher || isGM);
