import { describe, expect, it } from "vitest";
import { DataModelValidationError, NumberField, StringField } from "../../double/data-model";
import type { ClientDocument } from "../../double/document";
import type { Client } from "../../double";
import { connectAll, modelsWorld, record } from "./worlds";

/* The module's sub-type models on the double (docs/foundry-contract.md, "Documents, data models, validation"). */

const CREW = "five-parsecs-battle.crew";
const ENEMY = "five-parsecs-battle.enemy";
const WEAPON = "five-parsecs-battle.weapon";
const GEAR = "five-parsecs-battle.gear";
const FIGHTER = "five-parsecs-battle.fighter";
const WEAPON_PROFILE = "five-parsecs-battle.weaponProfile";

const validCrew = {
  reactions: 1,
  speed: 4,
  combatSkill: 0,
  toughness: 3,
  savvy: 0,
  luck: { value: 0, max: 0 },
  traits: [],
  casualtyCategory: "humanoid",
};

async function setUp() {
  const world = modelsWorld();
  const clients = connectAll(world);
  return { world, ...clients, all: [clients.gm, clients.alice, clients.bob] as Client[] };
}

/** Nothing of the document name is stored in the world nor held by any client. */
function expectNothingStored(world: ReturnType<typeof modelsWorld>, all: Client[], documentName: "Actor" | "Item") {
  expect(world.sources.get(documentName)!.size).toBe(0);
  for (const client of all) expect((documentName === "Actor" ? client.game.actors : client.game.items).size).toBe(0);
}

