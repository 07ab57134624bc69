import { bench, describe } from "vitest";
import { coverFrom, lineOfSightBetween, reachOf, SeededDice, suggestEnemyPhase, type LineOfSight } from "../src/rules";
// Not in the public index: the phase's recording memo and the yes/no sight verdict, for the breakdown into parts.
import { canSee } from "../src/rules/core/battlefield/sight-verdict";
import { PhaseMemo } from "../src/rules/five-parsecs/ai/phase-memo";
import { battlefield, figures } from "./ai-scene";

// One recorded phase: the reach searches and the Line of Sight and Cover measures it takes, to time each part alone.
const recorded = new PhaseMemo({ record: true });
await suggestEnemyPhase({ battlefield, figures, memo: recorded }, new SeededDice("bench"));
const searches = recorded.searches!;
const measures = recorded.measures!.map((m) => ({
  ...m,
  sight: m.kind === "cover" ? lineOfSightBetween(m.table, m.a, m.b) : (null as LineOfSight | null),
}));
const count = (kind: string): number => measures.filter((m) => m.kind === kind).length;

// Names read by scripts/bench-report.mjs: "whole:" is what the parts ("part:") are shares of; "(10 enemies)" gives a
// per-enemy figure.
const BENCH = { time: 3000, warmupIterations: 5 };
describe(`Enemy Actions phase: ${battlefield.walls.length} wall segments, 10 enemies, 6 crew`, () => {
  bench(
    "whole: suggestEnemyPhase, defaults (10 enemies)",
    async () => {
      await suggestEnemyPhase({ battlefield, figures }, new SeededDice("bench"));
    },
    BENCH,
  );
  bench(
    `part: paths, the phase's ${searches.length} reachOf searches`,
    () => {
      for (const { battlefield: table, figure, lattice, withDash, listEvery } of searches)
        reachOf(table, figure, { lattice, withDash, listEvery });
    },
    BENCH,
  );
  bench(
    `part: sight, its ${count("verdict")} verdicts, ${count("sight")} Lines of Sight, ${count("cover")} Covers`,
    () => {
      for (const m of measures) {
        if (m.kind === "verdict") canSee(m.table, m.a, m.b);
        else if (m.kind === "sight") lineOfSightBetween(m.table, m.a, m.b);
        else coverFrom(m.table, m.a, m.b, m.sight!);
      }
    },
    BENCH,
  );
  bench(
    "suggestEnemyPhase, { lattice: 1, candidateSpacing: 2 } (10 enemies)",
    async () => {
      await suggestEnemyPhase(
        { battlefield, figures, options: { lattice: 1, candidateSpacing: 2 } },
        new SeededDice("bench"),
      );
    },
    BENCH,
  );
});
