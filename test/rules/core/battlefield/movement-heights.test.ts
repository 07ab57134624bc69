import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildBattlefield,
  cheapestPath,
  leapInches,
  reachOf,
  type RawFeature,
} from "../../../../src/rules/five-parsecs/battlefield";
import { insideIntervals } from "../../../../src/rules/core/battlefield/geometry";
import { crewFigure } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

/**
 * The height rules as the move search applies them: individual features are ground to stand on (climbing up costs
 * the height, a drop over 1" is climbed down or jumped), and gaps of impassable ground can be leapt.
 */
const runner = crewFigure({ id: "m", speed: 4 });
const skulker = crewFigure({ id: "m", speed: 4, traits: ["skulker"] });
const swift = crewFigure({ id: "m", speed: 4, traits: ["swift"] });
const from = crewAt("m", 3.25, 10.25);
const far = { x: 9.25, y: 10.25 };
/**
 * Below the far edge of the platform (x 5-7.5), reached by stepping off it: the first lattice point where the base
 * (0.5") clears the platform's side, as a figure stands on top of an individual feature or clear of it (issue 15).
 */
const foot = { x: 8.25, y: 10.25 };
/** A platform (a container, a rock shelf) 2.5" deep across the whole table. */
const platform = (height: number): RawFeature => rect("platform", "individual", 5, 0, 7.5, 36, height);
const pathOver = (height: number, to = far, figure = runner) =>
  cheapestPath(scene({ figures: [from], features: [platform(height)] }), figure, to);

describe("Vertical movement, jumping, falling and leaping", () => {
  it("Moving Up and Down: climbing onto a feature costs its height in inches", () => {
    const path = pathOver(2, { x: 6.25, y: 10.25 })!;
    expect(path.cost).toBeCloseTo(3 + 2, 6);
    expect(path.notes).toContainEqual({ rule: "Moving Up and Down", kind: "climb", id: "platform", inches: 2 });
    expect(path.jump).toBeUndefined();
  });

  it('Moving Up and Down: a descent of 1" or less can be performed for free', () => {
    expect(pathOver(1)!.cost).toBeCloseTo(6 + 1, 6);
    expect(pathOver(1, foot)!.jump).toBeUndefined();
    expect(pathOver(0.8)!.notes.map((n) => n.kind)).toEqual(["climb"]);
  });

  it("Moving Up and Down: any longer drop is climbed down with the same cost as climbing up", () => {
    const path = pathOver(2)!;
    expect(path.cost).toBeCloseTo(6 + 2 + 2, 6);
    expect(path.notes).toEqual([
      { rule: "Moving Up and Down", kind: "climb", id: "platform", inches: 2 },
      { rule: "Moving Up and Down", kind: "descent", id: "platform", inches: 2 },
    ]);
  });

  it('Skulker characters do not count the first 1" of any climb, up or down', () => {
    expect(pathOver(2, far, skulker)!.cost).toBeCloseTo(6 + 1 + 1, 6);
    expect(pathOver(1, far, skulker)!.cost).toBeCloseTo(6, 6);
  });

  it("Jumping: jumping needs no movement and jumping down more than 1\" ends the character's round", () => {
    // To the foot of the platform: up 2", then off the edge with a jump instead of a 2" climb down.
    const path = pathOver(2, foot)!;
    expect(path.cost).toBeCloseTo(5 + 2, 6);
    expect(path.jump).toEqual({ drop: 2, endsMove: true, hitDamage: null });
    expect(path.notes.at(-1)).toEqual({ rule: "Jumping", kind: "jump", id: "platform", inches: 2 });

    // From on top: the ground just below the edge is reached by a jump (the move ends there); anywhere further is
    // reached by climbing down, which costs the drop.
    const reach = reachOf(scene({ figures: [crewAt("m", 6.25, 10.25)], features: [platform(2)] }), runner);
    const below = reach.points.find((p) => p.x === 8.25 && p.y === 10.25)!;
    expect(below.jump).toEqual({ drop: 2, endsMove: true, hitDamage: null });
    // Two of the lattice's knight steps (1.118" each); the straight path to it is 2" (below).
    expect(below.cost).toBeCloseTo(Math.sqrt(5), 6);
    expect(reach.pathTo(below)?.cost).toBeCloseTo(2, 6);
    // Closer to the side the base would lean into the platform: no move ends there.
    expect(reach.points.some((p) => p.x === 7.75)).toBe(false);
    const further = reach.points.find((p) => p.x === 9.25 && p.y === 10.25)!;
    expect(further.jump).toBeUndefined();
    expect(further.cost).toBeCloseTo(3 + 2, 6);
    expect(reach.pathTo({ x: 8.25, y: 10.25 })?.jump?.endsMove).toBe(true);
    expect(reach.pathTo({ x: 7.75, y: 10.25 })).toBeNull();
  });

  it('Falling: jumping down 3" or further inflicts a Damage +0 Hit, +1 Damage for each additional 2"', () => {
    expect(pathOver(2.5, foot)!.jump?.hitDamage).toBeNull();
    expect(pathOver(3, foot)!.jump).toEqual({ drop: 3, endsMove: true, hitDamage: 0 });
    expect(pathOver(5, foot)!.jump?.hitDamage).toBe(1);
    expect(pathOver(7, foot)!.jump?.hitDamage).toBe(2);
    expect(pathOver(3, foot)!.notes.at(-1)?.rule).toBe("Falling");
    // The reach reports the same fall at the foot of a 5" platform, as the search found it.
    const reach = reachOf(scene({ figures: [crewAt("m", 6.25, 10.25)], features: [platform(5)] }), runner);
    expect(reach.points.find((p) => p.x === 8.25 && p.y === 10.25)!.jump).toEqual({
      drop: 5,
      endsMove: true,
      hitDamage: 1,
    });
  });

  it('Leaping: characters can leap over a gap up to 2" wide, counting it as part of their standard movement', () => {
    const gap = (x1: number, x2: number) =>
      scene({ figures: [from], features: [rect("chasm", "impassable", x1, 0, x2, 36)] });
    const path = cheapestPath(gap(5.5, 7), runner, far)!;
    expect(path.cost).toBeCloseTo(6, 6);
    expect(path.notes).toEqual([{ rule: "Leaping", kind: "leap", id: "chasm", inches: expect.closeTo(1.5, 6) }]);
    expect(cheapestPath(gap(5, 8), runner, far)).toBeNull();
    // Beyond the gap, where the base clears it, for plain movement: 4.5" away, 4.5" of movement.
    const beyond = reachOf(gap(5.5, 7), runner).points;
    expect(beyond.find((p) => p.x === 7.75 && p.y === 10.25)?.cost).toBeCloseTo(4.5, 6);
    // "Alternative Movement Actions": a figure placed over Impassable ground is lost; no move ends with its base there.
    expect(beyond.some((p) => p.x > 5.5 - 0.5 && p.x < 7 + 0.5)).toBe(false);
  });

  it('Leaping: Swift characters may leap over gaps up to 4"', () => {
    const gap = (x1: number, x2: number) =>
      scene({ figures: [from], features: [rect("chasm", "impassable", x1, 0, x2, 36)] });
    expect(leapInches(swift)).toBe(4);
    expect(cheapestPath(gap(5, 8), swift, far)?.cost).toBeCloseTo(6, 6);
    expect(cheapestPath(gap(4.5, 9), swift, far)).toBeNull();
  });

  it("Leaping: a leap may not pass a wall or another figure", () => {
    const chasm = rect("chasm", "impassable", 5.5, 0, 7, 36);
    expect(
      cheapestPath(
        scene({ figures: [from], features: [chasm], walls: [wall(6.25, 0, 6.25, 36, { kind: "movement" })] }),
        runner,
        far,
      ),
    ).toBeNull();
    // A figure on the far edge: the straight leap is blocked, the way round it costs more than the straight 6".
    const guarded = cheapestPath(scene({ figures: [from, enemyAt("x", 7.75, 10.25)], features: [chasm] }), runner, far);
    expect(guarded?.cost).toBeGreaterThan(6 + 1e-6);
  });
});

