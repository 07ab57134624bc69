import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Situation } from "../../../../src/rules/five-parsecs/ai";
import { dashFastestRoute, rampage } from "../../../../src/rules/five-parsecs/ai/charge-actions";
import { PhaseMemo } from "../../../../src/rules/five-parsecs/ai/phase-memo";
import type { ActionResult } from "../../../../src/rules/five-parsecs/ai/pick-position";
import { crew, crewAt, enemy, enemyAt, rect, table, wall, type Table } from "./helpers";

/**
 * Rampaging ("move as fast as possible towards the closest opponent") and Aggressive 6 ("Dash towards the nearest
 * enemy. Fastest route") search the reach only as far as the end nearest that opponent needs. The plan (end, cost,
 * Dash, path, reasons) must be the one the full reach gives.
 */
type Action = (situation: Situation) => ActionResult;

function bothWays(t: Table, action: Action): { towards: ActionResult; full: ActionResult; searchedTowards: boolean } {
  const memo = new PhaseMemo({ record: true });
  const towards = action(new Situation(t.battlefield, t.figures, "R", {}, memo));
  const knowing = new Situation(t.battlefield, t.figures, "R");
  void knowing.reach;
  return { towards, full: action(knowing), searchedTowards: memo.searches!.some((s) => s.toward !== undefined) };
}

describe("Rampaging and Aggressive 6: the end nearest the opponent, as the full reach gives it", () => {
  const coord = fc.integer({ min: 4, max: 64 }).map((n) => n / 2);
  const pointArb = fc.record({ x: coord, y: coord });
  const tableArb = fc.record({
    me: pointArb,
    crews: fc.array(pointArb, { minLength: 1, maxLength: 3 }),
    walls: fc.array(fc.record({ a: pointArb, b: pointArb, kind: fc.constantFrom("sight", "movement", "window") }), { maxLength: 6 }),
    features: fc.array(fc.record({ x: coord, y: coord, w: fc.integer({ min: 2, max: 10 }), kind: fc.constantFrom("individual", "difficult", "impassable", "area"), height: fc.constantFrom(0, 1, 2.5) }), { maxLength: 4 }),
    action: fc.constantFrom<[string, Action]>(["rampage", rampage], ["dashFastestRoute", dashFastestRoute]),
  });

  it("the same plan, from a search that stops early", () => {
    let searchedTowards = 0;
    fc.assert(fc.property(tableArb, ({ me, crews, walls, features, action: [, action] }) => {
      let t: Table;
      try {
        t = table({
          figures: [enemyAt("R", me.x, me.y), ...crews.map((c, i) => crewAt(`A${i}`, c.x, c.y))],
          walls: walls.map((w) => wall(w.a.x, w.a.y, w.b.x, w.b.y, { kind: w.kind })),
          features: features.map((f) => rect(`f${f.x},${f.y}`, f.kind, f.x, f.y, f.x + f.w / 2, f.y + f.w / 2, f.height)),
        }, [enemy("R", { ai: "rampaging" }), ...crews.map((_, i) => crew(`A${i}`))]);
      } catch {
        return; // figures overlapping one another or a wall: not a table
      }
      const { towards, full, searchedTowards: searched } = bothWays(t, action);
      if (searched) searchedTowards++;
      expect(towards).toEqual(full);
    }), { numRuns: 120 });
    // Most tables have no brawl in reach, so the plan came from a search towards the opponent.
    expect(searchedTowards).toBeGreaterThan(40);
  });

  it("a Rampager in the open Dashes straight at the closest opponent, with the path the full reach gives", () => {
    const t = table({ figures: [crewAt("A", 6, 18), enemyAt("R", 28, 18)], walls: [wall(20, 15, 20, 21)] }, [crew("A"), enemy("R", { ai: "rampaging" })]);
    const { towards, full, searchedTowards } = bothWays(t, rampage);
    expect(searchedTowards).toBe(true);
    expect(towards).toEqual(full);
    expect("plan" in towards && towards.plan.dash).toBe(true);
    expect("plan" in towards && towards.plan.path?.points.length).toBeGreaterThan(1);
  });
});
