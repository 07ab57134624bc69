// Whole Bracket Busters battles for `npm run fuzz` (issue 33): seeded battles of 2 to 6 gangs, played to the end with
// stray and malformed inputs generated from the rules' own input and action lists. No input throws; a refused one
// changes nothing; no NaN reaches a transition; the JSON round trip continues; every battle ends; and no input the
// oracle calls illegal is accepted. CI plays a few hundred; scripts/fuzz.mjs sets FUZZ_BATTLES and prints the report
// this file writes to FUZZ_REPORT.
import { writeFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../src/rules";
import { type BattleReport, playBattle } from "./bracket-busters/fuzz-battle";

const CI_BATTLES = 100;
const battles = Number(process.env["FUZZ_BATTLES"] ?? CI_BATTLES);
const seed = Number(process.env["FUZZ_SEED"] ?? 33);

const COUNTS = ["throws", "nanSeen", "refusedChanged", "roundTripDiffers", "deadlocks", "unended"] as const;
type Count = (typeof COUNTS)[number];

interface Totals extends Record<Count, number> {
  battles: number;
  inputs: number;
  accepted: number;
  bySource: Record<string, number>;
  byType: Record<string, number>;
  refusals: Record<string, number>;
  acceptedIllegal: Record<string, number>;
  longestBattleRounds: number;
  examples: string[];
}

const addTo = (into: Record<string, number>, from: Record<string, number>): void => {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
};

function add(totals: Totals, r: BattleReport): void {
  totals.battles++;
  totals.inputs += r.inputs;
  totals.accepted += r.accepted;
  addTo(totals.bySource, r.bySource);
  addTo(totals.byType, r.byType);
  addTo(totals.refusals, r.refusals);
  addTo(totals.acceptedIllegal, r.acceptedIllegal);
  for (const key of COUNTS) totals[key] += r[key];
  totals.longestBattleRounds = Math.max(totals.longestBattleRounds, r.rounds);
  if (totals.examples.length < 30) totals.examples.push(...r.examples.slice(0, 3));
}

describe("Whole Bracket Busters battles with an illegal-input oracle (fuzz)", () => {
  it(`${battles} seeded battles: no throw, refusals change nothing, no illegal input accepted, every battle ends`, async () => {
    const totals: Totals = {
      battles: 0,
      inputs: 0,
      accepted: 0,
      bySource: {},
      byType: {},
      refusals: {},
      acceptedIllegal: {},
      longestBattleRounds: 0,
      examples: [],
      throws: 0,
      nanSeen: 0,
      refusedChanged: 0,
      roundTripDiffers: 0,
      deadlocks: 0,
      unended: 0,
    };
    const started = performance.now();
    const setups = fc.sample(fc.record({ seed: fc.integer(), gangs: fc.integer({ min: 2, max: 6 }) }), {
      numRuns: battles,
      seed,
    });
    // A long run writes its figures as it goes, so a run cut short still reports what it played.
    const write = (partial: boolean): void => {
      const seconds = (performance.now() - started) / 1000;
      if (process.env["FUZZ_REPORT"])
        writeFileSync(process.env["FUZZ_REPORT"], JSON.stringify({ ...totals, seed, seconds, partial }, null, 2));
    };
    for (const setup of setups) {
      add(totals, await playBattle(setup));
      if (totals.battles % 250 === 0) write(true);
    }
    write(false);
    expect(totals.examples).toEqual([]);
    expect(totals.acceptedIllegal).toEqual({});
    expect(totals.battles).toBe(battles);
    // The policy plays the rules, not only their refusals, and the noise reaches every input type.
    expect(totals.accepted).toBeGreaterThan(totals.inputs / 2);
    const types = new Set(Object.keys(totals.byType).map((kind) => kind.split(":")[0]));
    expect(BB.INPUT_TYPES.filter((type) => !types.has(type))).toEqual([]);
  }, 3_600_000);
});
