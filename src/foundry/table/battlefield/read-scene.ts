import type { V14PlaceableLevels, V14SceneLevels, V14TokenLevel } from "../generation/v14";
import type { BehaviorData, LevelData, RegionData, SceneData, ShapeData, TokenData, WallData } from "./scene-data";
import { readRegionOutlines } from "./read-outlines";

/*
 * The only code that reads a live Scene for the battlefield: it copies the fields the mapper needs into plain data
 * (`SceneData`) and does nothing else, so everything that decides is tested without Foundry.
 */

const plainFlags = (flags: unknown): Readonly<Record<string, unknown>> =>
  typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>) : {};

/** v14: the Levels a wall or region belongs to (a set or an array of ids); undefined on v13. */
function readLevels(document: V14PlaceableLevels): readonly string[] | null | undefined {
  const levels = document.levels;
  if (levels === undefined || levels === null) return levels;
  return typeof levels === "object" && Symbol.iterator in levels
    ? [...levels].filter((id): id is string => typeof id === "string")
    : undefined;
}

const withLevels = (document: V14PlaceableLevels): { readonly levels?: readonly string[] | null } => {
  const levels = readLevels(document);
  return levels === undefined ? {} : { levels };
};

export function readWall(wall: WallDocument.Implementation): WallData {
  return {
    ...withLevels(wall as V14PlaceableLevels),
    id: wall.id ?? "",
    c: [...wall.c],
    move: Number(wall.move),
    sight: Number(wall.sight),
    door: Number(wall.door),
    ds: Number(wall.ds),
    flags: plainFlags(wall.flags),
  };
}

/** A shape's data as plain values (`toObject` of its DataModel). */
const readShape = (shape: { toObject(): object }): ShapeData => shape.toObject() as ShapeData;

function readBehavior(behavior: RegionBehavior.Implementation): BehaviorData {
  const system = behavior.system as unknown;
  const plain =
    system instanceof foundry.abstract.DataModel
      ? (system.toObject(false) as BehaviorData["system"])
      : (system as BehaviorData["system"]);
  return {
    id: behavior.id ?? "",
    name: behavior.name,
    type: behavior.type,
    disabled: behavior.disabled,
    ...(plain ? { system: plain } : {}),
  };
}

function readRegion(region: RegionDocument.Implementation): RegionData {
  const outlines = readRegionOutlines(region);
  return {
    ...withLevels(region as V14PlaceableLevels),
    ...(outlines ? { outlines } : {}),
    id: region.id ?? "",
    name: region.name,
    shapes: region.shapes.map(readShape),
    behaviors: region.behaviors.contents.map(readBehavior),
  };
}

export function readToken(token: TokenDocument.Implementation): TokenData {
  const actor = token.actor;
  const level = (token as V14TokenLevel).level;
  return {
    ...(typeof level === "string" ? { level } : {}),
    id: token.id ?? "",
    uuid: token.uuid,
    name: token.name,
    x: token.x,
    y: token.y,
    width: Number(token.width),
    height: Number(token.height),
    elevation: token.elevation,
    rotation: token.rotation,
    actor: actor ? { uuid: actor.uuid, type: actor.type } : null,
    flags: plainFlags(token.flags),
  };
}

/** v14 Scene Levels: the scene's Levels, in their order; empty on v13 and on a scene without levels. */
export function sceneLevels(scene: Scene.Implementation): LevelData[] {
  const levels = (scene as V14SceneLevels).levels;
  if (!levels || typeof levels.size !== "number" || !Array.isArray(levels.contents)) return [];
  return levels.contents.map((level) => ({
    id: level.id ?? "",
    name: level.name ?? "",
    ...(typeof level.elevation?.bottom === "number" ? { bottom: level.elevation.bottom } : {}),
    ...(typeof level.elevation?.top === "number" ? { top: level.elevation.top } : {}),
  }));
}

/**
 * The scene as plain data for `battlefieldOfScene`. `level` is the v14 Level the battle is fought on (see
 * battle-level.ts); without one every wall, region and token is read, as on v13.
 */
export function readScene(scene: Scene.Implementation, level: string | null = null): SceneData {
  return {
    ...readTokensOf(scene, level),
    walls: scene.walls.contents.map(readWall),
    regions: scene.regions.contents.map(readRegion),
  };
}

/**
 * The scene as `readScene` reads it without its walls and regions: what a token's change needs to follow the snapshot
 * in place, while the walls' and regions' index is kept (snapshot-update.ts).
 */
export function readTokensOf(scene: Scene.Implementation, level: string | null = null): SceneData {
  const d = scene.dimensions;
  const levels = sceneLevels(scene);
  return {
    ...(levels.length > 0 ? { levels } : {}),
    ...(level ? { level } : {}),
    id: scene.id ?? "",
    name: scene.name,
    dimensions: {
      sceneX: d.sceneX,
      sceneY: d.sceneY,
      sceneWidth: d.sceneWidth,
      sceneHeight: d.sceneHeight,
      size: d.size,
      distance: d.distance,
    },
    walls: [],
    regions: [],
    tokens: scene.tokens.contents.map(readToken),
  };
}
