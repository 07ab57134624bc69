import {
  buildBattlefield,
  type Battlefield,
  type Point,
  type RawBattlefield,
  type RawFeature,
  type RawFigure,
  type RawWall,
} from "../../../rules";
import { ACTOR_TYPES, MODULE_ID } from "../../../views/common/module-id";
import {
  DOOR_STATE_OF,
  WALL_DOOR_NONE,
  WALL_MOVEMENT_NONE,
  WALL_SENSE_NONE,
  type RegionData,
  type SceneData,
  type TokenData,
  type WallData,
} from "./scene-data";
import { rawSightOf, UNLIMITED_SIGHT, type BattleSight } from "./battle-sight";
import { onBattleLevel } from "./levels";
import { regionPolygons } from "./region-outlines";
import type { ShapeGrid } from "./shapes";
import { BATTLEFIELD_FLAGS, TERRAIN_BEHAVIOR_TYPE } from "./terrain-type";

/**
 * The scene as the rules read it: plain data in tabletop inches (docs/rulings.md, ruling 5). Pure: it reads only the
 * document-shaped data given, so tests hold it to fixtures. Never throws: what it cannot read becomes a warning.
 */
export interface SceneBattlefield {
  /** Null when the scene has no usable size or grid (nothing can be measured on it). */
  readonly battlefield: Battlefield | null;
  /** The raw data handed to `buildBattlefield`, for inspection from a macro. */
  readonly raw: RawBattlefield | null;
  readonly warnings: readonly string[];
  /** Names to show for the ids in the verdicts' reasons: terrain features and figures (their tokens' names). */
  readonly names: ReadonlyMap<string, string>;
  /** How canvas pixels become inches on this scene; null with the battlefield. */
  readonly scale: SceneScale | null;
}

