import { d6, rollDice, type Dice } from "../../core/dice/dice";
import type { Figure } from "../figures/figure";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";

/** A roll a casualty effect makes when its figure activates, and the condition change it causes, if any. */
export interface ActivationRoll {
  readonly step: Step;
  readonly changes: readonly StateChange[];
}

/** "Damaged": "with a 6 indicating that it falls apart and is removed from play." */
export const DAMAGED_FALLS_APART = 6;
/** "Bleeding": "On a 1, the Bleeding condition ends. On a 6, they are a Goner." */
export const BLEEDING_ENDS = 1;
export const BLEEDING_GONER = 6;

/**
 * "Damaged" (Cybernetic Combatants): "Every time it activates, roll D6, with a 6 indicating that it falls apart and is
 * removed from play." Null when the figure is not Damaged (or already gone), so the adapter can call it at every
 * activation.
 */
export async function rollDamagedActivation(figure: Figure, dice: Dice): Promise<ActivationRoll | null> {
  if (!figure.condition.damaged || figure.condition.goner) return null;
  const rolled = await rollDice(dice, d6("Damaged"));
  const value = rolled[0]?.value ?? 0;
  const fallsApart = value >= DAMAGED_FALLS_APART;
  return {
    step: {
      rule: "Damaged",
      dice: rolled,
      modifiers: [],
      total: value,
      needed: DAMAGED_FALLS_APART,
      result: fallsApart ? "fallsApart" : "holds",
    },
    changes: fallsApart
      ? [{ kind: "condition", figureId: figure.id, condition: { ...figure.condition, goner: true } }]
      : [],
  };
}

/**
 * "Bleeding" (Beasts and Monsters): "Roll D6 at the end of the character’s next activation: On a 1, the Bleeding
 * condition ends. On a 6, they are a Goner." Our reading: Bleeding lasts until a 1 ends it, so the roll is made at the
 * end of every activation while the figure is Bleeding (the condition has no "already rolled" state to stop it).
 * Null when the figure is not Bleeding (or already gone).
 */
export async function rollBleedingAfterActivation(figure: Figure, dice: Dice): Promise<ActivationRoll | null> {
  if (!figure.condition.bleeding || figure.condition.goner) return null;
  const rolled = await rollDice(dice, d6("Bleeding"));
  const value = rolled[0]?.value ?? 0;
  const result = value <= BLEEDING_ENDS ? "bleedingEnds" : value >= BLEEDING_GONER ? "goner" : "stillBleeding";
  const condition =
    result === "bleedingEnds"
      ? { ...figure.condition, bleeding: false }
      : result === "goner"
        ? { ...figure.condition, goner: true }
        : null;
  return {
    step: { rule: "Bleeding", dice: rolled, modifiers: [], total: value, needed: null, result },
    changes: condition ? [{ kind: "condition", figureId: figure.id, condition }] : [],
  };
}
