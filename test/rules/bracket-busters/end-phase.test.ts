// "End Phase": its three steps in order — "Bottle Tests" ("Making a Bottle test", "Failing a Bottle test"), "Recovery"
// with the Injury dice (ruling 11) and the 1'' assist, and "Rally" alternating in Priority order — then the next Round.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice, type DiceRequest } from "../../../src/rules";
import { at, f, fighter, gang, refusedBy, step, twoGangs, withFighters, type State } from "./helpers";

const none = new ScriptedDice([]);

/** A battle at the start of its End Phase, Priority a then b, with the statuses given. */
function endPhase(battle: BB.NewBattle, patch: Parameters<typeof withFighters>[1] = {}): State {
  const s = BB.createBattle(battle);
  return withFighters(
    {
      ...s,
      phase: "end",
      priority: { round: 1, rolls: [], order: battle.gangs.map((g) => g.id) },
      end: { step: "bottleTests", recoveryChoices: [], rallyGang: null, rallied: [] },
    },
    patch,
  );
}
const gangOf = (id: string, n: number): BB.Gang =>
  gang(
    id,
    Array.from({ length: n }, (_, i) => fighter(`${id}${i + 1}`, id)),
  );

describe("Bottle Tests", () => {
  it("Making a Bottle test: the text's example — one fighter Out of Action, three standing: D6 + 3, passing on 4+", async () => {
    const s = endPhase({ gangs: [gangOf("a", 4), gangOf("b", 1)] }, { a4: { status: "outOfAction" } });
    const pass = await step(
      s,
      { type: "rollBottleTests" },
      new ScriptedDice([{ results: [4], purpose: "Bottle test: a" }]),
    );
    expect(pass.steps[0]).toMatchObject({
      rule: "Making a Bottle test",
      total: 7,
      needed: 7,
      result: "passed",
      modifiers: [{ value: 3 }],
    });
    expect(pass.state.end?.step).toBe("recovery");
    const fail = await step(s, { type: "rollBottleTests" }, new ScriptedDice([3]));
    expect(fail.state.gangs[0]?.bottledOut).toBe(true);
    expect(fail.announcements).toContainEqual({ kind: "bottledOut", gangId: "a" });
  });

  it("only for a gang with a fighter Broken, Seriously Injured or Out of Action and less than six Active, Pinned or Engaged", async () => {
    const s = endPhase({ gangs: [gangOf("a", 6), gangOf("b", 2)] }, { a6: { status: "broken" } });
    expect(BB.needsBottleTest(s, "a")).toBe(true);
    expect(BB.needsBottleTest(withFighters(s, { a6: { status: "active" } }), "a")).toBe(false);
    const seven = endPhase({ gangs: [gangOf("a", 7), gangOf("b", 2)] }, { a7: { status: "seriouslyInjured" } });
    expect(BB.needsBottleTest(seven, "a")).toBe(false);
    expect(BB.needsBottleTest(s, "b")).toBe(false);
    const t = await step(s, { type: "rollBottleTests" }, new ScriptedDice([1]));
    expect(t.steps).toHaveLength(1);
  });

  it("Failing a Bottle test: a gang that has Bottled Out makes no more Bottle tests", async () => {
    const s = endPhase({ gangs: [gangOf("a", 3), gangOf("b", 1)] }, { a3: { status: "outOfAction" } });
    const bottled = { ...s, gangs: s.gangs.map((g) => (g.id === "a" ? { ...g, bottledOut: true } : g)) };
    expect((await step(bottled, { type: "rollBottleTests" }, none)).steps).toEqual([]);
  });

  it("the steps go in order: no Recovery before the Bottle tests, no Rally before Recovery", async () => {
    const s = endPhase(twoGangs());
    expect((await refusedBy(s, { type: "rollRecovery" })).refusal?.code).toBe("wrongStep");
    expect((await refusedBy(s, { type: "rally", fighterId: "a1", positions: {} })).refusal?.code).toBe("wrongStep");
  });
});

const atRecovery = (battle: BB.NewBattle, patch: Parameters<typeof withFighters>[1]): State => {
  const s = endPhase(battle, patch);
  return { ...s, end: { ...s.end!, step: "recovery" } };
};

