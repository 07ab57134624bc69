// The ready-made figures and the demo adventure as plain sources (scripts/lib/ready-figures.mjs, demo-adventure.mjs),
// run through the module's own checks: every actor through the mapping to the rules (`toFigure`, which runs
// `checkLimits` and refuses what a data model would), every item through `toWeapon` / `toProtectiveGear`, and every
// `system` against the fields of its data model (LIMITS), so a bad value in a profile fails here before any build.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { toFigure, toProtectiveGear, toWeapon } from "../../src/foundry/five-parsecs/mapping/to-rules";
import type { ActorSnapshot, ItemSnapshot } from "../../src/foundry/five-parsecs/mapping/snapshot";
import { battlefieldOfScene } from "../../src/foundry/table/battlefield/scene-to-battlefield";
import type { SceneData } from "../../src/foundry/table/battlefield/scene-data";
import {
  AI_TYPES,
  checkLimits,
  CREW_TRAITS,
  isFearless,
  isLimit,
  LIMITS,
  type EnemyFigure,
  type LimitedKind,
  type LimitGroup,
  type RawBattlefield,
} from "../../src/rules";
import {
  CREW_TYPE,
  demoAdventure,
  DEMO_PLACEMENTS,
  ENEMY_TYPE,
  EXTRA_FIGURES,
  readyFigures,
  SAMPLE_SUFFIX,
  type ActorSource,
  type AdventureScene,
  type ItemSource,
} from "./figure-sources";

const ROOT = resolve(import.meta.dirname, "../..");
const demo = JSON.parse(readFileSync(join(ROOT, "data/demo-battlefield.json"), "utf8")) as RawBattlefield;
const FOUNDRY_ID = /^[A-Za-z0-9]{16}$/;
const MODULE_ID = "five-parsecs-battle";
const figures = readyFigures();
const adventure = demoAdventure(demo);
const KIND_OF_TYPE: Record<string, LimitedKind> = {
  [CREW_TYPE]: "crew",
  [ENEMY_TYPE]: "enemy",
  [`${MODULE_ID}.weapon`]: "weapon",
  [`${MODULE_ID}.gear`]: "gear",
};

const itemSnapshot = (item: ItemSource): ItemSnapshot => ({
  id: item._id,
  name: item.name,
  type: item.type,
  system: item.system,
});
const actorSnapshot = (actor: ActorSource): ActorSnapshot => ({
  id: actor._id,
  name: actor.name,
  type: actor.type,
  system: actor.system,
  items: actor.items.map(itemSnapshot),
});

/** The stored field paths a data model has for this kind (one per entry of the limits table). */
function fieldPaths(group: LimitGroup, prefix = ""): string[] {
  return Object.entries(group).flatMap(([key, entry]) =>
    isLimit(entry) ? [prefix + key] : fieldPaths(entry, `${prefix}${key}.`),
  );
}
function storedPaths(data: Record<string, unknown>, group: LimitGroup, prefix = ""): string[] {
  return Object.entries(data).flatMap(([key, value]) => {
    const entry = group[key];
    return entry && !isLimit(entry)
      ? storedPaths(value as Record<string, unknown>, entry, `${prefix}${key}.`)
      : [prefix + key];
  });
}

/** Every source the packs hold: the pack documents and the adventure's world copies. */
const SOURCES = [
  { label: "figures/armoury packs", actors: figures.actors, items: figures.items },
  { label: "demo adventure", actors: adventure.actors, items: adventure.items },
];

describe.each(SOURCES)("$label: every document passes the module's own checks", ({ actors, items }) => {
  const allItems = [...items, ...actors.flatMap((actor) => actor.items)];

  it("every actor maps to a figure of the rules (toFigure runs checkLimits: a bad value throws)", () => {
    for (const actor of actors) {
      const figure = toFigure(actorSnapshot(actor));
      expect(figure, actor.name).not.toBeNull();
      expect(figure!.weapons.length, `${actor.name} carries a weapon`).toBeGreaterThan(0);
      expect(figure!.weapons.length + figure!.gear.length, `${actor.name}: every item is a weapon or gear`).toBe(
        actor.items.length,
      );
    }
  });

  it("every item maps to a weapon or protective gear", () => {
    for (const item of allItems) {
      const map = KIND_OF_TYPE[item.type] === "weapon" ? toWeapon : toProtectiveGear;
      expect(KIND_OF_TYPE[item.type], item.name).toMatch(/^(weapon|gear)$/);
      expect(() => map(itemSnapshot(item)), item.name).not.toThrow();
    }
  });

  it("every system holds exactly its data model's fields, each within the limits table", () => {
    for (const document of [...actors, ...allItems]) {
      const kind = KIND_OF_TYPE[document.type]!;
      expect(kind, `${document.name} has a module sub-type`).toBeDefined();
      expect(checkLimits(kind, document.system), document.name).toEqual([]);
      expect(storedPaths(document.system, LIMITS[kind]).sort(), document.name).toEqual(fieldPaths(LIMITS[kind]).sort());
    }
  });

  it("every document has a Foundry id, unique among its siblings, and says it is a sample profile", () => {
    for (const group of [actors, items, ...actors.map((actor) => actor.items)]) {
      const ids = group.map(({ _id }) => _id);
      for (const id of ids) expect(id).toMatch(FOUNDRY_ID);
      expect(new Set(ids).size).toBe(ids.length);
    }
    for (const document of [...actors, ...allItems]) {
      expect(document.name.endsWith(SAMPLE_SUFFIX), document.name).toBe(true);
      expect(document.flags[MODULE_ID].sampleProfile, document.name).toBe(true);
    }
  });
});

