import { usableRangedWeapons } from "../figures/figure";
import { allMissed, canReact, closest, reactionOf, type FiredUpon, type Reaction } from "./reaction";

/**
 * "Firefights", for one target fired upon: "1. The firer is within the target's arc of fire and weapon range.
 * 2. All Shots missed and at least one rolled a natural 1 to hit. 3. The target is not stunned or Shocked."
 */
export function canFirefight(firedUpon: FiredUpon): boolean {
  const { view, shots } = firedUpon;
  const inRange = usableRangedWeapons(view.target).some((weapon) => view.distance <= weapon.range);
  return (
    view.firerInTargetsArc &&
    inRange &&
    allMissed(firedUpon) &&
    shots.some((shot) => shot.natural === 1) &&
    canReact(view.target)
  );
}

/**
 * "If multiple figures are eligible, only the closest figure may fire." Its fire "hits only on a natural 6"
 * (mode "naturalSixOnly") "and can in turn spawn Firefight attacks of their own". Null when no Firefight occurs.
 */
export function firefightAfter(firedUpon: readonly FiredUpon[]): Reaction | null {
  const answer = closest(firedUpon.filter(canFirefight));
  return answer ? reactionOf(answer.view.target) : null;
}
