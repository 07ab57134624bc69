import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield, reachOf, type Battlefield } from "../../../../src/rules/five-parsecs/battlefield";
import { TableLimitError } from "../../../../src/rules/core/battlefield/limits-of-the-table";
import { distanceToPolygon, type Point } from "../../../../src/rules/core/battlefield/geometry";
import type { MovePath, Reach, ReachPoint } from "../../../../src/rules/core/battlefield/movement/reach";
import { crewFigure } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

/**
 * "Movement Action" and "Dash", searched towards a point (Rampaging: "move as fast as possible towards the closest
 * opponent"; Aggressive 6: "Dash towards the nearest enemy"): the search stops following a point once nothing beyond
 * it can end nearer the target than an end already found. The end nearest the target and its cost must be those of the
 * full reach, and its path as cheap, whatever lies on the table: walls, doors, windows, difficult ground, features to
 * climb and to jump down from, gaps to leap, other figures. The search settles points nearer the target first; of two
 * ways into a point equally cheap it keeps the one from the cheaper point, as the full search does, so the costs are
 * the same to the last bit. (Where two ways come from points themselves equally cheap, the full search keeps whichever
 * its open list gives first, and a search that holds other points may keep the other.)
 */

/** A path's cost and where it ends: what two searches must agree on (not which of two equally cheap ways it takes). */
const costAndEnd = (path: MovePath | null) => path && { cost: path.cost, end: path.points.at(-1), jump: path.jump };

/** A listed point as the other search lists it: the same point, Dash and jump, its cost to the AI's tolerance. */
function expectListedAs(p: ReachPoint | undefined, q: ReachPoint): void {
  expect(p && { ...p, cost: 0 }).toEqual({ ...q, cost: 0 });
  expect(p!.cost).toBeCloseTo(q.cost, 9);
}
const centreDistance = (p: Point, q: Point): number => Math.sqrt((p.x - q.x) ** 2 + (p.y - q.y) ** 2);

/** The nearest listed end to `target` (ties within 1e-9: the cheaper, then by position), as the enemy AI picks it. */
function nearestEnd(reach: Reach, target: Point): ReachPoint | null {
  let best: ReachPoint | null = null;
  const ordered = [...reach.points].sort((a, b) => a.cost - b.cost || a.y - b.y || a.x - b.x);
  for (const p of ordered) {
    if (!best) best = p;
    else {
      const d = centreDistance(p, target) - centreDistance(best, target);
      if (d < -1e-9 || (Math.abs(d) <= 1e-9 && p.cost < best.cost - 1e-9)) best = p;
    }
  }
  return best;
}

/** A 24" table of random walls (doors, windows), features (difficult, impassable, tall), other figures and a mover. */
const coord = fc.integer({ min: 0, max: 48 }).map((n) => n / 2);
const pointArb = fc.record({ x: coord, y: coord });
const tableArbs = {
  walls: fc.array(
    fc.record({
      a: pointArb,
      b: pointArb,
      kind: fc.constantFrom("sight", "movement", "door", "window"),
      door: fc.constantFrom("open", "closed", "locked"),
    }),
    { maxLength: 8 },
  ),
  features: fc.array(
    fc
      .record({
        x: coord,
        y: coord,
        w: fc.integer({ min: 1, max: 8 }),
        kind: fc.constantFrom("linear", "individual", "area", "difficult", "impassable"),
        height: fc.constantFrom(0, 0.5, 1, 2, 3.5),
      })
      .map(({ x, y, w, kind, height }) => rect(`f${x},${y}`, kind, x, y, x + w / 2, y + w / 2, height)),
    { maxLength: 5 },
  ),
  others: fc.array(pointArb, { maxLength: 4 }),
  start: pointArb,
};

