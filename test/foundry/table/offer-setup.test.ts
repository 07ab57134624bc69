// Battle setup offered by the table (issue 34: no ruleset names another): the setup the combatants suggest first, whose
// dialog may hand the battle to another ruleset's setup, on the double as core opens dialogs.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { isGangCombat } from "../../../src/foundry/bracket-busters/gang-battle-store";
import { battleWorld, combatOn } from "../fixtures/battle-world";

describe("battle setup when a combat starts", () => {
  it("crew and enemies: Five Parsecs' setup first; choosing Bracket Busters there opens its setup, and Cancel stores nothing", async () => {
    const battle = await battleWorld();
    const { gm, world } = battle;
    gm.click(gm.tracker?.querySelector('[data-action="startCombat"]'));
    const first = await gm.nextDialog();
    expect(first.form.querySelector('[name="enemyEdge"]')).not.toBeNull();
    first.fill({ ruleset: "bracketBusters" });
    await first.press("start");
    const second = await gm.nextDialog();
    // Bracket Busters' own dialog: its gangs, not Five Parsecs' enemy edge.
    expect(second.form.querySelector('[name="enemyEdge"]')).toBeNull();
    expect(second.actions).toEqual(["start", "cancel"]);
    await second.press("cancel");
    await world.settle();
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))).toBeNull();
    expect(gm.run(() => isGangCombat(combatOn(gm, battle) as never))).toBe(false);
    expect(gm.openDialogs).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("handing over and back: Bracket Busters' dialog choosing Five Parsecs offers Five Parsecs' again, which sets it up", async () => {
    const battle = await battleWorld();
    const { gm, world } = battle;
    gm.click(gm.tracker?.querySelector('[data-action="startCombat"]'));
    const first = await gm.nextDialog();
    first.fill({ ruleset: "bracketBusters" });
    await first.press("start");
    const second = await gm.nextDialog();
    second.fill({ ruleset: "fiveParsecs" });
    await second.press("start");
    const third = await gm.nextDialog();
    third.fill({ ruleset: "fiveParsecs", attemptSeize: false, enemyEdge: "north" });
    await third.press("start");
    await world.settle();
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle.crew.length).toBe(2);
    expect(world.errors).toEqual([]);
  });
});
