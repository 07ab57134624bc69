// Issue 37, "far away costs nothing": the AI's searches for terrain features ("next forward position", Shock,
// "Enemy Skulking") look near the figure first, through the spatial index, and answer as a scan of every feature does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield, SeededDice, suggestEnemyPhase, type Figure, type RawFeature } from "../../../../src/rules";
import type { Battlefield } from "../../../../src/rules/five-parsecs/battlefield";
import { distanceToPolygon, type Point } from "../../../../src/rules/core/battlefield/geometry";
import {
  featuresAround,
  featuresByDistance,
  nearestFeature,
  type FeatureAt,
} from "../../../../src/rules/five-parsecs/ai/features-near";
import { crew, enemy, rect } from "./helpers";

const KINDS = ["area", "individual", "linear", "difficult", "impassable"] as const;

/** Every feature passing `keep`, by distance from `from`, then table order: the full scan the index must match. */
function scanned(battlefield: Battlefield, from: Point, keep: (i: number) => boolean): FeatureAt[] {
  return battlefield.features
    .map((feature, i) => ({ i, d: distanceToPolygon(from, feature.polygon) }))
    .filter(({ i }) => keep(i))
    .sort((a, b) => a.d - b.d || a.i - b.i);
}

const coord = (size: number) => fc.double({ min: 0, max: size, noNaN: true });
const featureArb = (size: number) =>
  fc
    .record({
      x: coord(size),
      y: coord(size),
      w: fc.double({ min: 0.2, max: 20, noNaN: true }),
      h: fc.double({ min: 0.2, max: 20, noNaN: true }),
      kind: fc.constantFrom(...KINDS),
      triangle: fc.boolean(),
    })
    .map(({ x, y, w, h, kind, triangle }): RawFeature => {
      const x2 = Math.min(size, x + w),
        y2 = Math.min(size, y + h);
      if (x2 - x < 0.1 || y2 - y < 0.1) return rect("f", kind, x, y, x + 0.2, y + 0.2, 1);
      return triangle
        ? {
            kind,
            height: 1,
            polygon: [
              { x, y },
              { x: x2, y },
              { x, y: y2 },
            ],
          }
        : rect("f", kind, x, y, x2, y2, 1);
    });

