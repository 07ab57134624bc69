/*
 * `RegionDocument#polygonTree` / `#polygons` on the double (v13 and v14; types: client/documents/region.d.mts,
 * client/data/region-shapes/polygon-tree.d.mts): the root is a hole without points, its children the outer outlines,
 * theirs the holes. Core joins the shapes with Clipper; the double has its own small geometry instead, written here
 * and never taken from src/: shapes that do not overlap, each outline on its own, a hole under the outline holding it.
 * What it cannot compute (overlapping shapes that core would join, grid-based sizes, grid shapes, emanations, flat
 * and semicircle cones) makes the getter throw, which a caller reads as "no computed outline here".
 *
 * Per generation: a v13 rectangle turns about its centre; a v14 rectangle has `anchorX`/`anchorY` (fractions of its
 * size at which (x, y) sits) and turns about (x, y) (foundryvtt#13297, #13298). Rotation is degrees clockwise on the
 * screen. Curves are cut into CURVE_POINTS corners.
 */
import type { Plain } from "./utils";

const CURVE_POINTS = 48;

export interface PolygonNode {
  readonly isHole: boolean;
  readonly depth: number;
  readonly points: number[] | null;
  readonly children: PolygonNode[];
}

type Point = readonly [number, number];

const num = (shape: Plain, key: string, fallback = 0): number =>
  typeof shape[key] === "number" ? (shape[key] as number) : fallback;
const turn = ([x, y]: Point, [cx, cy]: Point, degrees: number): Point => {
  const a = (degrees * Math.PI) / 180;
  const [dx, dy] = [x - cx, y - cy];
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
};
const ellipsePoints = (cx: number, cy: number, rx: number, ry: number, rotation: number): Point[] =>
  Array.from({ length: CURVE_POINTS }, (_, i) =>
    turn(
      [cx + rx * Math.cos((2 * Math.PI * i) / CURVE_POINTS), cy + ry * Math.sin((2 * Math.PI * i) / CURVE_POINTS)],
      [cx, cy],
      rotation,
    ),
  );

class CannotCompute extends Error {}
const cannot = (why: string): never => {
  throw new CannotCompute(`Foundry double: cannot compute the outline of ${why} (core does)`);
};

