import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED, type Figure } from "../../../../src/rules";
import {
  buildBattlefield,
  canLeap,
  cheapestPath,
  climbCost,
  descentCost,
  jumpDown,
  randomMovement,
  reachOf,
  type Battlefield,
  type RawFeature,
  type RawWall,
} from "../../../../src/rules/five-parsecs/battlefield";
import { segmentsIntersect } from "../../../../src/rules/core/battlefield/geometry";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

const runner = crewFigure({ id: "m", speed: 4 });
const skulker = crewFigure({ id: "m", speed: 4, traits: ["skulker"] });
const from = crewAt("m", 3.25, 10.25);
const to = { x: 9.25, y: 10.25 };
const costAcross = (parts: Parameters<typeof scene>[0], figure = runner) =>
  cheapestPath(scene({ figures: [from], ...parts }), figure, to)?.cost ?? null;
/** A wall across the whole table at x = 6 with a 1.5" gap at y 9.5-11 filled by `gap`. */
const barrier = (gap: RawWall | null): RawWall[] => [wall(6, 0, 6, 9.5), wall(6, 11, 6, 36), ...(gap ? [gap] : [])];

describe("Movement Action", () => {
  it("a figure may move up to their Speed in tabletop inches", () => {
    expect(costAcross({})).toBeCloseTo(6, 6);
    const reach = reachOf(scene({ figures: [crewAt("m", 18, 18)] }), runner);
    expect(reach.move).toBe(4);
    const furthest = Math.max(...reach.points.filter((p) => !p.withDash).map((p) => Math.hypot(p.x - 18, p.y - 18)));
    expect(furthest).toBeGreaterThan(3.75);
    expect(furthest).toBeLessThanOrEqual(4);
  });

  it('difficult terrain consumes an additional 1" for every full 2" moved in it', () => {
    expect(costAcross({ features: [rect("mud", "difficult", 4, 0, 8, 36)] })).toBeCloseTo(8, 6);
    expect(costAcross({ features: [rect("mud", "difficult", 4, 0, 7, 36)] })).toBeCloseTo(7, 6);
    expect(costAcross({ features: [rect("mud", "difficult", 4, 0, 5.5, 36)] })).toBeCloseTo(6, 6);
  });

  it('opening doors costs 1" of movement; climbing through a window costs 2"', () => {
    const gap = wall(6, 9.5, 6, 11, { id: "gap" });
    expect(costAcross({ walls: barrier({ ...gap, kind: "door", door: "closed" }) })).toBeCloseTo(7, 6);
    expect(costAcross({ walls: barrier({ ...gap, kind: "door", door: "open" }) })).toBeCloseTo(6, 6);
    expect(costAcross({ walls: barrier({ ...gap, kind: "window" }) })).toBeCloseTo(8, 6);
    const path = cheapestPath(
      scene({ figures: [from], walls: barrier({ ...gap, kind: "door", door: "closed" }) }),
      runner,
      to,
    )!;
    expect(path.notes).toEqual([{ rule: "Movement Action", kind: "door", id: "gap", inches: 1 }]);
  });

  it("a window or door traced in pieces is paid for once, even through the point where two pieces meet (Movement Action)", () => {
    // The straight way across runs through (6, 10.25), where the two pieces meet: it touches both.
    for (const kind of [{ kind: "window" as const }, { kind: "door" as const, door: "closed" as const }]) {
      const pieces = [
        wall(6, 9.5, 6, 10.25, { id: "lower", ...kind }),
        wall(6, 10.25, 6, 11, { id: "upper", ...kind }),
      ];
      const whole = costAcross({ walls: barrier({ ...wall(6, 9.5, 6, 11, { id: "gap" }), ...kind }) });
      expect(costAcross({ walls: [...barrier(null), ...pieces] })).toBeCloseTo(whole!, 9);
      const path = cheapestPath(scene({ figures: [from], walls: [...barrier(null), ...pieces] }), runner, to)!;
      expect(path.notes).toEqual([
        { rule: "Movement Action", kind: kind.kind, id: "lower", inches: kind.kind === "window" ? 2 : 1 },
      ]);
    }
  });

  it("locked doors, sight walls and movement walls cannot be crossed", () => {
    const gap = wall(6, 9.5, 6, 11, { id: "gap" });
    expect(costAcross({ walls: barrier({ ...gap, kind: "door", door: "locked" }) })).toBeNull();
    expect(costAcross({ walls: barrier({ ...gap, kind: "movement" }) })).toBeNull();
    expect(costAcross({ walls: barrier({ ...gap, kind: "sight" }) })).toBeNull();
    expect(costAcross({ walls: barrier(null) })).toBeCloseTo(6, 6);
  });

  it("a figure cannot move directly through another figure at any time", () => {
    const corridor = [wall(0, 9.5, 36, 9.5), wall(0, 11, 36, 11)];
    expect(costAcross({ walls: corridor })).toBeCloseTo(6, 6);
    expect(cheapestPath(scene({ walls: corridor, figures: [from, enemyAt("x", 6, 10.25)] }), runner, to)).toBeNull();
  });

  it('impassable ground cannot be entered (only leapt where it is a gap of 2" or less: see "Leaping")', () => {
    expect(costAcross({ features: [rect("lava", "impassable", 4.5, 0, 7.5, 36)] })).toBeNull();
    expect(
      cheapestPath(scene({ figures: [from], features: [rect("lava", "impassable", 4.5, 0, 7.5, 36)] }), runner, {
        x: 6,
        y: 10.25,
      }),
    ).toBeNull();
    expect(costAcross({ features: [rect("lava", "impassable", 5, 0, 6, 36)] })).toBeCloseTo(6, 6);
  });
});

