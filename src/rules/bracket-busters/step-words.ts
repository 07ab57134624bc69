import { ACTIONS } from "./actions";
import { BOTTLE_TEST_RULE } from "./bottle-tests";
import { CHARGE_RULE } from "./charge";
import { DISENGAGE_RULE } from "./disengage";
import { INJURY_TABLE_LIST } from "./injury-tables";
import { PRIORITY_RULE } from "./priority";
import { RALLY_RULE } from "./rally";
import { READY_RULE } from "./ready-fighters";
import { RECOVERY_RULE } from "./recovery";
import type { Announcement } from "./transition";
import { INJURY_RESULTS } from "./vocabulary";

/*
 * The words a card is built from, as constants: the rule every Step names, every Step result, and every announcement's
 * kind. A view maps each to its text (a lang key) and can check it has them all; a word added to the rules without
 * its place here is caught by the tests that play the rules.
 */

/** The rules section each kind of roll names as its Step's `rule`. */
export const STEP_RULES = [
  PRIORITY_RULE,
  READY_RULE,
  CHARGE_RULE,
  DISENGAGE_RULE,
  ACTIONS.reload.name,
  ACTIONS.exert.name,
  ACTIONS.fireThrough.name,
  ACTIONS.detect.name,
  ACTIONS.accessTerminal.name,
  BOTTLE_TEST_RULE,
  RECOVERY_RULE,
  RALLY_RULE,
  ...INJURY_TABLE_LIST.map((table) => table.section),
] as const;

/** What a roll decided that is not a table's result: checks, the Bottle test, Priority, Charge, Exert, Fire Through. */
export const ROLL_RESULTS = [
  "priority",
  "rollOff",
  "passed",
  "failed",
  "bottledOut",
  "discardOne",
  "chargeDistance",
  "success",
  "failure",
  "hit",
  "miss",
] as const;

/** Every Step `result`: the rolls' own, the Injury dice's three and every injury table's results. */
export const STEP_RESULTS: readonly string[] = [
  ...new Set<string>([
    ...ROLL_RESULTS,
    ...INJURY_RESULTS,
    ...INJURY_TABLE_LIST.flatMap((table) => table.results.map((r) => r.id)),
  ]),
];

/** One entry per announcement kind: the compiler refuses a kind added to Announcement without its place here. */
const KINDS: Readonly<Record<Announcement["kind"], true>> = {
  phase: true,
  endPhaseStep: true,
  priorityOrder: true,
  turn: true,
  passedOver: true,
  groupActivation: true,
  activation: true,
  activationEnded: true,
  action: true,
  freeActions: true,
  freeAttacks: true,
  status: true,
  fleshWound: true,
  toughnessBelowOne: true,
  fled: true,
  bottledOut: true,
  recoveryChoice: true,
  recovery: true,
  corrected: true,
  xp: true,
  battleOver: true,
};

export const ANNOUNCEMENT_KINDS = Object.keys(KINDS) as readonly Announcement["kind"][];
