// Bracket Busters fighters as documents on the Foundry double: the `fighter` Actor and `weaponProfile` Item models are
// built from the one limits table, refuse a value outside it naming the field, and map plainly to the rules' Fighter.
import { describe, expect, it } from "vitest";
import { ALL_LIMITS, BracketBusters as BB, isLimit, type Limit, type LimitGroup } from "../../../src/rules";
import {
  fighterFromSnapshot,
  fighterOf,
  FighterRefusal,
  type FighterSnapshot,
} from "../../../src/foundry/bracket-busters/fighter-of";
import { FighterModel } from "../../../src/foundry/bracket-busters/models/fighter-model";
import { WeaponProfileModel } from "../../../src/foundry/bracket-busters/models/weapon-profile-model";
import { ACTOR_TYPES, ITEM_TYPES } from "../../../src/views/common/module-id";
import { createWorld } from "../../double";
import {
  type NumberField,
  SchemaField,
  type SetField,
  type StringField,
  type DataField,
} from "../../double/data-model";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { autogun, fighterSystem, PROFILE } from "./fixtures";

const OWNER = 3;

const knife = {
  name: "Fighting Knife",
  type: ITEM_TYPES.weaponProfile,
  system: { ranged: false, ammo: null, traits: [] },
};

function limitsOf(group: LimitGroup, prefix = ""): [string, Limit][] {
  return Object.entries(group).flatMap(([key, entry]) =>
    isLimit(entry) ? [[prefix + key, entry] as [string, Limit]] : limitsOf(entry, `${prefix}${key}.`),
  );
}
function fieldsOf(schema: Record<string, DataField>, prefix = ""): [string, DataField][] {
  return Object.entries(schema).flatMap(([key, field]) =>
    field instanceof SchemaField
      ? fieldsOf(field.fields, `${prefix}${key}.`)
      : [[prefix + key, field] as [string, DataField]],
  );
}

describe("the fighter and weapon profile models are the limits table's Bracket Busters sections", () => {
  it("has one field per limit (the name is the document's), bounded as the table says", () => {
    const fields = new Map(fieldsOf(FighterModel.defineSchema() as unknown as Record<string, DataField>));
    const expected = [
      ...limitsOf(ALL_LIMITS.bracketBustersFighter).filter(([path]) => path !== "name"),
      ...limitsOf(ALL_LIMITS.bracketBustersGroupActivation, "groupActivation."),
    ];
    for (const [path, limit] of expected) {
      const field = fields.get(path);
      expect(field, path).toBeDefined();
      if (limit.kind === "integer")
        expect(field!.options, path).toMatchObject({ integer: true, min: limit.min, max: limit.max });
      if (limit.kind === "choice")
        expect(Object.keys((field as StringField).options.choices as object), path).toEqual([...limit.choices]);
      if (limit.kind === "set")
        expect(Object.keys(((field as SetField).element as StringField).options.choices as object), path).toEqual([
          ...limit.choices,
        ]);
    }
    expect([...fields.keys()].filter((path) => !expected.some(([p]) => p === path))).toEqual(["injuries"]);
    const weapon = new Map(fieldsOf(WeaponProfileModel.defineSchema() as unknown as Record<string, DataField>));
    expect([...weapon.keys()].sort()).toEqual(["ammo", "ranged", "traits"]);
    expect((weapon.get("ammo") as NumberField).options).toMatchObject({ min: 2, max: 6, nullable: true });
  });
});

