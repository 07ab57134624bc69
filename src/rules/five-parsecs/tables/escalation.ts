import type { AiType } from "../figures/vocabulary";
import type { RollTableSource, TableResult } from "../../core/tables/roll-table";

/**
 * "Escalating Battles" (five-parsecs-battle-rules.md, End Phase): "Roll 1D100 according to the main AI type and consult
 * the table below to determine the escalation effect". One RollTable per printed AI type column; a "–" in a column
 * means the effect cannot come up for that AI type, so the column's table has no result for it. Names and ranges are
 * exactly as printed; test/rules/tables/escalation.test.ts re-reads the rules file and fails if they drift.
 *
 * The rules name the nine effects but do not give their texts (ruling 3 in docs/rulings.md). Each result's text
 * therefore says only that, so a GM can write the text in from their own book in the compendium. Nothing is invented.
 */

/** The AI types the Escalation table has a column for. Guardian has none: a Guardian follows the figure it protects. */
export const ESCALATING_AI_TYPES = [
  "aggressive",
  "cautious",
  "defensive",
  "rampaging",
  "tactical",
  "beast",
] as const satisfies readonly AiType[];
export type EscalatingAiType = (typeof ESCALATING_AI_TYPES)[number];

export const isEscalatingAiType = (ai: AiType): ai is EscalatingAiType =>
  (ESCALATING_AI_TYPES as readonly AiType[]).includes(ai);

export const ESCALATION_SECTION = "Escalating Battles";

/** The nine escalation effects, in the printed row order. */
export const ESCALATION_EFFECTS = [
  { id: "moraleIncrease", name: "Morale Increase" },
  { id: "fightingIntensifies", name: "Fighting Intensifies" },
  { id: "reinforcements", name: "Reinforcements!" },
  { id: "regroup", name: "Regroup" },
  { id: "sniper", name: "Sniper!" },
  { id: "ambush", name: "Ambush!" },
  { id: "coveringFire", name: "Covering Fire" },
  { id: "unconventionalTactics", name: "Unconventional Tactics" },
  { id: "rushAttack", name: "Rush Attack" },
] as const;
export type EscalationEffectId = (typeof ESCALATION_EFFECTS)[number]["id"];

type Range = readonly [number, number];
/** The printed table, row by row: the range in each column, or null for "–". */
const PRINTED: Record<EscalationEffectId, Record<EscalatingAiType, Range | null>> = {
  moraleIncrease: {
    aggressive: [1, 15],
    cautious: [1, 10],
    defensive: [1, 20],
    rampaging: [1, 10],
    tactical: [1, 10],
    beast: [1, 10],
  },
  fightingIntensifies: {
    aggressive: [16, 30],
    cautious: [11, 15],
    defensive: [21, 40],
    rampaging: [11, 20],
    tactical: [11, 25],
    beast: [11, 15],
  },
  reinforcements: {
    aggressive: [31, 45],
    cautious: [16, 40],
    defensive: [41, 50],
    rampaging: [21, 45],
    tactical: [26, 30],
    beast: [16, 35],
  },
  regroup: {
    aggressive: null,
    cautious: [41, 55],
    defensive: [51, 65],
    rampaging: null,
    tactical: [31, 45],
    beast: null,
  },
  sniper: {
    aggressive: null,
    cautious: [56, 70],
    defensive: [66, 75],
    rampaging: null,
    tactical: [46, 60],
    beast: null,
  },
  ambush: {
    aggressive: [46, 60],
    cautious: null,
    defensive: null,
    rampaging: [46, 60],
    tactical: null,
    beast: [36, 80],
  },
  coveringFire: {
    aggressive: [61, 70],
    cautious: [71, 80],
    defensive: [76, 90],
    rampaging: null,
    tactical: [61, 85],
    beast: null,
  },
  unconventionalTactics: {
    aggressive: [71, 80],
    cautious: [81, 100],
    defensive: [91, 100],
    rampaging: [61, 65],
    tactical: [86, 100],
    beast: null,
  },
  rushAttack: {
    aggressive: [81, 100],
    cautious: null,
    defensive: null,
    rampaging: [66, 100],
    tactical: null,
    beast: [81, 100],
  },
};

const COLUMN_NAMES: Record<EscalatingAiType, string> = {
  aggressive: "Aggressive",
  cautious: "Cautious",
  defensive: "Defensive",
  rampaging: "Rampaging",
  tactical: "Tactical",
  beast: "Beast",
};

/** Ruling 3: the effect is named, never described; the GM writes the text in from the book. */
export const escalationEffectText = (name: string): string =>
  `The escalation effect “${name}” is described in the Five Parsecs From Home rulebook; these rules name it without its text. Write its text in here from your own book.`;

function escalationTable(ai: EscalatingAiType): RollTableSource {
  const results: TableResult[] = ESCALATION_EFFECTS.flatMap(({ id, name }) => {
    const range = PRINTED[id][ai];
    return range ? [{ id, range: [range[0], range[1]] as const, name, text: escalationEffectText(name) }] : [];
  });
  return {
    id: `escalation${COLUMN_NAMES[ai]}`,
    name: `Escalation (${COLUMN_NAMES[ai]})`,
    section: ESCALATION_SECTION,
    formula: "1d100",
    description: `Roll 1D100 according to the main AI type and consult the table below to determine the escalation effect. This is the ${COLUMN_NAMES[ai]} column. No more than 3 Escalation rolls are made during the battle.`,
    results,
  };
}

/** One table per AI type column, keyed by AI type. */
export const ESCALATION_TABLES: Readonly<Record<EscalatingAiType, RollTableSource>> = Object.fromEntries(
  ESCALATING_AI_TYPES.map((ai) => [ai, escalationTable(ai)]),
) as Record<EscalatingAiType, RollTableSource>;

/** The six tables in printed column order, for the compendium. */
export const ESCALATION_TABLE_LIST: readonly RollTableSource[] = ESCALATING_AI_TYPES.map((ai) => ESCALATION_TABLES[ai]);
