/**
 * One declarative way to read what the module stores and what the socket carries: a schema built from the
 * combinators below, and `parse`, which returns the typed value (a fresh copy holding only what the schema names) or
 * the problems, each with the path to its field ("battle.crew[0].reactions: expected a whole number …").
 *
 * Flags and socket payloads are data any client, module or older version could have written, so reading never throws
 * and refuses what could hurt the reader: prototype keys (`__proto__`, `constructor`, `prototype`), oversized texts
 * and lists, values nested deeper than `MAX_DEPTH`. Kept here rather than in a library (valibot, zod) so its problems
 * read as the tracker shows them, it adds no dependency to the shipped module, and the sandbox reads with it too;
 * Foundry's DataModel is not used for the same reason: these readers are pure and run without Foundry.
 */

/** What `parse` gives: the value, typed as the schema says, or every problem found. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: string[] };

const REFUSED: unique symbol = Symbol("refused");
type Refused = typeof REFUSED;

/** A schema reads a value at a path, adding its problems to `problems`; it returns the value read or `REFUSED`. */
export interface Schema<T> {
  readonly read: (value: unknown, path: string, problems: string[], depth: number) => T | Refused;
  /** Set on `optional` schemas: an object leaves the field out when it is missing. */
  readonly optional?: true;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

/** Beyond these a value is refused: no battle needs more, and an untrusted payload must not cost the reader. */
export const MAX_DEPTH = 16;
export const MAX_TEXT = 4000;
export const MAX_ITEMS = 2000;
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value read, or null when it has a problem: for readers that only need to know whether it is usable. */
export function parseOrNull<T>(schema: Schema<T>, value: unknown): T | null {
  const parsed = parse(schema, value);
  return parsed.ok ? parsed.value : null;
}

export function parse<T>(schema: Schema<T>, value: unknown, root = "value"): Parsed<T> {
  const problems: string[] = [];
  const read = schema.read(value, root, problems, 0);
  return read === REFUSED || problems.length > 0 ? { ok: false, problems } : { ok: true, value: read };
}

/** Every problem of a value; empty when it parses. */
export const problemsOf = <T>(schema: Schema<T>, value: unknown, root = "value"): string[] => {
  const parsed = parse(schema, value, root);
  return parsed.ok ? [] : parsed.problems;
};

const at = (path: string, key: string): string => (path ? `${path}.${key}` : key);

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return typeof value === "object" && value !== null ? "an object" : String(value);
}

function refuse(problems: string[], path: string, expected: string, value: unknown): Refused {
  problems.push(`${path}: expected ${expected}, got ${describe(value)}`);
  return REFUSED;
}

/** A schema from a test of the value and what it expects, for the leaves. */
const leaf = <T>(expected: string, test: (value: unknown) => boolean): Schema<T> => ({
  read: (value, path, problems) => (test(value) ? (value as T) : refuse(problems, path, expected, value)),
});

/** Text of `min` to `max` characters (`min` 1: an id, which is never empty). */
export const text = ({ min = 0, max = MAX_TEXT }: { min?: number; max?: number } = {}): Schema<string> =>
  leaf(
    min > 0 ? `text of ${min} to ${max} characters` : `text of at most ${max} characters`,
    (value) => typeof value === "string" && value.length >= min && value.length <= max,
  );
/** An id: text that is not empty (a Foundry UUID fits easily). */
export const id = (): Schema<string> =>
  leaf("an id", (value) => typeof value === "string" && value.length > 0 && value.length <= 500);
export const bool: Schema<boolean> = leaf("true or false", (value) => typeof value === "boolean");
export const num: Schema<number> = leaf("a number", (value) => typeof value === "number" && Number.isFinite(value));
export const int = (min: number, max = Number.MAX_SAFE_INTEGER): Schema<number> =>
  leaf(
    max === Number.MAX_SAFE_INTEGER ? `a whole number from ${min}` : `a whole number from ${min} to ${max}`,
    (value) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
  );
export const literal = <const T extends string | number | boolean>(...choices: readonly T[]): Schema<T> =>
  leaf(`one of ${choices.join(", ")}`, (value) => choices.includes(value as T));
/** Any value, unread: for parts another check reads (the rules' own input checks). */
export const unknownValue: Schema<unknown> = { read: (value) => value };

export const nullable = <T>(schema: Schema<T>): Schema<T | null> => ({
  read: (value, path, problems, depth) => (value === null ? null : schema.read(value, path, problems, depth)),
});

