import type { Point } from "../../../rules";
import { arc, ellipse, grown, isConvex, turned } from "./outline-math";
import type { ShapeData } from "./scene-data";

/** An outline, with a sentence for what it leaves out; or a sentence saying why there is none. */
export type ShapeOutline = { readonly points: Point[]; readonly note?: string } | { readonly problem: string };

/** The grid the shape lies on: pixels per grid space (v14 token shapes are measured in grid spaces). */
export interface ShapeGrid {
  readonly size: number;
}

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const at = (shape: ShapeData): Point => ({ x: Number(shape.x), y: Number(shape.y) });

/** CONST.TOKEN_SHAPES (v13 and v14): 0-1 ellipses, 2-3 trapezoids (hexagonal grids), 4-5 rectangles. */
const TOKEN_ELLIPSES: readonly number[] = [0, 1];
const TOKEN_RECTANGLES: readonly number[] = [4, 5];

/**
 * A rectangle. v13 data (no anchor fields): (x, y) is the top-left corner and it turns about its centre. v14 data:
 * (x, y) is its origin, at `anchorX` x `anchorY` of its width and height, and it turns about that origin
 * (foundryvtt#13298; v14 RectangleShapeData: "The rotation around the origin of the rectangle").
 */
function rectangle(shape: ShapeData, rotation: number): Point[] {
  const { x, y } = at(shape),
    w = Number(shape.width),
    h = Number(shape.height);
  const v14 = shape.anchorX !== undefined || shape.anchorY !== undefined;
  const ax = v14 ? Number(shape.anchorX ?? 0) : 0,
    ay = v14 ? Number(shape.anchorY ?? 0) : 0;
  const left = x - ax * w,
    top = y - ay * h;
  const pivot = v14 ? { x, y } : { x: x + w / 2, y: y + h / 2 };
  return [
    { x: left, y: top },
    { x: left + w, y: top },
    { x: left + w, y: top + h },
    { x: left, y: top + h },
  ].map((p) => turned(p, pivot, rotation));
}

/** A round cone: the circle sector of `radius` from its apex (x, y), `angle` wide, centred on `rotation`. */
function cone(shape: ShapeData, rotation: number): ShapeOutline {
  const r = Number(shape.radius),
    angle = Number(shape.angle),
    apex = at(shape);
  if (!(r > 0 && angle > 0))
    return { problem: `a "cone" shape of radius ${String(shape.radius)} and angle ${String(shape.angle)}` };
  const curvature = shape.curvature ?? "round";
  if (curvature !== "round")
    return { problem: `a cone with a ${JSON.stringify(curvature)} end, whose outline only core computes` };
  if (angle >= 360) return { points: ellipse(apex.x, apex.y, r, r, 0) };
  return { points: [apex, ...arc(apex, r, rotation - angle / 2, rotation + angle / 2)] };
}

/** A line: a band `width` wide from (x, y) along `rotation`, `length` long. */
function line(shape: ShapeData, rotation: number): ShapeOutline {
  const length = Number(shape.length),
    width = Number(shape.width),
    { x, y } = at(shape);
  if (!(length > 0 && width > 0))
    return { problem: `a line ${String(shape.length)} long and ${String(shape.width)} wide` };
  const corners = [
    { x, y: y - width / 2 },
    { x: x + length, y: y - width / 2 },
    { x: x + length, y: y + width / 2 },
    { x, y: y + width / 2 },
  ];
  return { points: corners.map((p) => turned(p, { x, y }, rotation)) };
}

