// The hand-written Rules Notes pack (packs/rules-notes): compiled with fvtt-cli like `npm run build:packs` does, extracted
// again, and checked against the rulings in docs/rulings.md (its "Five Parsecs From Home" section) and against
// the limits table (src/rules/limits/limits.ts), so the notes cannot drift from either.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { isLimit, LIMITS, type IntegerLimit, type LimitedKind, type LimitGroup } from "../../src/rules";

// The build scripts are plain ESM JavaScript without declaration files; import them by URL and give them types here.
interface PageDocument {
  _id: string;
  _key: string;
  name: string;
  type: string;
  title: { show: boolean; level: number };
  text: { content: string; format: number };
  sort: number;
}
interface JournalDocument {
  _id: string;
  _key: string;
  name: string;
  pages: PageDocument[];
  flags: Record<string, { sourceId?: string }>;
}
interface BuiltSourcePack {
  name: string;
  sourceDir: string;
  packDir: string;
  documents: { file: string; id: string; name: string; type: string; embedded: number }[];
}
interface BuildPacksModule {
  buildSourcePacks(packsSourceDir: string, outDir: string): Promise<BuiltSourcePack[]>;
}
interface FoundryCli {
  extractPack(src: string, dest: string, options: { yaml: boolean }): Promise<void>;
}
const importFrom = async <T>(specifier: string): Promise<T> => (await import(specifier)) as T;
const { buildSourcePacks } = await importFrom<BuildPacksModule>(
  new URL("../../scripts/lib/build-packs.mjs", import.meta.url).href,
);
const cliSpecifier = "@foundryvtt/foundryvtt-cli";
const { extractPack } = await importFrom<FoundryCli>(cliSpecifier);

const MODULE_ID = "five-parsecs-battle";
const PACK = "rules-notes";
const FOUNDRY_ID = /^[A-Za-z0-9]{16}$/;
const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PACKS_SOURCE_DIR = resolve(REPO_ROOT, "packs");
/** The project's rulings; the Bracket Busters ones under their own heading belong to that ruleset's notes. */
const RULINGS = resolve(REPO_ROOT, "docs/rulings.md");
const RULINGS_SECTION = "## Five Parsecs From Home";

const temporaryDirs: string[] = [];
const temporaryDir = (label: string): string => {
  const dir = mkdtempSync(join(tmpdir(), `fpb-${label}-`));
  temporaryDirs.push(dir);
  return dir;
};

