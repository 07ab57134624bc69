// The figures, armoury and demo-battle packs compiled with fvtt-cli as `npm run build:packs` does, extracted again and
// checked: the counts the module promises (6+ crew, 10+ enemies, all seven AI types, a Boss, a Lieutenant), every
// carried item in the armoury, every token of the adventure standing for one of its actors, and the compiled documents
// equal to what readyFigures() and demoAdventure() return (so tests that load those functions see what ships).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { AI_TYPES, type RawBattlefield } from "../../src/rules";
import {
  buildAdventurePack,
  buildFigurePacks,
  CREW_TYPE,
  demoAdventure,
  ENEMY_TYPE,
  readyFigures,
  type ActorSource,
  type AdventureSource,
  type GeneratedPack,
  type ItemSource,
} from "./figure-sources";

interface FoundryCli {
  extractPack(src: string, dest: string, options: { yaml: boolean }): Promise<void>;
}
const cliSpecifier = "@foundryvtt/foundryvtt-cli";
const { extractPack } = (await import(cliSpecifier)) as FoundryCli;

type Keyed<T> = T & { _key: string };
const ROOT = resolve(import.meta.dirname, "../..");
const demo = JSON.parse(readFileSync(join(ROOT, "data/demo-battlefield.json"), "utf8")) as RawBattlefield;
const MODULE_ID = "five-parsecs-battle";
const temporaryDirs: string[] = [];

async function extracted(packDir: string): Promise<Keyed<Record<string, unknown>>[]> {
  const dir = mkdtempSync(join(tmpdir(), "fpb-figures-extracted-"));
  temporaryDirs.push(dir);
  await extractPack(packDir, dir, { yaml: true });
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yml"))
    .map((file) => parse(readFileSync(join(dir, file), "utf8")) as Keyed<Record<string, unknown>>);
}
const ofCollection = <T>(documents: Keyed<Record<string, unknown>>[], collection: string) =>
  documents.filter((document) => document._key.startsWith(`!${collection}!`)) as unknown as Keyed<T>[];
/** A document without fvtt-cli's keys, at any depth: what Foundry stores. */
const unkeyed = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(unkeyed)
    : typeof value === "object" && value !== null
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== "_key")
            .map(([key, inner]) => [key, unkeyed(inner)]),
        )
      : value;
const byId = <T extends { _id: string }>(documents: T[]) => [...documents].sort((a, b) => a._id.localeCompare(b._id));

let packs: { figures: GeneratedPack; armoury: GeneratedPack; adventure: GeneratedPack };
let actors: Keyed<ActorSource>[];
let items: Keyed<ItemSource>[];
let adventures: Keyed<AdventureSource>[];

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), "fpb-figures-"));
  temporaryDirs.push(root);
  const dirs = { sourceDir: join(root, "sources"), outDir: join(root, "packs") };
  packs = { ...(await buildFigurePacks(dirs)), adventure: await buildAdventurePack(demo, dirs) };
  actors = ofCollection<ActorSource>(await extracted(packs.figures.packDir), "actors");
  items = ofCollection<ItemSource>(await extracted(packs.armoury.packDir), "items");
  adventures = ofCollection<AdventureSource>(await extracted(packs.adventure.packDir), "adventures");
});

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

describe("figures pack (Five Parsecs: Crew and Enemies)", () => {
  it("holds at least 6 crew and 10 enemies, all seven AI types, a Boss and a Lieutenant, in folders Crew and Enemies", async () => {
    expect(packs.figures.name).toBe("figures");
    const crew = actors.filter((actor) => actor.type === CREW_TYPE);
    const enemies = actors.filter((actor) => actor.type === ENEMY_TYPE);
    expect(crew.length).toBeGreaterThanOrEqual(6);
    expect(enemies.length).toBeGreaterThanOrEqual(10);
    expect(new Set(enemies.map((enemy) => enemy.system["ai"]))).toEqual(new Set(AI_TYPES));
    expect(enemies.some((enemy) => enemy.system["rank"] === "boss")).toBe(true);
    expect(enemies.some((enemy) => enemy.system["role"] === "lieutenant" && enemy.system["fearless"] === true)).toBe(
      true,
    );
    const folders = ofCollection<{ _id: string; name: string; type: string }>(
      await extracted(packs.figures.packDir),
      "folders",
    );
    expect(folders.map((folder) => folder.name).sort()).toEqual(["Crew", "Enemies"]);
    for (const actor of actors) {
      expect(actor._key).toBe(`!actors!${actor._id}`);
      for (const item of actor.items)
        expect((item as Keyed<ItemSource>)._key).toBe(`!actors.items!${actor._id}.${item._id}`);
    }
  });

  it("compiles exactly the actors readyFigures() returns", () => {
    expect(byId(actors.map((actor) => unkeyed(actor) as ActorSource))).toEqual(byId(readyFigures().actors));
  });
});

