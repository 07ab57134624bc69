// Token movement as core 13.350 makes it (client/documents/token.mjs `_preUpdate` -> `#preUpdateMovement`): every x/y
// update is a movement, `_movement` written into the caller's options and never redefinable, `moveToken` on every
// client for every step, a path cut at its checkpoints and at listening regions, continuation updates with core's
// options only, and `move()` resolving after its first step.
import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import type { TokenDocument } from "../../double/documents";
import { defaultGeneration } from "../../double/generation";
import { bareWorld, connectAll, MODULE_ID, record, systemActor } from "./worlds";

interface Step {
  id: string;
  chain: string[];
  method: string;
  origin: { x: number; y: number };
  destination: { x: number; y: number };
  passed: { waypoints: { x: number; y: number }[] };
  pending: { waypoints: { x: number; y: number }[] };
}

/** Kit's token (Alice's) on a 20x20 scene of 100 px squares, a region of the given behaviour type across x 500-700. */
async function setUp(regionBehavior?: string) {
  const world = await bareWorld();
  const clients = connectAll(world);
  const { gm, alice } = clients;
  const actor = await systemActor(gm, "Kit", [alice]);
  const scene = await gm.create("Scene", {
    name: "Table",
    width: 2000,
    height: 2000,
    grid: { size: 100, distance: 1 },
  });
  await gm.run(() =>
    scene.createEmbeddedDocuments("Token", [{ name: "Kit", actorId: actor.id, actorLink: true, x: 100, y: 100 }]),
  );
  if (regionBehavior) {
    await gm.run(() =>
      scene.createEmbeddedDocuments("Region", [
        {
          name: "Gate",
          shapes: [{ type: "rectangle", x: 500, y: 0, width: 200, height: 2000 }],
          behaviors: [{ name: "B", type: regionBehavior, system: {} }],
        },
      ]),
    );
  }
  await world.settle();
  for (const client of [gm, alice, clients.bob]) client.viewScene(client.game.scenes.get(scene.id)!);
  const tokenOn = (client: Client) => client.game.scenes.get(scene.id)!.tokens.contents[0] as TokenDocument;
  return { world, ...clients, all: [gm, alice, clients.bob], tokenOn };
}

/** v14's `move()` resolves when the whole movement is done, v13's after its first step (issue 39). */
const V14 = defaultGeneration() === 14;

const where = (token: TokenDocument) => ({ x: token.x, y: token.y });

