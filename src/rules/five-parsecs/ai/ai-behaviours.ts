import type { AiType } from "../figures/vocabulary";
import {
  AGGRESSIVE_BASE_CONDITION,
  AGGRESSIVE_MOVEMENT,
  CAUTIOUS_BASE_CONDITION,
  CAUTIOUS_MOVEMENT,
  DEFENSIVE_BASE_CONDITION,
  DEFENSIVE_MOVEMENT,
  TACTICAL_BASE_CONDITION,
  TACTICAL_MOVEMENT,
} from "../tables/ai-movement";
import type { RollTableSource } from "../../core/tables/roll-table";
import { resultFor } from "../../core/tables/roll-table";
import type { AiActionId } from "./ai-actions";

/** A base condition: the printed sentence and the action it leads to ("How to Use Movement Tables"). */
export interface BaseCondition {
  readonly text: string;
  readonly action: AiActionId;
}

/**
 * One AI type as data: its rules section, its base condition and d6 table when it has them, and otherwise the one
 * standing behaviour the rules give it (Rampaging, Beast, Guardian always act the same way). The tables themselves
 * live in `tables/ai-movement.ts`, the one source the compendium is built from.
 */
export interface AiBehaviour {
  readonly ai: AiType;
  readonly section: string;
  readonly baseCondition: BaseCondition | null;
  readonly table: RollTableSource | null;
  /** The behaviour of an AI type without a table, or null. */
  readonly always: { readonly action: AiActionId; readonly text: string } | null;
}

export const AI_BEHAVIOURS: Readonly<Record<AiType, AiBehaviour>> = {
  cautious: {
    ai: "cautious",
    section: "Cautious",
    table: CAUTIOUS_MOVEMENT,
    always: null,
    baseCondition: { text: CAUTIOUS_BASE_CONDITION, action: "moveAwayInCover" },
  },
  aggressive: {
    ai: "aggressive",
    section: "Aggressive",
    table: AGGRESSIVE_MOVEMENT,
    always: null,
    baseCondition: { text: AGGRESSIVE_BASE_CONDITION, action: "engageInBrawl" },
  },
  tactical: {
    ai: "tactical",
    section: "Tactical",
    table: TACTICAL_MOVEMENT,
    always: null,
    baseCondition: { text: TACTICAL_BASE_CONDITION, action: "remainInPositionAndFire" },
  },
  defensive: {
    ai: "defensive",
    section: "Defensive",
    table: DEFENSIVE_MOVEMENT,
    always: null,
    baseCondition: { text: DEFENSIVE_BASE_CONDITION, action: "remainInPositionAndFire" },
  },
  rampaging: {
    ai: "rampaging",
    section: "Rampaging",
    table: null,
    baseCondition: null,
    always: {
      action: "rampage",
      text: "Rampaging enemies will move as fast as possible towards the closest opponent, and will always attempt to enter Brawling combat. Rampagers with Heavy weapons will stand and fire, if in sight of a target.",
    },
  },
  beast: {
    ai: "beast",
    section: "Beast",
    table: null,
    baseCondition: null,
    always: {
      action: "stalk",
      text: "Beast enemies will always attempt to move as far as possible towards the nearest opponent, while remaining in Cover. They will only break Cover if they can enter a brawl within two moves. Otherwise, they will move to break Line of Sight and manoeuvre closer.",
    },
  },
  guardian: {
    ai: "guardian",
    section: "Guardian",
    table: null,
    baseCondition: null,
    always: {
      action: "guard",
      text: "Guardian enemies are attached to another figure and must always remain within 3” of that figure, if possible. They will move at the same pace and attack the same targets using the same methods (firing / Brawling), whenever possible.",
    },
  },
};

/** The action a d6 roll on an AI type's table gives, or null for an AI type without a table. */
export function actionForRoll(ai: AiType, roll: number): { readonly action: AiActionId; readonly text: string } | null {
  const table = AI_BEHAVIOURS[ai].table;
  if (!table) return null;
  const result = resultFor(table, roll);
  return { action: result.id as AiActionId, text: result.text };
}

/** "Group Actions" share one die roll: only AI types that roll on a table take part. */
export const rollsOnTable = (ai: AiType): boolean => AI_BEHAVIOURS[ai].table !== null;
