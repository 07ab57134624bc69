import { describe, expect, it } from "vitest";
import { HOOK_CHECKS } from "../../../src/foundry/self-test/contract/hook-checks";
import { passesOnTheDouble } from "./in-world-check";
import { bareWorld, connectAll, MODULE_ID, record, systemActor } from "./worlds";

/* Hooks and the document lifecycle (docs/foundry-contract.md H1-H3, U5). */

async function setUp() {
  const world = await bareWorld();
  const clients = connectAll(world);
  const actor = await systemActor(clients.gm, "Kit", [clients.alice], { flags: { [MODULE_ID]: { a: 1 } } });
  await world.settle();
  return { world, ...clients, all: [clients.gm, clients.alice, clients.bob], actor };
}

describe("hooks (H1-H3)", () => {
  it("H1: preUpdateX runs only on the initiating client, with (doc, changes, options, userId)", async () => {
    const { world, alice, all, actor } = await setUp();
    const pre = all.map((client) => record(client, "preUpdateActor"));
    const own = alice.game.actors.get(actor.id)!;
    await alice.run(() => own.update({ name: "Kit II" }, { custom: true }));
    await world.settle();
    expect(pre.map((calls) => calls.length)).toEqual([0, 1, 0]);
    const [doc, changes, options, userId] = pre[1]![0]!;
    expect(doc).toBe(own);
    expect(changes).toEqual({ name: "Kit II" });
    expect(options).toMatchObject({ custom: true });
    expect(userId).toBe(alice.userId);
  });

  it("H1: preUpdateX returning false cancels: update resolves undefined, nothing stored, no updateX anywhere", async () => {
    const { world, alice, all, actor } = await setUp();
    record(alice, "preUpdateActor", false);
    const updates = all.map((client) => record(client, "updateActor"));
    const own = alice.game.actors.get(actor.id)!;
    expect(await alice.run(() => own.update({ name: "Kit II" }))).toBeUndefined();
    await world.settle();
    expect(world.sources.get("Actor")!.get(actor.id)!["name"]).toBe("Kit");
    expect(updates).toEqual([[], [], []]);
  });

  it("H1: a preUpdateX callback may mutate the changes, and the mutation is what is stored", async () => {
    const { world, gm, bob, actor } = await setUp();
    gm.Hooks.on("preUpdateActor", (_doc: never, changes: never) => {
      (changes as Record<string, unknown>)["name"] = "Mutated";
    });
    await gm.run(() => actor.update({ name: "Kit II" }));
    await world.settle();
    expect(bob.game.actors.get(actor.id)!.name).toBe("Mutated");
  });

  it("H9: a key a preUpdateX callback adds to its options reaches updateX on every client", async () => {
    const { world, alice, all, actor } = await setUp();
    alice.Hooks.on("preUpdateActor", (_doc: unknown, _changes: unknown, options: Record<string, unknown>) => {
      options[MODULE_ID] = { measured: 3 };
    });
    const post = all.map((client) => record(client, "updateActor"));
    await alice.run(() => alice.game.actors.get(actor.id)!.update({ name: "Kit II" }));
    await world.settle();
    expect(post.map((calls) => (calls[0]?.[2] as Record<string, unknown> | undefined)?.[MODULE_ID])).toEqual([
      { measured: 3 },
      { measured: 3 },
      { measured: 3 },
    ]);
  });

  it("H9: the in-world check hooks.preHookOptionsReachUpdate passes on the double", () =>
    passesOnTheDouble(HOOK_CHECKS, "hooks.preHookOptionsReachUpdate"));

  it("H2: updateX runs on every client after the commit, with the initiator's userId and only the changed keys", async () => {
    const { world, alice, all, actor } = await setUp();
    const updates = all.map((client) => record(client, "updateActor"));
    await alice.run(() =>
      alice.game.actors.get(actor.id)!.update({ name: "Kit", [`flags.${MODULE_ID}.b`]: 2 }, { custom: 1 }),
    );
    await world.settle();
    all.forEach((client, i) => {
      expect(updates[i]).toHaveLength(1);
      const [doc, diff, options, userId] = updates[i]![0]!;
      expect(doc).toBe(client.game.actors.get(actor.id));
      expect((doc as { flags: unknown }).flags).toEqual({ [MODULE_ID]: { a: 1, b: 2 } });
      expect(diff).toEqual({ _id: actor.id, flags: { [MODULE_ID]: { b: 2 } } });
      expect(options).toMatchObject({ custom: 1 });
      expect(userId).toBe(alice.userId);
    });
  });

  it("H1/H2: preCreateX runs only on the initiator (with the data); createX runs on every client with its userId", async () => {
    const { world, gm, all } = await setUp();
    const pre = all.map((client) => record(client, "preCreateActor"));
    const created = all.map((client) => record(client, "createActor"));
    const actor = await systemActor(gm, "New");
    await world.settle();
    expect(pre.map((calls) => calls.length)).toEqual([1, 0, 0]);
    expect(pre[0]![0]![1]).toMatchObject({ name: "New", type: "character" });
    expect(pre[0]![0]![3]).toBe(gm.userId);
    all.forEach((client, i) => {
      expect(created[i]).toHaveLength(1);
      expect(created[i]![0]![0]).toBe(client.game.actors.get(actor.id));
      expect(created[i]![0]![2]).toBe(gm.userId);
    });
  });

  it("H1: preCreateX returning false cancels the creation; nothing is stored", async () => {
    const { world, gm, all } = await setUp();
    record(gm, "preCreateActor", false);
    const created = all.map((client) => record(client, "createActor"));
    await expect(systemActor(gm, "Refused")).rejects.toThrow(/pre-hook refused/);
    expect(
      await gm.run(
        () =>
          gm.documentClass("Actor") &&
          gm.createDocuments(gm.documentClass("Actor"), [{ name: "Refused", type: "character" }]),
      ),
    ).toEqual([]);
    await world.settle();
    expect(world.sources.get("Actor")!.size).toBe(1);
    expect(created).toEqual([[], [], []]);
  });

  it("H1/H2: preDeleteX runs only on the initiator and can cancel; deleteX runs on every client with its userId", async () => {
    const { world, gm, all, actor } = await setUp();
    const pre = all.map((client) => record(client, "preDeleteActor"));
    const deleted = all.map((client) => record(client, "deleteActor"));
    const veto = gm.Hooks.on("preDeleteActor", () => false);
    expect(await gm.run(() => actor.delete())).toBeUndefined();
    await world.settle();
    expect(world.sources.get("Actor")!.has(actor.id)).toBe(true);
    gm.Hooks.off("preDeleteActor", veto);
    await gm.run(() => actor.delete());
    await world.settle();
    expect(pre.map((calls) => calls.length)).toEqual([2, 0, 0]);
    all.forEach((client, i) => {
      expect(deleted[i]).toHaveLength(1);
      expect((deleted[i]![0]![0] as { id: string }).id).toBe(actor.id);
      expect(deleted[i]![0]![2]).toBe(gm.userId);
      expect(client.game.actors.has(actor.id)).toBe(false);
    });
  });

  it("H3: Hooks.call stops at the first false and answers false; Hooks.callAll runs every callback", async () => {
    const { gm } = await setUp();
    const ran: string[] = [];
    gm.Hooks.on("test", () => void ran.push("a"));
    gm.Hooks.on("test", () => {
      ran.push("b");
      return false;
    });
    gm.Hooks.on("test", () => void ran.push("c"));
    expect(gm.Hooks.call("test")).toBe(false);
    expect(ran).toEqual(["a", "b"]);
    expect(gm.Hooks.callAll("test")).toBe(true);
    expect(ran).toEqual(["a", "b", "a", "b", "c"]);
  });

  it("H3: a hook callback that throws does not stop the others, and its error ends up in world.errors", async () => {
    const { world, gm, bob, actor } = await setUp();
    bob.Hooks.on("updateActor", () => {
      throw new Error("boom");
    });
    const after = record(bob, "updateActor");
    await gm.run(() => actor.update({ name: "Kit II" }));
    await world.settle();
    expect(after).toHaveLength(1);
    expect(world.errors).toHaveLength(1);
    expect(world.errors[0]).toMatchObject({ client: bob.userId, where: "hook updateActor" });
    expect((world.errors[0]!.error as Error).message).toBe("boom");
  });

  it("H3: a rejected promise from an async hook callback ends up in world.errors", async () => {
    const { world, gm, actor } = await setUp();
    gm.Hooks.on("updateActor", async () => {
      throw new Error("async boom");
    });
    await gm.run(() => actor.update({ name: "Kit II" }));
    await world.settle();
    expect(world.errors.map((e) => (e.error as Error).message)).toEqual(["async boom"]);
  });

  it("H3: Hooks.once runs a callback a single time", async () => {
    const { gm } = await setUp();
    let runs = 0;
    gm.Hooks.once("test", () => {
      runs += 1;
    });
    gm.Hooks.callAll("test");
    gm.Hooks.callAll("test");
    expect(runs).toBe(1);
  });
});
