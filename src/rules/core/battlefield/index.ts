/** The battlefield both rulesets play on: the scene as plain data, Lines of Sight, Cover, arcs, range, movement. */
export {
  WALL_KINDS,
  DOOR_STATES,
  TERRAIN_KINDS,
  FIGURE_HEIGHT_INCHES,
  DEFAULT_FIGURE_RADIUS,
  FOG_VISIBILITY_INCHES,
  FOG_CLOUD_RADIUS,
  figureById,
  blocksSight,
  type Battlefield,
  type Wall,
  type WallKind,
  type DoorState,
  type TerrainFeature,
  type TerrainKind,
  type FigurePlacement,
  type BattleSide,
  type FogArea,
} from "./battlefield";
export {
  buildBattlefield,
  withFigures,
  DEFAULT_FEATURE_HEIGHT,
  type RawBattlefield,
  type RawWall,
  type RawFeature,
  type RawFigure,
  type RawFog,
  type BuiltBattlefield,
  type BuildOptions,
} from "./build-battlefield";
export {
  MAX_TABLE_INCHES,
  TABLE_MARGIN_INCHES,
  MAX_DISTANCE_INCHES,
  MIN_LATTICE_INCHES,
  MAX_SEARCH_POINTS,
  MAX_SPEED_INCHES,
  TableLimitError,
} from "./limits-of-the-table";
export type { Point, Box } from "./geometry";
export { flatbushIndex, scanIndex, type SpatialIndex, type IndexedBoxes } from "./spatial-index";
export type { Reason, ReasonKey } from "./reason";
export {
  analyseSight,
  BODY_WIDTH_FRACTION,
  SAME_AREA_FEATURE_INCHES,
  type SightAnalysis,
  type SightLine,
  type Touch,
} from "./sight";
export { lineOfSight, lineOfSightBetween, type LineOfSight } from "./line-of-sight";
export { seenOver } from "./seen-over";
export { coverFrom, COVER_FEATURE_DISTANCE_INCHES, ADJACENT_INCHES, type CoverVerdict } from "./cover";
export { inArc, arcEdges, facingTowards } from "./arc";
export { rangeBetween, centreDistance, withinRange } from "./range";
export {
  DOOR_OPENING_INCHES,
  WINDOW_CLIMB_INCHES,
  DASH_INCHES,
  FREE_DROP_INCHES,
  LEAP_INCHES,
  SWIFT_LEAP_INCHES,
  FALL_DAMAGE_FROM_INCHES,
  difficultGroundExtra,
  climbCost,
  descentCost,
  jumpDown,
  type JumpDown,
} from "./movement/movement-rules";
export {
  MoveGraph,
  JUMP_LANDING_INCHES,
  type MoveNote,
  type StepCost,
  type JumpStep,
  type MoveGraphOptions,
} from "./movement/move-graph";
export { elevationAfterMove } from "./movement/footing";
export {
  reachFor,
  cheapestPathFor,
  LATTICE_INCHES,
  type Mover,
  type Reach,
  type ReachPoint,
  type MovePath,
  type SearchOptions,
  type ReachOptions,
  type Jump,
} from "./movement/reach";
