// Runs one of the in-world (Quench) contract checks on the double as the GM: the double must pass what a real world
// is asked to pass.
import { assert, expect } from "vitest";
import type { ContractSection } from "../../../src/foundry/self-test/contract/check";
import { createWorld } from "../../double";

export async function passesOnTheDouble(section: ContractSection, name: string): Promise<void> {
  const world = await createWorld();
  const gm = world.connect("Gamemaster");
  const check = section.checks.find((c) => c.name === name);
  if (!check || !("run" in check)) throw new Error(`no runnable check ${name}`);
  await gm.run(() => check.run(assert as never));
  await world.settle();
  expect(world.errors).toEqual([]);
}
