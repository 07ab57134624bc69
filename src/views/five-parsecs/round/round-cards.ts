import {
  BATTLE_EVENTS,
  ESCALATION_EFFECTS,
  ESCALATION_TABLES,
  type Announcement,
  type BattleSummary,
  type Step,
  type Transition,
} from "../../../rules";
import { outcomeCard, type CardStep, type OutcomeCardView, type TableResultView } from "../chat/outcome-card";
import type { NameOf } from "../chat/resolution-card";
import type { Localizer } from "../../common/i18n/describe-violation";
import { roundLabel } from "./round-title";

/** A round card's button: "roundControls" opens the GM's battle controls (figures joining, the main AI type). */
export interface RoundCardButton {
  readonly action: "roundControls";
  readonly figureId: "";
  readonly index: number;
  readonly label: string;
}

/** A round card: the outcome template's view (title, steps, notes, buttons). */
export type RoundCard = OutcomeCardView<RoundCardButton>;

/** Battle Events that bring figures into the battle (the table's text says who; the GM adds them). */
export const JOINING_EVENTS: ReadonlySet<string> = new Set(["enemyReinforcements", "critters", "backUp", "enemyVip"]);
/** The Escalation effect that brings figures (ruling 3: its text is the GM's; the name says reinforcements). */
export const JOINING_ESCALATION = "reinforcements";

/**
 * Whether a transition asks the GM for figures joining the battle or for the main AI type: a joining Battle Event, a
 * reinforcement marker that delivers, the Escalation "Reinforcements!", or an Escalation check without a main AI type.
 */
export function asksForControls(announcements: readonly Announcement[]): "join" | "mainAiType" | null {
  const join = announcements.some(
    (a) =>
      (a.kind === "battleEvent" && JOINING_EVENTS.has(a.eventId)) ||
      (a.kind === "reinforcementMarker" && a.arrives) ||
      (a.kind === "escalation" && a.effectId === JOINING_ESCALATION),
  );
  if (join) return "join";
  return announcements.some((a) => a.kind === "escalationNeedsMainAiType") ? "mainAiType" : null;
}

const EVENT_NAMES = new Map(BATTLE_EVENTS.results.map((result) => [result.id, result.name]));
const ESCALATION_NAMES = new Map<string, string>(ESCALATION_EFFECTS.map((effect) => [effect.id, effect.name]));

/**
 * A step's result in the user's words: a figure picked at random by its name, a Battle Event or Escalation effect by
 * its printed name, a round result from `FPB.Round.Result`, else what `outcomeCard` found.
 */
function resultOf(step: Step, shown: string, names: NameOf, i18n: Localizer): string {
  const key = step.result;
  const name = names(key);
  if (name !== key) return name;
  const printed = EVENT_NAMES.get(key) ?? ESCALATION_NAMES.get(key);
  if (printed) return printed;
  const langKey = `FPB.Round.Result.${key}`;
  const text = i18n.localize(langKey);
  return text === langKey ? shown : text;
}

export function roundSteps(steps: readonly Step[], names: NameOf, i18n: Localizer): CardStep[] {
  const card = outcomeCard("", steps, i18n);
  return card.steps.map((shown, i) => ({ ...shown, result: resultOf(steps[i]!, shown.result, names, i18n) }));
}

const removalLabel = (reason: string, i18n: Localizer): string => i18n.localize(`FPB.Round.Removal.${reason}`);

/** The lines an announcement adds to a card; phases and activations are the tracker's to show, so they add none. */
export function announcementNotes(announcement: Announcement, names: NameOf, i18n: Localizer): string[] {
  switch (announcement.kind) {
    case "phase":
    case "activation":
      return [];
    case "seize":
      return [i18n.localize(announcement.seized ? "FPB.Round.Note.Seized" : "FPB.Round.Note.NotSeized")];
    case "feralRule":
      return [i18n.format("FPB.Round.Note.FeralRule", { die: String(announcement.dieIndex + 1) })];
    case "snapFire":
      return [
        i18n.format("FPB.Round.Note.SnapFire", {
          figure: names(announcement.figureId),
          mover: names(announcement.moverId),
          effect: i18n.localize(`FPB.Round.SnapFireEffect.${announcement.effect ?? "none"}`),
        }),
      ];
    case "bail":
      return [i18n.format("FPB.Round.Note.Bail", { names: announcement.figureIds.map(names).join(", ") })];
    case "figureRemoved":
      return [
        i18n.format("FPB.Round.Note.Removed", {
          figure: names(announcement.figureId),
          reason: removalLabel(announcement.reason, i18n),
        }),
      ];
    case "battleEvent":
      return [
        i18n.format("FPB.Round.Note.BattleEvent", { name: announcement.name, text: announcement.text }),
        i18n.format(`FPB.Round.Automation.${announcement.automation}`, { note: announcement.note }),
        ...(announcement.figureId
          ? [i18n.format("FPB.Round.Note.EventFigure", { figure: names(announcement.figureId) })]
          : []),
      ];
    case "ammoFault":
      return [
        i18n.format(`FPB.Round.Note.AmmoFault.${announcement.result}`, {
          figure: names(announcement.figureId),
          weapon: announcement.weaponName ?? "",
        }),
      ];
    case "choiceNeeded":
      return [i18n.localize(`FPB.Round.Choice.${announcement.eventId}`)];
    case "extraActivation":
      return [i18n.format("FPB.Round.Note.ExtraActivation", { figure: names(announcement.figureId) })];
    case "reinforcementMarker":
      return [
        i18n.format(
          announcement.arrives ? "FPB.Round.Note.ReinforcementArrives" : "FPB.Round.Note.ReinforcementRemoved",
          {
            left: String(announcement.markersLeft),
          },
        ),
      ];
    case "escalation":
      return [
        // A printed name that ends its own sentence ("Reinforcements!") takes no full stop after it.
        i18n
          .format("FPB.Round.Note.Escalation", {
            name: announcement.name,
            ai: i18n.localize(`FPB.AiType.${announcement.ai}`),
            left: String(announcement.rollsLeft),
          })
          .replace(/([!?])\./g, "$1"),
      ];
    case "escalationNeedsMainAiType":
      return [i18n.localize("FPB.Round.Note.EscalationNeedsAiType")];
    case "battleOver":
      return [
        i18n.format("FPB.Round.Note.BattleOver", {
          reason: i18n.localize(`FPB.Round.EndReason.${announcement.summary.reason}`),
        }),
      ];
  }
}

