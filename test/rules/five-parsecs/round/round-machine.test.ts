import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED } from "../../../../src/rules";
import { advance, createBattle, PHASES, type BattleState } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";
import { activate, step } from "./helpers";

const ada = crewFigure({ id: "ada", name: "Ada", reactions: 1, savvy: 1 });
const bo = crewFigure({ id: "bo", name: "Bo", reactions: 3 });
const cy = crewFigure({ id: "cy", name: "Cy", reactions: 2, traits: ["feral"] });
const raider = enemyFigure({ id: "raider", name: "Raider" });
const brute = enemyFigure({ id: "brute", name: "Brute", ai: "rampaging" });
const none = new ScriptedDice([]);

const newBattle = (crew = [ada, bo], enemies = [raider]) =>
  createBattle({ crew, enemies, difficulty: "normal", hiredMuscle: false });

/** Declines the seize, rolls the Reaction dice, takes the one-click assignment and locks. */
async function intoRound(state: BattleState, reactionDice: number[]): Promise<BattleState> {
  let s = state.phase === "seize" ? (await step(state, { type: "declineSeize" }, none)).state : state;
  s = (
    await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: reactionDice, purpose: "Reaction Roll" }]))
  ).state;
  s = (await step(s, { type: "assignMostQuick" }, none)).state;
  return (await step(s, { type: "lockReactions" }, none)).state;
}

describe("Phases as data", () => {
  it("Quick Actions go first, Enemy Actions second, Slow Actions last, then the End Phase and the next Reaction Roll", () => {
    expect(PHASES.reaction.next).toBe("quick");
    expect(PHASES.quick.next).toBe("enemy");
    expect(PHASES.enemy.next).toBe("slow");
    expect(PHASES.slow.next).toBe("end");
    expect(PHASES.end.next).toBe("reaction");
    expect(PHASES.seize.next).toBe("reaction");
  });
});

describe("Seizing the Initiative (in the round)", () => {
  it("a failed roll goes straight to the first round's Reaction Roll; there is no second opportunity", async () => {
    const t = await step(
      newBattle(),
      { type: "seizeTheInitiative", crew: [ada, bo], enemies: [raider] },
      new ScriptedDice([{ results: [3, 3] }]),
    );
    expect(t.state).toMatchObject({ round: 1, phase: "reaction", seize: { seized: false } });
    const again = await advance(t.state, { type: "seizeTheInitiative", crew: [ada, bo], enemies: [raider] }, none);
    expect(again.refusal?.code).toBe("wrongPhase");
  });

  it("on 10+ every character may either Move or Fire, once, before round 1", async () => {
    let s = (
      await step(
        newBattle(),
        { type: "seizeTheInitiative", crew: [ada, bo], enemies: [raider] },
        new ScriptedDice([{ results: [5, 4] }]),
      )
    ).state;
    expect(s).toMatchObject({ round: 0, phase: "seize", seize: { seized: true } });
    s = (await step(s, { type: "seizeAction", figureId: "ada", action: "fire" }, none)).state;
    expect((await advance(s, { type: "seizeAction", figureId: "ada", action: "move" }, none)).refusal?.code).toBe(
      "seizeOnce",
    );
    expect((await advance(s, { type: "seizeAction", figureId: "raider", action: "move" }, none)).refusal?.code).toBe(
      "notCrew",
    );
    s = (await step(s, { type: "endSeize" }, none)).state;
    expect(s).toMatchObject({ round: 1, phase: "reaction" });
  });
});

describe("The Reaction Roll (in the round)", () => {
  it("refuses to lock before every die is assigned, and refuses an assignment breaking the Feral rule", async () => {
    let s = (await step(newBattle([ada, cy]), { type: "declineSeize" }, none)).state;
    const rolled = await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 2] }]));
    expect(rolled.announcements).toContainEqual({ kind: "feralRule", dieIndex: 0 });
    s = rolled.state;
    expect((await advance(s, { type: "lockReactions" }, none)).refusal?.code).toBe("assignFirst");
    const bad = await advance(s, { type: "assignReactions", assignment: { ada: 0, cy: 1 } }, none);
    expect(bad.refusal?.code).toBe("reactionFeralRule");
    expect(bad.state).toBe(s);
    s = (await step(s, { type: "assignReactions", assignment: { ada: 1, cy: 0 } }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    expect(s.reaction?.locked).toBe(true);
    expect((await advance(s, { type: "assignMostQuick" }, none)).refusal?.code).toBe("wrongPhase");
  });

  it("the player may change the assignment until it is locked", async () => {
    let s = (await step(newBattle(), { type: "declineSeize" }, none)).state;
    s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 3] }]))).state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    expect(s.reaction?.assignment).toEqual({ ada: 0, bo: 1 });
    s = (await step(s, { type: "assignReactions", assignment: { ada: 1, bo: 0 } }, none)).state;
    expect(s.reaction?.assignment).toEqual({ ada: 1, bo: 0 });
  });
});

