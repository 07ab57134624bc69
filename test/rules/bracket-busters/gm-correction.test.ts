// Ruling 7 ("It never silently overrides the GM") and ruling 12 (statuses and the marks beside them): the GM corrects
// the table — any status or mark of any fighter, a gang's Bottled Out — in any phase, with a reason, undoably.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { activate, f, refusedBy, step, twoGangs, withFighters, type State } from "./helpers";

const none = new ScriptedDice([]);
const correct = (correction: BB.Correction, reason = "the table says so"): BB.BattleInput => ({
  type: "correct",
  correction,
  reason,
});
const corrected = (t: BB.Transition) => t.announcements.find((a) => a.kind === "corrected");

/** The same battle at the start of each phase the GM may correct in. */
async function everyPhase(): Promise<State[]> {
  const priority = BB.createBattle(twoGangs());
  const ready = (await step(priority, { type: "rollPriority" }, new ScriptedDice([6, 1]))).state;
  const action = (await step(ready, { type: "readyFighters" }, none)).state;
  const end: State = {
    ...action,
    phase: "end",
    turn: null,
    end: { step: "bottleTests", recoveryChoices: [], rallyGang: null, rallied: [] },
  };
  return [priority, ready, action, end];
}

describe("The GM corrects the table (ruling 7, ruling 12)", () => {
  it("sets any status and any mark of a fighter, and a gang's Bottled Out, in every phase; the correction is announced with its reason", async () => {
    for (const s of await everyPhase()) {
      const t = await step(
        s,
        correct({
          kind: "fighter",
          fighterId: "b1",
          status: "broken",
          aim: true,
          focus: true,
          entrench: true,
          fleshWounds: 2,
        }),
        none,
      );
      expect(f(t.state, "b1")).toMatchObject({
        status: "broken",
        aim: true,
        focus: true,
        entrench: true,
        fleshWounds: 2,
      });
      expect(corrected(t)).toMatchObject({ reason: "the table says so" });
      const gang = await step(s, correct({ kind: "gang", gangId: "b", bottledOut: true }), none);
      expect(BB.gangOf(gang.state, "b")?.bottledOut).toBe(true);
      const ready = await step(s, correct({ kind: "fighter", fighterId: "b2", ready: !f(s, "b2").ready }), none);
      expect(f(ready.state, "b2").ready).toBe(!f(s, "b2").ready);
    }
  });

  it("its Undo is the correction that sets back what it changed, and only that", async () => {
    const [, , action] = await everyPhase();
    const s = withFighters(action!, { b1: { fleshWounds: 1 } });
    const t = await step(
      s,
      correct({ kind: "fighter", fighterId: "b1", status: "pinned", aim: true, fleshWounds: 1 }),
      none,
    );
    const announced = corrected(t);
    expect(announced?.kind === "corrected" && announced.undo).toEqual({
      kind: "fighter",
      fighterId: "b1",
      status: "active",
      aim: false,
    });
    if (announced?.kind !== "corrected") return;
    const undone = await step(t.state, correct(announced.undo, "undo"), none);
    expect(undone.state.fighters).toEqual(s.fighters);
  });

  it("Out of Action: the fighter leaves the battlefield with no marks, a Lasting Injury roll unless the GM says no; Undo restores the record", async () => {
    const [, , action] = await everyPhase();
    const s = withFighters(action!, {
      b1: {
        status: "outOfAction",
        ready: false,
        outOfAction: { round: 1, cause: "attack", by: "a1", lastingInjury: true },
      },
    });
    const out = await step(
      s,
      correct({ kind: "fighter", fighterId: "b2", status: "outOfAction", lastingInjury: false }),
      none,
    );
    expect(f(out.state, "b2")).toMatchObject({
      ready: false,
      outOfAction: { cause: "gm", by: null, lastingInjury: false, round: 1 },
    });
    expect(out.state.xp).toEqual([]);
    const back = await step(s, correct({ kind: "fighter", fighterId: "b1", status: "seriouslyInjured" }), none);
    expect(f(back.state, "b1")).toMatchObject({ status: "seriouslyInjured", outOfAction: null });
    const announced = corrected(back);
    if (announced?.kind !== "corrected") throw new Error("no correction announced");
    const undone = await step(back.state, correct(announced.undo, "undo"), none);
    expect(f(undone.state, "b1")).toEqual(f(s, "b1"));
  });

  it("taking the activating fighter Out of Action ends its activation, and the turn passes on", async () => {
    const [, , action] = await everyPhase();
    const s = await activate(action!, "a1");
    const t = await step(s, correct({ kind: "fighter", fighterId: "a1", status: "outOfAction" }), none);
    expect(t.announcements).toContainEqual({ kind: "activationEnded", fighterId: "a1" });
    expect(t.state.turn?.gangId).toBe("b");
  });

  it("un-Readying the last Ready fighters ends the Action Phase (ruling 13: it ends when no gang has a Ready fighter)", async () => {
    const [, , action] = await everyPhase();
    let s = action!;
    for (const id of ["a1", "a2", "b1"])
      s = (await step(s, correct({ kind: "fighter", fighterId: id, ready: false }), none)).state;
    expect(s.phase).toBe("action");
    s = (await step(s, correct({ kind: "fighter", fighterId: "b2", ready: false }), none)).state;
    expect(s.phase).toBe("end");
  });

  it("Rally: a correction that leaves the gang on its turn no Broken fighter to test moves the step on", async () => {
    const [, , action] = await everyPhase();
    const s: State = withFighters(
      {
        ...action!,
        phase: "end",
        turn: null,
        end: { step: "rally", recoveryChoices: [], rallyGang: "a", rallied: [] },
      },
      { a1: { status: "broken" }, b1: { status: "broken" } },
    );
    const t = await step(s, correct({ kind: "fighter", fighterId: "a1", status: "active" }), none);
    expect(t.state.end?.rallyGang).toBe("b");
    const last = await step(t.state, correct({ kind: "fighter", fighterId: "b1", status: "pinned" }), none);
    expect(last.state).toMatchObject({ phase: "priority", round: 2 });
  });

  it("refuses, naming the field: no reason, nothing to set, a mark on an Out of Action fighter, a stranger, no change", async () => {
    const [, , action] = await everyPhase();
    const s = action!;
    expect(
      (await refusedBy(s, correct({ kind: "fighter", fighterId: "a1", aim: true }, " "))).refusal?.message,
    ).toMatch(/reason/);
    expect((await refusedBy(s, correct({ kind: "fighter", fighterId: "a1" }))).refusal?.message).toMatch(/correction/);
    expect(
      (await refusedBy(s, correct({ kind: "fighter", fighterId: "a1", fleshWounds: 11 }))).refusal?.message,
    ).toMatch(/correction\.fleshWounds/);
    expect(
      (await refusedBy(s, correct({ kind: "fighter", fighterId: "a1", status: "outOfAction", ready: true }))).refusal
        ?.code,
    ).toBe("outOfAction");
    expect((await refusedBy(s, correct({ kind: "fighter", fighterId: "zz", aim: true }))).refusal?.code).toBe(
      "notInBattle",
    );
    expect((await refusedBy(s, correct({ kind: "gang", gangId: "a", bottledOut: false }))).refusal?.code).toBe(
      "noChange",
    );
    expect(
      (await refusedBy(s, correct({ kind: "fighter", fighterId: "a1", lastingInjury: true, aim: true }))).refusal
        ?.message,
    ).toMatch(/correction\.status/);
  });
});
