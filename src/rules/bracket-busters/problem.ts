import { expectedBy, type LimitViolation } from "./core";

/*
 * What is wrong with an input, as data: the dotted field, the value found and what was expected. Every public entry of
 * the ruleset checks its input once and words a refusal from one of these; nothing deeper reads an unchecked value.
 */
export interface Problem {
  readonly field: string;
  readonly value: unknown;
  readonly expected: string;
}

export const problem = (field: string, value: unknown, expected: string): Problem => ({ field, value, expected });

/** A value for a message: short, and NaN or undefined shown as such (JSON would print null). */
export function showValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (
    typeof value === "number" ||
    typeof value === "boolean" ||
    typeof value === "bigint" ||
    value === undefined ||
    value === null
  )
    return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return typeof value === "object" ? "an object" : typeof value;
}

/** "fighters[2].profile.cool must be a whole number from 2 to 12 (got 13)". */
export const describeProblem = (p: Problem): string => `${p.field} must be ${p.expected} (got ${showValue(p.value)})`;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The longest id the rules keep: a Foundry document UUID fits easily. */
export const MAX_ID_LENGTH = 256;

export function idProblem(value: unknown, field: string): Problem | null {
  return typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH
    ? null
    : problem(field, value, `an id (text of 1 to ${MAX_ID_LENGTH} characters)`);
}

export const fromViolation = (v: LimitViolation, prefix: string): Problem =>
  problem(`${prefix}${v.field}`, v.value, v.limit ? expectedBy(v.limit) : "a value the limits table allows");

export const oneOf =
  (choices: readonly string[]) =>
  (value: unknown, field: string): Problem | null =>
    (choices as readonly unknown[]).includes(value) ? null : problem(field, value, `one of ${choices.join(", ")}`);

export const isBoolean = (value: unknown, field: string): Problem | null =>
  typeof value === "boolean" ? null : problem(field, value, "true or false");

export const wholeNumber =
  (min: number, max: number) =>
  (value: unknown, field: string): Problem | null =>
    typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
      ? null
      : problem(field, value, `a whole number from ${min} to ${max}`);

export const optional =
  (check: (value: unknown, field: string) => Problem | null) =>
  (value: unknown, field: string): Problem | null =>
    value === undefined ? null : check(value, field);

export function listOf(check: (item: unknown, field: string) => Problem | null, max: number) {
  return (value: unknown, field: string): Problem | null => {
    if (!Array.isArray(value)) return problem(field, value, `a list of at most ${max}`);
    if (value.length > max) return problem(field, value, `a list of at most ${max}`);
    for (const [i, item] of value.entries()) {
      const found = check(item, `${field}[${i}]`);
      if (found) return found;
    }
    return null;
  };
}
