import { bench, describe } from "vitest";
import { buildBattlefield, SeededDice, suggestEnemyPhase } from "../src/rules";
import { figuresOf } from "./ai-scene";
import { featureDensityScene } from "./feature-density-scene";

/**
 * Issue 37, "far away costs nothing": the Enemy Actions phase on the constant-density scene with terrain features
 * everywhere (`featureDensityScene`: 30 enemies and 6 crew in the middle, one feature per ten walls), on a 104" table
 * of 1,000 walls and a 464" table of 20,000. The middle is the same on both, and so is every suggestion, so the ratio
 * printed ("x baseline") is the growth: what the far walls and features cost. Goal: at most 1.3x.
 */
const sceneOf = (walls: number) => {
  const { battlefield, warnings } = buildBattlefield(featureDensityScene({ walls, enemies: 30, crew: 6 }));
  if (warnings.length > 0) throw new Error(`feature density scene: ${warnings.slice(0, 3).join("; ")}`);
  return { battlefield, figures: figuresOf(battlefield) };
};
const small = sceneOf(1_000),
  large = sceneOf(20_000);

// Both tables are played a few times before either is timed. The first phases on the large table change the engine's
// state for the whole process: V8 then makes some of the phase's objects in its old generation, and every phase, on
// either table, costs about half as much again. Timed one after the other from cold, the small table ran before that
// change and the large one after it, and the ratio read 1.4-1.6x in about one run in three; warmed together, both are
// timed in the same state, and the ratio is what the far walls and features cost (docs/performance.md).
for (let round = 0; round < 8; round++) {
  await suggestEnemyPhase(small, new SeededDice("bench"));
  await suggestEnemyPhase(large, new SeededDice("bench"));
}

const BENCH = { time: 4000, warmupIterations: 5 };
describe(`Enemy Actions phase, constant density with terrain features (${large.battlefield.features.length} features at 20,000 walls), 30 enemies, 6 crew; goal: at most 1.3x`, () => {
  bench(
    `baseline: 1,000 walls, ${small.battlefield.width}" table (30 enemies)`,
    async () => {
      await suggestEnemyPhase(small, new SeededDice("bench"));
    },
    BENCH,
  );
  bench(
    `20,000 walls, ${large.battlefield.width}" table (30 enemies)`,
    async () => {
      await suggestEnemyPhase(large, new SeededDice("bench"));
    },
    BENCH,
  );
});
