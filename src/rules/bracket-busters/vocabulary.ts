/*
 * The words of bracket-busters-battle-sequence.md that the rules act on, as plain lists. No imports: the shared limits
 * table reads these lists (through ./limits), and a list here must never pull the rest of the ruleset in with it.
 */

/** "Standard Battle Sequence XP Rewards" names these kinds of fighter; every other kind is "other". */
export const FIGHTER_TYPES = ["leader", "champion", "bountyHunter", "spyrer", "merc", "other"] as const;
export type FighterType = (typeof FIGHTER_TYPES)[number];

/**
 * Ruling 12: "A fighter on the battlefield is in exactly one of Active, Pinned, Engaged, Seriously Injured or Broken;
 * Out of Action fighters have left it."
 */
export const STATUSES = ["active", "pinned", "engaged", "seriouslyInjured", "broken"] as const;
export type Status = (typeof STATUSES)[number];
/** A status, or gone from the battlefield. */
export type FighterStatus = Status | "outOfAction";
export const FIGHTER_STATUSES = [...STATUSES, "outOfAction"] as const satisfies readonly FighterStatus[];

/** Ruling 12: "Pinned and Seriously Injured fighters are Prone." */
export const PRONE_STATUSES: readonly Status[] = ["pinned", "seriouslyInjured"];

/** Ruling 10: target numbers on one D6, written `N+`. */
export const D6_CHARACTERISTICS = ["weaponSkill", "ballisticSkill", "initiative"] as const;
/** Ruling 10: target numbers on 2D6, written `N+`. */
export const TWO_D6_CHARACTERISTICS = ["leadership", "cool", "willpower", "intelligence"] as const;
/** Ruling 10: plain numbers. */
export const PLAIN_CHARACTERISTICS = ["movement", "strength", "toughness", "wounds", "attacks"] as const;
export const CHARACTERISTICS = [
  "movement",
  "weaponSkill",
  "ballisticSkill",
  "strength",
  "toughness",
  "wounds",
  "initiative",
  "attacks",
  "leadership",
  "cool",
  "willpower",
  "intelligence",
] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];
export type D6Characteristic = (typeof D6_CHARACTERISTICS)[number];
export type TwoD6Characteristic = (typeof TWO_D6_CHARACTERISTICS)[number];
export type CheckedCharacteristic = D6Characteristic | TwoD6Characteristic;

/** "A fighter makes a Nerve test using either their Cool characteristic or Willpower characteristic". */
export const NERVE_CHARACTERISTICS = ["cool", "willpower"] as const;
export type NerveCharacteristic = (typeof NERVE_CHARACTERISTICS)[number];

/** The weapon traits the text acts on (Blindfire, Fire Through); every other trait is the players' book. */
export const WEAPON_TRAITS = ["blast3", "blast5", "template"] as const;
export type WeaponTrait = (typeof WEAPON_TRAITS)[number];

/** Ruling 11: the three results of the Injury dice. */
export const INJURY_RESULTS = ["fleshWound", "seriousInjury", "outOfAction"] as const;
export type InjuryResult = (typeof INJURY_RESULTS)[number];

/** Ruling 15: the results a player sets on an attack's target from the card. */
export const ATTACK_RESULTS = ["pinned", "fleshWound", "seriouslyInjured", "broken", "outOfAction"] as const;
export type AttackResult = (typeof ATTACK_RESULTS)[number];

/** "Exert": what the fighter exerts strength upon; the text says what success does to the first three. */
export const EXERT_OBJECTS = ["door", "casket", "scatterTerrain", "other"] as const;
export type ExertObject = (typeof EXERT_OBJECTS)[number];
