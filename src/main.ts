import { exposeApi } from "./foundry/api";
import { registerLimitGuards } from "./foundry/hooks/limit-guard";
import { registerDataModels } from "./foundry/models/register-models";

Hooks.once("init", () => {
  registerDataModels();
  registerLimitGuards();
  exposeApi();
});