describe("a fighter document on the double", () => {
  it("is created with its weapon profiles and maps to the rules' Fighter plainly", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const alice = world.connect("Alice");
    const actor = (await gm.run(() =>
      gm.create("Actor", {
        name: "Vex",
        type: ACTOR_TYPES.fighter,
        ownership: { default: 0, [alice.userId]: OWNER },
        system: fighterSystem(),
        items: [autogun, knife],
      }),
    )) as unknown as Actor.Implementation;
    await world.settle();
    const mirrored = alice.game.actors.get(actor.id!) as unknown as Actor.Implementation;
    const fighter = alice.run(() => fighterOf(mirrored, "gang-a"));
    expect(fighter).toEqual({
      id: actor.uuid,
      name: "Vex",
      gangId: "gang-a",
      type: "leader",
      profile: PROFILE,
      actions: 2,
      groupActivation: { radius: 3, extraFighters: 2, restriction: "Gangers only", allowedTypes: ["champion"] },
      weapons: [
        { id: expect.stringContaining(`${actor.uuid}.Item.`), name: "Autogun", ranged: true, ammo: 4, traits: [] },
        {
          id: expect.stringContaining(`${actor.uuid}.Item.`),
          name: "Fighting Knife",
          ranged: false,
          ammo: null,
          traits: [],
        },
      ],
      xp: 4,
      rating: 120,
      survivor: false,
    });
    expect(BB.fighterProblem(fighter, "fighter")).toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("without the skill has groupActivation null, and keeps its injury history", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const injuries = [{ outcome: "permanentInjury", permanentInjury: "handInjury", recovery: true, dead: false }];
    const actor = (await gm.run(() =>
      gm.create("Actor", {
        name: "Dree",
        type: ACTOR_TYPES.fighter,
        system: fighterSystem({ groupActivation: null, injuries }),
      }),
    )) as unknown as Actor.Implementation;
    expect(gm.run(() => fighterOf(actor, "g")).groupActivation).toBeNull();
    expect((actor.system as unknown as { injuries: unknown }).injuries).toEqual(injuries);
  });

  it("refuses to create a fighter with a value outside the table, naming the field, and stores nothing", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const bad = fighterSystem({ profile: { ...PROFILE, weaponSkill: 7 } });
    await expect(
      gm.run(() => gm.create("Actor", { name: "Bad", type: ACTOR_TYPES.fighter, system: bad })),
    ).rejects.toThrow(/weaponSkill/);
    const badSkill = fighterSystem({
      groupActivation: { radius: 30, extraFighters: 1, restriction: "", allowedTypes: [] },
    });
    await expect(
      gm.run(() => gm.create("Actor", { name: "Bad", type: ACTOR_TYPES.fighter, system: badSkill })),
    ).rejects.toThrow(/radius/);
    const badAmmo = { ...autogun, system: { ...autogun.system, ammo: 7 } };
    await expect(gm.run(() => gm.create("Item", badAmmo))).rejects.toThrow(/ammo/);
    await world.settle();
    expect(gm.game.actors.size).toBe(0);
    expect(gm.game.items.size).toBe(0);
  });

  it("refuses an update outside the table before it is sent, with the field in the user's words", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const actor = (await gm.run(() =>
      gm.create("Actor", { name: "Vex", type: ACTOR_TYPES.fighter, system: fighterSystem() }),
    )) as unknown as Actor.Implementation;
    await world.settle();
    const before = structuredClone(actor._source);
    await gm.run(() => actor.update({ system: { profile: { cool: 13 } } }));
    await gm.run(() => actor.update({ system: { groupActivation: { extraFighters: 0 } } }));
    await world.settle();
    expect(actor._source).toEqual(before);
    const errors = gm.notifications.filter((n) => n.type === "error").map((n) => n.message);
    expect(errors).toEqual([
      "Vex was not changed: Cool must be at most 12 (got 13).",
      "Vex was not changed: Group Activation fighters must be at least 1 (got 0).",
    ]);
  });
});

describe("fighterFromSnapshot", () => {
  const i18n = englishLocalizer();
  const snapshot = (overrides: Partial<FighterSnapshot> = {}): FighterSnapshot => ({
    id: "Actor.f1",
    name: "Vex",
    type: ACTOR_TYPES.fighter,
    system: fighterSystem(),
    items: [{ id: "Actor.f1.Item.w1", ...autogun }],
    ...overrides,
  });

  it("refuses stored data outside the limits (a stale world, a macro) with a message naming each field", () => {
    const bad = snapshot({
      system: fighterSystem({ xp: -1, profile: { ...PROFILE, movement: 0 } }),
      items: [{ id: "Actor.f1.Item.w1", ...autogun, system: { ranged: true, ammo: 9, traits: ["blast7"] } }],
    });
    let refusal: unknown;
    try {
      fighterFromSnapshot(bad, "g", i18n);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(FighterRefusal);
    const message = (refusal as FighterRefusal).message;
    expect(message).toContain("Vex cannot be read as a Bracket Busters fighter:");
    expect(message).toContain("Movement must be at least 1 (got 0).");
    expect(message).toContain("XP must be at least 0 (got -1).");
    expect(message).toContain("Autogun: Ammo must be at most 6 (got 9).");
    expect(message).toContain("Traits must be one of blast3, blast5, template");
    expect((refusal as FighterRefusal).violations.map((v) => v.field)).toEqual([
      "profile.movement",
      "xp",
      "ammo",
      "traits",
    ]);
  });

  it("refuses a name longer than the table allows, and an actor that is not a fighter", () => {
    expect(() => fighterFromSnapshot(snapshot({ name: "x".repeat(257) }), "g", i18n)).toThrow(
      /Name must be at most 256 characters/,
    );
    expect(() => fighterFromSnapshot(snapshot({ type: ACTOR_TYPES.crew }), "g", i18n)).toThrow(
      "Vex is not a Bracket Busters fighter.",
    );
  });

  it("ignores items that are not weapon profiles", () => {
    const gear = { id: "Actor.f1.Item.g1", name: "Vest", type: ITEM_TYPES.gear, system: {} };
    expect(fighterFromSnapshot(snapshot({ items: [gear] }), "g", i18n).weapons).toEqual([]);
  });
});
