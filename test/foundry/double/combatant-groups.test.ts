// CombatantGroup on the double (contract C10, C11): embedded in its combat, members by the combatants' `group`, its own
// ownership; a player may not create one (the module leaves that to the GM). The in-world check runs here too.
import { describe, expect, it } from "vitest";
import { COMBAT_CHECKS } from "../../../src/foundry/self-test/contract/combat-checks";
import { createWorld } from "../../double";
import { PermissionError } from "../../double/world";
import { passesOnTheDouble } from "./in-world-check";

describe("CombatantGroup (C10, C11)", () => {
  it("C10/C11: a group in a combat, its member, its owner on every client; a player cannot create one", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const alice = world.connect("Alice");
    const bob = world.connect("Bob");
    const combat = await gm.create("Combat", {});
    await gm.run(() => combat.createEmbeddedDocuments("Combatant", [{ name: "One" }, { name: "Two" }]));
    const [group] = await gm.run(() => combat.createEmbeddedDocuments("CombatantGroup", [{ name: "Gang", ownership: { default: 2, [alice.userId]: 3 } }]));
    const first = gm.game.combats.get(combat.id)!.combatants.contents[0]!;
    await gm.run(() => combat.updateEmbeddedDocuments("Combatant", [{ _id: first.id, group: group!.id }]));
    await world.settle();
    for (const client of [gm, alice, bob]) {
      const seen = client.game.combats.get(combat.id)!.groups.get(group!.id)!;
      expect([...seen.members].map((c) => c.id)).toEqual([first.id]);
      expect(client.game.combats.get(combat.id)!.combatants.get(first.id)!.group?.id).toBe(group!.id);
    }
    expect(alice.game.combats.get(combat.id)!.groups.get(group!.id)!.isOwner).toBe(true);
    expect(bob.game.combats.get(combat.id)!.groups.get(group!.id)!.isOwner).toBe(false);
    await expect(alice.run(() => alice.game.combats.get(combat.id)!.createEmbeddedDocuments("CombatantGroup", [{ name: "Mine" }]))).rejects.toBeInstanceOf(PermissionError);
    await world.settle();
    expect(gm.game.combats.get(combat.id)!.groups.size).toBe(1);
  });

  it("the in-world check combat.groupMembers passes on the double", () => passesOnTheDouble(COMBAT_CHECKS, "combat.groupMembers"));
});
