/**
 * Plane geometry in tabletop inches: points, segments, polygons and circles (figure footprints). Small, exact where
 * it can be, with one tolerance so that a figure standing exactly on a line is treated the same way from every side.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Lengths below this are "touching": a thousandth of an inch is far below anything a player can measure. */
export const EPSILON = 1e-6;

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
// Math.sqrt, not Math.hypot: hypot guards against overflow no table can reach, and is several times slower.
export const distance = (a: Point, b: Point): number => {
  const dx = a.x - b.x,
    dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
};
export const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

export const isFinitePoint = (p: unknown): p is Point =>
  typeof p === "object" && p !== null && Number.isFinite((p as Point).x) && Number.isFinite((p as Point).y);

/** Axis-aligned bounding box, the shape the spatial index stores. */
export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function boxOf(points: readonly Point[], pad = 0): Box {
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}

/** Orientation of c against the line a→b: >0 left, <0 right, 0 on it (within tolerance scaled to the lengths). */
function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const value = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return Math.abs(value) < EPSILON * EPSILON ? 0 : value;
}

/** Whether p lies within the box of a→b (with the tolerance). */
function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return (
    Math.min(ax, bx) - EPSILON <= px &&
    px <= Math.max(ax, bx) + EPSILON &&
    Math.min(ay, by) - EPSILON <= py &&
    py <= Math.max(ay, by) + EPSILON
  );
}

/** Whether segments p1p2 and q1q2 share a point (touching counts). */
export function segmentsIntersect(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  return segmentsMeet(p1.x, p1.y, p2.x, p2.y, q1.x, q1.y, q2.x, q2.y);
}

/**
 * `segmentsIntersect` on plain numbers, for loops that read their segments from flat arrays (a line of sight across a
 * crowded table meets a thousand walls, and reading each wall's end points as objects was most of its cost).
 */
export function segmentsMeet(
  p1x: number,
  p1y: number,
  p2x: number,
  p2y: number,
  q1x: number,
  q1y: number,
  q2x: number,
  q2y: number,
): boolean {
  const d1 = orient(q1x, q1y, q2x, q2y, p1x, p1y),
    d2 = orient(q1x, q1y, q2x, q2y, p2x, p2y),
    d3 = orient(p1x, p1y, p2x, p2y, q1x, q1y),
    d4 = orient(p1x, p1y, p2x, p2y, q2x, q2y);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(q1x, q1y, q2x, q2y, p1x, p1y)) ||
    (d2 === 0 && onSegment(q1x, q1y, q2x, q2y, p2x, p2y)) ||
    (d3 === 0 && onSegment(p1x, p1y, p2x, p2y, q1x, q1y)) ||
    (d4 === 0 && onSegment(p1x, p1y, p2x, p2y, q2x, q2y))
  );
}

/** Parameter t on p1→p2 where it meets the line q1→q2, or null when parallel or missing the segment q1q2. */
export function segmentIntersectionT(p1: Point, p2: Point, q1: Point, q2: Point): number | null {
  const t = crossingAt(p1.x, p1.y, p2.x, p2.y, q1.x, q1.y, q2.x, q2.y);
  return Number.isNaN(t) ? null : t;
}

/** `segmentIntersectionT` on plain numbers, NaN for none (no allocation, no mixed return type in a hot loop). */
export function crossingAt(
  p1x: number,
  p1y: number,
  p2x: number,
  p2y: number,
  q1x: number,
  q1y: number,
  q2x: number,
  q2y: number,
): number {
  const rx = p2x - p1x,
    ry = p2y - p1y,
    sx = q2x - q1x,
    sy = q2y - q1y;
  const denominator = rx * sy - ry * sx;
  if (Math.abs(denominator) < EPSILON * EPSILON) return Number.NaN;
  const qx = q1x - p1x,
    qy = q1y - p1y;
  const t = (qx * sy - qy * sx) / denominator;
  const u = (qx * ry - qy * rx) / denominator;
  if (t < -EPSILON || t > 1 + EPSILON || u < -EPSILON || u > 1 + EPSILON) return Number.NaN;
  return Math.min(1, Math.max(0, t));
}

/**
 * Where along from→to (0..1) the point nearest p lies, on plain numbers: `nearestT` of sight.ts, for loops that read
 * their points from flat arrays.
 */
export function nearestAt(fx: number, fy: number, tx: number, ty: number, px: number, py: number): number {
  const dx = tx - fx,
    dy = ty - fy;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return 0;
  const t = ((px - fx) * dx + (py - fy) * dy) / lengthSquared;
  return Math.min(1, Math.max(0, t));
}

