/**
 * One client's Hooks, as Foundry documents them: `call` stops at the first callback returning false and answers false;
 * `callAll` calls every callback. A callback that throws is reported to the world (Foundry logs it and goes on), so a
 * test can require a session without errors.
 */
type Callback = (...args: never[]) => unknown;

export class HookRegistry {
  readonly #events = new Map<string, { id: number; fn: Callback; once: boolean }[]>();
  #nextId = 1;
  constructor(private readonly onError: (hook: string, error: unknown) => void) {
    // Foundry's Hooks methods work detached (`const { on } = Hooks`), so these are bound.
    for (const name of ["on", "once", "off", "call", "callAll"] as const) this[name] = this[name].bind(this) as never;
  }

  on(hook: string, fn: Callback): number {
    const id = this.#nextId++;
    this.#events.set(hook, [...(this.#events.get(hook) ?? []), { id, fn, once: false }]);
    return id;
  }
  once(hook: string, fn: Callback): number {
    const id = this.#nextId++;
    this.#events.set(hook, [...(this.#events.get(hook) ?? []), { id, fn, once: true }]);
    return id;
  }
  off(hook: string, fnOrId: Callback | number): void {
    this.#events.set(
      hook,
      (this.#events.get(hook) ?? []).filter((entry) => entry.id !== fnOrId && entry.fn !== fnOrId),
    );
  }
  /** How many callbacks listen to a hook (for tests of registration). */
  count(hook: string): number {
    return this.#events.get(hook)?.length ?? 0;
  }

  #run(hook: string, args: unknown[], stopOnFalse: boolean): boolean {
    for (const entry of [...(this.#events.get(hook) ?? [])]) {
      if (entry.once) this.off(hook, entry.id);
      let result: unknown;
      try {
        result = (entry.fn as (...a: unknown[]) => unknown)(...args);
      } catch (error) {
        this.onError(hook, error);
        continue;
      }
      if (result instanceof Promise) result.catch((error: unknown) => this.onError(hook, error));
      if (stopOnFalse && result === false) return false;
    }
    return true;
  }
  call(hook: string, ...args: unknown[]): boolean {
    return this.#run(hook, args, true);
  }
  callAll(hook: string, ...args: unknown[]): true {
    this.#run(hook, args, false);
    return true;
  }
}
