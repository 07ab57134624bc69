import {
  DEFAULT_FIGURE_RADIUS,
  DOOR_STATES,
  FIGURE_HEIGHT_INCHES,
  FOG_CLOUD_RADIUS,
  TERRAIN_KINDS,
  WALL_KINDS,
  type Battlefield,
  type BattleSide,
  type DoorState,
  type FigurePlacement,
  type FogArea,
  type TerrainFeature,
  type TerrainKind,
  type Wall,
  type WallKind,
} from "./battlefield";
import {
  boxOf,
  distance,
  EPSILON,
  isFinitePoint,
  isSelfIntersecting,
  signedArea,
  type Box,
  type Point,
} from "./geometry";
import { checkTableSize } from "./limits-of-the-table";
import { flatbushIndex, scanIndex, withFigureBoxes, type SpatialIndex, type IndexedBoxes } from "./spatial-index";

/**
 * The raw shape a battlefield comes in: plain JSON in inches, as the adapter reads a scene or a test fixture holds
 * it. Everything is `unknown`-tolerant: `buildBattlefield` checks it.
 */
export interface RawBattlefield {
  /** For people reading the data; not used. */
  readonly name?: string;
  readonly width: number;
  readonly height: number;
  readonly walls?: readonly RawWall[];
  readonly features?: readonly RawFeature[];
  readonly figures?: readonly RawFigure[];
  readonly visibility?: number | null;
  readonly fog?: readonly RawFog[];
}
export interface RawWall {
  readonly id?: string;
  readonly a: Point;
  readonly b: Point;
  readonly kind: string;
  readonly door?: string;
  readonly height?: number | null;
}
export interface RawFeature {
  readonly id?: string;
  readonly name?: string;
  readonly kind: string;
  readonly polygon: readonly Point[];
  readonly height?: number;
}
export interface RawFigure {
  readonly id: string;
  readonly side: string;
  readonly centre: Point;
  readonly radius?: number;
  readonly elevation?: number;
  readonly facing?: number;
  readonly height?: number;
}
export interface RawFog {
  readonly id?: string;
  readonly centre: Point;
  readonly radius?: number;
}

export interface BuiltBattlefield {
  readonly battlefield: Battlefield;
  /** One sentence per piece left out or repaired, for the GM's console; the battle goes on without it. */
  readonly warnings: readonly string[];
}

export interface BuildOptions {
  /** "scan" builds the brute-force baseline (benchmarks and cross-checks); the default is the flatbush index. */
  readonly index?: "flatbush" | "scan";
}

/**
 * Heights a feature gets when its data gives none: trees of a wood stand over a figure, a rock or a low wall
 * reaches its waist (1"), flat ground (difficult, impassable pools) hides nothing.
 */
export const DEFAULT_FEATURE_HEIGHT: Readonly<Record<TerrainKind, number>> = {
  area: 3,
  individual: 1,
  linear: 1,
  difficult: 0,
  impassable: 0,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isPositive = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;
const text = (value: unknown, fallback: string): string =>
  typeof value === "string" && value !== "" ? value : fallback;
const show = (value: unknown): string => {
  const shown = JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "number" && !Number.isFinite(v) ? String(v) : v,
  );
  return shown === undefined ? String(value) : shown.length > 80 ? `${shown.slice(0, 77)}...` : shown;
};

/**
 * Checks raw battlefield data and builds the snapshot with its spatial index. Broken pieces (a zero-length wall, a
 * NaN corner, a wood whose outline crosses itself, a token off the table) are skipped with a warning, never thrown:
 * the adapter calls this from canvas hooks. Only input that is not a battlefield at all (no table size) throws, and a
 * table larger than `MAX_TABLE_INCHES` a side (a `TableLimitError`): every cost on the battlefield is bounded by it.
 */
