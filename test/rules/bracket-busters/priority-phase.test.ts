// "Priority Phase": "Roll For Priority" with ruling 13's ties, then "Ready Fighters" with the Nerve tests of a gang that
// has Bottled Out.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { f, fighter, gang, refusedBy, step, twoGangs, withFighters } from "./helpers";

const four = (): BB.NewBattle => ({ gangs: ["a", "b", "c", "d"].map((g) => gang(g, [fighter(`${g}1`, g)])) });

describe("Roll For Priority", () => {
  it("each player rolls a D6 and the highest has Priority; the order runs from the highest roll down", async () => {
    const t = await step(BB.createBattle(four()), { type: "rollPriority" }, new ScriptedDice([2, 6, 4, 1]));
    expect(t.state.priority?.order).toEqual(["b", "c", "a", "d"]);
    expect(t.state.phase).toBe("ready");
    expect(t.steps[0]?.dice.map((d) => d.purpose)).toEqual([
      "Priority: a",
      "Priority: b",
      "Priority: c",
      "Priority: d",
    ]);
  });

  it("tied with no Priority yet: the tied players roll off until there is a winner, only those still tied rolling again", async () => {
    const dice = new ScriptedDice([5, 5, 5, 1, /* roll-off a b c */ 3, 3, 6, /* a b again */ 2, 2, /* again */ 1, 4]);
    const t = await step(BB.createBattle(four()), { type: "rollPriority" }, dice);
    dice.assertAllUsed();
    expect(t.state.priority?.order).toEqual(["c", "b", "a", "d"]);
    expect(t.steps.map((s) => s.result)).toEqual(["priority", "rollOff", "rollOff", "rollOff"]);
  });

  it("ruling 13: a tie with the current Priority holder goes against the holder; any other tie is rolled off", async () => {
    let s = BB.createBattle(four());
    s = { ...s, priority: { round: 1, rolls: [], order: ["a", "b", "c", "d"] }, round: 2 };
    // a (the holder), b and c tie on 4: a goes below them, b and c roll off (c wins); d rolled 6.
    const dice = new ScriptedDice([4, 4, 4, 6, /* b c */ 2, 5]);
    const t = await step(s, { type: "rollPriority" }, dice);
    dice.assertAllUsed();
    expect(t.state.priority?.order).toEqual(["d", "c", "b", "a"]);
  });

  it("a tie between the holder and one other player needs no roll-off: the holder loses it", async () => {
    let s = BB.createBattle(twoGangs());
    s = { ...s, priority: { round: 1, rolls: [], order: ["b", "a"] } };
    const dice = new ScriptedDice([3, 3]);
    const t = await step(s, { type: "rollPriority" }, dice);
    dice.assertAllUsed();
    expect(t.state.priority?.order).toEqual(["a", "b"]);
  });

  it("dice that never settle a roll-off are refused, not looped on forever", async () => {
    const sixes = { roll: async (r: { count: number }) => Array.from({ length: r.count }, () => 6) };
    const t = await BB.advance(BB.createBattle(twoGangs()), { type: "rollPriority" }, sixes);
    expect(t.refusal?.code).toBe("diceUnsettled");
  });

  it("is rolled only in the Priority phase", async () => {
    const s = (await step(BB.createBattle(twoGangs()), { type: "rollPriority" }, new ScriptedDice([6, 1]))).state;
    expect((await refusedBy(s, { type: "rollPriority" })).refusal?.code).toBe("wrongPhase");
  });
});

async function readyPhase(state: BB.BattleState, bottled: readonly string[] = []): Promise<BB.BattleState> {
  const s = (await step(state, { type: "rollPriority" }, new ScriptedDice([6, 1]))).state;
  return { ...s, gangs: s.gangs.map((g) => (bottled.includes(g.id) ? { ...g, bottledOut: true } : g)) };
}

