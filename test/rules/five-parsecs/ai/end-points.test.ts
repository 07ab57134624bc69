import fc from "fast-check";
import { describe, expect, it } from "vitest";
import demo from "../../../../data/demo-battlefield.json";
import {
  buildBattlefield,
  reachOf,
  type Battlefield,
  type RawBattlefield,
} from "../../../../src/rules/five-parsecs/battlefield";
import {
  distanceToPolygonEdge,
  pointInPolygon,
  pointSegmentDistance,
  type Point,
} from "../../../../src/rules/core/battlefield/geometry";
import { Situation, suggestEnemyPhase, withFigureMoved } from "../../../../src/rules/five-parsecs/ai";
import { SeededDice } from "../../../../src/rules/core/dice/seeded-dice";
import { isEnemy, type Figure } from "../../../../src/rules";
import type { EnemySuggestion } from "../../../../src/rules/five-parsecs/ai/suggestion";
import { demoFigures } from "../../../../src/sandbox/battle/demo-crew";
import { crew, crewAt, enemy, enemyAt, rect, table } from "./helpers";

/**
 * Issue 15, item 4: enemies ended inside terrain. Where a move ends, the whole base rests on solid ground: clear of
 * walls and of impassable ground ("Alternative Movement Actions": nothing is placed "inside a solid object", and a
 * figure placed "over an Impassable terrain feature" is lost), and on an individual feature only by climbing onto it
 * ("Moving Up and Down"), standing on its top, its height then counting for sight ("Good Shot": terrain height).
 */
const demoTable = (): Battlefield => buildBattlefield(demo as unknown as RawBattlefield).battlefield;
const TOUCH = 1e-6;

/** Why a base of `radius` at `end`, standing `elevation` above the table, breaks the rule; null when it does not. */
function misplaced(battlefield: Battlefield, end: Point, radius: number, elevation: number): string | null {
  for (const wall of battlefield.walls) {
    if (wall.kind === "door" && wall.door === "open") continue;
    if (pointSegmentDistance(end, wall.a, wall.b) < radius - TOUCH) return `base over wall ${wall.id}`;
  }
  for (const feature of battlefield.features) {
    const inside = pointInPolygon(end, feature.polygon);
    const overlaps = inside || distanceToPolygonEdge(end, feature.polygon) < radius - TOUCH;
    if (feature.kind === "impassable" && overlaps) return `base over impassable ${feature.id}`;
    if (feature.kind !== "individual" || feature.height <= 0 || !overlaps) continue;
    if (!inside) return `base leaning into ${feature.id}`;
    if (elevation < feature.height - TOUCH)
      return `inside ${feature.id} (elevation ${elevation}, top ${feature.height})`;
  }
  return null;
}

/** Every suggestion's end point (or Skulking placement) against the table its phase left it on. */
function checkPhase(
  start: Battlefield,
  suggestions: readonly EnemySuggestion[],
): { table: Battlefield; problems: string[] } {
  let battlefield = start;
  const problems: string[] = [];
  for (const s of suggestions) {
    const end = s.skulking?.placedAt ?? s.end;
    battlefield = withFigureMoved(battlefield, s.figureId, end, s.facing);
    const placed = battlefield.figures.find((f) => f.id === s.figureId)!;
    const problem = misplaced(battlefield, end, placed.radius, placed.elevation);
    if (problem) problems.push(`${s.figureId} (${s.action}) at (${end.x}, ${end.y}): ${problem}`);
  }
  return { table: battlefield, problems };
}

describe("Movement Action / Moving Up and Down: no move ends with its base in terrain (issue 15)", () => {
  it('seed "five parsecs": Raider 7 no longer ends 0.25" from the warehouse corner, its base over the wall', async () => {
    // The sandbox's first Enemy Actions phase with that seed put Raider 7 at (22.25, 30.25), its base over the
    // warehouse's south-west corner (22, 30). On the rules layer's own: the point is in no reach, no path ends there.
    const battlefield = demoTable(),
      figures = demoFigures();
    const reach = reachOf(battlefield, figures["enemy-7"]!);
    expect(reach.points.some((p) => p.x === 22.25 && p.y === 30.25)).toBe(false);
    expect(reach.pathTo({ x: 22.25, y: 30.25 })).toBeNull();
    expect(
      checkPhase(battlefield, await suggestEnemyPhase({ battlefield, figures }, new SeededDice("five parsecs")))
        .problems,
    ).toEqual([]);
  });

  it('Raider 5 on the Boulder stands on its top (1.5"), not hidden inside it', () => {
    const battlefield = demoTable(),
      figures = demoFigures();
    const situation = new Situation(battlefield, figures, "enemy-5");
    const onBoulder = situation.candidates.find((c) =>
      pointInPolygon(c, battlefield.features.find((f) => f.id === "boulder")!.polygon),
    );
    expect(onBoulder).toBeDefined();
    const spot = situation.spot(onBoulder!);
    expect(spot.placement.elevation).toBe(1.5);
    // The crew were told "the Boulder hides part of it": standing on its top, nothing of the Boulder is in front of it.
    situation.opponents.forEach((_, i) => {
      const sight = spot.sight(i);
      expect([...sight.blockedBy, ...sight.partlyHiddenBy].map((r) => r.id)).not.toContain("boulder");
    });
    const moved = withFigureMoved(battlefield, "enemy-5", onBoulder!, 0).figures.find((f) => f.id === "enemy-5")!;
    expect(moved.elevation).toBe(1.5);
    // And back on the ground once it moves off.
    const off = withFigureMoved(withFigureMoved(battlefield, "enemy-5", onBoulder!, 0), "enemy-5", { x: 18, y: 14 }, 0);
    expect(off.figures.find((f) => f.id === "enemy-5")!.elevation).toBe(0);
  });

  it("an advance into Cover ends beside the crates, never with its base leaning into them", async () => {
    // The old choice was (20.25, 17.25): 0.25" from the crates, counted "in Cover" from inside them.
    const t = table(
      {
        figures: [crewAt("A", 6, 18, { facing: 0 }), enemyAt("E", 24, 18, { facing: 180 })],
        features: [rect("crates", "individual", 20, 17.5, 21, 18.5, 1.5)],
      },
      [crew("A"), enemy("E", { ai: "cautious" })],
    );
    const situation = new Situation(t.battlefield, t.figures, "E");
    expect(situation.candidates.some((c) => c.x === 20.25 && c.y === 17.25)).toBe(false);
    for (const c of situation.candidates)
      expect(misplaced(t.battlefield, c, 0.5, situation.spot(c).placement.elevation)).toBeNull();
  });

  it("property: over seeded phases on the demo battlefield, no suggested end point breaks the rule", async () => {
    const base = demoTable();
    const types = ["aggressive", "cautious", "defensive", "rampaging", "tactical", "beast"] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.array(fc.constantFrom(...types), { minLength: 8, maxLength: 8 }),
        async (seed, ais) => {
          const figures: Record<string, Figure> = { ...demoFigures() };
          Object.values(figures)
            .filter(isEnemy)
            .forEach((f, i) => {
              figures[f.id] = { ...f, ai: ais[i % ais.length]! };
            });
          const dice = new SeededDice(seed);
          // Two phases: the second starts where the first left every enemy.
          const first = checkPhase(base, await suggestEnemyPhase({ battlefield: base, figures }, dice));
          const second = checkPhase(first.table, await suggestEnemyPhase({ battlefield: first.table, figures }, dice));
          expect([...first.problems, ...second.problems]).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });
});
