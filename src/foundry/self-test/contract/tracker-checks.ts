import { HookSpy, spying } from "../hook-spy";
import { until } from "../wait";
import type { ContractCheck } from "./check";

const CONTROLS = ["rollAll", "rollNPC", "resetAll", "rollInitiative", "previousRound", "previousTurn", "nextTurn", "nextRound", "startCombat", "endCombat"];

const trackerClass = () => foundry.applications.sidebar.tabs.CombatTracker;

export const TRACKER_CHECKS: readonly ContractCheck[] = [
  {
    name: "ui.trackerControlsRemoved",
    says: "the tracker's controls are data-action buttons with the documented names",
    run: (assert) => {
      const actions = Object.keys((trackerClass().DEFAULT_OPTIONS as { actions?: object }).actions ?? {});
      const missing = CONTROLS.filter((action) => !actions.includes(action));
      assert.deepEqual(missing, [], `CombatTracker.DEFAULT_OPTIONS.actions lacks ${missing.join(", ")}; it has ${actions.join(", ")}`);
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
