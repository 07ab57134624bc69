import { INJURY_TABLE_LIST } from "../bracket-busters/injury-tables";
import { AI_MOVEMENT_TABLE_LIST } from "../five-parsecs/tables/ai-movement";
import { BATTLE_EVENTS } from "../five-parsecs/tables/battle-events";
import { CASUALTY_TABLE_LIST } from "../five-parsecs/tables/casualty-tables";
import { ESCALATION_TABLE_LIST } from "../five-parsecs/tables/escalation";
import type { RollTableSource } from "../core/tables/roll-table";

/** Every table the rules roll on (Bracket Busters' injury tables too); the compendium build writes one RollTable per entry. */
export const TABLES: readonly RollTableSource[] = [
  BATTLE_EVENTS,
  ...CASUALTY_TABLE_LIST,
  ...ESCALATION_TABLE_LIST,
  ...AI_MOVEMENT_TABLE_LIST,
  ...INJURY_TABLE_LIST,
];
