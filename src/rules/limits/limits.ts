import {
  AI_TYPES,
  CASUALTY_CATEGORIES,
  CREW_TRAITS,
  ENEMY_ROLES,
  GEAR_KINDS,
  RANKS,
  WEAPON_BATTLE_STATES,
  WEAPON_TRAITS,
} from "../five-parsecs/figures/vocabulary";
import { BRACKET_BUSTERS_LIMITS } from "../bracket-busters/limits";
import { MAX_SPEED_INCHES } from "../core/battlefield/limits-of-the-table";
import { choice, flag, integer, optionalInteger, set, text } from "./limit";

/**
 * The one table of limits. The Foundry data models build their fields from it, the sheets take their input bounds
 * from it, and `checkLimits` refuses anything outside it, so the rules may trust every number they are given.
 *
 * Where the rules name a bound it is quoted; the rest are the widest values the game's profiles use, so that a
 * typo (Reactions 9, Speed -1) is caught without refusing any legal figure.
 */

/** Profile values shared by crew members and enemies. */
const PROFILE = {
  /** Tabletop inches per Move; 0 for a figure that cannot move. */
  speed: integer(0, MAX_SPEED_INCHES, 4),
  /** The stored value; "Wounded" lowers the figure's effective Combat Skill during a battle (even to -1). */
  combatSkill: integer(0, 5, 0),
  /** "Tougher than expected": "+1 Toughness (to a maximum of 6)". */
  toughness: integer(1, 6, 3),
  casualtyCategory: choice(CASUALTY_CATEGORIES, "humanoid"),
} as const;

export const LIMITS = {
  crew: {
    /** Compared with a D6 in "The Reaction Roll", so 1 to 6. */
    reactions: integer(1, 6, 1),
    ...PROFILE,
    savvy: integer(0, 5, 0),
    /** Current and maximum; "Humans are the only species that are allowed more than one point of Luck" (`checkLimits`). */
    luck: { value: integer(0, 3, 0), max: integer(0, 3, 0) },
    traits: set(CREW_TRAITS),
  },
  enemy: {
    ...PROFILE,
    ai: choice(AI_TYPES, "tactical"),
    /** The highest die face in the Panic range: 2 means "Panic 1-2"; "Some enemy types have a Panic range of 0". */
    panic: integer(0, 6, 1),
    rank: choice(RANKS, "regular"),
    role: choice(ENEMY_ROLES, "basic"),
    fearless: flag(false),
    /** The enemy's own Saving Throw ("5+" is 5); none when absent. */
    savingThrow: optionalInteger(2, 6),
    /** "Many opponent types will add a bonus or penalty" to the Seize the Initiative roll. */
    seizeModifier: integer(-3, 3, 0),
    /** The figure a Guardian must stay within 3" of: a document UUID, or empty. */
    guardianOf: text(256),
  },
  weapon: {
    /** In tabletop inches; 0 for a weapon used only in brawls. */
    range: integer(0, 48, 12),
    /** 0 for a weapon used only in brawls. */
    shots: integer(0, 6, 1),
    damage: integer(0, 5, 0),
    traits: set(WEAPON_TRAITS),
    battleState: choice(WEAPON_BATTLE_STATES, "ready"),
  },
  gear: {
    kind: choice(GEAR_KINDS, "armour"),
    savingThrow: integer(2, 6, 6),
  },
} as const;

/** The kinds stored as Foundry documents (each has a data model, a sheet and labels). */
export type LimitedKind = keyof typeof LIMITS;

/**
 * Every section of the one table: Five Parsecs' documents (LIMITS) and Bracket Busters' fighters, weapon profiles,
 * Group Activation skill, battle marks and Injury dice faces, which have no Foundry document yet. `checkLimits` reads it.
 */
export const ALL_LIMITS = { ...LIMITS, ...BRACKET_BUSTERS_LIMITS } as const;
export type CheckedKind = keyof typeof ALL_LIMITS;
