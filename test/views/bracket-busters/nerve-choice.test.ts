// Ready Fighters for a Bottled Out gang (ruling 10): which fighters take a Nerve test, and the characteristic each is
// offered with. Both adapters show these: Foundry's tracker panel and the sandbox page.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { nerveChoiceOf, nerveChoices } from "../../../src/views/bracket-busters/nerve-choice";
import { fighter, gang, step, withFighters } from "../../rules/bracket-busters/helpers";
import { en } from "./lang";

const battle = (): BB.NewBattle => ({
  gangs: [
    gang("a", [
      fighter("a1", "a", { profile: { cool: 8, willpower: 6 } }),
      fighter("a2", "a", { profile: { cool: 5, willpower: 7 } }),
      fighter("a3", "a"),
    ]),
    gang("b", [fighter("b1", "b")]),
  ],
});

async function readyStep(bottled: boolean): Promise<BB.BattleState> {
  const rolled = (await step(BB.createBattle(battle()), { type: "rollPriority" }, new ScriptedDice([6, 1]))).state;
  const s = { ...rolled, gangs: rolled.gangs.map((g) => (g.id === "a" ? { ...g, bottledOut: bottled } : g)) };
  return withFighters(s, { a3: { status: "seriouslyInjured" } });
}

describe("Nerve tests to be Readied (ruling 10)", () => {
  it("a Bottled Out gang's Active and Pinned fighters test, with the better characteristic (the lower target) until chosen", async () => {
    const s = withFighters(await readyStep(true), { a2: { status: "pinned" } });
    const choices = nerveChoices(s, {}, en);
    // a3 is Seriously Injured: readied without a test; gang b has not Bottled Out.
    expect(choices.map((c) => [c.fighterId, c.choice])).toEqual([
      ["a1", "willpower"],
      ["a2", "cool"],
    ]);
    expect(choices[0]!.options.map((o) => [o.value, o.label, o.selected])).toEqual([
      ["cool", "Cool 8+", false],
      ["willpower", "Willpower 6+", true],
    ]);
  });

  it("the player's choice is kept, even the worse one", async () => {
    const s = await readyStep(true);
    expect(nerveChoiceOf(s, "a1", "cool", en)?.choice).toBe("cool");
    expect(nerveChoiceOf(s, "a1", "cool", en)?.options.find((o) => o.selected)?.value).toBe("cool");
  });

  it("no tests when the gang has not Bottled Out, outside Ready Fighters, or for a fighter not in the battle", async () => {
    expect(nerveChoices(await readyStep(false), {}, en)).toEqual([]);
    const s = await readyStep(true);
    expect(nerveChoiceOf(s, "nobody", undefined, en)).toBeNull();
    const acting = (await step(s, { type: "readyFighters" }, new ScriptedDice([6, 6, 6, 6]))).state;
    expect(acting.phase).toBe("action");
    expect(nerveChoices(acting, {}, en)).toEqual([]);
  });
});
