import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { isLimit, LIMITS, type Limit, type LimitedKind, type LimitGroup } from "../../../src/rules";
import { ACTOR_TYPES, ITEM_TYPES, MODULE_ID } from "../../../src/views/common/module-id";
import { DATA_MODELS, registerDataModels } from "../../../src/foundry/register-models";
import { createWorld, World } from "../../double";
import type { Client } from "../../double";
import {
  BooleanField,
  type DataField,
  DataModelValidationError,
  NumberField,
  SchemaField,
  SetField,
  StringField,
} from "../../double/data-model";

/*
 * The data models on the Foundry double: their fields are built from the double's `foundry.data.fields`, which
 * validate as Foundry's do, so every field is held against the limits table both as declared (its options) and as
 * it behaves (a document with a value outside the table is refused and nothing is stored).
 */

type Kind = LimitedKind;
const DOCUMENT_OF: Record<Kind, { documentName: "Actor" | "Item"; type: string }> = {
  crew: { documentName: "Actor", type: ACTOR_TYPES.crew },
  enemy: { documentName: "Actor", type: ACTOR_TYPES.enemy },
  weapon: { documentName: "Item", type: ITEM_TYPES.weapon },
  gear: { documentName: "Item", type: ITEM_TYPES.gear },
};
type ModelClass = { defineSchema(): unknown; validateJoint(data: unknown): void };
const MODEL_OF = (kind: Kind): ModelClass => {
  const { documentName, type } = DOCUMENT_OF[kind];
  return (DATA_MODELS[documentName] as Record<string, ModelClass>)[type]!;
};
const KINDS = Object.keys(LIMITS) as Kind[];

/** Every [path, limit] of a limits group, and every [path, field] of a schema, flattened alike. */
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
const schemaOf = (kind: Kind) => MODEL_OF(kind).defineSchema() as Record<string, DataField>;

