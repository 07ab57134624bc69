// Imports only the rules' public index, like ai-scene.ts: `scripts/bench-shipped.mjs` bundles it against the baseline
// commit's src/rules too.
import type { Point, RawBattlefield, RawFigure, RawWall } from "../src/rules";

/**
 * The constant-density scene of issue #18: random walls 1-4" long at random angles (one in ten a window), about one
 * wall per `INCHES_SQUARED_PER_WALL` square inches of a square table, so more walls make a bigger table, never a more
 * cluttered one. The figures stand in a 48" square in the middle of the table, whatever its size: the crew in a 12"
 * strip along its bottom edge, the enemies above them.
 *
 * The walls are drawn tile by tile (8" tiles counted from the middle of the table, each from its own seed) and the
 * figures from a seed of their own, so the middle of the table is the same wall for wall on every table: every figure
 * sees the same surroundings, and whatever a phase pays beyond its cost on the smallest table is paid for walls far
 * from every figure (the table's edge still moves: it is 10" from the square at 1,000 walls).
 *
 * The density is set so that 50,000 walls fill the largest table the rules accept (480" a side): 1,000 walls make a
 * table 68" across, 20,000 walls 304" and 50,000 walls 480" (sides rounded to 4"). The count asked for is the expected
 * one; a table holds it to within a few percent (`prepare` reports the real count). Seeded: the same spec always gives
 * the same scene.
 */
export const INCHES_SQUARED_PER_WALL = (479 * 479) / 50_000;
export const SQUARE_INCHES = 48;
const TILE_INCHES = 8;
const CREW_STRIP_INCHES = 12;
/** No figure's centre is placed nearer a wall than this (a base is 0.5" in radius), nor nearer another figure. */
const CLEAR_OF_WALLS = 0.75,
  CLEAR_OF_FIGURES = 1.5;

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

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

export interface DensitySceneSpec {
  readonly walls: number;
  readonly enemies: number;
  readonly crew: number;
  readonly seed?: number;
  /** Square inches of table per wall; `INCHES_SQUARED_PER_WALL` by default. */
  readonly inchesSquaredPerWall?: number;
}

/** A seed for tile (i, j) of scene seed `seed`. */
const tileSeed = (seed: number, i: number, j: number): number =>
  (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(i + 0x7fff, 0xc2b2ae35) ^ Math.imul(j + 0x3fff, 0x27d4eb2f)) >>>
  0;

export function densityScene({
  walls: count,
  enemies,
  crew,
  seed = 18,
  inchesSquaredPerWall = INCHES_SQUARED_PER_WALL,
}: DensitySceneSpec): RawBattlefield {
  // A side in whole multiples of 4", so the middle falls on the same lattice (0.5") and candidate spacing (1", 2") on
  // every table, and figures there are searched on the same points.
  const size = Math.round(Math.sqrt(count * inchesSquaredPerWall) / 4) * 4,
    middle = size / 2;
  const perTile = (TILE_INCHES * TILE_INCHES) / inchesSquaredPerWall;
  const tiles = Math.ceil(middle / TILE_INCHES);
  const walls: RawWall[] = [];
  for (let j = -tiles; j < tiles; j++) {
    for (let i = -tiles; i < tiles; i++) {
      const rand = random(tileSeed(seed, i, j));
      const n = Math.floor(perTile) + (rand() < perTile % 1 ? 1 : 0);
      for (let k = 0; k < n; k++) {
        const x = middle + (i + rand()) * TILE_INCHES,
          y = middle + (j + rand()) * TILE_INCHES,
          angle = rand() * Math.PI * 2,
          length = 1 + rand() * 3;
        const kind = rand() < 0.1 ? "window" : "sight";
        if (x < 0 || y < 0 || x > size || y > size) continue;
        const b = {
          x: Math.min(size, Math.max(0, x + Math.cos(angle) * length)),
          y: Math.min(size, Math.max(0, y + Math.sin(angle) * length)),
        };
        walls.push({ id: `w${i},${j},${k}`, a: { x, y }, b, kind });
      }
    }
  }
  const x0 = middle - SQUARE_INCHES / 2,
    y0 = middle - SQUARE_INCHES / 2;
  const near = walls.filter(
    (w) =>
      Math.max(w.a.x, w.b.x) >= x0 - 1 &&
      Math.min(w.a.x, w.b.x) <= x0 + SQUARE_INCHES + 1 &&
      Math.max(w.a.y, w.b.y) >= y0 - 1 &&
      Math.min(w.a.y, w.b.y) <= y0 + SQUARE_INCHES + 1,
  );
  const rand = random(seed);
  const figures: RawFigure[] = [];
  const place = (id: string, side: "crew" | "enemy", top: number, height: number, facing: number) => {
    for (let tries = 0; tries < 10_000; tries++) {
      const centre = { x: x0 + 1 + rand() * (SQUARE_INCHES - 2), y: top + rand() * height };
      if (near.some((w) => distanceToSegment(centre, w.a, w.b) < CLEAR_OF_WALLS)) continue;
      if (figures.some((f) => Math.hypot(f.centre.x - centre.x, f.centre.y - centre.y) < CLEAR_OF_FIGURES)) continue;
      figures.push({ id, side, centre, facing });
      return;
    }
    throw new Error(`density scene: no room for ${id}`);
  };
  // Enemies face down the table towards the crew's strip, the crew face up.
  for (let i = 1; i <= enemies; i++) place(`enemy-${i}`, "enemy", y0 + 1, SQUARE_INCHES - CREW_STRIP_INCHES - 2, 90);
  for (let i = 1; i <= crew; i++)
    place(`crew-${i}`, "crew", y0 + SQUARE_INCHES - CREW_STRIP_INCHES, CREW_STRIP_INCHES - 1, 270);
  return { name: `constant density, ${walls.length} walls`, width: size, height: size, walls, features: [], figures };
}
