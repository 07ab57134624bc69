// The movement search is shared by both rulesets: it moves a `Mover` (two allowances, Skulker, Leaping), and each
// ruleset says what its figure's allowances are. Five Parsecs' `reachOf` is `reachFor(moverOf(figure))`.
import { describe, expect, it } from "vitest";
import { cheapestPath, cheapestPathFor, moverOf, reachFor, reachOf, TableLimitError } from "../../../../src/rules/five-parsecs/battlefield";
import { crewFigure } from "../../../fixtures/figures";
import { crewAt, scene } from "./scene";

const table = scene({ figures: [crewAt("m", 18, 18)] });
const furthest = (points: readonly { x: number; y: number }[]): number => Math.max(...points.map((p) => Math.hypot(p.x - 18, p.y - 18)));

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
    expect(cheapestPath(table, figure, to)?.cost).toBeCloseTo(cheapestPathFor(table, moverOf(figure), to)?.cost ?? NaN, 9);
  });

  it("refuses a mover whose allowance is not a distance, or whose longest move is shorter than its move, naming the field", () => {
    expect(() => reachFor(table, { id: "m", move: Number.NaN, dash: 6, skulker: false, leap: 2 })).toThrow(/m\.move/);
    expect(() => reachFor(table, { id: "m", move: 6, dash: 3, skulker: false, leap: 2 })).toThrow(TableLimitError);
    expect(() => reachFor(table, { id: "m", move: 6, dash: 3, skulker: false, leap: 2 })).toThrow(/m\.dash/);
  });
});
