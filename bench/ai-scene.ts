// Imports only the rules' public index (src/rules/index.ts): `scripts/bench-shipped.mjs` bundles this file a second
// time against the baseline commit's src/rules, so it may use nothing that index did not export then.
import demo from "../data/demo-battlefield.json";
import { crewFigure, enemyFigure, weapon } from "../test/fixtures/figures";
import {
  buildBattlefield,
  type AiType,
  type Battlefield,
  type Figure,
  type RawBattlefield,
  type RawWall,
} from "../src/rules";

/**
 * A whole Enemy Actions phase on the demo battlefield scaled to about 1,000 wall segments: each of the demo's walls is
 * cut into pieces about 0.15" long (as a traced Foundry scene would be), two more enemies join the eight, and the six
 * crew stay. Ten enemies of mixed AI types, one a Guardian, each with a carbine; the crew carry rifles.
 */
export function scaledDemo(): RawBattlefield {
  const walls: RawWall[] = [];
  const raw = demo as unknown as RawBattlefield;
  const pieces = Math.ceil(1000 / raw.walls!.length);
  raw.walls!.forEach((w, i) => {
    const { a, b } = w as RawWall;
    for (let k = 0; k < pieces; k++) {
      const t0 = k / pieces,
        t1 = (k + 1) / pieces;
      walls.push({
        ...(w as RawWall),
        id: `${(w as { id?: string }).id ?? i}-${k}`,
        a: { x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0 },
        b: { x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1 },
      });
    }
  });
  const figures = [
    ...raw.figures!,
    { id: "enemy-9", side: "enemy", centre: { x: 33, y: 8 }, facing: 180 },
    { id: "enemy-10", side: "enemy", centre: { x: 27, y: 30 }, facing: 180 },
  ];
  return { ...raw, walls, figures };
}

const AIS: readonly AiType[] = [
  "tactical",
  "aggressive",
  "cautious",
  "defensive",
  "rampaging",
  "beast",
  "guardian",
  "tactical",
  "aggressive",
  "cautious",
];

/**
 * The rules figures of a table's placements: crew with rifles; enemies of mixed AI types in table order (every tenth
 * one a Guardian of "enemy-1", every tenth a Beast without weapons), the others with carbines.
 */
export function figuresOf(battlefield: Battlefield): Map<string, Figure> {
  const figures = new Map<string, Figure>();
  let e = 0;
  for (const p of battlefield.figures) {
    if (p.side === "crew") figures.set(p.id, crewFigure({ id: p.id, name: p.id, weapons: [weapon("rifle", 24)] }));
    else {
      const ai = AIS[e++ % AIS.length]!;
      figures.set(
        p.id,
        enemyFigure({
          id: p.id,
          name: p.id,
          ai,
          weapons: ai === "beast" ? [] : [weapon("carbine", 18)],
          guardianOf: ai === "guardian" ? "enemy-1" : null,
        }),
      );
    }
  }
  return figures;
}

export const battlefield = buildBattlefield(scaledDemo()).battlefield;
export const figures = figuresOf(battlefield);
