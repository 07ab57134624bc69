import { readLog, type ReplayableLog } from "./battle-log";
import type { PageState } from "./store";

/** The browser's storage for the battle in progress: its seed, gangs and inputs, which replay it exactly. */
const KEY = "five-parsecs-battle.sandbox.bracket-busters";

/** Storage can be missing or refuse (private windows, quota): the page then simply does not keep the battle. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function keptBattle(): ReplayableLog | null {
  try {
    const text = storage()?.getItem(KEY);
    const log = text ? readLog(JSON.parse(text)) : null;
    return log && log.inputs.length > 0 ? log : null;
  } catch {
    return null;
  }
}

export function keepBattle(state: PageState): void {
  try {
    if (state.log.length === 0) storage()?.removeItem(KEY);
    else
      storage()?.setItem(
        KEY,
        JSON.stringify({ seed: state.seed, gangCount: state.gangCount, inputs: state.log.map((e) => e.input) }),
      );
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
