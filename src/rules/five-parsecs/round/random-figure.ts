import type { Dice } from "../../core/dice/dice";
import { chooseRandomly } from "../../core/dice/choose-randomly";
import type { Step } from "../../core/outcome/outcome";

/** "Select a random figure": the rules' one random-pick routine, kept as a Step so the card shows the die. */
export async function randomFigure(
  ids: readonly string[],
  dice: Dice,
  purpose: string,
  rule: string,
): Promise<{ figureId: string; step: Step }> {
  const { chosen, dice: rolled } = await chooseRandomly(ids, dice, purpose);
  return { figureId: chosen, step: { rule, dice: rolled, modifiers: [], total: null, needed: null, result: chosen } };
}
