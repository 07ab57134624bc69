import { afterEach, describe, expect, it, vi } from "vitest";
import { FoundryDice, naturalResults } from "../../../src/foundry/dice/foundry-dice";
import { d6 } from "../../../src/rules";

/** Enough of Foundry's Roll for the adapter: a formula, evaluate(), dice with results, toMessage(). */
class FakeRoll {
  static script: number[][] = [];
  static messages: unknown[] = [];
  readonly dice: { results: { result: number; active: boolean }[] }[] = [];
  constructor(readonly formula: string) {}
  async evaluate(): Promise<this> {
    const results = FakeRoll.script.shift() ?? [];
    // A rerolled die stays on the Roll but is inactive; it must not count.
    this.dice.push({ results: [{ result: 1, active: false }, ...results.map((result) => ({ result, active: true }))] });
    return this;
  }
  async toMessage(data: unknown): Promise<void> {
    FakeRoll.messages.push({ formula: this.formula, data });
  }
}

describe("FoundryDice", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeRoll.messages = [];
  });

  it("asks Foundry for a Roll of the requested formula and answers with its active dice", async () => {
    vi.stubGlobal("Roll", FakeRoll);
    FakeRoll.script = [[3, 5]];
    const dice = new FoundryDice();
    expect(await dice.roll(d6("Seize the Initiative", 2))).toEqual([3, 5]);
    expect(dice.rolls.map((roll) => roll.formula)).toEqual(["2d6"]);
    expect(FakeRoll.messages).toEqual([]);
  });

  it("posts each roll to chat with its purpose when asked (a macro's quick roll)", async () => {
    vi.stubGlobal("Roll", FakeRoll);
    FakeRoll.script = [[6]];
    await new FoundryDice({ toChat: true }).roll(d6("Luck"));
    expect(FakeRoll.messages).toEqual([{ formula: "1d6", data: { flavor: "Luck" } }]);
  });

  it("refuses an invalid request before creating any Roll", async () => {
    vi.stubGlobal("Roll", FakeRoll);
    const dice = new FoundryDice();
    await expect(dice.roll({ count: 0, faces: 6, purpose: "none" })).rejects.toThrow(RangeError);
    expect(dice.rolls).toEqual([]);
  });

  it("reads only active results", () => {
    const roll = { dice: [{ results: [{ result: 2, active: false }, { result: 4, active: true }] }] };
    expect(naturalResults(roll as unknown as Roll)).toEqual([4]);
  });
});
