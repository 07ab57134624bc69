import type { Figure } from "../figures/figure";
import { isRanged, isUsable, type Weapon } from "../figures/weapon";

/** Why a figure may not fire, as keys the adapter words. */
export type FireRefusal = "goner" | "shocked" | "stunnedAndMoved" | "weaponNotCarried" | "notRanged" | "weaponUnusable";

export type FireEligibility = { readonly allowed: true } | { readonly allowed: false; readonly reason: FireRefusal };

export interface FireRequest {
  readonly firer: Figure;
  /** "Characters with multiple weapons can choose any one weapon to fire." */
  readonly weapon: Weapon;
  /** Whether the figure moved this activation; a Stunned figure may Move OR take a Combat Action. */
  readonly hasMoved: boolean;
}

const ALLOWED: FireEligibility = Object.freeze({ allowed: true });
const refuse = (reason: FireRefusal): FireEligibility => ({ allowed: false, reason });

/** "Eligibility to Fire": may this figure fire this weapon now? */
export function canFire({ firer, weapon, hasMoved }: FireRequest): FireEligibility {
  if (firer.condition.goner) return refuse("goner");
  // "Shocked figures do not take a Combat Action"; Shock takes precedence over Stun, so it is checked first.
  if (firer.condition.marker === "shocked") return refuse("shocked");
  if (firer.condition.marker === "stunned" && hasMoved) return refuse("stunnedAndMoved");
  if (!firer.weapons.some((carried) => carried.id === weapon.id)) return refuse("weaponNotCarried");
  if (!isRanged(weapon)) return refuse("notRanged");
  if (!isUsable(weapon)) return refuse("weaponUnusable");
  return ALLOWED;
}
