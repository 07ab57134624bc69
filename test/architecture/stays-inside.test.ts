// The repository stands alone: a fresh clone with nothing beside it builds and tests. So no file under src/, test/,
// scripts/, bench/, sandbox/, CI or a config names a path outside the repository: no sibling folder (the rules texts
// once sat in ../shared), no absolute path on one machine, no .. climbing above the root.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["src", "test", "scripts", "bench", "sandbox", ".ci", ".github"];
const CONFIGS = [
  "package.json",
  "module.json",
  "tsconfig.json",
  "tsconfig.base.json",
  "vite.config.ts",
  "vite.sandbox.config.ts",
  "vitest.config.ts",
];
const READABLE = new Set([".ts", ".mts", ".mjs", ".js", ".json", ".html", ".yml", ".yaml", ".sh", ""]);
/** Where one machine keeps its files; a literal starting with one of these only works there. */
const MACHINE_ROOTS = /^(?:\/(?:work|home|Users|mnt|root|opt|srv|tmp|var)(?:\/|$)|~\/|[A-Za-z]:\\)/;
/** What an import or a path may leave off: the file's extension, or an index file. */
const COMPLETIONS = ["", ".ts", ".mts", ".mjs", ".js", ".json", "/index.ts", "/index.mjs"];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(path);
    return READABLE.has(extname(entry.name)) ? [path] : [];
  });
}

const inside = (path: string): boolean => path === ROOT || path.startsWith(ROOT + sep);
const names = (path: string): boolean => COMPLETIONS.some((ending) => existsSync(path + ending));
/** A literal up to its first glob, query or interpolation, cut back to a whole folder when one was there. */
function concretePart(literal: string): string {
  const head = literal.split(/[?*]|\$\{/)[0] ?? "";
  return head === literal ? literal : head.slice(0, head.lastIndexOf("/") + 1);
}

/**
 * The quoted strings of a file that name a place outside the repository, as "file:line: literal". A relative literal
 * is read two ways: from the file's own folder (an import, `new URL(x, import.meta.url)`) and from the root (a
 * `resolve(ROOT, x)`); it is outside when the first way leaves the root, or when it names nothing from the file's folder
 * and the second way leaves the root.
 */
function outsideReads(file: string, text: string): string[] {
  const found: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const [, , literal = ""] of line.matchAll(/(["'`])((?:\\.|(?!\1)[^\\])*?)\1/g)) {
      const relativePath = /^\.\.(?:[/\\]|$)/.test(literal);
      const fromFile = resolve(dirname(file), concretePart(literal));
      const outside =
        MACHINE_ROOTS.test(literal) ||
        (relativePath && !inside(fromFile)) ||
        (relativePath && !names(fromFile) && !inside(resolve(ROOT, literal)));
      if (outside) found.push(`${relative(ROOT, file)}:${index + 1}: ${literal}`);
    }
  });
  return found;
}

describe("the repository stands alone", () => {
  const files = [
    ...FOLDERS.flatMap((folder) => filesUnder(join(ROOT, folder))),
    ...CONFIGS.map((name) => join(ROOT, name)),
  ].filter((file) => existsSync(file));

  it("reads every source, test, script, bench, sandbox, CI and config file", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((file) => relative(ROOT, file))).toEqual(
      expect.arrayContaining(["package.json", "vite.config.ts", "scripts/packs.mjs", ".ci/run"]),
    );
  });

  it("no file names a path outside the repository", () => {
    expect(files.flatMap((file) => outsideReads(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  describe("what counts as outside", () => {
    const testFile = join(ROOT, "test/rules/tables/some.test.ts");
    const up = "..";

    it("a sibling folder reached from the root", () => {
      expect(outsideReads(testFile, `const RULES = resolve(REPO_ROOT, "${up}/shared/rules/README.md");`)).toHaveLength(
        1,
      );
    });

    it("a climb above the root from the file's own folder", () => {
      expect(
        outsideReads(testFile, `new URL("${[up, up, up, up, "shared", "x.md"].join("/")}", import.meta.url)`),
      ).toHaveLength(1);
    });

    it("an absolute path on one machine", () => {
      expect(outsideReads(testFile, `readFileSync("/${"work"}/shared/rules/README.md")`)).toHaveLength(1);
      expect(outsideReads(testFile, `readFileSync('/${"home"}/me/rules.md')`)).toHaveLength(1);
    });

    it("but not a file of the repository reached from the file's folder or from the root", () => {
      expect(outsideReads(testFile, `import demo from "${up}/${up}/${up}/data/demo-battlefield.json";`)).toEqual([]);
      expect(outsideReads(testFile, `import { rulesText } from "${up}/${up}/fixtures/rules-texts";`)).toEqual([]);
      expect(
        outsideReads(
          join(ROOT, "scripts/packs.mjs"),
          `resolve(import.meta.dirname, "${up}", "data/demo-battlefield.json")`,
        ),
      ).toEqual([]);
      expect(outsideReads(testFile, `server.proxy["/modules/five-parsecs-battle/"]`)).toEqual([]);
    });
  });
});
