import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isLimit, LIMITS, type Limit, type LimitedKind, type LimitGroup } from "../../../src/rules";
import { englishLocalizer } from "../../fixtures/english-localizer";

/*
 * The data models are declared against Foundry's field classes. Here those classes are stand-ins that record the
 * options they were built with, so the test can hold every field against the limits table without a Foundry server.
 */
class RecordedField {
  constructor(
    readonly options: Record<string, unknown> = {},
    readonly element?: RecordedField,
  ) {}
}
class NumberField extends RecordedField {}
class StringField extends RecordedField {}
class BooleanField extends RecordedField {}
class SetField extends RecordedField {
  constructor(element: RecordedField, options: Record<string, unknown> = {}) {
    super(options, element);
  }
}
class SchemaField {
  constructor(readonly fields: Record<string, RecordedField | SchemaField>) {}
}

type ModelClass = { defineSchema(): Record<string, RecordedField | SchemaField>; validateJoint(data: unknown): void };
let DATA_MODELS: { Actor: Record<string, ModelClass>; Item: Record<string, ModelClass> };
let registerDataModels: () => void;

beforeAll(async () => {
  vi.stubGlobal("foundry", {
    data: { fields: { NumberField, StringField, BooleanField, SetField, SchemaField } },
    abstract: { TypeDataModel: class {}, DataModel: class {} },
  });
  vi.stubGlobal("game", { i18n: englishLocalizer() });
  const models = await import("../../../src/foundry/models/register-models");
  DATA_MODELS = models.DATA_MODELS as unknown as typeof DATA_MODELS;
  registerDataModels = models.registerDataModels;
});
afterAll(() => vi.unstubAllGlobals());

const MODEL_OF: Record<LimitedKind, () => ModelClass> = {
  crew: () => DATA_MODELS.Actor["five-parsecs-battle.crew"]!,
  enemy: () => DATA_MODELS.Actor["five-parsecs-battle.enemy"]!,
  weapon: () => DATA_MODELS.Item["five-parsecs-battle.weapon"]!,
  gear: () => DATA_MODELS.Item["five-parsecs-battle.gear"]!,
};

/** Every [path, limit] of a limits group, and every [path, field] of a schema, flattened alike. */
function limitsOf(group: LimitGroup, prefix = ""): [string, Limit][] {
  return Object.entries(group).flatMap(([key, entry]) =>
    isLimit(entry) ? [[prefix + key, entry] as [string, Limit]] : limitsOf(entry, `${prefix}${key}.`),
  );
}
function fieldsOf(schema: Record<string, RecordedField | SchemaField>, prefix = ""): [string, RecordedField][] {
  return Object.entries(schema).flatMap(([key, field]) =>
    field instanceof SchemaField ? fieldsOf(field.fields, `${prefix}${key}.`) : [[prefix + key, field] as [string, RecordedField]],
  );
}

describe.each(Object.keys(LIMITS) as LimitedKind[])("the %s data model", (kind) => {
  it("has exactly one field per entry of the limits table", () => {
    const fieldPaths = fieldsOf(MODEL_OF[kind]().defineSchema()).map(([path]) => path);
    expect(fieldPaths.sort()).toEqual(limitsOf(LIMITS[kind]).map(([path]) => path).sort());
  });

  it("bounds every field exactly as the limits table says", () => {
    const fields = new Map(fieldsOf(MODEL_OF[kind]().defineSchema()));
    for (const [path, limit] of limitsOf(LIMITS[kind])) {
      const field = fields.get(path)!;
      switch (limit.kind) {
        case "integer":
          expect(field, path).toBeInstanceOf(NumberField);
          expect(field.options, path).toMatchObject({ integer: true, min: limit.min, max: limit.max, nullable: limit.nullable });
          break;
        case "choice":
          expect(field, path).toBeInstanceOf(StringField);
          expect(Object.keys(field.options["choices"] as object), path).toEqual([...limit.choices]);
          expect(field.options["initial"], path).toBe(limit.initial);
          break;
        case "set":
          expect(field, path).toBeInstanceOf(SetField);
          expect(Object.keys(field.element!.options["choices"] as object), path).toEqual([...limit.choices]);
          break;
        case "boolean":
          expect(field, path).toBeInstanceOf(BooleanField);
          expect(field.options["initial"], path).toBe(limit.initial);
          break;
        case "text":
          expect(field, path).toBeInstanceOf(StringField);
          expect(field.options["blank"], path).toBe(true);
      }
    }
  });
});

describe("joint validation of the data models", () => {
  it('Luck: refuses more than 1 Luck for a non-Human, in the user\'s words', () => {
    const crew = { reactions: 1, speed: 4, combatSkill: 0, toughness: 3, savvy: 0, luck: { value: 1, max: 2 }, traits: ["feral"], casualtyCategory: "humanoid" };
    expect(() => MODEL_OF.crew().validateJoint(crew)).toThrow("Only Humans may have more than 1 Luck (maximum 2).");
    expect(() => MODEL_OF.crew().validateJoint({ ...crew, traits: ["human"] })).not.toThrow();
  });

  it("refuses an unknown AI type with the localized message", () => {
    const enemy = { speed: 4, combatSkill: 0, toughness: 3, ai: "berserk", panic: 0, casualtyCategory: "beast", rank: "boss", role: "uniqueIndividual", fearless: true, savingThrow: 5, seizeModifier: 2, guardianOf: "" };
    expect(() => MODEL_OF.enemy().validateJoint(enemy)).toThrow(/^AI must be one of aggressive, /);
  });
});

describe("registration", () => {
  it("registers every sub-type module.json declares, under its prefixed name", () => {
    const config = { Actor: { dataModels: {} }, Item: { dataModels: {} } };
    vi.stubGlobal("CONFIG", config);
    registerDataModels();
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../module.json"), "utf8")) as {
      documentTypes: Record<"Actor" | "Item", Record<string, unknown>>;
    };
    for (const documentName of ["Actor", "Item"] as const) {
      const declared = Object.keys(manifest.documentTypes[documentName]).map((type) => `five-parsecs-battle.${type}`);
      expect(Object.keys(config[documentName].dataModels).sort()).toEqual(declared.sort());
    }
  });
});
