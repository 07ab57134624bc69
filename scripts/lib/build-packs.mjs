// Writes the compendium pack sources (YAML, one file per document) and compiles them with the Foundry VTT CLI into the
// LevelDB packs Foundry loads.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { stringify } from "yaml";
import { rollTableDocument } from "./roll-table-documents.mjs";

/** The RollTable pack declared in module.json ("packs/battle-tables"). */
export const BATTLE_TABLES_PACK = "battle-tables";

/**
 * @typedef {import("../../src/rules/tables/roll-table").RollTableSource} RollTableSource
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
export async function buildPacks(tables, { sourceDir, outDir }) {
  if (!Array.isArray(tables) || tables.length === 0) throw new Error("buildPacks: no tables to build");
  const packSourceDir = resolve(sourceDir, BATTLE_TABLES_PACK);
  const packDir = resolve(outDir, BATTLE_TABLES_PACK);

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
  try {
    await compilePack(packSourceDir, packDir, { yaml: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const hint = /lock/i.test(reason) ? " (is Foundry running with this module's compendium open? Close the world first)" : "";
    throw new Error(`Could not compile ${packSourceDir} into ${packDir}: ${reason}${hint}`, { cause: error });
  }
  return { name: BATTLE_TABLES_PACK, sourceDir: packSourceDir, packDir, documents };
}

/**
 * Extracts one LevelDB pack into YAML files (one per primary document, embedded results inline), replacing `destDir`.
 * @param {string} packDir   A compiled pack, e.g. dist/packs/battle-tables.
 * @param {string} destDir   Where to write the YAML.
 * @returns {Promise<string[]>} The YAML files written, sorted.
 */
export async function extractOnePack(packDir, destDir) {
  await extractPack(resolve(packDir), resolve(destDir), { yaml: true, clean: true });
  return readdirSync(destDir).filter((file) => file.endsWith(".yml")).sort().map((file) => join(destDir, file));
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