export function buildBattlefield(raw: unknown, options: BuildOptions = {}): BuiltBattlefield {
  if (!isObject(raw)) throw new Error(`Not a battlefield: expected an object with width and height, got ${show(raw)}`);
  if (!isPositive(raw.width) || !isPositive(raw.height)) {
    throw new Error(
      `Not a battlefield: the table needs a positive width and height in inches, got ${show(raw.width)} x ${show(raw.height)}`,
    );
  }
  checkTableSize("buildBattlefield", raw.width, raw.height, "");
  const width = raw.width,
    height = raw.height;
  const warnings: string[] = [];
  const listOf = (key: string): unknown[] => {
    const value = raw[key];
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    warnings.push(`${key} is not a list (got ${show(value)}); none were read`);
    return [];
  };

  const walls = listOf("walls").flatMap((wall, i) => readWall(wall, i, warnings));
  const features = listOf("features").flatMap((feature, i) => readFeature(feature, i, warnings));
  const figures = readFigures(listOf("figures"), width, height, warnings);
  const fog = listOf("fog").flatMap((area, i) => readFog(area, i, warnings));

  let visibility: number | null = null;
  if (raw.visibility !== undefined && raw.visibility !== null) {
    if (isPositive(raw.visibility)) visibility = raw.visibility;
    else
      warnings.push(
        `Visibility must be a positive number of inches or null, got ${show(raw.visibility)}; treated as unlimited`,
      );
  }

  const boxes: IndexedBoxes = {
    walls: walls.map((wall) => boxOf([wall.a, wall.b])),
    features: features.map((feature) => feature.box),
    figures: figures.map(figureBox),
  };
  const index: SpatialIndex = options.index === "scan" ? scanIndex(boxes) : flatbushIndex(boxes);
  return { battlefield: { width, height, walls, features, figures, visibility, fog, index }, warnings };
}

/**
 * The battlefield with its figures read again from `rawFigures` (tokens moved, added or removed): its walls, features
 * and their index kept, only the figures' few boxes indexed anew. The battlefield and warnings `buildBattlefield`
 * gives for the same table with these figures, less the walls' and features' warnings, at the cost of the figures.
 */
export function withFigures(battlefield: Battlefield, rawFigures: readonly unknown[]): BuiltBattlefield {
  const warnings: string[] = [];
  const figures = readFigures(rawFigures, battlefield.width, battlefield.height, warnings);
  const index = withFigureBoxes(battlefield.index, figures.map(figureBox));
  return { battlefield: { ...battlefield, figures, index }, warnings };
}

const figureBox = (figure: FigurePlacement): Box => boxOf([figure.centre], figure.radius);

function readFigures(list: readonly unknown[], width: number, height: number, warnings: string[]): FigurePlacement[] {
  const figures: FigurePlacement[] = [];
  list.forEach((figure, i) => {
    const read = readFigure(figure, i, width, height, warnings);
    if (!read) return;
    if (figures.some((other) => other.id === read.id)) {
      warnings.push(`Figure ${read.id}: a second figure with the same id; skipped`);
      return;
    }
    figures.push(read);
  });
  return figures;
}

function readWall(raw: unknown, i: number, warnings: string[]): Wall[] {
  const id = isObject(raw) ? text(raw.id, `wall #${i + 1}`) : `wall #${i + 1}`;
  if (!isObject(raw)) return skip(warnings, `Wall ${id}: not an object (${show(raw)})`);
  if (!isFinitePoint(raw.a) || !isFinitePoint(raw.b)) {
    return skip(warnings, `Wall ${id}: its ends must be finite points, got ${show(raw.a)} and ${show(raw.b)}`);
  }
  if (distance(raw.a, raw.b) < EPSILON) return skip(warnings, `Wall ${id}: zero length (both ends at ${show(raw.a)})`);
  if (!(WALL_KINDS as readonly unknown[]).includes(raw.kind)) {
    return skip(warnings, `Wall ${id}: unknown kind ${show(raw.kind)} (expected ${WALL_KINDS.join(", ")})`);
  }
  const kind = raw.kind as WallKind;
  let door: DoorState | null = null;
  if (kind === "door") {
    if (raw.door === undefined) door = "closed";
    else if ((DOOR_STATES as readonly unknown[]).includes(raw.door)) door = raw.door as DoorState;
    else {
      warnings.push(`Wall ${id}: unknown door state ${show(raw.door)}; treated as closed`);
      door = "closed";
    }
  }
  let height: number | null = null;
  if (raw.height !== undefined && raw.height !== null) {
    if (isPositive(raw.height)) height = raw.height;
    else
      warnings.push(
        `Wall ${id}: height ${show(raw.height)} is not a positive number of inches; treated as reaching the sky`,
      );
  }
  return [{ id, a: { x: raw.a.x, y: raw.a.y }, b: { x: raw.b.x, y: raw.b.y }, kind, door, height }];
}

