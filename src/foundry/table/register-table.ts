import { viewedCombat } from "./documents/combat";
import { registerInitiativeGuard } from "./initiative-guard";
import { offerSetup } from "./offer-setup";
import { watchPendingRequests } from "./pending-requests";
import { hasBattle, panelRulesetOf, rulesets } from "./rulesets";

/**
 * The table at init: core's combat tracker shows the panel of the ruleset whose battle the viewed combat holds (one
 * hook for every ruleset, so none asks whose combat it is; v13's tracker is an ApplicationV2 and the hook gives its root
 * element), each registered ruleset's requests are opened once the client is ready, a starting combat is offered
 * the rulesets' setups (offer-setup.ts), and core's initiative controls are
 * kept off any battle's order (initiative-guard.ts).
 */
export function registerTable(): void {
  Hooks.on("renderCombatTracker", (_app: unknown, html: HTMLElement) => {
    const combat = viewedCombat();
    if (combat) panelRulesetOf(combat)?.trackerPanel(html, combat);
  });
  Hooks.once("ready", () => {
    for (const ruleset of rulesets()) ruleset.listen();
    watchPendingRequests();
  });
  // "Battle setup when a combat starts": fires on the client that starts it, before the update.
  Hooks.on("combatStart", (combat: Combat.Implementation) => {
    if (game.user?.isGM && !hasBattle(combat)) void offerSetup(combat);
  });
  registerInitiativeGuard();
}
