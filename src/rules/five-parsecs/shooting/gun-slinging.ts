import type { Figure } from "../figures/figure";
import { hasTrait, type Weapon } from "../figures/weapon";
import { canFire, type FireEligibility, type FireRefusal } from "./eligibility";

/** Why two weapons cannot be Gun Slung, besides the reasons either one could not fire. */
export type GunSlingingRefusal = FireRefusal | "sameWeapon" | "notPistol";

export type GunSlingingCheck =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: GunSlingingRefusal };

/**
 * "Gun Slinging": "A figure may fire 2 Pistols if both are fired at the same target." Checks the pair; the same target
 * is enforced when the Shots are allocated, and "Combat Skill is not added" when the dice are rolled.
 */
export function checkGunSlinging(
  firer: Figure,
  pistols: readonly [Weapon, Weapon],
  hasMoved: boolean,
): GunSlingingCheck {
  const [first, second] = pistols;
  if (first.id === second.id) return { allowed: false, reason: "sameWeapon" };
  for (const weapon of pistols) {
    const eligibility: FireEligibility = canFire({ firer, weapon, hasMoved });
    if (!eligibility.allowed) return eligibility;
    if (!hasTrait(weapon, "pistol")) return { allowed: false, reason: "notPistol" };
  }
  return { allowed: true };
}
