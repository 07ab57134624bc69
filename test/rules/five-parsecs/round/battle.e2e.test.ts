import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED } from "../../../../src/rules";
import { advance, createBattle, type EndPhaseEnemy } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";
import { activate, step } from "./helpers";

const rifle = weapon("Rifle", 24);
const ada = crewFigure({ id: "ada", name: "Ada", reactions: 1, savvy: 2, weapons: [rifle] });
const bo = crewFigure({ id: "bo", name: "Bo", reactions: 3, weapons: [rifle] });
const cy = crewFigure({ id: "cy", name: "Cy", reactions: 2, traits: ["feral"], weapons: [rifle] });
const raider = (id: string) => enemyFigure({ id, name: id, ai: "tactical", panic: 2, weapons: [rifle] });
const r1 = raider("r1");
const r2 = raider("r2");
const r3 = raider("r3");
const lt = { ...raider("lt"), role: "lieutenant" as const };
const at = (figure: typeof r1, distanceToEnemyEdge: number): EndPhaseEnemy => ({ figure, distanceToEnemyEdge });

describe("A whole battle, end to end, with scripted dice", () => {
  it("Seize, Feral, Snap Fire, a bail, an escalation, a round-2 event and the enemy's withdrawal", async () => {
    const dice = new ScriptedDice([
      { results: [4, 4], purpose: "Seize the Initiative" }, // 8 + Savvy 2 + outnumbered 1 = 11: seized
      { results: [1, 5, 6], purpose: "Reaction Roll" }, // round 1: a single 1, Cy is the Feral
      { results: [2], purpose: "Morale" }, // round 1: one loss, a 2 is in the Panic range 1-2
      { results: [50], purpose: "Escalation" }, // Tactical column, 46-60: Sniper!
      { results: [2, 2, 4], purpose: "Reaction Roll" }, // round 2
      { results: [44], purpose: "Battle Event" }, // 43-46: Cunning plan
      { results: [6], purpose: "Morale" }, // round 3: one loss, holds
      { results: [3, 1], purpose: "Enemy withdrawal" }, // a natural 1: the enemy withdraws
    ]);
    let s = createBattle({ crew: [ada, bo, cy], enemies: [r1, r2, r3, lt], difficulty: "normal", hiredMuscle: false });

    // Seizing the Initiative: every character may Move or Fire (shots hit on a natural 6 only).
    const seize = await step(s, { type: "seizeTheInitiative", crew: [ada, bo, cy], enemies: [r1, r2, r3, lt] }, dice);
    expect(seize.steps[0]).toMatchObject({ total: 11, result: "seized" });
    s = (await step(seize.state, { type: "seizeAction", figureId: "ada", action: "fire" }, dice)).state;
    s = (await step(s, { type: "seizeAction", figureId: "bo", action: "move" }, dice)).state;
    s = (await step(s, { type: "endSeize" }, dice)).state;
    expect(s).toMatchObject({ round: 1, phase: "reaction" });

    // Round 1. The Feral rule: the single 1 must go to Cy.
    const rolled = await step(s, { type: "rollReactions" }, dice);
    expect(rolled.announcements).toContainEqual({ kind: "feralRule", dieIndex: 0 });
    s = rolled.state;
    expect(
      (await advance(s, { type: "assignReactions", assignment: { ada: 0, bo: 1, cy: 2 } }, dice)).refusal?.code,
    ).toBe("reactionFeralRule");
    s = (await step(s, { type: "assignMostQuick" }, dice)).state;
    expect(s.reaction?.assignment?.["cy"]).toBe(0);
    s = (await step(s, { type: "lockReactions" }, dice)).state;
    expect(s.phase).toBe("quick");

    // Cy holds for Snap Fire; with no other Quick figure the Enemy phase begins.
    s = (await step(s, { type: "holdForSnapFire", figureId: "cy" }, dice)).state;
    expect(s.phase).toBe("enemy");
    s = (await step(s, { type: "startActivation", figure: r1 }, dice)).state;
    s = (await step(s, { type: "snapFire", figureId: "cy", effectOnMover: "stunned" }, dice)).state;
    expect((await advance(s, { type: "act", action: "combatAction" }, dice)).refusal?.code).toBe("stunnedMoveOrAct");
    const r1Stunned = { ...r1, condition: { ...UNHARMED, marker: "stunned" as const } };
    s = (await step(s, { type: "endActivation", figure: r1Stunned }, dice)).state;
    for (const enemy of [r2, r3, lt]) s = await activate(s, enemy, dice, ["move", "combatAction"]);
    expect(s.phase).toBe("slow");
    s = await activate(s, ada, dice, ["move", "combatAction"]);
    s = (await step(s, { type: "startActivation", figure: bo }, dice)).state;
    s = (await step(s, { type: "act", action: "combatAction" }, dice)).state;
    s = (await step(s, { type: "removeFigure", figureId: "r2", reason: "casualty" }, dice)).state;
    s = (await step(s, { type: "endActivation", figure: bo }, dice)).state;
    expect(s.phase).toBe("end");

    // End Phase 1: the bail skips the Lieutenant (closest to the edge) and takes r3; an Escalation roll.
    const end1 = await step(s, { type: "runEndPhase", enemies: [at(r1Stunned, 10), at(r3, 3), at(lt, 1)] }, dice);
    expect(end1.announcements).toContainEqual({ kind: "bail", figureIds: ["r3"] });
    expect(end1.announcements).toContainEqual({
      kind: "escalation",
      effectId: "sniper",
      name: "Sniper!",
      ai: "tactical",
      rollsLeft: 2,
    });
    s = end1.state;
    expect(s).toMatchObject({ round: 2, phase: "reaction", escalationRollsUsed: 1 });

    // Round 2: Cy and Bo Quick, Ada Slow.
    s = (await step(s, { type: "rollReactions" }, dice)).state;
    s = (await step(s, { type: "assignMostQuick" }, dice)).state;
    s = (await step(s, { type: "lockReactions" }, dice)).state;
    for (const figure of [cy, bo, r1, lt, ada]) s = await activate(s, figure, dice, ["move"]);
    const end2 = await step(s, { type: "runEndPhase", enemies: [at(r1, 8), at(lt, 1)] }, dice);
    expect(end2.announcements).toContainEqual(
      expect.objectContaining({ kind: "battleEvent", eventId: "cunningPlan", automation: "applies" }),
    );
    s = end2.state;

    // Round 3: Cunning plan, no Reaction Roll; the crew achieves its Win condition and drops r1.
    expect(s.reaction?.mode).toBe("freeChoice");
    s = (await step(s, { type: "assignMostQuick" }, dice)).state;
    s = (await step(s, { type: "lockReactions" }, dice)).state;
    s = await activate(s, ada, dice, ["move"]);
    s = (await step(s, { type: "achieveWinCondition" }, dice)).state;
    s = (await step(s, { type: "startActivation", figure: bo }, dice)).state;
    s = (await step(s, { type: "act", action: "combatAction" }, dice)).state;
    s = (await step(s, { type: "removeFigure", figureId: "r1", reason: "casualty" }, dice)).state;
    s = (await step(s, { type: "endActivation", figure: bo }, dice)).state;
    s = await activate(s, cy, dice);
    s = await activate(s, lt, dice);
    expect(s.phase).toBe("end");
    const end3 = await step(s, { type: "runEndPhase", enemies: [at(lt, 1)] }, dice);
    expect(end3.state.over).toEqual({
      reason: "enemyWithdrew",
      round: 3,
      heldTheField: true,
      objectivesPossible: true,
      crewRemaining: ["ada", "bo", "cy"],
      enemiesRemaining: ["lt"],
      enemiesKilled: ["r2", "r1"],
      enemiesBailed: ["r3"],
      crewCasualties: [],
      crewLeft: [],
      escalationRolls: 1,
      battleEvents: ["cunningPlan"],
    });
    dice.assertAllUsed();
    // The state is plain data: it survives a JSON round trip unchanged.
    expect(JSON.parse(JSON.stringify(end3.state))).toEqual(end3.state);
  });
});
