/*
 * The double's "later": the next macrotask, as a message to the server and back always is. setImmediate rather than
 * setTimeout(…, 0): Node holds a 0 ms timer for at least 1 ms, so a world that settles through hundreds of them spent
 * most of its time asleep (a whole-round network schedule was 62% idle). Every deferral of the double goes through
 * here, so their order among themselves is what it was; the module's own timers (debounces, waits of so many ms) still
 * run on the clock.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function later(fn: () => void): void {
  setImmediate(fn);
}
