import type { CasualtyCategory, Rank } from "../figures/vocabulary";
import type { RollTableSource, TableResult } from "../../core/tables/roll-table";

/**
 * The three casualty tables of "Rolling for damage" (five-parsecs-battle-rules.md, Resolving Hits), one RollTable per
 * printed column: Regular (1-2 / 3-4 / 5-6) and Boss (1-2 / 3-5 / 6). Names and effect texts are verbatim from the
 * rules; test/rules/tables/casualty-tables.test.ts re-reads the rules file and fails if they drift.
 */

/** The printed ranges of the two columns: a Boss is Wounded/Damaged/Bleeding on 3-5 and a Goner only on a 6. */
const COLUMN_RANGES: Record<Rank, readonly (readonly [number, number])[]> = {
  regular: [
    [1, 2],
    [3, 4],
    [5, 6],
  ],
  boss: [
    [1, 2],
    [3, 5],
    [6, 6],
  ],
};

const COLUMN_NAMES: Record<Rank, string> = { regular: "Regular", boss: "Boss" };

/** The printed rows of one table, lowest result first; each row takes its range from the column. */
type PrintedRow = Omit<TableResult, "range">;

const GONER: PrintedRow = { id: "goner", name: "Goner", text: "The character is removed from play." };

const PRINTED: Record<CasualtyCategory, { section: string; rows: readonly [PrintedRow, PrintedRow, PrintedRow] }> = {
  humanoid: {
    section: "Humanoid Combatants",
    rows: [
      {
        id: "dazed",
        name: "Dazed",
        text: "On their next activation, they do not remove a stunned marker automatically. Ignore this result if already Dazed.",
      },
      {
        id: "wounded",
        name: "Wounded",
        text: "The character moves at half speed; Reduce their Combat Skill by 1 (this can potentially reduce you to -1). If Wounded again, they are a Goner (see below)",
      },
      GONER,
    ],
  },
  cybernetic: {
    section: "Cybernetic Combatants",
    rows: [
      {
        id: "temporaryShutdown",
        name: "Temporary shutdown",
        text: "On their next activation, do not remove a stun marker automatically. Ignore this result if already shut down.",
      },
      {
        id: "damaged",
        name: "Damaged",
        text: "Mark the figure with a token. Every time it activates, roll D6, with a 6 indicating that it falls apart and is removed from play. Multiple instances have no effect. Add +1 to future casualty rolls.",
      },
      GONER,
    ],
  },
  beast: {
    section: "Beasts and Monsters",
    rows: [
      {
        id: "knockDown",
        name: "Knock down / Drive off",
        text: "Move 2” directly away from the firer per hit inflicted by the attack.",
      },
      {
        id: "bleeding",
        name: "Bleeding",
        text: "Roll D6 at the end of the character’s next activation: On a 1, the Bleeding condition ends. On a 6, they are a Goner. Add +1 to future injury rolls. Multiple instances have no effect.",
      },
      GONER,
    ],
  },
};

/** The result ids a casualty roll can give, across the three tables. */
export type CasualtyResultId =
  | "dazed"
  | "wounded"
  | "temporaryShutdown"
  | "damaged"
  | "knockDown"
  | "bleeding"
  | "goner";

function casualtyTable(category: CasualtyCategory, rank: Rank): RollTableSource {
  const { section, rows } = PRINTED[category];
  return {
    id: `casualty${capitalise(category)}${capitalise(rank)}`,
    name: `${section} (${COLUMN_NAMES[rank]})`,
    section,
    formula: "1d6",
    description: `Rolling for damage: a score above the Toughness of the target produces a roll on this casualty table (the ${COLUMN_NAMES[rank].toUpperCase()} column). Critical Hit: if the Hit roll was a natural 6, roll one additional time and use the highest result.`,
    results: rows.map((row, index) => ({ ...row, range: COLUMN_RANGES[rank][index] ?? [0, 0] })),
  };
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** The six casualty tables, by the figure's casualty category and then its column (crew always roll Regular). */
export const CASUALTY_TABLES: Readonly<Record<CasualtyCategory, Readonly<Record<Rank, RollTableSource>>>> = {
  humanoid: { regular: casualtyTable("humanoid", "regular"), boss: casualtyTable("humanoid", "boss") },
  cybernetic: { regular: casualtyTable("cybernetic", "regular"), boss: casualtyTable("cybernetic", "boss") },
  beast: { regular: casualtyTable("beast", "regular"), boss: casualtyTable("beast", "boss") },
};

/** The six casualty tables as a list, in the rules' order (humanoid, cybernetic, beast; regular before boss). */
export const CASUALTY_TABLE_LIST: readonly RollTableSource[] = Object.values(CASUALTY_TABLES).flatMap((byRank) => [
  byRank.regular,
  byRank.boss,
]);
