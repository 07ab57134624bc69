import { d100, rollDice, type Dice } from "../../core/dice/dice";
import type { EnemyFigure } from "../figures/figure";
import type { AiType } from "../figures/vocabulary";
import type { Step } from "../../core/outcome/outcome";
import {
  ESCALATION_TABLES,
  isEscalatingAiType,
  type EscalatingAiType,
  type EscalationEffectId,
} from "../tables/escalation";
import { resultFor } from "../../core/tables/roll-table";

export const ESCALATION_RULE = "Escalating Battles";
export const ESCALATION_PURPOSE = "Escalation";
/** "No more than 3 Escalation rolls are made during the battle." */
export const MAX_ESCALATION_ROLLS = 3;
/** "At the end of Round 1, if the enemy is outnumbered by 3 or more." */
export const ESCALATION_OUTNUMBERED_BY = 3;

/** What the End Phase knows about the round just played, for the Escalation check. */
export interface EscalationConditions {
  readonly round: number;
  /** "Any enemy figures were removed from play" this round, for any reason (Bailing removes from play too). */
  readonly enemiesRemovedThisRound: number;
  readonly objectiveReachedThisRound: boolean;
  readonly crewCount: number;
  readonly enemyCount: number;
}

/** Which of the three conditions hold; empty when no check is made. */
export function escalationTriggers(
  c: EscalationConditions,
): ("enemyRemoved" | "objectiveReached" | "enemyOutnumbered")[] {
  const triggers: ("enemyRemoved" | "objectiveReached" | "enemyOutnumbered")[] = [];
  if (c.enemiesRemovedThisRound > 0) triggers.push("enemyRemoved");
  if (c.objectiveReachedThisRound) triggers.push("objectiveReached");
  if (c.round === 1 && c.crewCount - c.enemyCount >= ESCALATION_OUTNUMBERED_BY) triggers.push("enemyOutnumbered");
  return triggers;
}

/**
 * "Roll 1D100 according to the main AI type": the AI type most enemies on the table have. Guardians follow the figure
 * they protect and have no column, so they are not counted. A tie goes to the type listed first in the table's
 * column order. Null when no enemy has a type with a column (the GM then names the main AI type).
 */
export function mainAiTypeOf(enemies: readonly Pick<EnemyFigure, "ai" | "condition">[]): EscalatingAiType | null {
  const counts = new Map<EscalatingAiType, number>();
  for (const enemy of enemies) {
    if (enemy.condition.goner || !isEscalatingAiType(enemy.ai)) continue;
    counts.set(enemy.ai, (counts.get(enemy.ai) ?? 0) + 1);
  }
  let best: EscalatingAiType | null = null;
  for (const ai of Object.keys(ESCALATION_TABLES) as EscalatingAiType[]) {
    if ((counts.get(ai) ?? 0) > (best === null ? 0 : (counts.get(best) ?? 0))) best = ai;
  }
  return best;
}

export interface EscalationRoll {
  readonly step: Step;
  readonly effectId: EscalationEffectId;
  /** The printed name; ruling 3: announce it, its text is the GM's to write into the compendium. */
  readonly effectName: string;
  readonly ai: EscalatingAiType;
}

/** The Escalation roll itself: 1D100 on the main AI type's column. */
export async function rollEscalation(ai: AiType, dice: Dice): Promise<EscalationRoll> {
  if (!isEscalatingAiType(ai)) throw new Error(`Escalation: the ${ai} AI type has no column in the Escalation table`);
  const table = ESCALATION_TABLES[ai];
  const [die] = await rollDice(dice, d100(ESCALATION_PURPOSE));
  if (!die) throw new Error("Escalation: the dice returned no result");
  const result = resultFor(table, die.value);
  return {
    step: { rule: ESCALATION_RULE, dice: [die], modifiers: [], total: die.value, needed: null, result: result.id },
    effectId: result.id as EscalationEffectId,
    effectName: result.name,
    ai,
  };
}
