/*
 * Which client's code is running. Several clients share one process, so Foundry's per-client globals (`game`, `ui`,
 * `CONFIG`, `Hooks`, `canvas`) are getters that read the client of the current async context: code started on a
 * client keeps that client through every await, as it would in its own browser.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Client } from "./client";

const storage = new AsyncLocalStorage<Client>();

export function currentClient(): Client {
  const client = storage.getStore();
  if (!client) throw new Error("Foundry double: no client is running this code; wrap it in client.run(() => ...)");
  return client;
}

/** The client running this code, or null outside any (a module's top-level code, a test's own). */
export const runningClient = (): Client | null => storage.getStore() ?? null;

export const runAs = <T>(client: Client, fn: () => T): T => storage.run(client, fn);

const PER_CLIENT = ["game", "ui", "CONFIG", "Hooks", "canvas"] as const;

/** Installs the per-client globals as getters over the current client. */
export function installClientGlobals(): void {
  for (const name of PER_CLIENT) {
    Object.defineProperty(globalThis, name, { configurable: true, get: () => currentClient()[name] });
  }
}
