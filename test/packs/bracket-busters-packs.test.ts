// Bracket Busters' compendium (scripts/lib/bracket-busters-packs.mjs through build-packs.mjs): its injury tables in a
// RollTable pack of their own, the XP rewards journal, the two sample gangs as `fighter` Actors and the "Tourney Arena"
// Adventure, built from data/bracket-busters-samples.json (the sandbox page's own data), compiled with
// fvtt-cli, extracted again and read back through the rules' `checkLimits`, the module's fighter mapping and the scene
// mapper.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import * as rules from "../../src/rules";
import {
  ALL_LIMITS,
  BracketBusters as BB,
  buildBattlefield,
  checkLimits,
  TABLES,
  type Battlefield,
  type RawBattlefield,
  type RollTableSource,
} from "../../src/rules";
import { fighterFromSnapshot } from "../../src/foundry/bracket-busters/fighter-of";
import { battlefieldOfScene } from "../../src/foundry/table/battlefield/scene-to-battlefield";
import type { BehaviorData, SceneData, ShapeData } from "../../src/foundry/table/battlefield/scene-data";
import { sampleGangs } from "../../src/sandbox/bracket-busters/sample-gangs";
import { arenaTable, deploy, DUCTWAYS, TERMINALS } from "../../src/sandbox/bracket-busters/arena";
import { englishLocalizer } from "../fixtures/english-localizer";
import { rulesText } from "../fixtures/rules-texts";
import { BB_PACKS } from "../../src/views/bracket-busters/packs";

