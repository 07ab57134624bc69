import { describe, expect, it } from "vitest";
import { d100, d6, ScriptedDice } from "../../../../src/rules";

describe("ScriptedDice", () => {
  it("deals plain numbers one die at a time, across requests", async () => {
    const dice = new ScriptedDice([6, 1, 4]);
    expect(await dice.roll(d6("Seize the Initiative", 2))).toEqual([6, 1]);
    expect(await dice.roll(d6("Luck"))).toEqual([4]);
    dice.assertAllUsed();
    expect(dice.requests.map((r) => r.purpose)).toEqual(["Seize the Initiative", "Luck"]);
  });

  it("checks the purpose and die a scripted roll is meant for", async () => {
    const dice = new ScriptedDice([{ results: [5], purpose: "Saving Throw", faces: 6 }]);
    await expect(dice.roll(d6("Luck"))).rejects.toThrow(/expected a roll for "Saving Throw"/);
    const d100Dice = new ScriptedDice([{ results: [55], faces: 100 }]);
    await expect(d100Dice.roll(d6("hit"))).rejects.toThrow(/expected a D100/);
  });

  it("refuses a result the die cannot show", async () => {
    await expect(new ScriptedDice([7]).roll(d6("hit"))).rejects.toThrow(/7 cannot be rolled on a D6/);
    await expect(new ScriptedDice([0]).roll(d100("Battle Events"))).rejects.toThrow(RangeError);
  });

  it("fails loudly when the script runs out or is not used up", async () => {
    await expect(new ScriptedDice([3]).roll(d6("Reaction Roll", 2))).rejects.toThrow(/ran out/);
    const leftover = new ScriptedDice([3, 4]);
    await leftover.roll(d6("hit"));
    expect(leftover.remaining).toBe(1);
    expect(() => leftover.assertAllUsed()).toThrow(/1 result\(s\) were never rolled/);
  });
});
