import { blocksSight, FOG_VISIBILITY_INCHES, type Battlefield, type FigurePlacement } from "./battlefield";
import * as geometry from "./geometry";
import { distance, insideIntervals, pointSegmentDistance, segmentIntersectionT, segmentsIntersect } from "./geometry";
import { rangeBetween } from "./range";
import { areaBlocks, BODY_WIDTH_FRACTION, nearestT, topOf } from "./sight";

// A local constant: read in the inner loops (see movement/move-graph.ts).
const { EPSILON } = geometry;

/**
 * `lineOfSightBetween(battlefield, a, b).visible`, and nothing else: the same bundle of lines and the same tests as
 * `analyseSight`, but it stops at the first figure in the way, at the first thing that stops a line and at the first
 * clear line, and keeps no touches or reasons. For callers that ask thousands of times and show no reasons (the
 * enemy AI's candidate end points); a property test holds it to the full measure.
 */
export function canSee(battlefield: Battlefield, a: FigurePlacement, b: FigurePlacement): boolean {
  const [first, second] = a.id <= b.id ? [a, b] : [b, a];
  const length = distance(first.centre, second.centre);
  const range = rangeBetween(first, second);
  if (battlefield.visibility !== null && range > battlefield.visibility) return false;
  for (const fog of battlefield.fog) {
    if (range > FOG_VISIBILITY_INCHES && pointSegmentDistance(fog.centre, first.centre, second.centre) < fog.radius) return false;
  }
  // The bundle exactly as `analyseSight` draws it, to the last bit.
  const k = length > 0 ? 1 / length : 0;
  const dirX = length > 0 ? (second.centre.x - first.centre.x) * k : 1, dirY = length > 0 ? (second.centre.y - first.centre.y) * k : 0;
  const normalX = -dirY, normalY = dirX;
  const half = BODY_WIDTH_FRACTION * Math.min(first.radius, second.radius);
  const offsets = length > 0 && half > 0 ? [0, -half, half] : [0];
  const pad = half + EPSILON;
  const zFrom = topOf(first), zTo = topOf(second);
  const heightAt = (t: number): number => zFrom + (zTo - zFrom) * t;
  const lowestOver = (t0: number, t1: number): number => Math.min(heightAt(t0), heightAt(t1));
  const lines = offsets.map((offset) => {
    const sx = normalX * offset, sy = normalY * offset;
    return { from: { x: first.centre.x + sx, y: first.centre.y + sy }, to: { x: second.centre.x + sx, y: second.centre.y + sy } };
  });

  // "Shooting past People": a figure in the way of any line blocks the pair.
  for (const i of battlefield.index.figuresAlong(first.centre, second.centre, pad)) {
    const other = battlefield.figures[i]!;
    if (other.id === first.id || other.id === second.id) continue;
    for (const { from, to } of lines) {
      if (pointSegmentDistance(other.centre, from, to) >= other.radius - EPSILON) continue;
      if (heightAt(nearestT(from, to, other.centre)) > topOf(other) + EPSILON) continue;
      return false;
    }
  }

  const walls = battlefield.index.wallsAlong(first.centre, second.centre, pad);
  const features = battlefield.index.featuresAlong(first.centre, second.centre, pad);
  const stopped = (from: { x: number; y: number }, to: { x: number; y: number }): boolean => {
    const minX = Math.min(from.x, to.x) - 2 * EPSILON, maxX = Math.max(from.x, to.x) + 2 * EPSILON;
    const minY = Math.min(from.y, to.y) - 2 * EPSILON, maxY = Math.max(from.y, to.y) + 2 * EPSILON;
    for (const i of walls) {
      const wall = battlefield.walls[i]!;
      if (!blocksSight(wall)) continue;
      const { a: p, b: q } = wall;
      if ((p.x < minX && q.x < minX) || (p.x > maxX && q.x > maxX) || (p.y < minY && q.y < minY) || (p.y > maxY && q.y > maxY)) continue;
      if (!segmentsIntersect(from, to, p, q)) continue;
      if (wall.height !== null) {
        const t = segmentIntersectionT(from, to, p, q) ?? nearestT(from, to, p);
        if (heightAt(t) > wall.height + EPSILON) continue;
      }
      return true;
    }
    for (const i of features) {
      const feature = battlefield.features[i]!;
      // Flat ground hides nothing; linear obstacles never stop Line of Sight ("Shooting across Linear Obstacles").
      if (feature.kind === "linear" || (feature.kind !== "area" && feature.height <= 0)) continue;
      const intervals = insideIntervals(from, to, feature.polygon);
      if (intervals.length === 0) continue;
      if (feature.kind === "area") {
        if (areaBlocks(feature.polygon, feature.height, intervals, first, second, length, range, lowestOver)) return true;
      } else if (intervals.some(([u0, u1]) => lowestOver(u0, u1) < feature.height - EPSILON)) return true;
    }
    return false;
  };
  // "If you can see the whole figure ..."; part of it is enough to be seen.
  for (const { from, to } of lines) if (!stopped(from, to)) return true;
  return false;
}
