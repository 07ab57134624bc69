/** A point on the scene, in pixels. */
export interface ScenePoint {
  readonly x: number;
  readonly y: number;
}

/** How the scene's pixels become tabletop inches: the grid's pixels per scene unit, and scene units per inch. */
export interface TableScale {
  readonly pixelsPerUnit: number;
  /** Rules README ruling 5: one scene unit is one inch unless the world setting says otherwise. */
  readonly unitsPerInch: number;
}

export const pixelsPerInch = (scale: TableScale): number => scale.pixelsPerUnit * scale.unitsPerInch;

/** Inches to a tenth: the precision a tape measure gives at the table. */
export const tenths = (inches: number): number => Math.round(inches * 10) / 10;

/** Tabletop inches between two points, to a tenth. */
export function inchesBetween(a: ScenePoint, b: ScenePoint, scale: TableScale): number {
  return tenths(Math.hypot(a.x - b.x, a.y - b.y) / pixelsPerInch(scale));
}

/** For each point, the ids of the others within `inches` of it ("Target Selection": targets within 3"). */
export function neighboursWithin(
  points: readonly { readonly id: string; readonly at: ScenePoint }[],
  inches: number,
  scale: TableScale,
): Map<string, string[]> {
  return new Map(
    points.map(({ id, at }) => [
      id,
      points
        .filter((other) => other.id !== id && inchesBetween(at, other.at, scale) <= inches)
        .map((other) => other.id),
    ]),
  );
}

/**
 * Where a push of `inches` "directly away from the attacker" leaves a figure, in pixels. Two figures on the same
 * spot have no direction between them, so the push is refused (null) rather than guessed.
 */
export function pushedTo(
  figure: ScenePoint,
  awayFrom: ScenePoint,
  inches: number,
  scale: TableScale,
): ScenePoint | null {
  const dx = figure.x - awayFrom.x;
  const dy = figure.y - awayFrom.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return null;
  const distance = inches * pixelsPerInch(scale);
  return { x: figure.x + (dx / length) * distance, y: figure.y + (dy / length) * distance };
}
