import type { Box, Point } from "./geometry";
import type { SpatialIndex } from "./spatial-index";

/**
 * The battlefield as the geometry rules read it: plain data in tabletop inches (ruling 5: the adapter converts scene
 * units), taken once from the scene and rebuilt only when walls, regions or tokens change. `buildBattlefield` makes
 * one from raw input, checking it and indexing it.
 */

/**
 * What a wall is to the rules. "sight" walls block sight and movement (a building's walls); "movement" walls block
 * movement only (a force field, a chain-link fence drawn as a wall); doors block sight unless open and cost 1" to
 * open ("Movement Action"), locked doors cannot be passed; windows let sight through and cost 2" to climb through.
 */
export const WALL_KINDS = ["sight", "movement", "door", "window"] as const;
export type WallKind = (typeof WALL_KINDS)[number];

export const DOOR_STATES = ["open", "closed", "locked"] as const;
export type DoorState = (typeof DOOR_STATES)[number];

export interface Wall {
  readonly id: string;
  readonly a: Point;
  readonly b: Point;
  readonly kind: WallKind;
  /** Only for doors; "closed" when a door does not say. */
  readonly door: DoorState | null;
  /**
   * Inches from the table to the top of the wall, or null for a wall that reaches the sky (the usual scene wall).
   * A figure on a roof looks over its building's walls: a sight line above the top passes.
   */
  readonly height: number | null;
}

/**
 * The rules' kinds of terrain feature. "area": woods, ruins, crop fields: sight ends at their edge ("Area Features")
 * and figures inside are in Cover. "individual": a rock, a tree, a crate ("Shooting past Things"). "linear": a low
 * wall or a fence ("Shooting across Linear Obstacles"). "difficult": ground that slows movement ("Movement Action").
 * "impassable": cannot be entered. A feature that is two things (a difficult wood) is two features with one outline.
 */
export const TERRAIN_KINDS = ["area", "individual", "linear", "difficult", "impassable"] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

export interface TerrainFeature {
  readonly id: string;
  readonly name: string;
  readonly kind: TerrainKind;
  /** The outline on the table, at least three corners, not crossing itself. */
  readonly polygon: readonly Point[];
  /** Inches above the table; 0 for flat ground (a swamp, a lava pool), which hides nothing. */
  readonly height: number;
  readonly box: Box;
}

export type BattleSide = "crew" | "enemy";

/** One figure on the table: where it stands, how big it is and which way it faces. */
export interface FigurePlacement {
  readonly id: string;
  readonly side: BattleSide;
  readonly centre: Point;
  /** Half the base's width: the footprint that blocks sight and movement ("Shooting past People"). */
  readonly radius: number;
  /** Inches above the table of the ground it stands on (a rooftop, a hill): the terrain height of "Good Shot". */
  readonly elevation: number;
  /** Degrees, 0 along +x and 90 along +y of the table: the middle of its Arc of Fire. */
  readonly facing: number;
  /** Inches from its feet to the top of its body; a human figure is 1". */
  readonly height: number;
}

/** "Fog cloud": "It extends 6" in every direction and blocks all visibility past 2"". */
export interface FogArea {
  readonly id: string;
  readonly centre: Point;
  readonly radius: number;
}

/** One human figure height, the unit of "Good Shot" and the default body height. */
export const FIGURE_HEIGHT_INCHES = 1;
/** A 25-30 mm figure's base is about 1" across. */
export const DEFAULT_FIGURE_RADIUS = 0.5;
/** "Fog cloud": "blocks all visibility past 2"". */
export const FOG_VISIBILITY_INCHES = 2;
/** "Fog cloud": "It extends 6" in every direction". */
export const FOG_CLOUD_RADIUS = 6;

export interface Battlefield {
  /** The table: figures must stand on it. */
  readonly width: number;
  readonly height: number;
  readonly walls: readonly Wall[];
  readonly features: readonly TerrainFeature[];
  readonly figures: readonly FigurePlacement[];
  /** "Visibility change": how far any figure can see, in inches, or null when visibility is unlimited. */
  readonly visibility: number | null;
  readonly fog: readonly FogArea[];
  /** Where everything is, so that a query looks only at what is near its line. */
  readonly index: SpatialIndex;
}

export const figureById = (battlefield: Battlefield, id: string): FigurePlacement | undefined =>
  battlefield.figures.find((figure) => figure.id === id);

/** Whether a wall stops sight: sight walls and doors that are not open. Windows are glass or holes. */
export const blocksSight = (wall: Wall): boolean =>
  wall.kind === "sight" || (wall.kind === "door" && wall.door !== "open");
/** A movement wall or an open doorway: sight passes as if it were not there. */
export const seenThrough = (wall: Wall): boolean => !blocksSight(wall) && wall.kind !== "window";
