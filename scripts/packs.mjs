#!/usr/bin/env node
// Compendium packs: the rules' tables, the demo scene (from test/fixtures/demo-battlefield.json), the ready-made figures
// and armoury, the demo adventure, and the hand-written packs under packs/.
//   node scripts/packs.mjs build    dist/rules.mjs -> build/pack-sources/<pack>/*.yml -> dist/packs/<pack> (LevelDB)
//                                   and packs/<pack>/*.yml (hand-written) -> dist/packs/<pack> (LevelDB)
//   node scripts/packs.mjs extract  dist/packs/<pack> -> build/extracted-packs/<pack>/*.yml (to inspect or round-trip)
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildAdventurePack, buildFigurePacks, buildPacks, buildScenePack, buildSourcePacks, extractPacks } from "./lib/build-packs.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const RULES_BUNDLE = resolve(ROOT, "dist/rules.mjs");
const SOURCE_DIR = resolve(ROOT, "build/pack-sources");
/** Hand-written pack sources: one folder of YAML per pack. */
const HAND_WRITTEN_DIR = resolve(ROOT, "packs");
const PACKS_DIR = resolve(ROOT, "dist/packs");
/** The demo battlefield in inches: the one source of the demo scene and the geometry tests' fixture. */
const DEMO_BATTLEFIELD = resolve(ROOT, "test/fixtures/demo-battlefield.json");
const EXTRACT_DIR = resolve(ROOT, "build/extracted-packs");

/** @param {string} path */
const shown = (path) => relative(process.cwd(), path) || ".";

async function build() {
  if (!existsSync(RULES_BUNDLE)) {
    throw new Error(`${shown(RULES_BUNDLE)} is missing. Build the rules bundle first: npm run build:module`);
  }
  const { TABLES } = await import(pathToFileURL(RULES_BUNDLE).href);
  if (!Array.isArray(TABLES) || TABLES.length === 0) {
    throw new Error(`${shown(RULES_BUNDLE)} exports no TABLES. Rebuild it: npm run build:module`);
  }
  const pack = await buildPacks(TABLES, { sourceDir: SOURCE_DIR, outDir: PACKS_DIR });
  for (const document of pack.documents) {
    console.log(`  ${document.name} (${document.results} results) -> ${shown(document.file)}`);
  }
  console.log(`Built pack "${pack.name}": ${pack.documents.length} RollTable(s) in ${shown(pack.packDir)}`);

  const battlefield = JSON.parse(readFileSync(DEMO_BATTLEFIELD, "utf8"));
  const scenes = await buildScenePack(battlefield, { sourceDir: SOURCE_DIR, outDir: PACKS_DIR });
  const demo = scenes.document;
  console.log(`Built pack "${scenes.name}": Scene "${demo.name}" (${demo.walls} walls, ${demo.regions} regions, ${demo.tokens} tokens) in ${shown(scenes.packDir)}`);

  const { figures, armoury } = await buildFigurePacks({ sourceDir: SOURCE_DIR, outDir: PACKS_DIR });
  for (const pack of [figures, armoury]) {
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const document of pack.documents) counts.set(document.collection, (counts.get(document.collection) ?? 0) + 1);
    console.log(`Built pack "${pack.name}": ${[...counts].map(([collection, count]) => `${count} ${collection}`).join(", ")} in ${shown(pack.packDir)}`);
  }
  const adventure = await buildAdventurePack(battlefield, { sourceDir: SOURCE_DIR, outDir: PACKS_DIR });
  const { name, scenes: sceneCount, actors, items, tokens } = adventure.adventure;
  console.log(`Built pack "${adventure.name}": Adventure "${name}" (${sceneCount} scene, ${tokens} tokens, ${actors} actors, ${items} items) in ${shown(adventure.packDir)}`);

  for (const written of await buildSourcePacks(HAND_WRITTEN_DIR, PACKS_DIR)) {
    /** @type {Map<string, number>} */
    const byType = new Map();
    for (const document of written.documents) byType.set(document.type, (byType.get(document.type) ?? 0) + 1);
    const embedded = written.documents.reduce((sum, document) => sum + document.embedded, 0);
    const contents = `${[...byType].map(([type, count]) => `${count} ${type}(s)`).join(", ")} with ${embedded} embedded document(s)`;
    console.log(`Built pack "${written.name}": ${contents} from ${shown(written.sourceDir)} in ${shown(written.packDir)}`);
  }
}

async function extract() {
  if (!existsSync(PACKS_DIR)) {
    throw new Error(`${shown(PACKS_DIR)} is missing. Build the packs first: npm run build`);
  }
  const packs = await extractPacks(PACKS_DIR, EXTRACT_DIR);
  for (const pack of packs) {
    console.log(`Extracted pack "${pack.name}": ${pack.files.length} file(s) into ${shown(pack.dir)}`);
  }
}

const COMMANDS = { build, extract };
const command = process.argv[2];

if (!command || !Object.hasOwn(COMMANDS, command)) {
  console.error(`Usage: node scripts/packs.mjs <${Object.keys(COMMANDS).join("|")}>`);
  process.exit(2);
}
try {
  await COMMANDS[/** @type {keyof typeof COMMANDS} */ (command)]();
} catch (error) {
  console.error(`packs ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
