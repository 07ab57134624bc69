import { describe, expect, it } from "vitest";
import type { Combat } from "../../double/combat";
import type { Client } from "../../double";
import { connectAll, MODULE_ID, modelsWorld, record } from "./worlds";

/* A browser reload (docs/foundry-contract.md W1). */

describe("reload (W1)", () => {
  it("W1: world.reload(client) gives a new client that reads the same documents back", async () => {
    const world = modelsWorld();
    const { gm, alice } = connectAll(world);
    const actor = await gm.create("Actor", {
      name: "Kit",
      type: "five-parsecs-battle.crew",
      ownership: { default: 0, [alice.userId]: 3 },
      flags: { [MODULE_ID]: { a: { b: 1 } } },
    });
    await actor.createEmbeddedDocuments("Item", [
      { name: "Gun", type: "five-parsecs-battle.weapon", system: { range: 24 } },
    ]);
    const combat = await gm.create<Combat>("Combat", { active: true });
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: actor.id, initiative: 4 }]);
    await gm.run(() => combat.startCombat());
    const message = await alice.create("ChatMessage", { content: "hi" });
    await world.settle();

    const again = await world.reload(alice);
    expect(again).not.toBe(alice);
    expect(again.userId).toBe(alice.userId);
    const kit = again.game.actors.get(actor.id)!;
    expect(kit.toObject()).toEqual(actor.toObject());
    expect(kit.flags[MODULE_ID]).toEqual({ a: { b: 1 } });
    expect(kit.system).toBeInstanceOf(again.CONFIG.Actor.dataModels["five-parsecs-battle.crew"]!);
    expect((kit.getEmbeddedCollection("Item").contents[0]!.system as { range: number }).range).toBe(24);
    expect(again.game.combats.get(combat.id)!.round).toBe(1);
    expect(again.game.messages.get(message.id)!._source["content"]).toBe("hi");
    expect(kit.isOwner).toBe(true);
  });

  it("W1: the old client is gone: disconnected, no longer in world.clients, and it receives nothing", async () => {
    const world = modelsWorld();
    const { gm, alice } = connectAll(world);
    const old = record(alice, "createActor");
    const again = await world.reload(alice);
    const fresh = record(again, "createActor");
    expect(alice.connected).toBe(false);
    expect(world.clients).not.toContain(alice);
    expect(world.clients).toContain(again);
    await gm.create("Actor", { name: "Late", type: "five-parsecs-battle.crew" });
    await world.settle();
    expect(old).toEqual([]);
    expect(fresh).toHaveLength(1);
    await expect(alice.create("ChatMessage", { content: "ghost" })).rejects.toThrow(/not connected/);
  });

  it("W1: a reloaded GM is the active GM again", async () => {
    const world = modelsWorld();
    const { gm, bob }: { gm: Client; bob: Client } = connectAll(world);
    const again = await world.reload(gm);
    expect(bob.game.users.activeGM?.id).toBe(again.userId);
    expect(again.run(() => again.game.users.activeGM!.isSelf)).toBe(true);
  });
});
