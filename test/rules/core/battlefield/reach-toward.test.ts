import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield, reachOf, type Battlefield } from "../../../../src/rules/five-parsecs/battlefield";
import { TableLimitError } from "../../../../src/rules/core/battlefield/limits-of-the-table";
import type { Point } from "../../../../src/rules/core/battlefield/geometry";
import type { Reach, ReachPoint } from "../../../../src/rules/core/battlefield/movement/reach";
import { crewFigure } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

/**
 * "Movement Action" and "Dash", searched towards a point (Rampaging: "move as fast as possible towards the closest
 * opponent"; Aggressive 6: "Dash towards the nearest enemy"): the search stops following a point once nothing beyond
 * it can end nearer the target than an end already found. The end nearest the target, its cost and its path must be
 * those of the full reach, whatever lies on the table: walls, doors, windows, difficult ground, features to climb and
 * to jump down from, gaps to leap, other figures.
 */
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

describe("A reach searched towards a point finds the nearest end the full reach finds", () => {
  const coord = fc.integer({ min: 0, max: 48 }).map((n) => n / 2);
  const pointArb = fc.record({ x: coord, y: coord });
  const sceneArb = fc.record({
    walls: fc.array(fc.record({ a: pointArb, b: pointArb, kind: fc.constantFrom("sight", "movement", "door", "window"), door: fc.constantFrom("open", "closed", "locked") }), { maxLength: 8 }),
    features: fc.array(fc.record({ x: coord, y: coord, w: fc.integer({ min: 1, max: 8 }), kind: fc.constantFrom("linear", "individual", "area", "difficult", "impassable"), height: fc.constantFrom(0, 0.5, 1, 2, 3.5) })
      .map(({ x, y, w, kind, height }) => rect(`f${x},${y}`, kind, x, y, x + w / 2, y + w / 2, height)), { maxLength: 5 }),
    others: fc.array(pointArb, { maxLength: 4 }),
    start: pointArb,
    target: pointArb,
    speed: fc.integer({ min: 2, max: 6 }),
    every: fc.constantFrom(1, 2),
  });

  it("the same end, at the same cost, by the same path; and every end as near is listed as the full reach lists it", () => {
    fc.assert(fc.property(sceneArb, ({ walls, features, others, start, target, speed, every }) => {
      const { battlefield } = buildBattlefield({
        width: 24, height: 24, walls, features,
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
      expect(towards.pathTo(best)).toEqual(full.pathTo(best));
      const listed = new Map(towards.points.map((p) => [`${p.x},${p.y}`, p]));
      for (const p of full.points) {
        if (centreDistance(p, target) > centreDistance(best, target) + 1e-7) continue;
        expect(listed.get(`${p.x},${p.y}`)).toEqual(p);
      }
    }), { numRuns: 150 });
  });

  it("on open ground it searches far less than the full reach, towards a target beyond the Dash", () => {
    const battlefield: Battlefield = scene({ figures: [crewAt("m", 6, 18), enemyAt("o", 30, 18)], walls: [wall(12, 10, 12, 14)] });
    const figure = crewFigure({ id: "m", speed: 6 });
    const full = reachOf(battlefield, figure);
    const towards = reachOf(battlefield, figure, { toward: { x: 30, y: 18 } });
    expect(nearestEnd(towards, { x: 30, y: 18 })).toEqual(nearestEnd(full, { x: 30, y: 18 }));
    // Behind the figure nothing can end nearer the target than 8" straight ahead: those points are not followed.
    expect(towards.points.length).toBeLessThan(0.75 * full.points.length);
    expect(towards.points.some((p) => p.x < 2)).toBe(false);
    expect(full.points.some((p) => p.x < 2)).toBe(true);
  });

  it("refuses a target off the table, naming the field", () => {
    const battlefield = scene({ figures: [crewAt("m", 6, 18)] });
    const figure = crewFigure({ id: "m", speed: 6 });
    expect(() => reachOf(battlefield, figure, { toward: { x: 100, y: 18 } })).toThrow(TableLimitError);
    expect(() => reachOf(battlefield, figure, { toward: { x: Number.NaN, y: 18 } })).toThrow(/toward/);
  });
});
