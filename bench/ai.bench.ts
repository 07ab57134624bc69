import { bench, describe } from "vitest";
import demo from "../test/fixtures/demo-battlefield.json";
import { crewFigure, enemyFigure, weapon } from "../test/fixtures/figures";
import { buildBattlefield, coverFrom, lineOfSightBetween, reachOf, type LineOfSight, type RawBattlefield, type RawWall } from "../src/rules/battlefield";
import { canSee } from "../src/rules/battlefield/sight-verdict";
import { SeededDice } from "../src/rules/dice/seeded-dice";
import { suggestEnemyPhase } from "../src/rules/ai";
import { PhaseMemo } from "../src/rules/ai/phase-memo";
import type { AiType, Figure } from "../src/rules";

/**
 * A whole Enemy Actions phase on the demo battlefield scaled to about 1,000 wall segments: each of the demo's walls is
 * cut into pieces about 0.15" long (as a traced Foundry scene would be), two more enemies join the eight, and the six
 * crew stay. Ten enemies of mixed AI types, one a Guardian, each with a carbine; the crew carry rifles.
 */
function scaledDemo(): RawBattlefield {
  const walls: RawWall[] = [];
  const raw = demo as unknown as RawBattlefield;
  const pieces = Math.ceil(1000 / raw.walls!.length);
  raw.walls!.forEach((w, i) => {
    const { a, b } = w as RawWall;
    for (let k = 0; k < pieces; k++) {
      const t0 = k / pieces, t1 = (k + 1) / pieces;
      walls.push({ ...(w as RawWall), id: `${(w as { id?: string }).id ?? i}-${k}`, a: { x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0 }, b: { x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1 } });
    }
  });
  const figures = [...raw.figures!, { id: "enemy-9", side: "enemy", centre: { x: 33, y: 8 }, facing: 180 }, { id: "enemy-10", side: "enemy", centre: { x: 27, y: 30 }, facing: 180 }];
  return { ...raw, walls, figures };
}

const AIS: readonly AiType[] = ["tactical", "aggressive", "cautious", "defensive", "rampaging", "beast", "guardian", "tactical", "aggressive", "cautious"];
const raw = scaledDemo();
const battlefield = buildBattlefield(raw).battlefield;
const figures = new Map<string, Figure>();
let e = 0;
for (const p of battlefield.figures) {
  if (p.side === "crew") figures.set(p.id, crewFigure({ id: p.id, name: p.id, weapons: [weapon("rifle", 24)] }));
  else {
    const ai = AIS[e++ % AIS.length]!;
    figures.set(p.id, enemyFigure({ id: p.id, name: p.id, ai, weapons: ai === "beast" ? [] : [weapon("carbine", 18)], guardianOf: ai === "guardian" ? "enemy-1" : null }));
  }
}

// One recorded phase: the reach searches and the Line of Sight and Cover measures it takes, to time each part alone.
const recorded = new PhaseMemo({ record: true });
await suggestEnemyPhase({ battlefield, figures, memo: recorded }, new SeededDice("bench"));
const searches = recorded.searches!;
const measures = recorded.measures!.map((m) => ({ ...m, sight: m.kind === "cover" ? lineOfSightBetween(m.table, m.a, m.b) : null as LineOfSight | null }));
const count = (kind: string): number => measures.filter((m) => m.kind === kind).length;

// Names read by scripts/bench-report.mjs: "whole:" is what the parts ("part:") are shares of; "(10 enemies)" gives a
// per-enemy figure.
const BENCH = { time: 3000, warmupIterations: 5 };
describe(`Enemy Actions phase: ${battlefield.walls.length} wall segments, 10 enemies, 6 crew`, () => {
  bench("whole: suggestEnemyPhase, defaults (10 enemies)", async () => {
    await suggestEnemyPhase({ battlefield, figures }, new SeededDice("bench"));
  }, BENCH);
  bench(`part: paths, the phase's ${searches.length} reachOf searches`, () => {
    for (const { battlefield: table, figure, lattice, withDash } of searches) reachOf(table, figure, { lattice, withDash });
  }, BENCH);
  bench(`part: sight, its ${count("verdict")} verdicts, ${count("sight")} Lines of Sight, ${count("cover")} Covers`, () => {
    for (const m of measures) {
      if (m.kind === "verdict") canSee(m.table, m.a, m.b);
      else if (m.kind === "sight") lineOfSightBetween(m.table, m.a, m.b);
      else coverFrom(m.table, m.a, m.b, m.sight!);
    }
  }, BENCH);
  bench("suggestEnemyPhase, { lattice: 1, candidateSpacing: 2 } (10 enemies)", async () => {
    await suggestEnemyPhase({ battlefield, figures, options: { lattice: 1, candidateSpacing: 2 } }, new SeededDice("bench"));
  }, BENCH);
});
