import { readBattleLog, type ReplayableLog } from "./export-log";
import type { SandboxState } from "./store-state";

/** The browser's storage for the battle in progress: the seed and the inputs, which replay it exactly. */
const KEY = "five-parsecs-battle.sandbox.battle";

/** Storage can be missing or refuse (private windows, quota): the page then simply does not keep the battle. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The battle kept from an earlier visit, or null when there is none (or what is kept cannot be replayed). */
export function keptBattle(): ReplayableLog | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const log = readBattleLog(JSON.parse(text));
    return "problem" in log || log.inputs.length === 0 ? null : log;
  } catch {
    return null;
  }
}

/** Keeps the battle as it stands now; a page with no battle set up keeps nothing. */
export function keepBattle(state: SandboxState): void {
  try {
    if (!state.battle) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify({ seed: state.seed, inputs: state.log.map((entry) => entry.input) }));
  } catch {
    // Full or refused storage: the battle still plays; only a reload would lose it.
  }
}

export function forgetBattle(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Whether starting something else would throw away a battle: one is set up (in progress or over). */
export const hasBattle = (state: SandboxState): boolean => state.battle !== null;
