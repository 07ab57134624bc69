import { fighterIn, gangOf, type BattleFighter, type OutOfAction } from "./battle-state";
import { refusal, type Refusal } from "./core";
import { MAX_TEXT_LENGTH } from "./limits";
import { settleRally } from "./rally";
import { idProblem, isBoolean, isRecord, oneOf, optional, problem, wholeNumber, type Problem } from "./problem";
import type { TransitionBuilder } from "./transition";
import { FIGHTER_STATUSES } from "./vocabulary";
import {
  CORRECTION_MARKS,
  CORRECTION_RULE,
  MAX_FLESH_WOUNDS,
  type Correction,
  type FighterCorrection,
  type GangCorrection,
} from "./correction";

/*
 * Ruling 7: the module "never silently overrides the GM". Statuses and marks otherwise change only by the rules'
 * own rolls and the results set from the card; the GM's correction sets any of them, on any fighter, in any phase,
 * with a reason — and carries the correction that takes it back (its Undo).
 */

const OUT_OF_ACTION_CAUSES = ["attack", "coupDeGrace", "recovery", "fled", "gm"] as const;

function outOfActionProblem(value: unknown, field: string): Problem | null {
  if (!isRecord(value)) return problem(field, value, "{ round, cause, by, lastingInjury }");
  return (
    wholeNumber(1, 10_000)(value["round"], `${field}.round`) ??
    oneOf(OUT_OF_ACTION_CAUSES)(value["cause"], `${field}.cause`) ??
    (value["by"] === null ? null : idProblem(value["by"], `${field}.by`)) ??
    isBoolean(value["lastingInjury"], `${field}.lastingInjury`)
  );
}

const FIGHTER_FIELDS: Readonly<Record<string, (value: unknown, field: string) => Problem | null>> = {
  status: optional(oneOf(FIGHTER_STATUSES)),
  ready: optional(isBoolean),
  aim: optional(isBoolean),
  focus: optional(isBoolean),
  entrench: optional(isBoolean),
  fleshWounds: optional(wholeNumber(0, MAX_FLESH_WOUNDS)),
  lastingInjury: optional(isBoolean),
  outOfAction: optional(outOfActionProblem),
};

/** What is wrong with a `correct` input's correction and reason, naming the field; null when the handler may trust it. */
export function correctionProblem(input: Record<string, unknown>): Problem | null {
  const reason = input["reason"];
  if (typeof reason !== "string" || reason.trim() === "" || reason.length > MAX_TEXT_LENGTH)
    return problem("reason", reason, `text of 1 to ${MAX_TEXT_LENGTH} characters`);
  const c = input["correction"];
  if (!isRecord(c))
    return problem("correction", c, "{ kind: fighter, fighterId, ... } or { kind: gang, gangId, bottledOut }");
  if (c["kind"] === "gang")
    return idProblem(c["gangId"], "correction.gangId") ?? isBoolean(c["bottledOut"], "correction.bottledOut");
  if (c["kind"] !== "fighter") return oneOf(["fighter", "gang"])(c["kind"], "correction.kind");
  const bad = idProblem(c["fighterId"], "correction.fighterId");
  if (bad) return bad;
  for (const [field, check] of Object.entries(FIGHTER_FIELDS)) {
    const found = check(c[field], `correction.${field}`);
    if (found) return found;
  }
  if (!["status", "fleshWounds", ...CORRECTION_MARKS].some((field) => c[field] !== undefined))
    return problem("correction", c, "a status, a mark or Flesh Wounds to set");
  if ((c["lastingInjury"] !== undefined || c["outOfAction"] !== undefined) && c["status"] !== "outOfAction")
    return problem("correction.status", c["status"], "outOfAction when lastingInjury or outOfAction is given");
  return null;
}

