import type { FigureCondition } from "./condition";
import type { ProtectiveGear } from "./protective-gear";
import { isRanged, isUsable, type Weapon } from "./weapon";
import type { AiType, CasualtyCategory, CrewTrait, EnemyRole, Rank } from "./vocabulary";

/** What every figure on the table has, crew member or enemy. */
interface FigureProfile {
  readonly id: string;
  readonly name: string;
  readonly speed: number;
  readonly combatSkill: number;
  readonly toughness: number;
  readonly casualtyCategory: CasualtyCategory;
  readonly weapons: readonly Weapon[];
  readonly gear: readonly ProtectiveGear[];
  /** What the battle has done to it: Stun or Shock, casualty effects. */
  readonly condition: FigureCondition;
}

export interface CrewFigure extends FigureProfile {
  readonly side: "crew";
  readonly reactions: number;
  readonly savvy: number;
  readonly luck: { readonly current: number; readonly max: number };
  readonly traits: readonly CrewTrait[];
}

export interface EnemyFigure extends FigureProfile {
  readonly side: "enemy";
  readonly ai: AiType;
  /** Highest die face in the Panic range; 0 fights to the death. */
  readonly panic: number;
  readonly rank: Rank;
  readonly role: EnemyRole;
  /** As recorded on the profile; use `isFearless`, which also counts Lieutenants. */
  readonly fearless: boolean;
  /** The enemy's own Saving Throw, or null. */
  readonly savingThrow: number | null;
  readonly seizeModifier: number;
  /** The figure a Guardian protects, or null. */
  readonly guardianOf: string | null;
}

/** A figure in the battle: the plain snapshot every rule reads. */
export type Figure = CrewFigure | EnemyFigure;

export const isCrew = (figure: Figure): figure is CrewFigure => figure.side === "crew";
export const isEnemy = (figure: Figure): figure is EnemyFigure => figure.side === "enemy";

export const hasCrewTrait = (figure: Figure, trait: CrewTrait): boolean =>
  isCrew(figure) && figure.traits.includes(trait);

/**
 * The weapons a figure can fire now: ranged, and not left unusable by Panic Fire or an Ammo fault. What a player may
 * pick to fire, what an enemy's AI fires, and what a target could answer a Firefight with.
 */
export const usableRangedWeapons = (figure: Figure): Weapon[] => {
  // Asked in the AI's inner loops, so only what would throw is checked here; the entries check whole figures.
  if (!Array.isArray(figure?.weapons))
    throw new RangeError(
      `usableRangedWeapons: figure.weapons must be a list (got ${figure === null || typeof figure !== "object" ? String(figure) : typeof figure.weapons})`,
    );
  return figure.weapons.filter((weapon) => isRanged(weapon) && isUsable(weapon));
};

/** "Fearless": "Some enemies, including all Lieutenants, are Fearless." */
export const isFearless = (figure: EnemyFigure): boolean => figure.fearless || figure.role === "lieutenant";

/** Every Saving Throw a figure has, from its profile and its protective gear ("Saving Throws"). */
export function savingThrowsOf(figure: Figure): number[] {
  const own = isEnemy(figure) && figure.savingThrow !== null ? [figure.savingThrow] : [];
  return [...own, ...figure.gear.map((gear) => gear.savingThrow)];
}

/**
 * "Saving Throws": several Saving Throws give "a single roll equal to the best available Saving Throw" (improved one
 * step, which the hit resolution applies). The best is the lowest score to roll; null for a figure without one.
 */
export function bestSavingThrow(figure: Figure): number | null {
  const all = savingThrowsOf(figure);
  return all.length === 0 ? null : Math.min(...all);
}
