import { isActiveGM } from "../../table/active-gm";
import { viewedCombat } from "../../table/documents/combat";
import { info, warn } from "../../table/i18n/notify";
import { battleOf, forgetBattleOf } from "./battle-model";
import { openBattleControls } from "./battle-controls";
import { setUpFiveParsecs } from "./battle-setup";
import { registerRoundSocket, runAsGM } from "./round-requests";
import { registerCorrectionMenu } from "./correction-menu";
import { registerCrewMoveGuard } from "./crew-move-guard";
import { isRoundWrite } from "../../table/table-write";
import { registerRuleset } from "../../table/rulesets";
import { initiativesFor } from "../../../views/five-parsecs/round/initiative";
import { lazyPart } from "../../table/lazy-part";

/**
 * The round's tracker panel (tracker.ts) in a lazy chunk: it draws the round's views and starts its actions, which init
 * does without. Its panel is drawn (asynchronously, as always) once the chunk has arrived (issue 37).
 */
const tracker = lazyPart(() => import("./tracker"));

/**
 * The battle round (issue #4) in Foundry: the combat tracker panel, the module socket through which players' inputs
 * reach the GM's client, the battle setup when a combat starts, the End Phase when the GM advances the round, and a
 * figure marked defeated (a Goner) leaving the battle. The difficulty setting is registered with the other settings.
 * Call from the `init` hook; the table opens the ruleset's requests at `ready` (table/rulesets.ts).
 */
export function registerBattleRound(): void {
  registerRuleset({
    id: "fiveParsecs",
    claims: (combat) => battleOf(combat) !== null,
    initiatives: (combat) => {
      const battle = battleOf(combat)?.battle;
      return battle ? initiativesFor(battle) : new Map();
    },
    initiativeNotice: "FPB.Round.Warn.InitiativeByPhase",
    setup: setUpFiveParsecs,
    listen: registerRoundSocket,
    trackerPanel: (html, combat) => void tracker.use((loaded) => loaded.drawRoundPanel(html, combat)),
    // Its panel shows a combat none claims yet, with the Setup button (which offers every ruleset's setup).
    hostsUnclaimed: true,
  });
  void tracker.use((loaded) => loaded.registerCombatTracker());
  registerCorrectionMenu();
  registerCrewMoveGuard();

  // The End Phase "when the round advances": the GM's Next Round runs it once every figure has acted. The hook
  // fires before the update and cannot stop it: an early advance is refused in preUpdateCombat below.
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => forgetBattleOf(combat));
  Hooks.on("combatRound", (combat: Combat.Implementation, _update: unknown, options: { direction?: number }) => {
    if (!game.user?.isGM || (options.direction ?? 1) < 0) return;
    const battle = battleOf(combat)?.battle;
    if (battle && !battle.over && battle.phase === "end") runAsGM(combat, { type: "runEndPhase" });
  });

  // "The round ends once every figure has acted": Next Round (or Next Turn past the last) before that is refused on
  // the clicking client, where Foundry runs this hook before it sends the update. The round's own writes pass.
  Hooks.on("preUpdateCombat", (combat: Combat.Implementation, changes: object, options: object) => {
    const round = (changes as { round?: unknown }).round;
    if (typeof round !== "number" || round <= combat.round || isRoundWrite(options)) return;
    const battle = battleOf(combat)?.battle;
    if (!battle || battle.over || battle.phase === "end") return;
    warn("FPB.Round.Warn.RoundNotOver");
    return false;
  });

  // A figure made a Goner by a shot or a brawl is marked defeated; for the round it was removed due to combat.
  Hooks.on("updateCombatant", (combatant, changes) => {
    if ((changes as { defeated?: unknown }).defeated !== true || !isActiveGM()) return;
    const combat = combatant.parent as Combat.Implementation | null;
    const figureId = combatant.actor?.uuid;
    const battle = combat ? battleOf(combat)?.battle : undefined;
    if (!combat || !figureId || !battle || battle.over) return;
    if (battle.crew.some((f) => f.id === figureId) || battle.enemies.some((f) => f.id === figureId)) {
      runAsGM(combat, { type: "removeFigure", figureId, reason: "casualty" });
    }
  });

  // A round card asking for figures joining or the main AI type: its button opens the GM's battle controls; players
  // do not see it (the resolution cards' own buttons are handled in chat/card-actions.ts).
  Hooks.on("renderChatMessageHTML", (_message: ChatMessage.Implementation, html: HTMLElement) => {
    for (const button of html.querySelectorAll<HTMLButtonElement>('button[data-fpb-action="roundControls"]')) {
      if (!game.user?.isGM) {
        button.hidden = true;
        continue;
      }
      button.addEventListener("click", () => void openBattleControls(viewedCombat()));
    }
  });

  // A reload mid-round: say where the battle stands.
  Hooks.once("ready", () => {
    const combat = viewedCombat();
    const battle = combat ? battleOf(combat)?.battle : undefined;
    if (battle && !battle.over && battle.round > 0) info("FPB.Round.Warn.Restored", { round: String(battle.round) });
  });
}
