import type { BehaviorData, RegionData, SceneData, ShapeData, TokenData, WallData } from "./scene-data";

/*
 * The only code that reads a live Scene for the battlefield: it copies the fields the mapper needs into plain data
 * (`SceneData`) and does nothing else, so everything that decides is tested without Foundry.
 */

const plainFlags = (flags: unknown): Readonly<Record<string, unknown>> =>
  typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>) : {};

function readWall(wall: WallDocument.Implementation): WallData {
  return {
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
  const plain = system instanceof foundry.abstract.DataModel ? (system.toObject(false) as BehaviorData["system"]) : (system as BehaviorData["system"]);
  return { id: behavior.id ?? "", name: behavior.name, type: behavior.type, disabled: behavior.disabled, ...(plain ? { system: plain } : {}) };
}

function readRegion(region: RegionDocument.Implementation): RegionData {
  return {
    id: region.id ?? "",
    name: region.name,
    shapes: region.shapes.map(readShape),
    behaviors: region.behaviors.contents.map(readBehavior),
  };
}

function readToken(token: TokenDocument.Implementation): TokenData {
  const actor = token.actor;
  return {
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

/** The scene as plain data for `battlefieldOfScene`. */
export function readScene(scene: Scene.Implementation): SceneData {
  const d = scene.dimensions;
  return {
    id: scene.id ?? "",
    name: scene.name,
    dimensions: { sceneX: d.sceneX, sceneY: d.sceneY, sceneWidth: d.sceneWidth, sceneHeight: d.sceneHeight, size: d.size, distance: d.distance },
    walls: scene.walls.contents.map(readWall),
    regions: scene.regions.contents.map(readRegion),
    tokens: scene.tokens.contents.map(readToken),
  };
}
