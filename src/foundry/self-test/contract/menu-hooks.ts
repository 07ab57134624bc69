/*
 * The tracker's context menus are built once, at its first render, before `ready` (issue 31, fact 3), so a check run
 * later cannot watch their hooks fire. The contract batch starts this record when Quench registers it (Quench's
 * `setup` hook, before the sidebar's first render), and the tracker checks read what it saw.
 */

/** The menu hooks core might call for the tracker: the row menu's (C7, C9) and the encounter menu's (C15). */
export const MENU_HOOKS = [
  "getCombatTrackerContextOptions",
  "getCombatantContextOptions",
  "getCombatContextOptions",
] as const;
export type MenuHook = (typeof MENU_HOOKS)[number];

export interface MenuHookCall {
  readonly hook: MenuHook;
  /** The entries' names as the hook received them (i18n keys): v13's `name`, v14's `label`. */
  readonly names: readonly string[];
}

/** One record per client's `Hooks` (the double runs several clients in one process). */
const records = new WeakMap<object, MenuHookCall[]>();

/** Starts recording the menu hooks on this client; a second call does nothing. */
export function recordMenuHooks(): void {
  if (records.has(Hooks)) return;
  const calls: MenuHookCall[] = [];
  records.set(Hooks, calls);
  const on = Hooks.on as unknown as (hook: string, fn: (app: unknown, entries: unknown) => void) => number;
  for (const hook of MENU_HOOKS) {
    on(hook, (_app, entries) => {
      const named = (entry: { name?: unknown; label?: unknown }) => String(entry.label ?? entry.name ?? "");
      const names = Array.isArray(entries)
        ? entries.map((entry) => named(entry as { name?: unknown; label?: unknown }))
        : [];
      calls.push({ hook, names });
    });
  }
}

/** The menu hook calls seen on this client since `recordMenuHooks`, or null when it was never started here. */
export const menuHookCalls = (): readonly MenuHookCall[] | null => records.get(Hooks) ?? null;
