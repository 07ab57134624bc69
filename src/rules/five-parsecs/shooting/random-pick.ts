import { chooseRandomly } from "../../core/dice/choose-randomly";
import type { Dice } from "../../core/dice/dice";
import type { Step } from "../../core/outcome/outcome";

/** The purpose of every die rolled to "Pick randomly if needed" when enemies choose targets. */
export const TARGET_SELECTION_PURPOSE = "Target Selection";

/** One random choice and the dice that made it, kept as a step for the chat card. */
export interface RandomPick<T> {
  readonly chosen: T;
  readonly step: Step;
}

/** "Pick randomly if needed" among equally good targets, as a step the chat card can show. */
export async function pickRandomly<T>(candidates: readonly T[], dice: Dice): Promise<RandomPick<T>> {
  const { chosen, index, dice: rolled } = await chooseRandomly(candidates, dice, TARGET_SELECTION_PURPOSE);
  return {
    chosen,
    step: {
      rule: TARGET_SELECTION_PURPOSE,
      dice: rolled,
      modifiers: [],
      total: null,
      needed: null,
      result: `picked:${index + 1}/${candidates.length}`,
    },
  };
}
