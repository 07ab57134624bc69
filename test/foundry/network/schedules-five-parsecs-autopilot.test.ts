// Issue 35 with issue 38's autopilot: whole rounds of the Five Parsecs table over seeded network schedules with the
// battle's autopilot playing the enemies and the End Phase on the active GM's client. A GM who reloads, leaves or
// comes back mid-phase must not leave the table waiting: the client that becomes the active GM lines the tracker up
// with the stored battle, posts the suggestion card the turn lacks, applies the resolution cards left pending and
// takes the wheel (each of those stalled a schedule before it was done).
import { describe, expect, it } from "vitest";
import { fiveParsecsKit } from "./kits";
import { scheduleProperty } from "./schedule-property";

/** Fewer than the other tables' 150: those two already take most of the room the CI check has. */
const CI_RUNS = 60;

describe("a Five Parsecs table with the autopilot over seeded network schedules (issues 35 and 38)", () => {
  it("the autopilot plays the enemies through lag, reloads and GM hand-overs", { timeout: 600_000_000 }, async () => {
    const figures = await scheduleProperty("fiveParsecsAutopilot", await fiveParsecsKit({ autopilot: true }), CI_RUNS);
    expect(figures.wholeRounds).toBe(figures.schedules);
  });
});
