import { registerFighterLimitGuards } from "./fighter-guards";
import { registerInjuryDie } from "./injury-die";
import { registerFighterStatuses } from "./fighter-statuses";
import { registerRuleset } from "../table/rulesets";
import { setUpGangBattle } from "./gang-setup";
import { registerGangSocket } from "./gang-service";
import { gangBattleOf, initiativesOf, isGangCombat } from "./gang-battle-store";
import { registerGangCards } from "./gang-cards";
import { registerOwnershipReturn } from "./granted-ownership";
import { drawGangPanel, registerGangTracker } from "./gang-tracker";
import { registerAfterBattleCard } from "./after-battle-card";
import { registerGangMoveGuard } from "./gang-move-guard";
import { registerGangTurnGuard } from "./gang-turn-guard";
import { registerGangInvoluntaryMove } from "./gang-involuntary-move";

/**
 * Bracket Busters in Foundry, at init: the ruleset registered with the table (its combats, their initiative, its setup
 * offered by the first setup dialog, its requests in the table's loop), the fighters' limit guard and token statuses,
 * the tracker panel and its turn guard, the chat cards and the Injury die. Its
 * document types and sheets (document-types.ts) are registered first at init, in one map with the other ruleset's
 * (register-models.ts, register-sheets.ts).
 */
export function registerBracketBusters(): void {
  registerRuleset({
    id: "bracketBusters",
    claims: isGangCombat,
    initiatives: (combat) => {
      const battle = gangBattleOf(combat)?.battle;
      return battle ? initiativesOf(battle) : new Map();
    },
    initiativeNotice: "FPB.Round.Warn.InitiativeByPriority",
    setup: setUpGangBattle,
    listen: registerGangSocket,
    trackerPanel: drawGangPanel,
  });
  registerInjuryDie();
  registerFighterLimitGuards();
  registerFighterStatuses();
  registerGangCards();
  registerGangTracker();
  registerAfterBattleCard();
  registerOwnershipReturn();
  registerGangTurnGuard();
  registerGangMoveGuard();
  registerGangInvoluntaryMove();
}
