import { aiActionLabel } from "../ai/suggestion-card";
import type { Localizer } from "../../common/i18n/describe-violation";
import type { BattleSummaryView, SummaryCasualty, SummaryRoll } from "./battle-summary";

/** One enemy decision on the card: its words, and the message of the suggestion card that told it (a link), if any. */
export interface SummaryCardDecision {
  readonly text: string;
  readonly messageId: string | null;
}

/** The battle summary card's view (templates/chat/battle-summary-card.hbs): every line already in the user's words. */
export interface BattleSummaryCardView {
  readonly title: string;
  readonly rounds: string;
  readonly crewCasualties: string;
  readonly enemyCasualties: string;
  readonly objective: string;
  readonly field: string;
  readonly events: string;
  readonly escalations: string;
  readonly decisionsTitle: string;
  readonly noDecisions: string;
  readonly decisions: readonly { readonly round: string; readonly entries: readonly SummaryCardDecision[] }[];
}

/** The card's lines from the pure summary (the sandbox's panel reads the same view). */
export function battleSummaryCardView(view: BattleSummaryView, i18n: Localizer): BattleSummaryCardView {
  const t = (key: string, data?: Record<string, string>) =>
    data ? i18n.format(`FPB.Summary.${key}`, data) : i18n.localize(`FPB.Summary.${key}`);
  const list = (items: readonly string[]) => (items.length === 0 ? t("None") : items.join(", "));
  const casualties = (all: readonly SummaryCasualty[]) =>
    list(
      all.map((c) =>
        t("Casualty", { name: c.name, reason: i18n.localize(`FPB.Round.Removal.${c.reason}`), round: String(c.round) }),
      ),
    );
  const rolls = (all: readonly SummaryRoll[]) =>
    list(all.map((r) => t("Roll", { name: r.name, round: String(r.round) })));
  const objective = !view.objectivesPossible ? "none" : view.winConditionAchieved ? "won" : "open";
  return {
    title: t("Title"),
    rounds: t("Rounds", { rounds: String(view.roundsPlayed) }),
    crewCasualties: t("CrewCasualties", { names: casualties(view.crewCasualties) }),
    enemyCasualties: t("EnemyCasualties", { names: casualties(view.enemyCasualties) }),
    objective: t(`Objective.${objective}`),
    field: t(view.heldTheField ? "HeldTheField" : "DidNotHold"),
    events: t("Events", { list: rolls(view.battleEvents) }),
    escalations: t("Escalations", { list: rolls(view.escalations) }),
    decisionsTitle: t("Decisions"),
    noDecisions: view.decisions.length === 0 ? t("NoDecisions") : "",
    decisions: view.decisions.map((round) => ({
      round: t("RoundDecisions", { round: String(round.round) }),
      entries: round.entries.map((d) => {
        const text = t("Decision", { name: d.name, action: aiActionLabel(d.action, i18n) });
        return { text: d.applied ? text : `${text} (${t("Skipped")})`, messageId: d.cardId };
      }),
    })),
  };
}
