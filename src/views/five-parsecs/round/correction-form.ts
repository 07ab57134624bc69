import type { BattleState, CorrectableCondition, Figure, FigureMarks, Marker } from "../../../rules";
import type { Localizer } from "../../common/i18n/describe-violation";
import { isRecord } from "../../common/schema";

/*
 * Ruling 7's correction of a Five Parsecs figure as a form: the figure's condition and the round's marks that its side
 * can carry, as they stand when the GM opens it, and a required reason. Only the fields the GM changed are sent, so a
 * mark the round set while the form was open is not undone by it, and the card names only what the GM changed.
 */

/** The condition's yes-or-no fields (the marker is a choice of three). */
export const CONDITION_FLAGS = ["dazed", "wounded", "shutDown", "damaged", "bleeding"] as const;
/** The round's marks by side: "Enemy Overwatch" and Snap Fire's effects on a mover for enemies, a held Snap Fire for crew. */
const ENEMY_MARKS = ["overwatch", "cannotFire", "stopped"] as const;
const CREW_MARKS = ["snapFire"] as const;

type FlagName = (typeof CONDITION_FLAGS)[number] | (typeof ENEMY_MARKS)[number] | (typeof CREW_MARKS)[number];
type MarkerChoice = Marker | "none";
const MARKER_CHOICES: readonly MarkerChoice[] = ["none", "stunned", "shocked"];

export interface CorrectionFormView {
  readonly figureId: string;
  readonly title: string;
  readonly markers: readonly { readonly value: MarkerChoice; readonly label: string; readonly selected: boolean }[];
  readonly flags: readonly { readonly name: FlagName; readonly label: string; readonly checked: boolean }[];
}

/** The round's marks on a figure now (the condition is the document's, in `figure`). */
function roundMarks(state: BattleState, id: string): Record<(typeof ENEMY_MARKS)[number] | "snapFire", boolean> {
  const effect = state.snapFireEffects.find((e) => e.figureId === id);
  return {
    overwatch: state.overwatchIds.includes(id),
    snapFire: state.schedule.some((s) => s.figureId === id && s.snapFire && s.status === "pending"),
    cannotFire: effect?.cannotFire ?? false,
    stopped: effect?.stopped ?? false,
  };
}

/** The form for a figure of the battle, read from its document now; null when it is not in the battle. */
export function correctionFormView(state: BattleState, figure: Figure, i18n: Localizer): CorrectionFormView | null {
  const crew = state.crew.some((f) => f.id === figure.id);
  if (!crew && !state.enemies.some((f) => f.id === figure.id)) return null;
  const marks = roundMarks(state, figure.id);
  const now = (name: FlagName): boolean =>
    (CONDITION_FLAGS as readonly string[]).includes(name)
      ? figure.condition[name as (typeof CONDITION_FLAGS)[number]]
      : marks[name as keyof typeof marks];
  const names: readonly FlagName[] = [...CONDITION_FLAGS, ...(crew ? CREW_MARKS : ENEMY_MARKS)];
  return {
    figureId: figure.id,
    title: i18n.format("FPB.Round.Correct.Title", { figure: figure.name }),
    markers: MARKER_CHOICES.map((value) => ({
      value,
      label: i18n.localize(`FPB.Round.Correct.Marker.${value}`),
      selected: value === (figure.condition.marker ?? "none"),
    })),
    flags: names.map((name) => ({ name, label: i18n.localize(`FPB.Round.Correct.Mark.${name}`), checked: now(name) })),
  };
}

export type CorrectionFormRead =
  | { readonly ok: true; readonly marks: FigureMarks; readonly reason: string }
  /** Lang `FPB.Round.Correct.Problem.<problem>`. */
  | { readonly ok: false; readonly problem: "noReason" | "nothing" };

/** The marks the GM changed in the form (as `view` showed them), with the reason. */
export function readCorrectionForm(values: unknown, view: CorrectionFormView): CorrectionFormRead {
  const form = isRecord(values) ? values : {};
  const reason = typeof form["reason"] === "string" ? form["reason"].trim() : "";
  if (!reason) return { ok: false, problem: "noReason" };
  const condition: Partial<Record<keyof CorrectableCondition, boolean | Marker | null>> = {};
  const round: Partial<Record<FlagName, boolean>> = {};
  const shownMarker = view.markers.find((m) => m.selected)?.value ?? "none";
  const marker = MARKER_CHOICES.find((choice) => choice === form["marker"]);
  if (marker !== undefined && marker !== shownMarker) condition.marker = marker === "none" ? null : marker;
  for (const { name, checked } of view.flags) {
    const wanted = form[name] === true;
    if (wanted === checked) continue;
    if ((CONDITION_FLAGS as readonly string[]).includes(name)) condition[name as keyof CorrectableCondition] = wanted;
    else round[name] = wanted;
  }
  const marks: FigureMarks = {
    ...round,
    ...(Object.keys(condition).length > 0 ? { condition: condition as Partial<CorrectableCondition> } : {}),
  };
  return Object.keys(marks).length > 0 ? { ok: true, marks, reason } : { ok: false, problem: "nothing" };
}
