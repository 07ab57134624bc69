import { BracketBusters as BB } from "../../rules";
import { say } from "../../views/bracket-busters";
import { MODULE_ID } from "../../views/common/module-id";
import { foundryLocalizer } from "../table/i18n/localizer";
import { gangBattleOf } from "./gang-battle-store";
import type { GangUndo } from "./gang-service";
import { requestGang } from "./gang-requests";

type CardFlags = { gangCombat?: unknown; gangUndo?: unknown } | undefined;
const cardFlags = (message: ChatMessage.Implementation): CardFlags =>
  (message.flags as Record<string, CardFlags>)[MODULE_ID];

const combatOfMessage = (message: ChatMessage.Implementation): Combat.Implementation | null => {
  const id = cardFlags(message)?.gangCombat;
  return typeof id === "string" ? ((game.combats?.get(id) ?? null) as unknown as Combat.Implementation | null) : null;
};

function undoOfMessage(message: ChatMessage.Implementation): GangUndo | null {
  const undo = cardFlags(message)?.gangUndo as Partial<GangUndo> | undefined;
  if (typeof undo !== "object" || undo === null || typeof undo.reason !== "string") return null;
  const kind = (undo.correction as { kind?: unknown } | undefined)?.kind;
  return kind === "fighter" || kind === "gang" ? (undo as GangUndo) : null;
}

/**
 * An attack card's result buttons (ruling 15: the players resolve the attack with their own book and set the result on
 * the target from the card): shown to the GM and to the players of the attacker's and the target's gangs, hidden from
 * everyone else; a press asks the round to set the result, which refuses it once the Round has moved on.
 */
function showResultButtons(message: ChatMessage.Implementation, html: HTMLElement): void {
  const buttons = [...html.querySelectorAll<HTMLButtonElement>("button[data-fpb-gang-result]")];
  if (buttons.length === 0) return;
  const combat = combatOfMessage(message);
  const state = combat ? gangBattleOf(combat)?.battle : undefined;
  const plays = (fighterId: string | undefined): boolean => {
    const gangId = fighterId && state ? BB.fighterIn(state, fighterId)?.fighter.gangId : undefined;
    return !!gangId && !!combat && (combat.groups.get(gangId)?.isOwner ?? false);
  };
  for (const button of buttons) {
    const { fpbGangResult: result, fpbGangTarget: targetId, fpbGangBy: by } = button.dataset;
    const may = game.user?.isGM || plays(targetId) || plays(by);
    button.hidden = !may || !combat || !state || state.phase !== "action";
    if (button.hidden || !combat || !targetId || !(BB.ATTACK_RESULTS as readonly string[]).includes(result ?? ""))
      continue;
    button.addEventListener("click", () => {
      button.disabled = true;
      requestGang(combat, { type: "setResult", targetId, result: result as BB.AttackResult, by: by ?? null });
    });
  }
}

/**
 * A GM correction's card (ruling 7): its Undo, shown to the GM only while the battle goes on, asks the round for the
 * correction the rules announced as its undo; a later change to the same fighter makes it refused as no change.
 */
function showUndoButton(message: ChatMessage.Implementation, html: HTMLElement): void {
  const button = html.querySelector<HTMLButtonElement>("button[data-fpb-gang-undo]");
  if (!button) return;
  const combat = combatOfMessage(message);
  const state = combat ? gangBattleOf(combat)?.battle : undefined;
  const undo = undoOfMessage(message);
  button.hidden = !game.user?.isGM || !combat || !state || state.phase === "over" || !undo;
  if (button.hidden || !combat || !undo) return;
  button.addEventListener("click", () => {
    button.disabled = true;
    const reason = say(foundryLocalizer(), "Correct.undoReason", { reason: undo.reason });
    requestGang(combat, { type: "correct", correction: undo.correction, reason });
  });
}

/** The round cards' buttons, on every client as it shows each card. */
export function registerGangCards(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    showResultButtons(message, html);
    showUndoButton(message, html);
  });
}
