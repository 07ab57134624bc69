// Small hand-drawn scenes for the battlefield tests: a 36" table, everything in inches.
import {
  buildBattlefield,
  type Battlefield,
  type RawBattlefield,
  type RawFeature,
  type RawFigure,
  type RawWall,
} from "../../../../src/rules/five-parsecs/battlefield";

export const crewAt = (id: string, x: number, y: number, more: Partial<RawFigure> = {}): RawFigure => ({
  id,
  side: "crew",
  centre: { x, y },
  ...more,
});
export const enemyAt = (id: string, x: number, y: number, more: Partial<RawFigure> = {}): RawFigure => ({
  id,
  side: "enemy",
  centre: { x, y },
  ...more,
});

export const wall = (x1: number, y1: number, x2: number, y2: number, more: Partial<RawWall> = {}): RawWall => ({
  a: { x: x1, y: y1 },
  b: { x: x2, y: y2 },
  kind: "sight",
  ...more,
});

/** An axis-aligned rectangle feature from its corners. */
export const rect = (
  id: string,
  kind: string,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  height?: number,
): RawFeature => ({
  id,
  name: id,
  kind,
  polygon: [
    { x: x1, y: y1 },
    { x: x2, y: y1 },
    { x: x2, y: y2 },
    { x: x1, y: y2 },
  ],
  ...(height === undefined ? {} : { height }),
});

export function scene(parts: Partial<Omit<RawBattlefield, "width" | "height">> = {}, size = 36): Battlefield {
  const { battlefield, warnings } = buildBattlefield({ width: size, height: size, ...parts });
  if (warnings.length > 0) throw new Error(`test scene has warnings: ${warnings.join("; ")}`);
  return battlefield;
}
