import { BracketBusters as BB } from "../../rules";
import { fighterName, gangName, say, statusLabel, type Lang } from "./lang";
import { isRecord } from "../common/schema";

/*
 * Ruling 7's correction as a form: what the GM sees (the fighter's or gang's status and marks as they are now) and the
 * `correct` input read back from it. Only what the GM changed is sent, so the card names only that, and its Undo sets
 * back only that.
 */

/** What the GM corrects: one fighter, or one gang's Bottled Out. */
export type CorrectionTarget = { readonly kind: "fighter" | "gang"; readonly id: string };

export interface CorrectionFormView {
  readonly kind: "fighter" | "gang";
  readonly id: string;
  readonly title: string;
  readonly statuses: readonly {
    readonly value: BB.FighterStatus;
    readonly label: string;
    readonly selected: boolean;
  }[];
  readonly marks: readonly { readonly name: BB.CorrectionMark; readonly label: string; readonly checked: boolean }[];
  readonly fleshWounds: number;
  readonly maxFleshWounds: number;
  readonly bottledOut: boolean;
}

/** The form for a fighter or a gang as the battle has it now; null when it is not in the battle. */
export function correctionFormView(
  state: BB.BattleState,
  target: CorrectionTarget,
  lang: Lang,
): CorrectionFormView | null {
  const title = say(lang, "Correct.title");
  if (target.kind === "gang") {
    const gang = BB.gangOf(state, target.id);
    if (!gang) return null;
    return {
      kind: "gang",
      id: gang.id,
      title: `${title}: ${gangName(state, gang.id)}`,
      statuses: [],
      marks: [],
      fleshWounds: 0,
      maxFleshWounds: BB.MAX_FLESH_WOUNDS,
      bottledOut: gang.bottledOut,
    };
  }
  const f = BB.fighterIn(state, target.id);
  if (!f) return null;
  return {
    kind: "fighter",
    id: f.fighter.id,
    title: `${title}: ${fighterName(state, f.fighter.id)}`,
    statuses: BB.FIGHTER_STATUSES.map((value) => ({
      value,
      label: statusLabel(lang, value),
      selected: value === f.status,
    })),
    marks: BB.CORRECTION_MARKS.map((name) => ({ name, label: say(lang, `Correct.${name}`), checked: f[name] })),
    fleshWounds: f.fleshWounds,
    maxFleshWounds: BB.MAX_FLESH_WOUNDS,
    bottledOut: false,
  };
}

export type CorrectionRead =
  | { readonly ok: true; readonly correction: BB.Correction; readonly reason: string }
  /** `noReason`, `nothing` (no field differs from the table now) or `notInBattle`: lang `Correct.Problem.<problem>`. */
  | { readonly ok: false; readonly problem: "noReason" | "nothing" | "notInBattle" };

/** The `correct` input from the form's values, naming only the fields that differ from the battle now. */
export function readCorrectionForm(values: unknown, state: BB.BattleState, target: CorrectionTarget): CorrectionRead {
  const form = isRecord(values) ? values : {};
  const reason = typeof form["reason"] === "string" ? form["reason"].trim() : "";
  if (!reason) return { ok: false, problem: "noReason" };
  if (target.kind === "gang") {
    const gang = BB.gangOf(state, target.id);
    if (!gang) return { ok: false, problem: "notInBattle" };
    const bottledOut = form["bottledOut"] === true;
    if (bottledOut === gang.bottledOut) return { ok: false, problem: "nothing" };
    return { ok: true, correction: { kind: "gang", gangId: gang.id, bottledOut }, reason };
  }
  const f = BB.fighterIn(state, target.id);
  if (!f) return { ok: false, problem: "notInBattle" };
  const correction: { -readonly [K in keyof BB.FighterCorrection]: BB.FighterCorrection[K] } = {
    kind: "fighter",
    fighterId: f.fighter.id,
  };
  const status = (BB.FIGHTER_STATUSES as readonly unknown[]).includes(form["status"])
    ? (form["status"] as BB.FighterStatus)
    : f.status;
  if (status !== f.status) correction.status = status;
  // A fighter going Out of Action leaves the battlefield with no marks: the rules clear them, none is sent.
  const leaving = status === "outOfAction";
  for (const mark of BB.CORRECTION_MARKS) {
    const on = form[mark] === true;
    if (on !== f[mark] && !(leaving && !on)) correction[mark] = on;
  }
  const wounds = Number(form["fleshWounds"]);
  if (Number.isInteger(wounds) && wounds !== f.fleshWounds) correction.fleshWounds = wounds;
  if (Object.keys(correction).length === 2) return { ok: false, problem: "nothing" };
  return { ok: true, correction, reason };
}
