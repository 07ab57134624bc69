import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { figureById } from "../../../../src/rules/five-parsecs/battlefield";
import {
  headingOf,
  movementTriggers,
  pathFrom,
  pathUntil,
  watcherSees,
  type Watcher,
} from "../../../../src/rules/five-parsecs/ai";
import { crewAt, enemyAt, rect, scene, wall } from "../../core/battlefield/scene";

const snap = (id: string, more: Partial<Watcher> = {}): Watcher => ({
  id,
  kind: "snapFire",
  arcDegrees: 90,
  range: 24,
  ...more,
});
const overwatch = (id: string, more: Partial<Watcher> = {}): Watcher => ({
  id,
  kind: "overwatch",
  arcDegrees: 90,
  range: 24,
  ...more,
});

// A crew member at the west edge facing east (0°), a building wall hiding the north of the table from it.
const snapTable = () =>
  scene({
    figures: [crewAt("A", 4, 18, { facing: 0 }), enemyAt("E", 20, 4)],
    walls: [wall(10, 12, 30, 12)],
  });

describe("Snap Fire: a crew member holding fires when an enemy moves into its arc and sight", () => {
  it("stops the enemy where it first comes out from behind the wall into sight", () => {
    const bf = snapTable();
    // E walks south past the end of the wall, into the open in front of A.
    const path = [
      { x: 20, y: 4 },
      { x: 32, y: 8 },
      { x: 32, y: 18 },
    ];
    const [t, ...rest] = movementTriggers(bf, "E", path, [snap("A", { range: 36 })]);
    expect(rest).toEqual([]);
    expect(t).toMatchObject({ watcherId: "A", kind: "snapFire", rule: "Snap Fire", atStart: false });
    // Before the trigger point the wall hides E; at it, A sees E.
    const mover = figureById(bf, "E")!,
      seat = figureById(bf, "A")!;
    expect(watcherSees(bf, mover, seat, snap("A", { range: 36 }), t!.at)).toBe(true);
    const justBefore = pathUntil(path, t!.along - 0.05).at(-1)!;
    expect(watcherSees(bf, mover, seat, snap("A", { range: 36 }), justBefore)).toBe(false);
    expect(t!.along).toBeGreaterThan(12.6);
  });

  it("does not trigger outside the Arc of Fire: a crew member facing away sees nothing", () => {
    const bf = scene({ figures: [crewAt("A", 4, 18, { facing: 180 }), enemyAt("E", 20, 4)] });
    expect(
      movementTriggers(
        bf,
        "E",
        [
          { x: 20, y: 4 },
          { x: 20, y: 30 },
        ],
        [snap("A")],
      ),
    ).toEqual([]);
  });

  it("does not trigger beyond weapon range", () => {
    const bf = scene({ figures: [crewAt("A", 2, 18, { facing: 0 }), enemyAt("E", 34, 4)] });
    expect(
      movementTriggers(
        bf,
        "E",
        [
          { x: 34, y: 4 },
          { x: 34, y: 30 },
        ],
        [snap("A", { range: 12 })],
      ),
    ).toEqual([]);
    const [t] = movementTriggers(
      bf,
      "E",
      [
        { x: 34, y: 4 },
        { x: 10, y: 18 },
      ],
      [snap("A", { range: 12 })],
    );
    expect(t!.along).toBeGreaterThan(10);
  });

  it("an enemy already in view as it starts moving is fired at at once", () => {
    const bf = scene({ figures: [crewAt("A", 4, 18, { facing: 0 }), enemyAt("E", 16, 18)] });
    const [t] = movementTriggers(
      bf,
      "E",
      [
        { x: 16, y: 18 },
        { x: 20, y: 18 },
      ],
      [snap("A")],
    );
    expect(t).toMatchObject({ atStart: true, along: 0, at: { x: 16, y: 18 } });
  });
});

