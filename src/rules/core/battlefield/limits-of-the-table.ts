import type { Battlefield } from "./battlefield";
import type { Point } from "./geometry";
import { shown, TableLimitError } from "./table-limit-error";

export { TableLimitError } from "./table-limit-error";

/*
 * Every cost on the battlefield is bounded by the table: the limits below are the one place that says how big a table,
 * how long a distance, how fine a movement lattice and how fast a figure may be. Each public entry (buildBattlefield,
 * the Line of Sight measures, reachOf, cheapestPath, randomMovement, sweep) checks its input against them once, before
 * any work, and refuses what lies beyond with a `TableLimitError` naming the field and the value. Inside, the loops may
 * then trust that a line is a few hundred inches long at most and a search a million lattice points at most.
 */

/**
 * The largest table side, in inches: 40 feet, more than ten times a 3' Five Parsecs table and more than the largest map
 * the benchmarks build (360"). At the default 0.5" lattice the whole of such a table is 960 x 960 lattice points.
 */
export const MAX_TABLE_INCHES = 480;

/**
 * How far off the table's edge a position may lie and still be measured (a base overhanging the edge, a token being
 * dragged off it). Anything further is refused: it is not on this table.
 */
export const TABLE_MARGIN_INCHES = 12;

/**
 * The longest distance the rules measure: the diagonal of the largest table with its margins (713"), rounded up.
 * Any two positions accepted on a table are closer than this; a `sweep` is refused beyond it.
 */
export const MAX_DISTANCE_INCHES = 720;

/** The finest movement lattice (`lattice` of `reachOf`, `cheapestPath` and the AI's options), in inches. */
export const MIN_LATTICE_INCHES = 0.1;

/**
 * The most lattice points one movement search may hold (2^20, about 50 MB of search state). A Dash at the largest
 * Speed on the finest lattice needs under 100,000; `cheapestPath` without `maxCost` on the largest table at the default
 * lattice 921,600. A finer lattice over a whole large table is refused: pass `maxCost` or a coarser lattice.
 */
export const MAX_SEARCH_POINTS = 2 ** 20;

/**
 * The largest Speed (Movement) a figure may move at, in inches. Each ruleset's stored limit is this bound (`LIMITS`'
 * crew and enemy Speed, Bracket Busters' Movement), so the table of limits and the movement search agree.
 */
export const MAX_SPEED_INCHES = 12;

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The table's size: positive and at most `MAX_TABLE_INCHES` a side. */
export function checkTableSize(entry: string, width: unknown, height: unknown, prefix = "battlefield."): void {
  for (const [field, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!isFiniteNumber(value) || value <= 0 || value > MAX_TABLE_INCHES) {
      throw new TableLimitError(
        entry,
        `${prefix}${field}`,
        value,
        `a number of inches above 0 and at most ${MAX_TABLE_INCHES} (the largest table)`,
      );
    }
  }
}

/** A battlefield handed to a public function: its table within the limits. */
export function checkTable(entry: string, battlefield: Battlefield): void {
  if (typeof battlefield !== "object" || battlefield === null)
    throw new TableLimitError(entry, "battlefield", battlefield, "a battlefield (see buildBattlefield)");
  const { width, height } = battlefield;
  // The common case in two comparisons each; the full check only to word the refusal.
  if (!(width > 0 && width <= MAX_TABLE_INCHES && height > 0 && height <= MAX_TABLE_INCHES))
    checkTableSize(entry, width, height);
}

/** A position on the table, or at most `TABLE_MARGIN_INCHES` off its edge. */
export function checkPosition(entry: string, field: string, point: Point, battlefield: Battlefield): void {
  const x = point?.x,
    y = point?.y;
  const m = TABLE_MARGIN_INCHES;
  // NaN fails every comparison, so it falls through to the refusal.
  if (x >= -m && y >= -m && x <= battlefield.width + m && y <= battlefield.height + m) return;
  const where =
    isFiniteNumber(x) && isFiniteNumber(y)
      ? `on the ${battlefield.width}" x ${battlefield.height}" table or at most ${m}" off its edge`
      : "a point of finite x and y in inches";
  throw new TableLimitError(entry, field, point, where);
}

/** A figure's placement: its centre on the table (see `checkPosition`). The field is worded only for a refusal. */
export function checkPlacement(
  entry: string,
  placement: { readonly id: string; readonly centre: Point },
  battlefield: Battlefield,
): void {
  const centre = placement?.centre;
  const x = centre?.x,
    y = centre?.y,
    m = TABLE_MARGIN_INCHES;
  if (x >= -m && y >= -m && x <= battlefield.width + m && y <= battlefield.height + m) return;
  checkPosition(entry, `figure ${shown(placement?.id)}.centre`, centre, battlefield);
}

/** A movement lattice: absent (the default), or a finite number of inches from `MIN_LATTICE_INCHES` up. */
export function checkLattice(entry: string, lattice: unknown): void {
  if (lattice === undefined) return;
  if (isFiniteNumber(lattice) && lattice >= MIN_LATTICE_INCHES) return;
  throw new TableLimitError(
    entry,
    "lattice",
    lattice,
    `a finite number of inches, at least ${MIN_LATTICE_INCHES} (the finest lattice)`,
  );
}

/** A figure's Speed: a number of inches from 0 to `MAX_SPEED_INCHES`. */
export function checkSpeed(entry: string, figure: { readonly id: string; readonly speed: number }): void {
  const speed: unknown = figure?.speed;
  if (isFiniteNumber(speed) && speed >= 0 && speed <= MAX_SPEED_INCHES) return;
  throw new TableLimitError(
    entry,
    `figure ${shown(figure?.id)}.speed`,
    speed,
    `a number of inches from 0 to ${MAX_SPEED_INCHES} (the largest Speed)`,
  );
}

/** A distance to move or measure: a finite number of inches from 0 to `max`. */
export function checkInches(entry: string, field: string, value: unknown, max = MAX_DISTANCE_INCHES): void {
  if (isFiniteNumber(value) && value >= 0 && value <= max) return;
  throw new TableLimitError(
    entry,
    field,
    value,
    `a number of inches from 0 to ${max}${max === MAX_DISTANCE_INCHES ? " (the largest distance)" : ""}`,
  );
}

/** A cost limit: absent or Infinity (anywhere on the table), or a number of inches of 0 or more. */
export function checkMaxCost(entry: string, maxCost: unknown): void {
  if (maxCost === undefined || maxCost === Infinity || (isFiniteNumber(maxCost) && maxCost >= 0)) return;
  throw new TableLimitError(entry, "maxCost", maxCost, "a number of inches of 0 or more, or Infinity");
}

/** An angle in degrees: any finite number (it wraps). */
export function checkDegrees(entry: string, field: string, value: unknown): void {
  if (isFiniteNumber(value)) return;
  throw new TableLimitError(entry, field, value, "a finite number of degrees");
}
