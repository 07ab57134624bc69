import { isAiAction, type Announcement, type BattleState } from "../../../rules";
import { MODULE_ID } from "../../../views/common/module-id";
import { isRecord } from "../../../views/common/schema";
import { CHAT_TEMPLATES } from "../../../views/common/template-paths";
import { suggestionFlagsOf } from "../../../views/five-parsecs/ai/suggestion-flags";
import { nameIn } from "../../../views/five-parsecs/round/round-request";
import {
  battleSummaryView,
  type BattleLogEntry,
  type EnemyDecisionRecord,
} from "../../../views/five-parsecs/round/battle-summary";
import { battleSummaryCardView } from "../../../views/five-parsecs/round/battle-summary-card";
import { isActiveGM } from "../../table/active-gm";
import { actorAt } from "../../table/documents/by-uuid";
import { foundryLocalizer } from "../../table/i18n/localizer";
import { info } from "../../table/i18n/notify";
import { battleOf } from "../round/battle-model";
import { enqueue } from "../../table/request-queue";

/*
 * The battle summary card (issue 38): when a Five Parsecs battle is over, however it ended, the active GM's client posts
 * one public card built from the pure summary. The battle's log is read back from the chat: the round cards carry what
 * they told (`roundLog`), the AI suggestion cards the decision they drew (`aiDecision`).
 */

const FLAG = "battleSummary";

const ownFlag = (message: ChatMessage.Implementation, key: string): Record<string, unknown> | null => {
  const own = (message.flags as Record<string, unknown>)[MODULE_ID];
  const value = isRecord(own) ? own[key] : undefined;
  return isRecord(value) ? value : null;
};

/** The world's chat messages, oldest first (the Messages collection's document type is unresolved in the types). */
const messages = (): ChatMessage.Implementation[] =>
  (game.messages?.contents ?? []) as unknown as ChatMessage.Implementation[];

/** The summary card already posted for a combat, or null. */
export function summaryCardOf(combatId: string): ChatMessage.Implementation | null {
  return messages().find((message) => ownFlag(message, FLAG)?.["combatId"] === combatId) ?? null;
}

/** What the combat's round cards told, round by round (each card's flags are stored data: checked before use). */
function logOf(combatId: string): BattleLogEntry[] {
  return messages().flatMap((message) => {
    const log = ownFlag(message, "roundLog");
    if (!log || log["combatId"] !== combatId || !Number.isInteger(log["round"])) return [];
    const said = Array.isArray(log["announcements"]) ? log["announcements"] : [];
    const announcements = said.filter(
      (a): a is Announcement =>
        isRecord(a) &&
        (a["kind"] !== "escalation" || (typeof a["effectId"] === "string" && typeof a["name"] === "string")),
    );
    return [{ round: log["round"] as number, announcements }];
  });
}

/** The enemy's decisions from the combat's AI suggestion cards, each linked to its card. */
function decisionsOf(combatId: string): EnemyDecisionRecord[] {
  return messages().flatMap((message) => {
    const plan = suggestionFlagsOf(message.flags);
    const decision = ownFlag(message, "aiDecision");
    const action = decision?.["action"];
    if (!plan || plan.combatId !== combatId || typeof action !== "string" || !isAiAction(action)) return [];
    if (!message.id) return [];
    const text = typeof decision?.["text"] === "string" ? decision["text"] : "";
    return [
      {
        round: plan.round,
        figureId: plan.figureId,
        action,
        text,
        applied: plan.state === "applied",
        cardId: message.id,
      },
    ];
  });
}

/** The names the card gives figures: the state's roster, a removed figure by its actor's name. */
const namesOf =
  (state: BattleState) =>
  (figureId: string): string => {
    const name = nameIn(state, figureId);
    return name !== figureId ? name : (actorAt(figureId)?.name ?? figureId);
  };

/** Posts the combat's battle summary, public, unless its battle is not over or the card is already there. */
export async function postBattleSummary(combat: Combat.Implementation): Promise<ChatMessage.Implementation | null> {
  const combatId = combat.id;
  const state = battleOf(combat)?.battle;
  if (!combatId || !state?.over || summaryCardOf(combatId)) return null;
  const view = battleSummaryView(state, logOf(combatId), decisionsOf(combatId), namesOf(state));
  const card = battleSummaryCardView(view, foundryLocalizer());
  const content = await foundry.applications.handlebars.renderTemplate(CHAT_TEMPLATES.battleSummary, { ...card });
  const message = await ChatMessage.create({ content, flags: { [MODULE_ID]: { [FLAG]: { combatId } } } as never });
  return message ?? null;
}

/** Brings a linked card into view in the chat log it is rendered in, and marks it for a moment. */
function reveal(link: HTMLElement, messageId: string): void {
  // Core renders each message in the chat log as an element carrying its id (contract row, see the report).
  const selector = `.chat-message[data-message-id="${messageId}"]`;
  const log = link.closest(".chat-message")?.parentElement;
  const target = log?.querySelector<HTMLElement>(selector) ?? document.querySelector<HTMLElement>(selector);
  if (!target) return info("FPB.Summary.CardGone");
  target.scrollIntoView?.({ block: "center", behavior: "smooth" });
  target.classList.add("fpb-summary-highlight");
  setTimeout(() => target.classList.remove("fpb-summary-highlight"), 2000);
}

/** A summary card's links: live for a card this user may see, plain words for one they may not (a GM's whisper). */
function wireLinks(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (!ownFlag(message, FLAG)) return;
  for (const link of html.querySelectorAll<HTMLElement>("a[data-fpb-message-id]")) {
    const messageId = link.dataset["fpbMessageId"] ?? "";
    const linked = (game.messages?.get(messageId) ?? null) as ChatMessage.Implementation | null;
    if (!/^\w+$/.test(messageId) || !linked?.visible) {
      const words = document.createElement("span");
      words.className = "fpb-summary-decision";
      words.textContent = link.textContent;
      link.replaceWith(words);
      continue;
    }
    link.addEventListener("click", (event) => {
      event.preventDefault();
      reveal(link, messageId);
    });
  }
}

/**
 * The summary card's hooks: a battle stored as over is summed up once, on the active GM's client, after the request
 * that ended it has finished (its round card and the end card come first); every client wires the card's links.
 */
export function registerBattleSummary(): void {
  Hooks.on("updateCombat", (combat: Combat.Implementation) => {
    if (!isActiveGM() || !battleOf(combat)?.battle.over || !combat.id || summaryCardOf(combat.id)) return;
    void enqueue(async () => {
      await postBattleSummary(combat);
    });
  });
  Hooks.on("renderChatMessageHTML", wireLinks);
}
