import { localizer, renderTemplate } from "../common";
import { OUTCOME_TEMPLATE } from "./tracker-binding";
import type { ChatEntry } from "./store-state";

/** Whether a card reports hits: any step whose result is a Hit (the rules' "hit" result, in the user's words). */
export const cardHits = (entry: ChatEntry): boolean | null => {
  const hitWord = localizer.localize("FPB.Result.hit");
  const missWord = localizer.localize("FPB.Result.miss");
  const results = entry.card.steps.map((s) => s.result);
  if (results.includes(hitWord)) return true;
  return results.includes(missWord) ? false : null;
};

/** The chat log: each card from the module's outcome-card template, newest first so the latest is always in view. */
export function renderChat(list: HTMLElement, chat: readonly ChatEntry[]): void {
  const shown = list.querySelectorAll("[data-card-id]").length;
  if (shown === chat.length) return;
  list.innerHTML = [...chat]
    .reverse()
    .map((entry) => {
      const hits = cardHits(entry);
      const tone = hits === true ? "hit" : hits === false ? "miss" : entry.kind;
      const badge =
        hits === null
          ? ""
          : `<span class="fpb-sandbox-badge fpb-sandbox-${tone}">${localizer.localize(hits ? "FPB.Sandbox.Battle.Chat.Hit" : "FPB.Sandbox.Battle.Chat.Miss")}</span>`;
      return `<li id="fpb-card-${entry.id}" class="chat-message fpb-sandbox-card fpb-sandbox-${entry.kind}" data-testid="chat-card" data-card-id="${entry.id}" data-kind="${entry.kind}" data-hits="${hits ?? ""}">
        <header class="message-header"><span class="message-sender">${localizer.localize(`FPB.Sandbox.Battle.Chat.Kind.${entry.kind}`)}</span>${badge}</header>
        ${renderTemplate(OUTCOME_TEMPLATE, { ...entry.card })}</li>`;
    })
    .join("");
}
