import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Figure } from "../../../../src/rules";
import {
  blocksSight,
  buildBattlefield,
  coverFrom,
  lineOfSight,
  lineOfSightBetween,
  targetViewsFrom,
  type Battlefield,
  type RawBattlefield,
  type RawFigure,
} from "../../../../src/rules/five-parsecs/battlefield";
import { segmentsIntersect } from "../../../../src/rules/core/battlefield/geometry";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

/**
 * Random scenes on quarter-inch coordinates: turning them by 90 degrees, mirroring them or moving them by whole
 * inches is exact in floating point, so any change in a verdict is the rules' fault, not rounding's.
 */
const coord = fc.integer({ min: 0, max: 144 }).map((n) => n / 4);
const pointArb = fc.record({ x: coord, y: coord });
const wallArb = fc.record({
  a: pointArb,
  b: pointArb,
  kind: fc.constantFrom("sight", "movement", "window", "door"),
  door: fc.constantFrom("open", "closed", "locked"),
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
  facing: fc.integer({ min: 0, max: 7 }).map((n) => n * 45),
});
const sceneArb = fc
  .record({
    walls: fc.array(wallArb, { maxLength: 12 }),
    features: fc.array(featureArb, { maxLength: 5 }),
    figures: fc.array(figureArb, { minLength: 2, maxLength: 6 }),
    fog: fc.option(fc.record({ centre: pointArb, radius: fc.constantFrom(3, 6) }), { nil: undefined }),
    visibility: fc.option(fc.constantFrom(6, 12), { nil: null }),
  })
  .map(
    ({ walls, features, figures, fog, visibility }): RawBattlefield => ({
      width: 36,
      height: 36,
      walls,
      features,
      visibility,
      fog: fog ? [fog] : [],
      figures: figures.map((figure, i): RawFigure => ({ ...figure, id: `f${i}` })),
    }),
  );

const rifle = weapon("Military Rifle", 24);
const figuresOf = (battlefield: Battlefield): Map<string, Figure> =>
  new Map(
    battlefield.figures.map((f) => [
      f.id,
      f.side === "crew" ? crewFigure({ id: f.id, weapons: [rifle] }) : enemyFigure({ id: f.id, weapons: [rifle] }),
    ]),
  );

/** Everything the geometry says about every ordered pair, in a form that does not depend on where the table is. */
function verdicts(battlefield: Battlefield) {
  const figures = figuresOf(battlefield);
  return battlefield.figures.flatMap((firer) =>
    targetViewsFrom(battlefield, firer.id, figures).map((view) => ({
      pair: `${firer.id}->${view.target.id}`,
      visible: view.visible,
      inCover: view.inCover,
      inFirersArc: view.inFirersArc,
      firerInTargetsArc: view.firerInTargetsArc,
      goodShot: view.goodShot,
      crouching: view.crouching,
      distance: Math.round(view.distance * 1e6),
      blockedBy: view.sight.blockedBy.map((r) => `${r.key}:${r.id}`).sort(),
      cover: view.cover.reasons.map((r) => `${r.key}:${r.id}`).sort(),
    })),
  );
}

type Transform = {
  readonly point: (x: number, y: number) => { x: number; y: number };
  readonly facing: (f: number) => number;
  readonly size: number;
};
const TRANSFORMS: Record<string, Transform> = {
  "turned a quarter": { point: (x, y) => ({ x: 36 - y, y: x }), facing: (f) => f + 90, size: 36 },
  "turned half way": { point: (x, y) => ({ x: 36 - x, y: 36 - y }), facing: (f) => f + 180, size: 36 },
  mirrored: { point: (x, y) => ({ x: 36 - x, y }), facing: (f) => 180 - f, size: 36 },
  'moved 7" and 3"': { point: (x, y) => ({ x: x + 7, y: y + 3 }), facing: (f) => f, size: 43 },
};
function transformed(raw: RawBattlefield, t: Transform): RawBattlefield {
  const p = (q: { x: number; y: number }) => t.point(q.x, q.y);
  return {
    ...raw,
    width: t.size,
    height: t.size,
    walls: raw.walls!.map((w) => ({ ...w, a: p(w.a), b: p(w.b) })),
    features: raw.features!.map((f) => ({ ...f, polygon: f.polygon.map(p) })),
    figures: raw.figures!.map((f) => ({ ...f, centre: p(f.centre), facing: t.facing(f.facing ?? 0) })),
    fog: raw.fog!.map((f) => ({ ...f, centre: p(f.centre) })),
  };
}