describe("Vertical movement properties", () => {
  const coord = fc.integer({ min: 0, max: 72 }).map((n) => n / 2);
  const pointArb = fc.record({ x: coord, y: coord });
  const sceneArb = fc.record({
    features: fc.array(
      fc
        .record({
          x: coord,
          y: coord,
          w: fc.integer({ min: 1, max: 10 }),
          h: fc.integer({ min: 1, max: 10 }),
          kind: fc.constantFrom("individual", "impassable", "linear", "difficult"),
          height: fc.constantFrom(0.5, 1, 2, 3.5, 5),
        })
        .map(({ x, y, w, h, kind, height }) => rect(`f${x},${y}`, kind, x, y, x + w / 2, y + h / 2, height)),
      { maxLength: 6 },
    ),
    others: fc.array(pointArb, { maxLength: 3 }),
    start: pointArb,
    goal: pointArb,
    speed: fc.integer({ min: 2, max: 7 }),
    traits: fc.constantFrom([], ["swift"], ["skulker"]),
  });

  it("a path never crosses more impassable ground in one stretch than the figure may leap, ends any jump where it lands, and stays within its allowance", () => {
    fc.assert(
      fc.property(sceneArb, ({ features, others, start, goal, speed, traits }) => {
        const { battlefield } = buildBattlefield({
          width: 36,
          height: 36,
          features,
          figures: [crewAt("m", start.x, start.y), ...others.map((p, i) => enemyAt(`o${i}`, p.x, p.y))],
        });
        if (!battlefield.figures.some((f) => f.id === "m")) return;
        const figure = crewFigure({ id: "m", speed, traits: [...traits] });
        const reach = reachOf(battlefield, figure);
        for (const p of reach.points) {
          expect(p.cost).toBeLessThanOrEqual(reach.dash + 1e-9);
          if (p.jump) expect(p.jump.drop).toBeGreaterThan(1);
        }
        const path = reach.pathTo(goal);
        if (!path) return;
        expect(path.cost).toBeLessThanOrEqual(reach.dash + 1e-9);
        const impassable = battlefield.features.filter((f) => f.kind === "impassable");
        for (let k = 0; k + 1 < path.points.length; k++) {
          const a = path.points[k]!,
            b = path.points[k + 1]!,
            length = Math.hypot(b.x - a.x, b.y - a.y);
          for (const f of impassable) {
            for (const [t0, t1] of insideIntervals(a, b, f.polygon))
              expect((t1 - t0) * length).toBeLessThanOrEqual(leapInches(figure) + 1e-6);
          }
        }
        // A jump ends the move: it is the last thing the path does.
        const jumps = path.notes.filter((n) => n.kind === "jump");
        expect(jumps.length).toBe(path.jump ? 1 : 0);
        if (path.jump) expect(path.notes.at(-1)?.kind).toBe("jump");
      }),
      { numRuns: 80 },
    );
  });
});