describe("Recovery", () => {
  it("an Injury dice for each Seriously Injured fighter: Flesh Wound → Toughness −1 and Pinned; Serious Injury stays; Out of Action → a Lasting Injury, no XP", async () => {
    const s = atRecovery(
      { gangs: [gangOf("a", 3), gangOf("b", 2)] },
      {
        a1: { status: "seriouslyInjured", lastAttackBy: "b1" },
        a2: { status: "seriouslyInjured" },
        b1: { status: "seriouslyInjured" },
      },
    );
    const dice = new ScriptedDice([
      { results: [1], purpose: "Injury dice for a1" },
      { results: [4], purpose: "Injury dice for a2" },
      { results: [6], purpose: "Injury dice for b1" },
    ]);
    const t = await step(s, { type: "rollRecovery" }, dice);
    dice.assertAllUsed();
    expect(f(t.state, "a1")).toMatchObject({ status: "pinned", fleshWounds: 1 });
    expect(f(t.state, "a2").status).toBe("seriouslyInjured");
    expect(f(t.state, "b1").outOfAction).toMatchObject({ cause: "recovery", by: null, lastingInjury: true });
    expect(t.state.xp).toEqual([]);
    expect(t.steps.map((x) => x.result)).toEqual(["fleshWound", "seriousInjury", "outOfAction"]);
  });

  it("a Flesh Wound that takes modified Toughness below 1 is Out of Action with no Lasting Injury roll", async () => {
    const s = atRecovery(
      { gangs: [gang("a", [fighter("a1", "a", { profile: { toughness: 2 } })]), gangOf("b", 1)] },
      { a1: { status: "seriouslyInjured", fleshWounds: 1 } },
    );
    const t = await step(s, { type: "rollRecovery" }, new ScriptedDice([2]));
    expect(f(t.state, "a1").outOfAction).toMatchObject({ cause: "recovery", lastingInjury: false });
  });

  it("ruling 11: the dice asked for are the Injury die (a D6 read through its faces), so a table rolls its own", async () => {
    const s = atRecovery({ gangs: [gangOf("a", 2), gangOf("b", 1)] }, { a1: { status: "seriouslyInjured" } });
    const asked: DiceRequest[] = [];
    await step(
      s,
      { type: "rollRecovery" },
      {
        roll: async (request) => {
          asked.push(request);
          return [3];
        },
      },
    );
    expect(asked).toEqual([{ count: 1, faces: 6, purpose: "Injury dice for a1", die: "injury" }]);
  });

  it("ruling 11: an Active or Pinned friend within 1'' assists one fighter: two dice, the player discards one, the better offered", async () => {
    const s = atRecovery(
      { gangs: [gangOf("a", 3), gangOf("b", 1)] },
      { a1: { status: "seriouslyInjured" }, a2: { status: "pinned" } },
    );
    const positions = { a1: at(0, 0), a2: at(2, 0) };
    const t = await step(
      s,
      { type: "rollRecovery", assists: [{ assistantId: "a2", injuredId: "a1" }], positions },
      new ScriptedDice([{ results: [6, 2] }]),
    );
    expect(t.state.end?.recoveryChoices).toEqual([{ fighterId: "a1", dice: [6, 2], offered: 1 }]);
    expect((await refusedBy(t.state, { type: "rollRecovery" })).refusal?.code).toBe("alreadyRolled");
    const kept = await step(t.state, { type: "keepInjuryDie", fighterId: "a1", die: 1 }, none);
    expect(f(kept.state, "a1").status).toBe("pinned");
    expect(kept.state.phase).toBe("priority");
    expect(kept.state.round).toBe(2);
  });

  it("the assistant must be Active or Pinned, a friend, within 1'', and assist only one", async () => {
    const s = atRecovery(
      { gangs: [gangOf("a", 3), gangOf("b", 1)] },
      { a1: { status: "seriouslyInjured" }, a3: { status: "seriouslyInjured" }, a2: { status: "active" } },
    );
    const code = async (input: BB.BattleInput): Promise<string | undefined> =>
      (await refusedBy(s, input)).refusal?.code;
    expect(
      await code({
        type: "rollRecovery",
        assists: [{ assistantId: "a2", injuredId: "a1" }],
        positions: { a1: at(0, 0), a2: at(2.1, 0) },
      }),
    ).toBe("tooFar");
    expect(
      await code({
        type: "rollRecovery",
        assists: [{ assistantId: "b1", injuredId: "a1" }],
        positions: { a1: at(0, 0), b1: at(1, 0) },
      }),
    ).toBe("notFriendly");
    expect(
      await code({
        type: "rollRecovery",
        assists: [
          { assistantId: "a2", injuredId: "a1" },
          { assistantId: "a2", injuredId: "a3" },
        ],
        positions: { a1: at(0, 0), a2: at(1, 0), a3: at(2, 0) },
      }),
    ).toBe("assistsOnce");
    expect(await code({ type: "rollRecovery", assists: [{ assistantId: "a2", injuredId: "a1" }] })).toBe(
      "positionMissing",
    );
    expect(BB.recoveryAssistants(s, "a1", { a1: at(0, 0), a2: at(2, 0), b1: at(1, 1) })).toEqual(["a2"]);
  });
});

