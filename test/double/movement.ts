/*
 * A token's movement on the double, as core 13.350 makes one (core: client/documents/token.mjs, `_preUpdate` ->
 * `#preUpdateMovement`). Every update that changes where a token stands or its size (x, y, elevation, width, height,
 * shape) is a movement, method "api" unless the update's `movement` option names one. A path is cut at its first
 * checkpoint (a drag's waypoint) and where it crosses into or out of a region whose behaviour listens for token
 * move events; the rest follows as continuation updates carrying only core's own option keys.
 *
 * Modelled beyond the facts (from the v13 types' `MovementData`, not from core's code): a continuation step is a new
 * movement id whose `chain` holds the earlier ids, so "the same movement" is `chain[0] ?? id`; `destination` is where
 * this step ends and the last step is the one whose `pending.waypoints` is empty; `preMoveToken` runs for every
 * step on the initiating client; sections carry waypoints and a straight-line distance (cost = distance); a region
 * is entered when the token's centre is inside one of its shapes (holes and rotation not modelled).
 */
import type { Plain } from "./utils";

export type MovementMethod = "api" | "config" | "dragging" | "keyboard" | "paste" | "undo";

/** The fields of a token that make an update a movement. */
export const MOVEMENT_FIELDS = ["x", "y", "elevation", "width", "height", "shape"] as const;

/** The option keys a continuation update carries over from the first step's update (core's own, never a module's). */
export const CORE_OPTION_KEYS = [
  "animate",
  "animation",
  "diff",
  "noHook",
  "pan",
  "render",
  "renderSheet",
  "isPaste",
  "isUndo",
] as const;

/** Region behaviour types of core that subscribe to token move events (the module's terrain subscribes to none). */
const LISTENING_BEHAVIOR_TYPES = new Set(["teleportToken"]);
const MOVE_EVENTS = new Set(["tokenMoveIn", "tokenMoveOut", "tokenEnter", "tokenExit", "tokenMove", "tokenMoveWithin"]);

export interface Position {
  x: number;
  y: number;
  elevation: number;
  width: number;
  height: number;
  shape: number;
}

export interface Waypoint extends Position {
  action: string;
  snapped: boolean;
  explicit: boolean;
  checkpoint: boolean;
}

export interface MovementSection {
  waypoints: Waypoint[];
  distance: number;
  cost: number;
}

export interface MovementData {
  id: string;
  chain: string[];
  origin: Position;
  destination: Position;
  passed: MovementSection;
  pending: MovementSection;
  method: MovementMethod;
  autoRotate: boolean;
  showRuler: boolean;
  constrained: boolean;
  recorded: boolean;
}

/** What a movement asks for: the whole path still to go, and how it was started. */
export interface MovementRequest {
  waypoints: Waypoint[];
  method: MovementMethod;
  autoRotate: boolean;
  showRuler: boolean;
  chain: string[];
}

/** A region as the movement model sees it: its shapes, and whether a behaviour of it listens for token moves. */
export interface RegionArea {
  readonly shapes: readonly Plain[];
  readonly listens: boolean;
}

export const positionOf = (source: Plain): Position => ({
  x: Number(source["x"] ?? 0),
  y: Number(source["y"] ?? 0),
  elevation: Number(source["elevation"] ?? 0),
  width: Number(source["width"] ?? 1),
  height: Number(source["height"] ?? 1),
  shape: Number(source["shape"] ?? 0),
});

/** Whether `changes` move the token (any movement field given and different from where it is). */
export function isMovement(current: Position, changes: Plain): boolean {
  return MOVEMENT_FIELDS.some((key) => key in changes && Number(changes[key]) !== current[key]);
}

/** A waypoint with every field, the missing ones taken from the point before it. */
export function completeWaypoint(raw: Plain, before: Position): Waypoint {
  const at = (key: keyof Position) => (raw[key] === undefined ? before[key] : Number(raw[key]));
  return {
    x: at("x"),
    y: at("y"),
    elevation: at("elevation"),
    width: at("width"),
    height: at("height"),
    shape: at("shape"),
    action: typeof raw["action"] === "string" ? raw["action"] : "walk",
    snapped: raw["snapped"] === true,
    explicit: raw["explicit"] === true,
    checkpoint: raw["checkpoint"] === true,
  };
}

/** Whether a region behaviour listens for token move events (core's teleportToken, or one subscribed to them). */
export function behaviorListens(behavior: Plain): boolean {
  if (behavior["disabled"] === true) return false;
  if (LISTENING_BEHAVIOR_TYPES.has(String(behavior["type"]))) return true;
  const events = (behavior["system"] as Plain | undefined)?.["events"];
  return Array.isArray(events) && events.some((event) => MOVE_EVENTS.has(String(event)));
}

