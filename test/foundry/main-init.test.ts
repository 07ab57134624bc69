import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as rules from "../../src/rules";
import { api } from "../../src/foundry/api";
import { TERRAIN_BEHAVIOR_TYPE } from "../../src/foundry/table/battlefield/terrain-type";
import { ACTOR_TYPES, ITEM_TYPES, MODULE_ID } from "../../src/views/common/module-id";
import { SETTINGS } from "../../src/foundry/table/settings/settings";
import { CrewSheet } from "../../src/foundry/five-parsecs/sheets/crew-sheet";
import { EnemySheet } from "../../src/foundry/five-parsecs/sheets/enemy-sheet";
import { GearSheet } from "../../src/foundry/five-parsecs/sheets/gear-sheet";
import { WeaponSheet } from "../../src/foundry/five-parsecs/sheets/weapon-sheet";
import { createWorld, type Client, type World } from "../double";
import { DataModelValidationError } from "../double/data-model";
import { PermissionError } from "../double/world";
import { FOUNDRY, registeredSheets } from "../double/foundry-namespace";
import { statusEffectList } from "../double/status-effects";

/*
 * The module's entry on the Foundry double: src/main.ts hooks `initModule` to Foundry's init, and after a client
 * boots everything the module registers is in place (data models, settings, sheets, status effects, hooks, the API).
 * It proves the wiring, which the type checker cannot: a sheet registered for the wrong sub-type, a template path
 * that is not shipped, a setting whose type does not refuse a bad value.
 */
const ROOT = resolve(import.meta.dirname, "../..");

type ModuleEntry = { api?: unknown };
const moduleOf = (client: Client) => (client.game["modules"] as Map<string, ModuleEntry>).get(MODULE_ID);
type Settings = {
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
};
const settingsOf = (client: Client) => client.game["settings"] as Settings;

describe("src/main.ts", () => {
  it("hooks the module's init to Foundry's init hook, once", async () => {
    const world = await createWorld({ withModule: false });
    const gm = world.connect("Gamemaster");
    expect(gm.CONFIG.Actor.dataModels).toEqual({});
    expect(gm.Hooks.count("init")).toBe(0);

    // Foundry loads the module's script, then calls the init hook (the double's boot is over, so it is called here).
    await gm.run(() => import("../../src/main"));
    expect(gm.Hooks.count("init")).toBe(1);
    gm.run(() => gm.Hooks.callAll("init"));

    expect(gm.Hooks.count("init"), "a `once` hook").toBe(0);
    expect(Object.keys(gm.CONFIG.Actor.dataModels).sort()).toEqual([
      ACTOR_TYPES.crew,
      ACTOR_TYPES.enemy,
      ACTOR_TYPES.fighter,
    ]);
    // The API is a lazy chunk fetched at init (issue 37): set when it arrives, not within the hook.
    await vi.waitFor(() => expect(moduleOf(gm)?.api).toBe(api));
    expect(world.errors).toEqual([]);
  });
});

