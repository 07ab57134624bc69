// Issue 39: the in-world (Quench) update checks write each generation's operators (v13 `-=key` / `==key`, v14 `_del` /
// `_replace()`) and expect that generation's `foundry.data.operators`. On the double in either generation they pass
// with no deprecation warning from the module.
import { assert, describe, expect, it } from "vitest";
import { UPDATE_CHECKS } from "../../../src/foundry/self-test/contract/update-checks";
import { createWorld } from "../../double";

const runnable = UPDATE_CHECKS.checks.flatMap((check) => ("run" in check ? [check] : []));

describe.each([13, 14] as const)("the update checks on v%i", (generation) => {
  it.each(runnable.map((check) => [check.name, check] as const))(
    "%s passes, with no deprecation warning",
    async (_name, check) => {
      const world = await createWorld({ generation });
      const gm = world.connect("Gamemaster");
      await gm.run(() => check.run(assert as never));
      await world.settle();
      expect(world.deprecations.filter((warning) => warning.fromModule).map((warning) => warning.message)).toEqual([]);
      expect(world.errors).toEqual([]);
    },
  );
});
