/**
 * The battlefield as Five Parsecs plays it: the shared battlefield (core), and the rules of its own that read it —
 * Good Shot, Crouching, target views, a figure's Movement Action and Dash, Random Movement, teleporting and gliding.
 */
export * from "../../core/battlefield/index";
export { goodShotOf, HEIGHT_ADVANTAGE_INCHES, type GoodShotVerdict } from "./good-shot";
export {
  allowsCrouching,
  crouchingBehind,
  CROUCHING_MAX_HEIGHT_INCHES,
  CROUCHING_MAX_WIDTH_INCHES,
  CONTACT_INCHES,
} from "./crouch";
export { targetViewsFrom, type BattlefieldView, type FiguresById } from "./target-views";
export { leapInches, canLeap, isSkulker, moveAllowance, moverOf, reachOf, cheapestPath } from "./figure-movement";
export {
  randomMovement,
  sweep,
  RANDOM_MOVEMENT_PURPOSE,
  COLLISION_PUSH_INCHES,
  type RandomMove,
  type Contact,
} from "./random-movement";
export {
  teleport,
  TELEPORT_RULE,
  SPATIAL_SHIFT_DICE,
  MAX_SPATIAL_SHIFTS,
  type TeleportOutcome,
  type SpatialShift,
} from "./teleport";
export { glide, type Glide, type GlideVerdict } from "./glide";
