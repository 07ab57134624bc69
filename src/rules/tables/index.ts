import { INJURY_TABLE_LIST } from "../bracket-busters/injury-tables";
import { AI_MOVEMENT_TABLE_LIST } from "./ai-movement";
import { BATTLE_EVENTS } from "./battle-events";
import { CASUALTY_TABLE_LIST } from "./casualty-tables";
import { ESCALATION_TABLE_LIST } from "./escalation";
import type { RollTableSource } from "./roll-table";

/** Every table the rules roll on (Bracket Busters' injury tables too); the compendium build writes one RollTable per entry. */
export const TABLES: readonly RollTableSource[] = [BATTLE_EVENTS, ...CASUALTY_TABLE_LIST, ...ESCALATION_TABLE_LIST, ...AI_MOVEMENT_TABLE_LIST, ...INJURY_TABLE_LIST];
