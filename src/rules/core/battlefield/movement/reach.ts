import type { Battlefield } from "../battlefield";
import type { Point } from "../geometry";
import {
  checkInches,
  checkLattice,
  checkMaxCost,
  checkPlacement,
  checkPosition,
  checkTable,
  TableLimitError,
} from "../limits-of-the-table";
import { placementOf } from "../line-of-sight";
import { LatticeSearch } from "./lattice-search";
import { footingAt, Footings } from "./footing";
import { SearchBuffers } from "./search-buffers";
import { aimToward, aimWithin, type Within } from "./search-aim";
import type { Jump, MovePath } from "./move-path";

export type { Jump, MovePath } from "./move-path";
export type { Within } from "./search-aim";

/**
 * Where a figure can get to, and the cheapest way there: a Dijkstra (A* for one destination) search over a lattice of
 * points half an inch apart, each point linked to its 16 nearest neighbours so paths run in 16 directions and are
 * at most a few percent longer than a tape measure's straight line. Every step is checked against the walls,
 * features and figures it crosses (`MoveGraph`), so a path never crosses what it may not, and its cost is what the
 * rules charge for it. Next to impassable ground, longer straight steps leap its gaps ("Leaping"); a step that drops
 * more than 1" may end in a jump ("Jumping"), a point where the move stops.
 */
