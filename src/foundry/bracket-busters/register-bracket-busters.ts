import { registerFighterLimitGuards } from "./fighter-guards";
import { registerInjuryDie } from "./injury-die";
import { registerFighterStatuses } from "./fighter-statuses";
import { registerRuleset } from "../table/rulesets";
import { setUpGangBattle } from "./gang-setup";
import { registerGangSocket } from "./gang-requests";
import { gangBattleOf, initiativesOf, isGangCombat } from "./gang-battle-store";
import { registerGangCards } from "./gang-cards";
import { registerOwnershipReturn } from "./granted-ownership";
import { lazyPart } from "../table/lazy-part";
import { registerAfterBattleCard } from "./after-battle-card";
import { registerGangMoveGuard } from "./gang-move-guard";
import { registerGangTurnGuard } from "./gang-turn-guard";
import { registerGangInvoluntaryMove } from "./gang-involuntary-move";

/**
 * The gang's tracker panel (gang-tracker.ts) in a lazy chunk: it draws the battle's views, which init does without. Its
 * panel is drawn (asynchronously, as always) once the chunk has arrived (issue 37).
 */
const tracker = lazyPart(() => import("./gang-tracker"));

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
    trackerPanel: (html, combat) => void tracker.use((loaded) => loaded.drawGangPanel(html, combat)),
  });
  registerInjuryDie();
  registerFighterLimitGuards();
  registerFighterStatuses();
  registerGangCards();
  void tracker.use((loaded) => loaded.registerGangTracker());
  registerAfterBattleCard();
  registerOwnershipReturn();
  registerGangTurnGuard();
  registerGangMoveGuard();
  registerGangInvoluntaryMove();
}
