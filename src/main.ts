import { exposeApi } from "./foundry/api";
import { registerConditionStatuses } from "./foundry/conditions/register-statuses";
import { registerLimitGuards } from "./foundry/hooks/limit-guard";
import { registerDataModels } from "./foundry/models/register-models";
import { registerSheets } from "./foundry/sheets/register-sheets";

Hooks.once("init", () => {
  registerDataModels();
  registerSheets();
  registerLimitGuards();
  registerConditionStatuses();
  exposeApi();
});