// ---- The plain-JavaScript build scripts, typed as their JSDoc documents them. ----
/** The module's flags on a packed document, as far as these tests read them. */
interface ModuleFlags {
  sourceId?: string;
  resultId?: string;
  sampleProfile?: boolean;
  demoId?: string;
  bracketBusters?: {
    gang?: string;
    fighterKey?: string;
    marker?: string;
    at?: unknown;
    exit?: unknown;
    inches?: { facing: number };
  };
}
type Flags = { readonly [scope: string]: ModuleFlags | undefined };
interface ItemSource {
  _id: string;
  _key?: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  flags: Flags;
}
interface ActorSource {
  _id: string;
  _key?: string;
  name: string;
  type: string;
  system: { profile: object; injuries: unknown[]; groupActivation: object | null } & Record<string, unknown>;
  prototypeToken: { name: string; actorLink: boolean; disposition: number; width: number; height: number };
  items: ItemSource[];
  folder: string | null;
  flags: Flags;
  _stats: { compendiumSource?: string };
}
interface FolderSource {
  _id: string;
  name: string;
  type: string;
  description: string;
}
interface JournalSource {
  _id: string;
  name: string;
  pages: { _id: string; name: string; text: { content: string } }[];
}
interface TableDocument {
  _id: string;
  name: string;
  formula: string;
  results: { _id: string; name: string; range: [number, number]; flags: Flags }[];
  flags: Flags;
  _stats?: { compendiumSource?: string };
}
interface SceneSource {
  _id: string;
  name: string;
  width: number;
  height: number;
  padding: number;
  grid: { size: number; distance: number; units: string };
  walls: { _id: string; c: number[]; move: number; sight: number; door: number; ds: number; flags: Flags }[];
  regions: {
    _id: string;
    name: string;
    shapes: ShapeData[];
    behaviors: {
      _id: string;
      name: string;
      type: string;
      disabled: boolean;
      system: NonNullable<BehaviorData["system"]>;
    }[];
    flags: Flags;
  }[];
  tokens: {
    _id: string;
    name: string;
    actorId: string;
    actorLink: boolean;
    x: number;
    y: number;
    width: number;
    height: number;
    rotation: number;
    elevation: number;
    flags: Flags;
  }[];
}
interface AdventureSource {
  _id: string;
  name: string;
  description: string;
  scenes: SceneSource[];
  actors: ActorSource[];
  items: unknown[];
  folders: FolderSource[];
  journal: JournalSource[];
  tables: TableDocument[];
}
interface Samples {
  arena: RawBattlefield & { width: number; height: number };
  baseRadius: number;
  gangs: {
    id: string;
    nameKey: string;
    fighters: { key: string; name: string; profile: Record<string, number>; weapons: string[] }[];
  }[];
  weapons: { id: string; name: string; ranged: boolean; ammo: number | null; traits: string[] }[];
}
type Localize = (key: string) => string;
interface BracketBustersPacksModule {
  BB_TABLES_PACK: string;
  BB_NOTES_PACK: string;
  BB_GANGS_PACK: string;
  BB_TOURNEY_PACK: string;
  BB_ADVENTURE_NAME: string;
  FIGHTER_TYPE: string;
  WEAPON_PROFILE_TYPE: string;
  BB_SAMPLE_NOTE: string;
  splitTables(
    tables: readonly RollTableSource[],
    bb: readonly RollTableSource[],
  ): { fiveParsecs: RollTableSource[]; bracketBusters: RollTableSource[] };
  xpRewardRows(bb: unknown): { reward: string; xp: string }[];
  xpRewardsJournal(bb: unknown): JournalSource;
  rulesGangs(samples: Samples, localize: Localize, count: number): BB.Gang[];
  sampleGangDocuments(
    samples: Samples,
    r: unknown,
    localize: Localize,
  ): { gangs: BB.Gang[]; folders: FolderSource[]; actors: ActorSource[] };
  tourneyAdventure(samples: Samples, r: unknown, localize: Localize): AdventureSource;
  tourneyScene(samples: Samples, gangs: { actors: readonly unknown[] }, name: string): SceneSource;
}
interface Built {
  name: string;
  packDir: string;
}
interface BuildPacksModule {
  buildBracketBustersPacks(
    input: { tables: readonly RollTableSource[]; samples: Samples; rules: unknown; localize: Localize },
    dirs: { sourceDir: string; outDir: string },
  ): Promise<{ tables: Built; notes: Built; gangs: Built; tourney: Built }>;
}
const importFrom = async <T>(specifier: string): Promise<T> => (await import(specifier)) as T;
const lib = await importFrom<BracketBustersPacksModule>(
  new URL("../../scripts/lib/bracket-busters-packs.mjs", import.meta.url).href,
);
const { buildBracketBustersPacks } = await importFrom<BuildPacksModule>(
  new URL("../../scripts/lib/build-packs.mjs", import.meta.url).href,
);
const { extractPack } = await importFrom<{
  extractPack(src: string, dest: string, options: { yaml: boolean }): Promise<void>;
}>("@foundryvtt/foundryvtt-cli");

const ROOT = resolve(import.meta.dirname, "../..");
const RULES_TEXT = rulesText("bracket-busters-battle-sequence.md");
const MODULE_ID = "five-parsecs-battle";
const FOUNDRY_ID = /^[A-Za-z0-9]{16}$/;
const SAMPLE_SUFFIX = " (sample profile)";
const samples = JSON.parse(readFileSync(join(ROOT, "data/bracket-busters-samples.json"), "utf8")) as Samples;
const english = englishLocalizer();
const localize: Localize = (key) => english.localize(key);
const temporaryDirs: string[] = [];
const temporaryDir = (label: string): string => {
  const dir = mkdtempSync(join(tmpdir(), `fpb-bb-${label}-`));
  temporaryDirs.push(dir);
  return dir;
};

async function extracted<T>(packDir: string): Promise<T[]> {
  const dir = temporaryDir("extracted");
  await extractPack(packDir, dir, { yaml: true });
  return readdirSync(dir)
    .filter((file) => file.endsWith(".yml"))
    .sort()
    .map((file) => parse(readFileSync(join(dir, file), "utf8")) as T);
}