describe("A reach searched towards a point finds the nearest end the full reach finds", () => {
  const sceneArb = fc.record({
    ...tableArbs,
    target: pointArb,
    speed: fc.integer({ min: 2, max: 6 }),
    every: fc.constantFrom(1, 2),
  });

  it("the same end at the same cost, by a path as cheap; and every end as near is listed as the full reach lists it", () => {
    fc.assert(
      fc.property(sceneArb, ({ walls, features, others, start, target, speed, every }) => {
        const { battlefield } = buildBattlefield({
          width: 24,
          height: 24,
          walls,
          features,
          figures: [crewAt("m", start.x, start.y), ...others.map((p, i) => enemyAt(`o${i}`, p.x, p.y))],
        });
        if (!battlefield.figures.some((f) => f.id === "m")) return;
        const figure = crewFigure({ id: "m", speed });
        const full = reachOf(battlefield, figure, { listEvery: every });
        const towards = reachOf(battlefield, figure, { listEvery: every, toward: target });
        expect(towards.toward).toEqual(target);
        const best = nearestEnd(full, target);
        expect(nearestEnd(towards, target)).toEqual(best);
        if (!best) return;
        expect(costAndEnd(towards.pathTo(best))).toEqual(costAndEnd(full.pathTo(best)));
        const listed = new Map(towards.points.map((p) => [`${p.x},${p.y}`, p]));
        for (const p of full.points) {
          if (centreDistance(p, target) > centreDistance(best, target) + 1e-7) continue;
          expectListedAs(listed.get(`${p.x},${p.y}`), p);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("on open ground it searches only a narrow band towards a target beyond the Dash", () => {
    const battlefield: Battlefield = scene({
      figures: [crewAt("m", 6, 18), enemyAt("o", 30, 18)],
      walls: [wall(12, 10, 12, 14)],
    });
    const figure = crewFigure({ id: "m", speed: 6 });
    const full = reachOf(battlefield, figure);
    const towards = reachOf(battlefield, figure, { toward: { x: 30, y: 18 } });
    const best = nearestEnd(full, { x: 30, y: 18 })!;
    expect(nearestEnd(towards, { x: 30, y: 18 })).toEqual(best);
    expect(towards.pathTo(best)).toEqual(full.pathTo(best));
    // Nothing ends nearer the target than 8" straight ahead, and the points nearest it are searched first: no point
    // behind the figure or off to the side is followed.
    expect(towards.points.length).toBeLessThan(0.15 * full.points.length);
    expect(towards.points.every((p) => p.x >= 6 && Math.abs(p.y - 18) <= 1)).toBe(true);
    expect(full.points.some((p) => p.x < 2)).toBe(true);
  });

  it("refuses a target off the table, naming the field", () => {
    const battlefield = scene({ figures: [crewAt("m", 6, 18)] });
    const figure = crewFigure({ id: "m", speed: 6 });
    expect(() => reachOf(battlefield, figure, { toward: { x: 100, y: 18 } })).toThrow(TableLimitError);
    expect(() => reachOf(battlefield, figure, { toward: { x: Number.NaN, y: 18 } })).toThrow(/toward/);
  });
});

/**
 * A reach searched for the points near some shapes (an enemy heading for the "next forward position": a terrain
 * feature it would be in Cover at): every point within the given distance of a shape is listed as the full reach lists
 * it, at the same cost, by a path as cheap.
 */
describe("A reach searched for the points near some shapes lists those as the full reach does", () => {
  const shapeArb = fc.record({ x: coord, y: coord, w: fc.integer({ min: 1, max: 8 }) }).map(({ x, y, w }) => [
    { x, y },
    { x: x + w / 2, y },
    { x: x + w / 2, y: y + w / 2 },
    { x, y: y + w / 2 },
  ]);
  const sceneArb = fc.record({
    ...tableArbs,
    shapes: fc.array(shapeArb, { minLength: 1, maxLength: 3 }),
    inches: fc.constantFrom(0, 0.5, 1.5),
    speed: fc.integer({ min: 2, max: 6 }),
    every: fc.constantFrom(1, 2),
    withDash: fc.boolean(),
  });

  it("each point within reach of a shape at the same cost by a path as cheap, and none of them left out", () => {
    fc.assert(
      fc.property(sceneArb, ({ walls, features, others, start, shapes, inches, speed, every, withDash }) => {
        const { battlefield } = buildBattlefield({
          width: 24,
          height: 24,
          walls,
          features,
          figures: [crewAt("m", start.x, start.y), ...others.map((p, i) => enemyAt(`o${i}`, p.x, p.y))],
        });
        if (!battlefield.figures.some((f) => f.id === "m")) return;
        const figure = crewFigure({ id: "m", speed });
        const full = reachOf(battlefield, figure, { listEvery: every, withDash });
        const near = reachOf(battlefield, figure, { listEvery: every, withDash, within: { shapes, inches } });
        expect(near.within).toEqual({ shapes, inches });
        const listed = new Map(near.points.map((p) => [`${p.x},${p.y}`, p]));
        for (const p of full.points) {
          if (Math.min(...shapes.map((shape) => distanceToPolygon(p, shape))) > inches) continue;
          expectListedAs(listed.get(`${p.x},${p.y}`), p);
          expect(costAndEnd(near.pathTo(p))).toEqual(costAndEnd(full.pathTo(p)));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("on open ground it follows no point from which the shape is out of reach", () => {
    const battlefield: Battlefield = scene({ figures: [crewAt("m", 6, 18)] });
    const figure = crewFigure({ id: "m", speed: 6 });
    const shapes = [
      [
        { x: 12, y: 10 },
        { x: 14, y: 10 },
        { x: 14, y: 12 },
        { x: 12, y: 12 },
      ],
    ];
    const full = reachOf(battlefield, figure);
    const near = reachOf(battlefield, figure, { within: { shapes, inches: 1 } });
    expect(near.points.length).toBeLessThan(0.6 * full.points.length);
    expect(near.points.filter((p) => distanceToPolygon(p, shapes[0]!) <= 1)).toEqual(
      full.points.filter((p) => distanceToPolygon(p, shapes[0]!) <= 1),
    );
  });

  it("refuses a shape that is not a polygon, a distance that is not one, and both aims at once, naming the field", () => {
    const battlefield = scene({ figures: [crewAt("m", 6, 18)] });
    const figure = crewFigure({ id: "m", speed: 6 });
    const square = [
      { x: 12, y: 10 },
      { x: 14, y: 10 },
      { x: 14, y: 12 },
    ];
    expect(() =>
      reachOf(battlefield, figure, {
        within: {
          shapes: [
            [
              { x: 1, y: 1 },
              { x: 2, y: 2 },
            ],
          ],
          inches: 1,
        },
      }),
    ).toThrow(/within\.shapes\[0\]/);
    expect(() => reachOf(battlefield, figure, { within: { shapes: [square], inches: -1 } })).toThrow(/within\.inches/);
    expect(() =>
      reachOf(battlefield, figure, { within: { shapes: [square], inches: 1 }, toward: { x: 3, y: 3 } }),
    ).toThrow(TableLimitError);
  });
});
