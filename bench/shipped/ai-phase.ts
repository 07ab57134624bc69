// The whole Enemy Actions phase as the module ships it: `scripts/bench-shipped.mjs` bundles this file with Vite, the
// way the module itself is built, and times it in Node and in headless Chromium (the engine Foundry runs in).
import { suggestEnemyPhase, type AiOptions } from "../../src/rules";
import { SeededDice } from "../../src/rules/dice/seeded-dice";
import { battlefield, figures } from "../ai-scene";

export const scene = { walls: battlefield.walls.length, enemies: 10, crew: 6 };

/** Times `runs` whole phases (after `warmup` untimed ones), in milliseconds each. */
export async function timePhases(runs: number, warmup: number, options?: AiOptions): Promise<number[]> {
  const phase = () => suggestEnemyPhase(options ? { battlefield, figures, options } : { battlefield, figures }, new SeededDice("bench"));
  for (let k = 0; k < warmup; k++) await phase();
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    const start = performance.now();
    await phase();
    times.push(performance.now() - start);
  }
  return times;
}

(globalThis as { fpbBench?: unknown }).fpbBench = { timePhases, scene };
