import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d100, d3, d6, DIE_FACES, SeededDice } from "../../../../src/rules";

describe("SeededDice", () => {
  it("gives the same results for the same seed, number or words", async () => {
    for (const seed of [42, "ambush at the depot"]) {
      const a = new SeededDice(seed);
      const b = new SeededDice(seed);
      expect(await a.roll(d6("Reaction Roll", 6))).toEqual(await b.roll(d6("Reaction Roll", 6)));
    }
  });

  it("gives different sequences for different seeds", () => {
    const a = new SeededDice(1).rollNow(d6("test", 20));
    const b = new SeededDice(2).rollNow(d6("test", 20));
    expect(a).not.toEqual(b);
  });

  it("rolls the requested count of dice, each within its faces (property)", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: 1, max: 50 }),
        fc.constantFrom(...DIE_FACES),
        (seed, count, faces) => {
          const results = new SeededDice(seed).rollNow({ count, faces, purpose: "property" });
          expect(results).toHaveLength(count);
          for (const value of results) {
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(1);
            expect(value).toBeLessThanOrEqual(faces);
          }
        },
      ),
    );
  });

  it("is fair: each face of a D6 and a D3 comes up about equally often (chi-square, 60,000 rolls)", () => {
    for (const request of [d6("fairness", 50), d3("fairness", 50)]) {
      const dice = new SeededDice(20261121);
      const counts = new Array<number>(request.faces).fill(0);
      for (let i = 0; i < 1200; i++) for (const value of dice.rollNow(request)) counts[value - 1]! += 1;
      const expected = 60_000 / request.faces;
      const chiSquare = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
      // 99.9th percentile of chi-square with 5 (D6) or 2 (D3) degrees of freedom: a fair die fails 1 time in 1,000.
      expect(chiSquare).toBeLessThan(request.faces === 6 ? 20.52 : 13.82);
    }
  });

  it("reaches both ends of a D100 (the Battle Events table needs 1 and 100)", () => {
    const seen = new Set(new SeededDice("d100").rollNow({ ...d100("coverage"), count: 50 }));
    const more = new SeededDice("d100 again");
    for (let i = 0; i < 40; i++) for (const v of more.rollNow({ ...d100("coverage"), count: 50 })) seen.add(v);
    expect(seen.has(1)).toBe(true);
    expect(seen.has(100)).toBe(true);
    expect(seen.size).toBe(100);
  });

  it("refuses a request no rule makes", async () => {
    const dice = new SeededDice(1);
    await expect(dice.roll({ count: 0, faces: 6, purpose: "nothing" })).rejects.toThrow(/count must be/);
    await expect(dice.roll({ count: 1, faces: 20 as 6, purpose: "d20" })).rejects.toThrow(/D20 is not a die/);
    await expect(dice.roll({ count: 1.5, faces: 6, purpose: "half" })).rejects.toThrow(RangeError);
  });
});

describe("SeededDice refuses a seed it cannot use (issue 33)", () => {
  it.each([undefined, null, Number.NaN, Number.POSITIVE_INFINITY, {}, ["seed"]])(
    "names the seed for %p instead of a bare TypeError",
    (seed) => {
      expect(() => new SeededDice(seed as never)).toThrow(RangeError);
      expect(() => new SeededDice(seed as never)).toThrow(/SeededDice: seed must be a finite number or text/);
    },
  );
});
