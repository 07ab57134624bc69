/*
 * `CONFIG.statusEffects` per generation. v13: an array of `{id, name, img}`. v14 (issue 39): an object keyed by
 * status id, with array compatibility: the array's methods and indexes still work on its values, each use recording
 * a deprecation warning. Assumed, not checked: which array members v14 keeps (the double keeps every method of
 * Array.prototype and `length`), and that `push` of an entry adds it under its id.
 */
import type { Client } from "./client";
import { isV14, warnDeprecated } from "./generation";

export interface StatusEffect {
  id: string;
  name: string;
  img: string;
  [key: string]: unknown;
}

const CORE_STATUSES: readonly StatusEffect[] = [
  { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
  { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" },
  { id: "prone", name: "EFFECT.StatusProne", img: "icons/svg/falling.svg" },
];

/** Core's status effects as this client's generation holds them. */
export function coreStatusEffects(client: Client): StatusEffect[] | Record<string, StatusEffect> {
  const entries = CORE_STATUSES.map((status) => ({ ...status }));
  return isV14(client) ? keyedStatusEffects(client, entries) : entries;
}

/** Every status effect of this client, whichever shape `CONFIG.statusEffects` has (the double's own reads: no warning). */
export function statusEffectList(config: unknown): StatusEffect[] {
  const target = (config as { [RAW]?: Record<string, StatusEffect> })[RAW];
  if (target) return Object.values(target);
  return Array.isArray(config) ? (config as StatusEffect[]) : Object.values(config as Record<string, StatusEffect>);
}

const RAW = Symbol("statusEffects.raw");

function keyedStatusEffects(client: Client, entries: StatusEffect[]): Record<string, StatusEffect> {
  const target: Record<string, StatusEffect> = Object.fromEntries(entries.map((status) => [status.id, status]));
  const warn = (what: string) =>
    warnDeprecated(
      client,
      `CONFIG.statusEffects is an object keyed by status id since v14: ${what} treats it as an array`,
    );
  return new Proxy(target, {
    get(object, key, receiver) {
      if (key === RAW) return object;
      if (typeof key === "string" && Object.hasOwn(object, key)) return object[key];
      if (key === "length") {
        warn("length");
        return Object.keys(object).length;
      }
      if (typeof key === "string" && /^\d+$/.test(key)) {
        warn(`[${key}]`);
        return Object.values(object)[Number(key)];
      }
      if (key === "push") {
        return (...added: StatusEffect[]) => {
          warn("push");
          for (const status of added) object[status.id] = status;
          return Object.keys(object).length;
        };
      }
      if (key in Object.prototype) return Reflect.get(object, key, receiver);
      const method =
        typeof key === "string" || key === Symbol.iterator
          ? (Array.prototype as unknown as Record<string | symbol, unknown>)[key]
          : undefined;
      if (typeof method === "function") {
        return (...args: unknown[]) => {
          warn(String(typeof key === "symbol" ? "iteration" : key));
          return (method as (...a: unknown[]) => unknown).apply(Object.values(object), args);
        };
      }
      return Reflect.get(object, key, receiver);
    },
  });
}
