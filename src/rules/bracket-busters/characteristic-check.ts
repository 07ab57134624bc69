import { rollDice, sumOf, type Dice, type Modifier, type Step } from "./core";
import type { Profile } from "./fighter";
import { D6_CHARACTERISTICS, type CheckedCharacteristic } from "./vocabulary";

/**
 * Ruling 10: "Leadership, Cool, Willpower and Intelligence are target numbers written `N+`: roll 2D6, pass when the
 * total after modifiers is N or more. Weapon Skill, Ballistic Skill, Initiative and a weapon profile's Ammo are target
 * numbers on one D6". No natural result passes or fails by itself: the text prints no such rule.
 */
export const diceCountOf = (characteristic: CheckedCharacteristic | "ammo"): 1 | 2 =>
  characteristic === "ammo" || (D6_CHARACTERISTICS as readonly string[]).includes(characteristic) ? 1 : 2;

export interface CheckRoll {
  readonly step: Step;
  readonly passed: boolean;
}

export interface CheckRequest {
  /** The rules section that calls for the check ("Rally", "Reload"). */
  readonly rule: string;
  /** What the dice decide, shown with the roll ("Nerve test (Cool) for Grub"). */
  readonly purpose: string;
  readonly characteristic: CheckedCharacteristic | "ammo";
  /** The `N+` target. */
  readonly target: number;
  readonly modifiers: readonly Modifier[];
}

export async function rollCheck(request: CheckRequest, dice: Dice): Promise<CheckRoll> {
  const rolled = await rollDice(dice, {
    count: diceCountOf(request.characteristic),
    faces: 6,
    purpose: request.purpose,
  });
  const total = rolled.reduce((sum, die) => sum + die.value, 0) + sumOf(request.modifiers);
  const passed = total >= request.target;
  return {
    passed,
    step: {
      rule: request.rule,
      dice: rolled,
      modifiers: request.modifiers,
      total,
      needed: request.target,
      result: passed ? "passed" : "failed",
    },
  };
}

/** Ruling 10: "A Nerve test is a Cool or Willpower check, the controlling player choosing which before rolling (offer the better one first)." */
export const betterNerve = (profile: Profile): "cool" | "willpower" =>
  profile.willpower < profile.cool ? "willpower" : "cool";

/** Ruling 10 / "Focus": "+1 to the next characteristic check this Round". */
export const FOCUS_MODIFIER: Modifier = { value: 1, reason: "Focus" };