/** A field that may be missing; typed as the field, which is optional in the object that holds it. */
export const optional = <T>(schema: Schema<T>): Schema<T> => ({
  optional: true,
  read: (value, path, problems, depth) =>
    value === undefined ? (undefined as T) : schema.read(value, path, problems, depth),
});

/** A field read as `fallback` when it is missing or unreadable: its problems are dropped, never reported. */
export const orElse = <T>(schema: Schema<T>, fallback: T): Schema<T> => ({
  optional: true,
  read: (value, path, _problems, depth) => {
    const read = schema.read(value, path, [], depth);
    return read === REFUSED ? fallback : read;
  },
});

/** A list of at most `max` items (and at least `min`). */
export const list = <T>(item: Schema<T>, { min = 0, max = MAX_ITEMS } = {}): Schema<T[]> => ({
  read: (value, path, problems, depth) => {
    if (!Array.isArray(value)) return refuse(problems, path, "a list", value);
    if (value.length < min || value.length > max) {
      problems.push(`${path}: expected a list of ${min} to ${max} items, got ${value.length}`);
      return REFUSED;
    }
    if (depth >= MAX_DEPTH) return refuse(problems, path, `at most ${MAX_DEPTH} levels of nesting`, value);
    const items = value.map((entry, i) => item.read(entry, `${path}[${i}]`, problems, depth + 1));
    return items.includes(REFUSED) ? REFUSED : (items as T[]);
  },
});

/** The own keys of a record, or the problem that refuses it (not an object, a prototype key, too deep). */
function keysOf(value: unknown, path: string, problems: string[], depth: number): string[] | Refused {
  if (!isRecord(value)) return refuse(problems, path, "an object", value);
  if (depth >= MAX_DEPTH) return refuse(problems, path, `at most ${MAX_DEPTH} levels of nesting`, value);
  const keys = Object.keys(value);
  const bad = keys.filter((key) => PROTOTYPE_KEYS.has(key));
  for (const key of bad) problems.push(`${at(path, key)}: not a field any object of this module has`);
  return bad.length > 0 ? REFUSED : keys;
}

export type Shape<T> = { readonly [K in keyof T]-?: Schema<T[K]> };

/**
 * An object with these fields; the copy read holds them only. Other keys are left out, or refused with the words of
 * `unknownKeys` ("not part of the battle state"). With a declared `T`, the shape must name every field of T, so a new
 * stored field cannot be forgotten.
 */
export function object<T>(shape: Shape<T>, { unknownKeys }: { unknownKeys?: string } = {}): Schema<T> {
  const fields = Object.keys(shape) as (keyof T & string)[];
  return {
    read: (value, path, problems, depth) => {
      const keys = keysOf(value, path, problems, depth);
      if (keys === REFUSED) return REFUSED;
      const record = value as Record<string, unknown>;
      let refused = false;
      const out: Record<string, unknown> = {};
      for (const field of fields) {
        const schema = shape[field] as Schema<unknown>;
        const read = schema.read(record[field], at(path, field), problems, depth + 1);
        if (read === REFUSED) refused = true;
        else if (read !== undefined || !schema.optional) out[field] = read;
      }
      if (unknownKeys !== undefined) {
        for (const key of keys.filter((k) => !(k in shape))) problems.push(`${at(path, key)}: ${unknownKeys}`);
      }
      return refused ? REFUSED : (out as T);
    },
  };
}

/** A record of any keys (no prototype key), each value of one kind, at most `max` entries. */
export const dict = <T>(item: Schema<T>, { max = MAX_ITEMS } = {}): Schema<Record<string, T>> => ({
  read: (value, path, problems, depth) => {
    const keys = keysOf(value, path, problems, depth);
    if (keys === REFUSED) return REFUSED;
    if (keys.length > max) {
      problems.push(`${path}: expected at most ${max} entries, got ${keys.length}`);
      return REFUSED;
    }
    const entries = keys.map((key) => [
      key,
      item.read((value as Record<string, unknown>)[key], at(path, key), problems, depth + 1),
    ]);
    return entries.some(([, read]) => read === REFUSED) ? REFUSED : (Object.fromEntries(entries) as Record<string, T>);
  },
});

/**
 * A map keyed by id, stored as a list of `{ [keyName]: id, [valueName]: value }` pairs: Foundry expands every dotted
 * key of update data, and ids are UUIDs (`Actor.abc`), so a record keyed by id cannot be stored. Read back into the
 * record; a record itself (a state handed over in memory, never written) is read as one. `pairsOf` writes the list.
 */
