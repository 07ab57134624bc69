// The sheets first: with foundry-vtt-types 13.345, TypeScript checks the sheet classes against their bases too deeply
// (TS2321) once the fighter mapping's document types were instantiated before them. Import order only; no behaviour.
import { registerSheets } from "./sheets/register-sheets";
import { exposeApi } from "./api";
import { registerEnemyAi } from "./ai/register-enemy-ai";
import { registerAttacks } from "./attack/register-attacks";
import { registerBattlefield } from "./battlefield/register-battlefield";
import { registerInjuryDie } from "./bracket-busters/injury-die";
import { registerBracketBusters } from "./bracket-busters/register-bracket-busters";
import { registerConditionStatuses } from "./conditions/register-statuses";
import { registerLimitGuards } from "./hooks/limit-guard";
import { registerDataModels } from "./models/register-models";
import { registerBattleRound } from "./round/register-round";
import { registerSelfTest } from "./self-test/load-self-test";
import { registerSettings } from "./settings/settings";
import { registerTable } from "./table/rulesets";

/** Everything the module registers in Foundry's `init` hook, in order. */
export function initModule(): void {
  registerSettings();
  registerDataModels();
  registerSheets();
  registerLimitGuards();
  registerConditionStatuses();
  registerTable();
  registerBracketBusters();
  registerInjuryDie();
  registerAttacks();
  registerBattleRound();
  registerBattlefield();
  registerEnemyAi();
  registerSelfTest();
  exposeApi();
}
