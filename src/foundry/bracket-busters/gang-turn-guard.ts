import { warn } from "../table/i18n/notify";
import { isRoundWrite } from "../table/table-write";
import { isGangCombat } from "./gang-battle-store";

/**
 * In a Bracket Busters battle the round moves the tracker's turn and round itself (the fighter acting, the Round the
 * rules are in). Once the combat has begun, core's Next Turn, Previous Turn, Next and Previous Round would move them without the rules (a player
 * may change a combat's turn, P5), so on the clicking client, where Foundry runs this hook before it sends the update
 * (H1), they are refused with a word on what to use instead. The round's own writes carry `roundWriteOptions()` and pass.
 */
export function registerGangTurnGuard(): void {
  Hooks.on("preUpdateCombat", (combat: Combat.Implementation, changes: object, options: object) => {
    if (!("turn" in changes) && !("round" in changes)) return;
    // Core's Reset also sets the turn, but it has already cleared this client's initiative: the initiative guard
    // refuses it and puts the bands back (initiative-guard.ts), which a refusal here, run first, would skip.
    if ("combatants" in changes) return;
    // Begin Combat (round 0 to 1) is core's, and the battle's Rounds start from it.
    if (isRoundWrite(options) || !combat.started || !isGangCombat(combat)) return;
    warn("FPB.BracketBusters.Foundry.Tracker.useThePanel");
    return false;
  });
}
