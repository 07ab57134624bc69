import { describe, expect, it } from "vitest";
import type { Roll as DoubleRoll } from "../../double/roll";
import type { ChatMessage } from "../../double/documents";
import type { World } from "../../double";
import { bareWorld, connectAll } from "./worlds";

/* Rolls on the double's dice (docs/foundry-contract.md R1, M3, R2). */

const RollClass = (): typeof DoubleRoll => (globalThis as unknown as { Roll: typeof DoubleRoll }).Roll;

async function rollMany(world: World, count: number): Promise<number[]> {
  const gm = world.clients[0] ?? world.connect("Gamemaster");
  const results: number[] = [];
  for (let i = 0; i < count; i++) results.push((await gm.run(() => new (RollClass())("1d6").evaluate())).total!);
  return results;
}

describe("rolls (R1, R2, M3)", () => {
  it("R2: world.dice.load makes the next dice anywhere show those faces, in order", async () => {
    const world = await bareWorld();
    const { gm, alice } = connectAll(world);
    world.dice.load(6, 1, 4);
    const roll = await gm.run(() => new (RollClass())("2d6 + 1").evaluate());
    expect(roll.dice[0]!.results.map((r) => r.result)).toEqual([6, 1]);
    expect(roll.total).toBe(8);
    const other = await alice.run(() => new (RollClass())("1d4 - 2").evaluate());
    expect(other.total).toBe(2);
    expect(world.dice.queued).toBe(0);
  });

  it("R2: a loaded face the die cannot show is refused", async () => {
    const world = await bareWorld();
    const gm = world.connect("Gamemaster");
    world.dice.load(7);
    await expect(gm.run(() => new (RollClass())("1d6").evaluate())).rejects.toThrow(/cannot show on a d6/);
  });

  it("R2: without loaded faces the dice are seeded: the same seed gives the same results, another seed others", async () => {
    const first = await rollMany(await bareWorld(3), 20);
    const again = await rollMany(await bareWorld(3), 20);
    const other = await rollMany(await bareWorld(4), 20);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(first.every((face) => face >= 1 && face <= 6)).toBe(true);
  });

  it("R1: evaluate() is async and gives total and dice[i].results[j].result; an evaluated Roll is immutable", async () => {
    const world = await bareWorld();
    const gm = world.connect("Gamemaster");
    world.dice.load(3, 5);
    const pending = gm.run(() => new (RollClass())("2d6").evaluate());
    expect(pending).toBeInstanceOf(Promise);
    const roll = await pending;
    expect(roll.dice[0]!.results[1]!.result).toBe(5);
    await expect(gm.run(() => roll.evaluate())).rejects.toThrow(/already been evaluated/);
  });

  it("M3: a Roll stored in a message (rolls: string[]) round-trips through JSON to every client", async () => {
    const world = await bareWorld();
    const { gm, alice, bob } = connectAll(world);
    world.dice.load(2, 6);
    const roll = await gm.run(() => new (RollClass())("2d6 + 3").evaluate());
    const message = await gm.create("ChatMessage", { content: "", rolls: [roll] });
    await world.settle();
    const stored = world.sources.get("ChatMessage")!.get(message.id)!["rolls"] as unknown[];
    expect(stored.every((entry) => typeof entry === "string")).toBe(true);
    for (const client of [alice, bob]) {
      const [copy] = (client.game.messages.get(message.id) as ChatMessage).rolls as DoubleRoll[];
      expect(copy).toBeInstanceOf(RollClass());
      expect(copy!.total).toBe(11);
      expect(copy!.formula).toBe("2d6 + 3");
      expect(copy!.dice[0]!.results.map((r) => r.result)).toEqual([2, 6]);
      expect(copy!.toJSON()).toEqual(roll.toJSON());
      expect(JSON.parse(JSON.stringify(copy))).toEqual(JSON.parse(JSON.stringify(roll)));
    }
  });

  it("M3: roll.toMessage evaluates if needed and posts the roll as the current user", async () => {
    const world = await bareWorld();
    const { alice, bob } = connectAll(world);
    world.dice.load(4);
    await alice.run(() => new (RollClass())("1d6").toMessage({ flavor: "test" }));
    await world.settle();
    const [message] = bob.game.messages.contents as ChatMessage[];
    expect(message!.author?.id).toBe(alice.userId);
    expect((message!.rolls[0] as DoubleRoll).total).toBe(4);
  });
});
