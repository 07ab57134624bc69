import { rollDice, type Dice, type RolledDie } from "./core";
import type { InjuryResult } from "./vocabulary";

/**
 * Ruling 11: "Its faces are not printed here. The module's default reads a D6 as 1-2 Flesh Wound, 3-5 Serious Injury,
 * 6 Out of Action; a world setting sets how many faces show each result, to match the dice a group owns."
 */
export interface InjuryDiceFaces {
  readonly fleshWound: number;
  readonly seriousInjury: number;
  readonly outOfAction: number;
}

export const DEFAULT_INJURY_DICE: InjuryDiceFaces = { fleshWound: 2, seriousInjury: 3, outOfAction: 1 };

/** The result a face shows: the lowest faces Flesh Wound, then Serious Injury, the highest Out of Action. */
export function injuryResultFor(faces: InjuryDiceFaces, face: number): InjuryResult {
  if (face <= faces.fleshWound) return "fleshWound";
  if (face <= faces.fleshWound + faces.seriousInjury) return "seriousInjury";
  return "outOfAction";
}

/** How good a result is for the fighter who rolled it, for offering the better die first (ruling 11). */
const PREFERENCE: Readonly<Record<InjuryResult, number>> = { fleshWound: 0, seriousInjury: 1, outOfAction: 2 };

/**
 * The die to offer first when two were rolled: the better result. A Flesh Wound that would take Toughness below 1 is
 * Out of Action without a Lasting Injury, so it is still offered before a Serious Injury only when Toughness allows it.
 */
export function betterInjuryDie(faces: InjuryDiceFaces, dice: readonly number[], fleshWoundTakesOut: boolean): number {
  const rank = (face: number): number => {
    const result = injuryResultFor(faces, face);
    return result === "fleshWound" && fleshWoundTakesOut ? 1.5 : PREFERENCE[result];
  };
  let best = 0;
  dice.forEach((face, i) => {
    if (rank(face) < rank(dice[best] ?? face)) best = i;
  });
  return best;
}

export async function rollInjuryDice(dice: Dice, count: 1 | 2, purpose: string): Promise<RolledDie[]> {
  return rollDice(dice, { count, faces: 6, purpose, die: "injury" });
}
