import { say, type Lang } from "../../views/bracket-busters";
import { button, esc } from "./html";
import type { ChatCard } from "./store";

function cardHtml(card: ChatCard, lang: Lang, undoable: boolean): string {
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
  // Ruling 7: a GM correction's card offers its Undo while the battle goes on and the Undo is not yet taken.
  const undo = undoable
    ? `<div class="bb-card-undo">${button("undoCorrection", esc(say(lang, "Correct.undo")), { card: String(card.id) }, { testid: `bb-undo-${card.id}` })}</div>`
    : "";
  return `<li class="bb-card bb-card-${card.kind}" data-testid="bb-card" data-card-id="${card.id}" data-kind="${card.kind}">
    <header>${esc(card.title)}</header>${rolls ? `<ul class="bb-rolls">${rolls}</ul>` : ""}${lines ? `<ul class="bb-lines">${lines}</ul>` : ""}${undo}</li>`;
}

/**
 * The chat log, newest first so the latest card is always in view; redrawn only when a card is added or an Undo is
 * taken. `undoable`: the cards whose Undo may still be pressed.
 */
export function renderChat(
  list: HTMLElement,
  chat: readonly ChatCard[],
  lang: Lang,
  undoable: ReadonlySet<number> = new Set(),
): void {
  const undos = [...undoable].join(",");
  if (list.querySelectorAll("[data-card-id]").length === chat.length && list.dataset["undos"] === undos) return;
  list.dataset["undos"] = undos;
  list.innerHTML = [...chat]
    .reverse()
    .map((card) => cardHtml(card, lang, undoable.has(card.id)))
    .join("");
}