function readFeature(raw: unknown, i: number, warnings: string[]): TerrainFeature[] {
  const id = isObject(raw) ? text(raw.id, `feature #${i + 1}`) : `feature #${i + 1}`;
  if (!isObject(raw)) return skip(warnings, `Terrain feature ${id}: not an object (${show(raw)})`);
  if (!(TERRAIN_KINDS as readonly unknown[]).includes(raw.kind)) {
    return skip(
      warnings,
      `Terrain feature ${id}: unknown kind ${show(raw.kind)} (expected ${TERRAIN_KINDS.join(", ")})`,
    );
  }
  const kind = raw.kind as TerrainKind;
  if (!Array.isArray(raw.polygon) || !raw.polygon.every(isFinitePoint)) {
    return skip(
      warnings,
      `Terrain feature ${id}: its outline must be a list of finite points, got ${show(raw.polygon)}`,
    );
  }
  // A repeated corner (closing the ring by repeating the first point, a double click) is harmless: drop it.
  const polygon: Point[] = [];
  for (const p of raw.polygon as Point[]) {
    const last = polygon.at(-1);
    if (!last || distance(last, p) >= EPSILON) polygon.push({ x: p.x, y: p.y });
  }
  if (polygon.length > 1 && distance(polygon[0]!, polygon.at(-1)!) < EPSILON) polygon.pop();
  if (polygon.length < 3)
    return skip(warnings, `Terrain feature ${id}: an outline needs at least 3 distinct corners, got ${polygon.length}`);
  if (isSelfIntersecting(polygon)) return skip(warnings, `Terrain feature ${id}: its outline crosses itself`);
  if (Math.abs(signedArea(polygon)) < EPSILON)
    return skip(warnings, `Terrain feature ${id}: its outline has no area (all corners in a line)`);
  let height = DEFAULT_FEATURE_HEIGHT[kind];
  if (raw.height !== undefined) {
    if (typeof raw.height === "number" && Number.isFinite(raw.height) && raw.height >= 0) height = raw.height;
    else
      warnings.push(
        `Terrain feature ${id}: height must be a finite number of inches, 0 or more, got ${show(raw.height)}; using ${height}"`,
      );
  }
  return [{ id, name: text(raw.name, id), kind, polygon, height, box: boxOf(polygon) }];
}

function readFigure(
  raw: unknown,
  i: number,
  width: number,
  height: number,
  warnings: string[],
): FigurePlacement | null {
  if (!isObject(raw) || typeof raw.id !== "string" || raw.id === "") {
    warnings.push(`Figure #${i + 1}: needs an id (got ${show(raw)}); skipped`);
    return null;
  }
  const id = raw.id;
  if (raw.side !== "crew" && raw.side !== "enemy") {
    warnings.push(`Figure ${id}: side must be "crew" or "enemy", got ${show(raw.side)}; skipped`);
    return null;
  }
  if (!isFinitePoint(raw.centre)) {
    warnings.push(`Figure ${id}: its centre must be a finite point, got ${show(raw.centre)}; skipped`);
    return null;
  }
  const { x, y } = raw.centre;
  if (x < 0 || y < 0 || x > width || y > height) {
    warnings.push(`Figure ${id}: at (${x}, ${y}), outside the ${width}" x ${height}" table; skipped`);
    return null;
  }
  const number = (key: string, fallback: number, valid: (value: number) => boolean): number => {
    const value = raw[key];
    if (value === undefined) return fallback;
    if (typeof value === "number" && Number.isFinite(value) && valid(value)) return value;
    warnings.push(`Figure ${id}: ${key} ${show(value)} is not usable; using ${fallback}`);
    return fallback;
  };
  const facing = number("facing", 0, () => true);
  return {
    id,
    side: raw.side as BattleSide,
    centre: { x, y },
    radius: number("radius", DEFAULT_FIGURE_RADIUS, (v) => v > 0),
    elevation: number("elevation", 0, () => true),
    facing: ((facing % 360) + 360) % 360,
    height: number("height", FIGURE_HEIGHT_INCHES, (v) => v > 0),
  };
}

function readFog(raw: unknown, i: number, warnings: string[]): FogArea[] {
  const id = isObject(raw) ? text(raw.id, `fog #${i + 1}`) : `fog #${i + 1}`;
  if (!isObject(raw) || !isFinitePoint(raw.centre))
    return skip(warnings, `Fog ${id}: needs a finite centre, got ${show(raw)}`);
  let radius = FOG_CLOUD_RADIUS;
  if (raw.radius !== undefined) {
    if (isPositive(raw.radius)) radius = raw.radius;
    else warnings.push(`Fog ${id}: radius ${show(raw.radius)} is not a positive number; using ${FOG_CLOUD_RADIUS}"`);
  }
  return [{ id, centre: { x: raw.centre.x, y: raw.centre.y }, radius }];
}

function skip<T>(warnings: string[], message: string): T[] {
  warnings.push(`${message}; skipped`);
  return [];
}
