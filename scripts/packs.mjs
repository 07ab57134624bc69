#!/usr/bin/env node
// Compendium packs: the rules' tables, the demo scene (from data/demo-battlefield.json), the ready-made figures
// and armoury, the demo adventure, Bracket Busters' tables, XP rewards, sample gangs and tourney adventure (from
// data/bracket-busters-samples.json), and the hand-written packs under packs/.
//   node scripts/packs.mjs build    dist/rules.mjs -> build/pack-sources/<pack>/*.yml -> dist/packs/<pack> (LevelDB)
//                                   and packs/<pack>/*.yml (hand-written) -> dist/packs/<pack> (LevelDB)
//   node scripts/packs.mjs extract  dist/packs/<pack> -> build/extracted-packs/<pack>/*.yml (to inspect or round-trip)
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  buildAdventurePack,
  buildBracketBustersPacks,
  buildFigurePacks,
  buildPacks,
  buildScenePack,
  buildSourcePacks,
  extractPacks,
} from "./lib/build-packs.mjs";
import { splitTables } from "./lib/bracket-busters-packs.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const RULES_BUNDLE = resolve(ROOT, "dist/rules.mjs");
const SOURCE_DIR = resolve(ROOT, "build/pack-sources");
/** Hand-written pack sources: one folder of YAML per pack. */
const HAND_WRITTEN_DIR = resolve(ROOT, "packs");
const PACKS_DIR = resolve(ROOT, "dist/packs");
/** The demo battlefield in inches: the one source of the demo scene and the geometry tests' fixture. */
const DEMO_BATTLEFIELD = resolve(ROOT, "data/demo-battlefield.json");
const EXTRACT_DIR = resolve(ROOT, "build/extracted-packs");
/** Bracket Busters' tourney arena and sample gangs: the one source of the sandbox page's and the compendium's. */
const BRACKET_BUSTERS_SAMPLES = resolve(ROOT, "data/bracket-busters-samples.json");
/** The English strings (gang names, Group Activation restrictions). */
const ENGLISH = resolve(ROOT, "lang/en.json");

/** @param {string} path */
const shown = (path) => relative(process.cwd(), path) || ".";

async function build() {
  if (!existsSync(RULES_BUNDLE)) {
    throw new Error(`${shown(RULES_BUNDLE)} is missing. Build the rules bundle first: npm run build:module`);
  }
  const rules = await import(pathToFileURL(RULES_BUNDLE).href);
  const { TABLES, BracketBusters } = rules;
  if (!Array.isArray(TABLES) || TABLES.length === 0) {
    throw new Error(`${shown(RULES_BUNDLE)} exports no TABLES. Rebuild it: npm run build:module`);
  }
  if (!BracketBusters || typeof rules.checkLimits !== "function") {
    throw new Error(
      `${shown(RULES_BUNDLE)} exports no BracketBusters or checkLimits. Rebuild it: npm run build:module`,
    );
  }
  // Bracket Busters' injury tables get a pack of their own; the battle-tables pack keeps Five Parsecs'.
  const tables = splitTables(TABLES, BracketBusters.INJURY_TABLE_LIST);
  const pack = await buildPacks(tables.fiveParsecs, { sourceDir: SOURCE_DIR, outDir: PACKS_DIR });
  for (const document of pack.documents) {
    console.log(`  ${document.name} (${document.results} results) -> ${shown(document.file)}`);
  }
  console.log(`Built pack "${pack.name}": ${pack.documents.length} RollTable(s) in ${shown(pack.packDir)}`);

  const battlefield = JSON.parse(readFileSync(DEMO_BATTLEFIELD, "utf8"));
  const scenes = await buildScenePack(battlefield, { sourceDir: SOURCE_DIR, outDir: PACKS_DIR });
  const demo = scenes.document;
  console.log(
    `Built pack "${scenes.name}": Scene "${demo.name}" (${demo.walls} walls, ${demo.regions} regions, ${demo.tokens} tokens) in ${shown(scenes.packDir)}`,
  );

  const { figures, armoury } = await buildFigurePacks({ sourceDir: SOURCE_DIR, outDir: PACKS_DIR });
  for (const pack of [figures, armoury]) {
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const document of pack.documents) counts.set(document.collection, (counts.get(document.collection) ?? 0) + 1);
    console.log(
      `Built pack "${pack.name}": ${[...counts].map(([collection, count]) => `${count} ${collection}`).join(", ")} in ${shown(pack.packDir)}`,
    );
  }
  const adventure = await buildAdventurePack(battlefield, { sourceDir: SOURCE_DIR, outDir: PACKS_DIR });
  const { name, scenes: sceneCount, actors, items, tokens } = adventure.adventure;
  console.log(
    `Built pack "${adventure.name}": Adventure "${name}" (${sceneCount} scene, ${tokens} tokens, ${actors} actors, ${items} items) in ${shown(adventure.packDir)}`,
  );

  const english = JSON.parse(readFileSync(ENGLISH, "utf8"));
  /** @param {string} key */
  const localize = (key) => {
    const text = key.split(".").reduce((node, part) => node?.[part], english);
    if (typeof text !== "string") throw new Error(`${shown(ENGLISH)} has no string "${key}"`);
    return text;
  };
  const samples = JSON.parse(readFileSync(BRACKET_BUSTERS_SAMPLES, "utf8"));
  const bb = await buildBracketBustersPacks(
    { tables: tables.bracketBusters, samples, rules, localize },
    { sourceDir: SOURCE_DIR, outDir: PACKS_DIR },
  );
  console.log(
    `Built pack "${bb.tables.name}": ${bb.tables.documents.map((d) => `${d.name} (${d.results} results)`).join(", ")} in ${shown(bb.tables.packDir)}`,
  );
  console.log(
    `Built pack "${bb.notes.name}": ${bb.notes.documents.map((d) => d.name).join(", ")} in ${shown(bb.notes.packDir)}`,
  );
  console.log(
    `Built pack "${bb.gangs.name}": ${bb.gangs.gangs.map((g) => `${g.name} (${g.fighters} fighters)`).join(", ")}, every fighter within the limits, in ${shown(bb.gangs.packDir)}`,
  );
  const tourney = bb.tourney.adventure;
  console.log(
    `Built pack "${bb.tourney.name}": Adventure "${tourney.name}" (${tourney.walls} walls, ${tourney.regions} regions, ${tourney.tokens} tokens, ${tourney.actors} actors, ${tourney.tables} tables) in ${shown(bb.tourney.packDir)}`,
  );

  for (const written of await buildSourcePacks(HAND_WRITTEN_DIR, PACKS_DIR)) {
    /** @type {Map<string, number>} */
    const byType = new Map();
    for (const document of written.documents) byType.set(document.type, (byType.get(document.type) ?? 0) + 1);
    const embedded = written.documents.reduce((sum, document) => sum + document.embedded, 0);
    const contents = `${[...byType].map(([type, count]) => `${count} ${type}(s)`).join(", ")} with ${embedded} embedded document(s)`;
    console.log(
      `Built pack "${written.name}": ${contents} from ${shown(written.sourceDir)} in ${shown(written.packDir)}`,
    );
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
