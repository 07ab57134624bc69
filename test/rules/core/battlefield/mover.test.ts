// The movement search is shared by both rulesets: it moves a `Mover` (two allowances, Skulker, Leaping), and each
// ruleset says what its figure's allowances are. Five Parsecs' `reachOf` is `reachFor(moverOf(figure))`.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cheapestPath,
  cheapestPathFor,
  moverOf,
  reachFor,
  reachOf,
  TableLimitError,
} from "../../../../src/rules/five-parsecs/battlefield";
import { crewFigure } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

const table = scene({ figures: [crewAt("m", 18, 18)] });
const furthest = (points: readonly { x: number; y: number }[]): number =>
  Math.max(...points.map((p) => Math.hypot(p.x - 18, p.y - 18)));

describe("the shared movement search (reachFor)", () => {
  it("reaches as far as the mover's own allowances, whatever ruleset set them", () => {
    const reach = reachFor(table, { id: "m", move: 3, dash: 6, skulker: false, leap: 2 });
    expect(reach.move).toBe(3);
    expect(reach.dash).toBe(6);
    expect(furthest(reach.points.filter((p) => !p.withDash))).toBeLessThanOrEqual(3);
    expect(furthest(reach.points)).toBeGreaterThan(5.5);
    expect(furthest(reach.points)).toBeLessThanOrEqual(6);
  });

  it("Five Parsecs' reachOf is the search of moverOf(figure): Speed, and Speed + 2\" for the Dash", () => {
    const figure = crewFigure({ id: "m", speed: 5 });
    expect(moverOf(figure)).toEqual({ id: "m", move: 5, dash: 7, skulker: false, leap: 2 });
    expect(reachOf(table, figure).points).toEqual(reachFor(table, moverOf(figure)).points);
    const to = { x: 24, y: 18 };
    expect(cheapestPath(table, figure, to)?.cost).toBeCloseTo(
      cheapestPathFor(table, moverOf(figure), to)?.cost ?? NaN,
      9,
    );
  });

  it("refuses a mover whose allowance is not a distance, or whose longest move is shorter than its move, naming the field", () => {
    expect(() => reachFor(table, { id: "m", move: Number.NaN, dash: 6, skulker: false, leap: 2 })).toThrow(/m\.move/);
    expect(() => reachFor(table, { id: "m", move: 6, dash: 3, skulker: false, leap: 2 })).toThrow(TableLimitError);
    expect(() => reachFor(table, { id: "m", move: 6, dash: 3, skulker: false, leap: 2 })).toThrow(/m\.dash/);
  });

  it("listEvery lists the points of the full reach on every n-th row and column of the table's lattice, costs and jumps unchanged", () => {
    const mover = { id: "m", move: 4, dash: 6, skulker: false, leap: 2 };
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 280 }),
        fc.integer({ min: 40, max: 280 }),
        fc.integer({ min: 2, max: 3 }),
        (x, y, every) => {
          const at = { x: x / 10, y: y / 10 };
          const t = scene({
            figures: [crewAt("m", at.x, at.y), enemyAt("e", at.x + 2, at.y + 1)],
            walls: [wall(at.x - 3, at.y - 2, at.x - 3, at.y + 3)],
            features: [
              rect("crate", "individual", at.x + 1, at.y - 3, at.x + 2.5, at.y - 1.5, 2),
              rect("mud", "difficult", at.x - 2, at.y + 1, at.x, at.y + 3),
            ],
          });
          const lattice = 0.5,
            onStride = (v: number) => Math.round(v / lattice - 0.5) % every === 0;
          const full = reachFor(t, mover).points.filter((p) => onStride(p.x) && onStride(p.y));
          const listed = reachFor(t, mover, { listEvery: every }).points;
          expect(listed.length).toBeGreaterThan(0);
          expect(listed).toEqual(full);
        },
      ),
      { numRuns: 30 },
    );
  });

  it("refuses a listEvery that is not a whole number of lattice points, naming it", () => {
    for (const bad of [0, 1.5, -2, Number.NaN, 65])
      expect(() => reachFor(table, { id: "m", move: 3, dash: 6, skulker: false, leap: 2 }, { listEvery: bad })).toThrow(
        /listEvery/,
      );
  });
});
