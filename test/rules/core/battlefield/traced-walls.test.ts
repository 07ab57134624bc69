// Speed-ups for traced scenes (issue #6): the joined walls and the sight verdict must give the same answers as the
// full measures they stand in for.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildBattlefield,
  coverFrom,
  lineOfSightBetween,
  reachOf,
  type Battlefield,
  type RawBattlefield,
  type RawFigure,
  type RawWall,
} from "../../../../src/rules/five-parsecs/battlefield";
import {
  canSee,
  HIDDEN,
  SEEN_ACROSS_OPEN_GROUND,
  sightVerdict,
} from "../../../../src/rules/core/battlefield/sight-verdict";
import { boxOf, insideFraction, insideIntervals, mayRunInside } from "../../../../src/rules/core/battlefield/geometry";
import { withJoinedWalls } from "../../../../src/rules/core/battlefield/sight-walls";
import { wallRuns } from "../../../../src/rules/core/battlefield/movement/wall-runs";
import { footingAt, Footings } from "../../../../src/rules/core/battlefield/movement/footing";
import { crewFigure } from "../../../fixtures/figures";

// Quarter-inch coordinates and cuts into 2, 4 or 8 pieces: every cut point is exact in floating point, as a traced
// scene's shared corners are.
const coord = fc.integer({ min: 0, max: 144 }).map((n) => n / 4);
const pointArb = fc.record({ x: coord, y: coord });
const wallArb = fc.record({
  a: pointArb,
  b: pointArb,
  kind: fc.constantFrom("sight", "sight", "movement", "window", "door"),
  door: fc.constantFrom("open", "closed", "locked"),
  height: fc.constantFrom(undefined, 1, 3),
  pieces: fc.constantFrom(1, 2, 4, 8),
});
const featureArb = fc
  .record({
    x: coord,
    y: coord,
    w: fc.integer({ min: 1, max: 32 }).map((n) => n / 4),
    h: fc.integer({ min: 1, max: 32 }).map((n) => n / 4),
    kind: fc.constantFrom("area", "individual", "linear", "difficult", "impassable"),
    height: fc.constantFrom(0, 0.5, 1, 2, 4),
  })
  .map(({ x, y, w, h, kind, height }) => ({
    kind,
    height,
    polygon: [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ],
  }));
const figureArb = fc.record({
  centre: pointArb,
  side: fc.constantFrom("crew", "enemy"),
  elevation: fc.constantFrom(0, 0, 1, 3),
});
const sceneArb = fc.record({
  walls: fc.array(wallArb, { maxLength: 10 }),
  features: fc.array(featureArb, { maxLength: 4 }),
  figures: fc.array(figureArb, { minLength: 2, maxLength: 6 }),
  fog: fc.option(fc.record({ centre: pointArb, radius: fc.constantFrom(3, 6) }), { nil: undefined }),
  visibility: fc.option(fc.constantFrom(6, 12), { nil: null }),
});
type SceneArgs = typeof sceneArb extends fc.Arbitrary<infer T> ? T : never;

/** The scene twice: each wall whole, and each wall cut into pieces end to end (as a traced scene draws it). */
function scenes({ walls, features, figures, fog, visibility }: SceneArgs): { whole: Battlefield; traced: Battlefield } {
  const base = {
    width: 36,
    height: 36,
    features,
    visibility,
    fog: fog ? [fog] : [],
    figures: figures.map((figure, i): RawFigure => ({ ...figure, id: `f${i}` })),
  };
  const raw = (w: SceneArgs["walls"][number]): RawWall => {
    const { pieces: _pieces, height, ...rest } = w;
    return height === undefined ? rest : { ...rest, height };
  };
  const whole = walls.map((w, i) => ({ ...raw(w), id: `w${i}` }));
  const traced = walls.flatMap((w, i) => {
    const n = w.pieces;
    return Array.from({ length: n }, (_, k): RawWall => {
      const t0 = k / n,
        t1 = (k + 1) / n;
      return {
        ...raw(w),
        id: `w${i}-${k}`,
        a: { x: w.a.x + (w.b.x - w.a.x) * t0, y: w.a.y + (w.b.y - w.a.y) * t0 },
        b: { x: w.a.x + (w.b.x - w.a.x) * t1, y: w.a.y + (w.b.y - w.a.y) * t1 },
      };
    });
  });
  const build = (list: RawWall[]): Battlefield =>
    buildBattlefield({ ...base, walls: list } as RawBattlefield).battlefield;
  return { whole: build(whole), traced: build(traced) };
}

function pairs(battlefield: Battlefield): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < battlefield.figures.length; i++)
    for (let j = 0; j < battlefield.figures.length; j++) if (i !== j) out.push([i, j]);
  return out;
}

