import { describe, expect, it } from "vitest";
import { FoundryDice, naturalResults } from "../../../src/foundry/table/dice/foundry-dice";
import { d6 } from "../../../src/rules";
import { createWorld } from "../../double";
import { Roll as DoubleRoll } from "../../double/roll";

/* The Dice port on the Foundry double: real Rolls evaluated with the world's dice, loaded with exact faces. */

async function table() {
  const world = await createWorld();
  const gm = world.connect("Gamemaster");
  const alice = world.connect("Alice");
  return { world, gm, alice };
}

describe("FoundryDice", () => {
  it("evaluates a Foundry Roll of the requested formula and answers with its dice", async () => {
    const { world, gm } = await table();
    world.dice.load(3, 5);
    const dice = gm.run(() => new FoundryDice());
    expect(await gm.run(() => dice.roll(d6("Seize the Initiative", 2)))).toEqual([3, 5]);
    expect(world.dice.queued).toBe(0);
    expect(dice.rolls).toHaveLength(1);
    const [roll] = dice.rolls;
    expect(roll).toBeInstanceOf(DoubleRoll);
    expect(roll!.formula).toBe("2d6");
    expect(roll!.total).toBe(8);
    await world.settle();
    expect(world.sources.get("ChatMessage")!.size).toBe(0);
    expect(world.errors).toEqual([]);
  });

  it("keeps every Roll in order, so a chat card can carry them", async () => {
    const { world, gm } = await table();
    world.dice.load(2, 6, 1, 4);
    const dice = new FoundryDice();
    expect(await gm.run(() => dice.roll(d6("first")))).toEqual([2]);
    expect(await gm.run(() => dice.roll(d6("second", 3)))).toEqual([6, 1, 4]);
    expect(dice.rolls.map((roll) => [roll.formula, roll.total])).toEqual([
      ["1d6", 2],
      ["3d6", 11],
    ]);
  });

  it("posts each roll to chat with its purpose when asked (a macro's quick roll), seen by every player", async () => {
    const { world, gm, alice } = await table();
    world.dice.load(6);
    await gm.run(() => new FoundryDice({ toChat: true }).roll(d6("Luck")));
    await world.settle();
    const messages = [...world.sources.get("ChatMessage")!.values()];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ flavor: "Luck", author: gm.userId, whisper: [] });
    const onAlice = alice.game.messages.contents[0]!;
    expect(onAlice.rolls.map((roll) => [(roll as DoubleRoll).formula, (roll as DoubleRoll).total])).toEqual([
      ["1d6", 6],
    ]);
    expect(alice.chatLog.has(onAlice.id)).toBe(true);
    expect(world.errors).toEqual([]);
  });

  it("posts with the speaker it was given", async () => {
    const { world, gm } = await table();
    world.dice.load(4);
    const speaker = { scene: null, actor: null, token: null, alias: "Kara" };
    await gm.run(() => new FoundryDice({ toChat: true, speaker }).roll(d6("Luck")));
    await world.settle();
    expect([...world.sources.get("ChatMessage")!.values()][0]).toMatchObject({ flavor: "Luck", speaker });
  });

  it("refuses an invalid request before creating any Roll", async () => {
    const { world, gm } = await table();
    world.dice.load(4);
    const dice = new FoundryDice({ toChat: true });
    await expect(gm.run(() => dice.roll({ count: 0, faces: 6, purpose: "none" }))).rejects.toThrow(RangeError);
    expect(dice.rolls).toEqual([]);
    expect(world.dice.queued, "no die was rolled").toBe(1);
    await world.settle();
    expect(world.sources.get("ChatMessage")!.size).toBe(0);
  });

  it("reads only active results: a rerolled die stays on the Roll but does not count", () => {
    // A 1d6 rerolled once, as Foundry keeps it (and stores it in chat): the first result inactive, the second active.
    const roll = DoubleRoll.fromData({
      class: "Roll",
      formula: "1d6",
      total: 4,
      evaluated: true,
      dice: [
        {
          faces: 6,
          number: 1,
          results: [
            { result: 2, active: false },
            { result: 4, active: true },
          ],
        },
      ],
    });
    expect(naturalResults(roll as unknown as Roll)).toEqual([4]);
  });
});
