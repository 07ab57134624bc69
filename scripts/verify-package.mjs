#!/usr/bin/env node
// Proves the release installs (run after `npm run package`; CI runs it): unpacks release/module.zip into a temporary
// Data/modules/<id>/ as Foundry's "Install Module" does, then checks what Foundry needs to install, load and update it.
// The required manifest fields are those of Foundry's package data model (BasePackage and BaseModule schemas in
// @league-of-foundry-developers/foundry-vtt-types, common/packages/base-package.d.mts) and the "Package manifest"
// reference (https://foundryvtt.com/api/interfaces/foundry.packages.types.ModuleManifestData.html, and the knowledge
// base's "Introduction to Module Development", https://foundryvtt.com/article/module-development/): `download` is
// needed to install from a manifest URL and `manifest` to update. Exits 1 if any check fails.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, isAbsolute, join, normalize, resolve } from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { unzipSync } from "fflate";
import { parse } from "yaml";
import { chunkImports } from "./bundle-sources.mjs";
import { RELEASE, repositoryUrl } from "./package.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const ZIP = join(RELEASE, "module.zip");
const MANIFEST = join(RELEASE, "module.json");
/** The top of the module's folder: the manifest, the bundle and what module.json names. Anything else is surplus. */
const SHIPPED = new Set(["module.json", "main.js", "main.js.map", "chunks", "lang", "styles", "templates", "packs"]);
/** CONST.COMPENDIUM_DOCUMENT_TYPES, and the key prefix fvtt-cli gives each type's primary documents. */
const PACK_KEYS = {
  Actor: "!actors!",
  Adventure: "!adventures!",
  Cards: "!cards!",
  Item: "!items!",
  JournalEntry: "!journal!",
  Macro: "!macros!",
  Playlist: "!playlists!",
  RollTable: "!tables!",
  Scene: "!scenes!",
};
/** Foundry's BasePackage.validateId: lower-case letters, digits and hyphens (folder-safe, URL-safe). */
const PACKAGE_ID = /^[a-z0-9][a-z0-9-]*$/;

/** @type {{ name: string, ok: boolean }[]} */
const outcomes = [];

