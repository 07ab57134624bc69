/**
 * The words the rules use for figures and weapons, as data. Sheets, models and the limits table all read these,
 * so adding a choice here is the only change needed for it to be stored, validated and shown.
 */

/** Which side of the battle a figure fights on. */
export const SIDES = ["crew", "enemy"] as const;
export type Side = (typeof SIDES)[number];

/** Crew traits the battle rules act on: Luck (Human), the Reaction Roll (Feral), leaping and gliding (Swift), climbing (Skulker). */
export const CREW_TRAITS = ["human", "feral", "swift", "skulker"] as const;
export type CrewTrait = (typeof CREW_TRAITS)[number];

/** "Enemy Movement": the seven AI types. */
export const AI_TYPES = ["aggressive", "cautious", "defensive", "rampaging", "tactical", "beast", "guardian"] as const;
export type AiType = (typeof AI_TYPES)[number];

/** "Resolving Hits": which casualty table a figure rolls on. */
export const CASUALTY_CATEGORIES = ["humanoid", "cybernetic", "beast"] as const;
export type CasualtyCategory = (typeof CASUALTY_CATEGORIES)[number];

/** The casualty tables' two columns. */
export const RANKS = ["regular", "boss"] as const;
export type Rank = (typeof RANKS)[number];

/** An enemy's place in its force; Lieutenants are always Fearless ("Fearless"). */
export const ENEMY_ROLES = ["basic", "specialist", "lieutenant", "uniqueIndividual"] as const;
export type EnemyRole = (typeof ENEMY_ROLES)[number];

/** Weapon traits the battle rules act on: Gun Slinging, Panic Fire, Arc of Fire, brawling bonuses, Lunging, Rampaging. */
export const WEAPON_TRAITS = ["pistol", "melee", "heavy"] as const;
export type WeaponTrait = (typeof WEAPON_TRAITS)[number];

/**
 * What the battle has done to a weapon: "Panic Fire" leaves a Pistol unusable; "Ammo fault" (Battle Events)
 * leaves a weapon unusable, or able to fire only once more.
 */
export const WEAPON_BATTLE_STATES = ["ready", "singleShotLeft", "panicFired", "ammoFault"] as const;
export type WeaponBattleState = (typeof WEAPON_BATTLE_STATES)[number];

/** Protective gear that gives a Saving Throw ("Saving Throws"). */
export const GEAR_KINDS = ["armour", "screen"] as const;
export type GearKind = (typeof GEAR_KINDS)[number];
