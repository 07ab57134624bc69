// Issue 35: whole rounds of a Five Parsecs table over seeded network schedules (schedules.ts, schedule-property.ts).
// Every client ends in round 2 showing what a fresh load of the server shows (every tracker the same table), no
// request is applied twice or left unanswered, and no client shows an error.
import { describe, expect, it } from "vitest";
import { fiveParsecsKit } from "./kits";
import { scheduleProperty } from "./schedule-property";

describe("a Five Parsecs table over seeded network schedules (issue 35)", () => {
  it("a whole round with two GMs and three players, lag, reloads and hand-overs", {
    timeout: 600_000_000,
  }, async () => {
    const figures = await scheduleProperty("fiveParsecs", await fiveParsecsKit());
    expect(figures.wholeRounds).toBe(figures.schedules);
  });
});
