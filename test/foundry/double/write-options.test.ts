import { describe, expect, it } from "vitest";
import { roundWriteOptions, writeInitiatives } from "../../../src/foundry/table/table-write";
import type { Combat } from "../../double/combat";
import { combatWorld, record } from "./worlds";

/*
 * The write pipeline as core runs it (docs/foundry-contract.md C12, C17): a write's options are the operation itself,
 * written into by core, so one object reused for a second write carries the first write's traces into it.
 */

async function setUp() {
  const table = await combatWorld();
  await table.combat.createEmbeddedDocuments(
    "Combatant",
    [
      { _id: "aaaaaaaaaaaaaaaa", actorId: table.kit.id, initiative: 10 },
      { _id: "bbbbbbbbbbbbbbbb", actorId: table.raider.id, initiative: 8 },
      { _id: "cccccccccccccccc", actorId: table.raider.id, initiative: 6 },
    ],
    { keepId: true },
  );
  await table.world.settle();
  return table;
}

const ids = (combat: Combat) => combat.turns.map((c) => c.id);

describe("the options object of a write (C12)", () => {
  it("C12: after an embedded update the caller's own object holds parentUuid, action, modifiedTime, diff, recursive, updates and no parent", async () => {
    const { world, gm, combat } = await setUp();
    const options: Record<string, unknown> = {};
    const updates = [{ _id: "aaaaaaaaaaaaaaaa", initiative: 12 }];
    await gm.run(() => combat.updateEmbeddedDocuments("Combatant", updates, options));
    await world.settle();
    expect(options).toMatchObject({
      parentUuid: `Combat.${combat.id}`,
      action: "update",
      diff: true,
      recursive: true,
      updates,
      pack: null,
    });
    expect(typeof options["modifiedTime"]).toBe("number");
    expect("parent" in options).toBe(false);
  });

  it("C12: a world document's update and a create write into the caller's object too (no parentUuid without a parent)", async () => {
    const { world, gm, combat, kit } = await setUp();
    const update: Record<string, unknown> = {};
    await gm.run(() => combat.update({ round: 1, turn: 0 }, update));
    expect(update).toMatchObject({ action: "update", pack: null, diff: true });
    expect("parentUuid" in update || "parent" in update).toBe(false);
    const create: Record<string, unknown> = {};
    await gm.run(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: kit.id }], create));
    await world.settle();
    expect(create).toMatchObject({ action: "create", parentUuid: `Combat.${combat.id}` });
    expect(typeof create["modifiedTime"]).toBe("number");
  });

  it("C12: the pre-hooks get the caller's object itself, so a hook's change to it stays on it", async () => {
    const { world, gm, kit } = await setUp();
    gm.Hooks.on("preUpdateActor", (_doc: never, _changes: never, options: Record<string, unknown>) => {
      options["seenByHook"] = true;
    });
    const options: Record<string, unknown> = {};
    await gm.run(() => kit.update({ name: "Kit Two" }, options));
    await world.settle();
    expect(options["seenByHook"]).toBe(true);
  });

  it("C12: one object reused for a Combat write after an initiative write throws core's error and stores nothing", async () => {
    const { world, gm, alice, combat } = await setUp();
    const shared: Record<string, unknown> = {};
    await gm.run(() =>
      combat.updateEmbeddedDocuments("Combatant", [{ _id: "aaaaaaaaaaaaaaaa", initiative: 11 }], shared),
    );
    await expect(gm.run(() => combat.update({ round: 1, turn: 0 }, shared))).rejects.toThrow(
      "Combat is not a valid embedded Document within the Combat Document",
    );
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.round).toBe(0);
    expect(world.sources.get("Combat")!.get(combat.id)!["round"]).toBe(0);
  });

  it("C12: the module's round writes play several in a row (initiatives, then the turn, twice) with no error on any client", async () => {
    const { world, gm, all, combat, kit, raider } = await setUp();
    await gm.run(() => combat.update({ round: 1, turn: 0 }));
    for (const [first, second, turn] of [
      [3, 9, 1],
      [7, 2, 0],
    ] as const) {
      await gm.run(() =>
        writeInitiatives(
          combat as never,
          new Map([
            [kit.uuid, first],
            [raider.uuid, second],
          ]),
        ),
      );
      await gm.run(() => combat.update({ turn }, roundWriteOptions() as never));
    }
    await world.settle();
    expect(world.errors).toEqual([]);
    for (const client of all) {
      const seen = client.game.combats.get(combat.id)!;
      expect(seen.turns.map((c) => c.initiative)).toEqual([7, 2, 2]);
      expect(seen.turn).toBe(0);
    }
  });
});

