import type { BattleState } from "../../../rules";
import type { SuggestionState } from "./suggestion-flags";

/*
 * One suggestion card per enemy activation. "Renewed efforts" gives an enemy a second Move and Combat Action after
 * all enemies have acted: a second activation in the same round, which needs its own card, while the card of its
 * first activation (applied or dismissed) is still the newest of the round.
 */

const FINISHED: readonly SuggestionState[] = ["applied", "dismissed"];

/**
 * Whether a finished card of this round belongs to an activation the enemy has already ended, another one being
 * under way or to come: the enemy has ended at least as many activations this round as it has finished cards
 * (`finishedThisRound`), and still has one in the Enemy Actions.
 */
export function cardOfEndedActivation(
  battle: BattleState,
  figureId: string,
  latest: SuggestionState,
  finishedThisRound: number,
): boolean {
  if (!FINISHED.includes(latest)) return false;
  const slots = battle.schedule.filter((slot) => slot.figureId === figureId && slot.phase === "enemy");
  const ended = slots.filter((slot) => slot.status === "done").length;
  return slots.some((slot) => slot.status === "pending") && finishedThisRound <= ended;
}

export const isFinishedSuggestion = (state: SuggestionState): boolean => FINISHED.includes(state);
