import { battleOf } from "../round/battle-model";
import { suggestionFlagsOf, type SuggestionFlags } from "../../../views/five-parsecs/ai/suggestion-flags";
import { cardOfEndedActivation, isFinishedSuggestion } from "../../../views/five-parsecs/ai/activation-suggestion";
import { chatMessages } from "./latest-suggestion";
import { perPage } from "../../table/per-page";

type Card = { message: ChatMessage.Implementation; flags: SuggestionFlags };

/** An enemy's suggestion cards of the combat's current round, oldest first. */
function cardsThisRound(combat: Combat.Implementation, figureId: string): Card[] {
  const cards: Card[] = [];
  const messages = chatMessages();
  // Newest first, up to the enemy's last card of an earlier round: the cards are posted round after round.
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    const flags = suggestionFlagsOf(message.flags);
    if (!flags || flags.figureId !== figureId || flags.combatId !== combat.id) continue;
    if (flags.round !== combat.round) break;
    cards.unshift({ message, flags });
  }
  return cards;
}

function current(combat: Combat.Implementation, figureId: string, cards: readonly Card[]): Card | null {
  const latest = cards.at(-1);
  const battle = battleOf(combat)?.battle;
  if (!latest || !battle) return latest ?? null;
  const finished = cards.filter((card) => isFinishedSuggestion(card.flags.state)).length;
  return cardOfEndedActivation(battle, figureId, latest.flags.state, finished) ? null : latest;
}

/**
 * The suggestion card of an enemy's current activation this round, or null when none is posted yet: the newest card
 * of the round, unless it was finished in an activation the enemy has already ended ("Renewed efforts").
 */
export const activationSuggestion = (combat: Combat.Implementation, figureId: string): Card | null =>
  current(combat, figureId, cardsThisRound(combat, figureId));

/** The activations this page asked a card for. */
const asked = perPage(() => new Set<string>());

/**
 * Whether the enemy whose turn it is needs a new suggestion card now, claimed so that a second hook firing before
 * the card is posted asks for none. On a turn change: when its activation has no card yet (or an undone one).
 * Otherwise (the battle changed, the turn did not): only when a second activation in the round began on the turn it
 * already held (the last enemy to act given "Renewed efforts").
 */
export function claimSuggestion(combat: Combat.Implementation, figureId: string, turned: boolean): boolean {
  const cards = cardsThisRound(combat, figureId);
  const open = current(combat, figureId, cards);
  if (open && open.flags.state !== "undone") return false;
  if (!turned) {
    const battle = battleOf(combat)?.battle;
    const ended = battle?.schedule.filter((s) => s.figureId === figureId && s.phase === "enemy" && s.status === "done");
    if (battle?.active?.figureId !== figureId || !ended?.length) return false;
  }
  const key = `${combat.id}.${combat.round}.${figureId}.${cards.length}`;
  if (asked().has(key)) return false;
  asked().add(key);
  return true;
}
