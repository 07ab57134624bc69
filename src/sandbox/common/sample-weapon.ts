import type { Weapon, WeaponTrait } from "../../rules";

/** A ready weapon for the sandbox's sample figures, with a profile from the rules' weapon table. */
export const sampleWeapon = (
  id: string,
  name: string,
  range: number,
  shots: number,
  damage: number,
  traits: readonly WeaponTrait[] = [],
): Weapon => ({
  id,
  name,
  range,
  shots,
  damage,
  traits,
  battleState: "ready",
});
