// Issue 35, found by the whole-round schedules' big run (docs/reliability.md, batch seed 42): the active GM leaves
// while the enemy's suggestion card he was posting is still on its way to the server. The card's write fails with the
// closed connection; the Enemy phase's turn hook started it and dropped the promise, so the failure surfaced as an
// unhandled rejection, outside every figure. The schedule below is the one the run found, played again.
import { describe, expect, it } from "vitest";
import schedule from "./closed-write-schedule.json" with { type: "json" };
import { fiveParsecsKit } from "./kits";
import { play, type Schedule } from "./schedules";

describe("a suggestion card whose GM left before the server answered (issue 35)", () => {
  it("fails where the enemy AI's hooks hear of it, and nothing is left unhandled", async () => {
    const outcome = await play(await fiveParsecsKit(), schedule as Schedule);
    expect(outcome.problems).toEqual([]);
    expect(outcome.errors).toBe(0);
    expect(outcome.converged).toBe(true);
  });
});
