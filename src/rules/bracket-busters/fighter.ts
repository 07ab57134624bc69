import type { FighterType, WeaponTrait } from "./vocabulary";

/**
 * A fighter's profile. Ruling 10: Weapon Skill, Ballistic Skill and Initiative are `N+` targets on one D6; Leadership,
 * Cool, Willpower and Intelligence `N+` targets on 2D6 (stored as N); Movement (inches), Strength, Toughness, Wounds and
 * Attacks are plain numbers.
 */
export interface Profile {
  readonly movement: number;
  readonly weaponSkill: number;
  readonly ballisticSkill: number;
  readonly strength: number;
  readonly toughness: number;
  readonly wounds: number;
  readonly initiative: number;
  readonly attacks: number;
  readonly leadership: number;
  readonly cool: number;
  readonly willpower: number;
  readonly intelligence: number;
}

/**
 * Ruling 14: the skill that lets a fighter initiate a Group Activation: "the radius within which other fighters must be",
 * "how many additional fighters (i.e. not including themselves)", and "any restrictions" — as text, and as the fighter
 * types allowed where the data names them (empty: any type).
 */
export interface GroupActivation {
  readonly radius: number;
  readonly extraFighters: number;
  readonly restriction: string;
  readonly allowedTypes: readonly FighterType[];
}

/** One weapon profile: "Reload" makes "an Ammo check ... on a D6 using the weapon's Ammo characteristic". */
export interface WeaponProfile {
  readonly id: string;
  readonly name: string;
  /** Shoot, Blindfire and Fire Through need "a Ranged weapon". */
  readonly ranged: boolean;
  /** The Ammo `N+` target; null for a profile that never runs Out of Ammo. */
  readonly ammo: number | null;
  readonly traits: readonly WeaponTrait[];
}

/** A fighter as its gang brings it to the battle. */
export interface Fighter {
  readonly id: string;
  readonly name: string;
  /** Gang membership: the gang whose player controls the fighter. */
  readonly gangId: string;
  /** For the XP a fighter who takes this one Out of Action earns. */
  readonly type: FighterType;
  readonly profile: Profile;
  /** "By default, each fighter may take up to two Actions per Activation", unless the profile says otherwise. */
  readonly actions: number;
  readonly groupActivation: GroupActivation | null;
  readonly weapons: readonly WeaponProfile[];
  readonly xp: number;
  /** The fighter card's Rating, which a Permanent Injury reduces. */
  readonly rating: number;
  /** Uses the "Survivor Critical Injury Table" instead of the Critical Injury Table. */
  readonly survivor: boolean;
}

export interface Gang {
  readonly id: string;
  readonly name: string;
  readonly fighters: readonly Fighter[];
}