/** The fields a fighter correction sets, each with the value it had: the Undo's correction. */
function fighterUndo(f: BattleFighter, c: FighterCorrection): FighterCorrection | null {
  const undo: { -readonly [K in keyof FighterCorrection]: FighterCorrection[K] } = {
    kind: "fighter",
    fighterId: c.fighterId,
  };
  let changed = false;
  if (c.status !== undefined && c.status !== f.status) {
    undo.status = f.status;
    if (f.outOfAction) undo.outOfAction = f.outOfAction;
    changed = true;
  }
  if (c.fleshWounds !== undefined && c.fleshWounds !== f.fleshWounds) {
    undo.fleshWounds = f.fleshWounds;
    changed = true;
  }
  for (const mark of CORRECTION_MARKS) {
    const to = c[mark];
    // Leaving the battlefield clears every mark (ruling 12: marks are beside a status on the battlefield).
    const cleared = c.status === "outOfAction" && f.status !== "outOfAction" && f[mark];
    if ((to !== undefined && to !== f[mark]) || cleared) {
      undo[mark] = f[mark];
      changed = true;
    }
  }
  return changed ? undo : null;
}

function correctFighter(b: TransitionBuilder, c: FighterCorrection): Refusal | FighterCorrection {
  const f = fighterIn(b.state, c.fighterId);
  if (!f) return refusal("notInBattle", `correction.fighterId: ${c.fighterId} is not a fighter in this battle.`);
  const status = c.status ?? f.status;
  if (status === "outOfAction" && CORRECTION_MARKS.some((mark) => c[mark] === true))
    return refusal(
      "outOfAction",
      `${CORRECTION_RULE}: ${f.fighter.name} would be Out of Action, and has left the battlefield with no marks.`,
    );
  const undo = fighterUndo(f, c);
  if (!undo) return refusal("noChange", `${CORRECTION_RULE}: ${f.fighter.name} is already as the correction sets.`);
  const leaving = status === "outOfAction" && f.status !== "outOfAction";
  const record: OutOfAction | null =
    status !== "outOfAction"
      ? null
      : leaving
        ? (c.outOfAction ?? { round: b.state.round, cause: "gm", by: null, lastingInjury: c.lastingInjury ?? true })
        : (c.outOfAction ?? f.outOfAction);
  b.fighter(f.fighter.id, {
    status,
    fleshWounds: c.fleshWounds ?? f.fleshWounds,
    ready: leaving ? false : (c.ready ?? f.ready),
    aim: leaving ? false : (c.aim ?? f.aim),
    focus: leaving ? false : (c.focus ?? f.focus),
    entrench: leaving ? false : (c.entrench ?? f.entrench),
    outOfAction: record,
  });
  const turn = b.state.turn;
  // As any fighter leaving the battlefield: an activation in progress ends there.
  if (leaving && turn?.activation?.fighterId === f.fighter.id) {
    b.update({ turn: { ...turn, activation: null } });
    b.announcements.push({ kind: "activationEnded", fighterId: f.fighter.id });
  }
  return undo;
}

function correctGang(b: TransitionBuilder, c: GangCorrection): Refusal | GangCorrection {
  const gang = gangOf(b.state, c.gangId);
  if (!gang) return refusal("notInBattle", `correction.gangId: ${c.gangId} is not a gang in this battle.`);
  if (gang.bottledOut === c.bottledOut)
    return refusal("noChange", `${CORRECTION_RULE}: ${gang.name} is already as the correction sets.`);
  b.update({ gangs: b.state.gangs.map((g) => (g.id === c.gangId ? { ...g, bottledOut: c.bottledOut } : g)) });
  return { kind: "gang", gangId: c.gangId, bottledOut: gang.bottledOut };
}

/** The Rally step waits on a gang with a Broken fighter yet to test: after a correction, the next such gang, or on. */

/**
 * The GM corrects the table: sets a fighter's status or marks, or a gang's Bottled Out, in any phase, with a reason.
 * Announced with the correction that undoes it; the Action Phase's turn and the Rally step then carry on from there.
 */
export function correct(b: TransitionBuilder, correction: Correction, reason: string): Refusal | null {
  const undo = correction.kind === "gang" ? correctGang(b, correction) : correctFighter(b, correction);
  if ("code" in undo) return undo;
  b.announcements.push({ kind: "corrected", correction, undo, reason });
  // The Action Phase's turn is settled after every input (machine.ts); the Rally step is settled here.
  if (correction.kind === "fighter") settleRally(b);
  return null;
}