function inShape(shape: Plain, p: { x: number; y: number }): boolean {
  const n = (key: string) => Number(shape[key] ?? 0);
  switch (shape["type"]) {
    case "rectangle":
      return p.x >= n("x") && p.x <= n("x") + n("width") && p.y >= n("y") && p.y <= n("y") + n("height");
    case "circle":
      return (p.x - n("x")) ** 2 + (p.y - n("y")) ** 2 <= n("radius") ** 2;
    case "ellipse":
      return ((p.x - n("x")) / n("radiusX")) ** 2 + ((p.y - n("y")) / n("radiusY")) ** 2 <= 1;
    case "polygon": {
      const points = (shape["points"] as number[] | undefined) ?? [];
      let inside = false;
      for (let i = 0, j = points.length - 2; i < points.length; j = i, i += 2) {
        const [xi, yi, xj, yj] = [points[i]!, points[i + 1]!, points[j]!, points[j + 1]!];
        if (yi > p.y !== yj > p.y && p.x < ((xj - xi) * (p.y - yi)) / (yj - yi) + xi) inside = !inside;
      }
      return inside;
    }
    default:
      return false;
  }
}

const centreOf = (at: Position, gridSize: number) => ({
  x: at.x + (at.width * gridSize) / 2,
  y: at.y + (at.height * gridSize) / 2,
});

/** The set of listening regions a token standing at `at` is in, as one comparable key. */
function regionsAt(at: Position, regions: readonly RegionArea[], gridSize: number): string {
  const centre = centreOf(at, gridSize);
  return regions
    .map((region) =>
      region.listens && region.shapes.some((shape) => shape["hole"] !== true && inShape(shape, centre)) ? "1" : "0",
    )
    .join("");
}

/** Where a straight leg first enters or leaves a listening region (found to a pixel), or null. */
function regionCrossing(
  from: Position,
  to: Waypoint,
  regions: readonly RegionArea[],
  gridSize: number,
): Waypoint | null {
  if (!regions.some((region) => region.listens)) return null;
  const start = regionsAt(from, regions, gridSize);
  const at = (t: number): Waypoint => ({
    ...to,
    x: Math.round(from.x + (to.x - from.x) * t),
    y: Math.round(from.y + (to.y - from.y) * t),
    explicit: false,
    checkpoint: true,
  });
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(length / 4));
  for (let i = 1; i <= steps; i++) {
    if (regionsAt(at(i / steps), regions, gridSize) === start) continue;
    let [low, high] = [(i - 1) / steps, i / steps];
    while ((high - low) * length > 1) {
      const mid = (low + high) / 2;
      if (regionsAt(at(mid), regions, gridSize) === start) low = mid;
      else high = mid;
    }
    const crossing = at(high);
    return crossing.x === to.x && crossing.y === to.y ? null : crossing;
  }
  return null;
}

function section(from: Position, waypoints: Waypoint[], distancePerPixel: number): MovementSection {
  let distance = 0;
  let at: Position = from;
  for (const waypoint of waypoints) {
    distance += Math.hypot(waypoint.x - at.x, waypoint.y - at.y) * distancePerPixel;
    at = waypoint;
  }
  return { waypoints, distance, cost: distance };
}

/**
 * This update's step of a movement: the path up to its first checkpoint or region crossing is passed now, the rest is
 * pending (a continuation update makes it).
 */
export function stepOf(
  id: string,
  origin: Position,
  request: MovementRequest,
  scene: { gridSize: number; distancePerPixel: number; regions: readonly RegionArea[] },
): MovementData {
  const waypoints = request.waypoints;
  let cut = waypoints.length - 1;
  let crossing: Waypoint | null = null;
  let from: Position = origin;
  for (let i = 0; i < waypoints.length; i++) {
    const waypoint = waypoints[i]!;
    crossing = regionCrossing(from, waypoint, scene.regions, scene.gridSize);
    if (crossing) {
      cut = i;
      break;
    }
    if (waypoint.checkpoint && i < waypoints.length - 1) {
      cut = i;
      break;
    }
    from = waypoint;
  }
  const passed = crossing ? [...waypoints.slice(0, cut), crossing] : waypoints.slice(0, cut + 1);
  const pending = crossing ? waypoints.slice(cut) : waypoints.slice(cut + 1);
  const last = passed[passed.length - 1]!;
  return {
    id,
    chain: [...request.chain],
    origin: { ...origin },
    destination: {
      x: last.x,
      y: last.y,
      elevation: last.elevation,
      width: last.width,
      height: last.height,
      shape: last.shape,
    },
    passed: section(origin, passed, scene.distancePerPixel),
    pending: section(last, pending, scene.distancePerPixel),
    method: request.method,
    autoRotate: request.autoRotate,
    showRuler: request.showRuler,
    constrained: false,
    recorded: true,
  };
}

/** The changes of this step: the token's movement fields where the step ends. */
export function stepChanges(step: MovementData, changes: Plain): void {
  for (const key of MOVEMENT_FIELDS)
    if (key in changes || step.destination[key] !== step.origin[key]) changes[key] = step.destination[key];
}

/** A continuation update's options: core's own keys of the first step's update, nothing of a module's. */
export function continuationOptions(options: Plain): Plain {
  const kept: Plain = {};
  for (const key of CORE_OPTION_KEYS) if (key in options) kept[key] = options[key];
  return kept;
}
