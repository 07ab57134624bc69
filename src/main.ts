import { exposeApi } from "./foundry/api";
import { registerEnemyAi } from "./foundry/ai/register-enemy-ai";
import { registerAttacks } from "./foundry/attack/register-attacks";
import { registerBattlefield } from "./foundry/battlefield/register-battlefield";
import { registerConditionStatuses } from "./foundry/conditions/register-statuses";
import { registerLimitGuards } from "./foundry/hooks/limit-guard";
import { registerDataModels } from "./foundry/models/register-models";
import { registerBattleRound } from "./foundry/round/register-round";
import { registerSettings } from "./foundry/settings/settings";
import { registerSheets } from "./foundry/sheets/register-sheets";

Hooks.once("init", () => {
  registerSettings();
  registerDataModels();
  registerSheets();
  registerLimitGuards();
  registerConditionStatuses();
  registerAttacks();
  registerBattleRound();
  registerBattlefield();
  registerEnemyAi();
  exposeApi();
});
