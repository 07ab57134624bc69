import type { Point } from "../../../rules";

/** Corners of the polygon a circle or an ellipse becomes: a 1" circle is off by less than 1% of its radius. */
export const CURVE_SEGMENTS = 32;

/** Turns `p` by `degrees` clockwise on the screen (y down) about `pivot`. */
export function turned(p: Point, pivot: Point, degrees: number): Point {
  if (degrees === 0) return p;
  const r = (degrees * Math.PI) / 180,
    cos = Math.cos(r),
    sin = Math.sin(r);
  const dx = p.x - pivot.x,
    dy = p.y - pivot.y;
  return { x: pivot.x + dx * cos - dy * sin, y: pivot.y + dx * sin + dy * cos };
}

/** An ellipse about (cx, cy), turned by `rotation` degrees about its centre, as a polygon. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, rotation: number): Point[] {
  const centre = { x: cx, y: cy };
  return Array.from({ length: CURVE_SEGMENTS }, (_, i) => {
    const a = (2 * Math.PI * i) / CURVE_SEGMENTS;
    return turned({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) }, centre, rotation);
  });
}

/**
 * The arc of radius `r` about `centre` from `from` to `to` degrees (clockwise on the screen), its ends included, in
 * steps no coarser than a full circle's.
 */
export function arc(centre: Point, r: number, from: number, to: number): Point[] {
  const steps = Math.max(1, Math.ceil((Math.abs(to - from) / 360) * CURVE_SEGMENTS));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return { x: centre.x + r * Math.cos(a), y: centre.y + r * Math.sin(a) };
  });
}

const cross = (o: Point, a: Point, b: Point): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull of the points (Andrew's monotone chain), or null when they do not span an area. */
export function convexHull(points: readonly Point[]): Point[] | null {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return null;
  const half = (list: Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  const hull = [...half(sorted), ...half([...sorted].reverse())];
  return hull.length >= 3 ? hull : null;
}

/** Whether a polygon is convex (every turn the same way; straight corners allowed). */
export function isConvex(polygon: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const turn = cross(polygon[i]!, polygon[(i + 1) % polygon.length]!, polygon[(i + 2) % polygon.length]!);
    if (turn === 0) continue;
    if (sign !== 0 && Math.sign(turn) !== sign) return false;
    sign = Math.sign(turn);
  }
  return true;
}

/** A convex outline grown by `r` in every direction (its Minkowski sum with a disc), as a polygon. */
export const grown = (convex: readonly Point[], r: number): Point[] | null =>
  convexHull(convex.flatMap((p) => ellipse(p.x, p.y, r, r, 0)));
