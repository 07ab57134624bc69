import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield, reachOf } from "../../../../src/rules/five-parsecs/battlefield";
import { footingAt } from "../../../../src/rules/core/battlefield/movement/footing";
import { crewFigure } from "../../../fixtures/figures";
import { naiveReach } from "../../../fixtures/naive-reach";
import { crewAt, enemyAt, rect } from "./scene";

/**
 * "Movement Action": the reach's search takes shortcuts (points with nothing near, points with nothing to offer, steps
 * that cannot help); a plain Dijkstra over the same lattice, every step asked of `MoveGraph` one by one, must agree.
 * Without difficult ground, where two equally cheap ways may report different costs after the per-2" rounding, and
 * without jumps or leaps, which the plain search does not take.
 */
describe("Movement Action: the reach agrees with a plain search of every step", () => {
  const coord = fc.integer({ min: 0, max: 48 }).map((n) => n / 2);
  const pointArb = fc.record({ x: coord, y: coord });
  const sceneArb = fc.record({
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
          kind: fc.constantFrom("linear", "individual", "area"),
          height: fc.constantFrom(0, 0.5, 1),
        })
        .map(({ x, y, w, kind, height }) => rect(`f${x},${y}`, kind, x, y, x + w / 2, y + w / 2, height)),
      { maxLength: 5 },
    ),
    others: fc.array(pointArb, { maxLength: 4 }),
    start: pointArb,
    speed: fc.integer({ min: 2, max: 6 }),
  });

  it("every point the reach lists costs what the plain search says, and every point it leaves out is beyond or unfit", () => {
    fc.assert(
      fc.property(sceneArb, ({ walls, features, others, start, speed }) => {
        const { battlefield } = buildBattlefield({
          width: 24,
          height: 24,
          walls,
          features,
          figures: [crewAt("m", start.x, start.y), ...others.map((p, i) => enemyAt(`o${i}`, p.x, p.y))],
        });
        const mover = battlefield.figures.find((f) => f.id === "m");
        if (!mover) return;
        const reach = reachOf(battlefield, crewFigure({ id: "m", speed }));
        const reference = naiveReach(battlefield, "m", speed + 2);
        const listed = new Set<string>();
        for (const p of reach.points) {
          listed.add(`${p.x},${p.y}`);
          expect(p.cost).toBeCloseTo(reference.get(`${p.x},${p.y}`) ?? Infinity, 9);
        }
        for (const [key, cost] of reference) {
          if (listed.has(key) || cost > speed + 2 + 1e-9) continue;
          const [x, y] = key.split(",").map(Number) as [number, number];
          expect({ key, cost, fits: footingAt(battlefield, { x, y }, mover.radius).fits }).toEqual({
            key,
            cost,
            fits: false,
          });
        }
      }),
      { numRuns: 80 },
    );
  });
});
