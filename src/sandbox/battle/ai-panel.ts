import { localizer as i18n } from "../common";
import { esc } from "./html";
import { plannedShotNeeded } from "../../views/five-parsecs/chat/needed-text";
import { aiActionLabel } from "../../views/five-parsecs/ai/suggestion-card";
import type { SandboxState } from "./store-state";

/** The activating enemy's AI suggestion in words: the decision, each reason with its rule, and Apply / Skip. */
export function renderAiPanel(holder: HTMLElement, state: SandboxState): void {
  const suggestion = state.suggestion;
  if (!suggestion) {
    const offers = overwatchOffers(state);
    holder.hidden = offers === "";
    holder.innerHTML = offers;
    return;
  }
  holder.hidden = false;
  const name = state.figures[suggestion.figureId]?.name ?? suggestion.figureId;
  const attack = suggestion.attack;
  const targetName = attack ? (state.figures[attack.targetId]?.name ?? attack.targetId) : "";
  const plan = !attack
    ? i18n.localize("FPB.Sandbox.Battle.Ai.NoAttack")
    : attack.kind === "shot"
      ? i18n.format("FPB.Sandbox.Battle.Ai.Shot", {
          target: targetName,
          needed: plannedShotNeeded(attack, i18n),
          cover: i18n.localize(attack.inCover ? "FPB.Battlefield.Line.cover" : "FPB.Battlefield.Line.clear"),
        })
      : i18n.format("FPB.Sandbox.Battle.Ai.Brawl", { target: targetName });
  const progress = state.suggestionMove;
  const offer = progress?.offer;
  const stopped = offer
    ? `<div class="fpb-sandbox-watch" data-testid="snap-offer" data-watcher="${esc(offer.watcherId)}">
        <p><strong>${esc(offer.title)}</strong></p><p>${esc(offer.text)}</p>
        <button type="button" data-testid="snap-fire" data-sandbox="snapFire" data-figure="${esc(offer.watcherId)}"><i class="fa-solid fa-crosshairs"></i> ${esc(
          i18n.format("FPB.Sandbox.Battle.Ai.SnapFire", {
            figure: state.figures[offer.watcherId]?.name ?? offer.watcherId,
          }),
        )}</button>
      </div>`
    : "";
  const apply = i18n.localize(progress ? "FPB.Sandbox.Battle.Ai.Continue" : "FPB.Sandbox.Battle.Ai.Apply");
  holder.innerHTML = `
    <h3>${esc(i18n.format("FPB.Sandbox.Battle.Ai.Title", { figure: name }))}</h3>
    <p class="fpb-sandbox-ai-action"><strong>${esc(aiActionLabel(suggestion.decision.action, i18n))}</strong>: ${esc(suggestion.decision.text)}</p>
    <p>${esc(i18n.format("FPB.Sandbox.Battle.Ai.Move", { inches: suggestion.moveCost.toFixed(1) }))} · ${esc(plan)}</p>
    <ul class="fpb-sandbox-reasons">${suggestion.reasons.map((r) => `<li><em>${esc(r.rule)}</em>: ${esc(r.text)}</li>`).join("")}</ul>
    ${
      suggestion.overwatch?.entered
        ? `<p class="fpb-sandbox-overwatch-note" data-testid="ai-overwatch"><i class="fa-solid fa-eye"></i> ${esc(i18n.localize("FPB.Ai.Card.Overwatch"))}</p>`
        : ""
    }
    ${stopped}
    <div class="fpb-round-buttons">
      <button type="button" data-testid="ai-apply" data-sandbox="applySuggestion"><i class="fa-solid fa-check"></i> ${esc(apply)}</button>
      <button type="button" data-testid="ai-skip" data-sandbox="skipSuggestion">${esc(i18n.localize("FPB.Sandbox.Battle.Ai.Skip"))}</button>
    </div>`;
}

/**
 * "Enemy Overwatch" shots a crew move set off, as the module's watch cards offer them: who fires at whom and why now,
 * and its Fire button. Empty when none waits.
 */
function overwatchOffers(state: SandboxState): string {
  const offers = state.overwatchOffers.filter((o) => state.battle?.overwatchIds.includes(o.watcherId));
  if (offers.length === 0) return "";
  const name = (id: string): string => state.figures[id]?.name ?? id;
  const cards = offers.map((offer) => {
    const fire = esc(i18n.format("FPB.Sandbox.Battle.Overwatch.Fire", { figure: name(offer.watcherId) }));
    return `<div class="fpb-sandbox-watch fpb-sandbox-overwatch-offer" data-testid="overwatch-offer" data-watcher="${esc(offer.watcherId)}">
      <p><strong>${esc(offer.title)}</strong></p><p>${esc(offer.text)}</p>
      <button type="button" data-testid="overwatch-fire" data-sandbox="overwatchFire" data-figure="${esc(offer.watcherId)}"><i class="fa-solid fa-crosshairs"></i> ${fire}</button>
    </div>`;
  });
  return `<h3><i class="fa-solid fa-eye"></i> ${esc(i18n.localize("FPB.Sandbox.Battle.Overwatch.Title"))}</h3>${cards.join("")}
    <p class="hint">${esc(i18n.localize("FPB.Sandbox.Battle.Overwatch.Pass"))}</p>`;
}