describe("Actions: the order of activations", () => {
  it("Quick figures act first, then every enemy, then Slow figures; every figure acts exactly once", async () => {
    // ada (Reactions 1) gets the 1: Quick; bo (Reactions 3) gets the 6: Slow.
    let s = await intoRound(newBattle(), [1, 6]);
    expect(s.phase).toBe("quick");
    const early = await advance(s, { type: "startActivation", figure: bo }, none);
    expect(early.refusal?.code).toBe("notItsPhase");
    expect((await advance(s, { type: "startActivation", figure: raider }, none)).refusal?.code).toBe("notItsPhase");
    s = await activate(s, ada, none, ["move", "combatAction"]);
    expect(s.phase).toBe("enemy");
    s = await activate(s, raider, none, ["move"]);
    expect(s.phase).toBe("slow");
    expect((await advance(s, { type: "startActivation", figure: ada }, none)).refusal?.code).toBe("alreadyActed");
    s = await activate(s, bo, none);
    expect(s.phase).toBe("end");
  });

  it("one figure activates at a time", async () => {
    const two = crewFigure({ id: "two", reactions: 6 });
    let s = await intoRound(newBattle([ada, two]), [1, 2]);
    s = (await step(s, { type: "startActivation", figure: ada }, none)).state;
    expect((await advance(s, { type: "startActivation", figure: two }, none)).refusal?.code).toBe("anotherActivating");
    expect((await advance(s, { type: "endActivation", figure: two }, none)).refusal?.code).toBe("notActivating");
  });

  it("removes the Stun marker after acting", async () => {
    const stunned = { ...ada, condition: { ...UNHARMED, marker: "stunned" as const } };
    let s = await intoRound(newBattle(), [1, 6]);
    s = (await step(s, { type: "startActivation", figure: stunned }, none)).state;
    s = (await step(s, { type: "act", action: "move" }, none)).state;
    expect((await advance(s, { type: "act", action: "combatAction" }, none)).refusal?.code).toBe("stunnedMoveOrAct");
    const ended = await step(s, { type: "endActivation", figure: stunned }, none);
    expect(ended.changes).toEqual([{ kind: "condition", figureId: "ada", condition: UNHARMED }]);
  });

  it("Damaged: a figure that falls apart on activation is removed due to combat and its activation is spent", async () => {
    const robot = { ...raider, casualtyCategory: "cybernetic" as const, condition: { ...UNHARMED, damaged: true } };
    let s = await intoRound(newBattle([ada, bo], [robot, brute]), [1, 6]);
    s = await activate(s, ada, none);
    const t = await step(
      s,
      { type: "startActivation", figure: robot },
      new ScriptedDice([{ results: [6], purpose: "Damaged" }]),
    );
    expect(t.changes).toContainEqual({ kind: "removeFromPlay", figureId: "raider", reason: "casualty" });
    expect(t.state.enemies.map((e) => e.id)).toEqual(["brute"]);
    expect(t.state.removed).toEqual([{ figureId: "raider", side: "enemy", reason: "casualty", round: 1 }]);
  });
});

