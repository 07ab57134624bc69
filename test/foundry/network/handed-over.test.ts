// Issue 35, found by the whole-round schedules' big run (docs/reliability.md): the Gamemaster returns and takes over
// from the Second GM while a request sent to the Second GM is still travelling. The Gamemaster never got it (he was
// away when it was sent), and the Second GM, no longer active when it arrived, used to drop it without a word: its
// asker waited on it until that GM left. The schedule below is the one the run found (seed 1460768739), played again.
import { describe, expect, it } from "vitest";
import schedule from "./handed-over-schedule.json" with { type: "json" };
import { fiveParsecsKit } from "./kits";
import { play, type Schedule } from "./schedules";

describe("a request sent to a GM who has handed over (issue 35)", () => {
  it("is answered with 'ask again' by that GM, so no request is left waiting once the table settles", async () => {
    const outcome = await play(await fiveParsecsKit(), schedule as Schedule);
    expect(outcome.problems).toEqual([]);
    expect(outcome.converged).toBe(true);
    expect(outcome.askAgain).toBeGreaterThan(0);
  });
});