/** Distance from p to the segment a→b. Plain arithmetic, no temporary points: it runs for every candidate. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  return Math.sqrt(pointSegmentDistanceSquared(p.x, p.y, a, b));
}

/** The square of `pointSegmentDistance`, for comparisons in inner loops (no square root). */
export function pointSegmentDistanceSquared(px: number, py: number, a: Point, b: Point): number {
  const abx = b.x - a.x,
    aby = b.y - a.y;
  const lengthSquared = abx * abx + aby * aby;
  let t = lengthSquared === 0 ? 0 : ((px - a.x) * abx + (py - a.y) * aby) / lengthSquared;
  t = t < 0 ? 0 : Math.min(t, 1);
  const dx = px - (a.x + abx * t),
    dy = py - (a.y + aby * t);
  return dx * dx + dy * dy;
}

/** Even-odd test; points on the boundary count as inside (a figure on the edge of a wood is in it). */
export function pointInPolygon(p: Point, polygon: readonly Point[]): boolean {
  return pointInPolygonAt(p.x, p.y, polygon);
}

/** `pointInPolygon` for a point given by its coordinates, so callers in inner loops need not make one. */
export function pointInPolygonAt(x: number, y: number, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!,
      b = polygon[j]!;
    if (pointSegmentDistanceSquared(x, y, a, b) < EPSILON * EPSILON) return true;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from p to the polygon's boundary. */
export function distanceToPolygonEdge(p: Point, polygon: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    best = Math.min(best, pointSegmentDistance(p, polygon[j]!, polygon[i]!));
  }
  return best;
}

/** Distance from p to the polygon as a filled shape: 0 inside. */
export const distanceToPolygon = (p: Point, polygon: readonly Point[]): number =>
  pointInPolygon(p, polygon) ? 0 : distanceToPolygonEdge(p, polygon);

/** Signed area (shoelace); its sign tells the winding, its size near 0 a degenerate polygon. */
export function signedArea(polygon: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) sum += cross(polygon[j]!, polygon[i]!);
  return sum / 2;
}

