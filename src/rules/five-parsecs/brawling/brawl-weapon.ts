import type { Figure } from "../figures/figure";
import { hasTrait, isUsable, type Weapon } from "../figures/weapon";

/** "Brawling Combat": "Add +1 if using a Pistol". */
export const PISTOL_BRAWL_BONUS = 1;
/** "Brawling Combat": "+2 if using a Melee weapon". */
export const MELEE_BRAWL_BONUS = 2;
/** "Figures with no suitable weapon can improvise. They add +0". */
export const IMPROVISED_BRAWL_BONUS = 0;

/**
 * What a figure with no suitable weapon strikes with: "They add +0 and strike with Damage +0". A Weapon-shaped value
 * so a brawl can treat every choice alike; no figure carries it, every figure may use it.
 */
export const IMPROVISED: Weapon = Object.freeze({
  id: "improvised",
  name: "Improvised",
  range: 0,
  shots: 0,
  damage: 0,
  traits: Object.freeze([]) as readonly [],
  battleState: "ready",
});

export const isImprovised = (weapon: Weapon): boolean => weapon.id === IMPROVISED.id;

/**
 * A weapon that earns a brawling bonus: a Pistol or a Melee weapon that is still usable (a Pistol left unusable by
 * Panic Fire or an Ammo fault does not count). Anything else, a rifle included, is "no suitable weapon".
 */
export const isSuitableForBrawl = (weapon: Weapon): boolean =>
  isUsable(weapon) && (hasTrait(weapon, "melee") || hasTrait(weapon, "pistol"));

/** The bonus a weapon adds to the brawl roll; a weapon with both traits counts as the Melee weapon it also is. */
export function brawlBonus(weapon: Weapon): number {
  if (!isSuitableForBrawl(weapon)) return IMPROVISED_BRAWL_BONUS;
  return hasTrait(weapon, "melee") ? MELEE_BRAWL_BONUS : PISTOL_BRAWL_BONUS;
}

/** The words a chat card shows for the weapon modifier. */
export function brawlBonusReason(weapon: Weapon): string {
  if (!isSuitableForBrawl(weapon)) return "Improvised";
  return hasTrait(weapon, "melee") ? "Melee weapon" : "Pistol";
}

/** "Each character selects the weapon they want to use": its suitable weapons, then improvising, always allowed. */
export const brawlChoices = (figure: Figure): Weapon[] => [...figure.weapons.filter(isSuitableForBrawl), IMPROVISED];

/**
 * "The enemy will always opt for the weapon with the highest bonus." Between equal bonuses it takes the higher
 * Damage (the rules leave the tie open; no sensible enemy strikes softer), then the first carried.
 */
export function bestBrawlWeapon(figure: Figure): Weapon {
  let best = IMPROVISED;
  for (const weapon of brawlChoices(figure)) {
    const better =
      brawlBonus(weapon) > brawlBonus(best) || (brawlBonus(weapon) === brawlBonus(best) && weapon.damage > best.damage);
    if (better) best = weapon;
  }
  return best;
}

/** Throws when a figure brawls with a weapon it cannot pick: one it does not carry, or one that is not suitable. */
export function assertBrawlWeapon(figure: Figure, weapon: Weapon): void {
  if (isImprovised(weapon)) return;
  if (!figure.weapons.some((carried) => carried.id === weapon.id)) {
    throw new RangeError(`Brawling Combat: ${figure.name} does not carry "${weapon.name}"`);
  }
  if (!isSuitableForBrawl(weapon)) {
    throw new RangeError(
      `Brawling Combat: "${weapon.name}" is not a usable Pistol or Melee weapon; ${figure.name} must improvise (IMPROVISED)`,
    );
  }
}
