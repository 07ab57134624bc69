import type { Battlefield, FigurePlacement, TerrainFeature, Wall } from "../battlefield";
import { EPSILON, pointInPolygonAt, pointSegmentDistanceSquared, type Box, type Point } from "../geometry";
import { Buckets, setBox } from "./buckets";
import type { SearchBuffers } from "./search-buffers";
import { TypedArena } from "./typed-arena";
import { doorsAndWindowsIn, wallRunsIn } from "./wall-runs";

/**
 * Where a figure's base may come to rest, and how high it then stands. A move's path is followed by the figure's
 * centre (`MoveGraph`); where it ends, the whole base must fit on the table's solid ground:
 *
 * - not over a wall (a doorway whose door is open is a gap, not a wall): "A teleporting character that would
 *   materialize inside a solid object suffers a spatial shift" ("Alternative Movement Actions") — no figure is ever
 *   placed inside one;
 * - not over impassable ground: "A character that materializes over an Impassable terrain feature such as a lava
 *   lake, toxic sludge pool, or similar, becomes a casualty" ("Alternative Movement Actions"), and a move may only leap
 *   such a gap ("Leaping"), never stop in it;
 * - an individual feature (a rock, a crate) is either clear of the base or climbed onto ("Moving Up and Down":
 *   "Vertical obstacles can be traversed by simply paying the height of the obstacle in inches"): the figure whose
 *   centre is on it stands on its top, that height its ground ("Good Shot": "terrain height"). A base leaning into
 *   the side of one, its centre on the ground beside it, would be inside the solid object.
 *
 * Touching is allowed: a base exactly against a wall or a rock is "in contact" with it (Cover).
 */
export interface Footing {
  /** Whether the base may rest here. */
  readonly fits: boolean;
  /** Inches above the table of what the centre stands on: the top of the tallest individual feature under it, else 0. */
  readonly ground: number;
  /** The wall or feature the base would overlap, when it does not fit. */
  readonly clash: string | null;
}

/** Where a base of `radius` centred on `centre` rests on `battlefield` (see `Footing`). */
export function footingAt(battlefield: Battlefield, centre: Point, radius: number): Footing {
  const { x, y } = centre;
  const clearSquared = clearanceSquared(radius);
  const box = { minX: x - radius, minY: y - radius, maxX: x + radius, maxY: y + radius };
  for (const i of battlefield.index.wallsIn(box)) {
    const wall = battlefield.walls[i]!;
    if (standsIn(wall) && pointSegmentDistanceSquared(x, y, wall.a, wall.b) < clearSquared)
      return { fits: false, ground: 0, clash: wall.id };
  }
  let ground = 0;
  for (const i of battlefield.index.featuresIn(box)) {
    const feature = battlefield.features[i]!;
    if (!isSolid(feature)) continue;
    const on = groundOf(feature, x, y, clearSquared);
    if (on < 0) return { fits: false, ground: 0, clash: feature.id };
    if (on > ground) ground = on;
  }
  return { fits: true, ground, clash: null };
}

/**
 * `footingAt(...).fits` for the many points of one move's reach: the walls and solid features of its area are listed
 * once in 1" cells (`Buckets`), so each point asks a cell list instead of the battlefield's R-tree.
 */
export class Footings {
  readonly #radius: number;
  readonly #clearSquared: number;
  readonly #walls: readonly Wall[];
  readonly #features: readonly TerrainFeature[];
  readonly #wallBuckets: Buckets;
  readonly #featureBuckets: Buckets;
  readonly #nearWalls: Int32Array;
  readonly #nearFeatures: Int32Array;