/** Whether two non-adjacent edges of the polygon touch or cross (a bow-tie, or a boundary folded back on itself). */
export function isSelfIntersecting(polygon: readonly Point[]): boolean {
  const n = polygon.length;
  for (let i = 0; i < n; i++) {
    const a1 = polygon[i]!,
      a2 = polygon[(i + 1) % n]!;
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsIntersect(a1, a2, polygon[j]!, polygon[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/**
 * The parts of segment a→b inside the polygon, as sorted [t0, t1] intervals on 0..1. Found from the crossings with
 * its edges: between consecutive crossings the segment is wholly in or out, decided at the midpoint.
 */
export function insideIntervals(a: Point, b: Point, polygon: readonly Point[]): [number, number][] {
  const count = sortedCrossings(a, b, polygon),
    ts = crossings;
  // No crossing (most segments near a feature pass it by): the segment is wholly in or out.
  if (count === 2) return pointInPolygonAt((a.x + b.x) / 2, (a.y + b.y) / 2, polygon) ? [[0, 1]] : [];
  const intervals: [number, number][] = [];
  for (let k = 0; k + 1 < count; k++) {
    const t0 = ts[k]!,
      t1 = ts[k + 1]!;
    if (t1 - t0 < 1e-9) continue;
    const m = (t0 + t1) / 2;
    if (!pointInPolygonAt(a.x + (b.x - a.x) * m, a.y + (b.y - a.y) * m, polygon)) continue;
    const last = intervals.at(-1);
    if (last && Math.abs(last[1] - t0) < 1e-9) last[1] = t1;
    else intervals.push([t0, t1]);
  }
  return intervals;
}

/**
 * Whether `insideIntervals(a, b, polygon)` can be non-empty, cheaply and never wrongly "no": the segment's box meets
 * the polygon's `box` (widened by the tolerance), and it crosses an edge or its middle lies inside. Most polygons near
 * a sight line are passed by, and this answers without making a list.
 */
export function mayRunInside(a: Point, b: Point, polygon: readonly Point[], box: Box): boolean {
  if (
    Math.max(a.x, b.x) < box.minX - EPSILON ||
    Math.min(a.x, b.x) > box.maxX + EPSILON ||
    Math.max(a.y, b.y) < box.minY - EPSILON ||
    Math.min(a.y, b.y) > box.maxY + EPSILON
  )
    return false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    if (segmentIntersectionT(a, b, polygon[j]!, polygon[i]!) !== null) return true;
  }
  return pointInPolygonAt((a.x + b.x) / 2, (a.y + b.y) / 2, polygon);
}

/**
 * Sorts the first `count` items in place and returns the count. For a handful of numbers (a line's crossings, what a
 * lattice point gathers) an insertion sort beats Array.prototype.sort with a comparator by far.
 */
export function insertionSort(items: number[] | Float64Array | Int32Array, count: number): number {
  for (let k = 1; k < count; k++) {
    const item = items[k]!;
    let m = k - 1;
    while (m >= 0 && items[m]! > item) {
      items[m + 1] = items[m]!;
      m--;
    }
    items[m + 1] = item;
  }
  return count;
}

/**
 * Whether segment a→b meets the box (touching counts): their boxes overlap, and the box's corners are not all on one
 * side of the segment's line (the separating axis test, exact for a segment and a box).
 */
export function segmentMeetsBox(a: Point, b: Point, minX: number, minY: number, maxX: number, maxY: number): boolean {
  if (
    (a.x < minX && b.x < minX) ||
    (a.x > maxX && b.x > maxX) ||
    (a.y < minY && b.y < minY) ||
    (a.y > maxY && b.y > maxY)
  )
    return false;
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const s1 = dx * (minY - a.y) - dy * (minX - a.x),
    s2 = dx * (minY - a.y) - dy * (maxX - a.x);
  const s3 = dx * (maxY - a.y) - dy * (minX - a.x),
    s4 = dx * (maxY - a.y) - dy * (maxX - a.x);
  return !((s1 > 0 && s2 > 0 && s3 > 0 && s4 > 0) || (s1 < 0 && s2 < 0 && s3 < 0 && s4 < 0));
}

/** Scratch crossings for `insideIntervals`, `insideFraction` and `insideEnd`, grown as polygons need. */
let crossings = new Float64Array(16);

/** Segment a→b's crossings with the polygon's edges, with 0 and 1, sorted into `crossings`; returns how many. */
function sortedCrossings(a: Point, b: Point, polygon: readonly Point[]): number {
  if (crossings.length < polygon.length + 2) crossings = new Float64Array(2 * (polygon.length + 2));
  const ts = crossings;
  ts[0] = 0;
  ts[1] = 1;
  let count = 2;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const t = segmentIntersectionT(a, b, polygon[j]!, polygon[i]!);
    if (t !== null) ts[count++] = t;
  }
  return count === 2 ? 2 : insertionSort(ts, count);
}

/**
 * Where segment a→b last leaves the polygon, as t on 0..1 (1 when it ends inside): the end of the last of
 * `insideIntervals`, in the same arithmetic to the last bit, or 0 when no part is inside. The move search asks it of
 * every step that drops off a tall feature, whether the step ends at the foot of the drop.
 */
export function insideEnd(a: Point, b: Point, polygon: readonly Point[]): number {
  const count = sortedCrossings(a, b, polygon),
    ts = crossings;
  if (count === 2) return pointInPolygonAt((a.x + b.x) / 2, (a.y + b.y) / 2, polygon) ? 1 : 0;
  for (let k = count - 2; k >= 0; k--) {
    const t0 = ts[k]!,
      t1 = ts[k + 1]!;
    if (t1 - t0 < 1e-9) continue;
    const m = (t0 + t1) / 2;
    if (pointInPolygonAt(a.x + (b.x - a.x) * m, a.y + (b.y - a.y) * m, polygon)) return t1;
  }
  return 0;
}

/**
 * How much of segment a→b lies inside the polygon, as a fraction of its length: the sum of `insideIntervals`' lengths,
 * in the same arithmetic to the last bit, without making the intervals. The move search asks it for every step near
 * difficult or impassable ground.
 */
export function insideFraction(a: Point, b: Point, polygon: readonly Point[]): number {
  const count = sortedCrossings(a, b, polygon),
    ts = crossings;
  if (count === 2) return pointInPolygonAt((a.x + b.x) / 2, (a.y + b.y) / 2, polygon) ? 1 : 0;
  let sum = 0,
    open = false,
    start = 0,
    end = 0;
  for (let k = 0; k + 1 < count; k++) {
    const t0 = ts[k]!,
      t1 = ts[k + 1]!;
    if (t1 - t0 < 1e-9) continue;
    const m = (t0 + t1) / 2;
    if (!pointInPolygonAt(a.x + (b.x - a.x) * m, a.y + (b.y - a.y) * m, polygon)) continue;
    if (open && Math.abs(end - t0) < 1e-9) end = t1;
    else {
      if (open) sum += end - start;
      open = true;
      start = t0;
      end = t1;
    }
  }
  return open ? sum + (end - start) : sum;
}

/** Direction from a to b in degrees, 0 along +x and 90 along +y (the table's own axes), in [0, 360). */
export function bearing(a: Point, b: Point): number {
  const degrees = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}

/** Smallest angle between two directions, in degrees (0..180). */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}
