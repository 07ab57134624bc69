// Issue 35: whole Rounds of a Bracket Busters table over seeded network schedules (schedules.ts,
// schedule-property.ts). Every client ends in round 2 showing what a fresh load of the server shows (every tracker the
// same table), no request is applied twice or left unanswered, and no client shows an error.
import { describe, expect, it } from "vitest";
import { bracketBustersKit } from "./kits";
import { scheduleProperty } from "./schedule-property";

describe("a Bracket Busters table over seeded network schedules (issue 35)", () => {
  it("a whole Round with a GM and two players, lag, reloads and a GM who leaves", {
    timeout: 600_000_000,
  }, async () => {
    const figures = await scheduleProperty("bracketBusters", await bracketBustersKit());
    expect(figures.wholeRounds).toBe(figures.schedules);
  });
});
