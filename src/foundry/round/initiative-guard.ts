import { warn } from "../i18n/notify";
import { MODULE_ID } from "../../views/module-id";
import { battleOf } from "./battle-model";
import { isRoundWrite } from "./round-write";
import { isGangCombat } from "../bracket-busters/gang-battle-store";

/**
 * In a battle the turn order is the round's phases (Quick, Enemy, Slow), written as combatant initiative by the
 * round itself. Core's initiative controls (Roll All, Roll NPCs, Reset, a row's roll, the row menu's Reroll and
 * Clear) would overwrite those bands, and under a system whose tracker calls its own actor code they may throw for
 * this module's actors. So in a combat with a battle they are taken off the tracker, and any other initiative write
 * (a macro, another module) is refused unless the round makes it.
 */


const INITIATIVE_CONTROLS = ['[data-action="rollAll"]', '[data-action="rollNPC"]', '[data-action="resetAll"]', '[data-action="rollInitiative"]'].join(", ");
/** Core's row menu entries that roll or clear initiative (v13 names). */
const INITIATIVE_MENU_ENTRIES = new Set(["COMBAT.CombatantReroll", "COMBAT.CombatantClear"]);

/** A battle of either ruleset: both write the tracker's order themselves. */
const hasBattle = (combat: Combat.Implementation | null | undefined): boolean => !!combat && (battleOf(combat) !== null || isGangCombat(combat));


let warnedAt = 0;

export function registerInitiativeGuard(): void {
  Hooks.on("renderCombatTracker", (app: unknown, html: HTMLElement) => {
    const combat = (app as { viewed?: Combat.Implementation | null } | null)?.viewed ?? (game.combats?.viewed as unknown as Combat.Implementation | null);
    if (!hasBattle(combat)) return;
    for (const control of html.querySelectorAll(INITIATIVE_CONTROLS)) control.remove();
  });

  // v13's row menu hook; the installed types do not list it.
  const on = Hooks.on as unknown as (hook: string, fn: (app: unknown, entries: { name?: string }[]) => void) => number;
  on("getCombatantContextOptions", (_app, entries) => {
    if (!hasBattle(game.combats?.viewed as unknown as Combat.Implementation | null)) return;
    for (let i = entries.length - 1; i >= 0; i--) if (INITIATIVE_MENU_ENTRIES.has(entries[i]?.name ?? "")) entries.splice(i, 1);
  });

  Hooks.on("preUpdateCombatant", (combatant, changes, options) => {
    if (!("initiative" in (changes as object)) || isRoundWrite(options)) return;
    if (!hasBattle(combatant.parent as Combat.Implementation | null)) return;
    // One notice per burst: Roll All refuses every combatant at once.
    if (Date.now() - warnedAt > 1000) warn("FPB.Round.Warn.InitiativeByPhase");
    warnedAt = Date.now();
    return false;
  });
}
