/**
 * A temporary hook listener for a check: records every call's arguments until `stop()`. The name is loose (some
 * hooks checked here, `combatTurnChange` and test hooks, are not in the installed types' hook list).
 */
export class HookSpy {
  readonly calls: unknown[][] = [];
  readonly #id: number;

  constructor(
    readonly hook: string,
    answer: (...args: unknown[]) => unknown = () => undefined,
  ) {
    const on = Hooks.on as unknown as (name: string, fn: (...args: unknown[]) => unknown) => number;
    this.#id = on(hook, (...args: unknown[]) => {
      this.calls.push(args);
      return answer(...args);
    });
  }

  stop(): void {
    const off = Hooks.off as unknown as (name: string, id: number) => void;
    off(this.hook, this.#id);
  }
}

/** Runs `task` with spies on hooks, removing them afterwards. */
export async function spying<T>(spies: readonly HookSpy[], task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } finally {
    for (const spy of spies) spy.stop();
  }
}
