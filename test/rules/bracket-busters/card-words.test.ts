// What a card must say, from the rules: "Recovery" names the kept Injury dice result; a Charge's free action is
// announced; Lasting Injuries fighter by fighter; Rally measures only what can matter; "Bottle Tests" as a scenario
// changes or drops them; and every Step rule, result and announcement kind is an exported word.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import {
  activate,
  at,
  f,
  fighter,
  gang,
  refusedBy,
  step,
  toActionPhase,
  twoGangs,
  withFighters,
  type State,
} from "./helpers";

const none = new ScriptedDice([]);
const gangOf = (id: string, n: number): BB.Gang =>
  gang(
    id,
    Array.from({ length: n }, (_, i) => fighter(`${id}${i + 1}`, id)),
  );

function atStep(battle: BB.NewBattle, step: BB.EndPhaseStep, patch: Parameters<typeof withFighters>[1]): State {
  const s = BB.createBattle(battle);
  return withFighters(
    {
      ...s,
      phase: "end",
      priority: { round: 1, rolls: [], order: battle.gangs.map((g) => g.id) },
      end: {
        step,
        recoveryChoices: [],
        rallyGang: step === "rally" ? (battle.gangs[0]?.id ?? null) : null,
        rallied: [],
      },
    },
    patch,
  );
}

const listed = (t: BB.Transition): void => {
  for (const s of t.steps) {
    expect(BB.STEP_RULES).toContain(s.rule);
    expect(BB.STEP_RESULTS).toContain(s.result);
  }
  for (const a of t.announcements) expect(BB.ANNOUNCEMENT_KINDS).toContain(a.kind);
};

describe("Bottle Tests as the scenario sets them", () => {
  const hurt = { a4: { status: "outOfAction" as const } };
  const gangs = [gangOf("a", 4), gangOf("b", 1)];

  it('Bottle Tests: "some even indicate that they don\'t require / allow Bottle tests at all" — none is made', async () => {
    const s = atStep({ gangs, bottleTest: null }, "bottleTests", hurt);
    expect(BB.needsBottleTest(s, "a")).toBe(false);
    const t = await step(s, { type: "rollBottleTests" }, none);
    expect(t.steps).toEqual([]);
    expect(t.state.end?.step).toBe("recovery");
  });

  it('Bottle Tests: "alternate instructions" — the scenario\'s total and number of fighters replace 7+ and six', async () => {
    const s = atStep({ gangs, bottleTest: { target: 9, below: 4 } }, "bottleTests", hurt);
    expect(BB.needsBottleTest(s, "a")).toBe(true);
    const t = await step(s, { type: "rollBottleTests" }, new ScriptedDice([5]));
    expect(t.steps[0]).toMatchObject({ total: 8, needed: 9, result: "bottledOut" });
    listed(t);
    const fewer = atStep({ gangs, bottleTest: { target: 9, below: 3 } }, "bottleTests", hurt);
    expect(BB.needsBottleTest(fewer, "a")).toBe(false);
    // A battle stored before the option keeps the default.
    const { bottleTest: _, ...setup } = s.setup;
    expect(BB.needsBottleTest({ ...atStep({ gangs }, "bottleTests", hurt), setup }, "a")).toBe(true);
  });

  it("a bad option is refused naming the field", () => {
    expect(BB.newBattleProblem({ gangs, bottleTest: { target: 0, below: 6 } })?.field).toBe("bottleTest.target");
    expect(BB.newBattleProblem({ gangs, bottleTest: "none" })?.field).toBe("bottleTest");
  });
});

describe("Recovery: the kept die is announced by its result's name", () => {
  it('Recovery: "If a Seriously Injured fighter gets a Serious Injury result nothing happens" — and the card says so', async () => {
    const s = atStep({ gangs: [gangOf("a", 2), gangOf("b", 1)] }, "recovery", { a1: { status: "seriouslyInjured" } });
    const t = await step(s, { type: "rollRecovery" }, new ScriptedDice([4]));
    expect(t.announcements).toContainEqual({ kind: "recovery", fighterId: "a1", result: "seriousInjury" });
    listed(t);
  });

  it("Recovery: an assisted fighter's kept die announces its result too", async () => {
    const s = atStep({ gangs: [gangOf("a", 2), gangOf("b", 1)] }, "recovery", {
      a1: { status: "seriouslyInjured" },
      a2: { status: "active" },
    });
    const rolled = await step(
      s,
      {
        type: "rollRecovery",
        assists: [{ assistantId: "a2", injuredId: "a1" }],
        positions: { a1: at(0, 0), a2: at(1, 0) },
      },
      new ScriptedDice([{ results: [6, 4] }]),
    );
    const kept = await step(rolled.state, { type: "keepInjuryDie", fighterId: "a1", die: 0 }, none);
    expect(kept.announcements).toContainEqual({ kind: "recovery", fighterId: "a1", result: "outOfAction" });
  });
});