describe("Enemy Overwatch: fires the first time a target becomes visible in its Arc of Fire", () => {
  it("lists the watchers in order along the path, each once", () => {
    // Two enemies on Overwatch facing west; the crew member walks east out of the woods.
    const bf = scene({
      figures: [crewAt("A", 2, 18), enemyAt("E1", 20, 14, { facing: 180 }), enemyAt("E2", 30, 26, { facing: 180 })],
      features: [rect("woods", "area", 0, 10, 8, 30, 3)],
    });
    const path = [
      { x: 2, y: 18 },
      { x: 14, y: 18 },
    ];
    const triggers = movementTriggers(bf, "A", path, [overwatch("E2", { range: 20 }), overwatch("E1")]);
    expect(triggers.map((t) => t.watcherId)).toEqual(["E1", "E2"]);
    expect(triggers.every((t) => t.rule === "Enemy Overwatch" && /natural 6/.test(t.text))).toBe(true);
    expect(triggers[0]!.along).toBeLessThanOrEqual(triggers[1]!.along);
  });

  it("ignores watchers on the mover's own side", () => {
    const bf = scene({ figures: [crewAt("A", 2, 18), crewAt("B", 20, 18, { facing: 180 })] });
    expect(
      movementTriggers(
        bf,
        "A",
        [
          { x: 2, y: 18 },
          { x: 10, y: 18 },
        ],
        [overwatch("B")],
      ),
    ).toEqual([]);
  });

  it("refuses a path without points and an unknown figure", () => {
    const bf = scene({ figures: [crewAt("A", 2, 18), enemyAt("E", 20, 18)] });
    expect(() => movementTriggers(bf, "A", [], [overwatch("E")])).toThrow(RangeError);
    expect(() => movementTriggers(bf, "A", [{ x: 1, y: Number.NaN }], [overwatch("E")])).toThrow(RangeError);
    expect(() => movementTriggers(bf, "Z", [{ x: 1, y: 1 }], [overwatch("E")])).toThrow(/no figure "Z"/);
  });

  it("property: a trigger point always lies on the path, and the watcher sees the mover there", () => {
    const bf = scene({
      figures: [crewAt("A", 4, 4), enemyAt("E", 18, 18, { facing: 200 })],
      walls: [wall(8, 10, 14, 10), wall(22, 20, 22, 30)],
      features: [rect("rocks", "individual", 12, 22, 14, 24, 2)],
    });
    const mover = figureById(bf, "A")!,
      seat = figureById(bf, "E")!;
    const coordinate = fc.double({ min: 1, max: 35, noNaN: true });
    const point = fc.record({ x: coordinate, y: coordinate });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 359 }), (legs, facing) => {
        const path = [mover.centre, ...legs];
        const watcher = overwatch("E", { arcDegrees: 90 + (facing % 2) * 90, range: 20 });
        const turned = scene({
          figures: [crewAt("A", 4, 4), enemyAt("E", 18, 18, { facing })],
          walls: [wall(8, 10, 14, 10), wall(22, 20, 22, 30)],
          features: [rect("rocks", "individual", 12, 22, 14, 24, 2)],
        });
        for (const t of movementTriggers(turned, "A", path, [watcher])) {
          const onPath = path.slice(1).some((b, i) => distanceToSegment(t.at, path[i]!, b) < 1e-6);
          expect(onPath || (t.atStart && t.at === path[0])).toBe(true);
          expect(watcherSees(turned, mover, figureById(turned, "E")!, watcher, t.at)).toBe(true);
          expect(Math.abs(pathLength(pathUntil(path, t.along)) - t.along)).toBeLessThan(1e-6);
        }
      }),
      { numRuns: 60 },
    );
    expect(seat.id).toBe("E");
  });
});

describe("cutting a path at a trigger", () => {
  it("pathUntil and pathFrom split a path at a distance along it, and headingOf gives the last leg's bearing", () => {
    const path = [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 4 },
    ];
    expect(pathUntil(path, 6)).toEqual([
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 2 },
    ]);
    expect(pathFrom(path, 6)).toEqual([
      { x: 4, y: 2 },
      { x: 4, y: 4 },
    ]);
    expect(pathFrom(path, 99)).toEqual([{ x: 4, y: 4 }]);
    expect(headingOf(path)).toBeCloseTo(90);
    expect(headingOf([{ x: 1, y: 1 }])).toBeNull();
  });
});

function distanceToSegment(
  p: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
): number {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function pathLength(path: readonly { x: number; y: number }[]): number {
  return path.slice(1).reduce((sum, b, i) => sum + Math.hypot(b.x - path[i]!.x, b.y - path[i]!.y), 0);
}
