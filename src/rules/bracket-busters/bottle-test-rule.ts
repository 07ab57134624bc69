import { MAX_FIGHTERS_PER_GANG } from "./fighter-checks";
import { isRecord, problem, wholeNumber, type Problem } from "./problem";

/**
 * "Some scenarios provide alternate instructions regarding Bottle tests, and some even indicate that they don't require
 * / allow Bottle tests at all. However, by default ... the following guidelines are used". The two numbers those
 * guidelines print, which a scenario may change.
 */
export interface BottleTestRule {
  /** "A total result of 7+ passes": the total a D6 plus the standing fighters needs. */
  readonly target: number;
  /** "less than six Active, Pinned, or Engaged fighters remaining": a test is made below this many. */
  readonly below: number;
}

/** "A total result of 7+ passes". */
export const BOTTLE_TEST_TARGET = 7;
/** "less than six Active, Pinned, or Engaged fighters remaining on the battlefield". */
export const BOTTLE_TEST_BELOW = 6;
export const DEFAULT_BOTTLE_TEST: BottleTestRule = { target: BOTTLE_TEST_TARGET, below: BOTTLE_TEST_BELOW };

/** The most a target could sensibly be: a 6 on the die with a whole gang standing. */
const MAX_TARGET = 6 + MAX_FIGHTERS_PER_GANG;

/** The battle's Bottle test: its scenario's, none (null), or the default for a battle set up before the option. */
export const bottleTestOf = (setup: { readonly bottleTest?: BottleTestRule | null }): BottleTestRule | null =>
  setup.bottleTest === undefined ? DEFAULT_BOTTLE_TEST : setup.bottleTest;

/** What is wrong with a new battle's `bottleTest` option, or null: null (no Bottle tests) or { target, below }. */
export function bottleTestProblem(value: unknown, field: string): Problem | null {
  if (value === null) return null;
  if (!isRecord(value)) return problem(field, value, "null (no Bottle tests) or { target, below }");
  return (
    wholeNumber(1, MAX_TARGET)(value["target"], `${field}.target`) ??
    wholeNumber(1, MAX_FIGHTERS_PER_GANG + 1)(value["below"], `${field}.below`)
  );
}
