import type { Figure } from "../figures/figure";
import { hasTrait, type Weapon } from "../figures/weapon";
import type { StateChange } from "../outcome/state-change";

/** "Panic Fire": "The figure receives 1 additional Shot". */
export const PANIC_FIRE_EXTRA_SHOTS = 1;

/** Only "A figure firing a Pistol may Panic Fire the weapon." */
export const canPanicFire = (weapon: Weapon): boolean => hasTrait(weapon, "pistol");

/** The Shots a weapon fires this action, with Panic Fire's extra Shot when it is Panic Fired. */
export const shotsFired = (weapon: Weapon, panicFire: boolean): number =>
  weapon.shots + (panicFire && canPanicFire(weapon) ? PANIC_FIRE_EXTRA_SHOTS : 0);

/**
 * What firing does to the weapon. Panic Fire: "the Pistol is not usable for the rest of the battle". Battle Events
 * "Ammo fault": a weapon that "can be fired only once this battle" is spent once it fires. Otherwise nothing.
 */
export function afterFiring(firer: Figure, weapon: Weapon, panicFire: boolean): StateChange[] {
  const base = { kind: "weapon", figureId: firer.id, weaponId: weapon.id } as const;
  if (panicFire && canPanicFire(weapon)) return [{ ...base, battleState: "panicFired" }];
  if (weapon.battleState === "singleShotLeft") return [{ ...base, battleState: "ammoFault" }];
  return [];
}