describe("armoury pack (Five Parsecs: Weapons and Gear)", () => {
  it("holds every weapon and piece of protective gear an actor of the figures pack carries", () => {
    const armoury = new Map(items.map((item) => [item._id, item]));
    for (const actor of actors) {
      for (const carried of actor.items) {
        const id = carried._stats.compendiumSource?.replace(`Compendium.${MODULE_ID}.armoury.Item.`, "") ?? "";
        const source = armoury.get(id);
        expect(source, `${actor.name}: ${carried.name}`).toBeDefined();
        expect([carried.name, carried.type, carried.system]).toEqual([source!.name, source!.type, source!.system]);
      }
    }
  });

  it("compiles exactly the items readyFigures() returns", () => {
    expect(byId(items.map((item) => unkeyed(item) as ItemSource))).toEqual(byId(readyFigures().items));
  });
});

describe("demo-battle pack (Five Parsecs: Demo Battle)", () => {
  it("holds one Adventure, stored whole, equal to demoAdventure(demo battlefield)", () => {
    expect(adventures).toHaveLength(1);
    const [adventure] = adventures;
    expect(adventure!._key).toBe(`!adventures!${adventure!._id}`);
    expect(unkeyed(adventure)).toEqual(demoAdventure(demo));
  });

  it("links every token of its scene to an actor of the adventure; every carried item is in its items", () => {
    const adventure = adventures[0]!;
    const actorIds = new Set(adventure.actors.map((actor) => actor._id));
    const tokens = adventure.scenes.flatMap((scene) => scene.tokens);
    expect(tokens.length).toBeGreaterThanOrEqual(14);
    for (const token of tokens) {
      expect(actorIds.has(token.actorId), token.name).toBe(true);
      // Linked, so a figure's id is its actor's UUID and the module's changes reach the token's actor.
      expect(token.actorLink, token.name).toBe(true);
    }
    const worldItems = new Set(adventure.items.map((item) => JSON.stringify([item.name, item.type, item.system])));
    for (const item of adventure.actors.flatMap((actor) => actor.items))
      expect(worldItems.has(JSON.stringify([item.name, item.type, item.system])), item.name).toBe(true);
  });

  it("is rebuilt with the same ids (links into the compendiums survive a rebuild)", async () => {
    const root = mkdtempSync(join(tmpdir(), "fpb-figures-again-"));
    temporaryDirs.push(root);
    const dirs = { sourceDir: join(root, "sources"), outDir: join(root, "packs") };
    const again = { ...(await buildFigurePacks(dirs)), adventure: await buildAdventurePack(demo, dirs) };
    for (const name of ["figures", "armoury", "adventure"] as const) {
      expect(again[name].documents.map((document) => document.id).sort(), name).toEqual(
        packs[name].documents.map((document) => document.id).sort(),
      );
    }
  });

  it.skipIf(!existsSync(join(ROOT, "dist/packs/demo-battle")))(
    "the built module's packs (npm run build) hold the same documents",
    async () => {
      expect(unkeyed(ofCollection(await extracted(join(ROOT, "dist/packs/demo-battle")), "adventures")[0])).toEqual(
        demoAdventure(demo),
      );
      const shipped = ofCollection<ActorSource>(await extracted(join(ROOT, "dist/packs/figures")), "actors");
      expect(byId(shipped.map((actor) => unkeyed(actor) as ActorSource))).toEqual(byId(readyFigures().actors));
    },
  );
});