describe("Vertical movement, jumping, falling and leaping", () => {
  const lowWall = (height: number): RawFeature => rect("wall", "linear", 6, 0, 6.25, 36, height);

  it('Moving Up and Down: crossing a 2" tall wall uses 2" of movement allowance', () => {
    expect(costAcross({ features: [lowWall(2)] })).toBeCloseTo(8, 6);
    expect(climbCost(2, false)).toBe(2);
  });

  it('Moving Up and Down: a descent of 1" or less is free; a longer one is climbed down at the climbing cost', () => {
    expect(descentCost(1, false)).toBe(0);
    expect(descentCost(2.5, false)).toBe(2.5);
  });

  it('Skulker characters ignore any obstacle up to 1" and do not count the first 1" of any climb', () => {
    expect(costAcross({ features: [lowWall(1)] }, skulker)).toBeCloseTo(6, 6);
    expect(costAcross({ features: [lowWall(2)] }, skulker)).toBeCloseTo(7, 6);
    expect(descentCost(2.5, true)).toBe(1.5);
  });

  it("Jumping: jumping down more than 1\" ends the character's round", () => {
    expect(jumpDown(1)).toEqual({ endsMove: false, hitDamage: null });
    expect(jumpDown(1.5)).toEqual({ endsMove: true, hitDamage: null });
  });

  it('Falling: 3" or further inflicts a Damage +0 Hit with +1 Damage for each additional 2"', () => {
    expect(jumpDown(2.9).hitDamage).toBeNull();
    expect(jumpDown(3).hitDamage).toBe(0);
    expect(jumpDown(4.9).hitDamage).toBe(0);
    expect(jumpDown(5).hitDamage).toBe(1);
    expect(jumpDown(7).hitDamage).toBe(2);
  });

  it('Leaping: a gap up to 2" wide; Swift characters up to 4"', () => {
    expect(canLeap(runner, 2)).toBe(true);
    expect(canLeap(runner, 2.5)).toBe(false);
    expect(canLeap(crewFigure({ traits: ["swift"] }), 4)).toBe(true);
    expect(canLeap(crewFigure({ traits: ["swift"] }), 4.5)).toBe(false);
  });
});

describe("Dash", () => {
  it('a figure that Dashes moves an additional 2"', () => {
    const reach = reachOf(scene({ figures: [crewAt("m", 18, 18)] }), runner);
    expect(reach.dash).toBe(6);
    const dashOnly = reach.points.filter((p) => p.withDash);
    expect(dashOnly.length).toBeGreaterThan(0);
    expect(Math.min(...dashOnly.map((p) => p.cost))).toBeGreaterThan(4);
    expect(Math.max(...reach.points.map((p) => p.cost))).toBeLessThanOrEqual(6);
    expect(reach.pathTo({ x: 23.5, y: 18 })?.cost).toBeCloseTo(5.5, 1);
    expect(reach.pathTo({ x: 24.5, y: 18 })).toBeNull();
  });

  it("a Wounded figure moves at half Speed", () => {
    const wounded = crewFigure({ id: "m", speed: 4, condition: { ...UNHARMED, wounded: true } });
    expect(reachOf(scene({ figures: [crewAt("m", 18, 18)] }), wounded)).toMatchObject({ move: 2, dash: 4 });
  });
});

describe("Random Movement", () => {
  const figures = new Map<string, Figure>([
    ["m", runner],
    ["x", enemyFigure({ id: "x" })],
  ]);
  const roll = (value: number) => new ScriptedDice([{ results: [value], purpose: "Random Movement", faces: 100 }]);

  it("the figure moves its full standard movement distance in a straight line, in a rolled direction", async () => {
    const move = await randomMovement(scene({ figures: [crewAt("m", 10, 10)] }), "m", figures, roll(26));
    expect(move.direction).toBeCloseTo(90);
    expect(move.to.x).toBeCloseTo(10);
    expect(move.to.y).toBeCloseTo(14);
    expect(move).toMatchObject({ contact: null, changes: [], pushed: null });
  });

  it("it halts and becomes Stunned if it contacts a terrain feature", async () => {
    const move = await randomMovement(
      scene({ walls: [wall(12, 0, 12, 36, { id: "w" })], figures: [crewAt("m", 10, 10)] }),
      "m",
      figures,
      roll(1),
    );
    expect(move.contact).toEqual({ kind: "wall", id: "w" });
    expect(move.to.x).toBeCloseTo(11.5, 1);
    expect(move.changes).toEqual([{ kind: "condition", figureId: "m", condition: { ...UNHARMED, marker: "stunned" } }]);
  });

  it('colliding with another character halts and Stuns the mover; the other is pushed 1" and Stunned', async () => {
    const move = await randomMovement(
      scene({ figures: [crewAt("m", 10, 10), enemyAt("x", 13, 10)] }),
      "m",
      figures,
      new ScriptedDice([]),
      0,
    );
    expect(move.contact).toEqual({ kind: "figure", id: "x" });
    expect(move.to.x).toBeCloseTo(12, 1);
    expect(move.pushed?.to.x).toBeCloseTo(14, 1);
    expect(move.changes.map((c) => c.figureId)).toEqual(["m", "x"]);
    expect(move.steps).toEqual([]);
  });
});