describe("traced scenes: joined walls and the sight verdict", () => {
  it("canSee is the verdict of the full Line of Sight, for every pair (Lines of Sight)", () => {
    fc.assert(
      fc.property(sceneArb, (args) => {
        const { traced } = scenes(args);
        for (const [i, j] of pairs(traced)) {
          const a = traced.figures[i]!,
            b = traced.figures[j]!;
          expect(canSee(traced, a, b)).toBe(lineOfSightBetween(traced, a, b).visible);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the sight table lists only walls and features a line can come near, and loses nothing any line touches (Lines of Sight, Cover)", () => {
    fc.assert(
      fc.property(sceneArb, (args) => {
        const { traced } = scenes(args);
        const joined = withJoinedWalls(traced);
        // Every wall and feature a candidate of every line: the plain answer the scan must agree with.
        const allWalls = joined.walls.map((_, i) => i),
          allFeatures = joined.features.map((_, i) => i);
        const plain = {
          ...joined,
          index: { ...joined.index, wallsAlong: () => allWalls, featuresAlong: () => allFeatures },
        };
        for (const [i, j] of pairs(traced)) {
          const a = traced.figures[i]!,
            b = traced.figures[j]!;
          const sight = lineOfSightBetween(joined, a, b);
          expect(sight).toEqual(lineOfSightBetween(plain, a, b));
          expect(canSee(joined, a, b)).toBe(sight.visible);
          expect(coverFrom(joined, a, b, sight)).toEqual(coverFrom(plain, a, b, lineOfSightBetween(plain, a, b)));
        }
      }),
      { numRuns: 200 },
    );
    // A diagonal line's box holds a wall 3" off the line: not listed; a wall the line crosses is.
    const { battlefield } = buildBattlefield({
      width: 36,
      height: 36,
      walls: [
        { id: "off", a: { x: 14, y: 6 }, b: { x: 16, y: 6 }, kind: "sight" },
        { id: "across", a: { x: 11, y: 9 }, b: { x: 9, y: 11 }, kind: "sight" },
      ],
    } as RawBattlefield);
    const joined = withJoinedWalls(battlefield);
    expect(
      joined.index.wallsAlong({ x: 2, y: 2 }, { x: 20, y: 20 }, 0.25 + 1e-6).map((i) => joined.walls[i]!.id),
    ).toEqual(["across"]);
  });

  it("seen across open ground: no line touches a wall or feature, and neither figure is in Cover from the other (Lines of Sight, Cover)", () => {
    let open = 0;
    fc.assert(
      fc.property(sceneArb, (args) => {
        const { traced } = scenes(args);
        const joined = withJoinedWalls(traced);
        for (const table of [traced, joined]) {
          for (const [i, j] of pairs(table)) {
            const a = table.figures[i]!,
              b = table.figures[j]!;
            const verdict = sightVerdict(table, a, b),
              sight = lineOfSightBetween(table, a, b);
            expect(verdict !== HIDDEN).toBe(sight.visible);
            if (verdict !== SEEN_ACROSS_OPEN_GROUND) continue;
            open++;
            expect(
              sight.analysis.lines
                .flatMap((line) => line.touches)
                .filter((t) => t.kind === "wall" || t.kind === "feature"),
            ).toEqual([]);
            expect(coverFrom(table, a, b, sight).inCover).toBe(false);
            expect(coverFrom(table, b, a, sight).inCover).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
    expect(open).toBeGreaterThan(100);
  });

  it("joining a traced scene's wall pieces keeps every Line of Sight and Cover verdict (Lines of Sight, Cover)", () => {
    fc.assert(
      fc.property(sceneArb, (args) => {
        const { traced } = scenes(args);
        const joined = withJoinedWalls(traced);
        expect(joined.walls.length).toBeLessThanOrEqual(traced.walls.length);
        for (const [i, j] of pairs(traced)) {
          const a = traced.figures[i]!,
            b = traced.figures[j]!;
          const sight = lineOfSightBetween(traced, a, b),
            joinedSight = lineOfSightBetween(joined, a, b);
          expect(joinedSight.visible).toBe(sight.visible);
          expect(coverFrom(joined, a, b, joinedSight).inCover).toBe(coverFrom(traced, a, b, sight).inCover);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("a move over a traced scene, doors and windows too, reaches the same points at the same costs as over whole walls (Movement Action)", () => {
    const mover = crewFigure({ id: "f0", speed: 4 });
    fc.assert(
      fc.property(sceneArb, (args) => {
        const { whole, traced } = scenes(args);
        const key = (battlefield: Battlefield) =>
          reachOf(battlefield, mover, { lattice: 1 })
            .points.map((p) => `${p.x},${p.y}:${p.cost.toFixed(9)}:${p.withDash}`)
            .sort();
        expect(key(traced)).toEqual(key(whole));
      }),
      { numRuns: 60 },
    );
  });

  it("where a base may rest, from the joined runs, is where it may rest against the traced pieces (Alternative Movement Actions)", () => {
    const spot = fc.record({
      x: fc.integer({ min: 0, max: 288 }).map((n) => n / 8),
      y: fc.integer({ min: 0, max: 288 }).map((n) => n / 8),
    });
    fc.assert(
      fc.property(
        sceneArb,
        fc.array(spot, { minLength: 20, maxLength: 20 }),
        fc.constantFrom(0.25, 0.5, 1),
        (args, spots, radius) => {
          const { traced } = scenes(args);
          const footings = new Footings(traced, { minX: 0, minY: 0, maxX: 36, maxY: 36 }, radius);
          for (const { x, y } of spots)
            expect(footings.fits(x, y), `(${x}, ${y})`).toBe(footingAt(traced, { x, y }, radius).fits);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("a move-only reach is the full reach within the move allowance (Movement Action, Dash)", () => {
    const mover = crewFigure({ id: "f0", speed: 4 });
    fc.assert(
      fc.property(sceneArb, (args) => {
        const { traced } = scenes(args);
        const key = (points: readonly { x: number; y: number; cost: number }[]) =>
          points.map((p) => `${p.x},${p.y}:${p.cost}`).sort();
        const full = reachOf(traced, mover, { lattice: 1 }),
          moveOnly = reachOf(traced, mover, { lattice: 1, withDash: false });
        expect(moveOnly.points.every((p) => !p.withDash)).toBe(true);
        expect(key(moveOnly.points)).toEqual(key(full.points.filter((p) => !p.withDash)));
      }),
      { numRuns: 60 },
    );
  });

  it("joins only pieces of one kind and height that continue each other in a straight line", () => {
    const { battlefield } = buildBattlefield({
      width: 36,
      height: 36,
      walls: [
        { id: "a", a: { x: 1, y: 1 }, b: { x: 2, y: 1 }, kind: "sight" },
        { id: "b", a: { x: 3, y: 1 }, b: { x: 2, y: 1 }, kind: "sight" },
        { id: "c", a: { x: 3, y: 1 }, b: { x: 4, y: 1 }, kind: "movement" },
        { id: "d", a: { x: 4, y: 1 }, b: { x: 4, y: 2 }, kind: "movement" },
        { id: "e", a: { x: 5, y: 5 }, b: { x: 6, y: 5 }, kind: "sight", height: 2 },
        { id: "f", a: { x: 6, y: 5 }, b: { x: 7, y: 5 }, kind: "sight" },
      ],
    });
    const runs = wallRuns(battlefield.walls)
      .map((w) => `${w.id}:${w.a.x},${w.a.y}-${w.b.x},${w.b.y}`)
      .sort();
    expect(runs).toEqual(["a:1,1-3,1", "c:3,1-4,1", "d:4,1-4,2", "e:5,5-6,5", "f:6,5-7,5"]);
  });
});

describe("insideFraction (the move search's difficult ground and gaps)", () => {
  it("is the summed length of insideIntervals, to the last bit (Movement Action: difficult ground)", () => {
    const polygonArb = fc.array(pointArb, { minLength: 3, maxLength: 7 });
    fc.assert(
      fc.property(pointArb, pointArb, polygonArb, (a, b, polygon) => {
        const expected = insideIntervals(a, b, polygon).reduce((sum, [t0, t1]) => sum + (t1 - t0), 0);
        expect(insideFraction(a, b, polygon)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("mayRunInside (sight lines passing terrain features by)", () => {
  it("never says no to a segment insideIntervals finds inside the polygon (Lines of Sight, Area Features)", () => {
    const polygonArb = fc.array(pointArb, { minLength: 3, maxLength: 7 });
    let inside = 0;
    fc.assert(
      fc.property(pointArb, pointArb, polygonArb, (a, b, polygon) => {
        if (insideIntervals(a, b, polygon).length === 0) return;
        inside++;
        expect(mayRunInside(a, b, polygon, boxOf(polygon))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(inside).toBeGreaterThan(100);
  });

  it("says no to a segment whose box is clear of the polygon's", () => {
    const square = [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
      { x: 12, y: 12 },
      { x: 10, y: 12 },
    ];
    expect(mayRunInside({ x: 0, y: 0 }, { x: 9.99, y: 30 }, square, boxOf(square))).toBe(false);
    expect(mayRunInside({ x: 0, y: 11 }, { x: 30, y: 11 }, square, boxOf(square))).toBe(true);
    expect(mayRunInside({ x: 10.5, y: 10.5 }, { x: 11.5, y: 11.5 }, square, boxOf(square))).toBe(true);
  });
});
