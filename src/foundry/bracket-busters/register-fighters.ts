import { registerFighterLimitGuards } from "./fighter-guards";
import { registerFighterStatuses } from "./fighter-statuses";
import { registerGangSetup } from "../round/battle-setup";
import { setUpGangBattle } from "./gang-setup";
import { registerGangSocket } from "./gang-service";
import { registerGangCards } from "./gang-cards";
import { registerGangTracker } from "./gang-tracker";
import { registerAfterBattleCard } from "./after-battle-card";

/**
 * Bracket Busters' documents at init: the limit guard of fighters and weapon profiles, and the fighters' token statuses. Their data models and sheets
 * are registered with the module's others (models/register-models.ts, sheets/register-sheets.ts).
 */
export function registerBracketBustersFighters(): void {
  registerFighterLimitGuards();
  registerFighterStatuses();
  registerGangSetup(setUpGangBattle);
  Hooks.once("ready", registerGangSocket);
  registerGangCards();
  registerGangTracker();
  registerAfterBattleCard();
}
