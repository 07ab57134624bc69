import type { BattleState, FigureMarks, GmCorrection } from "../../../rules";
import type { NameOf } from "../chat/resolution-card";
import type { Localizer } from "../../common/i18n/describe-violation";

/*
 * Ruling 7: "It never overrules the GM without saying so", nor lets the GM overrule it silently. The card of a GM's
 * correction says what was set on whom and why; the card of an undo says which correction was taken back. Worded from
 * the round's log of corrections, not from an announcement.
 */

/** Each mark a correction changed, "<mark>: <from> → <to>", in `FigureMarks`' order. */
export function correctionChanges(from: FigureMarks, to: FigureMarks, i18n: Localizer): string {
  const yesNo = (value: unknown): string => i18n.localize(value ? "FPB.Round.Correct.Yes" : "FPB.Round.Correct.No");
  const marker = (value: unknown): string =>
    i18n.localize(`FPB.Round.Correct.Marker.${typeof value === "string" ? value : "none"}`);
  const line = (mark: string, a: string, b: string) =>
    i18n.format("FPB.Round.Correct.Change", { mark: i18n.localize(`FPB.Round.Correct.Mark.${mark}`), from: a, to: b });
  const lines: string[] = [];
  const fromCondition: Record<string, unknown> = { ...from.condition };
  for (const [key, value] of Object.entries(to.condition ?? {})) {
    lines.push(
      key === "marker"
        ? line(key, marker(fromCondition[key]), marker(value))
        : line(key, yesNo(fromCondition[key]), yesNo(value)),
    );
  }
  for (const key of ["overwatch", "snapFire", "cannotFire", "stopped"] as const) {
    if (to[key] !== undefined) lines.push(line(key, yesNo(from[key]), yesNo(to[key])));
  }
  return lines.join("; ");
}

/**
 * The lines a correction or its undo adds to its round card: `before` is the state the input was given in, `after`
 * the state it led to. None when the log shows no such entry.
 */
export function correctionNotes(
  kind: "correctFigure" | "undoCorrection",
  before: BattleState,
  after: BattleState,
  names: NameOf,
  i18n: Localizer,
): string[] {
  if (kind === "correctFigure") {
    const entry: GmCorrection | undefined = after.corrections?.at(-1);
    if (!entry) return [];
    return [
      i18n.format("FPB.Round.Correct.Card.Corrected", {
        figure: names(entry.figureId),
        changes: correctionChanges(entry.before, entry.after, i18n),
      }),
      i18n.format("FPB.Round.Correct.Card.Reason", { reason: entry.reason }),
    ];
  }
  const entry = before.corrections?.findLast((c) => !c.undone);
  if (!entry) return [];
  return [
    i18n.format("FPB.Round.Correct.Card.Undone", {
      figure: names(entry.figureId),
      changes: correctionChanges(entry.after, entry.before, i18n),
    }),
    i18n.format("FPB.Round.Correct.Card.UndoneReason", { reason: entry.reason }),
  ];
}