describe("the ready figures (packs/figures and packs/armoury)", () => {
  const crew = figures.actors.filter((actor) => actor.type === CREW_TYPE);
  const enemies = figures.actors
    .filter((actor) => actor.type === ENEMY_TYPE)
    .map((actor) => toFigure(actorSnapshot(actor)) as EnemyFigure);

  it("has at least 6 crew of different profiles and every crew trait the rules act on", () => {
    expect(crew.length).toBeGreaterThanOrEqual(6);
    const profiles = crew.map(({ system: { reactions, speed, combatSkill, toughness, savvy, luck } }) =>
      JSON.stringify([reactions, speed, combatSkill, toughness, savvy, luck]),
    );
    expect(new Set(profiles).size).toBe(crew.length);
    expect(new Set(crew.flatMap((actor) => actor.system.traits as string[]))).toEqual(new Set(CREW_TRAITS));
    for (const key of ["reactions", "speed", "combatSkill", "toughness", "savvy"]) {
      expect(new Set(crew.map((actor) => actor.system[key])).size, `${key} varies`).toBeGreaterThan(1);
    }
  });

  it("has at least 10 enemies covering all seven AI types, a Boss and a Fearless Lieutenant", () => {
    expect(enemies.length).toBeGreaterThanOrEqual(10);
    expect(new Set(enemies.map((enemy) => enemy.ai))).toEqual(new Set(AI_TYPES));
    expect(enemies.filter((enemy) => enemy.rank === "boss").length).toBeGreaterThanOrEqual(1);
    const lieutenants = enemies.filter((enemy) => enemy.role === "lieutenant");
    expect(lieutenants.length).toBeGreaterThanOrEqual(1);
    for (const lieutenant of lieutenants) expect(isFearless(lieutenant), lieutenant.name).toBe(true);
  });

  it("every carried item is a copy of an armoury item, and the armoury holds nothing nobody carries", () => {
    const armoury = new Map(figures.items.map((item) => [`Compendium.${MODULE_ID}.armoury.Item.${item._id}`, item]));
    const carried = new Set<string>();
    for (const actor of figures.actors) {
      for (const item of actor.items) {
        const source = armoury.get(item._stats.compendiumSource ?? "");
        expect(source, `${actor.name}: ${item.name}`).toBeDefined();
        expect({ name: item.name, type: item.type, system: item.system }).toEqual({
          name: source!.name,
          type: source!.type,
          system: source!.system,
        });
        carried.add(source!._id);
      }
    }
    expect([...carried].sort()).toEqual(figures.items.map((item) => item._id).sort());
  });

  it("sorts actors into Crew and Enemies and items into Weapons and Protective Gear", () => {
    const folderName = new Map(figures.folders.map((folder) => [folder._id, folder.name]));
    for (const actor of figures.actors)
      expect(folderName.get(actor.folder!), actor.name).toBe(actor.type === CREW_TYPE ? "Crew" : "Enemies");
    for (const item of figures.items)
      expect(folderName.get(item.folder!), item.name).toBe(
        item.type.endsWith(".weapon") ? "Weapons" : "Protective Gear",
      );
  });

  it("is the same on every call: ids are hashes, not random", () => {
    expect(readyFigures()).toEqual(figures);
    expect(demoAdventure(demo)).toEqual(adventure);
  });
});

/** The adventure's scene as a world shows it after import: actors by UUID (a linked token's actor is the world's). */
function importedSceneData(scene: AdventureScene, actors: ActorSource[]): SceneData {
  const actorById = new Map(actors.map((actor) => [actor._id, actor]));
  return {
    id: scene._id,
    name: scene.name,
    dimensions: {
      sceneX: 0,
      sceneY: 0,
      sceneWidth: scene.width,
      sceneHeight: scene.height,
      size: scene.grid.size,
      distance: scene.grid.distance,
    },
    walls: scene.walls.map((wall) => ({
      id: wall.flags[MODULE_ID]?.demoId ?? wall._id,
      c: wall.c,
      move: wall.move,
      sight: wall.sight,
      door: wall.door,
      ds: wall.ds,
      flags: wall.flags,
    })),
    regions: scene.regions.map((region) => ({
      id: region._id,
      name: region.name,
      shapes: region.shapes,
      behaviors: region.behaviors.map((behavior) => ({
        id: behavior._id,
        name: behavior.name,
        type: behavior.type,
        disabled: behavior.disabled,
        system: behavior.system,
      })),
    })),
    tokens: scene.tokens.map((token) => {
      const actor = actorById.get(token.actorId)!;
      const uuid = `Scene.${scene._id}.Token.${token._id}`;
      return {
        id: token._id,
        uuid,
        name: token.name,
        x: token.x,
        y: token.y,
        width: token.width,
        height: token.height,
        elevation: token.elevation,
        rotation: token.rotation,
        actor: { uuid: token.actorLink ? `Actor.${actor._id}` : `${uuid}.Actor.${actor._id}`, type: actor.type },
        flags: token.flags,
      };
    }),
  };
}

