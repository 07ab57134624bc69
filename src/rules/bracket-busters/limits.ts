import { choice, flag, integer, optionalInteger, set, text, type IntegerLimit } from "../limits/limit";
import { MAX_SPEED_INCHES } from "../core/battlefield/limits-of-the-table";
import { FIGHTER_STATUSES, FIGHTER_TYPES, WEAPON_TRAITS } from "./vocabulary";

/*
 * Bracket Busters' sections of the one limits table (src/rules/limits/limits.ts spreads them into ALL_LIMITS, which
 * `checkLimits` reads). They are built with the table's own builders (limits/limit.ts, which imports nothing) and import
 * nothing through core.ts, which re-exports `checkLimits`: that would close a circle through the table.
 *
 * Ruling 16: "A characteristic made worse by an injury never goes past its worst value (a 6+ D6 target, a 12+ 2D6
 * target, 1 for a plain number)", so the worst values are the bounds; the best are the widest a fighter card uses.
 */

/** An `N+` target on one D6: 2+ at best (a 1+ could not fail), 6+ at worst. */
const d6Target = (initial: number): IntegerLimit => integer(2, 6, initial);
/** An `N+` target on 2D6: 2+ at best, 12+ at worst. */
const twoD6Target = (initial: number): IntegerLimit => integer(2, 12, initial);
/** A plain number: 1 at worst. */
const plain = (max: number, initial: number): IntegerLimit => integer(1, max, initial);

export const PROFILE_LIMITS = {
  /** Inches; the movement search takes no more (`MAX_SPEED_INCHES`). */
  movement: plain(MAX_SPEED_INCHES, 5),
  weaponSkill: d6Target(4),
  ballisticSkill: d6Target(4),
  strength: plain(10, 3),
  toughness: plain(10, 3),
  wounds: plain(10, 1),
  initiative: d6Target(4),
  attacks: plain(10, 1),
  leadership: twoD6Target(7),
  cool: twoD6Target(7),
  willpower: twoD6Target(7),
  intelligence: twoD6Target(7),
} as const;

/** The longest name or restriction text the rules keep. */
export const MAX_TEXT_LENGTH = 256;

export const BRACKET_BUSTERS_LIMITS = {
  bracketBustersFighter: {
    name: text(MAX_TEXT_LENGTH),
    type: choice(FIGHTER_TYPES, "other"),
    profile: PROFILE_LIMITS,
    /** Two by default; an effect may give more or fewer, none past four (a Double and two more). */
    actions: integer(0, 4, 2),
    xp: integer(0, 999, 0),
    /** Credits; "The gang does not gain credits back for this reduction", and a Rating never goes below 0. */
    rating: integer(0, 9999, 0),
    survivor: flag(false),
  },
  bracketBustersGroupActivation: {
    /** Inches. */
    radius: integer(1, 24, 3),
    extraFighters: integer(1, 6, 1),
    restriction: text(MAX_TEXT_LENGTH),
    allowedTypes: set(FIGHTER_TYPES),
  },
  bracketBustersWeapon: {
    name: text(MAX_TEXT_LENGTH),
    ranged: flag(true),
    ammo: optionalInteger(2, 6),
    traits: set(WEAPON_TRAITS),
  },
  /** The battle marks of ruling 12, beside the status. */
  bracketBustersFighterStatus: {
    status: choice(FIGHTER_STATUSES, "active"),
    ready: flag(false),
    /** Each lowers Toughness by 1; more than ten is beyond any profile's Toughness. */
    fleshWounds: integer(0, 10, 0),
    aim: flag(false),
    focus: flag(false),
    entrench: flag(false),
  },
  /** Ruling 11: how many faces of a D6 show each Injury dice result (six in all); the default is 2 / 3 / 1. */
  bracketBustersInjuryDice: {
    fleshWound: integer(0, 6, 2),
    seriousInjury: integer(0, 6, 3),
    outOfAction: integer(0, 6, 1),
  },
} as const;