describe("Snap Fire: Quick action only", () => {
  it("a Quick figure may hold: it cannot move, may fire when an enemy moves, and a stunned mover loses its shot", async () => {
    let s = await intoRound(newBattle(), [1, 6]);
    s = (await step(s, { type: "holdForSnapFire", figureId: "ada" }, none)).state;
    // ada held, nobody else is Quick: straight to the Enemy phase.
    expect(s.phase).toBe("enemy");
    expect(s.snapFireHolders).toEqual(["ada"]);
    expect((await advance(s, { type: "snapFire", figureId: "ada", effectOnMover: "none" }, none)).refusal?.code).toBe(
      "noMovingEnemy",
    );
    s = (await step(s, { type: "startActivation", figure: raider }, none)).state;
    const shot = await step(s, { type: "snapFire", figureId: "ada", effectOnMover: "stunned" }, none);
    s = shot.state;
    expect(shot.announcements).toContainEqual({
      kind: "snapFire",
      figureId: "ada",
      moverId: "raider",
      effect: "stunned",
    });
    // The snap shot is a shot fired this round, for the Battle Event "Ammo fault".
    expect(s.firedThisRound).toEqual([{ figureId: "ada", weaponId: null }]);
    expect((await advance(s, { type: "act", action: "combatAction" }, none)).refusal?.code).toBe("stunnedMoveOrAct");
    expect((await advance(s, { type: "snapFire", figureId: "ada", effectOnMover: "none" }, none)).refusal?.code).toBe(
      "notHolding",
    );
    s = (await step(s, { type: "endActivation", figure: raider }, none)).state;
    // ada used her activation on the snap shot; bo still acts Slow.
    expect(s.phase).toBe("slow");
    expect((await advance(s, { type: "startActivation", figure: ada }, none)).refusal?.code).toBe("alreadyActed");
  });

  it("a Shocked mover stops immediately", async () => {
    let s = await intoRound(newBattle(), [1, 6]);
    s = (await step(s, { type: "holdForSnapFire", figureId: "ada" }, none)).state;
    s = (await step(s, { type: "startActivation", figure: raider }, none)).state;
    s = (await step(s, { type: "snapFire", figureId: "ada", effectOnMover: "shocked" }, none)).state;
    expect(s.snapFireEffects).toEqual([{ figureId: "raider", cannotFire: true, stopped: true }]);
    expect((await advance(s, { type: "act", action: "move" }, none)).refusal?.code).toBe("alreadyMoved");
    expect((await advance(s, { type: "act", action: "combatAction" }, none)).refusal?.code).toBe("shockedNoCombat");
  });

  it("ruling 8 (Stun, Snap Fire): a Stun gained by Snap Fire as the enemy moves comes off when its activation ends", async () => {
    let s = await intoRound(newBattle(), [1, 6]);
    s = (await step(s, { type: "holdForSnapFire", figureId: "ada" }, none)).state;
    s = (await step(s, { type: "startActivation", figure: raider }, none)).state;
    s = (await step(s, { type: "snapFire", figureId: "ada", effectOnMover: "stunned" }, none)).state;
    // The shooting rules gave the raider its Stun on the table; it ends its activation carrying it.
    const hit = { ...raider, condition: { ...UNHARMED, marker: "stunned" as const } };
    const ended = await step(s, { type: "endActivation", figure: hit }, none);
    expect(ended.changes).toEqual([{ kind: "condition", figureId: "raider", condition: UNHARMED }]);
    // Its cost stays Snap Fire's own: no shot this round.
    expect(ended.state.snapFireEffects).toEqual([{ figureId: "raider", cannotFire: true, stopped: false }]);
  });

  it("ruling 8: a Dazed figure Stunned during its activation keeps the Stun", async () => {
    let s = await intoRound(newBattle(), [1, 6]);
    s = (await step(s, { type: "holdForSnapFire", figureId: "ada" }, none)).state;
    s = (await step(s, { type: "startActivation", figure: raider }, none)).state;
    s = (await step(s, { type: "snapFire", figureId: "ada", effectOnMover: "stunned" }, none)).state;
    const dazed = { ...raider, condition: { ...UNHARMED, marker: "stunned" as const, dazed: true } };
    const ended = await step(s, { type: "endActivation", figure: dazed }, none);
    expect(ended.changes).toEqual([
      { kind: "condition", figureId: "raider", condition: { ...UNHARMED, marker: "stunned" } },
    ]);
  });

  it("an unused snap fire acts in the Slow Actions phase, still without moving", async () => {
    let s = await intoRound(newBattle(), [1, 6]);
    s = (await step(s, { type: "holdForSnapFire", figureId: "ada" }, none)).state;
    s = await activate(s, raider, none, ["move", "combatAction"]);
    expect(s.phase).toBe("slow");
    s = (await step(s, { type: "startActivation", figure: ada }, none)).state;
    expect((await advance(s, { type: "act", action: "move" }, none)).refusal?.code).toBe("snapFireNoMove");
    s = (await step(s, { type: "act", action: "combatAction" }, none)).state;
    s = (await step(s, { type: "endActivation", figure: ada }, none)).state;
    s = await activate(s, bo, none);
    expect(s.phase).toBe("end");
  });

  it("only characters eligible to act Quick may opt not to; delaying to Slow keeps the move", async () => {
    let s = await intoRound(newBattle(), [1, 6]);
    expect((await advance(s, { type: "holdForSnapFire", figureId: "bo" }, none)).refusal?.code).toBe(
      "notQuickEligible",
    );
    s = (await step(s, { type: "delayToSlow", figureId: "ada" }, none)).state;
    s = await activate(s, raider, none);
    s = await activate(s, ada, none, ["move"]);
    expect(s.phase).toBe("slow");
  });
});

describe("Ending the Battle (during a round)", () => {
  it("all enemy figures slain: the crew Holds the Field at once", async () => {
    const s = await intoRound(newBattle(), [1, 6]);
    const t = await step(s, { type: "removeFigure", figureId: "raider", reason: "casualty" }, none);
    expect(t.state.phase).toBe("over");
    expect(t.state.over).toMatchObject({ reason: "enemiesGone", heldTheField: true, enemiesKilled: ["raider"] });
    expect((await advance(t.state, { type: "rollReactions" }, none)).refusal?.code).toBe("battleOver");
  });

  it("all player figures casualties or gone: you do not Hold the Field", async () => {
    let s = await intoRound(newBattle(), [1, 6]);
    s = (await step(s, { type: "removeFigure", figureId: "ada", reason: "leftTheField" }, none)).state;
    s = (await step(s, { type: "removeFigure", figureId: "bo", reason: "casualty" }, none)).state;
    expect(s.over).toMatchObject({ reason: "crewGone", heldTheField: false });
  });

  it("all player figures left the battlefield: you do not Hold the Field", async () => {
    let s = await intoRound(newBattle(), [1, 6]);
    s = (await step(s, { type: "removeFigure", figureId: "ada", reason: "leftTheField" }, none)).state;
    s = (await step(s, { type: "removeFigure", figureId: "bo", reason: "leftTheField" }, none)).state;
    expect(s.over).toMatchObject({ reason: "crewLeft", heldTheField: false });
  });
});
