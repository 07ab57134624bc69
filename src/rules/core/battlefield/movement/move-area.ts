import type { Battlefield, FigurePlacement, TerrainFeature, Wall } from "../battlefield";
import { EPSILON, type Box } from "../geometry";
import { Buckets, setBox } from "./buckets";
import { FREE_DROP_INCHES } from "./movement-rules";
import {
  FEATURE_DIFFICULT,
  FEATURE_IMPASSABLE,
  FEATURE_INDIVIDUAL,
  FEATURE_LINEAR,
  longestEdge,
  OUTLINE_MARGIN,
  WALL_BLOCKS,
  WALL_DOOR,
  WALL_WINDOW,
} from "./move-step";
import type { TypedArena } from "./typed-arena";
import { doorsAndWindowsIn, wallRunsIn } from "./wall-runs";

/*
 * What a move's graph knows of the small part of the table a move can reach, listed once when the graph is made:
 * the walls, features and other figures there, each kind as a number and each box in a typed array, in 1" cells
 * (`Buckets`). Carved from the search's arena, so making them allocates no buffer of their own.
 */

export interface AreaWalls {
  /** Doors and windows as they are (a move names them); the walls that only stop it as straight runs. */
  readonly walls: readonly Wall[];
  readonly kind: Uint8Array;
  readonly box: Float64Array;
  readonly buckets: Buckets;
}

export interface AreaFeatures {
  /** Those a move meets: difficult and impassable ground, and linear or individual features with a height. */
  readonly features: readonly TerrainFeature[];
  readonly kind: Uint8Array;
  readonly box: Float64Array;
  /** Per feature: how close to its outline a step must come before the step tests can tell (`NearLists.#whereIs`). */
  readonly margin: Float64Array;
  readonly buckets: Buckets;
  readonly hasDifficultGround: boolean;
  readonly hasImpassableGround: boolean;
  /** Whether an individual feature more than 1" tall is among them: without one, no step ends in a jump down. */
  readonly hasJumpingOff: boolean;
}

export interface AreaFigures {
  /** The other figures whose bases the mover's could touch in the area. */
  readonly figures: readonly FigurePlacement[];
  /** Per figure: its radius plus the mover's, the closest the two centres may come. */
  readonly reach: Float64Array;
  /** Per figure: the box its centre's reach covers (where the mover's centre may not come). */
  readonly box: Float64Array;
  readonly buckets: Buckets;
}

export function wallsIn(battlefield: Battlefield, area: Box, arena: TypedArena): AreaWalls {
  const walls = doorsAndWindowsIn(battlefield.walls, area);
  walls.push(...wallRunsIn(battlefield.walls, area));
  const kind = arena.uint8(walls.length),
    box = arena.float64(4 * walls.length);
  for (let k = 0; k < walls.length; k++) {
    const { kind: wallKind, door, a, b } = walls[k]!;
    kind[k] = wallKind === "door" && door === "closed" ? WALL_DOOR : wallKind === "window" ? WALL_WINDOW : WALL_BLOCKS;
    setBox(box, k, Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y));
  }
  return { walls, kind, box, buckets: new Buckets(area, box, arena) };
}

export function featuresIn(battlefield: Battlefield, area: Box, arena: TypedArena): AreaFeatures {
  // Area features (woods) do not slow a move, and flat features other than difficult or impassable ground do nothing.
  const features: TerrainFeature[] = [];
  for (const i of battlefield.index.featuresIn(area)) {
    const f = battlefield.features[i]!;
    if (
      f.kind === "difficult" ||
      f.kind === "impassable" ||
      ((f.kind === "linear" || f.kind === "individual") && f.height > 0)
    )
      features.push(f);
  }
  const kind = arena.uint8(features.length),
    box = arena.float64(4 * features.length),
    margin = arena.float64(features.length);
  let hasDifficultGround = false,
    hasImpassableGround = false,
    hasJumpingOff = false;
  for (let k = 0; k < features.length; k++) {
    const { kind: featureKind, box: bounds, polygon, height } = features[k]!;
    kind[k] =
      featureKind === "impassable"
        ? FEATURE_IMPASSABLE
        : featureKind === "difficult"
          ? FEATURE_DIFFICULT
          : featureKind === "linear"
            ? FEATURE_LINEAR
            : FEATURE_INDIVIDUAL;
    setBox(box, k, bounds.minX, bounds.minY, bounds.maxX, bounds.maxY);
    margin[k] = OUTLINE_MARGIN + 2 * EPSILON * longestEdge(polygon);
    if (featureKind === "difficult") hasDifficultGround = true;
    else if (featureKind === "impassable") hasImpassableGround = true;
    else if (featureKind === "individual" && height > FREE_DROP_INCHES) hasJumpingOff = true;
  }
  return {
    features,
    kind,
    box,
    margin,
    buckets: new Buckets(area, box, arena),
    hasDifficultGround,
    hasImpassableGround,
    hasJumpingOff,
  };
}

export function figuresIn(battlefield: Battlefield, mover: FigurePlacement, area: Box, arena: TypedArena): AreaFigures {
  const r = mover.radius;
  const near = { minX: area.minX - r, minY: area.minY - r, maxX: area.maxX + r, maxY: area.maxY + r };
  const figures: FigurePlacement[] = [];
  for (const i of battlefield.index.figuresIn(near)) {
    const other = battlefield.figures[i]!,
      { x, y } = other.centre,
      radius = other.radius;
    // The index may answer more than the box asks (a snapshot with a figure moved scans them all): a base wholly
    // outside would only crowd the grid's edge cells, where every point near the edge would gather it.
    if (
      other.id === mover.id ||
      x + radius < near.minX ||
      x - radius > near.maxX ||
      y + radius < near.minY ||
      y - radius > near.maxY
    )
      continue;
    figures.push(other);
  }
  const reach = arena.float64(figures.length),
    box = arena.float64(4 * figures.length);
  for (let k = 0; k < figures.length; k++) {
    const { centre, radius } = figures[k]!,
      limit = radius + r;
    reach[k] = limit;
    setBox(box, k, centre.x - limit, centre.y - limit, centre.x + limit, centre.y + limit);
  }
  return { figures, reach, box, buckets: new Buckets(area, box, arena) };
}
