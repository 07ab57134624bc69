import { checkLimits, type LimitViolation } from "../../limits/check-limits";
import { expectedBy } from "../../limits/limit";
import { LIMITS, type LimitedKind } from "../../limits/limits";
import { MARKERS, UNHARMED } from "./condition";
import type { Figure } from "./figure";
import { SIDES, type Side } from "./vocabulary";

export { expectedBy } from "../../limits/limit";

/*
 * The runtime check of a figure handed to a public rules function. The types say what a Figure is, but a macro, an old
 * world or a fuzzer can hand in anything; the rules then compute NaN or throw a bare TypeError deep inside. Each public
 * entry checks its figures once, here, against the same LIMITS the data models and the mapping use, so there is one
 * source for every bound.
 */

/** What is wrong with a value: the dotted field ("figure.weapons[0].damage"), the value found and what was expected. */
export interface FigureProblem {
  readonly field: string;
  readonly value: unknown;
  readonly expected: string;
}

/** A figure id is a document UUID; `guardianOf` holds one, so its bound is the id's bound. */
export const MAX_ID_LENGTH = LIMITS.enemy.guardianOf.maxLength;

/** A value for a message: short, and NaN or undefined shown as such (JSON would print null). */
export function showValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (
    typeof value === "number" ||
    typeof value === "boolean" ||
    typeof value === "bigint" ||
    value === undefined ||
    value === null
  ) {
    return String(value);
  }
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return typeof value === "object" ? "an object" : typeof value;
}

/** "figure.combatSkill must be a whole number from 0 to 5 (got NaN)". */
export const describeProblem = (p: FigureProblem): string =>
  `${p.field} must be ${p.expected} (got ${showValue(p.value)})`;

const problem = (field: string, value: unknown, expected: string): FigureProblem => ({ field, value, expected });

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A figure, weapon or gear id: non-empty text, at most MAX_ID_LENGTH characters. */
export function idProblem(value: unknown, field: string): FigureProblem | null {
  if (typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH) return null;
  return problem(field, value, `an id (text of 1 to ${MAX_ID_LENGTH} characters)`);
}

export function textProblem(value: unknown, field: string): FigureProblem | null {
  return typeof value === "string" && value.length <= MAX_ID_LENGTH
    ? null
    : problem(field, value, `text of at most ${MAX_ID_LENGTH} characters`);
}

function fromViolation(v: LimitViolation, prefix: string, rename: Readonly<Record<string, string>>): FigureProblem {
  const field = `${prefix}.${rename[v.field] ?? v.field}`;
  if (v.limit) return problem(field, v.value, expectedBy(v.limit));
  if (v.problem === "luckAboveMax") return problem(field, v.value, "at most luck.max");
  return problem(field, v.value, "at most 1 for a figure without the human trait");
}

/** Runs `checkLimits` on a view of the value shaped as stored data; the first violation, named as the rules name it. */
function limitsProblem(
  kind: LimitedKind,
  view: Record<string, unknown>,
  prefix: string,
  rename: Readonly<Record<string, string>> = {},
): FigureProblem | null {
  const [first] = checkLimits(kind, view);
  return first ? fromViolation(first, prefix, rename) : null;
}

/** Lists the rules read with `.includes` and `.map`: an array, not a Set. */
function listProblem(value: unknown, field: string): FigureProblem | null {
  return Array.isArray(value) ? null : problem(field, value, "a list");
}

export function weaponProblem(value: unknown, field: string): FigureProblem | null {
  if (!isRecord(value)) return problem(field, value, "a weapon");
  return (
    idProblem(value["id"], `${field}.id`) ??
    textProblem(value["name"], `${field}.name`) ??
    listProblem(value["traits"], `${field}.traits`) ??
    limitsProblem("weapon", value, field)
  );
}