/** A token's footprint: (x, y) its top-left corner, width and height in grid spaces. */
function token(shape: ShapeData, grid: ShapeGrid | undefined): ShapeOutline {
  const size = grid?.size,
    w = Number(shape.width),
    h = Number(shape.height),
    { x, y } = at(shape);
  if (!(finite(size) && size > 0)) return { problem: "a token shape on a scene without a usable grid" };
  if (!(w > 0 && h > 0)) return { problem: `a token shape of ${String(shape.width)} x ${String(shape.height)} spaces` };
  const pw = w * size,
    ph = h * size;
  if (TOKEN_RECTANGLES.includes(Number(shape.shape)))
    return {
      points: [
        { x, y },
        { x: x + pw, y },
        { x: x + pw, y: y + ph },
        { x, y: y + ph },
      ],
    };
  if (TOKEN_ELLIPSES.includes(Number(shape.shape)))
    return { points: ellipse(x + pw / 2, y + ph / 2, pw / 2, ph / 2, 0) };
  return { problem: `a token shape of kind ${String(shape.shape)}, whose outline only core computes on its grid` };
}

/** A ring: its outer circle. Terrain features have no holes, so the inner one is dropped, and said so. */
function ring(shape: ShapeData): ShapeOutline {
  const r = Number(shape.radius),
    outer = Number(shape.outerWidth ?? 0),
    { x, y } = at(shape);
  if (!(r > 0) || !(r + outer > 0)) return { problem: `a ring of radius ${String(shape.radius)}` };
  return {
    points: ellipse(x, y, r + outer, r + outer, 0),
    note: "a ring, whose hole terrain features do not have; read as its outer circle",
  };
}

/** An emanation: its base shape grown by `radius`; read where the base is convex (a token, a rectangle, a circle). */
function emanation(shape: ShapeData, grid: ShapeGrid | undefined): ShapeOutline {
  const r = Number(shape.radius);
  const base = typeof shape.base === "object" && shape.base !== null ? shape.base : null;
  if (!base || !(r >= 0))
    return { problem: `an emanation of radius ${String(shape.radius)} without a readable base shape` };
  const inner = shapeOutline(base, grid);
  if ("problem" in inner) return { problem: `an emanation around ${inner.problem}` };
  const outline = isConvex(inner.points) ? grown(inner.points, r) : null;
  return outline
    ? { points: outline }
    : { problem: `an emanation around a concave ${base.type}, whose outline only core computes` };
}

/**
 * A region shape's outline in canvas pixels, or a sentence saying why there is none: the module's own reading, for
 * a region that carries no outline computed by core (plain data, compendium data before a canvas). NaN corners are
 * passed on: the battlefield build names them in its warning.
 */
export function shapeOutline(shape: ShapeData, grid?: ShapeGrid): ShapeOutline {
  const rotation = finite(shape.rotation) ? shape.rotation : 0;
  if (shape.gridBased === true)
    return { problem: `a grid-based ${shape.type}, whose outline core computes from the scene's grid` };
  switch (shape.type) {
    case "polygon": {
      const flat = Array.isArray(shape.points) ? shape.points : [];
      if (flat.length % 2 !== 0) return { problem: `a polygon with an odd number of coordinates (${flat.length})` };
      const points: Point[] = [];
      for (let i = 0; i < flat.length; i += 2) points.push({ x: Number(flat[i]), y: Number(flat[i + 1]) });
      return { points };
    }
    case "rectangle":
      return { points: rectangle(shape, rotation) };
    case "circle": {
      const r = Number(shape.radius);
      if (!(r > 0)) return { problem: `a circle of radius ${String(shape.radius)}` };
      return { points: ellipse(Number(shape.x), Number(shape.y), r, r, 0) };
    }
    case "ellipse": {
      const rx = Number(shape.radiusX),
        ry = Number(shape.radiusY);
      if (!(rx > 0 && ry > 0))
        return { problem: `an ellipse of radii ${String(shape.radiusX)} x ${String(shape.radiusY)}` };
      return { points: ellipse(Number(shape.x), Number(shape.y), rx, ry, rotation) };
    }
    case "cone":
      return cone(shape, rotation);
    case "line":
      return line(shape, rotation);
    case "token":
      return token(shape, grid);
    case "ring":
      return ring(shape);
    case "emanation":
      return emanation(shape, grid);
    case "grid":
      return { problem: 'a "grid" shape, whose grid spaces core joins on the scene\'s grid' };
    default:
      return { problem: `a ${JSON.stringify(shape.type)} shape, which the battlefield does not read` };
  }
}
