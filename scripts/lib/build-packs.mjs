// Writes the compendium pack sources (YAML, one file per document) and compiles them with the Foundry VTT CLI into the
// LevelDB packs Foundry loads: the table pack generated from the rules' tables (buildPacks), the demo scene
// (buildScenePack), the ready-made figures and armoury (buildFigurePacks), the demo adventure (buildAdventurePack),
// and the hand-written packs kept as YAML under packs/<pack>/ (buildSourcePacks).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { parse, stringify } from "yaml";
import { rollTableDocument } from "./roll-table-documents.mjs";
import { DEMO_SCENES_PACK, demoSceneDocument } from "./scene-documents.mjs";
import { ARMOURY_PACK, FIGURES_PACK, readyFigures } from "./ready-figures.mjs";
import { DEMO_BATTLE_PACK, demoAdventure } from "./demo-adventure.mjs";
import {
  BB_GANGS_PACK,
  BB_NOTES_PACK,
  BB_TABLES_PACK,
  BB_TOURNEY_PACK,
  sampleGangDocuments,
  tourneyAdventure,
  xpRewardsJournal,
} from "./bracket-busters-packs.mjs";

/** The RollTable pack declared in module.json ("packs/battle-tables"). */
export const BATTLE_TABLES_PACK = "battle-tables";

/**
 * @typedef {import("../../src/rules/core/tables/roll-table").RollTableSource} RollTableSource
 * @typedef {object} BuiltPack
 * @property {string} name        The pack's name, as in module.json.
 * @property {string} sourceDir   Where its YAML sources were written.
 * @property {string} packDir     The compiled LevelDB directory.
 * @property {{ file: string, id: string, name: string, results: number }[]} documents
 */

/**
 * YAML that js-yaml (which fvtt-cli reads with) parses back to the same values: the YAML 1.1 rules quote every string
 * a 1.1 parser could read as something else ("0b101", "yes", "12:30"); long texts stay on one line.
 * @param {unknown} value
 */
const toYaml = (value) => stringify(value, { version: "1.1", lineWidth: 0 });

/**
 * Writes one YAML source file per table into `<sourceDir>/battle-tables/` (replacing what was there) and compiles them
 * into the LevelDB pack `<outDir>/battle-tables`.
 * @param {readonly RollTableSource[]} tables
 * @param {{ sourceDir: string, outDir: string }} dirs
 * @returns {Promise<BuiltPack>}
 */
export async function buildPacks(tables, dirs) {
  return buildTablePack(BATTLE_TABLES_PACK, tables, dirs);
}

/**
 * Writes one YAML source per table into `<sourceDir>/<name>/` (replacing what was there) and compiles them into the
 * LevelDB RollTable pack `<outDir>/<name>`.
 * @param {string} name
 * @param {readonly RollTableSource[]} tables
 * @param {{ sourceDir: string, outDir: string }} dirs
 * @returns {Promise<BuiltPack>}
 */
async function buildTablePack(name, tables, { sourceDir, outDir }) {
  if (!Array.isArray(tables) || tables.length === 0) throw new Error(`buildPacks: no tables to build into "${name}"`);
  const packSourceDir = resolve(sourceDir, name);
  const packDir = resolve(outDir, name);

  rmSync(packSourceDir, { recursive: true, force: true });
  mkdirSync(packSourceDir, { recursive: true });
  const documents = [];
  const files = new Set();
  for (const table of tables) {
    const document = rollTableDocument(table);
    const file = join(packSourceDir, `${table.id}.yml`);
    if (files.has(file)) throw new Error(`buildPacks: two tables have the id "${table.id}"`);
    files.add(file);
    writeFileSync(file, toYaml(document), "utf8");
    documents.push({ file, id: document._id, name: document.name, results: document.results.length });
  }

  mkdirSync(outDir, { recursive: true });
  await compileYamlPack(packSourceDir, packDir);
  return { name, sourceDir: packSourceDir, packDir, documents };
}

