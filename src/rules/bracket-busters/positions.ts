import { inArc, MAX_TABLE_INCHES, rangeBetween, TABLE_MARGIN_INCHES, type FigurePlacement } from "./core";
import { describeProblem, idProblem, isRecord, problem, type Problem } from "./problem";

/**
 * Where fighters stand, as the adapter reads the scene: plain JSON in tabletop inches (ruling 5), degrees for facing.
 * Inputs whose rule measures a distance or an arc carry it; the rules measure with the shared battlefield geometry.
 */
export interface Placement {
  readonly x: number;
  readonly y: number;
  /** Degrees, 0 along +x and 90 along +y: the middle of the vision arc. */
  readonly facing: number;
  /** Half the base's width, in inches. */
  readonly radius: number;
}
export type Positions = Readonly<Record<string, Placement>>;

/** Ruling 12: "A fighter's vision arc is the 90° to its front (360° for a Prone fighter's Blindfire)." */
export const VISION_ARC_DEGREES = 90;
export const PRONE_BLINDFIRE_ARC_DEGREES = 360;

/**
 * Base contact on a virtual table: bases whose edges are within a tenth of an inch, so tokens a player sets touching
 * (and snapped a hair apart by the grid) count, and tokens a finger's width apart do not.
 */
export const BASE_CONTACT_INCHES = 0.1;
/** "Exactly 1'' away" (Disengage), measured on a virtual table to the same tenth. */
export const EXACTLY_TOLERANCE_INCHES = 0.1;
/** The widest base the rules accept, in inches of radius. */
export const MAX_BASE_RADIUS = 3;

const MAX_COORDINATE = MAX_TABLE_INCHES + TABLE_MARGIN_INCHES;
const finite = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

export function placementProblem(value: unknown, field: string): Problem | null {
  if (!isRecord(value)) return problem(field, value, "a placement { x, y, facing, radius }");
  for (const key of ["x", "y"] as const) {
    const v = value[key];
    if (!finite(v) || Math.abs(v) > MAX_COORDINATE)
      return problem(`${field}.${key}`, v, `a number of inches from -${MAX_COORDINATE} to ${MAX_COORDINATE}`);
  }
  if (!finite(value["facing"])) return problem(`${field}.facing`, value["facing"], "a finite number of degrees");
  const radius = value["radius"];
  if (!finite(radius) || radius <= 0 || radius > MAX_BASE_RADIUS)
    return problem(`${field}.radius`, radius, `a number of inches above 0 and at most ${MAX_BASE_RADIUS}`);
  return null;
}

/** The most fighters one positions snapshot holds: every fighter of the largest battle. */
export const MAX_POSITIONS = 180;

export function positionsProblem(value: unknown, field: string): Problem | null {
  if (!isRecord(value)) return problem(field, value, "a record from fighter id to placement { x, y, facing, radius }");
  const entries = Object.entries(value);
  if (entries.length > MAX_POSITIONS) return problem(field, value, `at most ${MAX_POSITIONS} placements`);
  for (const [id, placement] of entries) {
    const bad = idProblem(id, `${field} key`) ?? placementProblem(placement, `${field}.${id}`);
    if (bad) return bad;
  }
  return null;
}

export const pointProblem = (value: unknown, field: string): Problem | null => {
  if (!isRecord(value)) return problem(field, value, "a point { x, y } in inches");
  for (const key of ["x", "y"] as const) {
    const v = value[key];
    if (!finite(v) || Math.abs(v) > MAX_COORDINATE)
      return problem(`${field}.${key}`, v, `a number of inches from -${MAX_COORDINATE} to ${MAX_COORDINATE}`);
  }
  return null;
};

/**
 * The geometry queries are public entries that return answers, not refusals, so they refuse malformed positions as the
 * battlefield's entries do: an error naming the field and the value, before any measure could turn into NaN.
 */
export function assertPositions(entry: string, positions: unknown): asserts positions is Positions {
  const bad = positionsProblem(positions, "positions");
  if (bad) throw new RangeError(`${entry}: ${describeProblem(bad)}`);
}

function assertPlacement(entry: string, field: string, placement: unknown): asserts placement is Placement {
  const bad = placementProblem(placement, field);
  if (bad) throw new RangeError(`${entry}: ${describeProblem(bad)}`);
}

/** The shared battlefield's figure, for its measures. Side, elevation and height do not enter a base-to-base measure. */
export const figurePlacement = (id: string, p: Placement): FigurePlacement => ({
  id,
  side: "crew",
  centre: { x: p.x, y: p.y },
  radius: p.radius,
  elevation: 0,
  facing: p.facing,
  height: 1,
});

/** Inches between the nearest points of two bases, as a tape measures on the table. */
export function baseDistance(a: Placement, b: Placement): number {
  assertPlacement("baseDistance", "a", a);
  assertPlacement("baseDistance", "b", b);
  return rangeBetween(figurePlacement("a", a), figurePlacement("b", b));
}

/** Ruling 16: "'Within' a distance includes the distance itself." */
export function within(a: Placement, b: Placement, inches: number): boolean {
  if (typeof inches !== "number" || !Number.isFinite(inches) || inches < 0)
    throw new RangeError(`within: inches must be a finite number, 0 or more (got ${String(inches)})`);
  return baseDistance(a, b) <= inches + 1e-9;
}

export const inBaseContact = (a: Placement, b: Placement): boolean => baseDistance(a, b) <= BASE_CONTACT_INCHES + 1e-9;

/** Inches from a point (a ductway's far side) to the nearest point of a base. */
export function distanceFromPoint(point: { readonly x: number; readonly y: number }, p: Placement): number {
  const bad = pointProblem(point, "point");
  if (bad) throw new RangeError(`distanceFromPoint: ${describeProblem(bad)}`);
  assertPlacement("distanceFromPoint", "placement", p);
  return Math.max(0, Math.hypot(p.x - point.x, p.y - point.y) - p.radius);
}

/** Inches for a refusal, to the tenth a tape reads: `3.2''`. */
export const inchesText = (inches: number): string => `${Math.round(inches * 10) / 10}''`;

/** Ruling 12: whether `target` stands in `viewer`'s vision arc (its centre, the edge counting as inside). */
export function inVisionArc(viewer: Placement, target: Placement, degrees = VISION_ARC_DEGREES): boolean {
  assertPlacement("inVisionArc", "viewer", viewer);
  assertPlacement("inVisionArc", "target", target);
  if (typeof degrees !== "number" || !(degrees > 0 && degrees <= 360))
    throw new RangeError(`inVisionArc: degrees must be a number above 0 and at most 360 (got ${String(degrees)})`);
  return inArc(figurePlacement("viewer", viewer), degrees, { x: target.x, y: target.y });
}
