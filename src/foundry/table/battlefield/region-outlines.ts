import type { Point } from "../../../rules";
import type { RegionData, RegionOutline } from "./scene-data";
import { shapeOutline, type ShapeGrid } from "./shapes";

const pointsOf = (flat: readonly number[]): Point[] => {
  const points: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push({ x: Number(flat[i]), y: Number(flat[i + 1]) });
  return points;
};

/** Core's outline: one polygon per outer outline; holes are named in a warning (terrain features have none). */
function fromCore(region: RegionData, outlines: readonly RegionOutline[], warnings: string[]): Point[][] {
  const label = `Region ${region.name} (${region.id})`;
  return outlines.map((outline, i) => {
    if (outline.holes.length > 0) {
      warnings.push(
        `${label}: outline #${i + 1} has ${outline.holes.length} hole(s), which terrain features do not have; read without them`,
      );
    }
    return pointsOf(outline.points);
  });
}

/** The module's own reading of each shape, for a region without core's outline. */
function fromShapes(region: RegionData, grid: ShapeGrid | undefined, warnings: string[]): Point[][] {
  const label = `Region ${region.name} (${region.id})`;
  const outlines: Point[][] = [];
  (region.shapes ?? []).forEach((shape, i) => {
    if (shape.hole) {
      warnings.push(`${label}: shape #${i + 1} is a hole, which terrain features do not have; ignored`);
      return;
    }
    const outline = shapeOutline(shape, grid);
    if ("problem" in outline) {
      warnings.push(`${label}: shape #${i + 1} is ${outline.problem}; skipped`);
      return;
    }
    if (outline.note) warnings.push(`${label}: shape #${i + 1} is ${outline.note}`);
    outlines.push(outline.points);
  });
  return outlines;
}

/**
 * A region's outlines in canvas pixels: core's computed outline where the region carries one (every shape type,
 * anchors, grid-based sizes and overlapping shapes joined, as the canvas draws it), else the module's reading of
 * its shapes. What cannot be read becomes a warning.
 */
export function regionPolygons(region: RegionData, grid: ShapeGrid | undefined, warnings: string[]): Point[][] {
  return Array.isArray(region.outlines)
    ? fromCore(region, region.outlines, warnings)
    : fromShapes(region, grid, warnings);
}