async function buildAll() {
  const root = temporaryDir("packs");
  const { bracketBusters } = lib.splitTables(TABLES, BB.INJURY_TABLE_LIST);
  const built = await buildBracketBustersPacks(
    { tables: bracketBusters, samples, rules, localize },
    { sourceDir: join(root, "sources"), outDir: join(root, "packs") },
  );
  // Extracted files come sorted by name: put the roster back in its order (the documents' `sort`).
  const documents = (
    await extracted<(ActorSource | FolderSource) & { _key?: string; sort: number }>(built.gangs.packDir)
  ).sort((a, b) => a.sort - b.sort);
  return {
    built,
    tables: await extracted<TableDocument>(built.tables.packDir),
    journals: await extracted<JournalSource>(built.notes.packDir),
    actors: documents.filter((document) => document._key?.startsWith("!actors!")) as ActorSource[],
    folders: documents.filter((document) => document._key?.startsWith("!folders!")) as FolderSource[],
    adventures: await extracted<AdventureSource>(built.tourney.packDir),
  };
}

let first: Awaited<ReturnType<typeof buildAll>>;
let second: Awaited<ReturnType<typeof buildAll>>;

beforeAll(async () => {
  first = await buildAll();
  second = await buildAll();
});

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

/** The keys a data model stores for a limits section, less the document's own `name`. */
const storedKeys = (section: Record<string, unknown>): string[] =>
  Object.keys(section)
    .filter((key) => key !== "name")
    .sort();

describe("Bracket Busters tables: a RollTable pack of their own", () => {
  it("takes Bracket Busters' four injury tables out of TABLES and leaves Five Parsecs' in battle-tables", () => {
    const { fiveParsecs, bracketBusters } = lib.splitTables(TABLES, BB.INJURY_TABLE_LIST);
    expect(bracketBusters.map((table) => table.id)).toEqual(BB.INJURY_TABLE_LIST.map((table) => table.id));
    expect(fiveParsecs).toHaveLength(TABLES.length - 4);
    expect(fiveParsecs.some((table) => table.id.startsWith("bracketBusters"))).toBe(false);
    expect(() => lib.splitTables(fiveParsecs, BB.INJURY_TABLE_LIST)).toThrow(/lacks the Bracket Busters table/);
  });

  it("packs Lasting, Permanent, Critical and Survivor Critical Injury with the rules' ranges", () => {
    expect(first.built.tables.name).toBe(lib.BB_TABLES_PACK);
    expect(first.tables.map((table) => table.name).sort()).toEqual([
      "Critical Injury",
      "Lasting Injury",
      "Permanent Injury",
      "Survivor Critical Injury",
    ]);
    for (const source of BB.INJURY_TABLE_LIST) {
      const table = first.tables.find((document) => document.flags[MODULE_ID]?.sourceId === source.id)!;
      expect(table.formula).toBe(source.formula);
      expect(table.results.map((result) => [result.flags[MODULE_ID]?.resultId, result.name, result.range])).toEqual(
        source.results.map((result) => [result.id, result.name, [result.range[0], result.range[1]]]),
      );
    }
    // The Survivor table's totals run below zero (D6 - Wounds); fvtt-cli keeps them.
    const survivor = first.tables.find(
      (table) => table.flags[MODULE_ID]?.sourceId === BB.SURVIVOR_CRITICAL_INJURY_TABLE.id,
    )!;
    expect(survivor.results[0]!.range).toEqual([BB.SURVIVOR_LOWEST_TOTAL, 0]);
  });
});

describe("Bracket Busters XP rewards: a journal, as the text prints a list", () => {
  it.skipIf(!RULES_TEXT.present)(
    'prints every line of "Standard Battle Sequence XP Rewards" with the rules\' values, and no other',
    () => {
      const text = readFileSync(RULES_TEXT.path, "utf8");
      const section = text.slice(
        text.indexOf("Standard Battle Sequence XP Rewards"),
        text.indexOf("\nLasting Injury\n"),
      );
      const printed = [...section.matchAll(/•\s*(.+?):\s*(.+)$/gm)].map(([, reward, xp]) => ({
        reward: reward!.trim(),
        xp: xp!.trim(),
      }));
      expect(printed).toHaveLength(8);
      expect(lib.xpRewardRows(BB)).toEqual(printed);
    },
  );

  it("packs one JournalEntry whose table holds each row", () => {
    expect(first.journals).toHaveLength(1);
    const journal = first.journals[0]!;
    expect(journal.name).toBe("Bracket Busters: XP Rewards");
    const content = journal.pages[0]!.text.content;
    for (const { reward, xp } of lib.xpRewardRows(BB))
      expect(content).toContain(`<tr><td>${reward}</td><td>${xp}</td></tr>`);
  });
});

