// "Aim (Simple)": "A fighter may Aim at the end of an activation and take a Shoot action at the start of their next
// activation as long as the fighter does nothing else (including turning to face or being moved involuntarily)".
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, ScriptedDice } from "../../../src/rules";
import { activate, f, refusedBy, step, toActionPhase, twoGangs, withFighters } from "./helpers";

const none = new ScriptedDice([]);

describe("Aim (Bracket Busters, Actions): being moved involuntarily ends a pending Aim", () => {
  it("a fighter that Aimed and was then pushed while another fighter acted has no +1 on its Shoot", async () => {
    let s = await activate(await toActionPhase(twoGangs(2, 2), [6, 1]), "a1");
    s = (await step(s, { type: "takeAction", action: "aim" }, none)).state;
    s = (await step(s, { type: "endActivation" }, none)).state;
    expect(f(s, "a1").aim).toBe(true);
    s = await activate(s, "b1");
    s = (await step(s, { type: "movedInvoluntarily", fighterId: "a1" }, none)).state;
    expect(f(s, "a1").aim).toBe(false);
  });

  it("the move leaves every other mark and the activation as they were", async () => {
    const s = withFighters(await activate(await toActionPhase(twoGangs(2, 2), [6, 1]), "a1"), {
      b1: { aim: true, focus: true, entrench: true, status: "pinned" },
    });
    const t = await step(s, { type: "movedInvoluntarily", fighterId: "b1" }, none);
    expect(f(t.state, "b1")).toMatchObject({ aim: false, focus: true, entrench: true, status: "pinned" });
    expect(t.state.turn).toEqual(s.turn);
  });

  it("Carry Heavy: the Seriously Injured fighter carried is moved involuntarily", async () => {
    const s = withFighters(await activate(await toActionPhase(twoGangs(2, 2), [6, 1]), "a1"), {
      a2: { status: "seriouslyInjured", aim: true },
    });
    const t = await step(s, { type: "takeAction", action: "carryHeavy", carriedId: "a2" }, none);
    expect(f(t.state, "a2").aim).toBe(false);
  });

  it("an unknown or Out of Action fighter is refused naming fighterId", async () => {
    const s = withFighters(await toActionPhase(twoGangs(2, 2), [6, 1]), { b2: { status: "outOfAction" } });
    expect((await refusedBy(s, { type: "movedInvoluntarily", fighterId: "zz" })).refusal?.message).toMatch(
      /fighterId: zz is not a fighter/,
    );
    expect((await refusedBy(s, { type: "movedInvoluntarily", fighterId: "b2" })).refusal?.code).toBe("outOfAction");
    expect((await refusedBy(s, { type: "movedInvoluntarily" } as never)).refusal?.code).toBe("badInput");
    expect(BB.INPUT_TYPES).toContain("movedInvoluntarily");
  });
});
