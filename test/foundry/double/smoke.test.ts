import { describe, expect, it } from "vitest";
import { createWorld } from "../../double";

describe("the Foundry double", () => {
  it("boots a GM and a player with the module", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const alice = world.connect("Alice");
    const actor = await gm.create("Actor", {
      name: "Kit",
      type: "five-parsecs-battle.crew",
      ownership: { default: 0, [alice.userId]: 3 },
    });
    await world.settle();
    expect(alice.game.actors.get(actor.id)?.name).toBe("Kit");
    expect(world.errors).toEqual([]);
  });
});
