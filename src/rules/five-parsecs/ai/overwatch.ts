import { d6, rollDice, type Dice } from "../../core/dice/dice";
import type { AiType } from "../figures/vocabulary";
import type { OverwatchRoll } from "./suggestion";

export const OVERWATCH_RULE = "Enemy Overwatch";

/** "On a 5-6 they enter Overwatch. Enemies with Defensive or Cautious AI do so on a 4-6." */
export const overwatchScore = (ai: AiType): number => (ai === "defensive" || ai === "cautious" ? 4 : 5);

/**
 * "Enemies with ranged weapons that end their activation unable to see a target roll 1D6." The caller checks the
 * condition; this rolls. Overwatch fire later "hits only on a natural 6" and lasts "until the figure activates next,
 * is hit by an attack, or engaged in a brawl": the battle round tracks it.
 */
export async function rollOverwatch(ai: AiType, dice: Dice): Promise<OverwatchRoll> {
  const [die] = await rollDice(dice, d6(OVERWATCH_RULE));
  const needed = overwatchScore(ai);
  const entered = die!.value >= needed;
  return {
    step: {
      rule: OVERWATCH_RULE,
      dice: [die!],
      modifiers: [],
      total: die!.value,
      needed,
      result: entered ? "overwatch" : "noOverwatch",
    },
    entered,
  };
}
