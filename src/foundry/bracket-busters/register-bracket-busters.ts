import { registerFighterLimitGuards } from "./fighter-guards";
import { registerFighterStatuses } from "./fighter-statuses";
import { registerGangSetup } from "../round/battle-setup";
import { setUpGangBattle } from "./gang-setup";
import { registerGangSocket } from "./gang-service";
import { registerGangCards } from "./gang-cards";
import { registerGangTracker } from "./gang-tracker";
import { registerAfterBattleCard } from "./after-battle-card";
import { registerGangMoveGuard } from "./gang-move-guard";
import { registerGangTurnGuard } from "./gang-turn-guard";
import { registerGangInvoluntaryMove } from "./gang-involuntary-move";

/**
 * Bracket Busters in Foundry, at init: the fighters' limit guard and token statuses, the battle's setup (offered by the
 * Five Parsecs setup), the round's socket once ready, the tracker panel and its turn guard, and the chat cards. Its
 * data models and sheets are registered with the module's others (models/register-models.ts, sheets/register-sheets.ts).
 */
export function registerBracketBusters(): void {
  registerFighterLimitGuards();
  registerFighterStatuses();
  registerGangSetup(setUpGangBattle);
  Hooks.once("ready", registerGangSocket);
  registerGangCards();
  registerGangTracker();
  registerAfterBattleCard();
  registerGangTurnGuard();
  registerGangMoveGuard();
  registerGangInvoluntaryMove();
}
