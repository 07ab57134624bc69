import { describe, expect, it } from "vitest";
import { defaultGeneration } from "../../double/generation";
import { bareWorld, connectAll, MODULE_ID, record, systemActor } from "./worlds";

/* Update data as Foundry reads it (docs/foundry-contract.md, "Update data and merging"). */

type Utils = {
  expandObject(object: object): unknown;
  mergeObject(original: object, other: object, options?: object): object;
};
const utils = (): Utils => (globalThis as unknown as { foundry: { utils: Utils } }).foundry.utils;

async function setUp(flags: Record<string, unknown> = {}, system: Record<string, unknown> = {}) {
  const world = await bareWorld();
  const { gm, alice, bob } = connectAll(world);
  const actor = await systemActor(gm, "Kit", [], { flags: { [MODULE_ID]: flags }, system });
  await world.settle();
  return { world, gm, alice, bob, actor };
}

describe("update data (U1-U5)", () => {
  it("U1: a top-level dotted key is expanded into nested objects", async () => {
    const { world, alice, actor } = await setUp();
    await actor.update({ [`flags.${MODULE_ID}.a.b`]: 1 });
    await world.settle();
    expect(alice.game.actors.get(actor.id)!.flags).toEqual({ [MODULE_ID]: { a: { b: 1 } } });
    expect(world.errors).toEqual([]);
  });

  it("U1: a dotted key nested inside a plain object is expanded (system)", async () => {
    const { world, bob, actor } = await setUp({}, { luck: { max: 1 } });
    await actor.update({ system: { "luck.value": 2 } });
    await world.settle();
    expect(bob.game.actors.get(actor.id)!._source["system"]).toEqual({ luck: { max: 1, value: 2 } });
  });

  it("U1: a dotted key deep inside flags is expanded ({a: {'Actor.x': 1}} is stored as {a: {Actor: {x: 1}}})", async () => {
    const { world, alice, actor } = await setUp();
    await actor.update({ flags: { [MODULE_ID]: { a: { "Actor.x": 1 } } } });
    await world.settle();
    expect(alice.game.actors.get(actor.id)!.flags[MODULE_ID]).toEqual({ a: { Actor: { x: 1 } } });
    expect(world.sources.get("Actor")!.get(actor.id)!["flags"]).toEqual({ [MODULE_ID]: { a: { Actor: { x: 1 } } } });
  });

  it("U1: foundry.utils.expandObject expands at every depth and leaves class instances alone", () => {
    const date = new Date(0);
    expect(utils().expandObject({ "a.b": 1, c: { "d.e": 2, f: date } })).toEqual({
      a: { b: 1 },
      c: { d: { e: 2 }, f: date },
    });
    expect((utils().expandObject({ c: { f: date } }) as { c: { f: Date } }).c.f).toBe(date);
  });

  it("U1: an update merges recursively, keeping the keys it does not name", async () => {
    const { world, alice, actor } = await setUp({ a: 1, b: { c: 1, d: 2 } });
    await actor.update({ flags: { [MODULE_ID]: { b: { c: 5 } } } });
    await world.settle();
    expect(alice.game.actors.get(actor.id)!.flags[MODULE_ID]).toEqual({ a: 1, b: { c: 5, d: 2 } });
  });

  it("U1: arrays are replaced whole, never merged element by element", async () => {
    const { world, alice, actor } = await setUp({ list: [1, 2, 3], nested: { list: [{ x: 1 }, { x: 2 }] } });
    await actor.update({ flags: { [MODULE_ID]: { list: [4], nested: { list: [{ y: 1 }] } } } });
    await world.settle();
    expect(alice.game.actors.get(actor.id)!.flags[MODULE_ID]).toEqual({ list: [4], nested: { list: [{ y: 1 }] } });
  });

  it("U2: '-=key' deletes a key at depth, dotted or nested", async () => {
    const { world, alice, actor } = await setUp({ a: 1, b: { c: 1, d: 2 } });
    await actor.update({ [`flags.${MODULE_ID}.b.-=c`]: null });
    await actor.update({ flags: { [MODULE_ID]: { "-=a": null } } });
    await world.settle();
    expect(alice.game.actors.get(actor.id)!.flags[MODULE_ID]).toEqual({ b: { d: 2 } });
  });

  it("U2: '-=scope' deletes a whole flag scope", async () => {
    const { world, bob, actor } = await setUp({ a: 1 });
    await actor.update({ flags: { [`-=${MODULE_ID}`]: null } });
    await world.settle();
    expect(bob.game.actors.get(actor.id)!.flags).toEqual({});
  });

  it("U2: mergeObject performs '-=key' only with performDeletions", () => {
    expect(utils().mergeObject({ a: 1, b: 2 }, { "-=a": null }, { performDeletions: true })).toEqual({ b: 2 });
  });

  it("U3: '==key' replaces the object at key instead of merging into it (inside flags)", async () => {
    const { world, alice, actor } = await setUp({ b: { c: 1, d: 2 } });
    await actor.update({ flags: { [MODULE_ID]: { "==b": { z: 1 } } } });
    await world.settle();
    expect(alice.game.actors.get(actor.id)!.flags[MODULE_ID]).toEqual({ b: { z: 1 } });
  });

  it("U3: '==system' replaces the whole system object", async () => {
    const { world, alice, actor } = await setUp({}, { hp: 3, notes: { a: 1 } });
    await actor.update({ "==system": { notes: { b: 2 } } });
    await world.settle();
    expect(alice.game.actors.get(actor.id)!._source["system"]).toEqual({ notes: { b: 2 } });
  });

  it("U4: the v14 operators (foundry.data.operators, _del, _replace) are offered on v14 only", () => {
    const globals = globalThis as unknown as {
      foundry: { data: Record<string, unknown> };
      _del?: unknown;
      _replace?: unknown;
    };
    const v14 = defaultGeneration() === 14;
    expect(globals.foundry.data["operators"] !== undefined).toBe(v14);
    expect(globals._del !== undefined).toBe(v14);
    expect(globals._replace !== undefined).toBe(v14);
  });

  it("U5: an update that changes nothing fires no update hooks on any client", async () => {
    const { world, gm, alice, bob, actor } = await setUp({ a: 1 });
    const seen = [gm, alice, bob].map((client) => record(client, "updateActor"));
    await actor.update({ name: "Kit", flags: { [MODULE_ID]: { a: 1 } } });
    await world.settle();
    expect(seen).toEqual([[], [], []]);
  });
});
