import { say, type Lang } from "../../views/bracket-busters";
import { esc } from "./html";
import type { ChatCard } from "./store";

function cardHtml(card: ChatCard, lang: Lang): string {
  const rolls = card.rolls
    .map((r) => {
      const verdict = r.passed === null ? "" : ` bb-${r.passed ? "pass" : "fail"}`;
      const sums = [r.dice, ...r.modifiers].filter(Boolean).join(" ");
      const total = r.total !== null ? ` = <strong>${r.total}</strong>` : "";
      return `<li class="bb-roll${verdict}" data-testid="bb-roll-line">
        <div class="bb-roll-head"><strong>${esc(r.rule)}</strong> <span class="bb-result">${esc(r.result)}</span></div>
        <div class="bb-roll-dice" title="${esc(r.purpose)}">${esc(say(lang, "Card.rolled"))} ${esc(sums)}${total}${r.needed ? ` (${esc(r.needed)})` : ""}</div>
        <div class="bb-roll-purpose">${esc(r.purpose)}</div>
        ${r.why ? `<div class="bb-why">${esc(r.why)}</div>` : ""}</li>`;
    })
    .join("");
  const lines = card.lines.map((l) => `<li>${esc(l)}</li>`).join("");
  return `<li class="bb-card bb-card-${card.kind}" data-testid="bb-card" data-card-id="${card.id}" data-kind="${card.kind}">
    <header>${esc(card.title)}</header>${rolls ? `<ul class="bb-rolls">${rolls}</ul>` : ""}${lines ? `<ul class="bb-lines">${lines}</ul>` : ""}</li>`;
}

/** The chat log, newest first so the latest card is always in view; redrawn only when a card is added. */
export function renderChat(list: HTMLElement, chat: readonly ChatCard[], lang: Lang): void {
  if (list.querySelectorAll("[data-card-id]").length === chat.length) return;
  list.innerHTML = [...chat]
    .reverse()
    .map((card) => cardHtml(card, lang))
    .join("");
}
