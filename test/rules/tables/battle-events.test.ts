import { readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { BATTLE_EVENTS } from "../../../src/rules/five-parsecs/tables/battle-events";
import { resultFor, tableCoverageProblems } from "../../../src/rules/core/tables/roll-table";
import { rulesText } from "../../fixtures/rules-texts";

const SECTION = "Battle Events on Round 2 and Round 4";
const RULES = rulesText("five-parsecs-battle-rules.md");

interface PrintedResult {
  range: [number, number];
  name: string;
  text: string;
}

const normalise = (text: string): string => text.replace(/\s+/g, " ").trim();
/** `[[Unique Individual]]` is an Obsidian wiki link to a table these rules do not give; the table shows it as text. */
const unlink = (text: string): string =>
  text.replace(/\[\[([^\]|]+)(?:\|([^\]]+))?\]\]/g, (_, target: string, label?: string) => label ?? target);

/**
 * Reads a callout section of the rules markdown: the section's own paragraphs (quote depth d) become the description,
 * and each nested `[!low–high: Name]` callout (depth d+1) becomes a result with the paragraphs under it.
 */
function parseRulesTable(markdown: string, section: string): { description: string; results: PrintedResult[] } {
  const lines = markdown.split(/\r?\n/);
  const depthOf = (line: string): number => (/^[>\s]*/.exec(line)?.[0].match(/>/g) ?? []).length;
  const bodyOf = (line: string): string => line.replace(/^[>\s]*/, "").trim();
  const start = lines.findIndex((line) => bodyOf(line) === `[!${section}]-`);
  if (start < 0) throw new Error(`section [!${section}] not found in ${RULES.name}`);
  const depth = depthOf(lines[start] ?? "");

  const description: string[] = [];
  const results: { range: [number, number]; name: string; text: string[] }[] = [];
  for (const line of lines.slice(start + 1)) {
    const lineDepth = depthOf(line);
    if (lineDepth < depth) break;
    const body = bodyOf(line);
    if (!body) continue;
    const heading = /^\[!(\d+)\s*[–-]\s*(\d+):\s*(.+?)\]-?$/.exec(body);
    if (lineDepth === depth + 1 && heading) {
      results.push({ range: [Number(heading[1]), Number(heading[2])], name: heading[3] ?? "", text: [] });
    } else if (lineDepth === depth && results.length === 0) {
      description.push(body);
    } else if (lineDepth === depth + 1 && results.length > 0) {
      results.at(-1)?.text.push(body);
    } else {
      throw new Error(`unexpected line in [!${section}]: ${line}`);
    }
  }
  return {
    description: normalise(unlink(description.join(" "))),
    results: results.map(({ range, name, text }) => ({ range, name, text: normalise(unlink(text.join(" "))) })),
  };
}

describe(`${SECTION} (Battle Events table)`, () => {
  it("covers every face of 1d100 exactly once", () => {
    expect(BATTLE_EVENTS.formula).toBe("1d100");
    expect(tableCoverageProblems(BATTLE_EVENTS)).toEqual([]);
  });

  it("has the 24 printed results (the rules print 24 callouts covering 1–100), each with its own id", () => {
    expect(BATTLE_EVENTS.results).toHaveLength(24);
    expect(new Set(BATTLE_EVENTS.results.map(({ id }) => id)).size).toBe(24);
    for (const { id } of BATTLE_EVENTS.results) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it("names the section it comes from", () => {
    expect(BATTLE_EVENTS.section).toBe(SECTION);
  });

  // Every range boundary as printed in the rules, low and high end.
  const boundaries: [number, number, string][] = [
    [1, 5, "Renewed efforts"],
    [6, 9, "Enemy reinforcements"],
    [10, 13, "Change of plans"],
    [14, 16, "Lost heart"],
    [17, 20, "Seized the moment"],
    [21, 26, "Critters!"],
    [27, 30, "Ammo fault"],
    [31, 34, "Visibility change"],
    [35, 38, "Tougher than expected"],
    [39, 42, "Snap shot"],
    [43, 46, "Cunning plan"],
    [47, 50, "Possible reinforcements"],
    [51, 54, "Clock is running out"],
    [55, 60, "Environmental hazard"],
    [61, 65, "A desperate plan"],
    [66, 70, "A moment of hesitation"],
    [71, 73, "Fumbled grenade"],
    [74, 77, "Back up"],
    [78, 80, "Enemy VIP"],
    [81, 85, "Fog cloud"],
    [86, 89, "Lost!"],
    [90, 93, "I found something!"],
    [94, 97, "Looks valuable"],
    [98, 100, "You want me to check that out?"],
  ];
  it.each(boundaries)("a roll of %i or %i is %s", (low, high, name) => {
    expect(resultFor(BATTLE_EVENTS, low).name).toBe(name);
    expect(resultFor(BATTLE_EVENTS, high).name).toBe(name);
  });

  it("rejects rolls a d100 cannot show", () => {
    expect(() => resultFor(BATTLE_EVENTS, 0)).toThrow(RangeError);
    expect(() => resultFor(BATTLE_EVENTS, 101)).toThrow(RangeError);
  });

  it("keeps the rules' references to tables it does not give as plain text (ruling 4)", () => {
    const text = (id: string) => BATTLE_EVENTS.results.find((result) => result.id === id)?.text ?? "";
    expect(text("critters")).toContain("Vent Crawlers (p.102)");
    expect(text("iFoundSomething")).toContain("Loot item (p.131)");
    expect(text("enemyVip")).toMatch(/^A Unique Individual immediately joins/);
    for (const { text } of BATTLE_EVENTS.results) expect(text).not.toMatch(/\[\[|\]\]/);
  });
});

describe.skipIf(!RULES.present)(`${SECTION}: the table matches the rules text`, () => {
  // Vitest still collects a skipped suite: read the text only when it is there (rulesText said why it is not).
  if (!RULES.present) return;
  const printed = parseRulesTable(readFileSync(RULES.path, "utf8"), SECTION);

  it("reads 24 callouts from the rules", () => {
    expect(printed.results).toHaveLength(24);
  });

  it("has the section's introduction as its description", () => {
    expect(normalise(BATTLE_EVENTS.description)).toBe(printed.description);
  });

  it("has every printed range, name and text, in order", () => {
    expect(
      BATTLE_EVENTS.results.map(({ range, name, text }) => ({
        range: [range[0], range[1]],
        name,
        text: normalise(text),
      })),
    ).toEqual(printed.results);
  });
});
