import { HookSpy, spying } from "../hook-spy";
import { withScratch } from "../scratch";
import { quietCombat, type CombatantSpec } from "../throwaway";
import { pause, shown, until } from "../wait";
import type { ContractCheck } from "./check";
import { menuHookCalls, type MenuHook, type MenuHookCall } from "./menu-hooks";
import { isV14 } from "../../table/generation/release";

/** core 13.350 `CombatTracker.DEFAULT_OPTIONS.actions` (issue 31, fact 10); the tracker's other buttons go through `_onClickAction`. */
const DEFAULT_ACTIONS = [
  "activateCombatant",
  "cycleCombat",
  "createCombat",
  "panToCombatant",
  "pingCombatant",
  "rollInitiative",
  "toggleDefeated",
  "toggleHidden",
  "trackerSettings",
];
/** `data-action` buttons a GM sees on a combat that has not begun, and on one that has. */
const UNSTARTED_BUTTONS = ["rollAll", "rollNPC", "startCombat"];
const STARTED_BUTTONS = ["previousRound", "previousTurn", "nextTurn", "nextRound", "endCombat"];
/** The row menu's initiative entries the module's guard hides in a battle (C9): v13's names, v14's labels (issue 39). */
const rowInitiativeEntries = (): readonly string[] =>
  isV14()
    ? ["COMBATANT.ACTIONS.Reroll", "COMBATANT.ACTIONS.Clear"]
    : ["COMBAT.CombatantReroll", "COMBAT.CombatantClear"];

const PAIR: readonly CombatantSpec[] = [
  { _id: "eeeeeeeeeeeeeeee", name: "Nine", initiative: 9 },
  { _id: "ffffffffffffffff", name: "Four", initiative: 4 },
];

const trackerClass = () => foundry.applications.sidebar.tabs.CombatTracker;

interface Tracker {
  readonly rendered?: boolean;
  render(options: object): Promise<unknown> | unknown;
}
const tracker = (): Tracker | null => (ui.combat as unknown as Tracker | undefined) ?? null;

/**
 * The `data-action` values of the tracker as rendered for `combat`, read from `renderCombatTracker`. v13's tracker
 * shows the combat it is told to view (`CombatTracker#viewed`); the previous one is viewed again afterwards, so the
 * values are read before that.
 */
async function actionsShownFor(combat: Combat.Implementation): Promise<string[]> {
  const app = tracker();
  if (!app) throw new Error("ui.combat is not there");
  const prior: unknown = Reflect.get(app, "viewed");
  const spy = new HookSpy("renderCombatTracker");
  const shows = ([rendered]: unknown[]) => (rendered as { viewed?: unknown } | null)?.viewed === combat;
  try {
    Reflect.set(app, "viewed", combat);
    return await spying([spy], async () => {
      await app.render({ force: true });
      await until(() => spy.calls.some(shows), "renderCombatTracker for the throwaway combat");
      const html = spy.calls.filter(shows).at(-1)![1] as HTMLElement;
      return [...html.querySelectorAll<HTMLElement>("[data-action]")].map((element) => element.dataset["action"] ?? "");
    });
  } finally {
    Reflect.set(app, "viewed", prior ?? null);
  }
}

const missing = (present: readonly string[], actions: readonly string[]) =>
  actions.filter((action) => !present.includes(action));

/** The recorded calls of a menu hook, after making sure the tracker has had its first render. */
async function menuCalls(hook: MenuHook): Promise<readonly MenuHookCall[]> {
  const app = tracker();
  if (app && app.rendered === false) await app.render({ force: true });
  const calls = menuHookCalls();
  if (!calls)
    throw new Error("the menu hooks were not recorded: the contract batch starts the record when Quench registers it");
  return calls.filter((call) => call.hook === hook);
}

