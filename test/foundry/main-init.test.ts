import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as rules from "../../src/rules";

/*
 * The entry file in a stand-in Foundry: just enough of the `foundry` namespace, CONFIG, Hooks and game for the
 * module to load and run its init hook. It proves the wiring (what registers where, under which names), which the
 * type checker cannot: a sheet registered for the wrong sub-type or a template path that is not shipped.
 */
const ROOT = resolve(import.meta.dirname, "../..");

class Recorder {
  constructor(...args: unknown[]) {
    this.args = args;
  }
  readonly args: unknown[];
}
class SheetBase {}

const hooks = new Map<string, () => void>();
const registeredSheets: { collection: string; sheet: { name: string }; options: { types: string[]; makeDefault: boolean } }[] = [];
const loadedTemplates: string[] = [];
const config = {
  Actor: { dataModels: {} as Record<string, unknown> },
  Item: { dataModels: {} as Record<string, unknown> },
  RegionBehavior: { dataModels: {} as Record<string, unknown>, typeLabels: {} as Record<string, string>, typeIcons: {} as Record<string, string> },
  statusEffects: [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" }],
};
const moduleEntry: { api?: unknown } = {};

beforeAll(async () => {
  const registerSheet =
    (collection: string) => (_scope: string, sheet: { name: string }, options: { types: string[]; makeDefault: boolean }) =>
      registeredSheets.push({ collection, sheet, options });
  vi.stubGlobal("foundry", {
    data: {
      fields: { NumberField: Recorder, StringField: Recorder, BooleanField: Recorder, SetField: Recorder, SchemaField: Recorder },
      regionBehaviors: { RegionBehaviorType: class {} },
    },
    abstract: { TypeDataModel: class {}, DataModel: class {} },
    applications: {
      api: { HandlebarsApplicationMixin: (base: typeof SheetBase) => class extends base {} },
      sheets: { ActorSheetV2: SheetBase, ItemSheetV2: SheetBase },
      handlebars: { loadTemplates: async (paths: string[]) => void loadedTemplates.push(...paths) },
    },
    documents: { collections: { Actors: { registerSheet: registerSheet("Actors") }, Items: { registerSheet: registerSheet("Items") } } },
  });
  vi.stubGlobal("CONFIG", config);
  vi.stubGlobal("Hooks", { once: (name: string, fn: () => void) => hooks.set(name, fn), on: (name: string, fn: () => void) => hooks.set(name, fn) });
  vi.stubGlobal("game", { modules: new Map([["five-parsecs-battle", moduleEntry]]) });
  await import("../../src/main");
  hooks.get("init")?.();
});
afterAll(() => vi.unstubAllGlobals());

describe("the module's init hook", () => {
  it("registers the data model of every sub-type", () => {
    expect(Object.keys(config.Actor.dataModels).sort()).toEqual(["five-parsecs-battle.crew", "five-parsecs-battle.enemy"]);
    expect(Object.keys(config.Item.dataModels).sort()).toEqual(["five-parsecs-battle.gear", "five-parsecs-battle.weapon"]);
  });

  it("registers the terrain RegionBehavior that marks terrain features on a scene, with its label", () => {
    expect(Object.keys(config.RegionBehavior.dataModels)).toEqual(["five-parsecs-battle.terrain"]);
    expect(config.RegionBehavior.typeLabels["five-parsecs-battle.terrain"]).toBe("FPB.Terrain.TypeLabel");
  });

  it("makes each sheet the default for its own sub-type", () => {
    const byType = Object.fromEntries(
      registeredSheets.map(({ collection, sheet, options }) => [options.types.join(), `${collection}:${sheet.name}:${options.makeDefault}`]),
    );
    expect(byType).toEqual({
      "five-parsecs-battle.crew": "Actors:CrewSheet:true",
      "five-parsecs-battle.enemy": "Actors:EnemySheet:true",
      "five-parsecs-battle.weapon": "Items:WeaponSheet:true",
      "five-parsecs-battle.gear": "Items:GearSheet:true",
    });
  });

  it("preloads templates that the module actually ships", () => {
    expect(loadedTemplates.length).toBeGreaterThanOrEqual(4);
    for (const path of loadedTemplates) {
      expect(path.startsWith("modules/five-parsecs-battle/templates/"), path).toBe(true);
      expect(existsSync(resolve(ROOT, path.replace("modules/five-parsecs-battle/", ""))), path).toBe(true);
    }
  });

  it("adds the battle's markers and casualty effects to the status effects, keeping core's defeated status", () => {
    expect(config.statusEffects.map((status) => status.id)).toEqual([
      "dead", "fpb-stunned", "fpb-shocked", "fpb-dazed", "fpb-wounded", "fpb-shutdown", "fpb-damaged", "fpb-bleeding",
    ]);
  });

  it("guards creates and updates of actors and items against the limits", () => {
    for (const hook of ["preCreateActor", "preCreateItem", "preUpdateActor", "preUpdateItem"]) expect(hooks.has(hook), hook).toBe(true);
  });

  it("listens for what makes attacks work at the table: HUD buttons, card buttons, applying results, the battle's end", () => {
    for (const hook of ["renderTokenHUD", "renderChatMessageHTML", "createChatMessage", "deleteCombat"]) {
      expect(hooks.has(hook), hook).toBe(true);
    }
  });

  it("exposes the rules layer to macros, plus the Foundry bridges", () => {
    const api = moduleEntry.api as Record<string, unknown>;
    for (const name of Object.keys(rules)) expect(api[name], name).toBe(rules[name as keyof typeof rules]);
    expect(Object.keys(api["foundry"] as object).sort()).toEqual(
      ["FoundryDice", "brawl", "cleanUpAfterBattle", "figureOf", "fire", "naturalResults", "snapshotOf", "suggest", "toFigure", "toProtectiveGear", "toWeapon"].sort(),
    );
    expect(Object.isFrozen(api)).toBe(true);
  });
});