/** A shape's outline and, for a ring, its hole. */
function outlineOf(shape: Plain, v14: boolean, gridSize: number): { outer: Point[]; hole?: Point[] } {
  const type = String(shape["type"]);
  if (shape["gridBased"] === true) cannot(`a grid-based ${type}`);
  const [x, y, rotation] = [num(shape, "x"), num(shape, "y"), num(shape, "rotation")];
  switch (type) {
    case "rectangle": {
      const [w, h] = [num(shape, "width"), num(shape, "height")];
      // v14: (x, y) sits at the anchor and is the pivot; v13: (x, y) is the top-left corner, the pivot the centre.
      const [left, top] = v14 ? [x - num(shape, "anchorX") * w, y - num(shape, "anchorY") * h] : [x, y];
      const pivot: Point = v14 ? [x, y] : [x + w / 2, y + h / 2];
      const corners: Point[] = [
        [left, top],
        [left + w, top],
        [left + w, top + h],
        [left, top + h],
      ];
      return { outer: corners.map((corner) => turn(corner, pivot, rotation)) };
    }
    case "circle":
      return { outer: ellipsePoints(x, y, num(shape, "radius"), num(shape, "radius"), 0) };
    case "ellipse":
      return { outer: ellipsePoints(x, y, num(shape, "radiusX"), num(shape, "radiusY"), rotation) };
    case "polygon": {
      const flat = (shape["points"] as number[] | undefined) ?? [];
      return {
        outer: Array.from({ length: Math.floor(flat.length / 2) }, (_, i) => [flat[2 * i]!, flat[2 * i + 1]!] as Point),
      };
    }
    case "cone": {
      if ((shape["curvature"] ?? "round") !== "round") cannot(`a cone with a "${String(shape["curvature"])}" end`);
      const [r, angle] = [num(shape, "radius"), num(shape, "angle", 60)];
      const arc = Array.from({ length: CURVE_POINTS + 1 }, (_, i) =>
        turn([x + r, y], [x, y], rotation - angle / 2 + (angle * i) / CURVE_POINTS),
      );
      return { outer: [[x, y], ...arc] };
    }
    case "line": {
      const [length, half] = [num(shape, "length"), num(shape, "width") / 2];
      const corners: Point[] = [
        [x, y - half],
        [x + length, y - half],
        [x + length, y + half],
        [x, y + half],
      ];
      return { outer: corners.map((corner) => turn(corner, [x, y], rotation)) };
    }
    case "token": {
      // CONST.TOKEN_SHAPES: 0, 1 ellipses; 4, 5 rectangles; width and height in grid spaces.
      const [w, h, kind] = [
        num(shape, "width", 1) * gridSize,
        num(shape, "height", 1) * gridSize,
        num(shape, "shape", 4),
      ];
      if (kind === 4 || kind === 5)
        return {
          outer: [
            [x, y],
            [x + w, y],
            [x + w, y + h],
            [x, y + h],
          ],
        };
      if (kind === 0 || kind === 1) return { outer: ellipsePoints(x + w / 2, y + h / 2, w / 2, h / 2, 0) };
      return cannot(`a token shape of kind ${kind}`);
    }
    case "ring": {
      const r = num(shape, "radius");
      return {
        outer: ellipsePoints(x, y, r + num(shape, "outerWidth"), r + num(shape, "outerWidth"), 0),
        hole: ellipsePoints(x, y, r - num(shape, "innerWidth"), r - num(shape, "innerWidth"), 0),
      };
    }
    default:
      return cannot(`a "${type}" shape`);
  }
}

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
const boxOf = (points: readonly Point[]): Box => ({
  minX: Math.min(...points.map((p) => p[0])),
  minY: Math.min(...points.map((p) => p[1])),
  maxX: Math.max(...points.map((p) => p[0])),
  maxY: Math.max(...points.map((p) => p[1])),
});
const overlap = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
const inside = (a: Box, b: Box) => a.minX >= b.minX && a.maxX <= b.maxX && a.minY >= b.minY && a.maxY <= b.maxY;
const flat = (points: readonly Point[]): number[] =>
  points.flatMap(([px, py]) => [Math.round(px * 1e6) / 1e6, Math.round(py * 1e6) / 1e6]);

/** The region's polygon tree from its shapes (see the file's comment for what the double computes). */
export function polygonTreeOf(
  shapes: readonly Plain[],
  { v14, gridSize }: { v14: boolean; gridSize: number },
): PolygonNode {
  const solids: { box: Box; node: PolygonNode }[] = [];
  const holes: Point[][] = [];
  for (const shape of shapes) {
    const { outer, hole } = outlineOf(shape, v14, gridSize);
    if (shape["hole"] === true) {
      holes.push(outer);
      continue;
    }
    const box = boxOf(outer);
    if (solids.some((solid) => overlap(solid.box, box))) cannot("overlapping shapes, which core joins");
    const children: PolygonNode[] = hole ? [{ isHole: true, depth: 2, points: flat(hole), children: [] }] : [];
    solids.push({ box, node: { isHole: false, depth: 1, points: flat(outer), children } });
  }
  for (const hole of holes) {
    const box = boxOf(hole);
    const holder = solids.find((solid) => inside(box, solid.box));
    if (holder) holder.node.children.push({ isHole: true, depth: 2, points: flat(hole), children: [] });
    else if (solids.some((solid) => overlap(solid.box, box))) cannot("a hole across an outline's edge");
  }
  return { isHole: true, depth: 0, points: null, children: solids.map((solid) => solid.node) };
}

/** `RegionDocument#polygons`: every outline and hole of the tree as a polygon. */
export function polygonsOf(tree: PolygonNode): { points: number[] }[] {
  return tree.children.flatMap((node) => [node, ...node.children]).map((node) => ({ points: node.points ?? [] }));
}
