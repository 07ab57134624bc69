import fc from "fast-check";
import { describe, expect, it } from "vitest";
import demo from "../../../../data/demo-battlefield.json";
import { buildBattlefield, type RawBattlefield } from "../../../../src/rules/five-parsecs/battlefield";
import { footingAt, Footings, groundUnder } from "../../../../src/rules/core/battlefield/movement/footing";

/**
 * Where a base may rest (issue 15): "Alternative Movement Actions" (nothing placed inside a solid object or over
 * Impassable ground) and "Moving Up and Down" (an individual feature is climbed onto: the figure stands on its top).
 */
const table = buildBattlefield(demo as unknown as RawBattlefield).battlefield;

describe("footing: where a base may rest", () => {
  it("a base may touch a wall but not overlap it; an open doorway is no wall", () => {
    expect(footingAt(table, { x: 21.5, y: 28 }, 0.5).fits).toBe(true); // 0.5" west of the warehouse wall: touching
    expect(footingAt(table, { x: 21.75, y: 28 }, 0.5)).toMatchObject({ fits: false, clash: "warehouse-west-2" });
    expect(footingAt(table, { x: 22.25, y: 30.25 }, 0.5)).toMatchObject({ fits: false }); // Raider 7's old end, by the corner
    expect(footingAt(table, { x: 25.75, y: 22 }, 0.5).fits).toBe(true); // in the open doorway
  });

  it("impassable ground: no part of the base over it", () => {
    expect(footingAt(table, { x: 31.5, y: 15.5 }, 0.5)).toMatchObject({ fits: false, clash: "toxic-pool" });
    expect(footingAt(table, { x: 28.6, y: 13 }, 0.5)).toMatchObject({ fits: false, clash: "toxic-pool" });
  });

  it("an individual feature: on top of it (its height the ground), or clear of it, never leaning into it", () => {
    expect(footingAt(table, { x: 18, y: 16.75 }, 0.5)).toEqual({ fits: true, ground: 1.5, clash: null });
    expect(footingAt(table, { x: 18, y: 15.25 }, 0.5)).toMatchObject({ fits: false, clash: "boulder" });
    expect(groundUnder(table, { x: 18, y: 16.75 })).toBe(1.5);
    expect(groundUnder(table, { x: 18, y: 14 })).toBe(0);
  });

  it("property: the reach's cell lists answer as footingAt does", () => {
    const footings = new Footings(table, { minX: 0, minY: 0, maxX: 36, maxY: 36 }, 0.5);
    const coord = fc.integer({ min: 0, max: 36 * 8 }).map((n) => n / 8);
    fc.assert(
      fc.property(coord, coord, (x, y) => {
        expect(footings.fits(x, y)).toBe(footingAt(table, { x, y }, 0.5).fits);
      }),
      { numRuns: 2000 },
    );
  });
});