/** The page's text without markup or entities, on one line. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
/** Titles compare without case, a final full stop or the kind of apostrophe. */
const normaliseTitle = (title: string): string =>
  title
    .replace(/[’‘]/g, "'")
    .replace(/\.\s*$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/** "1. **Damage equal to Toughness.** The sentence ..." -> { number: 1, title: "Damage equal to Toughness" }. */
function parseRulings(readme: string): { number: number; title: string }[] {
  const start = readme.indexOf(RULINGS_SECTION);
  if (start < 0) throw new Error(`no "${RULINGS_SECTION}" section in ${RULINGS}`);
  // Five Parsecs' rulings only: the Bracket Busters rulings under their own heading belong to that ruleset's notes.
  const section = readme.slice(start + RULINGS_SECTION.length).split(/\n#{1,3} /)[0] ?? "";
  return [...section.matchAll(/^(\d+)\.\s+\*\*(.+?)\*\*/gm)].map((match) => ({
    number: Number(match[1]),
    title: (match[2] ?? "").replace(/\.\s*$/, "").trim(),
  }));
}

/** One row of the limits page's table, its cells as plain text. */
interface LimitRow {
  appliesTo: string;
  value: string;
  lowest: string;
  highest: string;
}
function limitRows(html: string): LimitRow[] {
  return [...html.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((row) => [...(row[1] ?? "").matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => plainText(cell[1] ?? "")))
    .filter((cells) => cells.length >= 4)
    .map(([appliesTo = "", value = "", lowest = "", highest = ""]) => ({ appliesTo, value, lowest, highest }));
}

/** Every integer limit in LIMITS, by kind and dotted field ("crew", "luck.max"). */
function integerLimits(): { kind: LimitedKind; field: string; limit: IntegerLimit }[] {
  const found: { kind: LimitedKind; field: string; limit: IntegerLimit }[] = [];
  const walk = (kind: LimitedKind, group: LimitGroup, prefix: string): void => {
    for (const [key, entry] of Object.entries(group)) {
      if (!isLimit(entry)) walk(kind, entry, `${prefix}${key}.`);
      else if (entry.kind === "integer") found.push({ kind, field: `${prefix}${key}`, limit: entry });
    }
  };
  for (const kind of Object.keys(LIMITS) as LimitedKind[]) walk(kind, LIMITS[kind], "");
  return found;
}

/** How the limits page names each integer field; a new limit in limits.ts fails the test until the page lists it. */
const ROW_OF_FIELD: Record<string, string> = {
  reactions: "Reactions",
  speed: "Speed",
  combatSkill: "Combat Skill",
  toughness: "Toughness",
  savvy: "Savvy",
  "luck.value": "Luck",
  "luck.max": "Luck",
  panic: "Panic",
  savingThrow: "Saving Throw",
  seizeModifier: "Seize the Initiative modifier",
  range: "Range",
  shots: "Shots",
  damage: "Damage",
};
/** How the "Applies to" column names each kind of document. */
const KIND_WORD: Record<LimitedKind, string> = { crew: "crew member", enemy: "enemy", weapon: "weapon", gear: "gear" };

let built: BuiltSourcePack[];
let journals: JournalDocument[];
let journal: JournalDocument;

beforeAll(async () => {
  const root = temporaryDir("rules-notes");
  built = await buildSourcePacks(PACKS_SOURCE_DIR, join(root, "packs"));
  const pack = built.find(({ name }) => name === PACK);
  if (!pack) throw new Error(`buildSourcePacks did not build "${PACK}" from ${PACKS_SOURCE_DIR}`);
  const extracted = join(root, "extracted");
  await extractPack(pack.packDir, extracted, { yaml: true });
  journals = readdirSync(extracted)
    .filter((file) => file.endsWith(".yml"))
    .map((file) => parse(readFileSync(join(extracted, file), "utf8")) as JournalDocument);
  const only = journals[0];
  if (!only) throw new Error(`the extracted "${PACK}" pack is empty`);
  journal = only;
});

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

const page = (title: string): PageDocument => {
  const found = journal.pages.find(({ name }) => normaliseTitle(name) === normaliseTitle(title));
  if (!found) throw new Error(`no page "${title}" among ${journal.pages.map(({ name }) => `"${name}"`).join(", ")}`);
  return found;
};

describe("rules-notes pack (the module's rulings, for players and GMs)", () => {
  it("is built from packs/rules-notes as its own pack", () => {
    const pack = built.find(({ name }) => name === PACK);
    expect(pack?.sourceDir).toBe(join(PACKS_SOURCE_DIR, PACK));
    expect(pack?.documents.map(({ type, name }) => [type, name])).toEqual([["JournalEntry", "Rules Notes"]]);
  });

  it("holds one JournalEntry, Rules Notes, with a fixed id and the module's sourceId", () => {
    expect(journals).toHaveLength(1);
    expect(journal.name).toBe("Rules Notes");
    expect(journal._id).toMatch(FOUNDRY_ID);
    expect(journal._key).toBe(`!journal!${journal._id}`);
    expect(journal.flags[MODULE_ID]?.sourceId).toBe("rulesNotes");
  });

  it("has at least 9 v13 HTML text pages, each with its own id and some text", () => {
    expect(journal.pages.length).toBeGreaterThanOrEqual(9);
    for (const { _id, _key, name, type, title, text } of journal.pages) {
      expect(_id, name).toMatch(FOUNDRY_ID);
      expect(_key, name).toBe(`!journal.pages!${journal._id}.${_id}`);
      expect(type, name).toBe("text");
      expect(text.format, name).toBe(1);
      expect(title, name).toEqual({ show: true, level: 1 });
      expect(name.trim(), "every page has a title").not.toBe("");
      expect(text.content.trim(), name).toMatch(/^<p>[\s\S]*<\/p>$/);
      expect(plainText(text.content).length, name).toBeGreaterThan(100);
    }
    expect(new Set(journal.pages.map(({ _id }) => _id)).size).toBe(journal.pages.length);
    expect(new Set(journal.pages.map(({ name }) => normaliseTitle(name))).size).toBe(journal.pages.length);
  });

  it("keeps its pages in order: strictly ascending sort values", () => {
    const sorts = journal.pages.map(({ sort }) => sort);
    for (const sort of sorts) expect(Number.isInteger(sort)).toBe(true);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(new Set(sorts).size).toBe(sorts.length);
  });

  it("has a page on Battle Events: the 24 printed results covering 1-100", () => {
    const text = plainText(page("Battle Events: 24 results").text.content);
    expect(text).toContain("24 results");
    expect(text).toContain("25");
    expect(text).toMatch(/1 to 100/);
  });

  it("has a page per Five Parsecs ruling in docs/rulings.md, titled with the ruling's short name", () => {
    const rulings = parseRulings(readFileSync(RULINGS, "utf8"));
    expect(rulings.map(({ number }) => number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const { number, title } of rulings) {
      expect(() => page(title), `ruling ${number}: ${title}`).not.toThrow();
    }
  });

  it("keeps the 'Do not invent' rulings honest: effects and other tables are announced, not written", () => {
    expect(plainText(page("Escalation effects").text.content)).toMatch(/announces the named effect/);
    expect(plainText(page("Escalation effects").text.content)).toMatch(/does not invent/);
    expect(plainText(page("References to tables not given here").text.content)).toMatch(/does not invent/);
  });
});

describe("rules-notes pack: Limits on stored values (src/rules/limits/limits.ts)", () => {
  const limits = integerLimits();

  it("names every integer limit in the table", () => {
    expect(limits.length).toBeGreaterThan(0);
    const unnamed = limits
      .filter(({ field }) => ROW_OF_FIELD[field] === undefined)
      .map(({ kind, field }) => `${kind}.${field}`);
    expect(unnamed, "add these limits to the Limits page and to ROW_OF_FIELD").toEqual([]);
  });

  it.each(limits.map((entry) => [`${entry.kind}.${entry.field}`, entry] as const))(
    "lists %s with the code's lowest and highest values",
    (_, { kind, field, limit }) => {
      const html = page("Limits on stored values").text.content;
      const text = plainText(html);
      expect(text).toContain(String(limit.min));
      expect(text).toContain(String(limit.max));
      const label = (ROW_OF_FIELD[field] ?? "").toLowerCase();
      const rows = limitRows(html).filter(
        (row) => row.value.toLowerCase().startsWith(label) && row.appliesTo.toLowerCase().includes(KIND_WORD[kind]),
      );
      expect(rows, `one row for ${kind} ${label}`).toHaveLength(1);
      expect(Number(rows[0]?.lowest)).toBe(limit.min);
      expect(Number(rows[0]?.highest)).toBe(limit.max);
      if (limit.nullable) expect(text).toMatch(/Or none/);
    },
  );

  it("has no row the code does not have", () => {
    const expected = new Set(
      limits.map(({ kind, field }) => `${KIND_WORD[kind]}|${(ROW_OF_FIELD[field] ?? "").toLowerCase()}`),
    );
    for (const row of limitRows(page("Limits on stored values").text.content)) {
      const kinds = row.appliesTo.toLowerCase().split(/,\s*/);
      for (const kind of kinds) {
        const label = [...new Set(Object.values(ROW_OF_FIELD))].find((name) =>
          row.value.toLowerCase().startsWith(name.toLowerCase()),
        );
        expect(expected.has(`${kind}|${(label ?? row.value).toLowerCase()}`), `${row.appliesTo}: ${row.value}`).toBe(
          true,
        );
      }
    }
  });
});

describe("buildSourcePacks", () => {
  const writeSource = (dir: string, file: string, text: string): void => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, file), text, "utf8");
  };
  const entry = (pageKey: string): string =>
    [
      "_id: abcdefghijklmnop",
      "name: Notes",
      "pages:",
      "  - _id: ABCDEFGHIJKLMNOP",
      "    name: Page",
      "    type: text",
      "    text: { content: '<p>Hi</p>', format: 1 }",
      `    _key: "${pageKey}"`,
      '_key: "!journal!abcdefghijklmnop"',
      "",
    ].join("\n");

  it("compiles each folder holding .yml files as its own pack and ignores the rest", async () => {
    const root = temporaryDir("source-packs");
    writeSource(join(root, "src", "notes"), "notes.yml", entry("!journal.pages!abcdefghijklmnop.ABCDEFGHIJKLMNOP"));
    writeSource(join(root, "src", "empty"), "README.md", "# not a pack\n");
    writeSource(join(root, "src"), "README.md", "# pack sources\n");
    const packs = await buildSourcePacks(join(root, "src"), join(root, "out"));
    expect(packs.map(({ name }) => name)).toEqual(["notes"]);
    expect(packs[0]?.documents).toMatchObject([
      { id: "abcdefghijklmnop", name: "Notes", type: "JournalEntry", embedded: 1 },
    ]);
    expect(readdirSync(join(root, "out"))).toEqual(["notes"]);
  });

  it("refuses an embedded page whose _key fvtt-cli would not pack", async () => {
    const root = temporaryDir("source-packs");
    writeSource(join(root, "src", "notes"), "notes.yml", entry("!journal.pages!ABCDEFGHIJKLMNOP"));
    await expect(buildSourcePacks(join(root, "src"), join(root, "out"))).rejects.toThrow(
      /has _key "!journal.pages!ABCDEFGHIJKLMNOP", expected "!journal.pages!abcdefghijklmnop.ABCDEFGHIJKLMNOP"/,
    );
  });

  it("refuses a document without a _key (fvtt-cli would silently leave it out)", async () => {
    const root = temporaryDir("source-packs");
    writeSource(join(root, "src", "notes"), "notes.yml", "_id: abcdefghijklmnop\nname: Notes\n");
    await expect(buildSourcePacks(join(root, "src"), join(root, "out"))).rejects.toThrow(/_key undefined is not/);
  });

  it("refuses a hand-written battle-tables folder, whose one source is src/rules/tables", async () => {
    const root = temporaryDir("source-packs");
    writeSource(join(root, "src", "battle-tables"), "x.yml", entry("!journal.pages!abcdefghijklmnop.ABCDEFGHIJKLMNOP"));
    await expect(buildSourcePacks(join(root, "src"), join(root, "out"))).rejects.toThrow(
      /generated "battle-tables" pack/,
    );
  });
});
