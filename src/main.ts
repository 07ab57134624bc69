import { exposeApi } from "./foundry/api";
import { registerLimitGuards } from "./foundry/hooks/limit-guard";
import { registerDataModels } from "./foundry/models/register-models";
import { registerSheets } from "./foundry/sheets/register-sheets";

Hooks.once("init", () => {
  registerDataModels();
  registerSheets();
  registerLimitGuards();
  exposeApi();
});
