import { FOG_VISIBILITY_INCHES, seenThrough, type Battlefield, type FigurePlacement } from "./battlefield";
import * as geometry from "./geometry";
import {
  insideIntervals,
  mayRunInside,
  pointSegmentDistance,
  pointSegmentDistanceSquared,
  segmentIntersectionT,
  segmentsIntersect,
} from "./geometry";
import { checkPlacement, checkTable } from "./limits-of-the-table";
import { areaBlocks, BODY_WIDTH_FRACTION, hidesNothing, nearestT, topOf } from "./sight";

// A local constant: read in the inner loops (see movement/move-graph.ts).
const EPSILON = geometry.EPSILON;

/**
 * One sight line of the bundle being tested, and the pair's heights: module scratch, so that a verdict makes no
 * objects and passes no loose numbers between its helpers (the engine would box each one).
 */
const FROM = { x: 0, y: 0 },
  TO = { x: 0, y: 0 };
const PAIR = { zFrom: 0, zTo: 0, length: 0, range: 0 };

const heightAt = (t: number): number => PAIR.zFrom + (PAIR.zTo - PAIR.zFrom) * t;
const lowestOver = (t0: number, t1: number): number => Math.min(heightAt(t0), heightAt(t1));

/**
 * What `sightVerdict` finds: not seen; seen; or seen with nothing along the bundle that could hide any part of either
 * figure (no wall but movement walls and open doorways, no feature but flat ground), so that no line touches a wall or
 * a feature and nothing can give Cover either way.
 */
export const HIDDEN = 0,
  SEEN = 1,
  SEEN_ACROSS_OPEN_GROUND = 2;
export type SightVerdict = typeof HIDDEN | typeof SEEN | typeof SEEN_ACROSS_OPEN_GROUND;

/**
 * `lineOfSightBetween(battlefield, a, b).visible`, and nothing else: the same bundle of lines and the same tests as
 * `analyseSight`, but it stops at the first figure in the way, at the first thing that stops a line and at the first
 * clear line, and keeps no touches or reasons. For callers that ask thousands of times and show no reasons (the
 * enemy AI's candidate end points); a property test holds it to the full measure.
 */
export function canSee(battlefield: Battlefield, a: FigurePlacement, b: FigurePlacement): boolean {
  return sightVerdict(battlefield, a, b, "canSee") !== HIDDEN;
}

/**
 * `canSee`, and when seen whether across open ground (see `SEEN_ACROSS_OPEN_GROUND`), found from the walls and features
 * the verdict looks at anyway: the enemy AI then knows a spot out of Cover without the full Line of Sight.
 */
export function sightVerdict(
  battlefield: Battlefield,
  a: FigurePlacement,
  b: FigurePlacement,
  entry = "sightVerdict",
): SightVerdict {
  checkTable(entry, battlefield);
  checkPlacement(entry, a, battlefield);
  checkPlacement(entry, b, battlefield);
  const first = a.id <= b.id ? a : b,
    second = first === a ? b : a;
  const fx = first.centre.x,
    fy = first.centre.y,
    sx = second.centre.x,
    sy = second.centre.y;
  const length = Math.sqrt((sx - fx) * (sx - fx) + (sy - fy) * (sy - fy));
  const range = Math.max(0, length - first.radius - second.radius);
  if (battlefield.visibility !== null && range > battlefield.visibility) return HIDDEN;
  for (const fog of battlefield.fog) {
    if (range > FOG_VISIBILITY_INCHES && pointSegmentDistance(fog.centre, first.centre, second.centre) < fog.radius)
      return HIDDEN;
  }
  PAIR.zFrom = topOf(first);
  PAIR.zTo = topOf(second);
  PAIR.length = length;
  PAIR.range = range;
  // The bundle exactly as `analyseSight` draws it, to the last bit: the centre line, then either side.
  const k = length > 0 ? 1 / length : 0;
  const dirX = length > 0 ? (sx - fx) * k : 1,
    dirY = length > 0 ? (sy - fy) * k : 0;
  const normalX = -dirY,
    normalY = dirX;
  const half = BODY_WIDTH_FRACTION * Math.min(first.radius, second.radius);
  const lineCount = length > 0 && half > 0 ? 3 : 1;
  const pad = half + EPSILON;

  // "Shooting past People": a figure in the way of any line blocks the pair.
  for (const i of battlefield.index.figuresAlong(first.centre, second.centre, pad)) {
    const other = battlefield.figures[i]!;
    if (other.id === first.id || other.id === second.id) continue;
    const clear = other.radius - EPSILON;
    for (let line = 0; line < lineCount; line++) {
      bundleLine(first, second, normalX, normalY, line === 0 ? 0 : line === 1 ? -half : half);
      if (Math.sqrt(pointSegmentDistanceSquared(other.centre.x, other.centre.y, FROM, TO)) >= clear) continue;
      if (heightAt(nearestT(FROM, TO, other.centre)) > topOf(other) + EPSILON) continue;
      return HIDDEN;
    }
  }

  const walls = battlefield.index.wallsAlong(first.centre, second.centre, pad);
  const features = battlefield.index.featuresAlong(first.centre, second.centre, pad);
  // "If you can see the whole figure ..."; part of it is enough to be seen.
  for (let line = 0; line < lineCount; line++) {
    bundleLine(first, second, normalX, normalY, line === 0 ? 0 : line === 1 ? -half : half);
    if (!stopped(battlefield, walls, features, first, second))
      return acrossOpenGround(battlefield, walls, features) ? SEEN_ACROSS_OPEN_GROUND : SEEN;
  }
  return HIDDEN;
}

