import { boxOf, type Box, type Point } from "../geometry";

/**
 * Where a lattice search aims (`LatticeSearch.run`), when its caller can only choose among some of the points it lists:
 * the one nearest a point (`toward`), or those near some shapes (`within`). The search then follows no state from which
 * even a straight line with all the allowance it has left would end further away than it must. Every point that can
 * still be chosen is reached at the cost a full search gives it: each state on its cheapest way is followed (a step
 * costs at least its length, so such a state has the allowance left to go the rest in a straight line). Towards a
 * point it settles states nearest that point first (A*, `heading`), and of two equally cheap ways into a state keeps the
 * one from the cheaper state, as a full search does; only between ways from two states themselves equally cheap (or,
 * near shapes, any two ways of exactly the same cost) may it keep the other, its open list holding other states. Any
 * point further away may be missing or dearer.
 */
export interface Aim {
  /** Only the listed point nearest there matters, else every listed point there. */
  readonly nearest: boolean;
  /**
   * The point a `nearest` aim heads for, when `away` is the straight distance to it: the search then settles states
   * in order of cost plus that distance (A*) and stops once no state left can end nearer than a listed point settled.
   */
  readonly heading: Point | null;
  /** Which lattice points are listed at all (`LatticeSearch.forEachReached`). */
  readonly every: number;
  /**
   * How far a point lies from there in inches (0 or less: there). It may say less than that (the distance to a shape's
   * box instead of the shape), but not when `nearest`, whose nearest listed point bounds the search.
   */
  away(x: number, y: number): number;
  /** Whether a point the search settles at a cost will be listed (its caller's own test: within the allowance, the base fits). */
  listed(x: number, y: number, cost: number): boolean;
}

/** Points within `inches` of one of `shapes` (polygons, each at least three corners). */
export interface Within {
  readonly shapes: readonly (readonly Point[])[];
  readonly inches: number;
}

/**
 * How much further from where a search aims than it must reach a state may lead and still be followed: far above the
 * rounding of a sum of steps and the AI's tolerance between equal scores (1e-9).
 */
const AIM_MARGIN_INCHES = 1e-6;

/** How near where a search aims its states must be able to end, tightened as it settles listed points when `nearest`. */
export class AimBound {
  readonly #aim: Aim;
  #mustEndWithin: number;

  constructor(aim: Aim) {
    this.#aim = aim;
    this.#mustEndWithin = aim.nearest ? Infinity : 0;
  }

  /** Which lattice points are listed (`Aim.every`). */
  get every(): number {
    return this.#aim.every;
  }

  /**
   * A state just settled at (x, y) with `left` inches of allowance (`listedCost`: its cost when it stands on a listed
   * lattice point, else null): whether nothing beyond it can end near enough to be chosen.
   */
  leadsNowhereNearer(x: number, y: number, left: number, listedCost: number | null): boolean {
    const aim = this.#aim,
      away = aim.away(x, y);
    if (aim.nearest && listedCost !== null && away < this.#mustEndWithin && aim.listed(x, y, listedCost))
      this.#mustEndWithin = away;
    return away - left > this.#mustEndWithin + AIM_MARGIN_INCHES;
  }

  /**
   * In a search settling in order of cost plus (at most) `away` (`Aim.heading`), whose least such sum left is `least`
   * and whose allowance is `limit`: whether every state left leads nowhere nearer (`leadsNowhereNearer` of each says so).
   */
  settledAllThatMatter(least: number, limit: number): boolean {
    return least - limit > this.#mustEndWithin + AIM_MARGIN_INCHES;
  }
}

/** The search for the listed point nearest `point` ("as fast as possible towards"). */
export function aimToward(point: Point, every: number, listed: Aim["listed"]): Aim {
  return {
    nearest: true,
    heading: point,
    every,
    listed,
    away: (x, y) => Math.sqrt((x - point.x) ** 2 + (y - point.y) ** 2),
  };
}

/**
 * The search for the listed points within `within.inches` of its shapes, measured to each shape's box: never further
 * than to the shape itself, which is all the search needs, at a fraction of a polygon's measure.
 */
export function aimWithin(within: Within, every: number, listed: Aim["listed"]): Aim {
  const boxes: readonly Box[] = within.shapes.map((shape) => boxOf(shape));
  const away = (x: number, y: number): number => {
    let nearest = Infinity;
    for (const box of boxes) {
      const dx = Math.max(box.minX - x, 0, x - box.maxX),
        dy = Math.max(box.minY - y, 0, y - box.maxY);
      nearest = Math.min(nearest, dx * dx + dy * dy);
    }
    return Math.sqrt(nearest) - within.inches;
  };
  return { nearest: false, heading: null, every, listed, away };
}
