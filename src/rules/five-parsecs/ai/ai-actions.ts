/**
 * What an enemy does on its activation, in the rules' words: every action the AI tables and base conditions name,
 * plus the standing behaviours of the AI types without a table, the forced move of a Shocked figure and the fallback
 * of "Impossible or Stupid Actions". The ids are the result ids of the AI movement tables (`tables/ai-movement.ts`).
 */
export const AI_ACTIONS = [
  // Table rows.
  "remainInPlace",
  "manoeuvreInCover",
  "remainOrManoeuvreInCover",
  "retreatInCover",
  "advanceWithin12InCover",
  "advanceEndingInCover",
  "advanceNextForwardPosition",
  "advanceOrFlank",
  "advanceUsingCover",
  "advanceFastestRoute",
  "dashFastestRoute",
  // Base conditions.
  "moveAwayInCover",
  "engageInBrawl",
  "remainInPositionAndFire",
  // AI types without a table.
  "rampage",
  "stalk",
  "guard",
  // "Shock": the forced move.
  "shockedMove",
] as const;
export type AiActionId = (typeof AI_ACTIONS)[number];

/** "If in doubt, the figure will remain in place and fire at a visible target" ("Impossible or Stupid Actions"). */
export const FALLBACK_TEXT = "If in doubt, the figure will remain in place and fire at a visible target.";

export const isAiAction = (value: string): value is AiActionId => (AI_ACTIONS as readonly string[]).includes(value);
