import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { isFearless, type EnemyFigure } from "../figures/figure";
import type { Step } from "../../core/outcome/outcome";

export const MORALE_RULE = "Enemy Running Away";
export const MORALE_PURPOSE = "Morale";

/** What the Morale test needs of an enemy still on the table. */
export interface MoraleEnemy {
  readonly id: string;
  /** "Fearless": "They will never Bail". Lieutenants included (`isFearless`). */
  readonly fearless: boolean;
  /** How far the figure is from the enemy battlefield edge, in inches; the adapter measures it on the scene. */
  readonly distanceToEnemyEdge: number;
}

export const moraleEnemyOf = (figure: EnemyFigure, distanceToEnemyEdge: number): MoraleEnemy => ({
  id: figure.id,
  fearless: isFearless(figure),
  distanceToEnemyEdge,
});

/**
 * "Every die that falls within the Panic range for the enemy type": one range for the force. Profiles repeat their
 * type's range, so the force's range is the one most enemies on the table carry (a tie takes the wider range).
 * 0 when there are none.
 */
export function panicRangeOf(enemies: readonly EnemyFigure[]): number {
  const counts = new Map<number, number>();
  for (const enemy of enemies) if (!enemy.condition.goner) counts.set(enemy.panic, (counts.get(enemy.panic) ?? 0) + 1);
  let best = 0;
  let bestCount = 0;
  for (const [panic, count] of counts) {
    if (count > bestCount || (count === bestCount && panic > best)) [best, bestCount] = [panic, count];
  }
  return best;
}

export interface MoraleInput {
  /** "The number of figures that were removed due to combat this round" — bailed figures do not count. */
  readonly removedThisRound: number;
  /** The highest face in the Panic range: 2 for "1-2"; 0 fights to the death. */
  readonly panicRange: number;
  readonly enemies: readonly MoraleEnemy[];
}

export interface MoraleResult {
  /** Null when no test was needed: no losses this round. */
  readonly step: Step | null;
  /** The figures that Bail, in the order the dice were applied. They are removed from play, not "killed". */
  readonly bailed: readonly string[];
}

/**
 * "Morale Test": one die per figure removed due to combat this round; each die within the Panic range makes one enemy
 * Bail. "Applying Panic Dice": "starting with the figures closest to the enemy battlefield edge". "Fearless": "Simply
 * skip them and apply the die to the next closest figure". Equally close figures keep the order given. A Panic range
 * of 0 still rolls, so the card shows the test was made.
 */
export async function rollMorale(input: MoraleInput, dice: Dice): Promise<MoraleResult> {
  if (input.removedThisRound <= 0) return { step: null, bailed: [] };
  const rolled = await rollDice(dice, d6(MORALE_PURPOSE, input.removedThisRound));
  const panicDice = rolled.filter((die) => die.value <= input.panicRange).length;
  const candidates = input.enemies
    .map((enemy, order) => ({ enemy, order }))
    .filter(({ enemy }) => !enemy.fearless)
    .sort((a, b) => a.enemy.distanceToEnemyEdge - b.enemy.distanceToEnemyEdge || a.order - b.order);
  const bailed = candidates.slice(0, panicDice).map(({ enemy }) => enemy.id);
  return {
    step: {
      rule: MORALE_RULE,
      dice: rolled,
      modifiers: [],
      total: panicDice,
      needed: input.panicRange,
      result: bailed.length > 0 ? "bail" : "holds",
    },
    bailed,
  };
}