export function idMap<T>(keyName: string, valueName: string, item: Schema<T>): Schema<Record<string, T>> {
  const pair = object<Record<string, unknown>>({ [keyName]: id(), [valueName]: item });
  const pairs = list(pair);
  const record = dict(item);
  return {
    read: (value, path, problems, depth) => {
      if (!Array.isArray(value)) return record.read(value, path, problems, depth);
      const read = pairs.read(value, path, problems, depth);
      if (read === REFUSED) return REFUSED;
      const ids = read.map((p) => p[keyName] as string);
      const twice = ids.find((key, i) => ids.indexOf(key) !== i);
      if (twice !== undefined) return refuse(problems, path, "each id once", twice);
      return Object.fromEntries(read.map((p) => [p[keyName], p[valueName]])) as Record<string, T>;
    },
  };
}

/** The list of pairs that stores an id-keyed record (`idMap` reads it back). */
export const pairsOf = <K extends string, V extends string, T>(
  record: Readonly<Record<string, T>>,
  keyName: K,
  valueName: V,
) =>
  Object.entries(record).map(
    ([key, value]) => ({ [keyName]: key, [valueName]: value }) as Record<K, string> & Record<V, T>,
  );

/** One of several objects, told apart by the text of their `tag` field (a message's or an input's `type`). */
export function variant<const C extends Readonly<Record<string, Schema<unknown>>>>(
  tag: string,
  cases: C,
): Schema<Infer<C[keyof C]>> {
  const names = Object.keys(cases);
  return {
    read: (value, path, problems, depth) => {
      if (!isRecord(value)) return refuse(problems, path, "an object", value);
      const name = value[tag];
      const schema = typeof name === "string" && Object.hasOwn(cases, name) ? cases[name] : undefined;
      if (!schema) return refuse(problems, at(path, tag), `one of ${names.join(", ")}`, name);
      return schema.read(value, path, problems, depth) as Infer<C[keyof C]> | Refused;
    },
  };
}

/** A further check of a value read, for ties the shape cannot say: its problem's text, or null. */
export const refine = <T>(schema: Schema<T>, check: (value: T) => string | null): Schema<T> => ({
  ...schema,
  read: (value, path, problems, depth) => {
    const read = schema.read(value, path, problems, depth);
    if (read === REFUSED) return REFUSED;
    const problem = check(read);
    if (problem === null) return read;
    problems.push(`${path}: ${problem}`);
    return REFUSED;
  },
});

/** A value read, then turned into another (a default filled in, a redundant field dropped). */
export const map = <T, U>(schema: Schema<T>, to: (value: T) => U): Schema<U> => ({
  ...(schema.optional ? { optional: true as const } : {}),
  read: (value, path, problems, depth) => {
    const read = schema.read(value, path, problems, depth);
    return read === REFUSED ? REFUSED : to(read);
  },
});

/** A stored value brought to this version's shape before it is read (a field an earlier version stored otherwise). */
export const upgrade = <T>(from: (value: unknown) => unknown, schema: Schema<T>): Schema<T> => ({
  ...schema,
  read: (value, path, problems, depth) => schema.read(from(value), path, problems, depth),
});

/**
 * Any plain data (text, numbers, true or false, null, lists, objects), copied within the limits: for parts another
 * check reads in full, such as the rules' inputs and states, which the rules' own checks take apart.
 */
export const plain: Schema<unknown> = {
  read: (value, path, problems, depth) => {
    if (value === null || typeof value === "boolean") return value;
    if (typeof value === "number") return Number.isFinite(value) ? value : refuse(problems, path, "a number", value);
    if (typeof value === "string") return text().read(value, path, problems, depth);
    if (Array.isArray(value)) return list(plain).read(value, path, problems, depth);
    if (isRecord(value)) return dict(plain).read(value, path, problems, depth);
    return refuse(problems, path, "plain data", value);
  },
};

/** Plain data the schema finds no problem in, kept whole (with the fields the schema does not name). */
export const whole = <T>(schema: Schema<unknown>): Schema<T> => ({
  read: (value, path, problems, depth) => {
    const copy = plain.read(value, path, problems, depth);
    if (copy === REFUSED) return REFUSED;
    return schema.read(copy, path, problems, depth) === REFUSED ? REFUSED : (copy as T);
  },
});

/** A check written elsewhere (the rules' own, which cannot use this kit), as a schema: its problem's text, or null. */
export const checkedBy = <T>(check: (value: unknown, path: string) => string | null): Schema<T> => ({
  read: (value, path, problems) => {
    const problem = check(value, path);
    if (problem === null) return value as T;
    problems.push(problem);
    return REFUSED;
  },
});
