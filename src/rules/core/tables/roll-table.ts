/**
 * A table from the rules as plain data: the single source that both the rules (looking a roll up) and the compendium
 * build (writing a Foundry RollTable) read.
 */
export interface TableResult {
  /** Stable key for code that acts on the result ("renewedEfforts"). */
  readonly id: string;
  /** Inclusive die range, as printed: [1, 5] for "1–5". */
  readonly range: readonly [number, number];
  /** The result's heading as printed. */
  readonly name: string;
  /** The full text as printed. */
  readonly text: string;
}

export interface RollTableSource {
  /** Stable key; also the seed of the compendium document ids. */
  readonly id: string;
  readonly name: string;
  /** The rules section the table comes from. */
  readonly section: string;
  readonly formula: "1d6" | "1d100";
  readonly description: string;
  readonly results: readonly TableResult[];
}

/** The highest face of the table's die: 6 or 100. */
export const facesOf = (table: RollTableSource): number => Number(table.formula.slice(2));

/** The result a natural roll selects. Throws for a roll the die cannot show, which is a bug, not a table gap. */
export function resultFor(table: RollTableSource, roll: number): TableResult {
  const result = table.results.find(({ range: [low, high] }) => roll >= low && roll <= high);
  if (!result) throw new RangeError(`${table.name}: no result for a roll of ${roll} on ${table.formula}`);
  return result;
}

/**
 * Problems with a table's ranges: every face of its die must be covered by exactly one result. Empty when sound.
 * Run by the tests for every table, so a typo in a range cannot ship.
 */
export function tableCoverageProblems(table: RollTableSource): string[] {
  const problems: string[] = [];
  const faces = facesOf(table);
  const owners = new Map<number, string>();
  for (const {
    id,
    range: [low, high],
  } of table.results) {
    if (!Number.isInteger(low) || !Number.isInteger(high) || low > high || low < 1 || high > faces) {
      problems.push(`${id}: range ${low}-${high} is not within 1-${faces}`);
      continue;
    }
    for (let face = low; face <= high; face++) {
      const owner = owners.get(face);
      if (owner) problems.push(`${face} is covered by both ${owner} and ${id}`);
      owners.set(face, id);
    }
  }
  for (let face = 1; face <= faces; face++) if (!owners.has(face)) problems.push(`${face} is not covered`);
  return problems;
}