export function gearProblem(value: unknown, field: string): FigureProblem | null {
  if (!isRecord(value)) return problem(field, value, "protective gear");
  return (
    idProblem(value["id"], `${field}.id`) ??
    textProblem(value["name"], `${field}.name`) ??
    limitsProblem("gear", value, field)
  );
}

/** The condition's flags are UNHARMED's keys; the marker is one of MARKERS or null. */
const CONDITION_FLAGS = Object.keys(UNHARMED).filter((key) => key !== "marker");

export function conditionProblem(value: unknown, field: string): FigureProblem | null {
  if (!isRecord(value)) return problem(field, value, "a condition (marker and casualty effects)");
  const marker = value["marker"];
  if (marker !== null && !(MARKERS as readonly unknown[]).includes(marker))
    return problem(`${field}.marker`, marker, `one of ${MARKERS.join(", ")}, or null`);
  const flag = CONDITION_FLAGS.find((key) => typeof value[key] !== "boolean");
  return flag === undefined ? null : problem(`${field}.${flag}`, value[flag], "true or false");
}

function everyProblem(
  value: unknown,
  field: string,
  check: (item: unknown, field: string) => FigureProblem | null,
): FigureProblem | null {
  if (!Array.isArray(value)) return problem(field, value, "a list");
  for (const [i, item] of value.entries()) {
    const found = check(item, `${field}[${i}]`);
    if (found) return found;
  }
  return null;
}

function crewProblem(figure: Record<string, unknown>, field: string): FigureProblem | null {
  const luck = isRecord(figure["luck"]) ? figure["luck"] : {};
  const listed = listProblem(figure["traits"], `${field}.traits`);
  if (listed) return listed;
  // The rules' Luck is { current, max }; the stored data (and LIMITS) call current "value".
  return limitsProblem("crew", { ...figure, luck: { value: luck["current"], max: luck["max"] } }, field, {
    "luck.value": "luck.current",
  });
}

function enemyProblem(figure: Record<string, unknown>, field: string): FigureProblem | null {
  const ward = figure["guardianOf"];
  if (ward !== null && idProblem(ward, `${field}.guardianOf`))
    return problem(`${field}.guardianOf`, ward, "an id, or null");
  // The rules' "no ward" is null; the stored data's is "".
  return limitsProblem("enemy", { ...figure, guardianOf: "" }, field);
}

/**
 * The first thing wrong with a figure handed to the rules, or null when it is a Figure the rules may trust: its shape,
 * the rules' vocabulary, finite whole numbers within LIMITS, its weapons, gear and condition. `side` also requires the
 * figure to be on that side.
 */
export function figureProblem(value: unknown, field = "figure", side?: Side): FigureProblem | null {
  if (!isRecord(value)) return problem(field, value, "a figure");
  const figureSide = value["side"];
  if (!(SIDES as readonly unknown[]).includes(figureSide))
    return problem(`${field}.side`, figureSide, `one of ${SIDES.join(", ")}`);
  if (side !== undefined && figureSide !== side)
    return problem(`${field}.side`, figureSide, `${side} (a ${side} figure)`);
  return (
    idProblem(value["id"], `${field}.id`) ??
    textProblem(value["name"], `${field}.name`) ??
    conditionProblem(value["condition"], `${field}.condition`) ??
    everyProblem(value["weapons"], `${field}.weapons`, weaponProblem) ??
    everyProblem(value["gear"], `${field}.gear`, gearProblem) ??
    (figureSide === "crew" ? crewProblem(value, field) : enemyProblem(value, field))
  );
}

/**
 * For public functions that return outcomes rather than refusals: throws a RangeError naming the field and the value
 * ("resolveFire: request.target.toughness must be a whole number from 1 to 6 (got NaN)") unless `value` is a Figure.
 */
export function assertFigure(value: unknown, where: string, field = "figure", side?: Side): asserts value is Figure {
  const found = figureProblem(value, field, side);
  if (found) throw new RangeError(`${where}: ${describeProblem(found)}`);
}