describe("Ready Fighters", () => {
  it("a gang that has not Bottled Out readies every fighter who is not Broken (ruling 12: Broken fighters never)", async () => {
    let s = await readyPhase(BB.createBattle(twoGangs(3, 1)));
    s = withFighters(s, { a2: { status: "broken" }, a3: { status: "seriouslyInjured" } });
    const t = await step(s, { type: "readyFighters" }, new ScriptedDice([]));
    expect(["a1", "a2", "a3", "b1"].map((id) => f(t.state, id).ready)).toEqual([true, false, true, true]);
    expect(t.state.phase).toBe("action");
  });

  it("Bottled Out: Engaged and Seriously Injured fighters are Readied; Active and Pinned ones first pass a Nerve test", async () => {
    let s = await readyPhase(BB.createBattle(twoGangs(4, 1)), ["a"]);
    s = withFighters(s, { a1: { status: "engaged" }, a2: { status: "seriouslyInjured" }, a3: { status: "pinned" } });
    // a3 (Pinned) and a4 (Active) test on 2D6 against Cool 7+: a3 passes with 7, a4 fails with 6.
    const dice = new ScriptedDice([
      { results: [3, 4], purpose: "Nerve test (Cool) for a3" },
      { results: [2, 4], purpose: "Nerve test (Cool) for a4" },
    ]);
    const t = await step(s, { type: "readyFighters" }, dice);
    dice.assertAllUsed();
    expect(["a1", "a2", "a3"].map((id) => f(t.state, id).ready)).toEqual([true, true, true]);
    expect(f(t.state, "a4")).toMatchObject({
      status: "outOfAction",
      ready: false,
      outOfAction: { cause: "fled", by: null, lastingInjury: false },
    });
    expect(t.announcements).toContainEqual({ kind: "fled", fighterId: "a4" });
    expect(t.state.xp).toEqual([]);
  });

  it("the controlling player chooses Cool or Willpower before rolling; without a choice the better one is tested (ruling 10)", async () => {
    const a = [
      fighter("a1", "a", { profile: { cool: 9, willpower: 6 } }),
      fighter("a2", "a", { profile: { cool: 9, willpower: 6 } }),
    ];
    const s = await readyPhase(BB.createBattle(twoGangs(a, 1)), ["a"]);
    const dice = new ScriptedDice([
      { results: [4, 4], purpose: "Nerve test (Cool) for a1" },
      { results: [3, 3], purpose: "Nerve test (Willpower) for a2" },
    ]);
    const t = await step(s, { type: "readyFighters", nerve: { a1: "cool" } }, dice);
    dice.assertAllUsed();
    expect(f(t.state, "a1").status).toBe("outOfAction");
    expect(f(t.state, "a2").ready).toBe(true);
  });

  it("ruling 16: the Nerve tests of several gangs are rolled gang by gang in Priority order", async () => {
    const s0 = BB.createBattle(twoGangs(1, 1));
    const s = { ...(await step(s0, { type: "rollPriority" }, new ScriptedDice([1, 6]))).state };
    const bottled = { ...s, gangs: s.gangs.map((g) => ({ ...g, bottledOut: true })) };
    const dice = new ScriptedDice([
      { results: [6, 6], purpose: "Nerve test (Cool) for b1" },
      { results: [6, 6], purpose: "Nerve test (Cool) for a1" },
    ]);
    await step(bottled, { type: "readyFighters" }, dice);
    dice.assertAllUsed();
  });

  it("refuses a Nerve choice for a fighter not in the battle, naming it", async () => {
    const s = await readyPhase(BB.createBattle(twoGangs()));
    expect((await refusedBy(s, { type: "readyFighters", nerve: { zz: "cool" } })).refusal?.message).toMatch(/zz/);
    expect(
      (await refusedBy(s, { type: "readyFighters", nerve: { a1: "leadership" as never } })).refusal?.message,
    ).toMatch(/nerve\.a1 must be one of cool, willpower/);
  });
});