describe("Charge: the free action is announced", () => {
  it('Charge: "they may take a free Fight (Basic) action against one of those opponents" — on the card', async () => {
    const s = await activate(await toActionPhase(twoGangs(), [6, 1]), "a1");
    let t = await step(s, { type: "takeAction", action: "charge" }, new ScriptedDice([{ results: [2], faces: 3 }]));
    listed(t);
    t = await step(
      t.state,
      { type: "completeCharge", contacted: ["b1"], positions: { a1: at(0, 0), b1: at(1, 0), b2: at(20, 20) } },
      none,
    );
    expect(t.announcements).toContainEqual({
      kind: "freeActions",
      fighterId: "a1",
      actions: ["fight"],
      opponents: ["b1"],
    });
  });
});

describe("Lasting Injury, fighter by fighter", () => {
  it("Lasting Injury: each fighter put Out of Action via damage rolls on its own; the changes are complete with the last", async () => {
    const out = (by: string) => ({
      status: "outOfAction" as const,
      ready: false,
      outOfAction: { round: 1, cause: "attack" as const, by, lastingInjury: true },
    });
    const s = withFighters(await toActionPhase(twoGangs(), [6, 1]), { b1: out("a1"), b2: out("a2") });
    const ended = (await step(s, { type: "endBattle" }, none)).state;
    const over = (await step(ended, { type: "awardXp", fighterId: "a1", xp: 2 }, none)).state;
    expect(BB.lastingInjuriesDue(over).map((x) => x.fighter.id)).toEqual(["b1", "b2"]);
    const first = await step(
      over,
      { type: "rollLastingInjuries", fighterId: "b2" },
      new ScriptedDice([{ results: [1], purpose: "Lasting Injury for b2" }]),
    );
    listed(first);
    expect(first.state.injuries).toBeNull();
    expect(first.changes.every((c) => c.fighterId === "b2")).toBe(true);
    expect((await refusedBy(first.state, { type: "rollLastingInjuries", fighterId: "b2" })).refusal?.code).toBe(
      "alreadyRolled",
    );
    expect((await refusedBy(first.state, { type: "rollLastingInjuries", fighterId: "a1" })).refusal?.code).toBe(
      "noLastingInjury",
    );
    const last = await step(
      first.state,
      { type: "rollLastingInjuries", fighterId: "b1" },
      new ScriptedDice([{ results: [3], purpose: "Lasting Injury for b1" }]),
    );
    expect(last.state.injuries?.map((r) => [r.fighterId, r.outcome])).toEqual([
      ["b2", "outCold"],
      ["b1", "grievousInjury"],
    ]);
    expect(first.changes.some((c) => c.kind === "xp")).toBe(false);
    expect(last.changes.filter((c) => c.kind === "xp")).toEqual([{ kind: "xp", fighterId: "a1", from: 0, to: 2 }]);
  });
});

describe("Rally measures only the fighters that can matter", () => {
  it("Rally: \"+1 for each friendly Active fighter within 3''\" — a friend far off need not be placed", async () => {
    const s = atStep({ gangs: [gangOf("a", 3), gangOf("b", 1)] }, "rally", { a1: { status: "broken" } });
    const t = await step(
      s,
      { type: "rally", fighterId: "a1", positions: { a1: at(0, 0), a2: at(2, 0) } },
      new ScriptedDice([{ results: [3, 3] }]),
    );
    expect(t.steps[0]?.modifiers).toEqual([{ value: 1, reason: "Friendly Active fighters within 3''" }]);
    expect(
      (await refusedBy(s, { type: "rally", fighterId: "a1", positions: { a2: at(0, 0) } })).refusal?.message,
    ).toMatch(/positions\.a1/);
    expect(f(t.state, "a1").status).toBe("active");
  });
});