/** @param {string} name @param {() => string | Promise<string>} run */
async function check(name, run) {
  try {
    const detail = await run();
    outcomes.push({ name, ok: true });
    console.log(`ok    ${name}: ${detail}`);
  } catch (error) {
    outcomes.push({ name, ok: false });
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** @param {unknown} condition @param {string} message @returns {asserts condition} */
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** @param {unknown} value */
const text = (value) => typeof value === "string" && value.trim() !== "";
/** @param {string} path */
const isFile = (path) => existsSync(path) && statSync(path).isFile();
/** "13.350" -> [13, 350]; "13" -> [13]. @param {string} version */
const parts = (version) => version.split(".").map(Number);

const data = mkdtempSync(join(tmpdir(), "fpb-install-"));
/** @type {any} */
let manifest;
/** @type {string} */
let moduleDir = "";

try {
  await check("release files", () => {
    expect(isFile(ZIP), `${ZIP} is missing: run npm run package`);
    expect(isFile(MANIFEST), `${MANIFEST} is missing: run npm run package`);
    manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
    expect(text(manifest.id), "release/module.json has no id");
    return `module.zip (${Math.round(statSync(ZIP).size / 1024)} KiB) and module.json (${manifest.id} ${manifest.version})`;
  });

  await check("unpacks into Data/modules/<id>/", () => {
    expect(manifest, "no manifest");
    // Foundry unpacks the download into a folder named for the id of the manifest it installs from.
    moduleDir = join(data, "Data", "modules", manifest.id);
    const entries = unzipSync(readFileSync(ZIP));
    let files = 0;
    for (const [name, bytes] of Object.entries(entries)) {
      expect(
        !isAbsolute(name) && !normalize(name).startsWith(".."),
        `entry ${name} would land outside the module's folder`,
      );
      if (name.endsWith("/")) continue;
      const target = join(moduleDir, name);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, bytes);
      files += 1;
    }
    expect(isFile(join(moduleDir, "module.json")), "module.json is not at the top of the zip (Foundry reads it there)");
    const surplus = readdirSync(moduleDir).filter((name) => !SHIPPED.has(name));
    expect(surplus.length === 0, `not something Foundry loads: ${surplus.join(", ")}`);
    return `${files} files into Data/modules/${manifest.id}/`;
  });

  await check("id matches the folder", () => {
    const inside = JSON.parse(readFileSync(join(moduleDir, "module.json"), "utf8"));
    expect(
      inside.id === basename(moduleDir),
      `module.json inside says id ${JSON.stringify(inside.id)}, the folder is ${basename(moduleDir)}`,
    );
    expect(
      JSON.stringify(inside) === JSON.stringify(manifest),
      "the module.json inside the zip differs from release/module.json",
    );
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(inside.id === pkg.name, `id ${inside.id} is not package.json's name ${pkg.name}`);
    return `${inside.id}, the same manifest inside and beside the zip`;
  });

  await check("required manifest fields", () => {
    const missing = [];
    if (!text(manifest.id) || !PACKAGE_ID.test(manifest.id)) missing.push("id (lower-case letters, digits, hyphens)");
    if (!text(manifest.title)) missing.push("title");
    if (typeof manifest.description !== "string") missing.push("description");
    if (!text(manifest.version)) missing.push("version");
    if (!text(manifest.compatibility?.minimum)) missing.push("compatibility.minimum");
    if (
      !Array.isArray(manifest.authors) ||
      manifest.authors.length === 0 ||
      !manifest.authors.every((/** @type {any} */ a) => text(a?.name))
    ) {
      missing.push("authors[].name");
    }
    for (const field of ["manifest", "download"]) if (!text(manifest[field])) missing.push(field);
    for (const pack of manifest.packs ?? []) {
      if (!text(pack.name) || pack.name.includes(".")) missing.push(`packs[].name (${pack.name}: no periods)`);
      if (!text(pack.label)) missing.push(`packs[${pack.name}].label`);
      if (!Object.hasOwn(PACK_KEYS, pack.type))
        missing.push(`packs[${pack.name}].type (one of CONST.COMPENDIUM_DOCUMENT_TYPES)`);
      if (!text(pack.path)) missing.push(`packs[${pack.name}].path`);
    }
    for (const language of manifest.languages ?? []) {
      if (!text(language.lang) || !text(language.path)) missing.push("languages[].lang and .path");
    }
    const packNames = new Set((manifest.packs ?? []).map((/** @type {any} */ pack) => pack.name));
    for (const folder of manifest.packFolders ?? []) {
      for (const name of folder.packs ?? [])
        if (!packNames.has(name)) missing.push(`packFolders[${folder.name}] names no pack ${name}`);
    }
    expect(missing.length === 0, `missing or invalid: ${missing.join("; ")}`);
    return `id, title, description, version, compatibility, authors, manifest, download, ${packNames.size} packs, ${(manifest.languages ?? []).length} language(s)`;
  });

  await check("version and links", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    const url = repositoryUrl(pkg.repository);
    expect(manifest.version === pkg.version, `version ${manifest.version}, package.json says ${pkg.version}`);
    // The release workflow names the release's tag: the download URL points at it, so it must be v<version>.
    const tag = process.env["RELEASE_TAG"];
    expect(
      !tag || tag === `v${pkg.version}`,
      `the release is tagged ${tag}, but download points at v${pkg.version}: tag it v${pkg.version}`,
    );
    const expected = {
      url,
      manifest: `${url}/releases/latest/download/module.json`,
      download: `${url}/releases/download/v${pkg.version}/module.zip`,
    };
    for (const [field, value] of Object.entries(expected)) {
      expect(manifest[field] === value, `${field} is ${JSON.stringify(manifest[field])}, expected ${value}`);
    }
    for (const field of ["bugs", "changelog", "readme", "license"]) {
      expect(
        text(manifest[field]) && manifest[field].startsWith(`${url}/`),
        `${field} is ${JSON.stringify(manifest[field])}, not a page of ${url}`,
      );
    }
    const { minimum, verified } = manifest.compatibility ?? {};
    expect(minimum === "13", `compatibility.minimum is ${JSON.stringify(minimum)}, expected "13" (Foundry v13)`);
    expect(
      text(verified) && /^\d+(\.\d+)?$/.test(verified),
      `compatibility.verified is ${JSON.stringify(verified)}, expected a build like "13.350"`,
    );
    expect((parts(verified)[0] ?? 0) >= 13, `compatibility.verified ${verified} is below the minimum 13`);
    return `${manifest.version}; manifest ${manifest.manifest}; compatibility ${minimum} to ${verified}`;
  });

  await check("files the manifest names", () => {
    const listed = [
      ...(manifest.esmodules ?? []),
      ...(manifest.styles ?? []),
      ...(manifest.languages ?? []).map((/** @type {{ path: string }} */ language) => language.path),
    ];
    expect(listed.length > 0, "module.json names no esmodules, styles or languages");
    const missing = listed.filter((file) => !isFile(join(moduleDir, file)));
    expect(missing.length === 0, `named in module.json but not in the zip: ${missing.join(", ")}`);
    for (const language of manifest.languages ?? []) JSON.parse(readFileSync(join(moduleDir, language.path), "utf8"));
    return `${listed.length} files present (language files are valid JSON)`;
  });

  await check("chunks main.js loads", () => {
    // Foundry serves every file under the module's folder, so main.js's imports of "./chunks/..." find them there:
    // those it loads at start and those it fetches with import(), however deep (issue 37).
    const pending = (manifest.esmodules ?? []).filter((/** @type {string} */ file) => isFile(join(moduleDir, file)));
    /** @type {string[]} */
    const seen = [];
    /** @type {string[]} */
    const missing = [];
    while (pending.length > 0) {
      const file = /** @type {string} */ (pending.shift());
      if (seen.includes(file)) continue;
      seen.push(file);
      if (!isFile(join(moduleDir, file))) {
        missing.push(file);
        continue;
      }
      const { static: statics, lazy } = chunkImports(readFileSync(join(moduleDir, file), "utf8"), file);
      pending.push(...statics, ...lazy);
    }
    const chunks = seen.filter((file) => !(manifest.esmodules ?? []).includes(file));
    expect(chunks.length > 0, "the esmodules load no chunk: the self-test should be one");
    expect(missing.length === 0, `loaded but not in the zip: ${missing.join(", ")}`);
    return `${chunks.length} chunk(s), all present`;
  });

  for (const pack of manifest?.packs ?? []) {
    await check(`pack ${pack.name} opens with fvtt-cli`, async () => {
      const packDir = join(moduleDir, pack.path);
      expect(existsSync(packDir) && statSync(packDir).isDirectory(), `${pack.path} is not a folder in the zip`);
      expect(isFile(join(packDir, "CURRENT")), `${pack.path} is not a LevelDB pack (no CURRENT file)`);
      const extracted = mkdtempSync(join(tmpdir(), "fpb-install-pack-"));
      try {
        await extractPack(packDir, extracted, { yaml: true });
        const documents = readdirSync(extracted)
          .filter((file) => file.endsWith(".yml"))
          .map((file) => parse(readFileSync(join(extracted, file), "utf8")));
        const prefix = PACK_KEYS[/** @type {keyof typeof PACK_KEYS} */ (pack.type)];
        // A pack holds its own type's documents and the folders they sit in.
        const keys = documents.map((document) => String(document?._key ?? ""));
        const folders = keys.filter((key) => key.startsWith("!folders!")).length;
        const strays = keys.filter((key) => !key.startsWith(prefix) && !key.startsWith("!folders!"));
        expect(documents.length - folders > 0, `no ${pack.type}s`);
        expect(
          strays.length === 0,
          `${strays.length} of ${documents.length} document(s) are neither ${pack.type}s nor folders`,
        );
        return `${documents.length - folders} ${pack.type}(s)${folders > 0 ? ` in ${folders} folder(s)` : ""}`;
      } finally {
        rmSync(extracted, { recursive: true, force: true });
      }
    });
  }
} finally {
  rmSync(data, { recursive: true, force: true });
}

const failed = outcomes.filter((outcome) => !outcome.ok);
console.log(
  failed.length === 0
    ? `release/ verified: ${outcomes.length} checks passed; it installs as Data/modules/${manifest?.id}/`
    : `release/ NOT verified: ${failed.length} of ${outcomes.length} checks failed`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
