/*
 * Worlds for the double's own contract tests (test support, not a test file). The module's full init registers
 * hooks (the limit guard, the enemy AI, the round controls) that would speak before the double does, so most
 * contract tests use a world with the module active but its init not run, or with only its data models registered.
 */
import { MODULE_ID } from "../../../src/views/common/module-id";
import { registerDataModels } from "../../../src/foundry/register-models";
import { createWorld, World } from "../../double";
import type { Client } from "../../double";
import type { Combat } from "../../double/combat";
import type { ClientDocument } from "../../double/document";

export { MODULE_ID };

/** The module is active (its flag scope and socket exist) but registers nothing. */
export const bareWorld = (seed?: number): Promise<World> =>
  createWorld({ withModule: false, ...(seed === undefined ? {} : { seed }) });

/** The module's data models alone, registered in every client's init: the double's validation is what refuses. */
export function modelsWorld(): World {
  return new World({
    users: [{ name: "Gamemaster", role: "gamemaster" }, { name: "Alice" }, { name: "Bob" }],
    modules: [MODULE_ID],
    seed: 7,
    init: registerDataModels,
  });
}

/** A GM, Alice and Bob connected to one world. */
export function connectAll(world: World): { gm: Client; alice: Client; bob: Client } {
  return { gm: world.connect("Gamemaster"), alice: world.connect("Alice"), bob: world.connect("Bob") };
}

/** An actor of the game system's own type (no data model), owned by the given users. */
export function systemActor(
  client: Client,
  name: string,
  owners: readonly Client[] = [],
  data: Record<string, unknown> = {},
): Promise<ClientDocument> {
  const ownership: Record<string, number> = { default: 0 };
  for (const owner of owners) ownership[owner.userId] = 3;
  return client.create("Actor", { name, type: "character", ownership, ...data });
}

/** Records the calls of a hook on a client. */
export function record(client: Client, hook: string, answer?: unknown): unknown[][] {
  const calls: unknown[][] = [];
  client.Hooks.on(hook, (...args: never[]) => {
    calls.push(args);
    return answer;
  });
  return calls;
}

/** A bare world with every client connected, Kit (Alice's) and a Raider, and an active Combat without combatants. */
export async function combatWorld() {
  const world = await bareWorld();
  const clients = connectAll(world);
  const { gm, alice } = clients;
  const kit = await systemActor(gm, "Kit", [alice]);
  const raider = await systemActor(gm, "Raider");
  const combat = await gm.create<Combat>("Combat", { active: true });
  await world.settle();
  return { world, ...clients, all: [clients.gm, clients.alice, clients.bob], kit, raider, combat };
}
