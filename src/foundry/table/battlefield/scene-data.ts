/**
 * A scene as plain, document-shaped data: what `readScene` copies out of a live v13 or v14 Scene and what tests write by
 * hand. Only the fields the battlefield needs; values are `unknown`-tolerant where documents can hold junk (an old
 * world, a macro writing `_source`): the mapper passes them on and `buildBattlefield` warns about what it cannot use.
 */

import type { V14ShapeFields } from "../generation/v14";

/** `scene.dimensions`: the scene rectangle inside the padding, and the grid, in pixels and scene units. */
export interface SceneDimensionsData {
  /** Left edge of the scene rectangle (the padding) in canvas pixels. */
  readonly sceneX: number;
  readonly sceneY: number;
  readonly sceneWidth: number;
  readonly sceneHeight: number;
  /** Pixels per grid space. */
  readonly size: number;
  /** Scene units per grid space (`grid.distance`). */
  readonly distance: number;
}

/** A v13 WallDocument: `c` is [x0, y0, x1, y1] in canvas pixels; senses and doors are CONST numbers. */
export interface WallData {
  readonly id: string;
  readonly c: readonly number[];
  /** CONST.WALL_MOVEMENT_TYPES: 0 none, 20 normal. */
  readonly move: number;
  /** CONST.WALL_SENSE_TYPES: 0 none, 10 limited, 20 normal, 30 proximity, 40 distance. */
  readonly sight: number;
  /** CONST.WALL_DOOR_TYPES: 0 none, 1 door, 2 secret door. */
  readonly door: number;
  /** CONST.WALL_DOOR_STATES: 0 closed, 1 open, 2 locked. */
  readonly ds: number;
  readonly flags?: Readonly<Record<string, unknown>>;
  /** v14: the ids of the Levels the wall belongs to; absent, null or empty on every level (and always on v13). */
  readonly levels?: readonly string[] | null;
}

/**
 * A region shape (BaseShapeData): v13's rectangle, circle, ellipse or polygon, and v14's emanation, cone, ring, line,
 * token and grid (generation/v14.ts names each field's source); possibly a hole.
 */
export interface ShapeData extends Omit<V14ShapeFields, "base"> {
  readonly type: string;
  readonly hole?: boolean;
  readonly x?: number;
  readonly y?: number;
  readonly width?: number;
  readonly height?: number;
  readonly radius?: number;
  readonly radiusX?: number;
  readonly radiusY?: number;
  /**
   * Degrees, clockwise on the screen. A rectangle turns about its centre on v13 (no anchor fields) and about (x, y)
   * on v14 (foundryvtt#13298); an ellipse about its centre; a cone or a line points along it from (x, y).
   */
  readonly rotation?: number;
  /** Polygon corners as a flat list [x0, y0, x1, y1, ...]. */
  readonly points?: readonly number[];
  /** v14 emanation: the shape it grows from by `radius`. */
  readonly base?: ShapeData;
}

/**
 * A region's outline as core computed it (`RegionDocument#polygonTree`, v13 and v14): every shape type, anchors,
 * `gridBased` and the union of overlapping shapes already applied. One per outer polygon, with the holes cut into it.
 */
export interface RegionOutline {
  /** Corners as a flat list [x0, y0, x1, y1, ...] in canvas pixels. */
  readonly points: readonly number[];
  readonly holes: readonly (readonly number[])[];
}

/** A RegionBehavior: only this module's terrain behaviours are read. */
export interface BehaviorData {
  readonly id: string;
  readonly name?: string;
  readonly type: string;
  readonly disabled?: boolean;
  readonly system?: { readonly kind?: unknown; readonly height?: unknown };
}

export interface RegionData {
  readonly id: string;
  readonly name: string;
  readonly shapes: readonly ShapeData[];
  readonly behaviors: readonly BehaviorData[];
  /** Core's computed outline, when the region is a live document; the mapper prefers it to `shapes`. */
  readonly outlines?: readonly RegionOutline[];
  /** v14: the ids of the Levels the region belongs to; absent, null or empty on every level. */
  readonly levels?: readonly string[] | null;
}

/** A TokenDocument and the type of its (synthetic, for unlinked tokens) actor. */
export interface TokenData {
  readonly id: string;
  readonly uuid: string;
  readonly name: string;
  /** Top-left corner in canvas pixels. */
  readonly x: number;
  readonly y: number;
  /** Grid spaces. */
  readonly width: number;
  readonly height: number;
  /** Scene units above the ground. */
  readonly elevation: number;
  /** Degrees clockwise on the screen; 0 is a token looking down the screen (Foundry's convention). */
  readonly rotation: number;
  /** The actor's UUID (the figure's id elsewhere in the module) and its type, or null for a token without one. */
  readonly actor: { readonly uuid: string; readonly type: string } | null;
  readonly flags?: Readonly<Record<string, unknown>>;
  /** v14: the id of the Level the token stands on; absent on v13. */
  readonly level?: string | null;
}

/** A v14 Level of the scene: a floor, with its elevation range in scene units. */
export interface LevelData {
  readonly id: string;
  readonly name: string;
  readonly bottom?: number;
  readonly top?: number;
}

export interface SceneData {
  readonly id: string;
  readonly name: string;
  readonly dimensions: SceneDimensionsData;
  readonly walls: readonly WallData[];
  readonly regions: readonly RegionData[];
  readonly tokens: readonly TokenData[];
  /** v14 Scene Levels: the scene's Levels; absent or empty on a scene without levels (and on v13). */
  readonly levels?: readonly LevelData[];
  /**
   * The Level the battle is fought on: walls, regions and tokens of other levels are not on the battlefield.
   * Absent or null: every level (a scene without levels reads as it always has).
   */
  readonly level?: string | null;
}

/** Foundry's CONST values the mapper reads, named once (the v13 documented values). */
export const WALL_SENSE_NONE = 0;
export const WALL_MOVEMENT_NONE = 0;
export const WALL_DOOR_NONE = 0;
export const DOOR_STATE_OF: Readonly<Record<number, "closed" | "open" | "locked">> = {
  0: "closed",
  1: "open",
  2: "locked",
};
export const DOOR_STATE_VALUE = { closed: 0, open: 1, locked: 2 } as const;
