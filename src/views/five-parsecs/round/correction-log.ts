import type { BattleState } from "../../../rules";
import type { NameOf } from "../chat/resolution-card";
import type { Localizer } from "../../common/i18n/describe-violation";
import { correctionChanges } from "./correction-card";

/*
 * Ruling 7: the GM's corrections of a Five Parsecs battle as the round logs them (`BattleState.corrections`), each with
 * what it changed and why, and which one `undoCorrection` would take back: the latest not yet undone.
 */

export interface CorrectionLogEntry {
  readonly round: number;
  readonly figureId: string;
  readonly figure: string;
  /** "<mark>: <from> → <to>; …". */
  readonly changes: string;
  readonly reason: string;
  readonly undone: boolean;
  /** The entry `undoCorrection` takes back now (the battle goes on). */
  readonly undoable: boolean;
}

/** The battle's corrections, oldest first. */
export function correctionLogView(state: BattleState, names: NameOf, i18n: Localizer): CorrectionLogEntry[] {
  const log = state.corrections ?? [];
  const last = state.over ? -1 : log.findLastIndex((c) => !c.undone);
  return log.map((c, i) => ({
    round: c.round,
    figureId: c.figureId,
    figure: names(c.figureId),
    changes: correctionChanges(c.before, c.after, i18n),
    reason: c.reason,
    undone: c.undone,
    undoable: i === last,
  }));
}