describe("Rally", () => {
  const rallyBattle = (): State => {
    const s = atRecovery(
      { gangs: [gangOf("a", 3), gangOf("b", 2)] },
      { a1: { status: "broken" }, a2: { status: "broken" }, b1: { status: "broken" } },
    );
    return s;
  };

  it("Rally (End Phase): a status set by hand that leaves the gang no Broken fighter moves the step on (found by fuzzing)", async () => {
    const t = await step(rallyBattle(), { type: "rollRecovery" }, none);
    expect(t.state.end).toMatchObject({ step: "rally", rallyGang: "a" });
    const one = await step(t.state, { type: "setStatus", fighterId: "a1", status: "active" }, none);
    expect(one.state.end?.rallyGang).toBe("a");
    const both = await step(one.state, { type: "setStatus", fighterId: "a2", status: "active" }, none);
    expect(both.state.end?.rallyGang).toBe("b");
    const none_ = await step(both.state, { type: "setStatus", fighterId: "b1", status: "pinned" }, none);
    expect(none_.state.phase).toBe("priority");
  });

  it("alternating in Priority order, one Broken fighter each; +1 per friendly Active within 3''; a pass is Active and 1 XP", async () => {
    let t = await step(rallyBattle(), { type: "rollRecovery" }, none);
    expect(t.state.end).toMatchObject({ step: "rally", rallyGang: "a" });
    const positions = { a1: at(0, 0), a2: at(10, 10), a3: at(3, 0), b1: at(20, 0), b2: at(40, 0) };
    expect((await refusedBy(t.state, { type: "rally", fighterId: "b1", positions })).refusal?.code).toBe("notYourTurn");
    t = await step(
      t.state,
      { type: "rally", fighterId: "a1", positions },
      new ScriptedDice([{ results: [3, 3], purpose: "Nerve test (Cool) for a1" }]),
    );
    expect(t.steps[0]).toMatchObject({
      rule: "Rally",
      total: 7,
      needed: 7,
      result: "passed",
      modifiers: [{ value: 1 }],
    });
    expect(f(t.state, "a1").status).toBe("active");
    expect(t.state.xp).toEqual([{ fighterId: "a1", xp: 1, reason: "rally", round: 1, targetId: null }]);
    expect(t.state.end?.rallyGang).toBe("b");
    t = await step(
      t.state,
      { type: "rally", fighterId: "b1", characteristic: "willpower", positions },
      new ScriptedDice([{ results: [1, 1], purpose: "Nerve test (Willpower) for b1" }]),
    );
    expect(f(t.state, "b1").status).toBe("broken");
    // Ruling 16: a1 rallied and now counts as a friendly Active fighter for a2's test.
    expect(BB.rallyHelpers(t.state, "a2", { ...positions, a2: at(1.5, 1.5) })).toEqual(["a1", "a3"]);
    t = await step(
      t.state,
      { type: "rally", fighterId: "a2", positions: { ...positions, a2: at(1.5, 1.5) } },
      new ScriptedDice([{ results: [1, 1] }]),
    );
    expect(t.steps[0]?.modifiers).toEqual([{ value: 2, reason: "Friendly Active fighters within 3''" }]);
    expect(t.state).toMatchObject({ phase: "priority", round: 2 });
  });

  it("the positions must hold the fighter making the test; a friend not placed is not within 3''", async () => {
    const t = await step(rallyBattle(), { type: "rollRecovery" }, none);
    expect(
      (await refusedBy(t.state, { type: "rally", fighterId: "a1", positions: { a3: at(0, 0) } })).refusal?.message,
    ).toMatch(/positions\.a1/);
  });

  it("with no Broken fighter the Round ends after Recovery; Focus does not outlive its Round", async () => {
    const s = withFighters(atRecovery(twoGangs(), {}), { a1: { focus: true } });
    const t = await step(s, { type: "rollRecovery" }, none);
    expect(t.state).toMatchObject({ phase: "priority", round: 2 });
    expect(f(t.state, "a1").focus).toBe(false);
  });
});
