import type { Figure } from "./figure";
import { hasTrait, isRanged } from "./weapon";

/** "Arc of Fire": 90 degrees to the front. */
export const ARC_OF_FIRE_DEGREES = 90;
/** "If the only ranged weapons carried are Pistols, the Arc of Fire is 180 degrees." */
export const PISTOL_ARC_OF_FIRE_DEGREES = 180;

/** The width of a figure's Arc of Fire in degrees, centred on its facing. */
export function arcOfFire(figure: Figure): number {
  const ranged = figure.weapons.filter(isRanged);
  const onlyPistols = ranged.length > 0 && ranged.every((weapon) => hasTrait(weapon, "pistol"));
  return onlyPistols ? PISTOL_ARC_OF_FIRE_DEGREES : ARC_OF_FIRE_DEGREES;
}
