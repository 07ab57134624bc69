import { warn } from "./i18n/notify";
import { viewedBy } from "./documents/combat";
import { hasBattle } from "./rulesets";
import { isRoundWrite } from "./table-write";
import { rulesetOf } from "./rulesets";
import { lastStoredInitiative, rememberStoredInitiatives } from "./stored-initiatives";
import { perPage } from "./per-page";
import { registerTrackerMenuGuard } from "./tracker-menu-guard";

/**
 * In a battle the turn order is the round's phases (Quick, Enemy, Slow; or Bracket Busters' Priority order), written
 * as combatant initiative by the round itself. Core's initiative controls (Roll All, Roll NPCs, a row's roll, the row
 * menu's Reroll and Clear, the encounter menu's Reset) would overwrite those bands, and under a system whose tracker
 * calls its own actor code they may throw for this module's actors. So in a combat with a battle the buttons are taken
 * off the tracker, the menu entries are hidden, and any other initiative write (a macro, another module) is refused
 * unless the round makes it.
 */

const INITIATIVE_CONTROLS = [
  '[data-action="rollAll"]',
  '[data-action="rollNPC"]',
  '[data-action="rollInitiative"]',
].join(", ");

/** Every combatant's initiative as the battle places it (figure id -> value), whichever ruleset holds it. */
const battleInitiatives = (combat: Combat.Implementation): ReadonlyMap<string, number> =>
  rulesetOf(combat)?.initiatives(combat) ?? new Map();

/**
 * Core's `resetAll` clears every combatant's initiative on the clicking client before it sends its one Combat update
 * (C15), so refusing the update is not enough: that client's copies are put back to what the world still holds (what
 * this client last received, else the battle's band), as the other clients never saw the reset, and its tracker is
 * drawn again.
 */
function putBackInitiatives(combat: Combat.Implementation): void {
  const bands = battleInitiatives(combat);
  for (const combatant of combat.combatants) {
    const figureId = combatant.actor?.uuid;
    const stored = lastStoredInitiative(combatant);
    const initiative = stored !== undefined ? stored : figureId ? bands.get(figureId) : undefined;
    if (initiative !== undefined && combatant._source.initiative !== initiative) combatant.updateSource({ initiative });
  }
  ui.combat?.render();
}

/** When this page last gave the notice. */
const lastNotice = perPage(() => ({ at: 0 }));

/** One notice per burst (Roll All refuses every combatant at once), in the words of the battle's ruleset. */
function refusedNotice(combat: Combat.Implementation | null): void {
  const last = lastNotice();
  if (Date.now() - last.at > 1000) warn(rulesetOf(combat)?.initiativeNotice ?? "FPB.Round.Warn.InitiativeByPhase");
  last.at = Date.now();
}

export function registerInitiativeGuard(): void {
  Hooks.on("renderCombatTracker", (app: unknown, html: HTMLElement) => {
    if (!hasBattle(viewedBy(app))) return;
    for (const control of html.querySelectorAll(INITIATIVE_CONTROLS)) control.remove();
  });

  registerTrackerMenuGuard();
  rememberStoredInitiatives();

  Hooks.on("preUpdateCombatant", (combatant, changes, options) => {
    if (!("initiative" in (changes as object)) || isRoundWrite(options)) return;
    const combat = combatant.parent as Combat.Implementation | null;
    if (!hasBattle(combat)) return;
    refusedNotice(combat);
    return false;
  });

  // A Reset that still happens (a macro's `combat.resetAll()`) is one Combat update carrying every combatant (C15);
  // no preUpdateCombatant runs for it.
  Hooks.on("preUpdateCombat", (combat: Combat.Implementation, changes: object, options: object) => {
    if (!("combatants" in changes) || isRoundWrite(options) || !hasBattle(combat)) return;
    refusedNotice(combat);
    putBackInitiatives(combat);
    return false;
  });
}
