import { describe, expect, it } from "vitest";
import { bareWorld, connectAll, MODULE_ID, systemActor } from "./worlds";

/* Flag scopes (docs/foundry-contract.md, "Flags"). */

async function setUp() {
  const world = await bareWorld();
  const { gm, alice, bob } = connectAll(world);
  const actor = await systemActor(gm, "Kit");
  await world.settle();
  return { world, gm, alice, bob, actor };
}

describe("flags (F1-F3)", () => {
  it("F1: setFlag with an unknown scope rejects 'not valid or not currently active' and stores nothing", async () => {
    const { world, actor } = await setUp();
    await expect(actor.setFlag("other-module", "a", 1)).rejects.toThrow(
      'Flag scope "other-module" is not valid or not currently active',
    );
    await world.settle();
    expect(world.sources.get("Actor")!.get(actor.id)!["flags"]).toEqual({});
  });

  it("F1: getFlag with an unknown scope throws; unsetFlag (async) rejects", async () => {
    const { actor } = await setUp();
    expect(() => actor.getFlag("other-module", "a")).toThrow(/not valid or not currently active/);
    await expect(actor.unsetFlag("other-module", "a")).rejects.toThrow(/not valid or not currently active/);
  });

  it("F1: the module's scope works: setFlag stores (dotted keys nested), every client reads it, unsetFlag removes it", async () => {
    const { world, alice, actor } = await setUp();
    await actor.setFlag(MODULE_ID, "a.b", 2);
    await actor.setFlag(MODULE_ID, "c", 3);
    await world.settle();
    const seen = alice.game.actors.get(actor.id)!;
    expect(seen.getFlag(MODULE_ID, "a.b")).toBe(2);
    expect(seen.flags[MODULE_ID]).toEqual({ a: { b: 2 }, c: 3 });
    await actor.unsetFlag(MODULE_ID, "a.b");
    await world.settle();
    expect(seen.flags[MODULE_ID]).toEqual({ a: {}, c: 3 });
    expect(seen.getFlag(MODULE_ID, "a.b")).toBeUndefined();
  });

  it("F1: core, world and the game system's id are valid scopes", async () => {
    const { world, actor } = await setUp();
    await actor.setFlag("core", "sheetClass", "x");
    await actor.setFlag("world", "note", "y");
    await actor.setFlag(world.systemId, "z", 1);
    await world.settle();
    expect(actor.getFlag("core", "sheetClass")).toBe("x");
    expect(actor.getFlag("world", "note")).toBe("y");
    expect(actor.getFlag(world.systemId, "z")).toBe(1);
  });

  it("F3 (double stricter than Foundry's F2): an update or create with an unknown flag scope is refused and nothing is stored", async () => {
    const { world, gm, bob, actor } = await setUp();
    // An invalid update only shows its error (item 11); the test helper's create turns that error back into a throw.
    await expect(actor.update({ flags: { "other-module": { a: 1 } } })).resolves.toBeUndefined();
    expect(gm.notifications.at(-1)?.message).toMatch(/Flag scope "other-module"/);
    await expect(
      gm.create("Actor", { name: "X", type: "character", flags: { "other-module": { a: 1 } } }),
    ).rejects.toThrow(/Flag scope "other-module"/);
    await world.settle();
    expect(world.sources.get("Actor")!.get(actor.id)!["flags"]).toEqual({});
    expect(bob.game.actors.size).toBe(1);
  });
});
