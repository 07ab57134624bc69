import { hasTrait } from "../figures/weapon";
import { usableRangedWeapons } from "../figures/figure";
import { allMissed, canReact, reactionOf, type FiredUpon, type Reaction } from "./reaction";

/**
 * "Lunging", for one target fired upon: "1. ... the firer is within the base move distance of the target" (its
 * Speed, not halved by Wounded: "base"). "2. All shots miss and the target is not stunned or Shocked. 3. The target
 * has a Melee weapon OR lacks any ranged weapon" — a ranged weapon left unusable by Panic Fire or Ammo fault is
 * no longer one it has to fire, so it counts as lacking.
 */
export function canLunge(firedUpon: FiredUpon): boolean {
  const { target, distance } = firedUpon.view;
  const melee = target.weapons.some((weapon) => hasTrait(weapon, "melee"));
  return (
    distance <= target.speed &&
    allMissed(firedUpon) &&
    canReact(target) &&
    (melee || usableRangedWeapons(target).length === 0)
  );
}

/**
 * Every target that may Lunge: unlike Firefights, the rules do not limit Lunging to the closest figure. Each
 * "immediately takes a normal move to enter Brawling combat"; player characters may decline.
 */
export const lungesAfter = (firedUpon: readonly FiredUpon[]): Reaction[] =>
  firedUpon.filter(canLunge).map((candidate) => reactionOf(candidate.view.target));
