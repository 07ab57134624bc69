import type { Point } from "../../rules";

/** Pixels per tabletop inch: the 36" demo table is 720 px square. */
export const PX_PER_INCH = 20;

/** Inches on the table as pixels on the canvas. */
export const px = (inches: number): number => inches * PX_PER_INCH;

/** Traces a polyline (or polygon, `close`) given in inches. */
export function path(ctx: CanvasRenderingContext2D, points: readonly Point[], close: boolean): void {
  ctx.beginPath();
  points.forEach((p, i) => {
    if (i === 0) ctx.moveTo(px(p.x), px(p.y));
    else ctx.lineTo(px(p.x), px(p.y));
  });
  if (close) ctx.closePath();
}