export const LATTICE_INCHES = 0.5;

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
  /** The plain move's allowance (Five Parsecs' "Movement Action": Speed, halved when Wounded). */
  readonly move: number;
  /** The longest move's allowance (Five Parsecs' "Dash": Speed + 2"). */
  readonly dash: number;
  readonly points: readonly ReachPoint[];
  /**
   * Set when the reach was searched towards a point (`ReachOptions.toward`): the listed points nearest it are as the
   * full reach lists them, at the same cost by a path as cheap; a point further from it than the nearest may be
   * missing or dearer.
   */
  readonly toward?: Point;
  /** Set when the reach was searched for the points near some shapes (`ReachOptions.within`): only those are sure. */
  readonly within?: Within;
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
   * List only every n-th lattice point in each direction (a whole number, counted from the table's corner, so the
   * listed points are the same whatever the figure's reach): the search is as fine as the lattice, the list as coarse
   * as a caller weighs it (the enemy AI's candidate spacing). Default 1: every point. Paths reach every point.
   */
  readonly listEvery?: number;
  /**
   * false: only the "Movement Action" (points and paths within the move allowance), a search of about half the area;
   * the points and their costs are those of the full reach within the move. Default true: the Dash too.
   */
  readonly withDash?: boolean;
  /**
   * Where the search borrows the buffers of its typed arrays (see `SearchBuffers`): a caller searching many times lends
   * the same buffers again. The reach answers `pathTo` until they are taken back, and refuses after. Default: its own.
   */
  readonly buffers?: SearchBuffers;
  /**
   * Search only as far as finding the listed point nearest this point needs ("as fast as possible towards"): that point
   * and any as near (within a millionth of an inch) are listed as the full reach lists them, each at the same cost by a
   * path as cheap (the same path, unless two ways into a point come from points themselves equally cheap); points
   * further away may be missing or dearer (see `Reach.toward`). Points nearer the target are searched first, so on open
   * ground towards a point beyond the allowance only a narrow band along the straight line is. Default: every point.
   */
  readonly toward?: Point;
  /**
   * Search only as far as the points within `inches` of one of `shapes` (inside one counts as 0) need: those points are
   * listed as the full reach lists them, each at the same cost by a path as cheap; any other point may be missing or
   * dearer (see `Reach.within`). For a mover heading for some terrain features ("next forward position"). Not with
   * `toward`.
   */
  readonly within?: Within;
}

/**
 * What the movement search needs to know of a figure, whichever ruleset moves it: its two allowances and how it
 * meets obstacles. Each ruleset turns its own figure into one (Five Parsecs: `moverOf`).
 */
export interface Mover {
  readonly id: string;
  /** Inches of the plain move. */
  readonly move: number;
  /** Inches of the longest move (a Dash); at least `move`. */
  readonly dash: number;
  /** Ignores obstacles up to 1" and the first 1" of a climb ("Skulker"). */
  readonly skulker: boolean;
  /** The widest gap the figure may leap, in inches ("Leaping"). */
  readonly leap: number;
}

function checkMover(entry: string, mover: Mover): void {
  checkInches(entry, `mover ${String(mover?.id)}.move`, mover?.move);
  checkInches(entry, `mover ${String(mover?.id)}.dash`, mover?.dash);
  checkInches(entry, `mover ${String(mover?.id)}.leap`, mover?.leap);
  if (mover.dash < mover.move)
    throw new TableLimitError(
      entry,
      `mover ${String(mover.id)}.dash`,
      mover.dash,
      `at least the move (${mover.move}")`,
    );
  if (typeof mover.skulker !== "boolean")
    throw new TableLimitError(entry, `mover ${String(mover.id)}.skulker`, mover.skulker, "true or false");
}

/** The points a mover can reach with its move and its longest move, each with its cost. */
export function reachFor(
  battlefield: Battlefield,
  mover: Mover,
  options: ReachOptions = {},
  entry = "reachFor",
): Reach {
  checkTable(entry, battlefield);
  checkLattice(entry, options.lattice);
  checkMover(entry, mover);
  checkListEvery(entry, options.listEvery);
  if (options.toward !== undefined) checkPosition(entry, "toward", options.toward, battlefield);
  if (options.within !== undefined) checkWithin(entry, options.within, battlefield, options.toward);
  if (options.buffers !== undefined && !(options.buffers instanceof SearchBuffers))
    throw new TableLimitError(entry, "buffers", options.buffers, "a SearchBuffers, or left out");
  const placement = placementOf(battlefield, mover.id);
  checkPlacement(entry, placement, battlefield);
  const { move, dash } = mover;
  // Dijkstra gives every point within the limit its cheapest cost whatever lies beyond it, so a search stopped at the
  // move allowance agrees with the full one inside it.
  const limit = options.withDash === false ? move : dash;
  const search = new LatticeSearch(
    battlefield,
    placement,
    mover.skulker,
    mover.leap,
    limit,
    options.lattice ?? LATTICE_INCHES,
    null,
    entry,
    options.buffers,
  );
  // No point of the reach lies further from the start than the allowance (a step costs at least its length).
  const { x: sx, y: sy } = placement.centre;
  const footings = new Footings(
    battlefield,
    { minX: sx - limit, minY: sy - limit, maxX: sx + limit, maxY: sy + limit },
    placement.radius,
    options.buffers,
  );
  const listed = (x: number, y: number, cost: number): boolean => cost <= limit + 1e-9 && footings.fits(x, y);
  const every = options.listEvery ?? 1,
    { toward, within } = options;
  search.run(toward ? aimToward(toward, every, listed) : within ? aimWithin(within, every, listed) : undefined);
  const points: ReachPoint[] = [];
  const fits = (p: Point): boolean => footingAt(battlefield, p, placement.radius).fits;
  search.forEachReached((x, y, cost, jump) => {
    if (!listed(x, y, cost)) return;
    const withDash = cost > move + 1e-9;
    points.push(jump ? { x, y, cost, withDash, jump } : { x, y, cost, withDash });
  }, every);
  const pathTo = (point: Point): MovePath | null => (fits(point) ? search.pathTo(point, limit) : null);
  const reach = { figureId: mover.id, move, dash, points, pathTo };
  return toward ? { ...reach, toward: { x: toward.x, y: toward.y } } : within ? { ...reach, within } : reach;
}

function checkWithin(entry: string, within: Within, battlefield: Battlefield, toward: Point | undefined): void {
  if (toward !== undefined) throw new TableLimitError(entry, "within", within, "left out when `toward` is given");
  if (!Array.isArray(within?.shapes))
    throw new TableLimitError(entry, "within.shapes", within?.shapes, "a list of polygons");
  within.shapes.forEach((shape, i) => {
    if (!Array.isArray(shape) || shape.length < 3)
      throw new TableLimitError(entry, `within.shapes[${i}]`, shape, "a polygon of at least three corners");
    shape.forEach((corner, k) => {
      checkPosition(entry, `within.shapes[${i}][${k}]`, corner, battlefield);
    });
  });
  checkInches(entry, "within.inches", within.inches);
}

function checkListEvery(entry: string, every: unknown): void {
  if (every === undefined || (Number.isInteger(every) && (every as number) >= 1 && (every as number) <= 64)) return;
  throw new TableLimitError(entry, "listEvery", every, "a whole number of lattice points from 1 to 64");
}

/** The cheapest path for a mover to a point, within `maxCost` inches (default: anywhere on the table), or null. */
export function cheapestPathFor(
  battlefield: Battlefield,
  mover: Pick<Mover, "id" | "skulker" | "leap">,
  to: Point,
  options: SearchOptions & { readonly maxCost?: number } = {},
  entry = "cheapestPathFor",
): MovePath | null {
  checkTable(entry, battlefield);
  checkLattice(entry, options.lattice);
  checkMaxCost(entry, options.maxCost);
  checkPosition(entry, "to", to, battlefield);
  checkInches(entry, `mover ${String(mover?.id)}.leap`, mover?.leap);
  const placement = placementOf(battlefield, mover.id);
  checkPlacement(entry, placement, battlefield);
  const maxCost = options.maxCost ?? Infinity;
  if (!footingAt(battlefield, to, placement.radius).fits) return null;
  const search = new LatticeSearch(
    battlefield,
    placement,
    mover.skulker,
    mover.leap,
    maxCost,
    options.lattice ?? LATTICE_INCHES,
    to,
    entry,
  );
  search.run();
  return search.pathTo(to, maxCost);
}
