import type { Point } from "../../rules";
import type { ShapeData } from "./scene-data";

/** Corners of the polygon a circle or an ellipse becomes: a 1" circle is off by less than 1% of its radius. */
export const CURVE_SEGMENTS = 32;

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** Turns `p` by `degrees` clockwise on the screen (y down) about `centre`. */
function turned(p: Point, centre: Point, degrees: number): Point {
  if (degrees === 0) return p;
  const r = (degrees * Math.PI) / 180, cos = Math.cos(r), sin = Math.sin(r);
  const dx = p.x - centre.x, dy = p.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}

function ellipse(cx: number, cy: number, rx: number, ry: number, rotation: number): Point[] {
  const centre = { x: cx, y: cy };
  return Array.from({ length: CURVE_SEGMENTS }, (_, i) => {
    const a = (2 * Math.PI * i) / CURVE_SEGMENTS;
    return turned({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) }, centre, rotation);
  });
}

/**
 * A region shape's outline in canvas pixels, or a sentence saying why there is none. NaN corners are passed on: the
 * battlefield build names them in its warning.
 */
export function shapeOutline(shape: ShapeData): { readonly points: Point[] } | { readonly problem: string } {
  const rotation = finite(shape.rotation) ? shape.rotation : 0;
  switch (shape.type) {
    case "polygon": {
      const flat = Array.isArray(shape.points) ? shape.points : [];
      if (flat.length % 2 !== 0) return { problem: `a polygon with an odd number of coordinates (${flat.length})` };
      const points: Point[] = [];
      for (let i = 0; i < flat.length; i += 2) points.push({ x: Number(flat[i]), y: Number(flat[i + 1]) });
      return { points };
    }
    case "rectangle": {
      const x = Number(shape.x), y = Number(shape.y), w = Number(shape.width), h = Number(shape.height);
      const centre = { x: x + w / 2, y: y + h / 2 };
      return { points: [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }].map((p) => turned(p, centre, rotation)) };
    }
    case "circle": {
      const r = Number(shape.radius);
      if (!(r > 0)) return { problem: `a circle of radius ${String(shape.radius)}` };
      return { points: ellipse(Number(shape.x), Number(shape.y), r, r, 0) };
    }
    case "ellipse": {
      const rx = Number(shape.radiusX), ry = Number(shape.radiusY);
      if (!(rx > 0 && ry > 0)) return { problem: `an ellipse of radii ${String(shape.radiusX)} x ${String(shape.radiusY)}` };
      return { points: ellipse(Number(shape.x), Number(shape.y), rx, ry, rotation) };
    }
    default:
      return { problem: `a ${JSON.stringify(shape.type)} shape, which the battlefield does not read` };
  }
}
