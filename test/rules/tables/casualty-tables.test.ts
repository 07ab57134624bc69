import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CASUALTY_TABLE_LIST, CASUALTY_TABLES } from "../../../src/rules/five-parsecs/tables/casualty-tables";
import { TABLES } from "../../../src/rules/tables/index";
import { resultFor, tableCoverageProblems } from "../../../src/rules/core/tables/roll-table";
import {
  CASUALTY_CATEGORIES,
  RANKS,
  type CasualtyCategory,
  type Rank,
} from "../../../src/rules/five-parsecs/figures/vocabulary";
import { rulesText } from "../../fixtures/rules-texts";

/** Both copies of "Resolving Hits" print the same three tables; the module must match each. */
const RULES_FILES = [rulesText("five-parsecs-battle-rules.md"), rulesText("five-parsecs-resolving-hits.md")];

const SECTIONS: Record<CasualtyCategory, string> = {
  humanoid: "Humanoid Combatants",
  cybernetic: "Cybernetic Combatants",
  beast: "Beasts and Monsters",
};

const normalise = (text: string): string => text.replace(/\s+/g, " ").trim();

interface PrintedRow {
  regular: [number, number];
  boss: [number, number];
  name: string;
  text: string;
}

/** "1-2" → [1, 2]; "6" → [6, 6]. */
function rangeOf(cell: string): [number, number] {
  const match = /^(\d+)(?:\s*[–-]\s*(\d+))?$/.exec(cell.trim());
  if (!match) throw new Error(`not a range: "${cell}"`);
  return [Number(match[1]), Number(match[2] ?? match[1])];
}

/** Reads the markdown table under the `[!Section]` callout: | REGULAR | BOSS | OUTCOME | EFFECT |. */
function parseCasualtyTable(markdown: string, section: string): PrintedRow[] {
  const lines = markdown.split(/\r?\n/);
  const bodyOf = (line: string): string => line.replace(/^[>\s]*/, "").trim();
  const start = lines.findIndex((line) => bodyOf(line) === `[!${section}]-`);
  if (start < 0) throw new Error(`section [!${section}] not found`);
  const rows: PrintedRow[] = [];
  for (const line of lines.slice(start + 1)) {
    const body = bodyOf(line);
    if (body.startsWith("[!") || body.startsWith("##")) break;
    if (!body.startsWith("|")) continue; // blank quote lines between the callout title and its table
    const cells = body
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0]?.startsWith("**") || cells[0]?.startsWith("-")) continue; // header and separator
    const [regular = "", boss = "", name = "", text = ""] = cells;
    rows.push({ regular: rangeOf(regular), boss: rangeOf(boss), name: normalise(name), text: normalise(text) });
  }
  return rows;
}

const cases = CASUALTY_CATEGORIES.flatMap((category) =>
  RANKS.map((rank) => [category, rank] as [CasualtyCategory, Rank]),
);

describe("Rolling for damage: the casualty tables", () => {
  it("are six 1d6 tables, one per category and column, all in TABLES for the compendium", () => {
    expect(CASUALTY_TABLE_LIST).toHaveLength(6);
    for (const table of CASUALTY_TABLE_LIST) {
      expect(table.formula).toBe("1d6");
      expect(TABLES).toContain(table);
    }
    expect(new Set(TABLES.map(({ id }) => id)).size).toBe(TABLES.length);
  });

  it.each(cases)("%s %s covers every face of 1d6 exactly once", (category, rank) => {
    expect(tableCoverageProblems(CASUALTY_TABLES[category][rank])).toEqual([]);
  });

  it.each(cases)("%s %s names its rules section", (category, rank) => {
    expect(CASUALTY_TABLES[category][rank].section).toBe(SECTIONS[category]);
  });

  // The printed columns: REGULAR 1-2 / 3-4 / 5-6, BOSS 1-2 / 3-5 / 6.
  const columns: [Rank, number[], number[], number[]][] = [
    ["regular", [1, 2], [3, 4], [5, 6]],
    ["boss", [1, 2], [3, 4, 5], [6]],
  ];
  const ids: Record<CasualtyCategory, [string, string, string]> = {
    humanoid: ["dazed", "wounded", "goner"],
    cybernetic: ["temporaryShutdown", "damaged", "goner"],
    beast: ["knockDown", "bleeding", "goner"],
  };
  for (const category of CASUALTY_CATEGORIES) {
    for (const [rank, ...faces] of columns) {
      it(`${SECTIONS[category]} (${rank}): each face gives the printed outcome`, () => {
        faces.forEach((group, index) => {
          for (const face of group)
            expect(resultFor(CASUALTY_TABLES[category][rank], face).id).toBe(ids[category][index]);
        });
      });
    }
  }
});

for (const file of RULES_FILES) {
  describe.skipIf(!file.present)(`Resolving Hits: the casualty tables match ${file.name}`, () => {
    // Vitest still collects a skipped suite: read the text only when it is there (rulesText said why it is not).
    if (!file.present) return;
    const markdown = readFileSync(file.path, "utf8");
    for (const category of CASUALTY_CATEGORIES) {
      const printed = parseCasualtyTable(markdown, SECTIONS[category]);
      it(`${SECTIONS[category]}: three printed rows`, () => {
        expect(printed).toHaveLength(3);
      });
      for (const rank of RANKS) {
        it(`${SECTIONS[category]} (${rank}): every printed range, name and EFFECT text, in order`, () => {
          const table = CASUALTY_TABLES[category][rank];
          expect(
            table.results.map(({ range, name, text }) => ({
              range: [range[0], range[1]],
              name,
              text: normalise(text),
            })),
          ).toEqual(printed.map((row) => ({ range: row[rank], name: row.name, text: row.text })));
        });
      }
    }
  });
}