  /** `buffers`: where its typed arrays' buffers are borrowed (see `SearchBuffers`); by default a new one of its own. */
  constructor(battlefield: Battlefield, area: Box, radius: number, buffers?: SearchBuffers) {
    this.#radius = radius;
    this.#clearSquared = clearanceSquared(radius);
    const padded = {
      minX: area.minX - radius,
      minY: area.minY - radius,
      maxX: area.maxX + radius,
      maxY: area.maxY + radius,
    };
    // The doors and windows, and the other walls joined into straight runs (a traced scene's pieces): a base overlaps a
    // run exactly where it overlaps one of its pieces, and an open doorway is a gap in neither list.
    this.#walls = [...doorsAndWindowsIn(battlefield.walls, padded), ...wallRunsIn(battlefield.walls, padded)];
    this.#features = battlefield.index
      .featuresIn(padded)
      .map((i) => battlefield.features[i]!)
      .filter(isSolid);
    // One buffer for the typed arrays below (see `TypedArena`).
    const arena = new TypedArena(8192, undefined, buffers),
      walls = this.#walls,
      features = this.#features;
    const wallBox = arena.float64(4 * walls.length),
      featureBox = arena.float64(4 * features.length);
    for (let k = 0; k < walls.length; k++) {
      const { a, b } = walls[k]!;
      setBox(wallBox, k, Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y));
    }
    for (let k = 0; k < features.length; k++) {
      const { box } = features[k]!;
      setBox(featureBox, k, box.minX, box.minY, box.maxX, box.maxY);
    }
    this.#wallBuckets = new Buckets(padded, wallBox, arena);
    this.#featureBuckets = new Buckets(padded, featureBox, arena);
    this.#nearWalls = arena.int32(walls.length);
    this.#nearFeatures = arena.int32(features.length);
  }

  fits(x: number, y: number): boolean {
    const r = this.#radius,
      clearSquared = this.#clearSquared;
    const walls = this.#nearWalls,
      wallCount = this.#wallBuckets.collect(x - r, y - r, x + r, y + r, walls);
    for (let k = 0; k < wallCount; k++) {
      const wall = this.#walls[walls[k]!]!;
      if (pointSegmentDistanceSquared(x, y, wall.a, wall.b) < clearSquared) return false;
    }
    const features = this.#nearFeatures,
      featureCount = this.#featureBuckets.collect(x - r, y - r, x + r, y + r, features);
    for (let k = 0; k < featureCount; k++) {
      const feature = this.#features[features[k]!]!,
        box = feature.box;
      if (box.minX > x + r || box.maxX < x - r || box.minY > y + r || box.maxY < y - r) continue;
      if (groundOf(feature, x, y, clearSquared) < 0) return false;
    }
    return true;
  }
}

/** What a base is placed on or against: every wall but a doorway whose door is open. */
const standsIn = (wall: Wall): boolean => !(wall.kind === "door" && wall.door === "open");
/** Terrain a base may not overlap: impassable ground, and individual features with a height (unless on top). */
const isSolid = (feature: TerrainFeature): boolean =>
  feature.kind === "impassable" || (feature.kind === "individual" && feature.height > 0);
const clearanceSquared = (radius: number): number => (radius > EPSILON ? (radius - EPSILON) ** 2 : 0);

/**
 * A solid feature against a base centred on (x, y): -1 when the base overlaps it without standing on it (any overlap
 * of impassable ground; the rim of a base leaning into an individual feature), the feature's height when the centre
 * stands on an individual feature ("Moving Up and Down": climbed onto), else 0.
 */
function groundOf(feature: TerrainFeature, x: number, y: number, clearSquared: number): number {
  const inside = pointInPolygonAt(x, y, feature.polygon);
  if (inside && feature.kind === "individual") return feature.height;
  return inside || nearOutline(x, y, feature.polygon, clearSquared) ? -1 : 0;
}

/** The height of the ground under a point: the top of the tallest individual feature it is on, else the table (0). */
export function groundUnder(battlefield: Battlefield, p: Point): number {
  let ground = 0;
  for (const i of battlefield.index.featuresIn({ minX: p.x, minY: p.y, maxX: p.x, maxY: p.y })) {
    const feature = battlefield.features[i]!;
    if (feature.kind === "individual" && feature.height > ground && pointInPolygonAt(p.x, p.y, feature.polygon))
      ground = feature.height;
  }
  return ground;
}

function nearOutline(x: number, y: number, polygon: readonly Point[], clearSquared: number): boolean {
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    if (pointSegmentDistanceSquared(x, y, polygon[j]!, polygon[i]!) < clearSquared) return true;
  }
  return false;
}

/**
 * The elevation of a figure moved from where it stands to `to`: it leaves the ground it stood on (the top of a
 * feature it had climbed) and takes the ground at `to`, keeping whatever else raised it (a rooftop the scene set).
 */
export function elevationAfterMove(battlefield: Battlefield, placement: FigurePlacement, to: Point): number {
  if (to.x === placement.centre.x && to.y === placement.centre.y) return placement.elevation;
  return baseElevation(battlefield, placement) + groundUnder(battlefield, to);
}

/** A figure's elevation less the feature it stands on: the level it walks on (the table, a rooftop the scene set). */
export function baseElevation(battlefield: Battlefield, placement: FigurePlacement): number {
  return Math.max(0, placement.elevation - groundUnder(battlefield, placement.centre));
}