describe("The AI's terrain features near a point (issue 37)", () => {
  it("Next forward position, Shock, Enemy Skulking (Five Parsecs, AI): features by distance through the index are exactly a full scan's", () => {
    const size = 400;
    fc.assert(
      fc.property(
        fc.array(featureArb(size), { minLength: 0, maxLength: 60 }),
        fc.record({ x: coord(size), y: coord(size) }),
        fc.integer({ min: 1, max: 4 }),
        fc.double({ min: 0, max: 60, noNaN: true }),
        (raw, from, every, inches) => {
          const features = raw.map((f, k) => ({ ...f, id: `f${k}`, name: `f${k}` }));
          const keep = (i: number): boolean => i % every !== 0;
          const indexed = buildBattlefield({ width: size, height: size, features }).battlefield;
          const scan = buildBattlefield({ width: size, height: size, features }, { index: "scan" }).battlefield;
          const all = scanned(indexed, from, keep);
          for (const battlefield of [indexed, scan]) {
            expect([...featuresByDistance(battlefield, from, keep)]).toEqual(all);
            expect(nearestFeature(battlefield, from, keep)).toEqual(all[0] ?? null);
            expect(featuresAround(battlefield, from, inches, keep).filter((f) => f.d <= inches)).toEqual(
              all.filter((f) => f.d <= inches),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  /**
   * A 300" table: the figures in a 40" square in its middle among cover, and 400 features all over the table. The
   * battlefield's features are watched as the phase reads them.
   */
  function wideTable(seed: number) {
    let state = seed;
    const rand = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const size = 300,
      x0 = 130,
      y0 = 130;
    const features: RawFeature[] = [];
    for (let k = 0; k < 400; k++) {
      const x = rand() * (size - 4),
        y = rand() * (size - 4);
      // Clear of the figures' rows.
      if (x > x0 - 5 && x < x0 + 45 && ((y > y0 - 4 && y < y0 + 3) || (y > y0 + 33 && y < y0 + 41))) continue;
      features.push(rect(`t${k}`, KINDS[k % 4]!, x, y, x + 1 + rand() * 3, y + 1 + rand() * 3, 1));
    }
    const figures = [
      ...Array.from({ length: 8 }, (_, k) => ({
        id: `enemy-${k + 1}`,
        side: "enemy",
        centre: { x: x0 + 2 + 5 * k, y: y0 },
        facing: 90,
      })),
      ...Array.from({ length: 4 }, (_, k) => ({
        id: `crew-${k + 1}`,
        side: "crew",
        centre: { x: x0 + 4 + 10 * k, y: y0 + 37 },
        facing: 270,
      })),
    ];
    const { battlefield } = buildBattlefield({ width: size, height: size, features, figures });
    const ais = ["tactical", "cautious", "beast", "defensive", "tactical", "cautious", "beast", "aggressive"] as const;
    const rules = new Map<string, Figure>([
      ...figures
        .filter((f) => f.side === "enemy")
        .map((f, k): [string, Figure] => [
          f.id,
          enemy(f.id, { ai: ais[k]!, ...(ais[k] === "beast" ? { weapons: [] } : {}) }),
        ]),
      ...figures.filter((f) => f.side === "crew").map((f): [string, Figure] => [f.id, crew(f.id)]),
    ]);
    return { battlefield, figures: rules, middle: { x: x0 + 20, y: y0 + 20 } };
  }

  it("Next forward position, Shock, Enemy Skulking (Five Parsecs, AI): a phase reads no terrain feature far from every figure", async () => {
    for (const seed of [1, 2, 3]) {
      const { battlefield, figures, middle } = wideTable(seed);
      const read = new Set<number>();
      const watched = new Proxy(battlefield.features as Battlefield["features"][number][], {
        get(target, key, receiver) {
          if (typeof key === "string" && /^\d+$/.test(key)) read.add(Number(key));
          return Reflect.get(target, key, receiver);
        },
      });
      const suggestions = await suggestEnemyPhase(
        { battlefield: { ...battlefield, features: watched }, figures },
        new SeededDice(`far ${seed}`),
      );
      expect(suggestions).toHaveLength(8);
      // The figures stand within 30" of the middle, and no move, Dash or shot reaches 60" beyond that.
      const far = [...read].filter((i) => distanceToPolygon(middle, battlefield.features[i]!.polygon) > 90);
      expect(far).toEqual([]);
      expect(read.size).toBeGreaterThan(0);
    }
  });

  it("Next forward position (Five Parsecs, AI): a phase suggests the same with the index as with a scan of every feature", async () => {
    for (const seed of [4, 5]) {
      const { battlefield, figures } = wideTable(seed);
      const raw = {
        width: battlefield.width,
        height: battlefield.height,
        features: battlefield.features.map(({ id, name, kind, polygon, height }) => ({
          id,
          name,
          kind,
          polygon,
          height,
        })),
        figures: battlefield.figures.map(({ id, side, centre, facing }) => ({ id, side, centre, facing })),
      };
      const scan = buildBattlefield(raw, { index: "scan" }).battlefield;
      const indexed = await suggestEnemyPhase({ battlefield, figures }, new SeededDice(`same ${seed}`));
      const scanning = await suggestEnemyPhase({ battlefield: scan, figures }, new SeededDice(`same ${seed}`));
      expect(JSON.stringify(indexed)).toBe(JSON.stringify(scanning));
      expect(indexed.some((s) => JSON.stringify(s).includes("next forward position"))).toBe(true);
    }
  });
});
