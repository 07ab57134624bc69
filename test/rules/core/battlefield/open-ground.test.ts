// Which lattice points of a move's search have something near (open-ground.ts): a point left unmarked takes every
// step as plain ground, so a mark missing would change a move's cost, and a mark too many costs the search its time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markNearBoxes, type Lattice } from "../../../../src/rules/core/battlefield/movement/open-ground";

const lattice: Lattice = { x0: 18.75, y0: 22.75, step: 0.5, nx: 22, ny: 22 };
const pointOf = (node: number) => ({
  x: lattice.x0 + (node % lattice.nx) * lattice.step,
  y: lattice.y0 + Math.floor(node / lattice.nx) * lattice.step,
});

/** Whether p lies within `reach` of the box, box to box as the marks are made. */
const within = (p: { x: number; y: number }, [minX, minY, maxX, maxY]: readonly number[], reach: number) =>
  p.x >= minX! - reach && p.x <= maxX! + reach && p.y >= minY! - reach && p.y <= maxY! + reach;

describe("markNearBoxes (Movement Action: where the search may take steps as plain ground)", () => {
  it("marks exactly the points within reach of a box, wherever the box lies against the lattice", () => {
    const coord = fc.integer({ min: -40, max: 120 }).map((n) => n / 2);
    const boxArb = fc
      .tuple(coord, coord, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }))
      .map(([x, y, w, h]) => [x, y, x + w / 2, y + h / 2]);
    fc.assert(
      fc.property(fc.array(boxArb, { maxLength: 4 }), fc.constantFrom(0.5, 1, 1.000004), (boxes, reach) => {
        const near = new Uint8Array(lattice.nx * lattice.ny);
        markNearBoxes(near, lattice, Float64Array.from(boxes.flat()), reach);
        for (const [node, mark] of near.entries())
          expect(mark, `point ${JSON.stringify(pointOf(node))}`).toBe(
            boxes.some((box) => within(pointOf(node), box, reach)) ? 1 : 0,
          );
      }),
      { numRuns: 500 },
    );
  });

  it("leaves the lattice alone for a figure's box beside it, level with its first rows", () => {
    // A base 14" to the left of the search, its rows within reach: the row's fill once ran from a negative end,
    // which a typed array counts from its end, and marked nearly the whole lattice.
    const near = new Uint8Array(lattice.nx * lattice.ny);
    markNearBoxes(near, lattice, Float64Array.from([3, 23, 5, 25]), 1.000004);
    expect(near.every((mark) => mark === 0)).toBe(true);
  });
});
