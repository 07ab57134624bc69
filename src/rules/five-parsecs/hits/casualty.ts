import { d6, rollDice, type Dice } from "../../core/dice/dice";
import type { FigureCondition } from "../figures/condition";
import { isCrew, type Figure } from "../figures/figure";
import { sumOf, type Modifier, type Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import { CASUALTY_TABLES, type CasualtyResultId } from "../tables/casualty-tables";
import { facesOf, resultFor, type RollTableSource, type TableResult } from "../../core/tables/roll-table";

/** "Knock down / Drive off": "Move 2” directly away from the firer per hit inflicted by the attack." */
export const KNOCK_DOWN_INCHES_PER_HIT = 2;

/** The casualty table a figure rolls on: its category's table, the Boss column for Boss enemies, Regular otherwise. */
export function casualtyTableFor(figure: Figure): RollTableSource {
  const byRank = CASUALTY_TABLES[figure.casualtyCategory];
  return isCrew(figure) ? byRank.regular : byRank[figure.rank];
}

/**
 * "Damaged" ("Add +1 to future casualty rolls") and "Bleeding" ("Add +1 to future injury rolls"). One +1 at most: a
 * figure has one casualty category, and "Multiple instances have no effect".
 */
export function casualtyModifiers(condition: FigureCondition): Modifier[] {
  if (condition.damaged) return [{ value: 1, reason: "Damaged" }];
  if (condition.bleeding) return [{ value: 1, reason: "Bleeding" }];
  return [];
}

export interface CasualtyRoll {
  readonly step: Step;
  readonly result: TableResult & { readonly id: CasualtyResultId };
}

/**
 * The casualty roll of "Rolling for damage": 1D6 plus the figure's modifiers, capped at the table's 6, on its table.
 * "Critical Hit: If the Hit roll was a natural 6, roll one additional time on the casualty table and use the highest
 * result": both dice are rolled and the higher counts (the tables run from mildest to worst, so higher is worse).
 */
export async function rollCasualty(figure: Figure, criticalHit: boolean, dice: Dice): Promise<CasualtyRoll> {
  const table = casualtyTableFor(figure);
  const rolled = await rollDice(dice, d6(criticalHit ? "Casualty (Critical Hit)" : "Casualty", criticalHit ? 2 : 1));
  const modifiers = casualtyModifiers(figure.condition);
  const highest = Math.max(...rolled.map(({ value }) => value));
  const total = Math.min(facesOf(table), highest + sumOf(modifiers));
  const result = resultFor(table, total) as CasualtyRoll["result"];
  return { step: { rule: table.section, dice: rolled, modifiers, total, needed: null, result: result.id }, result };
}

export interface CasualtyEffect {
  readonly condition: FigureCondition;
  readonly changes: readonly StateChange[];
  /** Extra steps the effect takes, such as "If Wounded again, they are a Goner". */
  readonly steps: readonly Step[];
}

export interface CasualtyContext {
  readonly figureId: string;
  /** The firer or attacker, for "directly away from the firer". */
  readonly attackerId: string;
  /** "per hit inflicted by the attack": the hits of the whole attack, at least 1. */
  readonly hitsInAttack: number;
}

/** Applies a casualty table result to a figure's condition, as each table's EFFECT text says. */
export function applyCasualty(
  condition: FigureCondition,
  resultId: CasualtyResultId,
  context: CasualtyContext,
): CasualtyEffect {
  switch (resultId) {
    case "dazed":
      // "Ignore this result if already Dazed."
      return conditionOnly({ ...condition, dazed: true });
    case "wounded":
      if (condition.wounded) {
        // "If Wounded again, they are a Goner."
        const step: Step = { rule: "Wounded", dice: [], modifiers: [], total: null, needed: null, result: "goner" };
        return { condition: { ...condition, goner: true }, changes: [], steps: [step] };
      }
      return conditionOnly({ ...condition, wounded: true });
    case "temporaryShutdown":
      // "Ignore this result if already shut down."
      return conditionOnly({ ...condition, shutDown: true });
    case "damaged":
      // "Multiple instances have no effect."
      return conditionOnly({ ...condition, damaged: true });
    case "bleeding":
      // "Multiple instances have no effect."
      return conditionOnly({ ...condition, bleeding: true });
    case "knockDown": {
      const inches = KNOCK_DOWN_INCHES_PER_HIT * context.hitsInAttack;
      return {
        condition,
        changes: [{ kind: "push", figureId: context.figureId, inches, awayFromId: context.attackerId }],
        steps: [],
      };
    }
    case "goner":
      return conditionOnly({ ...condition, goner: true });
  }
}

const conditionOnly = (condition: FigureCondition): CasualtyEffect => ({ condition, changes: [], steps: [] });
