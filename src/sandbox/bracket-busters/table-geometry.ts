import { BracketBusters as BB, type Point, type Reach, type ReachPoint } from "../../rules";
import { arenaWith } from "./arena";

export type Positions = Readonly<Record<string, BB.Placement>>;

/** The placements of the fighters still on the battlefield: what the rules measure with. */
export function livePositions(state: BB.BattleState, positions: Positions): Record<string, BB.Placement> {
  const live: Record<string, BB.Placement> = {};
  for (const f of state.fighters) {
    const p = positions[f.fighter.id];
    if (p && BB.onBattlefield(f)) live[f.fighter.id] = p;
  }
  return live;
}

/** A lattice search takes a few milliseconds: each reach is kept for the positions it was measured on. */
const cache = new Map<string, Reach>();

/** Where a movement of `inches` can take the fighter on the arena (walls, crates and other fighters in the way). */
export function reachOf(state: BB.BattleState, positions: Positions, fighterId: string, inches: number): Reach {
  const live = livePositions(state, positions);
  const key = `${fighterId}:${inches}:${Object.entries(live)
    .map(([id, p]) => `${id}@${p.x},${p.y}`)
    .join(";")}`;
  let reach = cache.get(key);
  if (!reach) {
    if (cache.size > 30) cache.clear();
    reach = BB.movementReach(arenaWith(live, new Set(Object.keys(live))), fighterId, inches);
    cache.set(key, reach);
  }
  return reach;
}

/** The reach point nearest `to`, if one lies within `tolerance` inches of it. */
export function nearestReach(reach: Reach, to: Point, tolerance = 0.5): ReachPoint | null {
  let best: ReachPoint | null = null;
  let bestDistance = tolerance;
  for (const p of reach.points) {
    const d = Math.hypot(p.x - to.x, p.y - to.y);
    if (d <= bestDistance) {
      best = p;
      bestDistance = d;
    }
  }
  return best;
}

/** Degrees from one point towards another (0 along +x, 90 along +y), the way a fighter faces after moving. */
export const facingTowards = (from: Point, to: Point, otherwise: number): number =>
  Math.hypot(to.x - from.x, to.y - from.y) < 1e-6
    ? otherwise
    : (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;

/** The point `gap` inches (base edge to base edge) from `target`, on the side facing `from`. */
export function besideTarget(from: BB.Placement, target: BB.Placement, gap: number): Point {
  const dx = from.x - target.x;
  const dy = from.y - target.y;
  const length = Math.hypot(dx, dy) || 1;
  const centres = from.radius + target.radius + gap;
  return { x: target.x + (dx / length) * centres, y: target.y + (dy / length) * centres };
}
