#!/usr/bin/env node
// `npm run package`: the release a GM installs from a manifest URL. From the built dist/ (npm run build) it writes
//   release/module.zip   what Foundry loads, nothing else: the manifest, main.js (with its source map), chunks/ (what
//                        main.js loads on demand: the Quench self-test), lang/, styles/, templates/ and the packs;
//   release/module.json  the same manifest, the file Foundry's "Install Module" reads from the manifest URL.
// The manifest's links come from package.json's `repository`, so a clone under another name changes that one field.
// The release workflow (.github/workflows/release.yml) attaches both files to a published GitHub release;
// scripts/verify-package.mjs checks them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { zipSync } from "fflate";

const ROOT = resolve(import.meta.dirname, "..");
const DIST = join(ROOT, "dist");
export const RELEASE = join(ROOT, "release");

/** What Foundry loads from the module's folder; dist/rules.mjs is for scripts and tools outside Foundry. */
const SHIPPED = ["main.js", "main.js.map", "chunks", "lang", "styles", "templates", "packs"];
/** LevelDB writes these while a pack is open and makes them again on the next open: they are not content. */
const LEVELDB_RUNTIME_FILES = new Set(["LOCK", "LOG", "LOG.old"]);
/** One date for every entry, so the same dist/ always gives the same zip. */
const ZIP_DATE = new Date("2000-01-01T00:00:00Z");

/**
 * The repository's web address from package.json `repository` ("owner/name" shorthand, a URL or { url }).
 * @param {unknown} repository @returns {string}
 */
export function repositoryUrl(repository) {
  const given =
    typeof repository === "string" ? repository : /** @type {{ url?: unknown } | undefined} */ (repository)?.url;
  if (typeof given !== "string" || given.trim() === "") {
    throw new Error('package.json has no "repository": set it to the GitHub address the releases are published from');
  }
  const url = given
    .trim()
    .replace(/^git\+/, "")
    .replace(/\.git$/, "")
    .replace(/\/$/, "");
  if (/^[\w.-]+\/[\w.-]+$/.test(url)) return `https://github.com/${url}`;
  if (!/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/.test(url)) {
    throw new Error(
      `package.json "repository" is ${JSON.stringify(given)}: expected https://github.com/<owner>/<name>`,
    );
  }
  return url;
}

/**
 * The release manifest: dist/module.json with the version from package.json and the links Foundry uses to install
 * (`download`, this version's zip) and to update (`manifest`, the latest release's module.json).
 * @param {Record<string, unknown>} built  dist/module.json
 * @param {{ version: string, repository: unknown }} pkg  package.json
 */
function releaseManifest(built, pkg) {
  const url = repositoryUrl(pkg.repository);
  const { id, title, description, ...rest } = built;
  return {
    id,
    title,
    description,
    version: pkg.version,
    url,
    manifest: `${url}/releases/latest/download/module.json`,
    download: `${url}/releases/download/v${pkg.version}/module.zip`,
    bugs: `${url}/issues`,
    changelog: `${url}/blob/main/CHANGELOG.md`,
    readme: `${url}/blob/main/README.md`,
    license: `${url}/blob/main/LICENSE`,
    ...Object.fromEntries(
      Object.entries(rest).filter(
        ([key]) => !["version", "url", "manifest", "download", "bugs", "changelog", "readme", "license"].includes(key),
      ),
    ),
  };
}

/** @param {string} dir @returns {string[]} files under dir, as paths relative to DIST with forward slashes */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return LEVELDB_RUNTIME_FILES.has(entry.name) ? [] : [relative(DIST, path).split(sep).join("/")];
  });
}

async function main() {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  const builtFile = join(DIST, "module.json");
  if (!existsSync(builtFile)) throw new Error("dist/module.json is missing: run npm run build first");
  const manifest = releaseManifest(JSON.parse(readFileSync(builtFile, "utf8")), pkg);
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;

  /** @type {Record<string, [Uint8Array, { mtime: Date }]>} */
  const entries = { "module.json": [new TextEncoder().encode(manifestText), { mtime: ZIP_DATE }] };
  for (const name of SHIPPED) {
    const path = join(DIST, name);
    if (!existsSync(path)) throw new Error(`dist/${name} is missing: run npm run build first`);
    const files = statSync(path).isDirectory() ? filesUnder(path) : [name];
    for (const file of files.sort()) entries[file] = [readFileSync(join(DIST, file)), { mtime: ZIP_DATE }];
  }
  const zip = zipSync(entries, { level: 9 });

  rmSync(RELEASE, { recursive: true, force: true });
  mkdirSync(RELEASE, { recursive: true });
  writeFileSync(join(RELEASE, "module.zip"), zip);
  writeFileSync(join(RELEASE, "module.json"), manifestText);
  const kib = Math.round(zip.length / 1024);
  console.log(
    `release/module.zip: ${Object.keys(entries).length} files, ${kib} KiB; release/module.json: ${manifest.id} ${manifest.version}`,
  );
  console.log(`  manifest URL: ${manifest.manifest}`);
  console.log(`  download:     ${manifest.download}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    await main();
  } catch (error) {
    console.error(`package failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
