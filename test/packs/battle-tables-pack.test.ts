// The compendium build: the rules' tables -> YAML sources -> LevelDB pack (fvtt-cli) -> extracted again, compared with
// the source. Pins "Battle Events on Round 2 and Round 4" as a Foundry v13 RollTable.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BATTLE_EVENTS, TABLES, type RollTableSource } from "../../src/rules";

// The build scripts are plain ESM JavaScript without declaration files; import them by URL and give them types here.
interface ResultDocument {
  _id: string;
  _key: string;
  type: string;
  name: string;
  description: string;
  range: [number, number];
  weight: number;
  drawn: boolean;
  flags: Record<string, { resultId?: string }>;
}
interface TableDocument {
  _id: string;
  _key: string;
  name: string;
  description: string;
  formula: string;
  replacement: boolean;
  displayRoll: boolean;
  results: ResultDocument[];
  flags: Record<string, { sourceId?: string }>;
}
interface BuildPacksModule {
  buildPacks(
    tables: readonly RollTableSource[],
    dirs: { sourceDir: string; outDir: string },
  ): Promise<{ name: string; sourceDir: string; packDir: string; documents: { file: string; id: string }[] }>;
}
interface DocumentsModule {
  rollTableDocument(table: RollTableSource): TableDocument;
  deterministicId(seed: string): string;
}
interface FoundryCli {
  extractPack(src: string, dest: string, options: { yaml: boolean }): Promise<void>;
}
const importFrom = async <T>(specifier: string): Promise<T> => (await import(specifier)) as T;
const { buildPacks } = await importFrom<BuildPacksModule>(
  new URL("../../scripts/lib/build-packs.mjs", import.meta.url).href,
);
const { rollTableDocument, deterministicId } = await importFrom<DocumentsModule>(
  new URL("../../scripts/lib/roll-table-documents.mjs", import.meta.url).href,
);
const cliSpecifier = "@foundryvtt/foundryvtt-cli";
const { extractPack } = await importFrom<FoundryCli>(cliSpecifier);

const MODULE_ID = "five-parsecs-battle";
const FOUNDRY_ID = /^[A-Za-z0-9]{16}$/;

const temporaryDirs: string[] = [];
const temporaryDir = (label: string): string => {
  const dir = mkdtempSync(join(tmpdir(), `fpb-${label}-`));
  temporaryDirs.push(dir);
  return dir;
};

/** Builds the pack from the TS tables into a fresh directory and extracts it again with fvtt-cli. */
async function buildAndExtract(): Promise<{
  built: Awaited<ReturnType<BuildPacksModule["buildPacks"]>>;
  tables: TableDocument[];
}> {
  const root = temporaryDir("pack");
  const built = await buildPacks(TABLES, { sourceDir: join(root, "sources"), outDir: join(root, "packs") });
  const extracted = join(root, "extracted");
  await extractPack(built.packDir, extracted, { yaml: true });
  const tables = readdirSync(extracted)
    .filter((file) => file.endsWith(".yml"))
    .map((file) => parse(readFileSync(join(extracted, file), "utf8")) as TableDocument);
  return { built, tables };
}

const bySourceId = (tables: TableDocument[], sourceId: string): TableDocument => {
  const table = tables.find((document) => document.flags[MODULE_ID]?.sourceId === sourceId);
  if (!table) throw new Error(`no extracted table with flags.${MODULE_ID}.sourceId ${sourceId}`);
  return table;
};

let first: Awaited<ReturnType<typeof buildAndExtract>>;
let second: Awaited<ReturnType<typeof buildAndExtract>>;

beforeAll(async () => {
  first = await buildAndExtract();
  second = await buildAndExtract();
});

