import type { Figure } from "../figures/figure";
import { hasCrewTrait } from "../figures/figure";
import { effectiveSpeed } from "../hits/wounds";
import type { Battlefield } from "../../core/battlefield/battlefield";
import type { Point } from "../../core/battlefield/geometry";
import { checkSpeed } from "../../core/battlefield/limits-of-the-table";
import { DASH_INCHES, LEAP_INCHES, SWIFT_LEAP_INCHES } from "../../core/battlefield/movement/movement-rules";
import {
  cheapestPathFor,
  reachFor,
  type MovePath,
  type Mover,
  type Reach,
  type ReachOptions,
  type SearchOptions,
} from "../../core/battlefield/movement/reach";

/** "Leaping": the widest gap the figure may leap as part of its move. */
export const leapInches = (figure: Figure): number => (hasCrewTrait(figure, "swift") ? SWIFT_LEAP_INCHES : LEAP_INCHES);
export const canLeap = (figure: Figure, gap: number): boolean => gap <= leapInches(figure);

export const isSkulker = (figure: Figure): boolean => hasCrewTrait(figure, "skulker");

/** How far a figure may move: Speed ("Movement Action", halved when Wounded), plus 2" when it Dashes ("Dash"). */
export const moveAllowance = (figure: Figure, dash = false): number =>
  effectiveSpeed(figure) + (dash ? DASH_INCHES : 0);

/** A Five Parsecs figure as the movement search sees it: "Movement Action" and "Dash", Skulker, Leaping. */
export const moverOf = (figure: Figure): Mover => ({
  id: figure.id,
  move: moveAllowance(figure),
  dash: moveAllowance(figure, true),
  skulker: isSkulker(figure),
  leap: leapInches(figure),
});

/** "Movement Action" and "Dash": the points a figure can reach, each with its cost. */
export function reachOf(battlefield: Battlefield, figure: Figure, options: ReachOptions = {}): Reach {
  checkSpeed("reachOf", figure);
  return reachFor(battlefield, moverOf(figure), options, "reachOf");
}

/**
 * The cheapest path for a figure to a point, within `maxCost` inches (default: anywhere on the table), or null. Without
 * `maxCost` the search covers the whole table, so a fine lattice on a large table may pass `MAX_SEARCH_POINTS` and is
 * refused: pass `maxCost` or a coarser lattice. A point where the figure's base does not fit (`footingAt`) has none.
 */
export function cheapestPath(
  battlefield: Battlefield,
  figure: Figure,
  to: Point,
  options: SearchOptions & { readonly maxCost?: number } = {},
): MovePath | null {
  return cheapestPathFor(
    battlefield,
    { id: figure.id, skulker: isSkulker(figure), leap: leapInches(figure) },
    to,
    options,
    "cheapestPath",
  );
}