describe("data models (D1-D7)", () => {
  it("D1: the module's models are registered in CONFIG.<Document>.dataModels on every client", async () => {
    const { all } = await setUp();
    for (const client of all) {
      expect(Object.keys(client.CONFIG.Actor.dataModels).sort()).toEqual([CREW, ENEMY, FIGHTER]);
      expect(Object.keys(client.CONFIG.Item.dataModels).sort()).toEqual([GEAR, WEAPON, WEAPON_PROFILE]);
    }
  });

  it("D1: a document of an unregistered sub-type is refused", async () => {
    const { world, gm, all } = await setUp();
    await expect(gm.create("Actor", { name: "X", type: "five-parsecs-battle.robot" })).rejects.toThrow(
      DataModelValidationError,
    );
    await world.settle();
    expectNothingStored(world, all, "Actor");
  });

  it("D2: the stored type is the prefixed string and system is the model, cleaned with its initial values", async () => {
    const { world, gm, bob } = await setUp();
    const actor = await gm.create("Actor", { name: "Kit", type: CREW, system: { reactions: 2 } });
    await world.settle();
    expect(world.sources.get("Actor")!.get(actor.id)!["type"]).toBe(CREW);
    const seen = bob.game.actors.get(actor.id)!;
    expect(seen.type).toBe(CREW);
    expect(seen.system).toBeInstanceOf(bob.CONFIG.Actor.dataModels[CREW]!);
    expect(seen._source["system"]).toEqual({ ...validCrew, reactions: 2 });
  });

  it.each([
    ["an out-of-range integer (crew reactions 9)", "Actor", CREW, { reactions: 9 }],
    ["a negative integer below min (crew speed -1)", "Actor", CREW, { speed: -1 }],
    ["a non-integer (crew toughness 3.5)", "Actor", CREW, { toughness: 3.5 }],
    ["a bad choice (crew casualtyCategory robot)", "Actor", CREW, { casualtyCategory: "robot" }],
    ["a bad set element (crew traits wizard)", "Actor", CREW, { traits: ["wizard"] }],
    ["null where not nullable (crew savvy null)", "Actor", CREW, { savvy: null }],
    ["null in a nested schema (crew luck.max null)", "Actor", CREW, { luck: { value: 0, max: null } }],
    ["a bad choice (enemy ai sleepy)", "Actor", ENEMY, { ai: "sleepy" }],
    ["an out-of-range nullable integer (enemy savingThrow 7)", "Actor", ENEMY, { savingThrow: 7 }],
    ["a string where a boolean goes (enemy fearless 'yes')", "Actor", ENEMY, { fearless: "yes" }],
    ["an out-of-range integer (weapon range 49)", "Item", WEAPON, { range: 49 }],
    ["a bad choice (weapon battleState broken)", "Item", WEAPON, { battleState: "broken" }],
    ["a bad choice (gear kind shield)", "Item", GEAR, { kind: "shield" }],
    ["null where not nullable (gear savingThrow null)", "Item", GEAR, { savingThrow: null }],
  ] as const)(
    "D3/D4: creating with %s throws DataModelValidationError and nothing is stored on any client",
    async (_what, documentName, type, system) => {
      const { world, gm, all } = await setUp();
      await expect(gm.create(documentName, { name: "Bad", type, system })).rejects.toThrow(DataModelValidationError);
      await world.settle();
      expectNothingStored(world, all, documentName);
    },
  );

  it("D3: validateJoint refuses a combination each field allows (a non-Human crew member with Luck 2)", async () => {
    const { world, gm, all } = await setUp();
    await expect(
      gm.create("Actor", { name: "Bad", type: CREW, system: { luck: { value: 2, max: 2 } } }),
    ).rejects.toThrow(DataModelValidationError);
    await world.settle();
    expectNothingStored(world, all, "Actor");
    await gm.create("Actor", { name: "Human", type: CREW, system: { traits: ["human"], luck: { value: 2, max: 2 } } });
    expect(world.sources.get("Actor")!.size).toBe(1);
  });

  it("D3: null is accepted where the field is nullable (an enemy without a Saving Throw)", async () => {
    const { world, gm, alice } = await setUp();
    const enemy = await gm.create("Actor", { name: "Raider", type: ENEMY, system: { savingThrow: null } });
    await world.settle();
    expect(alice.game.actors.get(enemy.id)!._source["system"]).toMatchObject({ savingThrow: null, ai: "tactical" });
  });

  it.each([
    ["an out-of-range integer", { "system.reactions": 7 }],
    ["a non-integer", { "system.speed": 4.5 }],
    ["a bad choice", { "system.casualtyCategory": "robot" }],
    ["null where not nullable", { "system.combatSkill": null }],
    [
      "a broken joint rule (D7: validateJoint runs in the update dry run)",
      { "system.luck.value": 1, "system.luck.max": 0 },
    ],
  ] as const)(
    "D5: updating with %s is refused (an error notification, the promise resolves undefined) and every client keeps the old values",
    async (_what, changes) => {
      const { world, gm, all } = await setUp();
      const actor = await gm.create("Actor", { name: "Kit", type: CREW, system: validCrew });
      await world.settle();
      await expect(gm.run(() => actor.update(changes))).resolves.toBeUndefined();
      expect(gm.notifications.at(-1)?.type).toBe("error");
      await world.settle();
      expect(world.sources.get("Actor")!.get(actor.id)!["system"]).toEqual(validCrew);
      for (const client of all) expect(client.game.actors.get(actor.id)!._source["system"]).toEqual(validCrew);
    },
  );

  it("D5: a valid update goes through to every client", async () => {
    const { world, gm, all } = await setUp();
    const actor = await gm.create("Actor", { name: "Kit", type: CREW, system: validCrew });
    await gm.run(() =>
      actor.update({ "system.reactions": 6, system: { traits: ["human"], luck: { value: 3, max: 3 } } }),
    );
    await world.settle();
    for (const client of all) {
      const system = client.game.actors.get(actor.id)!.system as {
        reactions: number;
        traits: Set<string>;
        luck: { value: number };
      };
      expect(system.reactions).toBe(6);
      expect(system.luck.value).toBe(3);
      expect(system.traits).toEqual(new Set(["human"]));
    }
  });

  it("D5: a player's invalid update of their own figure is refused the same way", async () => {
    const { world, gm, alice, all } = await setUp();
    const actor = await gm.create("Actor", {
      name: "Kit",
      type: CREW,
      system: validCrew,
      ownership: { default: 0, [alice.userId]: 3 },
    });
    await world.settle();
    const own = alice.game.actors.get(actor.id)!;
    await expect(alice.run(() => own.update({ "system.toughness": 0 }))).resolves.toBeUndefined();
    expect(alice.notifications.at(-1)?.type).toBe("error");
    await world.settle();
    for (const client of all) expect(client.game.actors.get(actor.id)!._source["system"]).toEqual(validCrew);
  });

  it("D6: preUpdate hooks see the raw, uncleaned change set before validation refuses it", async () => {
    const { world, gm } = await setUp();
    const actor = await gm.create("Actor", { name: "Kit", type: CREW, system: validCrew });
    await world.settle();
    const seen = record(gm, "preUpdateActor");
    await expect(gm.run(() => actor.update({ "system.reactions": 9 }))).resolves.toBeUndefined();
    expect(gm.notifications.at(-1)?.type).toBe("error");
    expect(seen).toHaveLength(1);
    expect(seen[0]![1]).toEqual({ system: { reactions: 9 } });
  });

  it("D5: an Item's model validates the same way on an Actor (embedded)", async () => {
    const { world, gm, bob } = await setUp();
    const actor = await gm.create("Actor", { name: "Kit", type: CREW });
    await expect(
      gm.run(() => actor.createEmbeddedDocuments("Item", [{ name: "Gun", type: WEAPON, system: { shots: 7 } }])),
    ).resolves.toEqual([]);
    expect(gm.notifications.at(-1)?.type).toBe("error");
    await world.settle();
    expect(bob.game.actors.get(actor.id)!.getEmbeddedCollection("Item").size).toBe(0);
    expect(world.sources.get("Actor")!.get(actor.id)!["items"]).toEqual([]);
  });

  it("D4 (item 11): an invalid create only shows its error: the promise resolves undefined and the valid documents of the call are created", async () => {
    const { world, gm, bob } = await setUp();
    const Actor = gm.documentClass("Actor") as unknown as typeof ClientDocument;
    await expect(
      gm.run(() => Actor.create({ name: "Bad", type: CREW, system: { ...validCrew, reactions: 9 } })),
    ).resolves.toBeUndefined();
    expect(gm.notifications.at(-1)?.type).toBe("error");
    const made = await gm.run(() =>
      Actor.createDocuments([
        { name: "Bad", type: CREW, system: { ...validCrew, speed: -1 } },
        { name: "Good", type: CREW, system: validCrew },
      ]),
    );
    await world.settle();
    expect(made.map((actor) => actor.name)).toEqual(["Good"]);
    expect(bob.game.actors.map((actor) => actor.name)).toEqual(["Good"]);
  });

  it("D5 (item 11): an invalid update is skipped with its error and the rest of the call is sent", async () => {
    const { world, gm, alice } = await setUp();
    const one = await gm.create("Actor", { name: "One", type: CREW, system: validCrew });
    const two = await gm.create("Actor", { name: "Two", type: CREW, system: validCrew });
    const Actor = gm.documentClass("Actor") as unknown as typeof ClientDocument;
    const updated = await gm.run(() =>
      Actor.updateDocuments([
        { _id: one.id, "system.reactions": 9 },
        { _id: two.id, "system.reactions": 5 },
      ]),
    );
    await world.settle();
    expect(updated.map((actor) => actor.id)).toEqual([two.id]);
    expect(gm.notifications.filter((n) => n.type === "error")).toHaveLength(1);
    expect((alice.game.actors.get(one.id)!._source["system"] as { reactions: number }).reactions).toBe(1);
    expect((alice.game.actors.get(two.id)!._source["system"] as { reactions: number }).reactions).toBe(5);
  });

  it("G6 (item 11): a field's own validate runs after the type checks, and not at all when they settle the value (a valid choice)", () => {
    let asked = 0;
    const refuseAll = () => {
      asked += 1;
      return false;
    };
    expect(new StringField({ choices: ["quick", "slow"], validate: refuseAll }).validate("quick")).toBeNull();
    expect(new NumberField({ min: 0, validate: refuseAll }).validate(-1)).toBe("cannot be less than 0");
    expect(asked).toBe(0);
    expect(new StringField({ choices: ["quick", "slow"], validate: refuseAll }).validate("sleepy")).toBe(
      "sleepy is not a valid choice",
    );
    expect(new NumberField({ min: 0, validate: refuseAll, validationError: "refused" }).validate(2)).toBe("refused");
    expect(asked).toBe(1);
  });
});
