import { viewedBy } from "./documents/combat";
import { hasBattle } from "./rulesets";

/*
 * Core's tracker menus in a battle: the row menu's Reroll and Clear and the encounter menu's Reset would overwrite the
 * round's initiative (initiative-guard.ts refuses such writes; these entries would still roll and post a card first,
 * contract C16), so they are hidden while a battle runs, on v13 and v14 alike.
 */

/**
 * Core's row menu entries that roll or clear initiative: v13 names them `COMBAT.*` (C9); v14 labels them
 * `COMBATANT.ACTIONS.*` (issue 39, the v14 menu entries).
 */
const ROW_MENU_ENTRIES = new Set([
  "COMBAT.CombatantReroll",
  "COMBAT.CombatantClear",
  "COMBATANT.ACTIONS.Reroll",
  "COMBATANT.ACTIONS.Clear",
]);
/**
 * Core's encounter menu entry that resets every initiative (C15). Its key is not confirmed on either generation
 * (`COMBAT.InitiativeReset` on v13 as far as known), so any entry named for a reset is hidden; the `preUpdateCombat`
 * refusal covers a Reset whatever its entry is called.
 */
const isResetEntry = (name: string): boolean => /reset/i.test(name);
const isRowInitiativeEntry = (name: string): boolean => ROW_MENU_ENTRIES.has(name);

type MenuCondition = boolean | ((target: HTMLElement) => boolean | null) | null | undefined;
/** A context menu entry of either generation: v13's `{name, condition, callback}`, v14's `{label, visible, onClick}`. */
interface MenuEntry {
  name?: string;
  condition?: MenuCondition;
  label?: string;
  visible?: MenuCondition;
}

/**
 * The key that decides whether an entry shows. An entry is read in its own shape, not by generation: v14 still takes
 * v13-shaped entries (another module's) with a deprecation warning, and giving a v14 entry a `condition` would bring
 * that warning in.
 */
const shownByKey = (entry: MenuEntry): "visible" | "condition" =>
  entry.label !== undefined && entry.name === undefined ? "visible" : "condition";

/**
 * Core builds a tracker menu once, at the tracker's first render, before any battle exists (C9), and asks each entry's
 * `condition` (v14: `visible`) whenever the menu opens; so the named entries are not removed but made to hide while a
 * battle runs.
 */
function hideInBattle(app: unknown, entries: MenuEntry[], named: (name: string) => boolean): void {
  for (const entry of entries) {
    if (!named(entry.label ?? entry.name ?? "")) continue;
    const key = shownByKey(entry);
    const core = entry[key];
    entry[key] = (target: HTMLElement) => {
      if (hasBattle(viewedBy(app))) return false;
      if (typeof core === "function") return core(target);
      return core === undefined ? true : core;
    };
  }
}

export function registerTrackerMenuGuard(): void {
  // The tracker menu hooks (C7, C9): the row menu's is named for the application's class; the installed types do not
  // list the encounter menu's.
  const on = Hooks.on as unknown as (hook: string, fn: (app: unknown, entries: MenuEntry[]) => void) => number;
  on("getCombatTrackerContextOptions", (app, entries) => hideInBattle(app, entries, isRowInitiativeEntry));
  on("getCombatContextOptions", (app, entries) => hideInBattle(app, entries, isResetEntry));
}
