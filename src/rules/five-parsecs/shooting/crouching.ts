import { d6, rollDice, type Dice } from "../../core/dice/dice";
import type { Step } from "../../core/outcome/outcome";

export const CROUCHING_PURPOSE = "Crouching";
/** "On a 5-6 the terrain feature is blown to pieces but the hit is negated." */
export const CROUCHING_NEGATES_ON = 5;

export interface CrouchingRoll {
  readonly negated: boolean;
  readonly step: Step;
}

/** "Crouching": "If a ranged hit strikes a Crouching character, roll 1D6." 5-6 destroys the cover and negates the hit. */
export async function rollCrouching(dice: Dice): Promise<CrouchingRoll> {
  const rolled = await rollDice(dice, d6(CROUCHING_PURPOSE));
  const value = rolled[0]!.value;
  const negated = value >= CROUCHING_NEGATES_ON;
  return {
    negated,
    step: {
      rule: CROUCHING_PURPOSE,
      dice: rolled,
      modifiers: [],
      total: value,
      needed: CROUCHING_NEGATES_ON,
      // "negated" also tells the adapter to remove the terrain piece: "blown to pieces".
      result: negated ? "negated" : "hit",
    },
  };
}
