/*
 * Vitest setup for the Foundry adapter's tests, run before each test file (ahead of install.ts): the file starts as it
 * did in a process of its own, without the cost of one. The two Foundry projects run with `isolate: false`
 * (vitest.config.ts), so a worker keeps its process and its happy-dom page from one file to the next; a fresh process
 * and page per file took more than half of those projects' time. What a file could see of the one before is reset:
 * - every module is evaluated again (the double's classes, the globals install.ts puts up, and the module's own state
 *   such as its lazy parts, its once-only warnings and its read caches), as each client's page loads its own copy;
 * - the page is empty again;
 * - a timer the file left (a debounced redraw, a button re-enabled after a refusal) never fires in the next file: a
 *   process that ended took it with it.
 */
import { afterAll, vi } from "vitest";

vi.resetModules();
document.head.replaceChildren();
document.body.replaceChildren();

type Timer = ReturnType<typeof setTimeout>;
const PENDING = Symbol.for("fpb.test.pendingTimers");
const scope = globalThis as typeof globalThis & { [PENDING]?: Set<Timer> };

/** Node's timers, wrapped once per worker to note each one until it fires or is cleared. */
function pendingTimers(): Set<Timer> {
  const known = scope[PENDING];
  if (known) return known;
  const pending = new Set<Timer>();
  const { setTimeout: after, clearTimeout: cancel, setInterval: every, clearInterval: stop } = globalThis;
  const noted = (start: typeof setTimeout | typeof setInterval, once: boolean) =>
    ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const timer: Timer = start(
        (...given: unknown[]) => {
          if (once) pending.delete(timer);
          callback(...given);
        },
        ms,
        ...args,
      );
      pending.add(timer);
      return timer;
    }) as typeof setTimeout;
  globalThis.setTimeout = Object.assign(noted(after, true), { __promisify__: after.__promisify__ });
  globalThis.setInterval = noted(every, false) as unknown as typeof setInterval;
  globalThis.clearTimeout = ((timer?: Timer) => {
    if (timer !== undefined) pending.delete(timer);
    cancel(timer);
  }) as typeof clearTimeout;
  globalThis.clearInterval = ((timer?: Timer) => {
    if (timer !== undefined) pending.delete(timer);
    stop(timer);
  }) as typeof clearInterval;
  scope[PENDING] = pending;
  return pending;
}

const pending = pendingTimers();
afterAll(() => {
  for (const timer of pending) clearTimeout(timer);
  pending.clear();
});
