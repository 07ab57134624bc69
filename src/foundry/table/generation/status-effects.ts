import { isV14 } from "./release";

/** A token status effect as the module registers it. */
export interface StatusEffectEntry {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly hud?: boolean;
}

/**
 * Adds status effects to `CONFIG.statusEffects`, each only when no entry of its id is there yet (a reload, a second
 * init). v13's is an array of entries; v14's is an object keyed by id that still answers array methods, with a
 * deprecation warning (issue 39), so on v14 it is written and read by id only.
 */
export function addStatusEffects(statuses: readonly StatusEffectEntry[]): void {
  const effects: unknown = CONFIG.statusEffects;
  if (!isV14() && Array.isArray(effects)) {
    const list = effects as StatusEffectEntry[];
    const known = new Set(list.map((status) => status.id));
    for (const status of statuses) if (!known.has(status.id)) list.push({ ...status });
    return;
  }
  const byId = effects as Record<string, StatusEffectEntry | undefined>;
  for (const status of statuses) if (!Object.hasOwn(byId, status.id)) byId[status.id] = { ...status };
}