describe("Bracket Busters sample gangs: fighter Actors from the sandbox's data", () => {
  it("packs two gangs of 6-8 fighters, a folder each, every name saying it is a sample", () => {
    expect(first.folders.map((folder) => folder.name)).toEqual([
      "The Iron Jackals (sample gang)",
      "Ash Wardens (sample gang)",
    ]);
    expect(first.folders.every((folder) => folder.type === "Actor" && folder.description === lib.BB_SAMPLE_NOTE)).toBe(
      true,
    );
    for (const folder of first.folders) {
      const members = first.actors.filter((actor) => actor.folder === folder._id);
      expect(members.length).toBeGreaterThanOrEqual(6);
      expect(members.length).toBeLessThanOrEqual(8);
    }
    expect(first.actors).toHaveLength(13);
    for (const actor of first.actors) {
      expect(actor.name.endsWith(SAMPLE_SUFFIX)).toBe(true);
      expect(actor.flags[MODULE_ID]?.sampleProfile).toBe(true);
      for (const item of actor.items) expect(item.name.endsWith(SAMPLE_SUFFIX)).toBe(true);
    }
  });

  it("stores exactly the rules' Fighter and weapon fields, each within the limits table", () => {
    for (const actor of first.actors) {
      expect(actor.type).toBe(lib.FIGHTER_TYPE);
      expect(actor._id).toMatch(FOUNDRY_ID);
      expect(Object.keys(actor.system).sort()).toEqual(
        [...storedKeys(ALL_LIMITS.bracketBustersFighter), "groupActivation", "injuries"].sort(),
      );
      expect(Object.keys(actor.system.profile).sort()).toEqual(
        Object.keys(ALL_LIMITS.bracketBustersFighter.profile).sort(),
      );
      expect(actor.system.injuries).toEqual([]);
      expect(checkLimits("bracketBustersFighter", { ...actor.system, name: actor.name })).toEqual([]);
      if (actor.system.groupActivation !== null) {
        expect(Object.keys(actor.system.groupActivation).sort()).toEqual(
          Object.keys(ALL_LIMITS.bracketBustersGroupActivation).sort(),
        );
        expect(checkLimits("bracketBustersGroupActivation", actor.system.groupActivation)).toEqual([]);
      }
      expect(actor.items.length).toBeGreaterThan(0);
      for (const item of actor.items) {
        expect(item.type).toBe(lib.WEAPON_PROFILE_TYPE);
        expect(Object.keys(item.system).sort()).toEqual(storedKeys(ALL_LIMITS.bracketBustersWeapon));
        expect(checkLimits("bracketBustersWeapon", { ...item.system, name: item.name })).toEqual([]);
      }
      expect(actor.prototypeToken).toMatchObject({
        name: actor.name.slice(0, -SAMPLE_SUFFIX.length),
        actorLink: true,
        width: 1,
        height: 1,
      });
    }
    // Each gang is led by a fighter with the Group Activation skill (ruling 14).
    expect(first.actors.filter((actor) => actor.system.groupActivation !== null)).toHaveLength(2);
  });

  it("reads back through the module's fighter mapping as the sandbox's own sample gangs", () => {
    const sandbox = sampleGangs(2, english);
    for (const gang of sandbox) {
      const actors = first.actors.filter((actor) => actor.flags[MODULE_ID]?.bracketBusters?.gang === gang.id);
      expect(actors).toHaveLength(gang.fighters.length);
      actors.forEach((actor, i) => {
        const snapshot = {
          id: actor._id,
          name: actor.name,
          type: actor.type,
          system: actor.system,
          items: actor.items.map((item) => ({ id: item._id, name: item.name, type: item.type, system: item.system })),
        };
        const mapped = fighterFromSnapshot(snapshot, gang.id, english);
        const expected = gang.fighters[i]!;
        expect({
          ...mapped,
          id: expected.id,
          name: mapped.name.slice(0, -SAMPLE_SUFFIX.length),
          weapons: mapped.weapons.map((w) => ({ ...w, id: "", name: w.name.slice(0, -SAMPLE_SUFFIX.length) })),
        }).toEqual({
          ...expected,
          weapons: expected.weapons.map((w) => ({ ...w, id: "" })),
        });
      });
      expect(BB.gangProblem(gang, "gang")).toBeNull();
    }
    expect(lib.rulesGangs(samples, localize, 2)).toEqual(sandbox);
  });

  it("refuses a sample outside the limits before anything is written", () => {
    const bad = structuredClone(samples);
    bad.gangs[0]!.fighters[1]!.profile["weaponSkill"] = 7;
    expect(() => lib.sampleGangDocuments(bad, rules, localize)).toThrow(/weaponSkill/);
    const badWeapon = structuredClone(samples);
    badWeapon.weapons.find((weapon) => weapon.id === "lasgun")!.ammo = 9;
    expect(() => lib.sampleGangDocuments(badWeapon, rules, localize)).toThrow(/ammo/);
    const tooFew = structuredClone(samples);
    tooFew.gangs[1]!.fighters = tooFew.gangs[1]!.fighters.slice(0, 5);
    expect(() => lib.sampleGangDocuments(tooFew, rules, localize)).toThrow(/5 fighters, not 6-8/);
  });
});

