// Whole Bracket Busters battles through `advance`, as Five Parsecs' fuzz does: seeded battles of 2 to 6 gangs with legal,
// stray and malformed inputs. No input throws; a refused one leaves the state as it was; no NaN or Infinity reaches a
// transition; the JSON round trip continues identically; the Round's invariants hold; every battle ends (the GM ends it
// after a few Rounds, then the Lasting Injuries are rolled). FUZZ_BATTLES and FUZZ_SEED play more or other battles.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { playBattle, type BattleReport } from "./fuzz/battle-driver";

const CI_BATTLES = 100;
const battles = Number(process.env["FUZZ_BATTLES"] ?? CI_BATTLES);
const seed = Number(process.env["FUZZ_SEED"] ?? 16);

const PROBLEMS = [
  "throws",
  "nanSeen",
  "refusedChanged",
  "roundTripDiffers",
  "deadlocks",
  "unended",
  "activatedTwice",
  "phaseEnd",
  "turnOrder",
  "turnWithoutReady",
] as const;

describe("Whole Bracket Busters battles through advance (property)", () => {
  it(`${battles} seeded battles: no throw, refusals change nothing, the JSON round trip continues, every battle ends`, async () => {
    const examples: string[] = [];
    let inputs = 0,
      accepted = 0,
      groups = 0,
      rallies = 0;
    const refusals: Record<string, number> = {};
    for (const setup of fc.sample(fc.record({ seed: fc.integer(), gangs: fc.integer({ min: 2, max: 6 }) }), {
      numRuns: battles,
      seed,
    })) {
      const r: BattleReport = await playBattle(setup);
      inputs += r.inputs;
      accepted += r.accepted;
      groups += r.groupActivations;
      rallies += r.rallies;
      for (const [code, n] of Object.entries(r.refusals)) refusals[code] = (refusals[code] ?? 0) + n;
      for (const key of PROBLEMS)
        if (examples.length < 20) examples.push(...r[key].slice(0, 2).map((p) => `${key}: ${p}`));
    }
    expect(examples).toEqual([]);
    // The policy reaches the rules it is meant to exercise, not only refusals.
    expect(accepted).toBeGreaterThan(inputs / 2);
    expect(groups).toBeGreaterThan(0);
    expect(rallies).toBeGreaterThan(0);
    expect(refusals["badInput"]).toBeGreaterThan(0);
  }, 600_000);
});
