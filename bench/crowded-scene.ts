import type { RawBattlefield, RawFeature, RawWall } from "../src/rules";

/** mulberry32: a small seeded generator, so the scene needs nothing from the rules' dice. */
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

const SIZE = 36;
/**
 * A crowded 36" x 36" table (issue 37's "snapshot that follows the table"): `segments` random walls 1-4" long (one in
 * twenty a door), 200 terrain regions of every kind and 20 figures on a 8" x 9" grid, crew and enemies in turn. Seeded.
 */
export function crowdedTable(segments: number): RawBattlefield {
  const rand = random(segments + 37);
  const walls: RawWall[] = [];
  for (let i = 0; i < segments; i++) {
    const x = rand() * SIZE,
      y = rand() * SIZE,
      angle = rand() * Math.PI * 2,
      length = 1 + rand() * 3;
    const b = {
      x: Math.min(SIZE, Math.max(0, x + Math.cos(angle) * length)),
      y: Math.min(SIZE, Math.max(0, y + Math.sin(angle) * length)),
    };
    walls.push({ id: `w${i}`, a: { x, y }, b, kind: i % 20 === 0 ? "door" : "sight" });
  }
  const kinds = ["area", "individual", "linear", "difficult"];
  const features: RawFeature[] = Array.from({ length: 200 }, (_, i) => {
    const x = rand() * (SIZE - 3),
      y = rand() * (SIZE - 3),
      w = 0.5 + rand() * 2.5,
      h = 0.5 + rand() * 2.5;
    return {
      id: `r${i}`,
      kind: kinds[i % kinds.length]!,
      polygon: [
        { x, y },
        { x: x + w, y },
        { x: x + w, y: y + h },
        { x, y: y + h },
      ],
    };
  });
  const figures = Array.from({ length: 20 }, (_, i) => ({
    id: `f${i}`,
    side: i % 2 === 0 ? "crew" : "enemy",
    centre: { x: 2 + (i % 5) * 8, y: 4 + Math.floor(i / 5) * 9 },
  }));
  return { name: `${segments} walls`, width: SIZE, height: SIZE, walls, features, figures };
}
