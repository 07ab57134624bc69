import type { RollTableSource } from "../../core/tables/roll-table";

/**
 * The enemy AI movement tables ("Enemy Movement", five-parsecs-battle-rules.md): the d6 "Alternative behaviour" /
 * "Alternative movement" table of each AI type that has one (Cautious, Aggressive, Tactical, Defensive). Rampaging,
 * Beast and Guardian print rules but no table. Rows with the same printed action share one result (Cautious 2-3 is one
 * result covering 2-3), so the compendium shows the table as printed and each result's id is the action the AI
 * carries out (`src/rules/five-parsecs/ai/ai-actions.ts`). Texts are verbatim; test/rules/tables/ai-movement.test.ts re-reads the
 * rules file and fails if they drift. The base conditions, which decide whether the table is rolled at all, are in
 * each table's description and, as data, in `src/rules/five-parsecs/ai/ai-behaviours.ts`.
 */
export const AI_MOVEMENT_SECTION = "Enemy Movement";

const HOW_TO_USE =
  "When an enemy figure is selected to act, check if the base condition for the AI type applies. If it does, it will take the listed action. Otherwise, roll 1D6 to determine what actions the enemy takes.";

const NOTES =
  "Next forward position: the next cover or terrain feature that is closer to the player’s side and in front of the figure in question. Use cover: the figure will attempt to remain in cover or out of sight. A move in the open will be done by Dashing if it will bring the figure into cover. The figure will only end a move out of cover if the end of the move is not in sight of player figures. Manoeuvre within cover: the figure will move within or behind the current terrain feature in order to get the best shot possible (preferring targets in the open over targets in cover). If the figure is not in cover currently, it will move to find cover, Dashing if needed.";

export const CAUTIOUS_BASE_CONDITION =
  "If in Cover and visible opponents are within 12”, move away to the most distant position that remains in Cover and in range and retains Line of Sight to an opponent, then fire.";
export const AGGRESSIVE_BASE_CONDITION =
  "If able to engage an opponent in brawling combat this round, advance to do so.";
export const TACTICAL_BASE_CONDITION = "If in cover and within 12” of visible opponents, remain in position and fire.";
export const DEFENSIVE_BASE_CONDITION =
  "If in cover and opponents in the open are visible, remain in position and fire.";

const description = (baseCondition: string): string => `Base condition: ${baseCondition} ${HOW_TO_USE} ${NOTES}`;

export const CAUTIOUS_MOVEMENT: RollTableSource = {
  id: "aiCautious",
  name: "Cautious AI: Alternative behaviour",
  section: "Cautious",
  formula: "1d6",
  description: description(CAUTIOUS_BASE_CONDITION),
  results: [
    {
      id: "retreatInCover",
      range: [1, 1],
      name: "Retreat",
      text: "Retreat a full move, remaining in Cover. Maintain Line of Sight if possible.",
    },
    {
      id: "remainOrManoeuvreInCover",
      range: [2, 3],
      name: "Remain or manoeuvre",
      text: "Remain in place or manoeuvre within current Cover to fire.",
    },
    {
      id: "advanceWithin12InCover",
      range: [4, 5],
      name: 'Advance to within 12"',
      text: 'Advance to within 12" of the nearest enemy and fire. Remain in Cover.',
    },
    {
      id: "advanceEndingInCover",
      range: [6, 6],
      name: "Advance",
      text: "Advance on the nearest enemy and fire, ending in Cover if possible.",
    },
  ],
};

export const AGGRESSIVE_MOVEMENT: RollTableSource = {
  id: "aiAggressive",
  name: "Aggressive AI: Alternative movement",
  section: "Aggressive",
  formula: "1d6",
  description: description(AGGRESSIVE_BASE_CONDITION),
  results: [
    { id: "manoeuvreInCover", range: [1, 2], name: "Manoeuvre", text: "Manoeuvre within current cover to fire." },
    {
      id: "advanceNextForwardPosition",
      range: [3, 3],
      name: "Next forward position",
      text: "Advance to the next forward position in cover. Fire if eligible.",
    },
    {
      id: "advanceUsingCover",
      range: [4, 4],
      name: "Advance using cover",
      text: "Advance and fire on the nearest enemy. Use cover.",
    },
    {
      id: "advanceFastestRoute",
      range: [5, 5],
      name: "Advance by the fastest route",
      text: "Advance and fire on the nearest enemy. Fastest route.",
    },
    { id: "dashFastestRoute", range: [6, 6], name: "Dash", text: "Dash towards the nearest enemy. Fastest route." },
  ],
};

export const TACTICAL_MOVEMENT: RollTableSource = {
  id: "aiTactical",
  name: "Tactical AI: Alternative Movement",
  section: "Tactical",
  formula: "1d6",
  description: description(TACTICAL_BASE_CONDITION),
  results: [
    { id: "remainInPlace", range: [1, 1], name: "Remain in place", text: "Remain in place to fire." },
    { id: "manoeuvreInCover", range: [2, 2], name: "Manoeuvre", text: "Manoeuvre within current cover to fire." },
    {
      id: "advanceOrFlank",
      range: [3, 4],
      name: "Next forward position or flank",
      text: "Advance to the next forward position in cover or move to flank.",
    },
    {
      id: "advanceUsingCover",
      range: [5, 6],
      name: "Advance using cover",
      text: "Advance and fire on the nearest enemy. Use cover.",
    },
  ],
};

export const DEFENSIVE_MOVEMENT: RollTableSource = {
  id: "aiDefensive",
  name: "Defensive AI: Alternative Movement",
  section: "Defensive",
  formula: "1d6",
  description: description(DEFENSIVE_BASE_CONDITION),
  results: [
    { id: "remainInPlace", range: [1, 1], name: "Remain in place", text: "Remain in place to fire." },
    { id: "manoeuvreInCover", range: [2, 4], name: "Manoeuvre", text: "Maneuver within current cover to fire." },
    {
      id: "advanceNextForwardPosition",
      range: [5, 5],
      name: "Next forward position",
      text: "Advance to the next forward position in cover.",
    },
    {
      id: "advanceUsingCover",
      range: [6, 6],
      name: "Advance using cover",
      text: "Advance and fire on the nearest enemy. Use cover.",
    },
  ],
};

/** The four printed AI movement tables, in the order the rules print them; all are in `TABLES`. */
export const AI_MOVEMENT_TABLE_LIST: readonly RollTableSource[] = [
  CAUTIOUS_MOVEMENT,
  AGGRESSIVE_MOVEMENT,
  TACTICAL_MOVEMENT,
  DEFENSIVE_MOVEMENT,
];
