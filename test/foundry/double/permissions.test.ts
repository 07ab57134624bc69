import { describe, expect, it } from "vitest";
import { PermissionError } from "../../double/world";
import type { Combat } from "../../double/combat";
import type { ClientDocument } from "../../double/document";
import type { User } from "../../double/documents";
import { createWorld } from "../../double";
import { bareWorld, connectAll, MODULE_ID, record, systemActor } from "./worlds";

/* Users, ownership and the server's permission checks (docs/foundry-contract.md, "Users, ownership, permissions"). */

async function setUp() {
  const world = await bareWorld();
  const clients = connectAll(world);
  const alices = await systemActor(clients.gm, "Kit", [clients.alice]);
  const bobs = await systemActor(clients.gm, "Rook", [clients.bob]);
  await world.settle();
  return { world, ...clients, alices, bobs };
}

describe("ownership and permissions (P1-P6)", () => {
  it("P1: CONST.DOCUMENT_OWNERSHIP_LEVELS are INHERIT -1, NONE 0, LIMITED 1, OBSERVER 2, OWNER 3", () => {
    const CONSTANTS = (globalThis as unknown as { CONST: { DOCUMENT_OWNERSHIP_LEVELS: unknown } }).CONST;
    expect(CONSTANTS.DOCUMENT_OWNERSHIP_LEVELS).toEqual({ INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 });
  });

  it("P2: a GM owns everything; testUserPermission reads ownership (default and per user, exact or not)", async () => {
    const { gm, alice, bob, alices } = await setUp();
    const [gmUser, aliceUser, bobUser] = [gm, alice, bob].map((c) => c.user);
    expect(gmUser!.isGM).toBe(true);
    expect(aliceUser!.isGM).toBe(false);
    expect(alices.testUserPermission(gmUser!, "OWNER")).toBe(true);
    expect(alices.testUserPermission(aliceUser!, "OWNER", { exact: true })).toBe(true);
    expect(alices.testUserPermission(bobUser!, "LIMITED")).toBe(false);
    expect(bob.game.actors.get(alices.id)!.isOwner).toBe(false);
    expect(alice.game.actors.get(alices.id)!.isOwner).toBe(true);
    await gm.run(() => alices.update({ ownership: { default: 2 } }));
    expect(alices.testUserPermission(bobUser!, "OBSERVER", { exact: true })).toBe(true);
    expect(alices.testUserPermission(bobUser!, 3)).toBe(false);
  });

  it("P2: an assistant GM is a GM and owns everything", async () => {
    const world = await createWorld({
      withModule: false,
      users: [{ name: "Gamemaster", role: "gamemaster" }, { name: "Asa", role: "assistant" }, { name: "Alice" }],
    });
    const gm = world.connect("Gamemaster");
    const asa = world.connect("Asa");
    const actor = await systemActor(gm, "Kit");
    await world.settle();
    expect(asa.user.isGM).toBe(true);
    expect(asa.game.actors.get(actor.id)!.isOwner).toBe(true);
  });

  it("P3: game.users.activeGM is the connected GM on every client, and null once the GM disconnects", async () => {
    const world = await bareWorld();
    const alice = world.connect("Alice");
    expect(alice.game.users.activeGM).toBeNull();
    const gm = world.connect("Gamemaster");
    for (const client of [gm, alice]) expect(client.game.users.activeGM?.id).toBe(gm.userId);
    expect(gm.run(() => gm.game.users.activeGM!.isSelf)).toBe(true);
    expect(alice.game.users.activeGM!.isSelf).toBe(false);
    world.disconnect(gm);
    expect(alice.game.users.activeGM).toBeNull();
  });

  it("P3: with only an assistant connected the assistant is the active GM; a full GM is preferred", async () => {
    const world = await createWorld({
      withModule: false,
      users: [{ name: "Gamemaster", role: "gamemaster" }, { name: "Asa", role: "assistant" }, { name: "Alice" }],
    });
    const alice = world.connect("Alice");
    const asa = world.connect("Asa");
    expect(alice.game.users.activeGM?.id).toBe(asa.userId);
    const gm = world.connect("Gamemaster");
    expect(alice.game.users.activeGM?.id).toBe(gm.userId);
  });

  it("P4: a player without OWNER cannot update another's actor: the promise rejects, nothing is stored, other clients unchanged", async () => {
    const { world, gm, alice, bob, bobs } = await setUp();
    const updates = [gm, alice, bob].map((client) => record(client, "updateActor"));
    const target = alice.game.actors.get(bobs.id)!;
    await expect(alice.run(() => target.update({ name: "Stolen" }))).rejects.toThrow(PermissionError);
    await expect(alice.run(() => target.update({ name: "Stolen" }))).rejects.toThrow(
      /User Alice lacks permission to update Actor/,
    );
    await world.settle();
    expect(world.sources.get("Actor")!.get(bobs.id)!["name"]).toBe("Rook");
    for (const client of [gm, alice, bob]) expect(client.game.actors.get(bobs.id)!.name).toBe("Rook");
    expect(updates).toEqual([[], [], []]);
  });

  it("P4: a player without OWNER cannot delete another's actor", async () => {
    const { world, gm, alice, bob, bobs } = await setUp();
    await expect(alice.run(() => alice.game.actors.get(bobs.id)!.delete())).rejects.toThrow(
      /lacks permission to delete/,
    );
    await world.settle();
    for (const client of [gm, alice, bob]) expect(client.game.actors.has(bobs.id)).toBe(true);
  });

  it("P4: a player cannot create an Item on another's actor", async () => {
    const { world, alice, bobs } = await setUp();
    await expect(
      alice.run(() => alice.game.actors.get(bobs.id)!.createEmbeddedDocuments("Item", [{ name: "Gun", type: "item" }])),
    ).rejects.toThrow(PermissionError);
    await world.settle();
    expect(world.sources.get("Actor")!.get(bobs.id)!["items"]).toEqual([]);
  });

  it("P4: the GM can update and delete anyone's actor", async () => {
    const { world, gm, bob, bobs } = await setUp();
    await gm.run(() => bobs.update({ name: "Renamed" }));
    await world.settle();
    expect(bob.game.actors.get(bobs.id)!.name).toBe("Renamed");
    await gm.run(() => bobs.delete());
    await world.settle();
    expect(bob.game.actors.has(bobs.id)).toBe(false);
  });

  it("P4: a player can update their own actor, and every client sees it", async () => {
    const { world, gm, alice, bob, alices } = await setUp();
    await alice.run(() => alice.game.actors.get(alices.id)!.update({ name: "Kit II", [`flags.${MODULE_ID}.x`]: 1 }));
    await world.settle();
    for (const client of [gm, alice, bob]) expect(client.game.actors.get(alices.id)!.name).toBe("Kit II");
  });

  it("P4: players cannot create world Actors", async () => {
    const { world, alice } = await setUp();
    await expect(alice.create("Actor", { name: "Mine", type: "character" })).rejects.toThrow(PermissionError);
    await world.settle();
    expect(world.sources.get("Actor")!.size).toBe(2);
  });

  it("P5: players cannot create Combats", async () => {
    const { world, bob } = await setUp();
    await expect(bob.create("Combat", {})).rejects.toThrow(PermissionError);
    await world.settle();
    expect(world.sources.get("Combat")!.size).toBe(0);
  });

  it("P5: a player may update a Combatant of an actor they own (initiative), not another's", async () => {
    const { world, gm, alice, alices, bobs } = await setUp();
    const combat = await gm.create<Combat>("Combat", {});
    const [mine, theirs] = await combat.createEmbeddedDocuments("Combatant", [
      { actorId: alices.id },
      { actorId: bobs.id },
    ]);
    await world.settle();
    const seen = alice.game.combats.get(combat.id)!;
    await alice.run(() => seen.combatants.get(mine!.id)!.update({ initiative: 12 }));
    await expect(alice.run(() => seen.combatants.get(theirs!.id)!.update({ initiative: 12 }))).rejects.toThrow(
      PermissionError,
    );
    await world.settle();
    expect(combat.combatants.get(mine!.id)!.initiative).toBe(12);
    expect(combat.combatants.get(theirs!.id)!.initiative).toBeNull();
  });

  it("P5 (item 11): a player's update of their own Combatant is limited to initiative, flags, defeated and system", async () => {
    const { world, gm, alice, alices } = await setUp();
    const combat = await gm.create<Combat>("Combat", {});
    const [mine] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: alices.id }]);
    await world.settle();
    const own = alice.game.combats.get(combat.id)!.combatants.get(mine!.id)!;
    await alice.run(() => own.update({ initiative: 4, defeated: true, [`flags.${MODULE_ID}.x`]: 1 }));
    await expect(alice.run(() => own.update({ hidden: true }))).rejects.toThrow(PermissionError);
    await expect(alice.run(() => own.update({ name: "Renamed", initiative: 5 }))).rejects.toThrow(
      /lacks permission to update Combatant/,
    );
    await world.settle();
    expect(combat.combatants.get(mine!.id)!._source).toMatchObject({
      initiative: 4,
      defeated: true,
      hidden: false,
      name: "",
    });
  });

  it("P5: a player may change a Combat's round and turn (ending a turn), never its other data", async () => {
    const { world, gm, alice, bob, alices } = await setUp();
    const combat = await gm.create<Combat>("Combat", {});
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: alices.id, initiative: 5 }]);
    await gm.run(() => combat.startCombat());
    await world.settle();
    const seen = alice.game.combats.get(combat.id)!;
    await alice.run(() => seen.nextTurn());
    await world.settle();
    expect(bob.game.combats.get(combat.id)!.round).toBe(2);
    await expect(alice.run(() => seen.update({ [`flags.${MODULE_ID}.x`]: 1 }))).rejects.toThrow(PermissionError);
    await expect(alice.run(() => seen.update({ active: true }))).rejects.toThrow(PermissionError);
  });

  it("P6: a player creates ChatMessages as themselves only", async () => {
    const { world, alice, bob } = await setUp();
    const message = await alice.create("ChatMessage", { content: "hi" });
    await world.settle();
    expect(world.sources.get("ChatMessage")!.get(message.id)!["author"]).toBe(alice.userId);
    expect((bob.game.messages.get(message.id)!.author as User | null)?.id).toBe(alice.userId);
    await expect(alice.create("ChatMessage", { content: "forged", author: bob.userId })).rejects.toThrow(
      PermissionError,
    );
    await world.settle();
    expect(world.sources.get("ChatMessage")!.size).toBe(1);
  });

  it("P6: a player may update or delete only messages they authored; the GM may change any", async () => {
    const { world, gm, alice, bob } = await setUp();
    const message = await alice.create("ChatMessage", { content: "hi" });
    await world.settle();
    const onBob: ClientDocument = bob.game.messages.get(message.id)!;
    await expect(bob.run(() => onBob.update({ content: "edited" }))).rejects.toThrow(PermissionError);
    await expect(bob.run(() => onBob.delete())).rejects.toThrow(PermissionError);
    await alice.run(() => message.update({ content: "mine" }));
    await gm.run(() => gm.game.messages.get(message.id)!.update({ content: "moderated" }));
    await world.settle();
    expect(onBob._source["content"]).toBe("moderated");
    await gm.run(() => gm.game.messages.get(message.id)!.delete());
    await world.settle();
    expect(bob.game.messages.has(message.id)).toBe(false);
  });
});