describe("after a client boots with the module", () => {
  let world: World;
  let gm: Client;
  let alice: Client;
  let sheets: typeof registeredSheets;
  let templateLoads: ReturnType<typeof FOUNDRY.applications.handlebars.loadTemplates>[];
  let templatePaths: string[];

  beforeAll(async () => {
    world = await createWorld();
    // The double's own loadTemplates still runs (it reads each file): the spy only records what was asked for.
    const loadTemplates = vi.spyOn(FOUNDRY.applications.handlebars, "loadTemplates");
    const before = registeredSheets.length;
    gm = world.connect("Gamemaster");
    sheets = registeredSheets.slice(before);
    templatePaths = loadTemplates.mock.calls.flatMap(([paths]) =>
      Array.isArray(paths) ? paths : Object.values(paths),
    );
    templateLoads = loadTemplates.mock.results.map((result) => result.value as Promise<void>);
    loadTemplates.mockRestore();
    alice = world.connect("Alice");
  });

  it("registers the data model of every sub-type, on every client", () => {
    for (const client of [gm, alice]) {
      expect(Object.keys(client.CONFIG.Actor.dataModels).sort()).toEqual([
        ACTOR_TYPES.crew,
        ACTOR_TYPES.enemy,
        ACTOR_TYPES.fighter,
      ]);
      expect(Object.keys(client.CONFIG.Item.dataModels).sort()).toEqual([
        ITEM_TYPES.gear,
        ITEM_TYPES.weapon,
        ITEM_TYPES.weaponProfile,
      ]);
    }
  });

  it("registers the terrain RegionBehavior that marks terrain features on a scene, with its label and icon", () => {
    for (const client of [gm, alice]) {
      expect(Object.keys(client.CONFIG.RegionBehavior.dataModels)).toEqual([TERRAIN_BEHAVIOR_TYPE]);
      expect(client.CONFIG.RegionBehavior.typeLabels[TERRAIN_BEHAVIOR_TYPE]).toBe("FPB.Terrain.TypeLabel");
      expect(client.CONFIG.RegionBehavior.typeIcons[TERRAIN_BEHAVIOR_TYPE]).toBeTruthy();
    }
  });

  it("registers the world settings with their defaults, refusing values their fields do not allow", async () => {
    for (const client of [gm, alice]) {
      expect(settingsOf(client).get(MODULE_ID, SETTINGS.unitsPerInch)).toBe(1);
      expect(settingsOf(client).get(MODULE_ID, SETTINGS.difficulty)).toBe("normal");
      expect(settingsOf(client).get(MODULE_ID, SETTINGS.aiSuggestions)).toBe("suggest");
    }
    const settings = settingsOf(gm);
    await expect(gm.run(() => settings.set(MODULE_ID, SETTINGS.unitsPerInch, 0))).rejects.toThrow(
      DataModelValidationError,
    );
    await expect(gm.run(() => settings.set(MODULE_ID, SETTINGS.difficulty, "easy"))).rejects.toThrow(
      DataModelValidationError,
    );
    await expect(gm.run(() => settings.set(MODULE_ID, SETTINGS.aiSuggestions, "always"))).rejects.toThrow(
      DataModelValidationError,
    );
    await expect(alice.run(() => settingsOf(alice).set(MODULE_ID, SETTINGS.difficulty, "insanity"))).rejects.toThrow(
      PermissionError,
    );

    await gm.run(() => settings.set(MODULE_ID, SETTINGS.difficulty, "hardcore"));
    await world.settle();
    expect(settingsOf(alice).get(MODULE_ID, SETTINGS.difficulty)).toBe("hardcore");
    await gm.run(() => settings.set(MODULE_ID, SETTINGS.difficulty, "normal"));
    await world.settle();
  });

  it("makes each sheet the default for its own sub-type", () => {
    const byType = Object.fromEntries(
      sheets.map(({ collection, scope, sheet, options }) => [
        (options["types"] as string[]).join(),
        `${collection}:${scope}:${(sheet as { name: string }).name}:${String(options["makeDefault"])}`,
      ]),
    );
    expect(byType).toEqual({
      [ACTOR_TYPES.crew]: `Actor:${MODULE_ID}:CrewSheet:true`,
      [ACTOR_TYPES.enemy]: `Actor:${MODULE_ID}:EnemySheet:true`,
      [ITEM_TYPES.weapon]: `Item:${MODULE_ID}:WeaponSheet:true`,
      [ITEM_TYPES.gear]: `Item:${MODULE_ID}:GearSheet:true`,
      [ACTOR_TYPES.fighter]: `Actor:${MODULE_ID}:FighterSheet:true`,
      [ITEM_TYPES.weaponProfile]: `Item:${MODULE_ID}:WeaponProfileSheet:true`,
    });
    for (const sheet of [CrewSheet, EnemySheet])
      expect(sheet.prototype).toBeInstanceOf(FOUNDRY.applications.sheets.ActorSheetV2);
    for (const sheet of [WeaponSheet, GearSheet])
      expect(sheet.prototype).toBeInstanceOf(FOUNDRY.applications.sheets.ItemSheetV2);
    for (const { options } of sheets) expect(gm.game.i18n.localize(options["label"] as string)).not.toMatch(/^FPB\./);
  });

  it("preloads templates that the module actually ships", async () => {
    expect(templatePaths.length).toBeGreaterThanOrEqual(4);
    for (const path of templatePaths) {
      expect(path.startsWith(`modules/${MODULE_ID}/templates/`), path).toBe(true);
      expect(existsSync(resolve(ROOT, path.replace(`modules/${MODULE_ID}/`, ""))), path).toBe(true);
    }
    // The double's loadTemplates read every file it was given.
    await expect(Promise.all(templateLoads)).resolves.toBeDefined();
  });

  it("adds the battle's markers and casualty effects to the status effects, keeping core's own and its defeated status", () => {
    for (const client of [gm, alice]) {
      // Either generation's shape (v14: keyed by id), read without the array methods v14 warns about.
      const statuses = statusEffectList(client.CONFIG.statusEffects);
      expect(statuses.map((status) => status.id)).toEqual([
        "dead",
        "unconscious",
        "prone",
        "fpb-stunned",
        "fpb-shocked",
        "fpb-dazed",
        "fpb-wounded",
        "fpb-shutdown",
        "fpb-damaged",
        "fpb-bleeding",
        "fpb-bb-active",
        "fpb-bb-pinned",
        "fpb-bb-engaged",
        "fpb-bb-seriously-injured",
        "fpb-bb-broken",
        "fpb-bb-ready",
        "fpb-bb-flesh-wound",
        "fpb-bb-aim-focus",
        "fpb-bb-entrench",
      ]);
      expect(client.CONFIG.specialStatusEffects["DEFEATED"]).toBe("dead");
      for (const status of statuses.filter((s) => s.id.startsWith("fpb-"))) {
        expect(client.game.i18n.localize(status.name), status.id).not.toBe(status.name);
      }
    }
  });

  it("guards creates and updates of actors and items against the limits", () => {
    for (const hook of ["preCreateActor", "preCreateItem", "preUpdateActor", "preUpdateItem"])
      expect(gm.Hooks.count(hook), hook).toBeGreaterThan(0);
  });

  it("listens for what makes attacks work at the table: HUD buttons, card buttons, applying results, the battle's end", () => {
    for (const hook of ["renderTokenHUD", "renderChatMessageHTML", "createChatMessage", "deleteCombat"]) {
      expect(gm.Hooks.count(hook), hook).toBeGreaterThan(0);
    }
  });

  it("exposes the rules layer to macros, plus the Foundry bridges, on every client", async () => {
    for (const client of [gm, alice]) {
      await vi.waitFor(() => expect(moduleOf(client)?.api).toBeDefined());
      const exposed = moduleOf(client)?.api as Record<string, unknown>;
      expect(exposed).toBe(api);
      for (const [name, value] of Object.entries(rules)) expect(exposed[name], name).toBe(value);
      expect(Object.keys(exposed["foundry"] as object).sort()).toEqual(
        [
          "FoundryDice",
          "brawl",
          "cleanUpAfterBattle",
          "figureOf",
          "fire",
          "naturalResults",
          "snapshotOf",
          "suggest",
          "toFigure",
          "toProtectiveGear",
          "toWeapon",
        ].sort(),
      );
      expect(Object.isFrozen(exposed)).toBe(true);
    }
  });

  it("boots without an error or a notification", async () => {
    await world.settle();
    expect(world.errors).toEqual([]);
    expect(gm.notifications).toEqual([]);
    expect(alice.notifications).toEqual([]);
  });
});
