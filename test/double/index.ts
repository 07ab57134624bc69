/**
 * The strict Foundry double: a world shared by several clients (a GM and players on their own machines) that
 * behaves as Foundry's documentation says. Every adapter test builds one with `createWorld`. See
 * docs/foundry-contract.md for each behaviour and its source.
 */
import { MODULE_ID } from "../../src/views/common/module-id";
import type { Generation } from "./generation";
import { World, type UserSpec } from "./world";

export { World } from "./world";
export type { Client } from "./client";
export type { Generation } from "./generation";

export interface WorldOptions {
  readonly users?: readonly UserSpec[];
  /** Run the module's init on each client (default true). */
  readonly withModule?: boolean;
  readonly seed?: number;
  /** The core generation the world plays (13 or 14); default FPB_FOUNDRY_GENERATION, else 13. */
  readonly generation?: Generation;
}

/** A world with the module active; users default to a GM and two players. Clients connect with `world.connect(name)`. */
export async function createWorld(options: WorldOptions = {}): Promise<World> {
  const init = options.withModule === false ? undefined : (await import("../../src/foundry/init")).initModule;
  // The module's lazy chunks (issue 37) arrive before the world boots, as a browser's would while Foundry loads the
  // world; their use before arrival is tested on its own (test/foundry/lazy-chunks.test.ts).
  if (init) await (await import("../../src/foundry/table/lazy-part")).preloadLazyParts();
  return new World({
    users: options.users ?? [{ name: "Gamemaster", role: "gamemaster" }, { name: "Alice" }, { name: "Bob" }],
    modules: [MODULE_ID],
    seed: options.seed ?? 7,
    ...(options.generation ? { generation: options.generation } : {}),
    init,
  });
}
