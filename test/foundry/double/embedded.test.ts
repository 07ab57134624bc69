import { describe, expect, it } from "vitest";
import type { Actor } from "../../double/documents";
import type { Combat } from "../../double/combat";
import { bareWorld, connectAll, record, systemActor } from "./worlds";

/* Embedded documents and UUIDs (docs/foundry-contract.md D8, D9). */

type Uuids = { fromUuidSync(uuid: string): unknown; fromUuid(uuid: string): Promise<unknown> };
const uuids = (): Uuids => (globalThis as unknown as { foundry: { utils: Uuids } }).foundry.utils;

async function setUp() {
  const world = await bareWorld();
  const clients = connectAll(world);
  const actor = (await systemActor(clients.gm, "Kit", [clients.alice])) as Actor;
  await world.settle();
  return { world, ...clients, actor };
}

describe("embedded documents (D8, D9)", () => {
  it("D8: Items on an Actor get their own 16-character ids, unique within the actor, and uuids Actor.<aid>.Item.<iid>", async () => {
    const { world, bob, actor } = await setUp();
    const items = await actor.createEmbeddedDocuments("Item", [
      { name: "Gun", type: "item" },
      { name: "Knife", type: "item" },
    ]);
    await world.settle();
    const [gun, knife] = items;
    expect(gun!.id).toHaveLength(16);
    expect(gun!.id).not.toBe(knife!.id);
    expect(gun!.uuid).toBe(`Actor.${actor.id}.Item.${gun!.id}`);
    expect(gun!.parent).toBe(actor);
    const seen = bob.game.actors.get(actor.id)!.getEmbeddedDocument("Item", gun!.id)!;
    expect(seen.uuid).toBe(gun!.uuid);
    expect(bob.run(() => uuids().fromUuidSync(gun!.uuid))).toBe(seen);
  });

  it("D8: creating an embedded Item fires preCreateItem on the initiator and createItem on every client, not an Actor update", async () => {
    const { world, gm, alice, bob, actor } = await setUp();
    const pre = [gm, alice, bob].map((client) => record(client, "preCreateItem"));
    const created = [gm, alice, bob].map((client) => record(client, "createItem"));
    const actorUpdates = [gm, alice, bob].map((client) => record(client, "updateActor"));
    const [item] = await alice.run(() =>
      alice.game.actors.get(actor.id)!.createEmbeddedDocuments("Item", [{ name: "Gun", type: "item" }]),
    );
    await world.settle();
    expect(pre.map((calls) => calls.length)).toEqual([0, 1, 0]);
    expect(created.map((calls) => calls.length)).toEqual([1, 1, 1]);
    for (const calls of created) {
      expect((calls[0]![0] as { id: string; parent: { id: string } }).id).toBe(item!.id);
      expect((calls[0]![0] as { parent: { id: string } }).parent.id).toBe(actor.id);
      expect(calls[0]![2]).toBe(alice.userId);
    }
    expect(actorUpdates).toEqual([[], [], []]);
  });

  it("D8: an embedded id already used in the parent is refused", async () => {
    const { world, actor } = await setUp();
    await actor.createEmbeddedDocuments("Item", [{ _id: "aaaaaaaaaaaaaaaa", name: "Gun", type: "item" }], {
      keepId: true,
    });
    await expect(
      actor.createEmbeddedDocuments("Item", [{ _id: "aaaaaaaaaaaaaaaa", name: "Gun 2", type: "item" }], {
        keepId: true,
      }),
    ).rejects.toThrow(/already exists/);
    await world.settle();
    expect(actor.items.size).toBe(1);
  });

  it("D8: updating and deleting an embedded Item reach every client, the uuid unchanged", async () => {
    const { world, gm, alice, actor } = await setUp();
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Gun", type: "item" }]);
    const updates = record(alice, "updateItem");
    await gm.run(() => item!.update({ name: "Rifle" }));
    await world.settle();
    const seen = alice.game.actors.get(actor.id)!.getEmbeddedDocument("Item", item!.id)!;
    expect(seen.name).toBe("Rifle");
    expect(updates[0]![1]).toEqual({ _id: item!.id, name: "Rifle" });
    await gm.run(() => item!.delete());
    await world.settle();
    expect(alice.run(() => uuids().fromUuidSync(item!.uuid))).toBeNull();
  });

  it("D8: Combatants on a Combat have uuids Combat.<cid>.Combatant.<id> that fromUuidSync finds", async () => {
    const { world, gm, alice, actor } = await setUp();
    const combat = await gm.create<Combat>("Combat", {});
    const [combatant] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id }]);
    await world.settle();
    expect(combatant!.uuid).toBe(`Combat.${combat.id}.Combatant.${combatant!.id}`);
    expect(combatant!.id).toHaveLength(16);
    expect(alice.run(() => uuids().fromUuidSync(combatant!.uuid))).toBe(
      alice.game.combats.get(combat.id)!.combatants.get(combatant!.id),
    );
  });

  it("D8: actor.toggleStatusEffect creates an ActiveEffect with its own uuid Actor.<aid>.ActiveEffect.<id>; toggling again deletes it", async () => {
    const { world, alice, bob, actor } = await setUp();
    const own = alice.game.actors.get(actor.id)! as Actor;
    const effect = (await alice.run(() => own.toggleStatusEffect("prone"))) as { id: string; uuid: string };
    await world.settle();
    expect(effect.uuid).toBe(`Actor.${actor.id}.ActiveEffect.${effect.id}`);
    expect(bob.run(() => uuids().fromUuidSync(effect.uuid))).toBe(
      bob.game.actors.get(actor.id)!.effects.get(effect.id),
    );
    expect(bob.game.actors.get(actor.id)!.statuses).toEqual(new Set(["prone"]));
    expect(await alice.run(() => own.toggleStatusEffect("prone"))).toBe(false);
    await world.settle();
    expect(bob.game.actors.get(actor.id)!.statuses).toEqual(new Set());
    expect(bob.run(() => uuids().fromUuidSync(effect.uuid))).toBeNull();
  });

  it("D9: fromUuid resolves the document or null; fromUuidSync answers null for an unknown or malformed uuid", async () => {
    const { bob, actor } = await setUp();
    expect(await bob.run(() => uuids().fromUuid(actor.uuid))).toBe(bob.game.actors.get(actor.id));
    expect(await bob.run(() => uuids().fromUuid("Actor.nothinghere00000"))).toBeNull();
    expect(bob.run(() => uuids().fromUuidSync(`Actor.${actor.id}.Item.nothinghere00000`))).toBeNull();
    expect(bob.run(() => uuids().fromUuidSync("Actor"))).toBeNull();
  });
});
