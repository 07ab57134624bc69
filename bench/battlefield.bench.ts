import { bench, describe } from "vitest";
import demo from "../data/demo-battlefield.json";
import { crewFigure } from "../test/fixtures/figures";
import { naiveReach } from "../test/fixtures/naive-reach";
import {
  buildBattlefield,
  cheapestPath,
  coverFrom,
  reachOf,
  lineOfSightBetween,
  type Battlefield,
  type RawBattlefield,
  type RawFeature,
  type RawWall,
} from "../src/rules";

/**
 * Line of Sight plus Cover on generated scenes of 100, 1,000 and 10,000 wall segments, through the flatbush index
 * against a brute-force scan of every segment. The scenes keep one density (a 36" table holds 100 segments), so the
 * big ones are big maps, as a 10,000-segment Foundry scene would be; shots are between figures up to 24" apart.
 */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generatedScene(segments: number): RawBattlefield {
  const rand = random(segments);
  const size = 36 * Math.sqrt(segments / 100);
  const walls: RawWall[] = [];
  for (let i = 0; i < segments; i++) {
    const x = rand() * size,
      y = rand() * size,
      angle = rand() * Math.PI * 2,
      length = 1 + rand() * 3;
    const kind = rand() < 0.1 ? "window" : "sight";
    walls.push({ a: { x, y }, b: { x: x + Math.cos(angle) * length, y: y + Math.sin(angle) * length }, kind });
  }
  const features: RawFeature[] = [];
  const kinds = ["area", "individual", "linear", "difficult"];
  for (let i = 0; i < segments / 10; i++) {
    const x = rand() * size,
      y = rand() * size,
      w = 0.5 + rand() * 3,
      h = 0.5 + rand() * 3;
    features.push({
      kind: kinds[i % kinds.length]!,
      height: 1,
      polygon: [
        { x, y },
        { x: x + w, y },
        { x: x + w, y: y + h },
        { x, y: y + h },
      ],
    });
  }
  // 60 figures per 36" table, the same density as the walls.
  const figures = Array.from({ length: Math.round(0.6 * segments) }, (_, i) => ({
    id: `f${i}`,
    side: i % 2 === 0 ? "crew" : "enemy",
    centre: { x: rand() * size, y: rand() * size },
  }));
  return { width: size, height: size, walls, features, figures };
}

/** Every crew-enemy pair within 24" (a long weapon range), the shots a battle asks about. */
function pairsOf(battlefield: Battlefield) {
  const crew = battlefield.figures.filter((f) => f.side === "crew"),
    enemies = battlefield.figures.filter((f) => f.side === "enemy");
  const pairs = crew.flatMap((a) =>
    enemies
      .filter((b) => Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) <= 24)
      .map((b) => [a, b] as const),
  );
  return pairs.slice(0, 100);
}

for (const segments of [100, 1_000, 10_000]) {
  const raw = generatedScene(segments);
  const indexed = buildBattlefield(raw).battlefield;
  const scanned = buildBattlefield(raw, { index: "scan" }).battlefield;
  const pairs = pairsOf(indexed);
  const check = (battlefield: Battlefield) => () => {
    for (const [a, b] of pairs) coverFrom(battlefield, a, b, lineOfSightBetween(battlefield, a, b));
  };
  describe(`Line of Sight + Cover, ${pairs.length} shots, ${segments.toLocaleString("en")} wall segments`, () => {
    bench("flatbush index", check(indexed));
    bench("baseline: brute-force scan", check(scanned));
  });
}

/** One figure's move on the demo scene: what the canvas shows on selecting a token, and a path to a hovered point. */
describe("Movement on the demo battlefield (one figure, Speed 4)", () => {
  const battlefield = buildBattlefield(demo).battlefield;
  const scout = crewFigure({ id: "crew-2", speed: 4 });
  bench("reachOf (move and Dash) + pathTo one point", () => {
    reachOf(battlefield, scout).pathTo({ x: 11, y: 19.5 });
  });
  bench("baseline: naive Dijkstra, every step asked of MoveGraph", () => {
    naiveReach(battlefield, "crew-2", 6);
  });
  bench('cheapestPath to a point 6" away, past the low wall', () => {
    cheapestPath(battlefield, scout, { x: 9, y: 11.2 }, { maxCost: 12 });
  });
  bench("cheapestPath across the table (no limit)", () => {
    cheapestPath(battlefield, scout, { x: 30, y: 34 });
  });
});
