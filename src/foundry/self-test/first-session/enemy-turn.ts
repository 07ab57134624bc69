import { dismissSuggestion } from "../../five-parsecs/ai/apply-suggestion";
import { suggestionFlagsOf } from "../../../views/five-parsecs/ai/suggestion-flags";
import { aiSuggestionMode } from "../../table/settings/settings";
import { until } from "../wait";

/**
 * An enemy's turn at the table: with AI suggestions on, the GM's client posts a card for the enemy once its turn
 * comes up; the GM dismisses it (Apply would move the token and may open the fire dialog). `messages` are the chat
 * messages seen since the session began.
 */
export async function playEnemyTurn(
  figureId: string,
  messages: () => readonly ChatMessage.Implementation[],
): Promise<void> {
  if (aiSuggestionMode() === "off") return;
  await until(
    () => messages().some((message) => suggestionFlagsOf(message.flags)?.figureId === figureId),
    `the AI suggestion card for ${figureId}`,
  );
  await dismissOpenSuggestions(messages());
}

/** Dismisses every suggestion card still open, so "suggest and wait" does not hold the turn order. */
export async function dismissOpenSuggestions(messages: readonly ChatMessage.Implementation[]): Promise<void> {
  for (const message of messages) {
    const plan = suggestionFlagsOf(message.flags);
    if (plan && (plan.state === "pending" || plan.state === "stopped")) await dismissSuggestion(message, plan);
  }
}