afterAll(() => {
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

describe("battle-tables pack (Battle Events on Round 2 and Round 4)", () => {
  it("writes one YAML source per table and packs one RollTable per table", () => {
    expect(first.built.name).toBe("battle-tables");
    expect(first.built.documents.map(({ file }) => file.split(/[\\/]/).at(-1))).toEqual(
      TABLES.map(({ id }) => `${id}.yml`),
    );
    expect(first.tables).toHaveLength(TABLES.length);
  });

  it("packs the Battle Events table with its name, formula, description and draw settings", () => {
    const table = bySourceId(first.tables, BATTLE_EVENTS.id);
    expect(table.name).toBe("Battle Events");
    expect(table.formula).toBe("1d100");
    expect(table.description).toBe(BATTLE_EVENTS.description);
    expect(table.replacement).toBe(true);
    expect(table.displayRoll).toBe(true);
    expect(table._id).toMatch(FOUNDRY_ID);
    expect(table._key).toBe(`!tables!${table._id}`);
  });

  it("packs every result as a v13 text result with the source's range, name and text", () => {
    for (const source of TABLES) {
      const table = bySourceId(first.tables, source.id);
      expect(table.results).toHaveLength(source.results.length);
      for (const expected of source.results) {
        const packed = table.results.find((result) => result.flags[MODULE_ID]?.resultId === expected.id);
        expect(packed, `${source.id}.${expected.id} is in the pack`).toBeDefined();
        expect(packed).toMatchObject({
          type: "text",
          name: expected.name,
          description: expected.text,
          range: [expected.range[0], expected.range[1]],
          weight: 1,
          drawn: false,
        });
        expect(packed?._id).toMatch(FOUNDRY_ID);
        expect(packed?._key).toBe(`!tables.results!${table._id}.${packed?._id}`);
      }
    }
  });

  it("packs the 24 Battle Events in roll order, covering 1-100", () => {
    const results = bySourceId(first.tables, BATTLE_EVENTS.id).results;
    expect(results).toHaveLength(24);
    const ranges = [...results].sort((a, b) => a.range[0] - b.range[0]).map(({ range }) => range);
    expect(ranges[0]?.[0]).toBe(1);
    expect(ranges.at(-1)?.[1]).toBe(100);
    for (const [i, range] of ranges.slice(1).entries()) expect(range[0]).toBe((ranges[i]?.[1] ?? 0) + 1);
  });

  it("gives every document the same id on every build", () => {
    const ids = (tables: TableDocument[]) =>
      Object.fromEntries(
        tables.flatMap((table) => [
          [table.flags[MODULE_ID]?.sourceId, table._id],
          ...table.results.map((result) => [
            `${table.flags[MODULE_ID]?.sourceId}.${result.flags[MODULE_ID]?.resultId}`,
            result._id,
          ]),
        ]),
      );
    const firstIds = ids(first.tables);
    expect(Object.keys(firstIds)).toHaveLength(
      TABLES.length + TABLES.reduce((n, table) => n + table.results.length, 0),
    );
    expect(ids(second.tables)).toEqual(firstIds);
    expect(new Set(Object.values(firstIds)).size).toBe(Object.keys(firstIds).length);
    // ...and the ids are those the document builder derives, not ones fvtt-cli assigned.
    expect(bySourceId(first.tables, BATTLE_EVENTS.id)._id).toBe(rollTableDocument(BATTLE_EVENTS)._id);
  });
});

describe("RollTable documents from rules tables", () => {
  it("derives 16-character alphanumeric ids from the seed alone", () => {
    expect(deterministicId("a")).toMatch(FOUNDRY_ID);
    expect(deterministicId("a")).toBe(deterministicId("a"));
    expect(deterministicId("a")).not.toBe(deterministicId("b"));
  });

  it("escapes text for Foundry's HTML description fields", () => {
    const table: RollTableSource = {
      id: "escapes",
      name: "Escapes",
      section: "Test",
      formula: "1d6",
      description: "Roll <1D6> & read",
      results: [{ id: "all", range: [1, 6], name: "All", text: "Move 3” & fire <twice>" }],
    };
    const document = rollTableDocument(table);
    expect(document.description).toBe("Roll &lt;1D6&gt; &amp; read");
    expect(document.results[0]?.description).toBe("Move 3” &amp; fire &lt;twice&gt;");
    expect(document.results[0]?.name).toBe("All");
  });

  it("refuses a table with two results sharing an id", () => {
    const table: RollTableSource = {
      id: "twice",
      name: "Twice",
      section: "Test",
      formula: "1d6",
      description: "",
      results: [
        { id: "same", range: [1, 3], name: "A", text: "a" },
        { id: "same", range: [4, 6], name: "B", text: "b" },
      ],
    };
    expect(() => rollTableDocument(table)).toThrow(/"same" is used twice/);
  });
});
