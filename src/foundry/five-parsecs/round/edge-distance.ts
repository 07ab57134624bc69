import { pixelsPerInch, tenths, type ScenePoint, type TableScale } from "../../../views/common/canvas/table-inches";
import type { TableEdge } from "../../../rules";

/** The playable rectangle of a scene, in pixels (Foundry's `scene.dimensions.sceneRect`). */
export interface SceneRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * "Enemy Running Away": a bailing figure is chosen "closest to the enemy edge first". The distance in tabletop inches
 * (to a tenth) from a figure's centre to the chosen edge of the table; a figure beyond the edge is 0" from it.
 */
export function inchesToEdge(point: ScenePoint, rect: SceneRect, edge: TableEdge, scale: TableScale): number {
  const pixels = {
    north: point.y - rect.y,
    south: rect.y + rect.height - point.y,
    west: point.x - rect.x,
    east: rect.x + rect.width - point.x,
  }[edge];
  return tenths(Math.max(0, pixels) / pixelsPerInch(scale));
}