/** `{ luck: { value: 4 } }` from "luck.value" and 4. */
function nested(path: string, value: unknown): Record<string, unknown> {
  return path.split(".").reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

/** What a field holds when the document is created without it: the limits table's initial value. */
function initialOf(limit: Limit): unknown {
  switch (limit.kind) {
    case "integer":
      return limit.nullable ? null : (limit.initial ?? limit.min);
    case "set":
      return [...limit.initial];
    default:
      return limit.initial;
  }
}

/**
 * Values outside a limit that Foundry's own fields (or the model's joint validation) refuse. No boolean value: a
 * BooleanField casts whatever it is given to true or false, so nothing can be out of its range.
 */
function badValues(limit: Limit): unknown[] {
  switch (limit.kind) {
    case "integer":
      return [limit.max + 1, limit.min - 1, limit.min + 0.5, "many"];
    case "choice":
      return ["not-a-choice", ""];
    case "set":
      return [["not-a-choice"]];
    case "boolean":
      return [];
    case "text":
      return ["x".repeat(limit.maxLength + 1)];
  }
}

/** A world whose module registers only its data models: no limit guard speaks first, the models must refuse alone. */
function modelsOnly(): { world: World; gm: Client; alice: Client } {
  const world = new World({
    users: [{ name: "Gamemaster", role: "gamemaster" }, { name: "Alice" }],
    modules: [MODULE_ID],
    init: registerDataModels,
  });
  return { world, gm: world.connect("Gamemaster"), alice: world.connect("Alice") };
}

const create = (client: Client, kind: Kind, system: Record<string, unknown> | undefined, name = `A ${kind}`) =>
  client.run(() =>
    client.create(DOCUMENT_OF[kind].documentName, {
      name,
      type: DOCUMENT_OF[kind].type,
      ...(system ? { system } : {}),
    }),
  );

const stored = (world: World, kind: Kind) => [...world.sources.get(DOCUMENT_OF[kind].documentName)!.values()];

describe.each(KINDS)("the %s data model", (kind) => {
  it("has exactly one field per entry of the limits table", () => {
    const fieldPaths = fieldsOf(schemaOf(kind)).map(([path]) => path);
    expect(fieldPaths.sort()).toEqual(
      limitsOf(LIMITS[kind])
        .map(([path]) => path)
        .sort(),
    );
  });

  it("bounds every field exactly as the limits table says", () => {
    const fields = new Map(fieldsOf(schemaOf(kind)));
    for (const [path, limit] of limitsOf(LIMITS[kind])) {
      const field = fields.get(path)!;
      switch (limit.kind) {
        case "integer":
          expect(field, path).toBeInstanceOf(NumberField);
          expect(field.options, path).toMatchObject({
            integer: true,
            min: limit.min,
            max: limit.max,
            nullable: limit.nullable,
          });
          break;
        case "choice":
          expect(field, path).toBeInstanceOf(StringField);
          expect(Object.keys((field as StringField).options.choices as object), path).toEqual([...limit.choices]);
          expect(field.options.initial, path).toBe(limit.initial);
          break;
        case "set":
          expect(field, path).toBeInstanceOf(SetField);
          expect(Object.keys(((field as SetField).element as StringField).options.choices as object), path).toEqual([
            ...limit.choices,
          ]);
          break;
        case "boolean":
          expect(field, path).toBeInstanceOf(BooleanField);
          expect(field.options.initial, path).toBe(limit.initial);
          break;
        case "text":
          expect(field, path).toBeInstanceOf(StringField);
          expect((field as StringField).options.blank, path).toBe(true);
      }
    }
  });

  it("stores a document created without system data with every field at the table's initial value", async () => {
    const { world, gm } = modelsOnly();
    const document = await create(gm, kind, undefined);
    await world.settle();
    const source = stored(world, kind)[0]!["system"] as Record<string, unknown>;
    for (const [path, limit] of limitsOf(LIMITS[kind])) {
      expect(foundry.utils.getProperty(source, path), path).toEqual(initialOf(limit));
    }
    expect(
      document.system instanceof (MODEL_OF(kind) as unknown as abstract new () => object),
      "the client's system is the registered model",
    ).toBe(true);
    expect(world.errors).toEqual([]);
  });

  it("refuses a document with any value outside the table, and stores nothing", async () => {
    const { world, gm, alice } = modelsOnly();
    let tried = 0;
    for (const [path, limit] of limitsOf(LIMITS[kind])) {
      for (const value of badValues(limit)) {
        await expect(create(gm, kind, nested(path, value)), `${path} = ${JSON.stringify(value)}`).rejects.toThrow(
          DataModelValidationError,
        );
        tried += 1;
      }
    }
    await world.settle();
    expect(tried).toBeGreaterThan(0);
    expect(stored(world, kind)).toEqual([]);
    const collection = DOCUMENT_OF[kind].documentName === "Actor" ? "actors" : "items";
    expect(gm.game[collection].size).toBe(0);
    expect(alice.game[collection].size).toBe(0);
    expect(world.errors).toEqual([]);
  });

  it("refuses an update outside the table and keeps the stored values", async () => {
    const { world, gm } = modelsOnly();
    const document = await create(gm, kind, undefined);
    await world.settle();
    const before = structuredClone(stored(world, kind)[0]);
    for (const [path, limit] of limitsOf(LIMITS[kind])) {
      for (const value of badValues(limit)) {
        // An invalid update is skipped with an error notification, not a rejection (contract D5).
        const shown = gm.notifications.length;
        await expect(
          gm.run(() => document.update({ system: nested(path, value) })),
          `${path} = ${JSON.stringify(value)}`,
        ).resolves.toBeUndefined();
        expect(
          gm.notifications.slice(shown).map((n) => n.type),
          `${path} = ${JSON.stringify(value)}`,
        ).toEqual(["error"]);
      }
    }
    await world.settle();
    expect(stored(world, kind)[0]).toEqual(before);
    expect(document._source).toEqual(before);
  });
});

describe("joint validation of the data models", () => {
  it("Luck: refuses more than 1 Luck for a non-Human, in the user's words, and stores nothing", async () => {
    const { world, gm } = modelsOnly();
    const luck = { luck: { value: 1, max: 2 }, casualtyCategory: "humanoid" };
    await expect(create(gm, "crew", { ...luck, traits: ["feral"] })).rejects.toThrow(
      "Only Humans may have more than 1 Luck (maximum 2).",
    );
    await world.settle();
    expect(stored(world, "crew")).toEqual([]);

    const human = await create(gm, "crew", { ...luck, traits: ["human"] });
    await world.settle();
    expect(stored(world, "crew").map((source) => (source["system"] as { luck: unknown }).luck)).toEqual([
      { value: 1, max: 2 },
    ]);
    expect((human.system as { traits: Set<string> }).traits).toEqual(new Set(["human"]));
  });

  it("refuses an unknown AI type with the localized message", async () => {
    const { world, gm } = modelsOnly();
    const enemy = {
      speed: 4,
      combatSkill: 0,
      toughness: 3,
      ai: "berserk",
      panic: 0,
      casualtyCategory: "beast",
      rank: "boss",
      role: "uniqueIndividual",
      fearless: true,
      savingThrow: 5,
      seizeModifier: 2,
      guardianOf: "",
    };
    // The joint validation alone, with the client's game.i18n: the message a user reads.
    gm.run(() => expect(() => MODEL_OF("enemy").validateJoint(enemy)).toThrow(/^AI must be one of aggressive, /));
    await expect(create(gm, "enemy", enemy)).rejects.toThrow(DataModelValidationError);
    await world.settle();
    expect(stored(world, "enemy")).toEqual([]);
  });
});

describe("with the whole module", () => {
  it("a create outside the table is refused and nothing is stored", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    await expect(create(gm, "crew", { reactions: 9 }, "Kit")).rejects.toThrow(DataModelValidationError);
    await world.settle();
    expect(stored(world, "crew")).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("the limit guard refuses an update outside the table in the user's words, and the stored values stay", async () => {
    // The double runs preUpdate hooks before the dry-run validation (docs/foundry-contract.md D6, still to be confirmed live).
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const kit = await create(gm, "crew", { reactions: 2 }, "Kit");
    await world.settle();
    await gm.run(() => kit.update({ system: { reactions: 9 } }));
    await world.settle();
    expect((stored(world, "crew")[0]!["system"] as { reactions: number }).reactions).toBe(2);
    expect(gm.notifications).toEqual([
      { type: "error", message: "Kit was not changed: Reactions must be at most 6 (got 9)." },
    ]);
    expect(world.errors).toEqual([]);
  });
});

describe("registration", () => {
  it("registers every sub-type module.json declares, under its prefixed name, on every client", async () => {
    const world = await createWorld();
    const clients = [world.connect("Gamemaster"), world.connect("Alice")];
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../module.json"), "utf8")) as {
      documentTypes: Record<"Actor" | "Item", Record<string, unknown>>;
    };
    for (const client of clients) {
      for (const documentName of ["Actor", "Item"] as const) {
        const declared = Object.keys(manifest.documentTypes[documentName]).map((type) => `${MODULE_ID}.${type}`);
        expect(Object.keys(client.CONFIG[documentName].dataModels).sort()).toEqual(declared.sort());
        for (const type of declared)
          expect(client.CONFIG[documentName].dataModels[type]).toBe(
            (DATA_MODELS[documentName] as Record<string, unknown>)[type],
          );
      }
    }
  });
});
