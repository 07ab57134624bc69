/** Waiting in a live world: writes and hooks arrive asynchronously, so a check polls for what it expects. */

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it answers something other than null, undefined or false; fails naming `what` after `ms`. */
export async function until<T>(read: () => T | null | undefined | false, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await pause(50);
  }
}

/** How a call ended: resolved with a value or rejected with an error (thrown synchronously counts as rejected). */
export type Outcome<T> =
  | { readonly status: "resolved"; readonly value: T }
  | { readonly status: "rejected"; readonly error: unknown };

export async function outcomeOf<T>(call: () => T | Promise<T>): Promise<Outcome<T>> {
  try {
    return { status: "resolved", value: await call() };
  } catch (error) {
    return { status: "rejected", error };
  }
}

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A short JSON view of a value for failure messages. */
export const shown = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};
