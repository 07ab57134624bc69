// Issue 37: a snapshot's figures read again (tokens moved, added or removed) without indexing its walls and features.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield, withFigures, type RawFigure } from "../../../../src/rules";
import { rect, wall } from "./scene";

const figureArb = fc.record({
  id: fc.constantFrom("a", "b", "c", "d", "e"),
  side: fc.constantFrom("crew", "enemy", "scenery"),
  centre: fc.record({
    x: fc.double({ min: -2, max: 38, noNaN: true }),
    y: fc.double({ min: -2, max: 38, noNaN: true }),
  }),
  radius: fc.constantFrom(0.5, 1, -1),
  facing: fc.integer({ min: 0, max: 359 }),
});

describe("withFigures (the battlefield, issue 37)", () => {
  it("The battlefield: figures read again are what a fresh build reads, warnings and index answers alike; walls and features are kept", () => {
    const table = {
      width: 36,
      height: 36,
      walls: [wall(10, 0, 10, 20), wall(20, 10, 30, 10, { kind: "door" })],
      features: [rect("wood", "area", 2, 2, 8, 8), rect("rock", "individual", 25, 25, 27, 27, 1)],
    };
    fc.assert(
      fc.property(fc.array(figureArb, { maxLength: 8 }), fc.array(figureArb, { maxLength: 8 }), (first, then) => {
        const built = buildBattlefield({ ...table, figures: first as RawFigure[] }).battlefield;
        const fresh = buildBattlefield({ ...table, figures: then as RawFigure[] });
        const followed = withFigures(built, then);
        const { index: _fresh, ...freshRest } = fresh.battlefield;
        const { index: _followed, ...followedRest } = followed.battlefield;
        expect(followedRest).toEqual(freshRest);
        expect(followed.battlefield.walls).toBe(built.walls);
        expect(followed.battlefield.features).toBe(built.features);
        expect(followed.warnings).toEqual(fresh.warnings);
        const whole = { minX: -5, minY: -5, maxX: 41, maxY: 41 };
        const sorted = (list: readonly number[]) => [...list].sort((x, y) => x - y);
        for (const box of [whole, { minX: 0, minY: 0, maxX: 12, maxY: 12 }]) {
          expect(sorted(followed.battlefield.index.figuresIn(box))).toEqual(
            sorted(fresh.battlefield.index.figuresIn(box)),
          );
          expect(sorted(followed.battlefield.index.wallsIn(box))).toEqual(sorted(fresh.battlefield.index.wallsIn(box)));
        }
        const along = (b: typeof built) => sorted(b.index.figuresAlong({ x: 0, y: 0 }, { x: 36, y: 30 }, 1));
        expect(along(followed.battlefield)).toEqual(along(fresh.battlefield));
      }),
      { numRuns: 200 },
    );
  });
});
