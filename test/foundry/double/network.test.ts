import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import { bareWorld, connectAll, MODULE_ID } from "./worlds";

/* The scheduled network (docs/foundry-contract.md N1-N4): lag, order per connection, lost messages, who is connected. */

type Socket = {
  on(event: string, fn: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
};
const socket = (client: Client): Socket => client.game["socket"] as Socket;
const EVENT = `module.${MODULE_ID}`;

function listen(client: Client): unknown[] {
  const received: unknown[] = [];
  socket(client).on(EVENT, (data) => void received.push(data));
  return received;
}

describe("the scheduled network (N1-N4)", () => {
  it("N1: one sender's messages arrive in the order sent, whatever the seed", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const world = await bareWorld();
      const { gm, alice, bob } = connectAll(world);
      world.useNetwork({ seed });
      const onGm = listen(gm);
      for (let i = 0; i < 6; i++) {
        alice.run(() => socket(alice).emit(EVENT, `a${i}`));
        bob.run(() => socket(bob).emit(EVENT, `b${i}`));
      }
      await world.settle();
      expect(onGm.filter((m) => String(m).startsWith("a"))).toEqual(["a0", "a1", "a2", "a3", "a4", "a5"]);
      expect(onGm.filter((m) => String(m).startsWith("b"))).toEqual(["b0", "b1", "b2", "b3", "b4", "b5"]);
    }
  });

  it("N1: different senders' messages interleave: some seed lets Bob's later message overtake Alice's", async () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const world = await bareWorld();
      const { gm, alice, bob } = connectAll(world);
      world.useNetwork({ seed });
      const onGm = listen(gm);
      alice.run(() => socket(alice).emit(EVENT, "alice"));
      bob.run(() => socket(bob).emit(EVENT, "bob"));
      await world.settle();
      orders.add(onGm.join(","));
    }
    expect(orders).toEqual(new Set(["alice,bob", "bob,alice"]));
  });

  it("N1: every client sees the server's changes in the server's order, each when its own link brings them", async () => {
    const world = await bareWorld();
    const { gm, alice, bob } = connectAll(world);
    const network = world.useNetwork({ seed: 3 });
    network.hold(bob, "down");
    const actor = await gm.create("Actor", { name: "One", type: "character" });
    await gm.run(() => actor.update({ name: "Two" }));
    await gm.run(() => actor.update({ name: "Three" }));
    await world.settle();
    expect(alice.game.actors.get(actor.id)?.name).toBe("Three");
    expect(bob.game.actors.get(actor.id)).toBeUndefined();
    const names: string[] = [];
    bob.Hooks.on("updateActor", (doc: { name: string }) => void names.push(doc.name));
    network.release(bob, "down");
    await world.settle();
    expect(names).toEqual(["Two", "Three"]);
    expect(bob.game.actors.get(actor.id)?.name).toBe("Three");
  });

  it("N2: a write resolves on its writer only when the server's answer comes down the writer's link", async () => {
    const world = await bareWorld();
    const { gm } = connectAll(world);
    const network = world.useNetwork({ seed: 1 });
    network.hold(gm, "down");
    let done = false;
    const created = gm.create("Actor", { name: "Late", type: "character" }).then(() => (done = true));
    await world.settle();
    expect(done).toBe(false);
    expect(world.sources.get("Actor")!.size).toBe(1);
    network.release(gm, "down");
    await created;
    expect(done).toBe(true);
  });

  it("N3: a connection that closes loses what was still on its wire; a write waiting on it is refused", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    const network = world.useNetwork({ seed: 1 });
    const onGm = listen(gm);
    network.hold(alice, "up");
    alice.run(() => socket(alice).emit(EVENT, "never"));
    network.hold(gm, "up");
    const write = gm.create("Actor", { name: "Lost", type: "character" });
    world.disconnect(gm);
    await expect(write).rejects.toThrow(/connection closed/);
    await world.settle();
    world.disconnect(alice);
    await world.settle();
    expect(onGm).toEqual([]);
    expect(world.sources.get("Actor")!.size).toBe(0);
    expect(network.lost).toBe(2);
  });

  it("N4: a client learns a user left from the server, in order: activeGM moves to the next GM then", async () => {
    const world = await bareWorld();
    const gm = world.connect("Gamemaster");
    const alice = world.connect("Alice");
    const network = world.useNetwork({ seed: 2 });
    const seen: [string, boolean][] = [];
    alice.Hooks.on(
      "userConnected",
      (user: { name: string }, connected: boolean) => void seen.push([user.name, connected]),
    );
    network.hold(alice, "down");
    world.disconnect(gm);
    expect(alice.game.users.activeGM?.id).toBe(gm.userId);
    expect(alice.game.users.get(gm.userId)?.active).toBe(true);
    network.release(alice, "down");
    await world.settle();
    expect(alice.game.users.activeGM).toBeNull();
    expect(alice.game.users.get(gm.userId)?.active).toBe(false);
    const back = world.connect("Gamemaster");
    await world.settle();
    expect(alice.game.users.activeGM?.id).toBe(back.userId);
    expect(seen).toEqual([
      ["Gamemaster", false],
      ["Gamemaster", true],
    ]);
  });

  it("N4: without a schedule, userConnected runs on every other client at once", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    const seen: boolean[] = [];
    alice.Hooks.on("userConnected", (_user: unknown, connected: boolean) => void seen.push(connected));
    world.disconnect(gm);
    expect(seen).toEqual([false]);
    expect(alice.game.users.activeGM).toBeNull();
  });

  it("N3: a reload with a schedule comes at once: the new client reads the world as the server has it then", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    const network = world.useNetwork({ seed: 4 });
    network.hold(alice, "down");
    const actor = await gm.create("Actor", { name: "Seen", type: "character" });
    expect(alice.game.actors.get(actor.id)).toBeUndefined();
    const again = await world.reload(alice);
    expect(again.game.actors.get(actor.id)?.name).toBe("Seen");
    await gm.run(() => actor.update({ name: "Later" }));
    await world.settle();
    expect(again.game.actors.get(actor.id)?.name).toBe("Later");
    expect(world.errors).toEqual([]);
  });
});
