import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TABLES } from "../../../src/rules/tables/index";
import {
  ESCALATING_AI_TYPES,
  ESCALATION_EFFECTS,
  ESCALATION_TABLE_LIST,
  ESCALATION_TABLES,
  escalationEffectText,
} from "../../../src/rules/five-parsecs/tables/escalation";
import { resultFor, tableCoverageProblems } from "../../../src/rules/core/tables/roll-table";
import { rulesText } from "../../fixtures/rules-texts";

const SECTION = "Escalating Battles";
const RULES = rulesText("five-parsecs-battle-rules.md");

describe(`${SECTION} (Escalation table)`, () => {
  it("is six 1d100 tables, one per printed AI type column, all in TABLES for the compendium", () => {
    expect(ESCALATION_TABLE_LIST).toHaveLength(6);
    for (const table of ESCALATION_TABLE_LIST) {
      expect(table.formula).toBe("1d100");
      expect(table.section).toBe(SECTION);
      expect(TABLES).toContain(table);
    }
    expect(new Set(TABLES.map(({ id }) => id)).size).toBe(TABLES.length);
  });

  it.each(ESCALATING_AI_TYPES)("the %s column covers every face of 1d100 exactly once", (ai) => {
    expect(tableCoverageProblems(ESCALATION_TABLES[ai])).toEqual([]);
  });

  it("has no column for Guardian (the rules print none)", () => {
    expect(ESCALATING_AI_TYPES).not.toContain("guardian");
  });

  it("names each effect as printed and invents no effect text (ruling 3)", () => {
    for (const table of ESCALATION_TABLE_LIST) {
      for (const result of table.results) {
        expect(result.text).toBe(escalationEffectText(result.name));
        expect(result.text).toContain("rulebook");
      }
    }
    expect(ESCALATION_EFFECTS.map(({ name }) => name)).toEqual([
      "Morale Increase",
      "Fighting Intensifies",
      "Reinforcements!",
      "Regroup",
      "Sniper!",
      "Ambush!",
      "Covering Fire",
      "Unconventional Tactics",
      "Rush Attack",
    ]);
  });

  // Spot checks of printed boundaries.
  it.each([
    ["aggressive", 15, "Morale Increase"],
    ["aggressive", 46, "Ambush!"],
    ["cautious", 100, "Unconventional Tactics"],
    ["defensive", 75, "Sniper!"],
    ["rampaging", 61, "Unconventional Tactics"],
    ["tactical", 26, "Reinforcements!"],
    ["beast", 80, "Ambush!"],
    ["beast", 81, "Rush Attack"],
  ] as const)("%s: a roll of %i is %s", (ai, roll, name) => {
    expect(resultFor(ESCALATION_TABLES[ai], roll).name).toBe(name);
  });
});

/** Reads the printed Escalation Table: one row per effect, one cell per AI type column ("01-15" or "–"). */
function parseEscalationTable(markdown: string): {
  columns: string[];
  rows: { name: string; cells: (readonly [number, number] | null)[] }[];
} {
  const lines = markdown.split(/\r?\n/).map((line) => line.replace(/^[>\s]*/, "").trim());
  const start = lines.indexOf("## Escalation Table");
  if (start < 0) throw new Error("Escalation Table not found");
  const table = lines.slice(start).filter((line) => line.startsWith("|"));
  const cellsOf = (line: string) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.replace(/\*\*/g, "").trim());
  const [header, , ...body] = table;
  const columns = cellsOf(header ?? "").slice(1);
  const rows = body.map((line) => {
    const [name, ...cells] = cellsOf(line);
    return {
      name: (name ?? "").replace(/\[\[|\]\]/g, ""),
      cells: cells.map((cell) => {
        const match = /^(\d+)-(\d+)$/.exec(cell);
        return match ? ([Number(match[1]), Number(match[2])] as const) : null;
      }),
    };
  });
  return { columns, rows };
}

describe.skipIf(!RULES.present)(`${SECTION}: the tables match the rules text`, () => {
  // Vitest still collects a skipped suite: read the text only when it is there (rulesText said why it is not).
  if (!RULES.present) return;
  const printed = parseEscalationTable(readFileSync(RULES.path, "utf8"));

  it("reads six AI type columns and nine effects", () => {
    expect(printed.columns).toEqual(["Aggressive", "Cautious", "Defensive", "Rampaging", "Tactical", "Beast"]);
    expect(printed.rows.map((row) => row.name)).toEqual(ESCALATION_EFFECTS.map(({ name }) => name));
  });

  it.each(ESCALATING_AI_TYPES.map((ai, column) => [ai, column] as const))(
    "the %s column has every printed range and name, in order",
    (ai, column) => {
      const expected = printed.rows.flatMap((row) => {
        const cell = row.cells[column];
        return cell ? [{ name: row.name, range: [cell[0], cell[1]] }] : [];
      });
      expect(ESCALATION_TABLES[ai].results.map(({ name, range }) => ({ name, range: [range[0], range[1]] }))).toEqual(
        expected,
      );
    },
  );
});