/** Foundry's reader's view of the adventure's scene (padding 0). */
function sceneDataOf(scene: SceneSource): SceneData {
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
    tokens: [],
  };
}

function comparable(battlefield: Battlefield) {
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  const p = ({ x, y }: { x: number; y: number }) => ({ x: r(x), y: r(y) });
  return {
    size: [battlefield.width, battlefield.height],
    walls: battlefield.walls
      .map((w) => ({ id: w.id, a: p(w.a), b: p(w.b), kind: w.kind, door: w.door }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    features: battlefield.features
      .map((f) => ({ name: f.name, kind: f.kind, polygon: f.polygon.map(p) }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
  };
}

describe('Bracket Busters "Tourney Arena" Adventure', () => {
  it("holds one scene whose every token is one of its fighters, linked", () => {
    expect(first.adventures).toHaveLength(1);
    const adventure = first.adventures[0]!;
    expect(adventure.name).toBe("Tourney Arena");
    expect(adventure.description).toContain("sample profile");
    expect(adventure.scenes).toHaveLength(1);
    const scene = adventure.scenes[0]!;
    expect(scene.tokens).toHaveLength(13);
    expect(adventure.actors).toHaveLength(13);
    const actorIds = new Set(adventure.actors.map((actor) => actor._id));
    for (const token of scene.tokens) {
      expect(token.actorLink).toBe(true);
      expect(actorIds.has(token.actorId)).toBe(true);
      expect(token.name).toBe(adventure.actors.find((actor) => actor._id === token.actorId)!.prototypeToken.name);
    }
    expect(new Set(scene.tokens.map((token) => token.actorId)).size).toBe(13);
    // World copies of the pack's fighters, with ids of their own, naming their originals.
    for (const actor of adventure.actors) {
      expect(first.actors.some((original) => original._id === actor._id)).toBe(false);
      const original = first.actors.find(
        (candidate) =>
          actor._stats.compendiumSource === `Compendium.${MODULE_ID}.${lib.BB_GANGS_PACK}.Actor.${candidate._id}`,
      );
      expect(original?.system).toEqual(actor.system);
      expect(adventure.folders.some((folder) => folder._id === actor.folder)).toBe(true);
    }
    expect(adventure.tables.map((table) => table.name)).toEqual(BB.INJURY_TABLE_LIST.map((table) => table.name));
    expect(adventure.journal.map((journal) => journal.name)).toEqual([
      "About the Tourney Arena",
      "Bracket Busters: XP Rewards",
    ]);
  });

  it("deploys each fighter where the sandbox deploys it", () => {
    const scene = first.adventures[0]!.scenes[0]!;
    const positions = deploy(sampleGangs(2, english));
    for (const gang of sampleGangs(2, english))
      for (const [i, fighter] of gang.fighters.entries()) {
        const key = samples.gangs.find((candidate) => candidate.id === gang.id)!.fighters[i]!.key;
        const token = scene.tokens.find(
          (candidate) =>
            candidate.flags[MODULE_ID]?.bracketBusters?.fighterKey === key &&
            candidate.flags[MODULE_ID]?.bracketBusters?.gang === gang.id,
        )!;
        const at = positions[fighter.id]!;
        expect(token.x / 100 + token.width / 2).toBeCloseTo(at.x, 6);
        expect(token.y / 100 + token.height / 2).toBeCloseTo(at.y, 6);
        expect(token.width).toBe(at.radius * 2);
        expect(token.flags[MODULE_ID]?.bracketBusters?.inches?.facing).toBe(at.facing);
      }
  });

  it("deploys as the sandbox does with every gang the fixture has, none on the terminal or a ductway end", () => {
    // Issue 36: the pack carries two gangs, but its scene is built by the same rule as the sandbox's four, where the
    // south edge's fourth fighter stood on the terminal. Built here with all of them, as a four-gang pack would be.
    const gangs = sampleGangs(samples.gangs.length, english);
    const actors = gangs.flatMap((gang) =>
      samples.gangs
        .find((candidate) => candidate.id === gang.id)!
        .fighters.slice(0, gang.fighters.length)
        .map((fighter) => ({
          _id: `${gang.id}-${fighter.key}`,
          flags: { [MODULE_ID]: { bracketBusters: { gang: gang.id, fighterKey: fighter.key } } },
          prototypeToken: { name: fighter.name, texture: { src: "" }, disposition: 0 },
        })),
    );
    const scene = lib.tourneyScene(samples, { actors }, "Four gangs");
    const positions = deploy(gangs);
    const markers = [...TERMINALS.map((t) => t.at), ...DUCTWAYS.flatMap((d) => d.ends)];
    expect(scene.tokens).toHaveLength(actors.length);
    for (const gang of gangs)
      for (const [i, fighter] of gang.fighters.entries()) {
        const key = samples.gangs.find((candidate) => candidate.id === gang.id)!.fighters[i]!.key;
        const token = scene.tokens.find(
          (candidate) =>
            candidate.flags[MODULE_ID]?.bracketBusters?.fighterKey === key &&
            candidate.flags[MODULE_ID]?.bracketBusters?.gang === gang.id,
        )!;
        const centre = { x: token.x / 100 + token.width / 2, y: token.y / 100 + token.height / 2 };
        expect(centre.x, `${gang.id} ${key}`).toBeCloseTo(positions[fighter.id]!.x, 6);
        expect(centre.y, `${gang.id} ${key}`).toBeCloseTo(positions[fighter.id]!.y, 6);
        for (const m of markers)
          expect(Math.hypot(centre.x - m.x, centre.y - m.y), `${gang.id} ${key}`).toBeGreaterThanOrEqual(
            samples.baseRadius + 0.45,
          );
      }
  });

  it("reads back as the sandbox's arena: walls, the gate, crates and barricades", () => {
    const read = battlefieldOfScene(sceneDataOf(first.adventures[0]!.scenes[0]!), 1);
    expect(read.warnings).toEqual([]);
    expect(comparable(read.battlefield!)).toEqual(comparable(arenaTable()));
    expect(comparable(read.battlefield!)).toEqual(comparable(buildBattlefield(samples.arena).battlefield));
  });

  it("marks the ductway's two ends and the terminal as Regions that are not terrain", () => {
    const regions = first.adventures[0]!.scenes[0]!.regions;
    const ends = regions.filter((region) => region.flags[MODULE_ID]?.bracketBusters?.marker === "ductway");
    expect(ends).toHaveLength(2);
    const [ductway] = DUCTWAYS;
    ends.forEach((region, i) => {
      const marker = region.flags[MODULE_ID]!.bracketBusters!;
      expect(region.behaviors).toEqual([]);
      expect(marker.at).toEqual(ductway!.ends[i]);
      expect(marker.exit).toEqual(ductway!.ends[1 - i]);
      expect(region.shapes[0]).toMatchObject({
        type: "circle",
        x: ductway!.ends[i]!.x * 100,
        y: ductway!.ends[i]!.y * 100,
        radius: 100,
      });
    });
    const terminals = regions.filter((region) => region.flags[MODULE_ID]?.bracketBusters?.marker === "terminal");
    expect(terminals.map((region) => region.flags[MODULE_ID]!.bracketBusters!.at)).toEqual(
      TERMINALS.map((terminal) => terminal.at),
    );
  });

  it("is rebuilt with the same ids", () => {
    const ids = (built: typeof first) => ({
      tables: built.tables.map((table) => table._id).sort(),
      actors: built.actors.map((actor) => [actor._id, actor.items.map((item) => item._id)]).sort(),
      adventure: built.adventures.map((adventure) => [
        adventure._id,
        adventure.scenes[0]!.tokens.map((token) => token._id),
        adventure.actors.map((actor) => actor._id),
      ]),
    });
    expect(ids(second)).toEqual(ids(first));
  });

  it("the module's code names the same packs and Adventure as the build (the in-world self-test imports them)", () => {
    expect(BB_PACKS).toEqual({
      tables: `five-parsecs-battle.${lib.BB_TABLES_PACK}`,
      notes: `five-parsecs-battle.${lib.BB_NOTES_PACK}`,
      gangs: `five-parsecs-battle.${lib.BB_GANGS_PACK}`,
      tourney: `five-parsecs-battle.${lib.BB_TOURNEY_PACK}`,
      tourneyAdventure: lib.BB_ADVENTURE_NAME,
    });
  });

  it.skipIf(!existsSync(join(ROOT, "dist/packs", "bracket-busters-tourney")))(
    "the built module ships the same four packs (npm run build)",
    async () => {
      const manifest = JSON.parse(readFileSync(join(ROOT, "module.json"), "utf8")) as {
        packs: { name: string; type: string }[];
        packFolders: { name: string; packs: string[] }[];
      };
      const declared = Object.fromEntries(manifest.packs.map((pack) => [pack.name, pack.type]));
      expect(declared).toMatchObject({
        [lib.BB_TABLES_PACK]: "RollTable",
        [lib.BB_NOTES_PACK]: "JournalEntry",
        [lib.BB_GANGS_PACK]: "Actor",
        [lib.BB_TOURNEY_PACK]: "Adventure",
      });
      expect(manifest.packFolders.find((folder) => folder.name === "Bracket Busters")?.packs).toEqual([
        lib.BB_TABLES_PACK,
        lib.BB_NOTES_PACK,
        lib.BB_GANGS_PACK,
        lib.BB_TOURNEY_PACK,
      ]);
      const shipped = await extracted<AdventureSource>(join(ROOT, "dist/packs", lib.BB_TOURNEY_PACK));
      expect(shipped.map((adventure) => adventure._id)).toEqual(first.adventures.map((adventure) => adventure._id));
      const battleTables = await extracted<TableDocument>(join(ROOT, "dist/packs/battle-tables"));
      expect(battleTables.some((table) => String(table.flags[MODULE_ID]?.sourceId).startsWith("bracketBusters"))).toBe(
        false,
      );
    },
  );
});
