// Issue 35: whole tables over seeded network schedules (schedules.ts). Every client ends showing what a fresh load of
// the server shows, no request is applied twice or left unanswered, and no client shows an error. CI plays a dozen
// schedules of each table; scripts/network-fuzz.mjs plays many more (FPB_NETWORK_RUNS) and writes the figures for
// docs/reliability.md.
import { writeFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bracketBustersKit, fiveParsecsKit } from "./kits";
import { type Kit, type Outcome, play, scheduleArbitrary } from "./schedules";

const RUNS = Number(process.env["FPB_NETWORK_RUNS"] ?? 12);
const REPORT = process.env["FPB_NETWORK_REPORT"];

interface Figures {
  schedules: number;
  converged: number;
  appliedOnce: number;
  asked: number;
  refusals: number;
  askAgain: number;
  noGM: number;
  errors: number;
  lost: number;
}

async function property<S>(kit: Kit<S>): Promise<Figures> {
  const figures: Figures = {
    schedules: 0,
    converged: 0,
    appliedOnce: 0,
    asked: 0,
    refusals: 0,
    askAgain: 0,
    noGM: 0,
    errors: 0,
    lost: 0,
  };
  const add = (outcome: Outcome) => {
    figures.schedules += 1;
    figures.converged += outcome.converged ? 1 : 0;
    figures.appliedOnce += outcome.once ? 1 : 0;
    for (const key of ["asked", "refusals", "askAgain", "noGM", "errors", "lost"] as const)
      figures[key] += outcome[key];
  };
  await fc.assert(
    fc.asyncProperty(scheduleArbitrary, async (schedule) => {
      const outcome = await play(kit, schedule);
      add(outcome);
      expect(outcome.problems).toEqual([]);
    }),
    { numRuns: RUNS, seed: Number(process.env["FPB_NETWORK_SEED"] ?? 35), endOnFailure: true },
  );
  return figures;
}

describe("whole tables over seeded network schedules (issue 35)", () => {
  const report: Record<string, Figures> = {};

  it("Five Parsecs: two GMs, three players, lag, reloads and hand-overs", { timeout: 600_000_000 }, async () => {
    report["fiveParsecs"] = await property(await fiveParsecsKit());
    if (REPORT) writeFileSync(REPORT, JSON.stringify(report, null, 2));
  });

  it("Bracket Busters: a GM and two players, lag, reloads and a GM who leaves", { timeout: 600_000_000 }, async () => {
    report["bracketBusters"] = await property(await bracketBustersKit());
    if (REPORT) writeFileSync(REPORT, JSON.stringify(report, null, 2));
  });
});
