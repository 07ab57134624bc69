import { hasCrewTrait } from "../figures/figure";
import type { Battlefield } from "../../core/battlefield/battlefield";
import { EPSILON, type Point } from "../../core/battlefield/geometry";
import { footingAt } from "../../core/battlefield/movement/footing";
import { checkPlacement, checkPosition, checkTable } from "../../core/battlefield/limits-of-the-table";
import { placementOf } from "../../core/battlefield/line-of-sight";
import { lookupFigure, type FiguresById } from "./target-views";

/** A glide the rules allow: where from and to, how far down and how far across. */
export interface Glide {
  readonly figureId: string;
  readonly from: Point;
  readonly to: Point;
  /** The figure's elevation where it lands: the ground there (the top of the feature it lands on, else 0). */
  readonly elevation: number;
  readonly drop: number;
  readonly across: number;
}

export type GlideVerdict = { readonly glide: Glide } | { readonly refused: string };

/**
 * "Swift characters may glide down from a height. Pick a location that is below the current position of the figure and
 * no farther away horizontally than the difference in the heights of the two locations. Place the figure at the new
 * location. ... Gliding counts as a Swift's Movement Action." Heights are elevations in inches (a figure's own, and the
 * ground at the landing: the top of an individual feature there, else the table); "horizontally" is centre to centre
 * on the table. The base must fit where it lands (`footingAt`), as anywhere a figure is placed.
 */
export function glide(battlefield: Battlefield, figureId: string, to: Point, figures: FiguresById): GlideVerdict {
  checkTable("glide", battlefield);
  checkPosition("glide", "to", to, battlefield);
  const placement = placementOf(battlefield, figureId);
  checkPlacement("glide", placement, battlefield);
  const figure = lookupFigure(figures, figureId);
  if (!figure) throw new RangeError(`glide: no rules figure for "${figureId}"`);
  if (!hasCrewTrait(figure, "swift"))
    return { refused: `${figure.name} is not Swift: only Swift characters may glide` };
  const footing = footingAt(battlefield, to, placement.radius);
  if (!footing.fits) return { refused: `the base does not fit there (${footing.clash ?? "in the way"})` };
  const drop = placement.elevation - footing.ground;
  if (drop <= EPSILON)
    return {
      refused: `the landing is not below the figure (${round(footing.ground)}" against ${round(placement.elevation)}")`,
    };
  const across = Math.hypot(to.x - placement.centre.x, to.y - placement.centre.y);
  if (across > drop + EPSILON) return { refused: `${round(across)}" away, further than the ${round(drop)}" drop` };
  return {
    glide: { figureId, from: placement.centre, to: { x: to.x, y: to.y }, elevation: footing.ground, drop, across },
  };
}

const round = (inches: number): number => Math.round(inches * 100) / 100;