/**
 * Writes the demo Scene (from the plain battlefield fixture, data/demo-battlefield.json) as a YAML source into
 * `<sourceDir>/demo-scenes/` (replacing what was there) and compiles it into the LevelDB pack `<outDir>/demo-scenes`.
 * @param {import("./scene-documents.mjs").RawBattlefield} battlefield
 * @param {{ sourceDir: string, outDir: string }} dirs
 */
export async function buildScenePack(battlefield, { sourceDir, outDir }) {
  const packSourceDir = resolve(sourceDir, DEMO_SCENES_PACK);
  const packDir = resolve(outDir, DEMO_SCENES_PACK);
  rmSync(packSourceDir, { recursive: true, force: true });
  mkdirSync(packSourceDir, { recursive: true });
  const document = demoSceneDocument(battlefield);
  const file = join(packSourceDir, "demo-battlefield.yml");
  writeFileSync(file, toYaml(document), "utf8");
  mkdirSync(outDir, { recursive: true });
  await compileYamlPack(packSourceDir, packDir);
  return {
    name: DEMO_SCENES_PACK,
    sourceDir: packSourceDir,
    packDir,
    document: {
      file,
      id: document._id,
      name: document.name,
      walls: document.walls.length,
      regions: document.regions.length,
      tokens: document.tokens.length,
    },
  };
}

/**
 * fvtt-cli's embedded collections per collection (as its compiler walks them): each embedded document needs a `_key`
 * naming its parents. An Adventure has none: it is stored whole, its contents inline.
 * @type {Record<string, string[]>}
 */
const EMBEDDED_COLLECTIONS = {
  actors: ["items", "effects"],
  items: ["effects"],
  folders: [],
  adventures: [],
  journal: ["pages"],
};

/**
 * A copy of a document source with the `_key`s fvtt-cli needs: `!<collection>!<id>` on it and
 * `!<collection>.<field>!<parentId>.<id>` on each embedded document (an actor's items).
 * @param {any} document @param {string} collection e.g. "actors"
 * @returns {any}
 */
export function withPackKeys(document, collection) {
  const embedded = EMBEDDED_COLLECTIONS[collection];
  if (!embedded) throw new Error(`withPackKeys: no key rule for the collection "${collection}"`);
  const keyed = { ...document, _key: `!${collection}!${document._id}` };
  for (const field of embedded) {
    if (!Array.isArray(document[field])) continue;
    keyed[field] = document[field].map((/** @type {any} */ child) => ({
      ...child,
      _key: `!${collection}.${field}!${document._id}.${child._id}`,
    }));
  }
  return keyed;
}

/**
 * @typedef {object} GeneratedPack
 * @property {string} name        The pack's name, as in module.json.
 * @property {string} sourceDir   Where its YAML sources were written.
 * @property {string} packDir     The compiled LevelDB directory.
 * @property {{ file: string, id: string, name: string, collection: string }[]} documents
 */

/**
 * Writes generated document sources as YAML into `<sourceDir>/<name>/` (replacing what was there), one file per
 * primary document with fvtt-cli's keys added, and compiles them into `<outDir>/<name>`.
 * @param {string} name
 * @param {{ collection: string, document: any }[]} entries
 * @param {{ sourceDir: string, outDir: string }} dirs
 * @returns {Promise<GeneratedPack>}
 */
