// The AI's Apply walks the enemy's token along its path with `TokenDocument#move` (src/foundry/five-parsecs/ai/move-token.ts). On
// v13 `move` resolves after the movement's FIRST step (contract H10): a path cut at a region whose behaviour listens
// for token moves goes on in continuation updates after that. Apply must wait for the whole movement, or it reads the
// token short of its last waypoint, takes the move as cut short and skips the attack.
import { describe, expect, it } from "vitest";
import { moveTokenAlong } from "../../../src/foundry/five-parsecs/ai/move-token";
import { rotationOfFacing } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import type { TokenDocument } from "../../double/documents";
import { bareWorld, connectAll, record, systemActor } from "../double/worlds";

const SCALE = { pixelsPerInch: 100, unitsPerInch: 1, origin: { x: 0, y: 0 } };

/** The GM's Raider token at (1.5", 1.5") on a 20" scene; a teleport region across x 5"-7" when `gate`. */
async function setUp(gate: boolean) {
  const world = await bareWorld();
  const { gm, alice } = connectAll(world);
  const actor = await systemActor(gm, "Raider");
  const scene = await gm.create("Scene", {
    name: "Table",
    width: 2000,
    height: 2000,
    padding: 0,
    grid: { size: 100, distance: 1 },
  });
  await gm.run(() =>
    scene.createEmbeddedDocuments("Token", [{ name: "Raider", actorId: actor.id, actorLink: true, x: 100, y: 100 }]),
  );
  if (gate) {
    await gm.run(() =>
      scene.createEmbeddedDocuments("Region", [
        {
          name: "Gate",
          shapes: [{ type: "rectangle", x: 500, y: 0, width: 200, height: 2000 }],
          behaviors: [{ name: "Teleport", type: "teleportToken", system: {} }],
        },
      ]),
    );
  }
  await world.settle();
  const token = gm.game.scenes.get(scene.id)!.tokens.contents[0] as TokenDocument;
  return { world, gm, alice, token };
}

describe("the AI's move along its path (moveTokenAlong)", () => {
  it("a path cut into steps at a region: it waits for the last step, then turns the token; the move is not taken as cut short", async () => {
    const { world, gm, alice, token } = await setUp(true);
    const steps = record(alice, "moveToken");
    const walk = [
      { x: 1.5, y: 1.5 },
      { x: 4.5, y: 1.5 },
      { x: 9.5, y: 1.5 },
    ];
    const done = await gm.run(() => moveTokenAlong(token as never, walk, 90, SCALE as never));
    expect(done).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: 900, y: 100 });
    expect(token.rotation).toBe(rotationOfFacing(90));
    await world.settle();
    expect(steps.length).toBeGreaterThan(1);
    expect(world.errors).toEqual([]);
  });

  it("an uncut path: done at once, as when `move` resolves at the end (v14)", async () => {
    const { world, gm, token } = await setUp(false);
    expect(
      await gm.run(() =>
        moveTokenAlong(
          token as never,
          [
            { x: 1.5, y: 1.5 },
            { x: 4.5, y: 3.5 },
          ],
          null,
          SCALE as never,
        ),
      ),
    ).toBe(true);
    expect({ x: token.x, y: token.y }).toEqual({ x: 400, y: 300 });
    await world.settle();
    expect(world.errors).toEqual([]);
  });
});
