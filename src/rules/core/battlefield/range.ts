import type { FigurePlacement } from "./battlefield";
import { distance, type Point } from "./geometry";

/**
 * Tabletop inches between two figures, measured between the nearest points of their bases, as a player measures
 * with a tape on the table. Used for weapon range ("Target Selection": "Targets must be within weapon range"), the 3"
 * of Target Selection and of figures in the same Area feature, Firefights and Lunging.
 */
export const rangeBetween = (a: FigurePlacement, b: FigurePlacement): number => rangeFrom(a.centre, a.radius, b);

/** `rangeBetween` from a base of `radius` centred on `centre` (a figure where it might stand) to figure `b`. */
export const rangeFrom = (centre: Point, radius: number, b: FigurePlacement): number =>
  Math.max(0, distance(centre, b.centre) - radius - b.radius);

/** Centre to centre, for drawing and for rules that move a figure's centre (random movement). */
export const centreDistance = (a: FigurePlacement, b: FigurePlacement): number => distance(a.centre, b.centre);

/** "Targets must be within weapon range." */
export const withinRange = (a: FigurePlacement, b: FigurePlacement, inches: number): boolean =>
  rangeBetween(a, b) <= inches;