async function buildGeneratedPack(name, entries, { sourceDir, outDir }) {
  const packSourceDir = resolve(sourceDir, name);
  const packDir = resolve(outDir, name);
  rmSync(packSourceDir, { recursive: true, force: true });
  mkdirSync(packSourceDir, { recursive: true });
  const documents = entries.map(({ collection, document }) => {
    const slug = String(document.name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const file = join(packSourceDir, `${collection}-${slug}-${document._id}.yml`);
    writeFileSync(file, toYaml(withPackKeys(document, collection)), "utf8");
    return { file, id: String(document._id), name: String(document.name), collection };
  });
  mkdirSync(outDir, { recursive: true });
  await compileYamlPack(packSourceDir, packDir);
  return { name, sourceDir: packSourceDir, packDir, documents };
}

/**
 * The ready-made figures (scripts/lib/ready-figures.mjs) as two packs: the crew and enemies with their carried items
 * in `figures` (Actor), every weapon and piece of gear in `armoury` (Item), each with its folders.
 * @param {{ sourceDir: string, outDir: string }} dirs
 * @returns {Promise<{ figures: GeneratedPack, armoury: GeneratedPack }>}
 */
export async function buildFigurePacks(dirs) {
  const { actors, items, folders } = readyFigures();
  /** @param {string} type */
  const foldersOf = (type) =>
    folders.filter((folder) => folder.type === type).map((document) => ({ collection: "folders", document }));
  const figures = await buildGeneratedPack(
    FIGURES_PACK,
    [...foldersOf("Actor"), ...actors.map((document) => ({ collection: "actors", document }))],
    dirs,
  );
  const armoury = await buildGeneratedPack(
    ARMOURY_PACK,
    [...foldersOf("Item"), ...items.map((document) => ({ collection: "items", document }))],
    dirs,
  );
  return { figures, armoury };
}

/**
 * The "Demo Battle" Adventure (scripts/lib/demo-adventure.mjs) from the demo battlefield, in the pack `demo-battle`.
 * @param {import("./scene-documents.mjs").RawBattlefield} battlefield
 * @param {{ sourceDir: string, outDir: string }} dirs
 */
export async function buildAdventurePack(battlefield, dirs) {
  const adventure = demoAdventure(battlefield);
  const pack = await buildGeneratedPack(DEMO_BATTLE_PACK, [{ collection: "adventures", document: adventure }], dirs);
  const tokens = adventure.scenes.reduce((sum, scene) => sum + scene.tokens.length, 0);
  return {
    ...pack,
    adventure: {
      name: adventure.name,
      scenes: adventure.scenes.length,
      actors: adventure.actors.length,
      items: adventure.items.length,
      tokens,
    },
  };
}

/**
 * Bracket Busters' packs (scripts/lib/bracket-busters-packs.mjs): its injury tables (RollTable), the XP Rewards journal
 * (JournalEntry), the two sample gangs (Actor, a folder per gang) and the "Tourney Arena" Adventure. Every fighter is
 * checked with the rules' `checkLimits` and `BracketBusters.gangProblem` before anything is written.
 * @param {{ tables: readonly RollTableSource[], samples: import("./bracket-busters-packs.mjs").BracketBustersSamples, rules: import("./bracket-busters-packs.mjs").Rules, localize: import("./bracket-busters-packs.mjs").Localize }} input
 *   `tables`: Bracket Busters' share of TABLES (splitTables); `samples`: data/bracket-busters-samples.json;
 *   `rules`: dist/rules.mjs; `localize`: English strings of lang/en.json by key.
 * @param {{ sourceDir: string, outDir: string }} dirs
 */
export async function buildBracketBustersPacks({ tables, samples, rules, localize }, dirs) {
  const gangs = sampleGangDocuments(samples, rules, localize);
  const adventure = tourneyAdventure(samples, rules, localize);
  const tablePack = await buildTablePack(BB_TABLES_PACK, tables, dirs);
  const notes = await buildGeneratedPack(
    BB_NOTES_PACK,
    [{ collection: "journal", document: xpRewardsJournal(rules.BracketBusters) }],
    dirs,
  );
  const gangPack = await buildGeneratedPack(
    BB_GANGS_PACK,
    [
      ...gangs.folders.map((document) => ({ collection: "folders", document })),
      ...gangs.actors.map((document) => ({ collection: "actors", document })),
    ],
    dirs,
  );
  const tourney = await buildGeneratedPack(BB_TOURNEY_PACK, [{ collection: "adventures", document: adventure }], dirs);
  const scene = /** @type {any} */ (adventure.scenes[0]);
  return {
    tables: tablePack,
    notes,
    gangs: { ...gangPack, gangs: gangs.gangs.map((gang) => ({ name: gang.name, fighters: gang.fighters.length })) },
    tourney: {
      ...tourney,
      adventure: {
        name: adventure.name,
        walls: scene.walls.length,
        regions: scene.regions.length,
        tokens: scene.tokens.length,
        actors: adventure.actors.length,
        tables: adventure.tables.length,
      },
    },
  };
}

/**
 * Compiles one folder of YAML sources into a LevelDB pack, explaining the usual failure (a pack Foundry has open).
 * @param {string} packSourceDir
 * @param {string} packDir
 */
async function compileYamlPack(packSourceDir, packDir) {
  try {
    await compilePack(packSourceDir, packDir, { yaml: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const hint = /lock/i.test(reason)
      ? " (is Foundry running with this module's compendium open? Close the world first)"
      : "";
    throw new Error(`Could not compile ${packSourceDir} into ${packDir}: ${reason}${hint}`, { cause: error });
  }
}

/**
 * @typedef {object} SourceDocument  One primary document read from a hand-written YAML source.
 * @property {string} file        The YAML file.
 * @property {string} id          Its `_id`.
 * @property {string} name        Its `name` ("" when it has none).
 * @property {string} type        The Foundry document type its `_key` names, e.g. "JournalEntry".
 * @property {number} embedded    How many embedded documents (journal pages, table results, ...) it holds.
 *
 * @typedef {object} BuiltSourcePack
 * @property {string} name        The pack's name: its folder's name, as in module.json.
 * @property {string} sourceDir   The folder of hand-written YAML it was compiled from.
 * @property {string} packDir     The compiled LevelDB directory.
 * @property {SourceDocument[]} documents  Sorted by file.
 */

/** Packs generated by the build, never hand-written. */
const GENERATED_PACKS = [
  BATTLE_TABLES_PACK,
  DEMO_SCENES_PACK,
  FIGURES_PACK,
  ARMOURY_PACK,
  DEMO_BATTLE_PACK,
  BB_TABLES_PACK,
  BB_NOTES_PACK,
  BB_GANGS_PACK,
  BB_TOURNEY_PACK,
];

/** The fvtt-cli collection names of the primary document types a module pack can hold. */
const COLLECTION_TYPES = {
  actors: "Actor",
  adventures: "Adventure",
  cards: "Cards",
  items: "Item",
  journal: "JournalEntry",
  macros: "Macro",
  playlists: "Playlist",
  scenes: "Scene",
  tables: "RollTable",
};

/** @param {string} dir */
const yamlFilesIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();

/**
 * Checks the `_key`s fvtt-cli needs: a source without one is skipped silently by compilePack, and an embedded document
 * without one breaks the pack. `!<collection>!<id>` on the document, `!<collection>.<field>!<parentIds>.<id>` on every
 * document embedded in it (journal pages, table results, ...), at any depth.
 * @param {any} document
 * @param {string} file
 * @returns {{ type: string, embedded: number }}
 */
function checkKeys(document, file) {
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    throw new Error(`${file}: not a document (expected a YAML mapping)`);
  }
  const key = document._key;
  const match = typeof key === "string" ? /^!([a-z]+)!([A-Za-z0-9]{16})$/.exec(key) : null;
  if (!match) throw new Error(`${file}: _key ${JSON.stringify(key)} is not "!<collection>!<16-character id>"`);
  const [, collection, id] = /** @type {[string, string, string]} */ (match);
  const type = COLLECTION_TYPES[/** @type {keyof typeof COLLECTION_TYPES} */ (collection)];
  if (!type)
    throw new Error(`${file}: _key ${key} names no pack collection (${Object.keys(COLLECTION_TYPES).join(", ")})`);
  if (document._id !== id)
    throw new Error(`${file}: _key ${key} does not end with the _id ${JSON.stringify(document._id)}`);

  let embedded = 0;
  /** @param {any} parent @param {string} parentCollection @param {string} parentIds */
  const checkEmbedded = (parent, parentCollection, parentIds) => {
    for (const [field, value] of Object.entries(parent)) {
      if (!Array.isArray(value)) continue;
      for (const child of value) {
        if (typeof child !== "object" || child === null || !("_id" in child)) continue;
        const childCollection = `${parentCollection}.${field}`;
        const expected = `!${childCollection}!${parentIds}.${child._id}`;
        if (!/^[A-Za-z0-9]{16}$/.test(String(child._id))) {
          throw new Error(`${file}: ${field} entry ${JSON.stringify(child._id)} needs a 16-character alphanumeric _id`);
        }
        if (child._key !== expected) {
          throw new Error(
            `${file}: ${field} entry ${child._id} has _key ${JSON.stringify(child._key)}, expected "${expected}"`,
          );
        }
        embedded += 1;
        checkEmbedded(child, childCollection, `${parentIds}.${child._id}`);
      }
    }
  };
  checkEmbedded(document, collection, id);
  return { type, embedded };
}

/**
 * Compiles every hand-written pack: each folder directly under `packsSourceDir` that holds .yml files becomes the
 * LevelDB pack `<outDir>/<folder name>`. Folders without YAML (and files such as README.md) are ignored. The generated
 * packs' names (GENERATED_PACKS) are refused, as their one source is src/rules/tables/ or scripts/lib/.
 * @param {string} packsSourceDir  e.g. packs/
 * @param {string} outDir          e.g. dist/packs
 * @returns {Promise<BuiltSourcePack[]>} One entry per pack compiled, sorted by name; empty when there is none.
 */
export async function buildSourcePacks(packsSourceDir, outDir) {
  const root = resolve(packsSourceDir);
  if (!existsSync(root)) throw new Error(`buildSourcePacks: ${root} does not exist`);
  const folders = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && yamlFilesIn(join(root, entry.name)).length > 0)
    .map((entry) => entry.name)
    .sort();

  const built = [];
  for (const name of folders) {
    if (GENERATED_PACKS.includes(name)) {
      throw new Error(
        `buildSourcePacks: ${join(root, name)} would replace the generated "${name}" pack; its source is src/rules/tables/ or scripts/lib/`,
      );
    }
    const sourceDir = join(root, name);
    const ids = new Map();
    const documents = yamlFilesIn(sourceDir).map((fileName) => {
      const file = join(sourceDir, fileName);
      /** @type {any} */
      let document;
      try {
        // YAML 1.1, as js-yaml (which fvtt-cli compiles with) reads it.
        document = parse(readFileSync(file, "utf8"), { version: "1.1" });
      } catch (error) {
        throw new Error(`${file}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
      const { type, embedded } = checkKeys(document, file);
      if (ids.has(document._key))
        throw new Error(`${file}: _key ${document._key} is also used in ${ids.get(document._key)}`);
      ids.set(document._key, file);
      return {
        file,
        id: String(document._id),
        name: typeof document.name === "string" ? document.name : "",
        type,
        embedded,
      };
    });
    const packDir = resolve(outDir, name);
    mkdirSync(outDir, { recursive: true });
    await compileYamlPack(sourceDir, packDir);
    built.push({ name, sourceDir, packDir, documents });
  }
  return built;
}

/**
 * Extracts one LevelDB pack into YAML files (one per primary document, embedded results inline), replacing `destDir`.
 * @param {string} packDir   A compiled pack, e.g. dist/packs/battle-tables.
 * @param {string} destDir   Where to write the YAML.
 * @returns {Promise<string[]>} The YAML files written, sorted.
 */
export async function extractOnePack(packDir, destDir) {
  await extractPack(resolve(packDir), resolve(destDir), { yaml: true, clean: true });
  return readdirSync(destDir)
    .filter((file) => file.endsWith(".yml"))
    .sort()
    .map((file) => join(destDir, file));
}

/**
 * Extracts every pack under `packsDir` (each subdirectory is one LevelDB pack) into `<destDir>/<pack>/` as YAML.
 * @param {string} packsDir  e.g. dist/packs
 * @param {string} destDir   e.g. build/extracted-packs
 * @returns {Promise<{ name: string, dir: string, files: string[] }[]>}
 */
export async function extractPacks(packsDir, destDir) {
  const packs = readdirSync(packsDir)
    .filter((name) => statSync(join(packsDir, name)).isDirectory())
    .sort();
  if (packs.length === 0) throw new Error(`No packs in ${packsDir}`);
  const extracted = [];
  for (const name of packs) {
    const dir = resolve(destDir, name);
    extracted.push({ name, dir, files: await extractOnePack(join(packsDir, name), dir) });
  }
  return extracted;
}
