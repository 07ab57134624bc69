import type { DieFaces } from "../dice/dice";

/** One die a rule rolled, with what it was rolled for. */
export interface RolledDie {
  readonly purpose: string;
  readonly faces: DieFaces;
  readonly value: number;
}

/** A number added to a roll, with the rule that adds it ("Combat Skill", "Melee weapon", "Outnumbering"). */
export interface Modifier {
  readonly value: number;
  readonly reason: string;
}

/**
 * One step of a resolution, as a chat card shows it: which rule, the dice, the modifiers, the total against the
 * number needed, and the result in the rules' words.
 */
export interface Step {
  /** The rules section that governs this step, e.g. "Saving Throws". */
  readonly rule: string;
  readonly dice: readonly RolledDie[];
  readonly modifiers: readonly Modifier[];
  /** Die plus modifiers, when the step adds them up. */
  readonly total: number | null;
  /** The score needed, when the step is a check. */
  readonly needed: number | null;
  /** A key for the result ("hit", "miss", "negated", "saved", "wounded"), which the adapter words. */
  readonly result: string;
}

export const sumOf = (modifiers: readonly Modifier[]): number => modifiers.reduce((sum, { value }) => sum + value, 0);
