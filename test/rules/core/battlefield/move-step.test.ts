// The move search's plain-number step tests against what they stand for: the same answers, to the last bit, as the
// list-making and edge-by-edge forms they replace ("Vertical movement, jumping, falling and leaping").
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EPSILON,
  insideEnd,
  insideIntervals,
  segmentsIntersect,
  type Point,
} from "../../../../src/rules/core/battlefield/geometry";
import { segmentDistanceSquared, touchesPolygon } from "../../../../src/rules/core/battlefield/movement/move-step";

// Eighth-inch corners, and points a hair off them: the tolerance (EPSILON) and the box test's padding (4 EPSILON) both
// fall between the offsets, so a step passes an edge just inside, at and just outside each.
const coord = fc.integer({ min: 0, max: 96 }).map((n) => n / 8);
const offset = fc.constantFrom(0, 0, 0, 1e-7, -5e-7, 1e-6, -1e-6, 2e-6, -3e-6, 4e-6, -4e-6, 5e-6, 1e-3);
const pointArb = fc
  .record({ x: coord, y: coord, dx: offset, dy: offset })
  .map(({ x, y, dx, dy }) => ({ x: x + dx, y: y + dy }));
const polygonArb = fc.array(fc.record({ x: coord, y: coord }), { minLength: 3, maxLength: 7 });

/** `touchesPolygon` as documented, every edge asked: an end inside, an edge crossed, or passed within the tolerance. */
function touchesEdgeByEdge(u: Point, v: Point, polygon: readonly Point[], inU: boolean, inV: boolean): boolean {
  if (inU || inV) return true;
  const tolerance = EPSILON * EPSILON;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!,
      b = polygon[i]!;
    if (segmentsIntersect(u, v, a, b)) return true;
    if (
      segmentDistanceSquared(u.x, u.y, a, b) < tolerance ||
      segmentDistanceSquared(v.x, v.y, a, b) < tolerance ||
      segmentDistanceSquared(a.x, a.y, u, v) < tolerance ||
      segmentDistanceSquared(b.x, b.y, u, v) < tolerance
    )
      return true;
  }
  return false;
}

/** A step from anywhere to a point a hair off one of the polygon's edges (at a corner, the middle or a quarter). */
const stepNearAnEdgeArb = fc
  .record({
    polygon: polygonArb,
    edge: fc.nat(),
    along: fc.constantFrom(0, 0.25, 0.5, 1),
    dx: offset,
    dy: offset,
    from: pointArb,
  })
  .map(({ polygon, edge, along, dx, dy, from }) => {
    const a = polygon[edge % polygon.length]!,
      b = polygon[(edge + 1) % polygon.length]!;
    return { polygon, u: from, v: { x: a.x + (b.x - a.x) * along + dx, y: a.y + (b.y - a.y) * along + dy } };
  });

describe("touchesPolygon (a step climbing onto or over a feature)", () => {
  it("answers as every edge asked would: the edges its box test skips are beyond the tolerance (Moving Up and Down)", () => {
    let touching = 0,
      passing = 0;
    fc.assert(
      fc.property(stepNearAnEdgeArb, ({ polygon, u, v }) => {
        const expected = touchesEdgeByEdge(u, v, polygon, false, false);
        if (expected) touching++;
        else passing++;
        expect(touchesPolygon(u, v, polygon, false, false)).toBe(expected);
        expect(touchesPolygon(v, u, polygon, false, false)).toBe(touchesEdgeByEdge(v, u, polygon, false, false));
      }),
      { numRuns: 5000 },
    );
    // Both answers occur, many within a hair of the tolerance.
    expect(touching).toBeGreaterThan(500);
    expect(passing).toBeGreaterThan(500);
  });

  it("touches an edge passed within the tolerance, and not one passed just beyond the box test's padding", () => {
    const square = [
      { x: 2, y: 2 },
      { x: 4, y: 2 },
      { x: 4, y: 4 },
      { x: 2, y: 4 },
    ];
    expect(touchesPolygon({ x: 0, y: 2 - EPSILON / 2 }, { x: 1.5, y: 2 - EPSILON / 2 }, square, false, false)).toBe(
      false,
    );
    expect(touchesPolygon({ x: 3, y: 0 }, { x: 3, y: 2 - EPSILON / 2 }, square, false, false)).toBe(true);
    expect(touchesPolygon({ x: 3, y: 0 }, { x: 3, y: 2 - 5 * EPSILON }, square, false, false)).toBe(false);
  });
});

describe("insideEnd (where a step leaves the top of a feature)", () => {
  it("is the end of the last of insideIntervals, to the last bit, or 0 when no part is inside (Jumping)", () => {
    let crossing = 0;
    fc.assert(
      fc.property(pointArb, pointArb, polygonArb, (a, b, polygon) => {
        const intervals = insideIntervals(a, b, polygon);
        if (intervals.length > 0 && intervals.at(-1)![1] < 1) crossing++;
        expect(insideEnd(a, b, polygon)).toBe(intervals.at(-1)?.[1] ?? 0);
      }),
      { numRuns: 5000 },
    );
    expect(crossing).toBeGreaterThan(300);
  });

  it("reads a step off a rock: 1 ending on top, the edge's t leaving it, 0 passing it by", () => {
    const rock = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 2 },
      { x: 0, y: 2 },
    ];
    expect(insideEnd({ x: 1, y: 1 }, { x: 1.5, y: 1 }, rock)).toBe(1);
    expect(insideEnd({ x: 1, y: 1 }, { x: 3, y: 1 }, rock)).toBe(0.5);
    expect(insideEnd({ x: 3, y: 1 }, { x: 4, y: 1 }, rock)).toBe(0);
  });
});
