import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TERRAIN_KINDS } from "../../../src/rules";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/battlefield/terrain-type";
import { englishLocalizer } from "../../fixtures/english-localizer";

/* The terrain RegionBehavior's model, built against stand-in field classes that record their options. */
class Recorded {
  constructor(readonly options: Record<string, unknown> = {}) {}
}
let schema: Record<string, Recorded>;

beforeAll(async () => {
  vi.stubGlobal("foundry", {
    data: { fields: { NumberField: Recorded, StringField: Recorded }, regionBehaviors: { RegionBehaviorType: class {} } },
  });
  const { TerrainBehaviorModel } = await import("../../../src/foundry/models/terrain-behavior-model");
  schema = TerrainBehaviorModel.defineSchema() as unknown as Record<string, Recorded>;
});
afterAll(() => vi.unstubAllGlobals());

describe("the terrain RegionBehavior (Area Features, Shooting past Things, Linear Obstacles, Movement Action)", () => {
  it("is declared in module.json under its short name and registered under the prefixed one", () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../module.json"), "utf8")) as { documentTypes: Record<string, Record<string, unknown>> };
    expect(Object.keys(manifest.documentTypes["RegionBehavior"] ?? {}).map((type) => `five-parsecs-battle.${type}`)).toEqual([TERRAIN_BEHAVIOR_TYPE]);
  });

  it("offers the rules' five kinds of terrain and a height in inches, 0 or more, each labelled", () => {
    const i18n = englishLocalizer();
    expect(Object.keys(schema).sort()).toEqual(["height", "kind"]);
    const choices = schema["kind"]!.options["choices"] as Record<string, string>;
    expect(Object.keys(choices)).toEqual([...TERRAIN_KINDS]);
    for (const key of Object.values(choices)) expect(i18n.localize(key)).not.toBe(key);
    expect(schema["height"]!.options).toMatchObject({ min: 0, nullable: false });
    for (const field of ["kind", "height"]) expect(i18n.localize(`FPB.Terrain.FIELDS.${field}.label`)).not.toMatch(/^FPB\./);
    expect(i18n.localize("FPB.Terrain.TypeLabel")).toBe("Five Parsecs terrain");
  });
});
