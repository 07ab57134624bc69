// Runs one of the in-world (Quench) contract checks on the double as the GM: the double must pass what a real world
// is asked to pass.
import { assert, expect } from "vitest";
import { initModule } from "../../../src/foundry/init";
import type { ContractSection } from "../../../src/foundry/self-test/contract/check";
import type { Quench } from "../../../src/foundry/self-test/quench-types";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { createWorld, World } from "../../double";

/** A Quench that takes the batches and runs none: what matters is when Quench asks for them. */
const QUENCH: Quench = { registerBatch: () => undefined };

/**
 * A world where Quench is active: it fires `quenchReady` in its `setup` hook, as the real one does, so the contract
 * batch's record of the tracker's menu hooks starts before the tracker's first render.
 */
function worldWithQuench(): World {
  return new World({
    users: [{ name: "Gamemaster", role: "gamemaster" }, { name: "Alice" }, { name: "Bob" }],
    modules: [MODULE_ID],
    seed: 7,
    init: () => {
      initModule();
      const callAll = Hooks.callAll as unknown as (hook: string, ...args: unknown[]) => boolean;
      Hooks.once("setup", () => void callAll("quenchReady", QUENCH));
    },
  });
}

export async function passesOnTheDouble(
  section: ContractSection,
  name: string,
  { withQuench = false } = {},
): Promise<void> {
  const world = withQuench ? worldWithQuench() : await createWorld();
  const gm = world.connect("Gamemaster");
  const check = section.checks.find((c) => c.name === name);
  if (!check || !("run" in check)) throw new Error(`no runnable check ${name}`);
  await gm.run(() => check.run(assert as never));
  await world.settle();
  expect(world.errors).toEqual([]);
}
