// Issue 39: `TokenDocument#move` resolves after a split movement's first step on v13 and after its last on v14. The
// in-world check of the split (canvas.movementSteps) expects the running generation's resolution, on either.
import { assert, describe, expect, it } from "vitest";
import { CANVAS_CHECKS } from "../../../src/foundry/self-test/contract/canvas-checks";
import { createWorld } from "../../double";

describe.each([13, 14] as const)("canvas.movementSteps on v%i", (generation) => {
  it("passes on the double", async () => {
    const world = await createWorld({ generation });
    const gm = world.connect("Gamemaster");
    const check = CANVAS_CHECKS.checks.find((c) => c.name === "canvas.movementSteps");
    if (!check || !("run" in check)) throw new Error("no runnable check canvas.movementSteps");
    await gm.run(() => check.run(assert as never));
    await world.settle();
    expect(world.errors).toEqual([]);
  });
});