describe("Lines of Sight properties", () => {
  it("Lines of Sight are considered mutual by default: symmetric, with the same reasons", () => {
    fc.assert(
      fc.property(sceneArb, (raw) => {
        const { battlefield } = buildBattlefield(raw);
        for (const a of battlefield.figures) {
          for (const b of battlefield.figures) {
            if (a.id >= b.id) continue;
            const there = lineOfSight(battlefield, a.id, b.id),
              back = lineOfSight(battlefield, b.id, a.id);
            expect(back.visible).toBe(there.visible);
            expect(back.blockedBy).toEqual(there.blockedBy);
          }
        }
      }),
    );
  });

  it("Line of Sight never passes a sight wall: a visible pair has a line no sight-blocking wall crosses", () => {
    fc.assert(
      fc.property(sceneArb, (raw) => {
        const { battlefield } = buildBattlefield(raw);
        const blocking = battlefield.walls.filter(blocksSight);
        for (const a of battlefield.figures) {
          for (const b of battlefield.figures) {
            if (a.id >= b.id) continue;
            const sight = lineOfSightBetween(battlefield, a, b);
            if (!sight.visible) continue;
            const open = sight.analysis.lines.some((line) =>
              blocking.every((w) => !segmentsIntersect(line.from, line.to, w.a, w.b)),
            );
            expect(open).toBe(true);
          }
        }
      }),
    );
  });

  it("a sight wall across the whole table separates the two halves", () => {
    const side = (min: number, max: number) =>
      fc.record({ x: fc.double({ min, max, noNaN: true }), y: fc.double({ min: 0, max: 36, noNaN: true }) });
    fc.assert(
      fc.property(side(0, 17.4), side(18.6, 36), sceneArb, (left, right, raw) => {
        const { battlefield } = buildBattlefield({
          ...raw,
          walls: [...raw.walls!, { a: { x: 18, y: -1 }, b: { x: 18, y: 37 }, kind: "sight" }],
          figures: [
            { id: "left", side: "crew", centre: left },
            { id: "right", side: "enemy", centre: right },
          ],
        });
        expect(lineOfSight(battlefield, "left", "right").visible).toBe(false);
      }),
    );
  });

  for (const [name, transform] of Object.entries(TRANSFORMS)) {
    it(`results are unchanged when the whole scene is ${name}`, () => {
      fc.assert(
        fc.property(sceneArb, (raw) => {
          expect(verdicts(buildBattlefield(transformed(raw, transform)).battlefield)).toEqual(
            verdicts(buildBattlefield(raw).battlefield),
          );
        }),
      );
    });
  }

  it("the spatial index finds exactly what a brute-force scan finds (Line of Sight and Cover)", () => {
    fc.assert(
      fc.property(sceneArb, (raw) => {
        const indexed = buildBattlefield(raw).battlefield,
          scanned = buildBattlefield(raw, { index: "scan" }).battlefield;
        for (const a of indexed.figures) {
          for (const b of indexed.figures) {
            if (a === b) continue;
            const i = lineOfSightBetween(indexed, a, b),
              s = lineOfSightBetween(scanned, a, b);
            expect([i.visible, i.blockedBy, i.partlyHiddenBy]).toEqual([s.visible, s.blockedBy, s.partlyHiddenBy]);
            expect(coverFrom(indexed, a, b, i).reasons).toEqual(coverFrom(scanned, a, b, s).reasons);
          }
        }
      }),
    );
  });
});