export const TRACKER_CHECKS: readonly ContractCheck[] = [
  {
    name: "ui.trackerControlsRemoved",
    says: "DEFAULT_OPTIONS.actions holds core's nine actions; the other controls are data-action buttons in the rendered tracker",
    run: async (assert) => {
      const actions = Object.keys((trackerClass().DEFAULT_OPTIONS as { actions?: object }).actions ?? {});
      const lacking = DEFAULT_ACTIONS.filter((action) => !actions.includes(action));
      assert.deepEqual(
        lacking,
        [],
        `CombatTracker.DEFAULT_OPTIONS.actions lacks ${lacking.join(", ")}; it has ${actions.join(", ")}`,
      );
      // A combat without a battle: the module leaves its controls alone.
      await withScratch(async (scratch) => {
        const actions = await actionsShownFor(await quietCombat(scratch, PAIR, false));
        assert.deepEqual(
          missing(actions, UNSTARTED_BUTTONS),
          [],
          `data-action buttons of a combat that has not begun; shown: ${actions.join(", ")}`,
        );
      });
      // A started combat whose battle is over: the round guard lets core's own round changes through.
      await withScratch(async (scratch) => {
        const combat = await quietCombat(scratch, PAIR);
        await combat.startCombat();
        const actions = await actionsShownFor(combat);
        assert.deepEqual(
          missing(actions, STARTED_BUTTONS),
          [],
          `data-action buttons of a started combat; shown: ${actions.join(", ")}`,
        );
      });
    },
  },
  {
    name: "ui.trackerContextMenu",
    says: "the tracker has _getEntryContextOptions and _getCombatContextOptions",
    run: (assert) => {
      const prototype = trackerClass().prototype as unknown as Record<string, unknown>;
      assert.typeOf(prototype["_getEntryContextOptions"], "function", "_getEntryContextOptions");
      assert.typeOf(prototype["_getCombatContextOptions"], "function", "_getCombatContextOptions");
    },
  },
  {
    name: "ui.trackerRowMenuHook",
    says:
      "the row menu is built with getCombatTrackerContextOptions (Reroll and Clear among its entries: v13 " +
      "COMBAT.CombatantReroll/Clear names, v14 COMBATANT.ACTIONS.Reroll/Clear labels), " +
      "never getCombatantContextOptions",
    run: async (assert) => {
      const built = await menuCalls("getCombatTrackerContextOptions");
      assert.isAbove(built.length, 0, "getCombatTrackerContextOptions did not fire at the tracker's first render");
      const names = built[0]?.names ?? [];
      const absent = rowInitiativeEntries().filter((name) => !names.includes(name));
      assert.deepEqual(absent, [], `the row menu's entries: ${shown(names)}`);
      assert.deepEqual(await menuCalls("getCombatantContextOptions"), [], "getCombatantContextOptions fired");
    },
  },
  {
    name: "ui.encounterMenuReset",
    says: "the encounter menu (getCombatContextOptions) holds the Reset entry; the tracker has no resetAll button",
    run: async (assert) => {
      const built = await menuCalls("getCombatContextOptions");
      assert.isAbove(built.length, 0, "getCombatContextOptions did not fire at the tracker's first render");
      const names = built[0]?.names ?? [];
      assert.isTrue(
        names.some((name) => /reset/i.test(name)),
        `no Reset entry in the encounter menu: ${shown(names)}`,
      );
      await withScratch(async (scratch) => {
        const actions = await actionsShownFor(await quietCombat(scratch, PAIR, false));
        assert.isFalse(actions.includes("resetAll"), "the tracker shows a resetAll button");
      });
    },
  },
  {
    name: "combat.resetAllOneUpdate",
    says: "resetAll sends one Combat update carrying the combatants, with turnEvents false, and no preUpdateCombatant",
    run: (assert) =>
      withScratch(async (scratch) => {
        const combat = await quietCombat(scratch, PAIR, false);
        const mine = ([document]: unknown[]) => document === combat;
        const updated = new HookSpy("updateCombat");
        const perCombatant = new HookSpy("preUpdateCombatant");
        await spying([updated, perCombatant], async () => {
          await combat.resetAll();
          await until(() => updated.calls.some(mine), "updateCombat");
          await pause(200);
        });
        const calls = updated.calls.filter(mine);
        assert.strictEqual(calls.length, 1, `updateCombat calls: ${calls.length}`);
        const [, changes, options] = calls[0] ?? [];
        assert.isTrue(
          Array.isArray((changes as { combatants?: unknown } | undefined)?.combatants),
          `the update's changes: ${shown(changes)}`,
        );
        assert.strictEqual((options as { turnEvents?: unknown } | undefined)?.turnEvents, false, "options.turnEvents");
        assert.strictEqual(perCombatant.calls.length, 0, "preUpdateCombatant ran");
        assert.deepEqual(
          combat.combatants.map((c) => c.initiative),
          [null, null],
          "initiatives after resetAll",
        );
      }),
  },
  {
    name: "ui.trackerClass",
    says: "ui.combat is a foundry.applications.sidebar.tabs.CombatTracker, from CONFIG.ui.combat",
    run: (assert) => {
      assert.instanceOf(ui.combat, trackerClass());
      assert.instanceOf(ui.combat, CONFIG.ui.combat as never);
    },
  },
  {
    name: "ui.trackerHookHTMLElement",
    says: "renderCombatTracker passes an HTMLElement",
    run: async (assert) => {
      const spy = new HookSpy("renderCombatTracker");
      await spying([spy], async () => {
        await ui.combat?.render({ force: true });
        await until(() => spy.calls.length > 0, "renderCombatTracker");
      });
      assert.instanceOf(spy.calls[0]?.[1], HTMLElement, "the hook's second argument is not an HTMLElement");
    },
  },
];
