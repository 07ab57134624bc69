// Properties of the Bracket Busters Round, over seeded whole battles (fast-check picks the gangs and the seeds; the
// driver in fuzz/ plays them): "Activation" — every Ready fighter activates at most once a Round; "Action Phase" and
// ruling 13 — the phase ends exactly when no Ready fighter remains, turns go round in Priority order, and a gang with no
// Ready fighter never gets a turn; and the state's JSON round trip continues identically.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playBattle, type BattleReport } from "./fuzz/battle-driver";

const setups = fc.record({ seed: fc.integer(), gangs: fc.integer({ min: 2, max: 4 }) });
const RUNS = 40;

async function holds(pick: (r: BattleReport) => string[], seed: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(setups, async (setup) => {
      const report = await playBattle(setup);
      expect(pick(report)).toEqual([]);
    }),
    { numRuns: RUNS, seed },
  );
}

describe("the Round (properties over seeded battles)", () => {
  it(
    "Activation: every Ready fighter activates at most once a Round, and only when Ready",
    () => holds((r) => r.activatedTwice, 1),
    120_000,
  );
  it("Action Phase: it ends exactly when no Ready fighter remains", () => holds((r) => r.phaseEnd, 2), 120_000);
  it("ruling 13: turns go round the gangs in Priority order", () => holds((r) => r.turnOrder, 3), 120_000);
  it(
    "ruling 13: a gang with no Ready fighter is never given a turn",
    () => holds((r) => r.turnWithoutReady, 4),
    120_000,
  );
  it(
    "the state's JSON round trip continues identically, and a refusal changes nothing",
    () => holds((r) => [...r.roundTripDiffers, ...r.refusedChanged], 5),
    120_000,
  );
});
