/*
 * The schedule property of issue 35 (test support for the two schedules-*.test.ts files and scripts/network-fuzz.mjs):
 * seeded schedules of one table, each played on a fork of it (schedules.ts), and what they came to. CI plays 150 of each
 * table; the script plays many more through the same files (FPB_NETWORK_RUNS, FPB_NETWORK_SEED) and
 * reads the figures each writes (FPB_NETWORK_REPORT).
 */
import { writeFileSync } from "node:fs";
import fc from "fast-check";
import { expect } from "vitest";
import { type Kit, type Outcome, play, type Schedule, scheduleArbitrary } from "./schedules";

/**
 * Schedules of each table in CI: 300 in all, about half a second of a worker each while the other files run beside
 * them. The CI check had room for 40 of each until the Foundry projects stopped paying for a process per file
 * (test/double/fresh-file.ts); the script plays many more (docs/reliability.md).
 */
const CI_RUNS = 150;
const RUNS = process.env["FPB_NETWORK_RUNS"];
const SEED = Number(process.env["FPB_NETWORK_SEED"] ?? 35);
const REPORT = process.env["FPB_NETWORK_REPORT"];
// The big run counts a failing schedule and plays on; CI stops at the first.
const KEEP_GOING = process.env["FPB_NETWORK_KEEP_GOING"] === "1";

export interface Figures {
  schedules: number;
  converged: number;
  appliedOnce: number;
  wholeRounds: number;
  asked: number;
  refusals: number;
  askAgain: number;
  noGM: number;
  errors: number;
  lost: number;
  /** The first failing schedules, with what went wrong, to play again. */
  failures: { schedule: Schedule; problems: readonly string[] }[];
}

/**
 * Plays the schedules on one table (`ciRuns` of them in CI); writes its figures where the big run asks
 * (`<report>.<ruleset>.json`).
 */
export async function scheduleProperty<S>(ruleset: string, kit: Kit<S>, ciRuns = CI_RUNS): Promise<Figures> {
  const figures: Figures = {
    schedules: 0,
    converged: 0,
    appliedOnce: 0,
    wholeRounds: 0,
    asked: 0,
    refusals: 0,
    askAgain: 0,
    noGM: 0,
    errors: 0,
    lost: 0,
    failures: [],
  };
  const add = (outcome: Outcome) => {
    figures.schedules += 1;
    figures.converged += outcome.converged ? 1 : 0;
    figures.appliedOnce += outcome.once ? 1 : 0;
    figures.wholeRounds += outcome.wholeRound ? 1 : 0;
    for (const key of ["asked", "refusals", "askAgain", "noGM", "errors", "lost"] as const)
      figures[key] += outcome[key];
  };
  await fc.assert(
    fc.asyncProperty(scheduleArbitrary, async (schedule) => {
      const outcome = await play(kit, schedule);
      add(outcome);
      if (!KEEP_GOING) expect(outcome.problems).toEqual([]);
      else if (outcome.problems.length > 0 && figures.failures.length < 20)
        figures.failures.push({ schedule, problems: outcome.problems });
    }),
    { numRuns: RUNS === undefined ? ciRuns : Number(RUNS), seed: SEED, endOnFailure: true },
  );
  if (REPORT) writeFileSync(`${REPORT}.${ruleset}.json`, JSON.stringify({ [ruleset]: figures }, null, 2));
  return figures;
}
