import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_HEIGHT, TERRAIN_KINDS } from "../../../src/rules";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/table/battlefield/terrain-type";
import { readScene } from "../../../src/foundry/table/battlefield/read-scene";
import { TerrainBehaviorModel } from "../../../src/foundry/table/models/terrain-behavior-model";
import { createWorld } from "../../double";
import { DataModelValidationError, NumberField, StringField } from "../../double/data-model";
import type { Scene as DoubleScene } from "../../double/documents";

/* The terrain RegionBehavior on the Foundry double: registered in CONFIG.RegionBehavior, validated as Foundry does. */

async function table() {
  const world = await createWorld();
  const gm = world.connect("Gamemaster");
  const alice = world.connect("Alice");
  return { world, gm, alice };
}

const square = { type: "rectangle", hole: false, x: 100, y: 100, width: 200, height: 200, rotation: 0 };
const sceneWith = (behaviors: Record<string, unknown>[]) => ({
  name: "Outpost",
  regions: [{ name: "Woods", shapes: [square], behaviors }],
});

describe("the terrain RegionBehavior (Area Features, Shooting past Things, Linear Obstacles, Movement Action)", () => {
  it("is declared in module.json under its short name and registered under the prefixed one", () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../module.json"), "utf8")) as {
      documentTypes: Record<string, Record<string, unknown>>;
    };
    expect(
      Object.keys(manifest.documentTypes["RegionBehavior"] ?? {}).map((type) => `five-parsecs-battle.${type}`),
    ).toEqual([TERRAIN_BEHAVIOR_TYPE]);
  });

  it("is registered in CONFIG.RegionBehavior on every client, with its label and icon", async () => {
    const { gm, alice } = await table();
    for (const client of [gm, alice]) {
      const config = client.CONFIG.RegionBehavior;
      expect(config.dataModels[TERRAIN_BEHAVIOR_TYPE]).toBe(TerrainBehaviorModel);
      expect(config.typeLabels[TERRAIN_BEHAVIOR_TYPE]).toBe("FPB.Terrain.TypeLabel");
      expect(client.game.i18n.localize(config.typeLabels[TERRAIN_BEHAVIOR_TYPE]!)).toBe("Five Parsecs terrain");
      expect(config.typeIcons[TERRAIN_BEHAVIOR_TYPE]).toMatch(/^fa-/);
    }
  });

  it("offers the rules' five kinds of terrain and a height in inches, 0 or more, each labelled", async () => {
    const { gm } = await table();
    const i18n = gm.game.i18n;
    const schema = TerrainBehaviorModel.defineSchema() as unknown as Record<string, StringField | NumberField>;
    expect(Object.keys(schema).sort()).toEqual(["height", "kind"]);
    expect(schema["kind"]).toBeInstanceOf(StringField);
    const choices = (schema["kind"] as StringField).options.choices as Record<string, string>;
    expect(Object.keys(choices)).toEqual([...TERRAIN_KINDS]);
    for (const key of Object.values(choices)) expect(i18n.localize(key)).not.toBe(key);
    expect(schema["height"]).toBeInstanceOf(NumberField);
    expect(schema["height"]!.options).toMatchObject({ min: 0, nullable: false });
    for (const field of ["kind", "height"])
      expect(i18n.localize(`FPB.Terrain.FIELDS.${field}.label`)).not.toMatch(/^FPB\./);
  });

  it("gives a region's behaviour its kind and height, read back from the scene as the battlefield reads it", async () => {
    const { world, gm, alice } = await table();
    const created = await gm.create<DoubleScene>(
      "Scene",
      sceneWith([{ name: "", type: TERRAIN_BEHAVIOR_TYPE, system: { kind: "linear", height: 2 } }]),
    );
    await world.settle();
    const scene = alice.game.scenes.get(created.id)!;
    const behavior = scene.regions.contents[0]!.behaviors.contents[0]!;
    expect(behavior.system).toBeInstanceOf(TerrainBehaviorModel);
    const read = alice.run(() => readScene(scene as unknown as Parameters<typeof readScene>[0]));
    expect(read.regions[0]!.behaviors).toEqual([
      {
        id: behavior.id,
        name: "",
        type: TERRAIN_BEHAVIOR_TYPE,
        disabled: false,
        system: { kind: "linear", height: 2 },
      },
    ]);
    expect(world.errors).toEqual([]);
  });

  it("starts a behaviour without data as an area feature of the area's default height", async () => {
    const { world, gm } = await table();
    const scene = await gm.create<DoubleScene>("Scene", sceneWith([{ name: "", type: TERRAIN_BEHAVIOR_TYPE }]));
    await world.settle();
    const stored = world.locate(scene.uuid)!.source["regions"] as { behaviors: { system: unknown }[] }[];
    expect(stored[0]!.behaviors[0]!.system).toEqual({ kind: "area", height: DEFAULT_FEATURE_HEIGHT.area });
  });

  it("refuses an unknown kind or a height below the table, and stores nothing", async () => {
    const { world, gm } = await table();
    for (const system of [
      { kind: "lava", height: 1 },
      { kind: "area", height: -1 },
      { kind: "area", height: null },
      { kind: "", height: 1 },
    ]) {
      await expect(
        gm.create("Scene", sceneWith([{ name: "", type: TERRAIN_BEHAVIOR_TYPE, system }])),
        JSON.stringify(system),
      ).rejects.toThrow(DataModelValidationError);
    }
    await world.settle();
    expect(world.sources.get("Scene")!.size).toBe(0);

    const scene = await gm.create<DoubleScene>("Scene", sceneWith([]));
    const region = scene.regions.contents[0]!;
    // An invalid create only shows its error (contract D4).
    await expect(
      gm.run(() =>
        region.createEmbeddedDocuments("RegionBehavior", [
          { name: "", type: TERRAIN_BEHAVIOR_TYPE, system: { kind: "lava" } },
        ]),
      ),
    ).resolves.toEqual([]);
    expect(gm.notifications.at(-1)?.type).toBe("error");
    await world.settle();
    expect((world.locate(region.uuid)!.source["behaviors"] as unknown[]).length).toBe(0);
    expect(world.errors).toEqual([]);
  });
});
