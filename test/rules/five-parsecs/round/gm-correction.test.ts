import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED } from "../../../../src/rules";
import { advance, createBattle, type BattleState } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";
import { step } from "./helpers";

const ada = crewFigure({ id: "ada", name: "Ada", reactions: 1 });
const bo = crewFigure({ id: "bo", name: "Bo", reactions: 1 });
const raider = enemyFigure({ id: "raider", name: "Raider", weapons: [weapon("Rifle", 24)] });
const none = new ScriptedDice([]);
const newBattle = () => createBattle({ crew: [ada, bo], enemies: [raider], difficulty: "normal", hiredMuscle: false });

/** Round 1 with both crew figures Quick (Reactions 1, dice 1 and 1). */
async function quickPhase(): Promise<BattleState> {
  let s = (await step(newBattle(), { type: "declineSeize" }, none)).state;
  s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 1], purpose: "Reaction Roll" }])))
    .state;
  s = (await step(s, { type: "assignMostQuick" }, none)).state;
  return (await step(s, { type: "lockReactions" }, none)).state;
}

describe("The GM's correction of a figure's marks (ruling 7: the GM may overrule the module)", () => {
  it("Stun: sets the marker on the activating figure, which then may Move OR act, and logs the reason", async () => {
    let s = await quickPhase();
    s = (await step(s, { type: "startActivation", figure: ada }, none)).state;
    const t = await step(
      s,
      { type: "correctFigure", figure: ada, marks: { condition: { marker: "stunned" } }, reason: "missed stun" },
      none,
    );
    expect(t.changes).toEqual([{ kind: "condition", figureId: "ada", condition: { ...UNHARMED, marker: "stunned" } }]);
    expect(t.state.active?.marker).toBe("stunned");
    expect(t.state.corrections).toEqual([
      {
        round: 1,
        phase: "quick",
        figureId: "ada",
        reason: "missed stun",
        before: { condition: { marker: null } },
        after: { condition: { marker: "stunned" } },
        undone: false,
      },
    ]);
    s = (await step(t.state, { type: "act", action: "move" }, none)).state;
    expect((await advance(s, { type: "act", action: "combatAction" }, none)).refusal?.code).toBe("stunnedMoveOrAct");
  });

  it("Enemy Overwatch: set on an enemy in any phase (even before round 1), refused for a crew figure", async () => {
    const s = newBattle();
    const on = await step(s, { type: "correctFigure", figure: raider, marks: { overwatch: true }, reason: "r" }, none);
    expect(on.state.overwatchIds).toEqual(["raider"]);
    const crew = await advance(
      s,
      { type: "correctFigure", figure: ada, marks: { overwatch: true }, reason: "r" },
      none,
    );
    expect(crew.refusal?.code).toBe("notAnEnemy");
    expect(crew.state).toBe(s);
  });

  it("Snap Fire: the GM holds a Quick figure's activation for Snap Fire; undo puts it back in Quick", async () => {
    const s = await quickPhase();
    const held = await step(
      s,
      { type: "correctFigure", figure: ada, marks: { snapFire: true }, reason: "forgot to hold" },
      none,
    );
    expect(held.state.snapFireHolders).toEqual(["ada"]);
    expect(held.state.schedule.find((x) => x.figureId === "ada")).toMatchObject({ phase: "slow", snapFire: true });
    expect((await advance(held.state, { type: "act", action: "move" }, none)).refusal?.code).toBe("noActivation");
    const undone = await step(held.state, { type: "undoCorrection", figure: ada }, none);
    expect(undone.state.snapFireHolders).toEqual([]);
    expect(undone.state.schedule.find((x) => x.figureId === "ada")).toMatchObject({ phase: "quick", snapFire: false });
    expect(undone.state.corrections?.[0]?.undone).toBe(true);
    expect((await advance(undone.state, { type: "undoCorrection", figure: ada }, none)).refusal?.code).toBe(
      "nothingToUndo",
    );
  });

  it("Snap Fire: holding the last Quick figure ends the Quick Actions phase, as choosing to hold does", async () => {
    let s = await quickPhase();
    s = (await step(s, { type: "holdForSnapFire", figureId: "bo" }, none)).state;
    const t = await step(s, { type: "correctFigure", figure: ada, marks: { snapFire: true }, reason: "r" }, none);
    expect(t.state.phase).toBe("enemy");
  });

  it("Snap Fire: clears a mover's lost shot; undo restores it and the marker on its document", async () => {
    let s = await quickPhase();
    s = (await step(s, { type: "holdForSnapFire", figureId: "ada" }, none)).state;
    s = (await step(s, { type: "delayToSlow", figureId: "bo" }, none)).state;
    s = (await step(s, { type: "startActivation", figure: raider }, none)).state;
    s = (await step(s, { type: "snapFire", figureId: "ada", effectOnMover: "stunned" }, none)).state;
    const stunned = { ...raider, condition: { ...UNHARMED, marker: "stunned" as const } };
    const fixed = await step(
      s,
      {
        type: "correctFigure",
        figure: stunned,
        marks: { cannotFire: false, condition: { marker: null } },
        reason: "the shot missed",
      },
      none,
    );
    expect(fixed.state.snapFireEffects).toEqual([]);
    expect(fixed.state.active?.marker).toBeNull();
    expect(fixed.changes).toEqual([{ kind: "condition", figureId: "raider", condition: UNHARMED }]);
    const undone = await step(fixed.state, { type: "undoCorrection", figure: raider }, none);
    expect(undone.state.snapFireEffects).toEqual([{ figureId: "raider", cannotFire: true, stopped: false }]);
    expect(undone.changes).toEqual([
      { kind: "condition", figureId: "raider", condition: { ...UNHARMED, marker: "stunned" } },
    ]);
    expect(undone.state.active?.marker).toBe("stunned");
  });

  it("refuses a correction that changes nothing, an undo of another figure, and a figure not in the battle", async () => {
    const s = newBattle();
    const same = await advance(
      s,
      { type: "correctFigure", figure: raider, marks: { overwatch: false }, reason: "r" },
      none,
    );
    expect(same.refusal?.code).toBe("nothingToCorrect");
    const on = await step(s, { type: "correctFigure", figure: raider, marks: { overwatch: true }, reason: "r" }, none);
    expect((await advance(on.state, { type: "undoCorrection", figure: ada }, none)).refusal?.code).toBe("notCorrected");
    const stranger = enemyFigure({ id: "stranger" });
    const out = await advance(
      s,
      { type: "correctFigure", figure: stranger, marks: { overwatch: true }, reason: "r" },
      none,
    );
    expect(out.refusal?.code).toBe("notInBattle");
  });

  it("refuses a bad correction naming the field: no reason, a Goner, an unknown mark, a marker outside the rules' words", async () => {
    const s = newBattle();
    const bad = async (input: unknown) => (await advance(s, input as never, none)).refusal;
    const base = { type: "correctFigure", figure: raider, marks: { overwatch: true }, reason: "r" };
    expect((await bad({ ...base, reason: " " }))?.message).toContain("reason");
    expect((await bad({ ...base, reason: undefined }))?.code).toBe("badInput");
    expect((await bad({ ...base, marks: { condition: { goner: true } } }))?.message).toContain("marks.condition.goner");
    expect((await bad({ ...base, marks: { aim: true } }))?.message).toContain("marks.aim");
    expect((await bad({ ...base, marks: { condition: { marker: "dazed" } } }))?.message).toContain(
      "marks.condition.marker",
    );
    expect((await bad({ ...base, marks: { overwatch: "yes" } }))?.message).toContain("marks.overwatch");
  });
});
