import { initModule } from "./foundry/init";

Hooks.once("init", initModule);
