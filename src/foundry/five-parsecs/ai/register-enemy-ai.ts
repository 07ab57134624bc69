import { figureById, isCrew, movementTriggers } from "../../../rules";
import { isActiveGM } from "../../table/active-gm";
import { sceneBattlefield } from "../../table/battlefield/battlefield-store";
import { toInches } from "../../table/battlefield/scene-to-battlefield";
import { viewedCombat } from "../../table/documents/combat";
import { actorAt } from "../../table/documents/by-uuid";
import { warn } from "../../table/i18n/notify";
import { ACTOR_TYPES, MODULE_ID } from "../../../views/shared/module-id";
import { phaseOfInitiative } from "../../../views/five-parsecs/round/initiative";
import { aiSuggestionMode } from "../../table/settings/settings";
import { claimSuggestion } from "./activation-suggestion";
import { applySuggestion, dismissSuggestion, undoSuggestion } from "./apply-suggestion";
import { latestSuggestion, rerollSuggestion, suggestEnemy } from "./suggest-enemy";
import { suggestionFlagsOf, watchFlagsOf } from "../../../views/five-parsecs/ai/suggestion-flags";
import { clearSuggestionOverlay } from "./suggestion-overlay";
import { figuresOnScene, overwatchIdsOf } from "./table-figures";
import { mayAnswerWatch, mayPress, mustWait, type SuggestionButton } from "./wait-rule";
import { answerWatch, postWatchCard } from "./watch-card";
import { watchersFor } from "../../../views/five-parsecs/ai/watchers";
import { isLastStep, isPlacementMove, movementKey, onMoveToken, type TokenMovement } from "../../table/token-movement";

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
): void {
  const turned = "turn" in changes || "round" in changes;
  // One card per activation: a second one in the round ("Renewed efforts") may begin with no turn change.
  if (!turned && !("flags" in changes)) return;
  if (turned) clearSuggestionOverlay();
  if (!isActiveGM() || aiSuggestionMode() === "off" || !combat.started) return;
  const combatant = enemyTurn(combat);
  const token = combatant?.token ?? null;
  if (!token || !claimSuggestion(combat, combatant!.actor!.uuid, turned)) return;
  void suggestEnemy(token as TokenDocument.Implementation);
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

/** Per movement (its first step's id) on the GM's client: the path walked so far and the watchers already carded. */
const watchedMoves = new Map<string, { path: { x: number; y: number }[]; carded: Set<string> }>();

/**
 * A crew member moved by its player while enemies are on Overwatch (the combat's round state): the GM's client works
 * out where the move entered their arcs and sight, and posts a card for each (the move has happened; the GM resolves
 * the Overwatch shot). Foundry fires `moveToken` for every step of a movement (contract H10), so the path is gathered
 * step by step and each watcher is carded once per movement. A push (the module placing the figure) is no move of the
 * figure's own and triggers nothing, in none of its steps.
 */
function onCrewMove(token: TokenDocument.Implementation, movement: TokenMovement, operation: unknown): void {
  if (!isActiveGM() || isPlacementMove(movement, operation)) return;
  const combat = viewedCombat();
  const actor = token.actor;
  const scene = token.parent;
  if (!combat?.started || !combat.id || !actor || actor.type !== ACTOR_TYPES.crew || !scene) return;
  const overwatchIds = overwatchIdsOf(combat);
  if (overwatchIds.length === 0) return;
  const field = sceneBattlefield(scene);
  const battlefield = field?.battlefield;
  const scale = field?.scale;
  if (!battlefield || !scale || !figureById(battlefield, actor.uuid)) return;
  const figures = figuresOnScene(scene);
  const mover = figures.get(actor.uuid);
  if (!mover || !isCrew(mover)) return;
  const key = movementKey(movement);
  const seen = watchedMoves.get(key) ?? { path: [movement.origin], carded: new Set<string>() };
  seen.path.push(...movement.passed.waypoints);
  if (isLastStep(movement)) watchedMoves.delete(key);
  else watchedMoves.set(key, seen);
  const half = {
    x: (Number(token.width ?? 1) * scene.grid.size) / 2,
    y: (Number(token.height ?? 1) * scene.grid.size) / 2,
  };
  const centre = (p: { x: number; y: number }) => toInches({ x: p.x + half.x, y: p.y + half.y }, scale);
  const watchers = watchersFor("crew", battlefield, figures, { snapFireHolders: [], overwatchIds });
  const names = (id: string): string => figures.get(id)?.name ?? field.names.get(id) ?? id;
  for (const trigger of movementTriggers(battlefield, actor.uuid, seen.path.map(centre), watchers)) {
    if (seen.carded.has(trigger.watcherId)) continue;
    seen.carded.add(trigger.watcherId);
    void postWatchCard(trigger, actor.uuid, names);
  }
}

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
  onMoveToken((token, movement, operation) => safely("move", () => onCrewMove(token, movement, operation)));
}