/**
 * The Escalation result as the compendium's "Escalation (<AI type>)" table shows it: the printed range and name, and
 * the result's text (ruling 3: the rules name the effect without its text, which the GM writes in).
 */
export function escalationResults(announcements: readonly Announcement[]): TableResultView[] {
  return announcements.flatMap((announcement): TableResultView[] => {
    if (announcement.kind !== "escalation") return [];
    const table = ESCALATION_TABLES[announcement.ai];
    const result = table.results.find((r) => r.id === announcement.effectId);
    if (!result) return [];
    const [low, high] = result.range;
    return [
      { table: table.name, range: low === high ? String(low) : `${low}–${high}`, name: result.name, text: result.text },
    ];
  });
}

/** Whether a transition is worth a chat card: it rolled dice or announced something beyond phases and activations. */
export const deservesCard = (transition: Pick<Transition, "steps" | "announcements">): boolean =>
  transition.steps.length > 0 || transition.announcements.some((a) => a.kind !== "phase" && a.kind !== "activation");

export function transitionCard(
  title: string,
  transition: Pick<Transition, "steps" | "announcements">,
  names: NameOf,
  i18n: Localizer,
): RoundCard {
  const asks = asksForControls(transition.announcements);
  return {
    title,
    steps: roundSteps(transition.steps, names, i18n),
    notes: transition.announcements.flatMap((a) => announcementNotes(a, names, i18n)),
    tables: escalationResults(transition.announcements),
    buttons: asks
      ? [
          {
            action: "roundControls",
            figureId: "",
            index: 0,
            label: i18n.localize(`FPB.Round.Controls.CardButton.${asks}`),
          },
        ]
      : [],
  };
}

/** "Ending the Battle": the summary card. */
export function summaryCard(summary: BattleSummary, names: NameOf, i18n: Localizer): RoundCard {
  const list = (ids: readonly string[]): string =>
    ids.length > 0 ? ids.map(names).join(", ") : i18n.localize("FPB.Round.Summary.None");
  return {
    title: i18n.localize("FPB.Round.Summary.Title"),
    steps: [],
    notes: [
      i18n.format("FPB.Round.Summary.Reason", {
        reason: i18n.localize(`FPB.Round.EndReason.${summary.reason}`),
        // The round as the tracker names it: a battle ended while seizing the Initiative was "Before round 1", not "round 0".
        round: roundLabel(summary.round, i18n),
      }),
      i18n.localize(summary.heldTheField ? "FPB.Round.Summary.HeldTheField" : "FPB.Round.Summary.DidNotHold"),
      ...(summary.objectivesPossible ? [] : [i18n.localize("FPB.Round.Summary.NoObjectives")]),
      i18n.format("FPB.Round.Summary.EnemiesKilled", { names: list(summary.enemiesKilled) }),
      i18n.format("FPB.Round.Summary.EnemiesBailed", { names: list(summary.enemiesBailed) }),
      i18n.format("FPB.Round.Summary.CrewCasualties", { names: list(summary.crewCasualties) }),
      i18n.format("FPB.Round.Summary.CrewLeft", { names: list(summary.crewLeft) }),
      i18n.format("FPB.Round.Summary.Events", {
        events:
          summary.battleEvents.length > 0
            ? summary.battleEvents.map((id) => EVENT_NAMES.get(id) ?? id).join(", ")
            : i18n.localize("FPB.Round.Summary.None"),
        escalations: String(summary.escalationRolls),
      }),
    ],
    buttons: [],
  };
}
