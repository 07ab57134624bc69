import { EPSILON, pointInPolygon as exactlyInPolygon, segmentsIntersect, type Point } from "../geometry";
import type { JumpDown } from "./movement-rules";
import type { TypedArena } from "./typed-arena";

/**
 * What a step of a move is made of, apart from the graph that tests it: its cost and notes, what a lattice point is to
 * the mover, the kinds of wall and feature as a move reads them, and the plain-number tests the inner loop runs.
 */
/** Something a step of a move paid for (or did), for the path's explanation. */
export interface MoveNote {
  readonly rule: string;
  /**
   * "climb": up onto or over a feature; "descent": climbing down more than 1"; "jump": jumping down instead (the move
   * ends there); "leap": over a gap of impassable ground.
   */
  readonly kind: "door" | "window" | "climb" | "difficult" | "descent" | "jump" | "leap";
  /** The wall or feature. */
  readonly id: string;
  /** Inches of movement it cost (for difficult ground: inches moved in it; a jump: the drop; a leap: the gap). */
  readonly inches: number;
}

export const NO_NOTES: readonly MoveNote[] = Object.freeze([]);

/** What one straight step costs. */
export interface StepCost {
  /** Its length plus doors, windows and climbing. */
  readonly base: number;
  /** Inches of it in difficult ground (charged per whole move: +1" per full 2"). */
  readonly difficult: number;
  readonly notes: readonly MoveNote[];
}

/** A step that ends in a jump down ("Jumping", "Falling"): the descent is free, and the move ends where it lands. */
export interface JumpStep extends StepCost, JumpDown {
  /** Inches dropped. */
  readonly drop: number;
}

/** Options of a move graph beyond the mover. */
export interface MoveGraphOptions {
  /** "Leaping": the widest gap of impassable ground the mover may leap (2", Swift 4"). */
  readonly leap?: number;
  /** Where the graph's typed arrays are carved: the search's, so one buffer holds both (`TypedArena`). */
  readonly arena?: TypedArena;
}

/** What a lattice point is to the mover (`MoveGraph.standing`). */
export const STAND_OK = 1;
export const STAND_BLOCKED = 2;
export const STAND_IMPASSABLE = 3;

/** Kinds of wall and feature as the move reads them (open doors and flat or area features do nothing). */
export const WALL_BLOCKS = 0,
  WALL_DOOR = 1,
  WALL_WINDOW = 2;
export const FEATURE_IMPASSABLE = 0,
  FEATURE_DIFFICULT = 1,
  FEATURE_LINEAR = 2,
  FEATURE_INDIVIDUAL = 3;
/**
 * `pointInPolygon` after a look at the polygon's box (`boxes[4 * i...]`): most points a step asks about are nowhere
 * near the feature. The box is widened by the test's own tolerance, so the answer is the same.
 */
export function inFeature(p: Point, polygon: readonly Point[], boxes: Float64Array, i: number): boolean {
  const b = 4 * i;
  if (p.x < boxes[b]! - PAD || p.x > boxes[b + 2]! + PAD || p.y < boxes[b + 1]! - PAD || p.y > boxes[b + 3]! + PAD)
    return false;
  return exactlyInPolygon(p, polygon);
}

/** Squared distance from p to the segment a→b (`pointSegmentDistance` without its square root). */
export function segmentDistanceSquared(px: number, py: number, a: Point, b: Point): number {
  const abx = b.x - a.x,
    aby = b.y - a.y,
    lengthSquared = abx * abx + aby * aby;
  let t = lengthSquared === 0 ? 0 : ((px - a.x) * abx + (py - a.y) * aby) / lengthSquared;
  t = t < 0 ? 0 : Math.min(t, 1);
  const dx = px - (a.x + abx * t),
    dy = py - (a.y + aby * t);
  return dx * dx + dy * dy;
}

/**
 * Whether the segment u→v touches the filled polygon (`segmentPolygonDistance(u, v, polygon) < EPSILON`), given
 * whether its ends lie inside: an end inside, an edge crossed, or an edge passed within the tolerance.
 */
export function touchesPolygon(u: Point, v: Point, polygon: readonly Point[], inU: boolean, inV: boolean): boolean {
  if (inU || inV) return true;
  const tolerance = EPSILON * EPSILON;
  // An edge wholly beyond the step's box widened by PAD is more than the tolerance away: neither test can say yes.
  const minX = Math.min(u.x, v.x) - PAD,
    minY = Math.min(u.y, v.y) - PAD;
  const maxX = Math.max(u.x, v.x) + PAD,
    maxY = Math.max(u.y, v.y) + PAD;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!,
      b = polygon[i]!;
    if (
      (a.x < minX && b.x < minX) ||
      (a.x > maxX && b.x > maxX) ||
      (a.y < minY && b.y < minY) ||
      (a.y > maxY && b.y > maxY)
    )
      continue;
    if (segmentsIntersect(u, v, a, b)) return true;
    if (
      segmentDistanceSquared(u.x, u.y, a, b) < tolerance ||
      segmentDistanceSquared(v.x, v.y, a, b) < tolerance ||
      segmentDistanceSquared(a.x, a.y, u, v) < tolerance ||
      segmentDistanceSquared(b.x, b.y, u, v) < tolerance
    )
      return true;
  }
  return false;
}

/** How far past the foot of a drop a jump may land: a base's width. */
export const JUMP_LANDING_INCHES = 1;

/** Box tests are widened by this, so that a box test never drops what the exact, tolerant test would find. */
export const PAD = 4 * EPSILON;

/** Where a gathered box lies against a feature's outline (`MoveGraph` settles a feature once per box). */
export const BOX_OUTSIDE = 0,
  BOX_ACROSS = 1,
  BOX_INSIDE = 2;
/** Far beyond the step tests' tolerance (a millionth of an inch), far below a lattice step. */
export const OUTLINE_MARGIN = 1e-3;

export function longestEdge(polygon: readonly Point[]): number {
  let longest = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    longest = Math.max(longest, Math.sqrt((polygon[i]!.x - polygon[j]!.x) ** 2 + (polygon[i]!.y - polygon[j]!.y) ** 2));
  }
  return longest;
}
