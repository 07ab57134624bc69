// CombatantGroup on the double (contract C10, C11, C14): embedded in its combat, members by the combatants' `group`, its
// initiative theirs when it has one, its own ownership; a player may not create one (the module leaves that to the GM).
// The in-world check runs here too.
import { describe, expect, it } from "vitest";
import { COMBAT_CHECKS } from "../../../src/foundry/self-test/contract/combat-checks";
import { createWorld } from "../../double";
import type { Combat } from "../../double/combat";
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
    const [group] = await gm.run(() =>
      combat.createEmbeddedDocuments("CombatantGroup", [
        { name: "Gang", ownership: { default: 2, [alice.userId]: 3 } },
      ]),
    );
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
    await expect(
      alice.run(() => alice.game.combats.get(combat.id)!.createEmbeddedDocuments("CombatantGroup", [{ name: "Mine" }])),
    ).rejects.toBeInstanceOf(PermissionError);
    await world.settle();
    expect(gm.game.combats.get(combat.id)!.groups.size).toBe(1);
  });

  it("C11 (item 11): a player who owns a group may update it but not delete it; creating and deleting need the Assistant role", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const alice = world.connect("Alice");
    const combat = await gm.create("Combat", {});
    const [group] = await gm.run(() =>
      combat.createEmbeddedDocuments("CombatantGroup", [
        { name: "Gang", ownership: { default: 0, [alice.userId]: 3 } },
      ]),
    );
    await world.settle();
    const own = alice.game.combats.get(combat.id)!.groups.get(group!.id)!;
    await alice.run(() => own.update({ name: "Alice's gang" }));
    await expect(alice.run(() => own.delete())).rejects.toThrow(/lacks permission to delete CombatantGroup/);
    await world.settle();
    expect(gm.game.combats.get(combat.id)!.groups.get(group!.id)!.name).toBe("Alice's gang");
    await gm.run(() => combat.deleteEmbeddedDocuments("CombatantGroup", [group!.id]));
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.groups.size).toBe(0);
  });

  it("C14: a group's numeric initiative is every member's, on every client; a group without members is defeated and hidden", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const alice = world.connect("Alice");
    const combat = await gm.create<Combat>("Combat", {});
    const [one, two] = await gm.run(() =>
      combat.createEmbeddedDocuments("Combatant", [
        { name: "One", initiative: 3 },
        { name: "Two", initiative: 8 },
      ]),
    );
    const [gang, empty] = await gm.run(() =>
      combat.createEmbeddedDocuments("CombatantGroup", [{ name: "Gang", initiative: 20 }, { name: "Nobody" }]),
    );
    await gm.run(() => combat.updateEmbeddedDocuments("Combatant", [{ _id: one!.id, group: gang!.id }]));
    await world.settle();
    for (const client of [gm, alice]) {
      const seen = client.game.combats.get(combat.id)!;
      expect(seen.combatants.get(one!.id)!.initiative).toBe(20);
      expect(seen.combatants.get(one!.id)!._source["initiative"]).toBe(3);
      expect(seen.turns.map((c) => c.id)).toEqual([one!.id, two!.id]);
      expect([seen.groups.get(empty!.id)!.defeated, seen.groups.get(empty!.id)!.hidden]).toEqual([true, true]);
      expect([seen.groups.get(gang!.id)!.defeated, seen.groups.get(gang!.id)!.hidden]).toEqual([false, false]);
    }
    // A group without an initiative leaves its members' own.
    await gm.run(() => combat.groups.get(gang!.id)!.update({ initiative: null }));
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.combatants.get(one!.id)!.initiative).toBe(3);
  });

  it("the in-world check combat.groupMembers passes on the double", () =>
    passesOnTheDouble(COMBAT_CHECKS, "combat.groupMembers"));
});
