import { localizer as i18n } from "../common";
import { nameOf } from "../../views/five-parsecs/attack/name-of";
import { aiActionLabel } from "../../views/five-parsecs/ai/suggestion-card";
import {
  battleSummaryView,
  type SummaryCasualty,
  type SummaryRoll,
} from "../../views/five-parsecs/round/battle-summary";
import { esc } from "./html";
import type { SandboxState } from "./store-state";

const t = (key: string, data?: Record<string, string>): string =>
  esc(
    data ? i18n.format(`FPB.Sandbox.Battle.Summary.${key}`, data) : i18n.localize(`FPB.Sandbox.Battle.Summary.${key}`),
  );

const casualties = (list: readonly SummaryCasualty[]): string =>
  list.length === 0
    ? i18n.localize("FPB.Sandbox.Battle.Summary.None")
    : list
        .map((c) => `${c.name} (${i18n.localize(`FPB.Sandbox.Battle.Summary.Removed.${c.reason}`)}, ${c.round})`)
        .join(", ");

const rolls = (list: readonly SummaryRoll[]): string =>
  list.length === 0
    ? i18n.localize("FPB.Sandbox.Battle.Summary.None")
    : list.map((r) => `${r.name} (${r.round})`).join(", ");

/**
 * The battle summary once the battle is over (issue 38): what a solo player looks back on, each enemy decision a link
 * to the card that told it in the chat log. Hidden while the battle runs.
 */
export function renderSummary(holder: HTMLElement, state: SandboxState): void {
  const battle = state.battle;
  holder.hidden = !battle?.over;
  if (!battle?.over) {
    holder.innerHTML = "";
    return;
  }
  const view = battleSummaryView(battle, state.roundLog, state.decisions, nameOf(Object.values(state.figures)));
  const objective = !view.objectivesPossible ? "none" : view.winConditionAchieved ? "won" : "open";
  const decisions = view.decisions
    .map((round) => {
      const entries = round.entries.map((d) => {
        const what = `${esc(d.name)}: ${esc(aiActionLabel(d.action, i18n))}${d.applied ? "" : ` (${t("Skipped")})`}`;
        return `<li>${d.cardId === null ? what : `<a href="#fpb-card-${esc(d.cardId)}" data-testid="summary-decision">${what}</a>`}</li>`;
      });
      return `<li><strong>${t("RoundDecisions", { round: String(round.round) })}</strong><ul>${entries.join("")}</ul></li>`;
    })
    .join("");
  holder.innerHTML = `
    <h3>${t("Title")}</h3>
    <p data-testid="summary-rounds">${t("Rounds", { rounds: String(view.roundsPlayed) })}</p>
    <p>${t("CrewCasualties", { names: casualties(view.crewCasualties) })}</p>
    <p>${t("EnemyCasualties", { names: casualties(view.enemyCasualties) })}</p>
    <p>${t(`Objective.${objective}`)} ${t(view.heldTheField ? "HeldTheField" : "DidNotHold")}</p>
    <p>${t("Events", { list: rolls(view.battleEvents) })}</p>
    <p>${t("Escalations", { list: rolls(view.escalations) })}</p>
    <h4>${t("Decisions")}</h4>
    <ol class="fpb-sandbox-summary-decisions">${decisions}</ol>`;
}
