// Core's combat tracker menus on the double (contract C6, C7, C9, C15, C16): built once, at the tracker's first
// render and before `ready`, through `get{Class}ContextOptions` for the tracker's class chain and
// `getCombatContextOptions`; each entry's `condition` asked when the menu opens; the entries do what core's do. The
// tracker's own action list (C6) too.
import { describe, expect, it } from "vitest";
import { World } from "../../double";
import type { Combat } from "../../double/combat";
import type { ContextMenuEntry } from "../../double/context-menu";
import { defaultGeneration } from "../../double/generation";
import { CombatTracker, openEncounterMenu, openRowMenu } from "../../double/tracker";
import { connectAll, MODULE_ID, systemActor } from "./worlds";

/** Core's entry keys in the generation this run plays (v14: issue 39; Update, Remove, Reset assumed by analogy). */
const V14 = defaultGeneration() === 14;
const KEY = V14
  ? {
      update: "COMBATANT.ACTIONS.Update",
      clear: "COMBATANT.ACTIONS.Clear",
      reroll: "COMBATANT.ACTIONS.Reroll",
      remove: "COMBATANT.ACTIONS.Remove",
      reset: "COMBAT.ACTIONS.ResetInitiative",
    }
  : {
      update: "COMBAT.CombatantUpdate",
      clear: "COMBAT.CombatantClear",
      reroll: "COMBAT.CombatantReroll",
      remove: "COMBAT.CombatantRemove",
      reset: "COMBAT.InitiativeReset",
    };
const keyOf = (entry: ContextMenuEntry): string => (V14 ? entry.label : entry.name) ?? "";

interface MenuCall {
  readonly client: string;
  readonly hook: string;
  readonly ready: boolean;
  readonly names: string[];
}

/** A world whose "module" records the menu hooks on every client, and may hide Reroll through its condition. */
function recordingWorld() {
  const calls: MenuCall[] = [];
  const switches = { hideReroll: false };
  const init = () => {
    const hooks = [
      "getCombatTrackerContextOptions",
      "getHandlebarsApplicationContextOptions",
      "getAbstractSidebarTabContextOptions",
      "getApplicationV2ContextOptions",
      "getCombatContextOptions",
      "getCombatantContextOptions",
    ];
    for (const hook of hooks) {
      Hooks.on(
        hook as never,
        ((_app: unknown, entries: ContextMenuEntry[]) => {
          calls.push({ client: game.user!.name!, hook, ready: game.ready === true, names: entries.map(keyOf) });
          const reroll = entries.find((e) => keyOf(e) === KEY.reroll);
          if (hook === "getCombatTrackerContextOptions" && reroll) {
            // v14 reads `visible`, v13 `condition` (issue 39).
            const shown = V14 ? "visible" : "condition";
            const core = reroll[shown];
            reroll[shown] = (li) => !switches.hideReroll && (typeof core === "function" ? core(li) : core !== false);
          }
        }) as never,
      );
    }
  };
  const world = new World({
    users: [{ name: "Gamemaster", role: "gamemaster" }, { name: "Alice" }, { name: "Bob" }],
    modules: [MODULE_ID],
    seed: 7,
    init,
  });
  return { world, calls, switches };
}

async function setUp() {
  const { world, calls, switches } = recordingWorld();
  const clients = connectAll(world);
  const kit = await systemActor(clients.gm, "Kit", [clients.alice]);
  const raider = await systemActor(clients.gm, "Raider");
  const combat = await clients.gm.create<Combat>("Combat", { active: true });
  const [first, second] = await clients.gm.run(() =>
    combat.createEmbeddedDocuments("Combatant", [{ actorId: kit.id, initiative: 5 }, { actorId: raider.id }]),
  );
  await world.settle();
  return { world, ...clients, calls, switches, combat, first: first!, second: second! };
}

const names = (entries: { name: string }[]) => entries.map((e) => e.name);

describe("the combat tracker's menus and actions (C6, C7, C9, C15, C16)", () => {
  it("C7: are built once per client, before ready, by the tracker class chain's hooks and getCombatContextOptions, never getCombatantContextOptions", async () => {
    const { world, gm, calls, combat, first } = await setUp();
    await gm.run(() => combat.startCombat());
    await gm.run(() => first.update({ initiative: 9 }));
    await world.settle();
    const onGM = calls.filter((call) => call.client === "Gamemaster");
    expect(onGM.map((call) => call.hook)).toEqual([
      "getCombatTrackerContextOptions",
      "getHandlebarsApplicationContextOptions",
      "getAbstractSidebarTabContextOptions",
      "getApplicationV2ContextOptions",
      "getCombatContextOptions",
    ]);
    expect(onGM.every((call) => !call.ready)).toBe(true);
    expect(onGM[0]!.names).toEqual([KEY.update, KEY.clear, KEY.reroll, KEY.remove]);
    expect(onGM.at(-1)!.names).toContain(KEY.reset);
    expect(calls.filter((call) => call.hook === "getCombatContextOptions")).toHaveLength(3);
  });

  it("C9: an entry's condition is asked each time the menu opens, with the row", async () => {
    const { gm, alice, switches, first, second } = await setUp();
    expect(names(openRowMenu(gm, first.id))).toEqual([KEY.update, KEY.clear, KEY.reroll, KEY.remove]);
    // Clear shows only on a row with an initiative.
    expect(names(openRowMenu(gm, second.id))).toEqual([KEY.update, KEY.reroll, KEY.remove]);
    switches.hideReroll = true;
    expect(names(openRowMenu(gm, first.id))).not.toContain(KEY.reroll);
    switches.hideReroll = false;
    expect(names(openRowMenu(gm, first.id))).toContain(KEY.reroll);
    expect(names(openRowMenu(alice, first.id))).toEqual([]);
  });

  it("C16: Reroll posts its chat card and then writes the roll; Clear writes null", async () => {
    const { world, gm, alice, combat, first } = await setUp();
    world.dice.load(13);
    await openRowMenu(gm, first.id)
      .find((e) => e.name === KEY.reroll)!
      .click();
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.combatants.get(first.id)!.initiative).toBe(13);
    expect(alice.game.messages.contents.map((m) => m.flags["core"])).toEqual([{ initiativeRoll: true }]);
    await openRowMenu(gm, first.id)
      .find((e) => e.name === KEY.clear)!
      .click();
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.combatants.get(first.id)!.initiative).toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("C15: the GM's encounter menu holds Reset, which runs combat.resetAll(); a player's shows nothing", async () => {
    const { world, gm, alice, combat } = await setUp();
    expect(names(openEncounterMenu(alice))).toEqual([]);
    const reset = openEncounterMenu(gm).find((e) => e.name === KEY.reset);
    expect(reset).toBeDefined();
    await reset!.click();
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.combatants.map((c) => c.initiative)).toEqual([null, null]);
    expect(world.errors).toEqual([]);
  });

  it("C6: CombatTracker.DEFAULT_OPTIONS.actions holds only core's nine; rollAll and the round controls are not among them", () => {
    expect(Object.keys(CombatTracker.DEFAULT_OPTIONS.actions).sort()).toEqual(
      [
        "activateCombatant",
        "cycleCombat",
        "createCombat",
        "panToCombatant",
        "pingCombatant",
        "rollInitiative",
        "toggleDefeated",
        "toggleHidden",
        "trackerSettings",
      ].sort(),
    );
  });
});