describe("Movement properties", () => {
  const coord = fc.integer({ min: 0, max: 72 }).map((n) => n / 2);
  const pointArb = fc.record({ x: coord, y: coord });
  const sceneArb = fc.record({
    walls: fc.array(
      fc.record({
        a: pointArb,
        b: pointArb,
        kind: fc.constantFrom("sight", "movement", "door", "window"),
        door: fc.constantFrom("open", "closed", "locked"),
      }),
      { maxLength: 10 },
    ),
    features: fc.array(
      fc
        .record({
          x: coord,
          y: coord,
          w: fc.integer({ min: 1, max: 8 }),
          kind: fc.constantFrom("linear", "individual", "difficult", "impassable", "area"),
          height: fc.constantFrom(0, 1, 2),
        })
        .map(({ x, y, w, kind, height }) => rect(`f${x},${y}`, kind, x, y, x + w / 2, y + w / 2, height)),
      { maxLength: 5 },
    ),
    others: fc.array(pointArb, { maxLength: 4 }),
    start: pointArb,
    goal: pointArb,
    speed: fc.integer({ min: 2, max: 7 }),
  });
  const blocksMovement = (w: Battlefield["walls"][number]) =>
    w.kind === "sight" || w.kind === "movement" || (w.kind === "door" && w.door === "locked");

  it("a path never crosses a movement-blocking wall or a figure, and costs at least its length", () => {
    fc.assert(
      fc.property(sceneArb, ({ walls, features, others, start, goal, speed }) => {
        const { battlefield } = buildBattlefield({
          width: 36,
          height: 36,
          walls,
          features,
          figures: [crewAt("m", start.x, start.y), ...others.map((p, i) => enemyAt(`o${i}`, p.x, p.y))],
        });
        if (!battlefield.figures.some((f) => f.id === "m")) return;
        const path = cheapestPath(battlefield, crewFigure({ id: "m", speed }), goal, { maxCost: 12 });
        if (!path) return;
        let length = 0;
        for (let k = 0; k + 1 < path.points.length; k++) {
          const a = path.points[k]!,
            b = path.points[k + 1]!;
          length += Math.hypot(b.x - a.x, b.y - a.y);
          for (const w of battlefield.walls.filter(blocksMovement))
            expect(segmentsIntersect(a, b, w.a, w.b)).toBe(false);
          for (const o of battlefield.figures.filter((f) => f.id !== "m")) {
            const t = Math.max(
              0,
              Math.min(
                1,
                ((o.centre.x - a.x) * (b.x - a.x) + (o.centre.y - a.y) * (b.y - a.y)) /
                  ((b.x - a.x) ** 2 + (b.y - a.y) ** 2 || 1),
              ),
            );
            expect(
              Math.hypot(a.x + (b.x - a.x) * t - o.centre.x, a.y + (b.y - a.y) * t - o.centre.y),
            ).toBeGreaterThanOrEqual(1 - 1e-6);
          }
        }
        expect(path.cost).toBeLessThanOrEqual(12 + 1e-9);
        expect(path.cost).toBeGreaterThanOrEqual(length - 1e-9);
      }),
      { numRuns: 60 },
    );
  });

  it("a path's cost never exceeds the figure's allowance (move plus Dash)", () => {
    fc.assert(
      fc.property(sceneArb, ({ walls, features, others, start, goal, speed }) => {
        const { battlefield } = buildBattlefield({
          width: 36,
          height: 36,
          walls,
          features,
          figures: [crewAt("m", start.x, start.y), ...others.map((p, i) => enemyAt(`o${i}`, p.x, p.y))],
        });
        if (!battlefield.figures.some((f) => f.id === "m")) return;
        const reach = reachOf(battlefield, crewFigure({ id: "m", speed }));
        for (const p of reach.points) expect(p.cost).toBeLessThanOrEqual(speed + 2 + 1e-9);
        const path = reach.pathTo(goal);
        if (path) expect(path.cost).toBeLessThanOrEqual(speed + 2 + 1e-9);
      }),
      { numRuns: 60 },
    );
  });
});