/** Puts the bundle's line at `offset` from the centre line into FROM → TO. */
function bundleLine(
  first: FigurePlacement,
  second: FigurePlacement,
  normalX: number,
  normalY: number,
  offset: number,
): void {
  const sx = normalX * offset,
    sy = normalY * offset;
  FROM.x = first.centre.x + sx;
  FROM.y = first.centre.y + sy;
  TO.x = second.centre.x + sx;
  TO.y = second.centre.y + sy;
}

/** Whether a wall or a feature stops the line FROM → TO. */
function stopped(
  battlefield: Battlefield,
  walls: readonly number[],
  features: readonly number[],
  first: FigurePlacement,
  second: FigurePlacement,
): boolean {
  const minX = Math.min(FROM.x, TO.x) - 2 * EPSILON,
    maxX = Math.max(FROM.x, TO.x) + 2 * EPSILON;
  const minY = Math.min(FROM.y, TO.y) - 2 * EPSILON,
    maxY = Math.max(FROM.y, TO.y) + 2 * EPSILON;
  for (let k = 0; k < walls.length; k++) {
    const wall = battlefield.walls[walls[k]!]!;
    // blocksSight(wall), read in place.
    if (wall.kind !== "sight" && (wall.kind !== "door" || wall.door === "open")) continue;
    const { a: p, b: q } = wall;
    if (
      (p.x < minX && q.x < minX) ||
      (p.x > maxX && q.x > maxX) ||
      (p.y < minY && q.y < minY) ||
      (p.y > maxY && q.y > maxY)
    )
      continue;
    if (!segmentsIntersect(FROM, TO, p, q)) continue;
    if (wall.height !== null) {
      // Where the line meets the wall, or the lowest of the stretch where a wall along the line overlaps it (as `analyseSight`).
      const crossing = segmentIntersectionT(FROM, TO, p, q);
      const lowest = crossing !== null ? heightAt(crossing) : lowestOver(nearestT(FROM, TO, p), nearestT(FROM, TO, q));
      if (lowest > wall.height + EPSILON) continue;
    }
    return true;
  }
  for (let k = 0; k < features.length; k++) {
    const feature = battlefield.features[features[k]!]!;
    // Flat ground hides nothing; linear obstacles never stop Line of Sight ("Shooting across Linear Obstacles").
    if (feature.kind === "linear" || hidesNothing(feature)) continue;
    if (!mayRunInside(FROM, TO, feature.polygon, feature.box)) continue;
    const intervals = insideIntervals(FROM, TO, feature.polygon);
    if (intervals.length === 0) continue;
    if (feature.kind === "area") {
      if (areaBlocks(feature.polygon, feature.height, intervals, first, second, PAIR.length, PAIR.range, lowestOver))
        return true;
    } else if (intervals.some(([u0, u1]) => lowestOver(u0, u1) < feature.height - EPSILON)) return true;
  }
  return false;
}

/** Whether none of the walls and features along the bundle could touch a line of it (see `analyseSight`). */
function acrossOpenGround(battlefield: Battlefield, walls: readonly number[], features: readonly number[]): boolean {
  for (let k = 0; k < walls.length; k++) if (!seenThrough(battlefield.walls[walls[k]!]!)) return false;
  for (let k = 0; k < features.length; k++) if (!hidesNothing(battlefield.features[features[k]!]!)) return false;
  return true;
}
