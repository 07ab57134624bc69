// Issues 35 and 38, found by the schedules with the autopilot (schedules-five-parsecs-autopilot.test.ts): each
// schedule below stalled the table in round 1 until the client that becomes the active GM (its own reload, the last
// active GM gone, or it preferred over the one that was) took up what the last one left. Each is the first schedule
// of 150 that stalled with that one step left out, played again.
import { describe, expect, it } from "vitest";
import schedules from "./hand-over-schedules.json" with { type: "json" };
import { fiveParsecsKit } from "./kits";
import { play, type Schedule } from "./schedules";

async function playedToRound2(schedule: unknown): Promise<void> {
  const outcome = await play(await fiveParsecsKit({ autopilot: true }), schedule as Schedule);
  expect(outcome.problems).toEqual([]);
  expect(outcome.wholeRound).toBe(true);
}

describe("the active GM's client taking over a battle with the autopilot (issues 35 and 38)", () => {
  it("lines the tracker up with the stored battle: the last GM left before the activating enemy got the turn", () =>
    playedToRound2(schedules.lineUp));

  it("posts the suggestion card of an enemy turn that has none: the GM who was to post it left first", () =>
    playedToRound2(schedules.card));

  it("applies the resolution cards the last applier left pending (a shot's Luck or Stun never set)", () =>
    playedToRound2(schedules.resolutions));

  it("takes the wheel: the autopilot goes on on the new active GM's client without a change to wake it", () =>
    playedToRound2(schedules.wheel));
});
