import { ALL_LIMITS, type CheckedKind } from "./limits";
import { isLimit, type Limit, type LimitGroup } from "./limit";

export type LimitProblem =
  | "missing"
  | "notInteger"
  | "belowMin"
  | "aboveMax"
  | "notAChoice"
  | "notABoolean"
  | "notText"
  | "tooLong"
  | "luckAboveMax"
  | "luckOnlyHumans"
  /** Reading the field threw (a getter, a revoked proxy): the data cannot be checked, so it is not stored. */
  | "unreadable";

/** Why a value was refused: plain data, so the adapter can word it in the user's language. */
export interface LimitViolation {
  /** Dotted path in the stored data, e.g. "luck.max". */
  readonly field: string;
  readonly problem: LimitProblem;
  readonly value: unknown;
  readonly limit: Limit | null;
}

export interface CheckOptions {
  /** Check only the fields present (an update), instead of requiring every field (a whole document). */
  readonly partial?: boolean;
}

/**
 * Checks stored data of a figure, weapon or gear against the limits table and the rules that tie fields together.
 * Returns every violation, or an empty list when the data may be stored.
 */
export function checkLimits(kind: CheckedKind, data: unknown, options: CheckOptions = {}): LimitViolation[] {
  // A caller outside TypeScript (a macro) can name anything: answer with a violation, never a throw.
  if (typeof kind !== "string" || !Object.hasOwn(ALL_LIMITS, kind))
    return [{ field: "kind", problem: "notAChoice", value: kind, limit: null }];
  try {
    const violations = checkGroup(ALL_LIMITS[kind], asRecord(data), "", options?.partial ?? false);
    if (kind === "crew" && violations.length === 0) violations.push(...checkLuck(asRecord(data)));
    return violations;
  } catch {
    // A field's own read is caught where it is made (`readField`); this is the rest (the options, a list's items).
    return [{ field: "data", problem: "unreadable", value: undefined, limit: null }];
  }
}

/** The field's value, or `unreadable` when reading it throws. */
const unreadable = Symbol("unreadable");
function readField(data: Record<string, unknown>, key: string): unknown {
  try {
    return data[key];
  } catch {
    return unreadable;
  }
}

/** Each group's fields, listed once: the enemy AI checks every figure of a phase, and most groups pass. */
const fieldsOf = new WeakMap<LimitGroup, readonly (readonly [string, Limit | LimitGroup])[]>();

function checkGroup(
  group: LimitGroup,
  data: Record<string, unknown>,
  prefix: string,
  partial: boolean,
): LimitViolation[] {
  let fields = fieldsOf.get(group);
  if (!fields) {
    fields = Object.entries(group);
    fieldsOf.set(group, fields);
  }
  const violations: LimitViolation[] = [];
  for (const [key, entry] of fields) {
    const value = readField(data, key);
    if (value === unreadable) {
      violations.push({
        field: prefix + key,
        problem: "unreadable",
        value: undefined,
        limit: isLimit(entry) ? entry : null,
      });
      continue;
    }
    if (value === undefined) {
      if (!partial)
        violations.push({ field: prefix + key, problem: "missing", value, limit: isLimit(entry) ? entry : null });
      continue;
    }
    if (isLimit(entry)) {
      const problem = checkValue(entry, value);
      if (problem) violations.push({ field: prefix + key, problem, value, limit: entry });
    } else {
      violations.push(...checkGroup(entry, asRecord(value), `${prefix + key}.`, partial));
    }
  }
  return violations;
}

function checkValue(limit: Limit, value: unknown): LimitProblem | null {
  switch (limit.kind) {
    case "integer":
      if (value === null && limit.nullable) return null;
      if (typeof value !== "number" || !Number.isInteger(value)) return "notInteger";
      if (value < limit.min) return "belowMin";
      if (value > limit.max) return "aboveMax";
      return null;
    case "choice":
      return limit.choices.includes(value as string) ? null : "notAChoice";
    case "set":
      if (!isIterable(value)) return "notAChoice";
      return [...value].every((item) => limit.choices.includes(item as string)) ? null : "notAChoice";
    case "boolean":
      return typeof value === "boolean" ? null : "notABoolean";
    case "text":
      if (typeof value !== "string") return "notText";
      return value.length > limit.maxLength ? "tooLong" : null;
  }
}

/** "Luck": current Luck never exceeds the maximum, and "Humans are the only species allowed more than one point". */
function checkLuck(data: Record<string, unknown>): LimitViolation[] {
  const luck = asRecord(data["luck"]);
  const current = luck["value"];
  const max = luck["max"];
  if (typeof current !== "number" || typeof max !== "number") return [];
  if (current > max) return [{ field: "luck.value", problem: "luckAboveMax", value: current, limit: null }];
  const traits = data["traits"];
  const human = isIterable(traits) && [...traits].includes("human");
  if (max > 1 && !human) return [{ field: "luck.max", problem: "luckOnlyHumans", value: max, limit: null }];
  return [];
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return Array.isArray(value) || value instanceof Set;
}
