import type { Figure } from "../../figures/figure";
import type { Battlefield } from "../battlefield";
import type { Point } from "../geometry";
import { checkLattice, checkMaxCost, checkPlacement, checkPosition, checkSpeed, checkTable } from "../limits-of-the-table";
import { placementOf } from "../line-of-sight";
import { LatticeSearch } from "./lattice-search";
import { footingAt, Footings } from "./footing";
import type { MoveNote } from "./move-graph";
import { isSkulker, leapInches, moveAllowance, type JumpDown } from "./movement-rules";

/**
 * Where a figure can get to, and the cheapest way there: a Dijkstra (A* for one destination) search over a lattice of
 * points half an inch apart, each point linked to its 16 nearest neighbours so paths run in 16 directions and are
 * at most a few percent longer than a tape measure's straight line. Every step is checked against the walls,
 * features and figures it crosses (`MoveGraph`), so a path never crosses what it may not, and its cost is what the
 * rules charge for it. Next to impassable ground, longer straight steps leap its gaps ("Leaping"); a step that drops
 * more than 1" may end in a jump ("Jumping"), a point where the move stops.
 */
export const LATTICE_INCHES = 0.5;

/** A jump down that ends a move ("Jumping", "Falling"): the drop in inches and the Hit it causes, if any. */
export interface Jump extends JumpDown {
  readonly drop: number;
}

/** A way across the table: the points the figure's centre passes, its cost in inches and what it paid for. */
export interface MovePath {
  readonly points: readonly Point[];
  /** Inches of movement allowance, difficult ground included ("+1" for every full 2"). */
  readonly cost: number;
  readonly notes: readonly MoveNote[];
  /** Present when the path ends in a jump down of more than 1": the move ends there, 3" or more is a Hit. */
  readonly jump?: Jump;
}

export interface ReachPoint {
  readonly x: number;
  readonly y: number;
  readonly cost: number;
  /** Only reachable with a Dash ("Dash": +2"). */
  readonly withDash: boolean;
  /** Present when the point is reached (most cheaply) by jumping down onto it: the move ends there. */
  readonly jump?: Jump;
}

/**
 * Everywhere a figure can reach this activation, with a move and with a Dash: the points where its move may end, so
 * only those where its whole base fits (`footingAt`: clear of walls and impassable ground, on top of an individual
 * feature or clear of it). A path may pass closer; it may not stop there.
 */
export interface Reach {
  readonly figureId: string;
  /** "Movement Action": Speed (halved when Wounded). */
  readonly move: number;
  /** "Dash": Speed + 2". */
  readonly dash: number;
  readonly points: readonly ReachPoint[];
  /** The cheapest path found to a point within the Dash allowance, or null when it is out of reach. */
  pathTo(point: Point): MovePath | null;
}

export interface SearchOptions {
  /** Lattice spacing in inches; finer is slower. */
  readonly lattice?: number;
}

/** Options of `reachOf`. */
export interface ReachOptions extends SearchOptions {
  /**
   * false: only the "Movement Action" (points and paths within the move allowance), a search of about half the area;
   * the points and their costs are those of the full reach within the move. Default true: the Dash too.
   */
  readonly withDash?: boolean;
}

/** "Movement Action" and "Dash": the points a figure can reach, each with its cost. */
export function reachOf(battlefield: Battlefield, figure: Figure, options: ReachOptions = {}): Reach {
  checkTable("reachOf", battlefield);
  checkLattice("reachOf", options.lattice);
  checkSpeed("reachOf", figure);
  const placement = placementOf(battlefield, figure.id);
  checkPlacement("reachOf", placement, battlefield);
  const move = moveAllowance(figure), dash = moveAllowance(figure, true);
  // Dijkstra gives every point within the limit its cheapest cost whatever lies beyond it, so a search stopped at the
  // move allowance agrees with the full one inside it.
  const limit = options.withDash === false ? move : dash;
  const search = new LatticeSearch(battlefield, placement, isSkulker(figure), leapInches(figure), limit, options.lattice ?? LATTICE_INCHES, null, "reachOf");
  search.run();
  const points: ReachPoint[] = [];
  // No point of the reach lies further from the start than the allowance (a step costs at least its length).
  const { x: sx, y: sy } = placement.centre;
  const footings = new Footings(battlefield, { minX: sx - limit, minY: sy - limit, maxX: sx + limit, maxY: sy + limit }, placement.radius);
  const fits = (p: Point): boolean => footingAt(battlefield, p, placement.radius).fits;
  search.forEachReached((x, y, cost, jump) => {
    if (cost > limit + 1e-9 || !footings.fits(x, y)) return;
    const withDash = cost > move + 1e-9;
    points.push(jump ? { x, y, cost, withDash, jump } : { x, y, cost, withDash });
  });
  return { figureId: figure.id, move, dash, points, pathTo: (point) => (fits(point) ? search.pathTo(point, limit) : null) };
}

/**
 * The cheapest path for a figure to a point, within `maxCost` inches (default: anywhere on the table), or null. Without
 * `maxCost` the search covers the whole table, so a fine lattice on a large table may pass `MAX_SEARCH_POINTS` and is
 * refused: pass `maxCost` or a coarser lattice. A point where the figure's base does not fit (`footingAt`) has none.
 */
export function cheapestPath(battlefield: Battlefield, figure: Figure, to: Point, options: SearchOptions & { readonly maxCost?: number } = {}): MovePath | null {
  checkTable("cheapestPath", battlefield);
  checkLattice("cheapestPath", options.lattice);
  checkMaxCost("cheapestPath", options.maxCost);
  checkPosition("cheapestPath", "to", to, battlefield);
  const placement = placementOf(battlefield, figure.id);
  checkPlacement("cheapestPath", placement, battlefield);
  const maxCost = options.maxCost ?? Infinity;
  if (!footingAt(battlefield, to, placement.radius).fits) return null;
  const search = new LatticeSearch(battlefield, placement, isSkulker(figure), leapInches(figure), maxCost, options.lattice ?? LATTICE_INCHES, to, "cheapestPath");
  search.run();
  return search.pathTo(to, maxCost);
}