describe("a Combatant write keeps the current combatant's turn (C17)", () => {
  it("C17: an initiative write that reorders the turns keeps the current combatant; every client applies the turn with no updateCombat hook nor turn events", async () => {
    const { world, gm, all, combat } = await setUp();
    await gm.run(() => combat.update({ round: 1, turn: 1 }));
    await world.settle();
    expect(combat.combatant?.id).toBe("bbbbbbbbbbbbbbbb");
    const updates = all.map((client) => record(client, "updateCombat"));
    const turnChanges = all.map((client) => record(client, "combatTurnChange"));
    const options: Record<string, unknown> = {};
    // The current combatant moves to the top of the order: its turn becomes 0.
    await gm.run(() =>
      combat.updateEmbeddedDocuments("Combatant", [{ _id: "bbbbbbbbbbbbbbbb", initiative: 20 }], options),
    );
    await world.settle();
    expect(options).toMatchObject({ combatTurn: 0, turnEvents: false });
    for (const client of all) {
      const seen = client.game.combats.get(combat.id)!;
      expect(ids(seen)[0]).toBe("bbbbbbbbbbbbbbbb");
      expect(seen.turn, client.user.name).toBe(0);
      expect(seen.combatant?.id).toBe("bbbbbbbbbbbbbbbb");
    }
    expect(updates.flat()).toEqual([]);
    expect(turnChanges.flat()).toEqual([]);
    expect(world.sources.get("Combat")!.get(combat.id)!["turn"]).toBe(0);
  });

  it("C17: creating and deleting combatants keep the current combatant's turn too", async () => {
    const { world, gm, alice, combat, raider } = await setUp();
    await gm.run(() => combat.update({ round: 1, turn: 1 }));
    await gm.run(() => combat.createEmbeddedDocuments("Combatant", [{ actorId: raider.id, initiative: 30 }]));
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.combatant?.id).toBe("bbbbbbbbbbbbbbbb");
    expect(alice.game.combats.get(combat.id)!.turn).toBe(2);
    await gm.run(() => combat.deleteEmbeddedDocuments("Combatant", ["aaaaaaaaaaaaaaaa"]));
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.combatant?.id).toBe("bbbbbbbbbbbbbbbb");
    expect(alice.game.combats.get(combat.id)!.turn).toBe(1);
  });

  it("C17: a stale combatTurn left in a reused object sets the wrong turn on the next initiative write", async () => {
    const { world, gm, alice, combat } = await setUp();
    await gm.run(() => combat.update({ round: 1, turn: 1 }));
    const shared: Record<string, unknown> = {};
    await gm.run(() =>
      combat.updateEmbeddedDocuments("Combatant", [{ _id: "bbbbbbbbbbbbbbbb", initiative: 20 }], shared),
    );
    expect(shared["combatTurn"]).toBe(0);
    // The current combatant (b, now first) drops to last: it should keep its turn as 2, but the old 0 is kept.
    await gm.run(() =>
      combat.updateEmbeddedDocuments("Combatant", [{ _id: "bbbbbbbbbbbbbbbb", initiative: 1 }], shared),
    );
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.turn).toBe(0);
    expect(alice.game.combats.get(combat.id)!.combatant?.id).toBe("aaaaaaaaaaaaaaaa");
  });
});
