// Finding 3 of the Foundry review: core's Roll / Roll All / Reset initiative stayed on the tracker and overwrote the
// round's Quick / Enemy / Slow bands. On the double's core tracker, its menus (built once, before any battle, their
// conditions asked on opening: C9, C15) and core Combat methods (resetAll clears locally, then one Combat update).
import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import { openEncounterMenu, openRowMenu } from "../../double/tracker";
import { combatOf, tourneyTable, type GangTable } from "../bracket-busters/gang-table";
import { battleWorld, beginBattle, combatOn } from "../fixtures/battle-world";

const initiatives = (combat: { combatants: Iterable<{ name: string; initiative: number | null }> }) =>
  Object.fromEntries([...combat.combatants].map((c) => [c.name, c.initiative]));

/** An entry's i18n key: v13's `name`, v14's `label` (issue 39). */
const keyOf = (entry: object): string =>
  String((entry as { label?: unknown }).label ?? (entry as { name?: unknown }).name ?? "");
const rowMenu = (client: Client, combatantId: string) => openRowMenu(client, combatantId).map(keyOf);
const encounterMenu = (client: Client) => openEncounterMenu(client).map(keyOf);
const isReset = (name: string) => /reset/i.test(name);
/** The initiative each row of a client's tracker shows, by combatant id. */
const shownInitiatives = (client: Client) =>
  Object.fromEntries(
    [...(client.tracker?.querySelectorAll<HTMLElement>("li.combatant") ?? [])].map((row) => [
      row.dataset["combatantId"],
      row.querySelector(".initiative")?.textContent ?? null,
    ]),
  );

/** Core's row menu entries that roll or clear initiative: v13's names, v14's labels (issue 39). */
const INITIATIVE_ENTRIES = [
  "COMBAT.CombatantReroll",
  "COMBAT.CombatantClear",
  "COMBATANT.ACTIONS.Reroll",
  "COMBATANT.ACTIONS.Clear",
];
const rerollOf = (client: Client) =>
  client.world.generation >= 14 ? "COMBATANT.ACTIONS.Reroll" : "COMBAT.CombatantReroll";

/** The Tourney Arena begun as a GM begins it: Begin Combat, then the setup dialog with each gang given its player. */
async function gangBattle(): Promise<GangTable> {
  const table = await tourneyTable();
  table.gm.click(table.gm.tracker?.querySelector('[data-action="startCombat"]'));
  const setup = await table.gm.nextDialog();
  setup.fill({ "gangs.0.playerId": table.alice.userId, "gangs.1.playerId": table.bob.userId });
  await setup.press("start");
  await table.world.settle();
  return table;
}

