import { isActiveGM } from "../../table/active-gm";
import { actorAt } from "../../table/documents/by-uuid";
import { warn } from "../../table/i18n/notify";
import { ACTOR_TYPES, MODULE_ID } from "../../../views/common/module-id";
import { phaseOfInitiative } from "../../../views/five-parsecs/round/initiative";
import { aiSuggestionMode } from "../../table/settings/settings";
import { claimSuggestion } from "./activation-suggestion";
import {
  answerWatch,
  applySuggestion,
  dismissSuggestion,
  listenForWatchAnswers,
  rerollSuggestion,
  suggestEnemy,
  undoSuggestion,
  watchCrewMove,
} from "./enemy-ai";
import { latestSuggestion } from "./latest-suggestion";
import { suggestionFlagsOf, watchFlagsOf } from "../../../views/five-parsecs/ai/suggestion-flags";
import { clearSuggestionOverlay } from "./suggestion-overlay";
import { mayAnswerWatch, mayPress, mustWait, type SuggestionButton } from "./wait-rule";
import { onMoveToken } from "../../table/token-movement";

/** Runs a hook's work and logs instead of throwing: a hook must never break the table. */
function safely(label: string, work: () => unknown): void {
  try {
    const result = work();
    if (result instanceof Promise)
      result.catch((error: unknown) => console.warn(`${MODULE_ID} | enemy AI: ${label} failed`, error));
  } catch (error) {
    console.warn(`${MODULE_ID} | enemy AI: ${label} failed`, error);
  }
}

/** The suggestion card's buttons: only the GM sees those the card's state allows. */
function bringSuggestionCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const plan = suggestionFlagsOf(message.flags);
  if (!plan) return;
  const isGM = game.user?.isGM ?? false;
  for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-fpb-ai]")) {
    const action = button.dataset["fpbAi"] as SuggestionButton;
    if (!mayPress(action, isGM, plan.state, plan.before !== null)) {
      button.hidden = true;
      continue;
    }
    if (action === "apply" && plan.state === "stopped")
      button.lastChild!.textContent = ` ${game.i18n?.localize("FPB.Ai.Button.Continue") ?? "Continue"}`;
    button.addEventListener("click", () => {
      button.disabled = true;
      safely(action, () => {
        if (action === "apply") return applySuggestion(message, plan);
        if (action === "reroll") return rerollSuggestion(message, plan);
        if (action === "dismiss") return dismissSuggestion(message, plan);
        return undoSuggestion(message, plan);
      });
    });
  }
  const footer = html.querySelector<HTMLElement>(".fpb-card-state");
  if (footer) footer.textContent = game.i18n?.localize(`FPB.Ai.Card.State.${plan.state}`) ?? plan.state;
}

function bringWatchCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  const watch = watchFlagsOf(message.flags);
  if (!watch) return;
  const owns = actorAt(watch.watcherId)?.isOwner ?? false;
  for (const button of html.querySelectorAll<HTMLButtonElement>("button[data-fpb-watch]")) {
    if (!mayAnswerWatch(owns, game.user?.isGM ?? false, watch.state)) {
      button.hidden = true;
      continue;
    }
    const answer = button.dataset["fpbWatch"] === "fire" ? "fire" : "decline";
    button.addEventListener("click", () => {
      button.disabled = true;
      safely("watch", () => answerWatch(message, watch, answer));
    });
  }
  const footer = html.querySelector<HTMLElement>(".fpb-card-state");
  if (footer) footer.textContent = game.i18n?.localize(`FPB.Ai.Watch.State.${watch.state}`) ?? watch.state;
}

/** The enemy whose turn it is in the Enemy Actions phase (by its initiative band), or null. */
function enemyTurn(combat: Combat.Implementation): Combatant.Implementation | null {
  const combatant = combat.combatant ?? null;
  if (!combatant?.actor || combatant.actor.type !== ACTOR_TYPES.enemy) return null;
  return phaseOfInitiative(combatant.initiative ?? null) === "enemy" ? combatant : null;
}

/** At the start of each enemy's turn in the Enemy Actions phase: its suggestion, on the active GM's client only. */
function onTurnChange(
  combat: Combat.Implementation,
  changes: { turn?: unknown; round?: unknown; flags?: unknown },
): Promise<unknown> | void {
  const turned = "turn" in changes || "round" in changes;
  // One card per activation: a second one in the round ("Renewed efforts") may begin with no turn change.
  if (!turned && !("flags" in changes)) return;
  if (turned) clearSuggestionOverlay();
  return suggestForTurn(combat, turned);
}

/** The suggestion card of the enemy whose turn it is, when its activation needs one: on the active GM's client only. */
export function suggestForTurn(combat: Combat.Implementation, turned: boolean): Promise<unknown> | void {
  if (!isActiveGM() || aiSuggestionMode() === "off" || !combat.started) return;
  const combatant = enemyTurn(combat);
  const token = combatant?.token ?? null;
  if (!token || !claimSuggestion(combat, combatant!.actor!.uuid, turned)) return;
  // Returned, so `safely` hears of a card that never reached the server (the GM's connection closed meanwhile).
  return suggestEnemy(token as TokenDocument.Implementation);
}

/** "Suggest and wait": a turn does not advance past an enemy whose suggestion is still open. */
function waitForGM(combat: Combat.Implementation, changes: { turn?: unknown; round?: unknown }): boolean | void {
  const mode = aiSuggestionMode();
  if (mode !== "wait") return;
  const figureId = enemyTurn(combat)?.actor?.uuid;
  const open = figureId && combat.id ? latestSuggestion(figureId, combat.id) : null;
  const state = open && open.flags.round === combat.round ? open.flags.state : null;
  if (!mustWait(mode, changes, { turn: combat.turn ?? null, round: combat.round }, state)) return;
  warn("FPB.Ai.Notify.Wait", { figure: combatantName(combat) });
  return false;
}

const combatantName = (combat: Combat.Implementation): string => combat.combatant?.name ?? "?";

/** The enemy AI at the table (issue #6). Call once from the `init` hook. */
export function registerEnemyAi(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) =>
    safely("card", () => {
      bringSuggestionCard(message, html);
      bringWatchCard(message, html);
    }),
  );
  Hooks.on("updateCombat", (combat: Combat.Implementation, changes: object) =>
    safely("turn", () => onTurnChange(combat, changes)),
  );
  Hooks.on("preUpdateCombat", (combat: Combat.Implementation, changes: object) => {
    try {
      return waitForGM(combat, changes);
    } catch (error) {
      console.warn(`${MODULE_ID} | enemy AI: wait check failed`, error);
      return undefined;
    }
  });
  onMoveToken((token, movement, operation) => safely("move", () => watchCrewMove(token, movement, operation)));
  Hooks.once("ready", listenForWatchAnswers);
}
