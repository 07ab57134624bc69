import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import type { User } from "../../double/documents";
import { bareWorld, connectAll, MODULE_ID } from "./worlds";

/* Module sockets and user queries (docs/foundry-contract.md S1-S6). */

type Socket = {
  on(event: string, fn: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
};
const socket = (client: Client): Socket => client.game["socket"] as Socket;
const EVENT = `module.${MODULE_ID}`;

function listen(client: Client): unknown[][] {
  const received: unknown[][] = [];
  socket(client).on(EVENT, (...args) => void received.push(args));
  return received;
}

describe("sockets and queries (S1-S6)", () => {
  it("S1/S2: an emit reaches every other client with (data, senderId) and never the sender", async () => {
    const world = await bareWorld();
    const { gm, alice, bob } = connectAll(world);
    const [onGm, onAlice, onBob] = [gm, alice, bob].map(listen);
    alice.run(() => socket(alice).emit(EVENT, { hello: 1 }));
    await world.settle();
    expect(onGm).toEqual([[{ hello: 1 }, alice.userId]]);
    expect(onBob).toEqual([[{ hello: 1 }, alice.userId]]);
    expect(onAlice).toEqual([]);
  });

  it("S3: each receiver gets its own copy of the JSON data, never the sender's object", async () => {
    const world = await bareWorld();
    const { gm, alice, bob } = connectAll(world);
    const onAlice = listen(alice);
    const onBob = listen(bob);
    const payload = { list: [1, 2] };
    gm.run(() => socket(gm).emit(EVENT, payload));
    payload.list.push(3);
    await world.settle();
    expect(onAlice[0]![0]).toEqual({ list: [1, 2] });
    expect(onAlice[0]![0]).not.toBe(onBob[0]![0]);
  });

  it("S1: a socket name other than module.<active module id> is refused", async () => {
    const world = await bareWorld();
    const { gm } = connectAll(world);
    expect(() => gm.run(() => socket(gm).emit("module.other-module", {}))).toThrow(/no socket/);
    expect(() => gm.run(() => socket(gm).emit("system.worldbuilding", {}))).toThrow(/no socket/);
    expect(() => gm.run(() => socket(gm).emit("five-parsecs-battle", {}))).toThrow(/no socket/);
  });

  it("S2: a disconnected client receives nothing", async () => {
    const world = await bareWorld();
    const { gm, alice, bob } = connectAll(world);
    const onBob = listen(bob);
    world.disconnect(bob);
    alice.run(() => socket(alice).emit(EVENT, 1));
    await world.settle();
    expect(onBob).toEqual([]);
    expect(gm.connected).toBe(true);
  });

  it("S1: a socket handler that throws ends up in world.errors", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    socket(alice).on(EVENT, () => {
      throw new Error("bad handler");
    });
    gm.run(() => socket(gm).emit(EVENT, 1));
    await world.settle();
    expect(world.errors).toHaveLength(1);
    expect(world.errors[0]).toMatchObject({ client: alice.userId, where: `socket ${EVENT}` });
  });

  it("S4/S5: User#query runs CONFIG.queries[name] on the target's client with (data, {timeout}) only, and resolves its answer", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    const calls: unknown[][] = [];
    alice.CONFIG.queries["five-parsecs-battle.ping"] = (...args: unknown[]) => {
      calls.push(args);
      return { pong: (args[0] as { n: number }).n + 1, ranOn: alice.run(() => alice.userId) };
    };
    const target = gm.game.users.get(alice.userId)! as User;
    const answer = await gm.run(() => target.query("five-parsecs-battle.ping", { n: 1 }, { timeout: 500 }));
    expect(answer).toEqual({ pong: 2, ranOn: alice.userId });
    expect(calls).toEqual([[{ n: 1 }, { timeout: 500 }]]);
  });

  it("S6: querying a user who is not connected rejects", async () => {
    const world = await bareWorld();
    const gm = world.connect("Gamemaster");
    const bob = gm.game.users.getName("Bob")! as User;
    await expect(gm.run(() => bob.query("five-parsecs-battle.ping", {}))).rejects.toThrow(/not active/);
  });

  it("S4: querying a name the target has not registered rejects", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    await expect(
      gm.run(() => (gm.game.users.get(alice.userId)! as User).query("five-parsecs-battle.nothing", {})),
    ).rejects.toThrow(/not registered/);
  });
});
