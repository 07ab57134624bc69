import type { WeaponBattleState, WeaponTrait } from "./vocabulary";

/** A weapon as the rules see it: profile plus what the battle has done to it. */
export interface Weapon {
  readonly id: string;
  readonly name: string;
  /** Tabletop inches; 0 for a weapon used only in brawls. */
  readonly range: number;
  readonly shots: number;
  readonly damage: number;
  readonly traits: readonly WeaponTrait[];
  readonly battleState: WeaponBattleState;
}

export const hasTrait = (weapon: Weapon, trait: WeaponTrait): boolean => weapon.traits.includes(trait);

/** A weapon that can shoot: it has a range and fires at least one Shot. */
export const isRanged = (weapon: Weapon): boolean => weapon.range > 0 && weapon.shots > 0;

/**
 * "Panic Fire" and "Ammo fault" leave a weapon unusable for the rest of the battle. Takes a plain string so stored
 * data (a weapon model's battleState) can be asked directly.
 */
export const isUsableState = (state: string): boolean => state === "ready" || state === "singleShotLeft";

export const isUsable = (weapon: Weapon): boolean => isUsableState(weapon.battleState);