/** The scale of a scene: canvas pixels per tabletop inch and the origin of the table, the scene rectangle's corner. */
export interface SceneScale {
  readonly pixelsPerInch: number;
  /** Scene units (token elevation) per inch: the world setting `unitsPerInch`. */
  readonly unitsPerInch: number;
  readonly origin: Point;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const positive = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value > 0;

/** The module's flag on a document, or undefined. */
export function moduleFlag(flags: Readonly<Record<string, unknown>> | undefined, key: string): unknown {
  const own = flags?.[MODULE_ID];
  return isObject(own) ? own[key] : undefined;
}

/** Pixels per inch: the grid's pixels per scene unit times the scene units per inch. Null on a broken grid. */
export function sceneScale(scene: SceneData, unitsPerInch: number): SceneScale | null {
  const { size, distance, sceneX, sceneY } = scene.dimensions;
  if (!positive(size) || !positive(distance) || !positive(unitsPerInch)) return null;
  const origin = { x: Number.isFinite(sceneX) ? sceneX : 0, y: Number.isFinite(sceneY) ? sceneY : 0 };
  return { pixelsPerInch: (size / distance) * unitsPerInch, unitsPerInch, origin };
}

/** A canvas point in tabletop inches from the scene rectangle's top-left corner. */
export const toInches = (p: Point, scale: SceneScale): Point => ({
  x: (p.x - scale.origin.x) / scale.pixelsPerInch,
  y: (p.y - scale.origin.y) / scale.pixelsPerInch,
});

/** A table point in canvas pixels: the inverse of `toInches`, for drawing. */
export const toPixels = (p: Point, scale: SceneScale): Point => ({
  x: p.x * scale.pixelsPerInch + scale.origin.x,
  y: p.y * scale.pixelsPerInch + scale.origin.y,
});

/**
 * Token rotation to the rules' facing. Foundry turns a token clockwise on the screen and a token at rotation 0 looks
 * down the screen (+y), which is where its vision cone points; the rules measure facing from +x towards +y (also
 * clockwise on the screen, y pointing down). So facing = rotation + 90.
 */
export const facingOfRotation = (rotation: number): number => (((rotation + 90) % 360) + 360) % 360;
/** The inverse of `facingOfRotation`, for writing tokens (the demo scene). */
export const rotationOfFacing = (facing: number): number => (((facing - 90) % 360) + 360) % 360;

/** The side of a token: its actor's type, else the module's `side` flag; null for scenery. */
export function sideOfToken(token: TokenData): "crew" | "enemy" | null {
  if (token.actor?.type === ACTOR_TYPES.crew) return "crew";
  if (token.actor?.type === ACTOR_TYPES.enemy) return "enemy";
  const flagged = moduleFlag(token.flags, BATTLEFIELD_FLAGS.side);
  return flagged === "crew" || flagged === "enemy" ? flagged : null;
}

/** The rules' id of a token's figure: its actor's UUID, as everywhere in the module; the token's own without one. */
export const figureIdOfToken = (token: TokenData): string => token.actor?.uuid ?? token.uuid;

/**
 * What a wall is to the rules. Doors (and secret doors) are doors, their state from `ds`; a wall flagged `window`
 * is a window; any other wall that restricts sight blocks sight and movement ("sight"); one that restricts only
 * movement is a movement wall; walls for light or sound alone are not battlefield walls (null).
 */
export function wallToRaw(wall: WallData, scale: SceneScale): RawWall | null {
  const c = Array.isArray(wall.c) ? wall.c : [];
  const a = toInches({ x: Number(c[0]), y: Number(c[1]) }, scale);
  const b = toInches({ x: Number(c[2]), y: Number(c[3]) }, scale);
  const heightFlag = moduleFlag(wall.flags, BATTLEFIELD_FLAGS.height);
  const height = typeof heightFlag === "number" ? { height: heightFlag } : {};
  const base = { id: wall.id, a, b, ...height };
  if (wall.door !== WALL_DOOR_NONE && wall.door !== undefined && wall.door !== null) {
    return { ...base, kind: "door", door: DOOR_STATE_OF[wall.ds] ?? `state ${String(wall.ds)}` };
  }
  if (moduleFlag(wall.flags, BATTLEFIELD_FLAGS.window) === true) return { ...base, kind: "window" };
  if (wall.sight !== WALL_SENSE_NONE) return { ...base, kind: "sight" };
  if (wall.move !== WALL_MOVEMENT_NONE) return { ...base, kind: "movement" };
  return null;
}

/**
 * Terrain features of a region: one per enabled terrain behaviour and shape (a difficult wood is an area behaviour
 * and a difficult behaviour on one region). Named after the behaviour, or the region when the behaviour has no name.
 */
export function regionToRaw(region: RegionData, scale: SceneScale, warnings: string[], grid?: ShapeGrid): RawFeature[] {
  const behaviors = (region.behaviors ?? []).filter(
    (behavior) => behavior.type === TERRAIN_BEHAVIOR_TYPE && !behavior.disabled,
  );
  if (behaviors.length === 0) return [];
  const outlines = regionPolygons(region, grid, warnings).map((outline) => outline.map((p) => toInches(p, scale)));
  if (outlines.length === 0) warnings.push(`Region ${region.name} (${region.id}): terrain without a shape; skipped`);
  return behaviors.flatMap((behavior) =>
    outlines.map((polygon, i): RawFeature => {
      const system = behavior.system ?? {};
      const height = system.height === undefined || system.height === null ? {} : { height: system.height as number };
      return {
        id: `${region.id}.${behavior.id}${outlines.length > 1 ? `.${i + 1}` : ""}`,
        name: behavior.name && behavior.name !== "" ? behavior.name : region.name,
        kind: typeof system.kind === "string" ? system.kind : String(system.kind),
        polygon,
        ...height,
      };
    }),
  );
}

/** A token's figure: centre, base, elevation and facing in the rules' units; null for a token that is not a figure. */
export function tokenToRaw(token: TokenData, scene: SceneData, scale: SceneScale): RawFigure | null {
  const side = sideOfToken(token);
  if (!side) return null;
  const size = scene.dimensions.size;
  const centre = toInches({ x: token.x + (token.width * size) / 2, y: token.y + (token.height * size) / 2 }, scale);
  return {
    id: figureIdOfToken(token),
    side,
    centre,
    radius: (Math.min(token.width, token.height) * size) / 2 / scale.pixelsPerInch,
    elevation: (token.elevation ?? 0) / scale.unitsPerInch,
    facing: facingOfRotation(Number(token.rotation ?? 0)),
  };
}

/**
 * The raw battlefield of a scene (inches), and what could not be read. `sight` is the battle round's vision range and
 * fog cloud (Battle Events); unlimited by default.
 */
export function rawBattlefieldOf(
  whole: SceneData,
  unitsPerInch: number,
  sight: BattleSight = UNLIMITED_SIGHT,
): { readonly raw: RawBattlefield | null; readonly warnings: string[] } {
  return rawOfBattleLevel(onBattleLevel(whole), unitsPerInch, sight);
}

/** `rawBattlefieldOf` for a scene already cut to its battle level. */
function rawOfBattleLevel(
  scene: SceneData,
  unitsPerInch: number,
  sight: BattleSight,
): { readonly raw: RawBattlefield | null; readonly warnings: string[] } {
  const warnings: string[] = [];
  const scale = sceneScale(scene, unitsPerInch);
  if (!scale) {
    const { size, distance } = scene.dimensions;
    warnings.push(
      `Scene ${scene.name}: grid ${String(size)} px per ${String(distance)} units at ${String(unitsPerInch)} units per inch cannot be measured; no battlefield`,
    );
    return { raw: null, warnings };
  }
  const width = scene.dimensions.sceneWidth / scale.pixelsPerInch;
  const height = scene.dimensions.sceneHeight / scale.pixelsPerInch;
  const raw: RawBattlefield = {
    name: scene.name,
    width,
    height,
    walls: scene.walls.flatMap((wall) => wallToRaw(wall, scale) ?? []),
    features: scene.regions.flatMap((region) => regionToRaw(region, scale, warnings, { size: scene.dimensions.size })),
    figures: scene.tokens.flatMap((token) => tokenToRaw(token, scene, scale) ?? []),
    ...rawSightOf(sight, width, height),
  };
  return { raw, warnings };
}

/** The battlefield of a scene: mapped, checked and indexed. Broken pieces are skipped with a warning; never throws. */
export function battlefieldOfScene(
  whole: SceneData,
  unitsPerInch: number,
  sight: BattleSight = UNLIMITED_SIGHT,
): SceneBattlefield {
  const scene = onBattleLevel(whole);
  const none = new Map<string, string>();
  const { raw, warnings } = rawOfBattleLevel(scene, unitsPerInch, sight);
  const scale = sceneScale(scene, unitsPerInch);
  if (!raw || !scale) return { battlefield: null, raw: null, warnings, names: none, scale: null };
  try {
    const built = buildBattlefield(raw);
    const names = new Map<string, string>([
      ...built.battlefield.features.map((feature): [string, string] => [feature.id, feature.name]),
      ...scene.tokens
        .filter((token) => sideOfToken(token))
        .map((token): [string, string] => [figureIdOfToken(token), token.name]),
    ]);
    return { battlefield: built.battlefield, raw, warnings: [...warnings, ...built.warnings], names, scale };
  } catch (error) {
    const message = `Scene ${scene.name}: ${error instanceof Error ? error.message : String(error)}`;
    return { battlefield: null, raw, warnings: [...warnings, message], names: none, scale: null };
  }
}
