import type { Point } from "../../core/battlefield/geometry";
import type { MovePath } from "../../core/battlefield/movement/reach";
import { rangeBetween } from "../../core/battlefield/range";
import type { Opponent, Situation } from "./situation";

/** Directions tried around an opponent for base contact: every 22.5 degrees. */
const CONTACT_DIRECTIONS = 16;
/** Bases a hair apart count as touching, and the mover's base stays clear of the opponent's for the path search. */
const CONTACT_GAP = 0.02;

/** A way into base contact with an opponent this activation. */
export interface EngageRoute {
  readonly opponent: Opponent;
  readonly point: Point;
  readonly path: MovePath;
}

/** Points where the enemy's base touches the opponent's, nearest side first. */
export function contactPoints(situation: Situation, opponent: Opponent): Point[] {
  const { centre, radius } = opponent.placement;
  const r = radius + situation.placement.radius + CONTACT_GAP;
  const towardsMe = Math.atan2(situation.placement.centre.y - centre.y, situation.placement.centre.x - centre.x);
  const points: Point[] = [];
  for (let k = 0; k < CONTACT_DIRECTIONS; k++) {
    // 0, +1, -1, +2, -2 ... steps from the side facing the mover.
    const step = k === 0 ? 0 : (k % 2 === 1 ? 1 : -1) * Math.ceil(k / 2);
    const angle = towardsMe + (step * 2 * Math.PI) / CONTACT_DIRECTIONS;
    points.push({ x: centre.x + Math.cos(angle) * r, y: centre.y + Math.sin(angle) * r });
  }
  return points;
}

/**
 * The cheapest way into base contact with `opponent` within `maxCost` inches of the activation's reach, or null.
 * A brawl is a Combat Action taken after the move, so the caller passes the move allowance, never the Dash.
 */
export function routeToEngage(situation: Situation, opponent: Opponent, maxCost: number): EngageRoute | null {
  if (rangeBetween(situation.placement, opponent.placement) > maxCost + 1e-9) return null;
  let best: EngageRoute | null = null;
  for (const point of contactPoints(situation, opponent)) {
    const path = situation.pathTo(point, maxCost);
    if (!path) continue;
    if (!best || path.cost < best.path.cost - 1e-9) best = { opponent, point, path };
  }
  return best;
}

/** "able to engage an opponent in brawling combat this round": the cheapest opponent to reach, or null. */
export function bestRouteToEngage(situation: Situation, maxCost: number): EngageRoute | null {
  let best: EngageRoute | null = null;
  for (const opponent of situation.opponents) {
    const route = routeToEngage(situation, opponent, maxCost);
    if (route && (!best || route.path.cost < best.path.cost - 1e-9)) best = route;
  }
  return best;
}
