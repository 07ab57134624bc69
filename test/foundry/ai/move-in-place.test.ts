// Issue 38: in the Demo Battle's round 7 a Rampaging Berserker already in base contact was planned a step of a
// ten-thousandth of an inch to its target. Its token's corner rounds to where it stands, so `move` changed nothing,
// Apply took that as a refused move, warned "could not be moved along the suggested path" and skipped the brawl:
// the autopilot stopped there. A step too short to move the token is no move, and Apply goes on to the attack.
import { describe, expect, it } from "vitest";
import { moveTokenAlong } from "../../../src/foundry/five-parsecs/ai/move-token";
import { rotationOfFacing } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import type { TokenDocument } from "../../double/documents";
import { bareWorld, connectAll, record, systemActor } from "../double/worlds";

const SCALE = { pixelsPerInch: 100, unitsPerInch: 1, origin: { x: 0, y: 0 } };

describe("the AI's move along a path shorter than a pixel", () => {
  it("turns the token where it stands and reports the move done, asking Foundry for no movement", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    const actor = await systemActor(gm, "Berserker");
    const scene = await gm.create("Scene", { name: "Table", width: 2000, height: 2000, padding: 0 });
    await gm.run(() =>
      scene.createEmbeddedDocuments("Token", [
        { name: "Berserker", actorId: actor.id, actorLink: true, x: 450, y: 2370 - 2000 },
      ]),
    );
    await world.settle();
    const token = gm.game.scenes.get(scene.id)!.tokens.contents[0] as TokenDocument;
    const moves = record(alice, "moveToken");
    // The Demo Battle's planned step, (5", 24.2") to (5.000192", 24.200038"), 20" up the table.
    const walk = [
      { x: 5, y: 4.2 },
      { x: 5.000192289204739, y: 4.200038457840947 },
    ];
    const done = await gm.run(() => moveTokenAlong(token as never, walk, 191.3, SCALE as never));
    await world.settle();
    expect(done).toBe(true);
    expect({ x: token.x, y: token.y, rotation: token.rotation }).toEqual({
      x: 450,
      y: 370,
      rotation: rotationOfFacing(191.3),
    });
    expect(moves).toEqual([]);
    expect(world.errors).toEqual([]);
  });
});
