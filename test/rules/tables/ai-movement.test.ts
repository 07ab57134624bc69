import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AI_BEHAVIOURS, actionForRoll, isAiAction } from "../../../src/rules/five-parsecs/ai";
import { AI_TYPES } from "../../../src/rules";
import { AI_MOVEMENT_TABLE_LIST } from "../../../src/rules/five-parsecs/tables/ai-movement";
import { TABLES } from "../../../src/rules/tables/index";
import { resultFor, tableCoverageProblems } from "../../../src/rules/core/tables/roll-table";
import { rulesText } from "../../fixtures/rules-texts";

const RULES = [rulesText("five-parsecs-battle-rules.md"), rulesText("five-parsecs-enemy-and-general-movement.md")];

const normalise = (text: string): string =>
  text
    .replace(/[“”]/g, '"')
    .replace(/Maneuver/g, "Manoeuvre")
    .replace(/\s+/g, " ")
    .trim();

/** The printed d6 rows of one AI type's section: face → action text. */
function printedRows(markdown: string, section: string): Map<number, string> {
  const lines = markdown.split(/\r?\n/).map((line) => line.replace(/^[>\s]*/, "").trim());
  const start = lines.indexOf(`[!${section}]-`);
  if (start < 0) throw new Error(`[!${section}] not found`);
  const rows = new Map<number, string>();
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("[!") && rows.size > 0) break;
    const row = /^\|\s*(\d)\s*\|\s*(.+?)\s*\|$/.exec(line);
    if (row) rows.set(Number(row[1]), row[2]!);
    if (rows.size === 6) break;
  }
  return rows;
}

function printedBaseCondition(markdown: string, section: string): string {
  const lines = markdown.split(/\r?\n/).map((line) => line.replace(/^[>\s]*/, "").trim());
  const start = lines.indexOf(`[!${section}]-`);
  const line = lines.slice(start + 1).find((l) => l.startsWith("**Base condition:**"))!;
  return line.replace("**Base condition:**", "").trim();
}

describe("Enemy Movement tables (How to Use Movement Tables)", () => {
  it("are four 1d6 tables (Cautious, Aggressive, Tactical, Defensive), each face covered once, all in TABLES", () => {
    expect(AI_MOVEMENT_TABLE_LIST.map((t) => t.section)).toEqual(["Cautious", "Aggressive", "Tactical", "Defensive"]);
    for (const table of AI_MOVEMENT_TABLE_LIST) {
      expect(table.formula).toBe("1d6");
      expect(tableCoverageProblems(table)).toEqual([]);
      expect(TABLES).toContain(table);
      for (const result of table.results) expect(isAiAction(result.id)).toBe(true);
    }
    expect(new Set(TABLES.map(({ id }) => id)).size).toBe(TABLES.length);
  });

  it("give every one of the seven AI types a behaviour: a table and base condition, or a standing rule (Rampaging, Beast, Guardian)", () => {
    for (const ai of AI_TYPES) {
      const behaviour = AI_BEHAVIOURS[ai];
      expect(Boolean(behaviour.table) === Boolean(behaviour.baseCondition)).toBe(true);
      expect(Boolean(behaviour.table) !== Boolean(behaviour.always)).toBe(true);
    }
    expect(actionForRoll("rampaging", 3)).toBeNull();
  });

  it.skipIf(!RULES.every((text) => text.present)).each(RULES.map((text) => [text.name, text.path]))(
    "match every printed row and base condition of %s",
    (_name, file) => {
      const markdown = readFileSync(file, "utf8");
      for (const table of AI_MOVEMENT_TABLE_LIST) {
        const rows = printedRows(markdown, table.section);
        expect(rows.size, table.section).toBe(6);
        for (const [face, text] of rows)
          expect(normalise(resultFor(table, face).text), `${table.section} ${face}`).toBe(normalise(text));
        const ai = table.section.toLowerCase() as keyof typeof AI_BEHAVIOURS;
        expect(normalise(AI_BEHAVIOURS[ai].baseCondition!.text)).toBe(
          normalise(printedBaseCondition(markdown, table.section)),
        );
      }
    },
  );
});
