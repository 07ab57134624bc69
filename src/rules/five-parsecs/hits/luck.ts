import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { isCrew, type Figure } from "../figures/figure";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";

/** "Luck": "On a 4-6 the hit is negated and 1 point of Luck is used up." */
export const LUCK_NEEDED = 4;

/** What a Luck roll did: its step, whether the hit is negated, and the Luck spent (a "luck" change) when it is. */
export interface LuckRoll {
  readonly step: Step;
  readonly negated: boolean;
  readonly changes: readonly StateChange[];
}

/** "A figure with Luck receives a Luck roll when they are hit": crew with at least 1 Luck left (enemies carry none). */
export const hasLuck = (figure: Figure): boolean => isCrew(figure) && figure.luck.current > 0;

/**
 * "Luck": rolled when the figure is hit, before Saving Throws. 4-6 negates the hit and uses up 1 Luck; 1-3 lets the
 * hit apply and keeps the Luck. Null when the figure has no Luck to roll, so no die is asked for.
 */
export async function rollLuck(figure: Figure, dice: Dice): Promise<LuckRoll | null> {
  if (!isCrew(figure) || !hasLuck(figure)) return null;
  const rolled = await rollDice(dice, d6("Luck"));
  const value = rolled[0]?.value ?? 0;
  const negated = value >= LUCK_NEEDED;
  return {
    step: {
      rule: "Luck",
      dice: rolled,
      modifiers: [],
      total: value,
      needed: LUCK_NEEDED,
      result: negated ? "negated" : "applies",
    },
    negated,
    // Luck is only spent on a success, and hasLuck guarantees at least 1, so this never goes below 0.
    changes: negated ? [{ kind: "luck", figureId: figure.id, luck: figure.luck.current - 1 }] : [],
  };
}
