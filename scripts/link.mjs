#!/usr/bin/env node
// Links dist/ into a Foundry user data folder as modules/five-parsecs-battle, so a rebuild is live in Foundry.
//   npm run link -- /path/to/FoundryVTT          (the user data folder, or its Data/ folder)
//   FOUNDRY_DATA=/path/to/FoundryVTT npm run link
// The path is remembered in .foundry-data-path (git-ignored) for the next run.
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const MODULE_ID = "five-parsecs-battle";
const ROOT = resolve(import.meta.dirname, "..");
const DIST = join(ROOT, "dist");
const REMEMBERED = join(ROOT, ".foundry-data-path");

function dataFolder() {
  const given =
    process.argv[2] ??
    process.env.FOUNDRY_DATA ??
    (existsSync(REMEMBERED) ? readFileSync(REMEMBERED, "utf8").trim() : "");
  if (!given)
    throw new Error("Say where Foundry keeps its data: npm run link -- /path/to/FoundryVTT (or set FOUNDRY_DATA).");
  const folder = resolve(given);
  // Accept both the user data folder and its Data/ folder.
  const data = existsSync(join(folder, "Data")) ? join(folder, "Data") : folder;
  if (!existsSync(join(data, "modules"))) {
    throw new Error(`${data} has no modules/ folder; is it Foundry's user data folder (the one holding Data/)?`);
  }
  writeFileSync(REMEMBERED, `${folder}\n`);
  return data;
}

try {
  if (!existsSync(join(DIST, "module.json"))) throw new Error("dist/ is not built yet: run npm run build first.");
  const target = join(dataFolder(), "modules", MODULE_ID);
  if (existsSync(target) || isBrokenLink(target)) {
    if (!lstatSync(target).isSymbolicLink()) {
      throw new Error(`${target} exists and is not a link; move it away first (it may be an installed copy).`);
    }
    rmSync(target);
  }
  mkdirSync(join(target, ".."), { recursive: true });
  symlinkSync(DIST, target, process.platform === "win32" ? "junction" : "dir");
  console.log(`Linked ${target} -> ${DIST}`);
} catch (error) {
  console.error(`link failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

function isBrokenLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
