// Finding 3 of the Foundry review: core's Roll / Roll All / Reset initiative stayed on the tracker and overwrote the
// round's Quick / Enemy / Slow bands. On the double's core tracker and core Combat methods.
import { describe, expect, it } from "vitest";
import { battleWorld, beginBattle, combatOn } from "../fixtures/battle-world";

const initiatives = (combat: { combatants: Iterable<{ name: string; initiative: number | null }> }) =>
  Object.fromEntries([...combat.combatants].map((c) => [c.name, c.initiative]));

describe("core's initiative controls in a battle (issue #13 finding 3)", () => {
  it("are on the tracker before the battle and gone once it is set up", async () => {
    const battle = await battleWorld();
    const { gm, alice, world } = battle;
    expect(gm.tracker?.querySelector('[data-action="rollAll"]')).not.toBeNull();
    await beginBattle(battle);
    for (const client of [gm, alice]) {
      for (const action of ["rollAll", "rollNPC", "resetAll", "rollInitiative"]) {
        expect(client.tracker?.querySelector(`[data-action="${action}"]`), `${client.user.name}: ${action}`).toBeNull();
      }
    }
    expect(world.errors).toEqual([]);
  });

  it("cannot overwrite the phase bands from a macro either: Roll All, Reset and a reroll change nothing, with one notice", async () => {
    const battle = await battleWorld();
    const { gm, world } = battle;
    await beginBattle(battle);
    const combat = combatOn(gm, battle);
    const before = initiatives(combat);
    expect(Object.values(before).every((value) => typeof value === "number")).toBe(true);
    await gm.run(() => combat.resetAll());
    await gm.run(() => combat.rollInitiative(combat.combatants.map((c) => c.id)));
    await world.settle();
    expect(initiatives(combatOn(battle.alice, battle))).toEqual(before);
    expect(gm.notifications.filter((n) => n.message.includes("Initiative follows the battle round"))).toHaveLength(1);
  });
});
