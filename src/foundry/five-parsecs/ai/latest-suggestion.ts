import { suggestionFlagsOf, type SuggestionFlags } from "../../../views/five-parsecs/ai/suggestion-flags";

/** The latest suggestion card of a figure in a combat, with its flags, or null. */
export function latestSuggestion(
  figureId: string,
  combatId: string,
): { message: ChatMessage.Implementation; flags: SuggestionFlags } | null {
  const messages = chatMessages();
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    const flags = suggestionFlagsOf(message.flags);
    if (flags && flags.figureId === figureId && flags.combatId === combatId) return { message, flags };
  }
  return null;
}

/**
 * The world's chat messages, oldest first. The installed types leave the Messages collection's document type
 * unresolved (as `game.combats`, see documents/combat.ts), so the documented v13 value is named here once.
 */
export const chatMessages = (): ChatMessage.Implementation[] =>
  (game.messages?.contents ?? []) as unknown as ChatMessage.Implementation[];