describe("core's initiative controls in a battle (issue #13 finding 3)", () => {
  it("are on the tracker before the battle and gone once it is set up", async () => {
    const battle = await battleWorld();
    const { gm, alice, world } = battle;
    expect(gm.tracker?.querySelector('[data-action="rollAll"]')).not.toBeNull();
    await beginBattle(battle);
    for (const client of [gm, alice]) {
      for (const action of ["rollAll", "rollNPC", "rollInitiative"]) {
        expect(client.tracker?.querySelector(`[data-action="${action}"]`), `${client.user.name}: ${action}`).toBeNull();
      }
    }
    expect(world.errors).toEqual([]);
  });

  it("the row menu's Reroll and Clear are there before the battle and hidden in it; the encounter menu's Reset too", async () => {
    const battle = await battleWorld();
    const { gm, world } = battle;
    const first = combatOn(gm, battle).combatants.contents[0]!;
    expect(rowMenu(gm, first.id)).toContain(rerollOf(gm));
    expect(encounterMenu(gm).some(isReset)).toBe(true);
    await beginBattle(battle);
    const menu = rowMenu(gm, first.id);
    // Core's Reroll would post its card even though the guard refuses its write (C16): it is not offered.
    expect(menu.filter((name) => INITIATIVE_ENTRIES.includes(name))).toEqual([]);
    expect(menu.length).toBeGreaterThan(0);
    expect(encounterMenu(gm).some(isReset)).toBe(false);
    // v14 reads `visible`; a `condition` given to its entry would warn (until v16).
    expect(world.deprecations.filter((warning) => warning.fromModule).map((warning) => warning.message)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("cannot overwrite the phase bands from a macro either: Roll All, Reset and a reroll change nothing on any client, with one notice", async () => {
    const battle = await battleWorld();
    const { gm, alice, world } = battle;
    await beginBattle(battle);
    const combat = combatOn(gm, battle);
    const before = initiatives(combat);
    expect(Object.values(before).every((value) => typeof value === "number")).toBe(true);
    await gm.run(() => combat.resetAll());
    await gm.run(() => combat.rollInitiative(combat.combatants.map((c) => c.id)));
    await world.settle();
    expect(initiatives(combatOn(alice, battle))).toEqual(before);
    // Core's Reset clears the GM's own copies before it sends: they are put back, and the GM's tracker shows them.
    expect(initiatives(combatOn(gm, battle))).toEqual(before);
    expect(Object.values(shownInitiatives(gm)).every((shown) => shown !== null)).toBe(true);
    expect(gm.notifications.filter((n) => n.message.includes("Initiative follows the battle round"))).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });

  it("a refused Reset puts back, on the GM's client, a combatant the battle gives no band to (what the world still holds, C15)", async () => {
    const battle = await battleWorld();
    const { gm, alice, world } = battle;
    await beginBattle(battle);
    const combat = combatOn(gm, battle);
    // A bystander joins the combat with an initiative of its own: not a battle figure, so the round gives it no band.
    const bystander = await gm.create("Actor", { name: "Bystander", type: "npc" });
    await gm.run(() =>
      combat.createEmbeddedDocuments("Combatant", [{ actorId: bystander.id, name: "Bystander", initiative: 7 }]),
    );
    await world.settle();
    const before = initiatives(combat);
    expect(before["Bystander"]).toBe(7);
    await gm.run(() => combat.resetAll());
    await world.settle();
    expect(initiatives(combatOn(gm, battle))).toEqual(before);
    expect(initiatives(combatOn(alice, battle))).toEqual(before);
    expect(world.errors).toEqual([]);
  });

  it("Bracket Busters: the row menu hides Reroll and Clear, the encounter menu Reset", async () => {
    const table = await gangBattle();
    const combat = combatOf(table.gm, table);
    expect(
      rowMenu(table.gm, combat.combatants.contents[0]!.id).filter((name) => INITIATIVE_ENTRIES.includes(name)),
    ).toEqual([]);
    expect(encounterMenu(table.gm).some(isReset)).toBe(false);
    expect(table.world.errors).toEqual([]);
  });

  it("hides v14-shaped entries by their own key: `visible` wrapped, no `condition` or `name` given (issue 39)", async () => {
    const battle = await battleWorld();
    const { gm, world } = battle;
    await beginBattle(battle);
    const core = () => true;
    const entries: Record<string, unknown>[] = [
      { label: "COMBATANT.ACTIONS.Reroll", icon: "", visible: core, onClick: () => undefined },
      { label: "COMBATANT.ACTIONS.Clear", icon: "", onClick: () => undefined },
      { label: "COMBATANT.ACTIONS.Remove", icon: "", visible: core, onClick: () => undefined },
    ];
    const given = [...entries];
    gm.run(() => gm.Hooks.callAll("getCombatTrackerContextOptions", gm.ui["combat"], entries));
    const row = document.createElement("li");
    const shown = (entry: Record<string, unknown>) =>
      gm.run(() => (entry["visible"] as ((target: HTMLElement) => boolean) | undefined)?.(row) ?? true);
    // The module adds entries of its own (the GM's correction, issue 33): the three given are looked at.
    expect(given.map(shown)).toEqual([false, false, true]);
    for (const entry of given) {
      expect(Object.keys(entry), String(entry["label"])).not.toContain("condition");
      expect(Object.keys(entry), String(entry["label"])).not.toContain("name");
    }
    expect(world.errors).toEqual([]);
  });

  it("Bracket Busters: a macro's Reset is refused and leaves the Priority order on every client, the GM's included", async () => {
    const table = await gangBattle();
    const { gm, alice, world } = table;
    const combat = combatOf(gm, table);
    expect(combat.started).toBe(true);
    const before = initiatives(combat);
    expect(Object.values(before).every((value) => typeof value === "number")).toBe(true);
    const order = combat.turns.map((c) => c.id);
    await gm.run(() => combat.resetAll());
    await world.settle();
    for (const client of [gm, alice]) {
      expect(initiatives(combatOf(client, table)), client.user.name).toEqual(before);
      expect(
        combatOf(client, table).turns.map((c) => c.id),
        client.user.name,
      ).toEqual(order);
    }
    expect(Object.values(shownInitiatives(gm)).every((shown) => shown !== null)).toBe(true);
    expect(world.errors).toEqual([]);
  });
});
