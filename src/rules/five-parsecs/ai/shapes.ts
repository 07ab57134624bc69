import type { Point } from "../../core/battlefield/geometry";

/** The centre of a terrain feature's outline (the area centroid; the vertex average for a degenerate outline). */
export function centroidOf(polygon: readonly Point[]): Point {
  let area = 0,
    cx = 0,
    cy = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!,
      b = polygon[i]!;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    return {
      x: polygon.reduce((s, p) => s + p.x, 0) / polygon.length,
      y: polygon.reduce((s, p) => s + p.y, 0) / polygon.length,
    };
  }
  return { x: cx / (3 * area), y: cy / (3 * area) };
}
