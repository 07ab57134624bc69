// The whole Enemy Actions phase as the module ships it: `scripts/bench-shipped.mjs` bundles this file with Vite, the
// way the module itself is built, twice: once against the current src/rules and once against the src/rules of the
// baseline commit (build/baseline/src/rules). It then loads both bundles into one Node process and one Chromium page
// and times them alternately. So this file and the scenes it imports use only the rules' public index
// (src/rules/index.ts), and only names that index exported at the baseline commit too; the bundler refuses any other
// import of src/rules.
import {
  buildBattlefield,
  SeededDice,
  suggestEnemyPhase,
  type AiOptions,
  type Battlefield,
  type EnemySuggestion,
  type Figure,
} from "../../src/rules";
import { battlefield as demoBattlefield, figures as demoFigures, figuresOf } from "../ai-scene";
import { densityScene, type DensitySceneSpec } from "../density-scene";

interface Scene {
  readonly battlefield: Battlefield;
  readonly figures: Map<string, Figure>;
}

const scenes = new Map<string, Scene>([["demo", { battlefield: demoBattlefield, figures: demoFigures }]]);

export interface SceneInfo {
  readonly walls: number;
  readonly enemies: number;
  readonly crew: number;
  readonly tableInches: number;
}

const infoOf = ({ battlefield }: Scene): SceneInfo => ({
  walls: battlefield.walls.length,
  enemies: battlefield.figures.filter((f) => f.side === "enemy").length,
  crew: battlefield.figures.filter((f) => f.side === "crew").length,
  tableInches: battlefield.width,
});

/** Builds (untimed) the constant-density scene `spec` under the name `key`; the demo scene is always there as "demo". */
export function prepare(key: string, spec?: DensitySceneSpec): SceneInfo {
  let scene = scenes.get(key);
  if (!scene) {
    if (!spec) throw new Error(`no scene ${key}`);
    const { battlefield, warnings } = buildBattlefield(densityScene(spec));
    if (warnings.length > 0) throw new Error(`scene ${key}: ${warnings.slice(0, 3).join("; ")}`);
    scene = { battlefield, figures: figuresOf(battlefield) };
    scenes.set(key, scene);
  }
  return infoOf(scene);
}

/** Lets the scene `key` go, so the next one has the memory. */
export function release(key: string): void {
  if (key !== "demo") scenes.delete(key);
}

const sceneOf = (key: string): Scene => {
  const scene = scenes.get(key);
  if (!scene) throw new Error(`no scene ${key}: prepare it first`);
  return scene;
};

/**
 * One whole phase on the scene `key` (every enemy, seeded dice "bench"), in milliseconds: the mean of `repeat` phases
 * run one after the other, so that a phase of a few milliseconds is timed finer than a browser's coarsened clock
 * (0.1 ms in a page without cross-origin isolation).
 */
export async function timePhase(key: string, options?: AiOptions, repeat = 1): Promise<number> {
  const { battlefield, figures } = sceneOf(key);
  const request = options ? { battlefield, figures, options } : { battlefield, figures };
  const start = performance.now();
  for (let k = 0; k < repeat; k++) await suggestEnemyPhase(request, new SeededDice("bench"));
  return (performance.now() - start) / repeat;
}

const at = (p: { x: number; y: number }) => ({ x: p.x, y: p.y });

/**
 * What each enemy is told to do in one seeded phase on the scene `key`, numbers unrounded: to compare two builds'
 * suggestions.
 */
export async function suggestionsOf(key: string, seed: string): Promise<unknown[]> {
  const { battlefield, figures } = sceneOf(key);
  const suggestions: EnemySuggestion[] = await suggestEnemyPhase({ battlefield, figures }, new SeededDice(seed));
  return suggestions.map((s) => ({
    figure: s.figureId,
    decision: s.decision.action,
    action: s.action,
    fallback: s.fallback,
    end: at(s.end),
    dash: s.dash,
    facing: s.facing,
    moveCost: s.moveCost,
    path: s.path.map(at),
    attack: s.attack ? { kind: s.attack.kind, target: s.attack.targetId } : null,
  }));
}