describe("the Demo Battle adventure (packs/demo-battle)", () => {
  const [scene] = adventure.scenes;

  it("holds one scene, the actors with their items, the armoury, folders and a journal", () => {
    expect(adventure.name).toBe("Demo Battle");
    expect(adventure._id).toMatch(FOUNDRY_ID);
    expect(adventure.scenes).toHaveLength(1);
    expect(adventure.actors).toHaveLength(figures.actors.length);
    expect(adventure.items).toHaveLength(figures.items.length);
    expect(adventure.folders.map((folder) => [folder.type, folder.name])).toEqual([
      ["Actor", "Crew"],
      ["Actor", "Enemies"],
      ["Item", "Weapons and Gear"],
    ]);
    expect(adventure.journal.map((entry) => entry.name)).toEqual(["About the Demo Battle"]);
    expect(adventure.description).toContain("Sample profiles");
    expect(JSON.stringify(adventure)).not.toContain('"_key"');
  });

  it("links every token to an actor of the adventure (each figure one actor, linked), named as the actor's token", () => {
    const actors = new Map(adventure.actors.map((actor) => [actor._id, actor]));
    expect(scene!.tokens).toHaveLength(demo.figures!.length + EXTRA_FIGURES.length);
    for (const token of scene!.tokens) {
      const actor = actors.get(token.actorId);
      expect(actor, token.name).toBeDefined();
      expect(token.actorLink, token.name).toBe(true);
      expect(token.name).toBe(actor!.prototypeToken.name);
      expect(token.texture.src).toBe(actor!.img);
      expect(token.flags[MODULE_ID]?.side).toBe(actor!.flags[MODULE_ID].side);
      expect(DEMO_PLACEMENTS[token.flags[MODULE_ID]!.demoId!]).toBe(actor!.flags[MODULE_ID].figureKey);
    }
    // Every actor stands on the table once.
    expect(scene!.tokens.map((token) => token.actorId).sort()).toEqual(
      adventure.actors.map((actor) => actor._id).sort(),
    );
  });

  it("sorts the actors into Crew and Enemies, and names the pack originals", () => {
    const folderName = new Map(adventure.folders.map((folder) => [folder._id, folder.name]));
    const originals = new Set(figures.actors.map((actor) => `Compendium.${MODULE_ID}.figures.Actor.${actor._id}`));
    for (const actor of adventure.actors) {
      expect(folderName.get(actor.folder!), actor.name).toBe(actor.type === CREW_TYPE ? "Crew" : "Enemies");
      expect(originals.has(actor._stats.compendiumSource!), actor.name).toBe(true);
    }
  });

  it("reads back as the demo battlefield with every figure an actor, and the Guardian's ward on the table within 3\"", () => {
    const read = battlefieldOfScene(importedSceneData(scene!, adventure.actors), 1);
    expect(read.warnings).toEqual([]);
    const battlefield = read.battlefield!;
    expect(battlefield.walls).toHaveLength(demo.walls!.length);
    expect(battlefield.features).toHaveLength(demo.features!.length);
    expect(battlefield.figures).toHaveLength(scene!.tokens.length);
    for (const figure of battlefield.figures)
      expect(figure.id, "the figure is its actor").toMatch(/\.Actor\.[A-Za-z0-9]{16}$|^Actor\.[A-Za-z0-9]{16}$/);

    const guardians = adventure.actors.filter((actor) => actor.system["ai"] === "guardian");
    expect(guardians.length).toBeGreaterThanOrEqual(1);
    for (const guardian of guardians) {
      const ward = battlefield.figures.find((figure) => figure.id === guardian.system["guardianOf"]);
      const own = battlefield.figures.find(
        (figure) => figure.id.endsWith(`.Actor.${guardian._id}`) || figure.id === `Actor.${guardian._id}`,
      );
      expect(ward, `${guardian.name} guards a figure on the table`).toBeDefined();
      expect(Math.hypot(ward!.centre.x - own!.centre.x, ward!.centre.y - own!.centre.y)).toBeLessThanOrEqual(3);
    }
  });
});