describe("a token's movement (core: client/documents/token.mjs #preUpdateMovement)", () => {
  it("an x/y update is a movement with method api; moveToken fires on every client with (document, movement, operation, user)", async () => {
    const { world, alice, all, tokenOn } = await setUp();
    const moves = all.map((client) => record(client, "moveToken"));
    const pre = all.map((client) => record(client, "preMoveToken"));
    const options: Record<string, unknown> = { [MODULE_ID]: { mine: true } };
    await alice.run(() => tokenOn(alice).update({ x: 300 }, options));
    await world.settle();
    expect(pre.map((calls) => calls.length)).toEqual([0, 1, 0]);
    expect(moves.map((calls) => calls.length)).toEqual([1, 1, 1]);
    const [document, movement, operation, user] = moves[0]![0]! as [
      TokenDocument,
      Step,
      Record<string, unknown>,
      { id: string },
    ];
    expect(document).toBe(tokenOn(all[0]!));
    expect(movement).toMatchObject({
      method: "api",
      chain: [],
      origin: { x: 100, y: 100 },
      destination: { x: 300, y: 100 },
      pending: { waypoints: [] },
    });
    expect(operation[MODULE_ID]).toEqual({ mine: true });
    expect(user.id).toBe(alice.userId);
    // Written into the caller's options: this token's movement, as a property that cannot be redefined.
    const movements = options["_movement"] as Record<string, Step> | undefined;
    expect(movements?.[tokenOn(alice).id]?.destination).toMatchObject({ x: 300, y: 100 });
    expect(Object.getOwnPropertyDescriptor(movements, tokenOn(alice).id)).toMatchObject({
      writable: false,
      configurable: false,
    });
  });

  it("one options object used for two moves of the same token: the second throws Cannot redefine property", async () => {
    const { world, alice, tokenOn } = await setUp();
    const token = tokenOn(alice);
    const shared = { [MODULE_ID]: { placed: true } };
    await alice.run(() => token.update({ x: 300 }, shared));
    await expect(alice.run(() => token.update({ x: 500 }, shared))).rejects.toThrow(
      `Cannot redefine property: ${token.id}`,
    );
    await world.settle();
    expect(where(tokenOn(alice))).toEqual({ x: 300, y: 100 });
  });

  it("an update that moves nothing leaves no _movement in the options", async () => {
    const { world, alice, tokenOn } = await setUp();
    const options: Record<string, unknown> = {};
    await alice.run(() => tokenOn(alice).update({ rotation: 90 }, options));
    await world.settle();
    expect("_movement" in options).toBe(false);
  });

  it("a drag with a waypoint: two steps, the second a continuation that carries only core's options; move() resolves after the first (v13) or the last (v14)", async () => {
    const { world, alice, all, tokenOn } = await setUp();
    const moves = all.map((client) => record(client, "moveToken")) as [
      TokenDocument,
      Step,
      Record<string, unknown>,
      unknown,
    ][][];
    const updates = record(alice, "updateToken") as [unknown, unknown, Record<string, unknown>][];
    const token = tokenOn(alice);
    const moved = await alice.run(() =>
      token.move(
        [
          { x: 100, y: 400, checkpoint: true },
          { x: 400, y: 400 },
        ],
        { method: "dragging", [MODULE_ID]: { mine: true }, animate: false },
      ),
    );
    expect(moved).toBe(true);
    expect(where(token)).toEqual(V14 ? { x: 400, y: 400 } : { x: 100, y: 400 });
    await world.settle();
    for (const client of all) expect(where(tokenOn(client))).toEqual({ x: 400, y: 400 });
    for (const calls of moves) expect(calls).toHaveLength(2);
    const [first, second] = moves[2]!.map((call) => call[1]);
    expect(first).toMatchObject({
      method: "dragging",
      chain: [],
      destination: { x: 100, y: 400 },
      pending: { waypoints: [{ x: 400, y: 400 }] },
    });
    expect(second).toMatchObject({
      method: "dragging",
      chain: [first!.id],
      origin: { x: 100, y: 400 },
      destination: { x: 400, y: 400 },
      pending: { waypoints: [] },
    });
    expect(updates[0]![2]).toMatchObject({ [MODULE_ID]: { mine: true }, animate: false });
    expect(updates[1]![2][MODULE_ID]).toBeUndefined();
    expect(updates[1]![2]["animate"]).toBe(false);
    expect(tokenOn(all[1]!).movement).toMatchObject({ state: "completed", chain: [first!.id] });
  });

  it("a drag through the canvas is method dragging, each placed point a checkpoint", async () => {
    const { world, bob, alice, tokenOn } = await setUp();
    const moves = record(bob, "moveToken") as [unknown, Step][];
    await alice.canvas!.drag(tokenOn(alice), [
      { x: 200, y: 100 },
      { x: 200, y: 300 },
      { x: 400, y: 300 },
    ]);
    await world.settle();
    expect(moves.map(([, step]) => [step.method, step.destination.x, step.destination.y])).toEqual([
      ["dragging", 200, 100],
      ["dragging", 200, 300],
      ["dragging", 400, 300],
    ]);
  });

  it("preMoveToken refusing stops the whole movement; preUpdateToken refusing a later step leaves it pending where it stopped", async () => {
    const { world, alice, gm, tokenOn } = await setUp();
    const token = tokenOn(alice);
    const refuse = alice.Hooks.on("preMoveToken", () => false);
    expect(
      await alice.run(() =>
        token.move([
          { x: 100, y: 400, checkpoint: true },
          { x: 400, y: 400 },
        ]),
      ),
    ).toBe(false);
    await world.settle();
    expect(where(tokenOn(gm))).toEqual({ x: 100, y: 100 });
    alice.Hooks.off("preMoveToken", refuse);

    let steps = 0;
    alice.Hooks.on("preUpdateToken", () => (++steps > 1 ? false : undefined));
    // v13 resolves true after the first step; v14 waits for the whole movement, which a refused step ends unfinished
    // (false: the double's assumption, not checked).
    expect(
      await alice.run(() =>
        token.move([
          { x: 100, y: 400, checkpoint: true },
          { x: 400, y: 400 },
        ]),
      ),
    ).toBe(!V14);
    await world.settle();
    expect(where(tokenOn(gm))).toEqual({ x: 100, y: 400 });
    expect(token.movement).toMatchObject({ state: "pending", pending: { waypoints: [{ x: 400, y: 400 }] } });
  });

  it("a region whose behaviour listens for token moves (teleportToken) cuts the path where it is entered; the module's terrain does not", async () => {
    const gate = await setUp("teleportToken");
    const steps = record(gate.gm, "moveToken") as [unknown, Step][];
    await gate.alice.run(() => gate.tokenOn(gate.alice).update({ x: 900 }));
    await gate.world.settle();
    // The token's centre (50 px in) enters the region at x 500 and leaves it past 700 (its edge is inside): three steps.
    expect(steps.map(([, step]) => step.destination.x)).toEqual([450, 651, 900]);
    expect(steps[2]![1].chain).toHaveLength(2);

    const plain = await setUp("five-parsecs-battle.terrain");
    const once = record(plain.gm, "moveToken");
    await plain.alice.run(() => plain.tokenOn(plain.alice).update({ x: 900 }));
    await plain.world.settle();
    expect(once).toHaveLength(1);
  });
});
