/*
 * foundry.utils as Foundry's public API documentation describes it: keys with dots expand at every depth, merges
 * honour `-=key` (delete) and `==key` (replace whole, v13), and plain data is cloned, never shared.
 * Each behaviour is listed with its source in docs/foundry-contract.md.
 */

import { ForcedDeletion, ForcedReplacement } from "./operators";

export type Plain = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is Plain =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => deepClone(v)) as T;
  if (value instanceof Set) return new Set([...value].map((v) => deepClone(v))) as T;
  if (isPlainObject(value)) {
    // Key by key rather than through entries: every delivery is cloned for every client, and the arrays of pairs
    // were most of the double's garbage.
    const copy: Plain = {};
    for (const key of Object.keys(value)) {
      const inner = deepClone(value[key]);
      // Defined, not assigned: assigning "__proto__" would set the copy's prototype (a fuzzed payload's key).
      if (key === "__proto__")
        Object.defineProperty(copy, key, { value: inner, enumerable: true, writable: true, configurable: true });
      else copy[key] = inner;
    }
    return copy as T;
  }
  return value;
}

export function getProperty(object: unknown, key: string): unknown {
  let target: unknown = object;
  for (const part of key.split(".")) {
    if (typeof target !== "object" || target === null) return undefined;
    target = (target as Plain)[part];
  }
  return target;
}

export function setProperty(object: Plain, key: string, value: unknown): boolean {
  const parts = key.split(".");
  const last = parts.pop()!;
  let target: Plain = object;
  for (const part of parts) {
    if (!isPlainObject(target[part])) target[part] = {};
    target = target[part] as Plain;
  }
  if (target[last] === value) return false;
  target[last] = value;
  return true;
}

/** Every dotted key becomes nested objects, inside arrays and nested objects too ("at every depth"). */
export function expandObject(object: unknown, depth = 0): unknown {
  if (depth > 100) throw new Error("expandObject: maximum depth exceeded");
  if (Array.isArray(object)) return object.map((v) => expandObject(v, depth + 1));
  if (!isPlainObject(object)) return object;
  const expanded: Plain = {};
  for (const [key, value] of Object.entries(object)) {
    const inner = expandObject(value, depth + 1);
    if (key.includes(".")) {
      const existing = getProperty(expanded, key);
      setProperty(
        expanded,
        key,
        isPlainObject(existing) && isPlainObject(inner) ? mergeObject(existing, inner) : inner,
      );
    } else if (isPlainObject(expanded[key]) && isPlainObject(inner))
      expanded[key] = mergeObject(expanded[key] as Plain, inner);
    else expanded[key] = inner;
  }
  return expanded;
}

export function flattenObject(object: Plain, prefix = ""): Plain {
  const flat: Plain = {};
  for (const [key, value] of Object.entries(object)) {
    if (isPlainObject(value) && Object.keys(value).length > 0)
      Object.assign(flat, flattenObject(value, `${prefix}${key}.`));
    else flat[`${prefix}${key}`] = value;
  }
  return flat;
}

export interface MergeOptions {
  insertKeys?: boolean;
  insertValues?: boolean;
  overwrite?: boolean;
  recursive?: boolean;
  inplace?: boolean;
  performDeletions?: boolean;
  /** v14's name for `performDeletions` (U4): operators and deletion keys take effect. */
  applyOperators?: boolean;
}

/** Merges `other` into `original`: recursive, `-=key` deletes (with performDeletions), `==key` replaces whole. */
export function mergeObject<T extends Plain>(original: T, other: Plain, options: MergeOptions = {}): T {
  const { insertKeys = true, insertValues = true, overwrite = true, recursive = true, inplace = true } = options;
  const performDeletions = options.performDeletions === true || options.applyOperators === true;
  const target: Plain = inplace ? original : deepClone(original);
  for (const [rawKey, value] of Object.entries(other)) {
    if (performDeletions && rawKey.startsWith("-=")) {
      delete target[rawKey.slice(2)];
      continue;
    }
    if (performDeletions && rawKey.startsWith("==")) {
      target[rawKey.slice(2)] = deepClone(value);
      continue;
    }
    // v14 operators (U4): a deletion or a replacement as the value instead of in the key.
    if (performDeletions && value instanceof ForcedDeletion) {
      delete target[rawKey];
      continue;
    }
    if (performDeletions && value instanceof ForcedReplacement) {
      target[rawKey] = deepClone(value.value);
      continue;
    }
    const key = rawKey;
    const exists = Object.hasOwn(target, key);
    if (!exists && !insertKeys && !(isPlainObject(value) && insertValues)) continue;
    const current = target[key];
    if (isPlainObject(current) && isPlainObject(value) && recursive) {
      target[key] = mergeObject(current, value, { ...options, inplace: true });
    } else if (!exists || overwrite) {
      if (!exists && !insertKeys) continue;
      target[key] = deepClone(value);
    }
  }
  return target as T;
}

/** The values of `other` that differ from `original` (for update diffs). */
export function diffObject(original: Plain, other: Plain): Plain {
  const diff: Plain = {};
  for (const [key, value] of Object.entries(other)) {
    const before = original[key];
    if (isPlainObject(before) && isPlainObject(value)) {
      const inner = diffObject(before, value);
      if (Object.keys(inner).length > 0) diff[key] = inner;
    } else if (JSON.stringify(before) !== JSON.stringify(value)) diff[key] = deepClone(value);
  }
  return diff;
}

let idCounter = 0;
/** A 16-character id; deterministic in tests (a counter), shaped like Foundry's. */
export function randomID(length = 16): string {
  idCounter += 1;
  return `d${idCounter.toString(36)}`.padEnd(length, "x").slice(0, length);
}

/**
 * `foundry.utils.debounce`: the module calls it through the `foundry` global, out of knip's sight.
 * @public
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
  };
}
