import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { isEnemy, type Figure } from "../figures/figure";
import type { Step } from "../../core/outcome/outcome";

/**
 * The best score a Saving Throw can be improved to. Our reading: "improved one step" lowers the score by 1, but never
 * below 2+, so a natural 1 always lets the hit connect (the rules print no Saving Throw better than 2+).
 */
export const BEST_SAVING_THROW = 2;

export interface SavingThrowOptions {
  /** "Environmental hazard" (Battle Events): "take a Damage +1 Hit, ignoring any Armor Saving Throws". */
  readonly ignoreArmourSaves?: boolean;
}

/** What a Saving Throw did: its step and whether the hit is negated. */
export interface SavingThrowRoll {
  readonly step: Step;
  readonly negated: boolean;
}

/**
 * The Saving Throws that count against this hit. Ignoring armour drops gear of kind "armour" only: screens are not
 * armour, and an enemy's profile Saving Throw is kept because the profile does not say where it comes from (our
 * reading; a GM who wants it ignored records the armour as gear).
 */
export function savingThrowsAgainst(figure: Figure, options: SavingThrowOptions = {}): number[] {
  const own = isEnemy(figure) && figure.savingThrow !== null ? [figure.savingThrow] : [];
  const gear = figure.gear.filter((item) => !(options.ignoreArmourSaves && item.kind === "armour"));
  return [...own, ...gear.map((item) => item.savingThrow)];
}

/**
 * "Saving Throws": the score to roll, or null without one. "If a figure has more than one Saving Throw, they receive a
 * single roll equal to the best available Saving Throw, improved one step": the lowest score, minus 1, floored at 2.
 */
export function savingThrowScore(figure: Figure, options: SavingThrowOptions = {}): number | null {
  const scores = savingThrowsAgainst(figure, options);
  if (scores.length === 0) return null;
  const best = Math.min(...scores);
  return scores.length > 1 ? Math.max(BEST_SAVING_THROW, best - 1) : best;
}

/**
 * "Saving Throws": 1D6 equal to or above the score negates the hit; below, the hit connects and damage is rolled.
 * Null when the figure has no Saving Throw against this hit, so no die is asked for.
 */
export async function rollSavingThrow(
  figure: Figure,
  dice: Dice,
  options: SavingThrowOptions = {},
): Promise<SavingThrowRoll | null> {
  const needed = savingThrowScore(figure, options);
  if (needed === null) return null;
  const rolled = await rollDice(dice, d6("Saving Throw"));
  const value = rolled[0]?.value ?? 0;
  const negated = value >= needed;
  return {
    step: {
      rule: "Saving Throws",
      dice: rolled,
      modifiers: [],
      total: value,
      needed,
      result: negated ? "saved" : "connects",
    },
    negated,
  };
}
