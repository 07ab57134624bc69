import { registerEnemyAi } from "./ai/register-enemy-ai";
import { registerAttacks } from "./attack/register-attacks";
import { registerOverlays } from "./canvas/register-overlays";
import { registerConditionStatuses } from "./conditions/register-statuses";
import { registerBattleRound } from "./round/register-round";

/**
 * Five Parsecs in Foundry, at init: its conditions as token statuses, the attacks (Fire and Brawl), the battle round
 * (registered with the table as a ruleset: its combats, tracker panel, setup and requests), the canvas overlays, and the
 * enemy AI with its autopilot. Its document
 * types and sheets (document-types.ts) are registered first at init, in one map with the other ruleset's
 * (register-models.ts, register-sheets.ts).
 */
export function registerFiveParsecs(): void {
  registerConditionStatuses();
  registerAttacks();
  registerBattleRound();
  registerOverlays();
  registerEnemyAi();
}
