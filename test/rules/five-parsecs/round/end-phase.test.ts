import { describe, expect, it } from "vitest";
import { BATTLE_EVENTS, ScriptedDice, UNHARMED, type EnemyFigure } from "../../../../src/rules";
import {
  advance,
  BATTLE_EVENT_AUTOMATION,
  BATTLE_EVENT_IDS,
  createBattle,
  escalationTriggers,
  mainAiTypeOf,
  moraleEnemyOf,
  NO_EFFECTS,
  rollMorale,
  rollWithdrawal,
  withdrawalDice,
  type BattleState,
  type EndPhaseEnemy,
} from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";
import { activate, step } from "./helpers";

const rifle = weapon("Rifle", 24);
const ada = crewFigure({ id: "ada", reactions: 6 });
const bo = crewFigure({ id: "bo", reactions: 6 });
const near = enemyFigure({ id: "near", panic: 2, weapons: [rifle] });
const mid = enemyFigure({ id: "mid", panic: 2, weapons: [rifle] });
const far = enemyFigure({ id: "far", panic: 2, weapons: [rifle] });
const none = new ScriptedDice([]);
const at = (figure: EnemyFigure, distanceToEnemyEdge: number): EndPhaseEnemy => ({ figure, distanceToEnemyEdge });

describe("Enemy Running Away", () => {
  const enemies = [moraleEnemyOf(far, 20), moraleEnemyOf(near, 2), moraleEnemyOf(mid, 8)];

  it("rolls one die per figure removed due to combat; each die in the Panic range Bails one enemy, closest to the enemy edge first", async () => {
    const result = await rollMorale(
      { removedThisRound: 3, panicRange: 2, enemies },
      new ScriptedDice([{ results: [1, 5, 2], purpose: "Morale" }]),
    );
    expect(result.bailed).toEqual(["near", "mid"]);
    expect(result.step?.dice).toHaveLength(3);
  });

  it("no test when nothing was lost this round", async () => {
    expect(await rollMorale({ removedThisRound: 0, panicRange: 2, enemies }, none)).toEqual({ step: null, bailed: [] });
  });

  it("a Panic range of 0 fights to the death", async () => {
    expect(
      (await rollMorale({ removedThisRound: 2, panicRange: 0, enemies }, new ScriptedDice([1, 1]))).bailed,
    ).toEqual([]);
  });
});

describe("Fearless", () => {
  it("Fearless figures and all Lieutenants are skipped; the die goes to the next closest", async () => {
    const enemies = [
      moraleEnemyOf({ ...near, fearless: true }, 1),
      moraleEnemyOf({ ...mid, role: "lieutenant" }, 2),
      moraleEnemyOf(far, 3),
    ];
    expect(
      (await rollMorale({ removedThisRound: 2, panicRange: 2, enemies }, new ScriptedDice([1, 1]))).bailed,
    ).toEqual(["far"]);
  });
});

/** A battle in its End Phase of `round`, with the given per-round removals made during the round. */
async function atEndOfRound(
  round: number,
  options: { crew?: (typeof ada)[]; enemies?: EnemyFigure[]; patch?: Partial<BattleState> } = {},
): Promise<BattleState> {
  const crew = options.crew ?? [ada, bo];
  const enemies = options.enemies ?? [near, mid, far];
  const s = createBattle({ crew, enemies, difficulty: "normal", hiredMuscle: false });
  return { ...s, round, phase: "end", seize: { step: null, seized: false, acted: [] }, ...options.patch };
}

describe("Enemy Running Away (in the End Phase)", () => {
  it("Bailed figures are removed from play, are not killed, and trigger no more Morale dice", async () => {
    let s = await atEndOfRound(1);
    s = (await step(s, { type: "removeFigure", figureId: "far", reason: "casualty" }, none)).state;
    // One loss: one Morale die (a 1 bails "near"); then an Escalation check (an enemy was removed).
    const t = await step(
      s,
      { type: "runEndPhase", enemies: [at(near, 2), at(mid, 5)] },
      new ScriptedDice([
        { results: [1], purpose: "Morale" },
        { results: [50], purpose: "Escalation" },
      ]),
    );
    expect(t.announcements).toContainEqual({ kind: "bail", figureIds: ["near"] });
    expect(t.changes).toContainEqual({ kind: "removeFromPlay", figureId: "near", reason: "bailed" });
    expect(t.state.removed.map((r) => r.reason)).toEqual(["casualty", "bailed"]);
    expect(t.state).toMatchObject({ round: 2, phase: "reaction", escalationRollsUsed: 1 });
  });

  it("needs every enemy on the table with its distance", async () => {
    const s = await atEndOfRound(1);
    expect((await advance(s, { type: "runEndPhase", enemies: [at(near, 2)] }, none)).refusal?.code).toBe(
      "endPhaseNeedsEnemies",
    );
  });

  it("the last enemy Bailing ends the battle with the crew Holding the Field", async () => {
    let s = await atEndOfRound(1, { enemies: [near, mid] });
    s = (await step(s, { type: "removeFigure", figureId: "mid", reason: "casualty" }, none)).state;
    const t = await step(s, { type: "runEndPhase", enemies: [at(near, 2)] }, new ScriptedDice([1]));
    expect(t.state.over).toMatchObject({
      reason: "enemiesGone",
      heldTheField: true,
      enemiesKilled: ["mid"],
      enemiesBailed: ["near"],
    });
  });
});

describe("Escalating Battles", () => {
  const c = { round: 2, enemiesRemovedThisRound: 0, objectiveReachedThisRound: false, crewCount: 4, enemyCount: 4 };

  it("checks if any enemy was removed from play, a crew member reached an objective, or at the end of Round 1 the enemy is outnumbered by 3 or more", () => {
    expect(escalationTriggers(c)).toEqual([]);
    expect(escalationTriggers({ ...c, enemiesRemovedThisRound: 1 })).toEqual(["enemyRemoved"]);
    expect(escalationTriggers({ ...c, objectiveReachedThisRound: true })).toEqual(["objectiveReached"]);
    expect(escalationTriggers({ ...c, round: 1, crewCount: 7 })).toEqual(["enemyOutnumbered"]);
    expect(escalationTriggers({ ...c, round: 1, crewCount: 6 })).toEqual([]);
    expect(escalationTriggers({ ...c, round: 2, crewCount: 7 })).toEqual([]);
  });

  it("rolls 1D100 on the column of the main AI type and announces the named effect only", async () => {
    let s = await atEndOfRound(2, {
      enemies: [
        { ...near, ai: "tactical" },
        { ...mid, ai: "tactical" },
        { ...far, ai: "guardian" },
      ],
    });
    expect(s.setup.mainAiType).toBe("tactical");
    s = (await step(s, { type: "reachObjective" }, none)).state;
    const t = await step(
      s,
      { type: "runEndPhase", enemies: [at(near, 1), at(mid, 1), at(far, 1)] },
      new ScriptedDice([
        { results: [70], purpose: "Battle Event" },
        { results: [50], purpose: "Escalation" },
      ]),
    );
    expect(t.announcements).toContainEqual({
      kind: "escalation",
      effectId: "sniper",
      name: "Sniper!",
      ai: "tactical",
      rollsLeft: 2,
    });
  });

  it("no more than 3 Escalation rolls are made during the battle", async () => {
    let s = await atEndOfRound(3, { patch: { escalationRollsUsed: 3 } });
    s = (await step(s, { type: "reachObjective" }, none)).state;
    const t = await step(s, { type: "runEndPhase", enemies: [at(near, 1), at(mid, 1), at(far, 1)] }, none);
    expect(t.announcements.some((a) => a.kind === "escalation")).toBe(false);
    expect(t.state.escalationRollsUsed).toBe(3);
  });

  it("the main AI type is the one most enemies have; Guardians have no column", () => {
    expect(
      mainAiTypeOf([
        { ...near, ai: "beast" },
        { ...mid, ai: "guardian" },
        { ...far, ai: "guardian" },
      ]),
    ).toBe("beast");
    expect(mainAiTypeOf([{ ...near, ai: "guardian" }])).toBeNull();
  });
});

describe("Ending the Battle: Achieving the Win condition", () => {
  it("rolls 2D6 for Cautious, Defensive or Tactical, 1D6 for Aggressive; Rampaging and Beast never withdraw", () => {
    expect(withdrawalDice("cautious")).toBe(2);
    expect(withdrawalDice("defensive")).toBe(2);
    expect(withdrawalDice("tactical")).toBe(2);
    expect(withdrawalDice("aggressive")).toBe(1);
    expect(withdrawalDice("rampaging")).toBe(0);
    expect(withdrawalDice("beast")).toBe(0);
  });

  it("if either die is a natural 1 the enemy withdraws", async () => {
    expect((await rollWithdrawal("tactical", new ScriptedDice([{ results: [6, 1] }])))?.withdraws).toBe(true);
    expect((await rollWithdrawal("tactical", new ScriptedDice([{ results: [2, 2] }])))?.withdraws).toBe(false);
    expect(await rollWithdrawal("beast", none)).toBeNull();
  });

  it("is rolled at the end of the current and every subsequent round, and a 1 ends the battle with you Holding the Field", async () => {
    let s = await atEndOfRound(1, { enemies: [near, mid, far] });
    s = (await step(s, { type: "achieveWinCondition" }, none)).state;
    const all = [at(near, 1), at(mid, 1), at(far, 1)];
    s = (
      await step(
        s,
        { type: "runEndPhase", enemies: all },
        new ScriptedDice([{ results: [3], purpose: "Enemy withdrawal" }]),
      )
    ).state;
    expect(s.round).toBe(2);
    s = { ...s, phase: "end" };
    const t = await step(
      s,
      { type: "runEndPhase", enemies: all },
      new ScriptedDice([{ results: [1], purpose: "Enemy withdrawal" }]),
    );
    expect(t.state.over).toMatchObject({ reason: "enemyWithdrew", heldTheField: true });
  });
});

describe("Battle Events on Round 2 and Round 4", () => {
  const all = [at(near, 1), at(mid, 1), at(far, 1)];

  it("documents an automation level for each of the 24 events of the table", () => {
    expect([...BATTLE_EVENT_IDS].sort()).toEqual(BATTLE_EVENTS.results.map((r) => r.id).sort());
    for (const id of BATTLE_EVENT_IDS)
      expect(["applies", "tracks", "announces"]).toContain(BATTLE_EVENT_AUTOMATION[id].level);
  });

  it("rolls once at the end of Round 2 and once at the end of Round 4, never otherwise", async () => {
    for (const round of [1, 3, 5]) {
      const t = await step(await atEndOfRound(round), { type: "runEndPhase", enemies: all }, none);
      expect(t.state.battleEvents).toEqual([]);
    }
    const t = await step(
      await atEndOfRound(2),
      { type: "runEndPhase", enemies: all },
      new ScriptedDice([{ results: [83], purpose: "Battle Event" }]),
    );
    expect(t.state.battleEvents).toEqual([{ round: 2, eventId: "fogCloud" }]);
    expect(t.announcements).toContainEqual(
      expect.objectContaining({ kind: "battleEvent", eventId: "fogCloud", automation: "applies" }),
    );
    expect(t.state.effects.fogCloud).toBe(true);
  });

  it("Change of plans: enemies with ranged weapons switch to Cautious; unarmed ones are unaffected", async () => {
    const brawler = enemyFigure({ id: "brawler" });
    const s = await atEndOfRound(2, { enemies: [near, brawler] });
    const t = await step(
      s,
      { type: "runEndPhase", enemies: [at(near, 1), at(brawler, 1)] },
      new ScriptedDice([{ results: [10] }]),
    );
    expect(t.changes).toEqual([{ kind: "aiType", figureId: "near", ai: "cautious" }]);
    expect(t.state.setup.mainAiType).toBe("cautious");
  });

  it("Tougher than expected: a random enemy gets +1 Toughness (to a maximum of 6) and loses its stun marker", async () => {
    const tough = { ...mid, toughness: 6, condition: { ...UNHARMED, marker: "stunned" as const } };
    const s = await atEndOfRound(2, { enemies: [near, tough] });
    const t = await step(
      s,
      { type: "runEndPhase", enemies: [at(near, 1), at(tough, 1)] },
      new ScriptedDice([{ results: [35] }, { results: [4], purpose: "Tougher than expected: random figure" }]),
    );
    expect(t.changes).toEqual([
      { kind: "toughness", figureId: "mid", toughness: 6 },
      { kind: "condition", figureId: "mid", condition: UNHARMED },
    ]);
  });

  it("Lost heart: at the end of the next round the enemy leaves the field", async () => {
    let s = (
      await step(await atEndOfRound(2), { type: "runEndPhase", enemies: all }, new ScriptedDice([{ results: [15] }]))
    ).state;
    expect(s.effects.lostHeartAtEndOfRound).toBe(3);
    s = { ...s, phase: "end" };
    const t = await step(s, { type: "runEndPhase", enemies: all }, none);
    expect(t.state.over).toMatchObject({ reason: "enemyLostHeart", heldTheField: true, enemiesKilled: [] });
  });

  it("Clock is running out: from the end of the next round a 6 ends the game, objectives lost, not Holding the Field", async () => {
    let s = (
      await step(await atEndOfRound(4), { type: "runEndPhase", enemies: all }, new ScriptedDice([{ results: [52] }]))
    ).state;
    s = { ...s, phase: "end" };
    s = (
      await step(
        s,
        { type: "runEndPhase", enemies: all },
        new ScriptedDice([{ results: [5], purpose: "Clock is running out" }]),
      )
    ).state;
    s = { ...s, phase: "end" };
    const t = await step(
      s,
      { type: "runEndPhase", enemies: all },
      new ScriptedDice([{ results: [6], purpose: "Clock is running out" }]),
    );
    expect(t.state.over).toMatchObject({ reason: "clockRanOut", heldTheField: false, objectivesPossible: false });
  });

  it("Cunning plan: next round there is no Reaction Roll; each crew member acts Quick or Slow as you prefer", async () => {
    let s = (
      await step(await atEndOfRound(2), { type: "runEndPhase", enemies: all }, new ScriptedDice([{ results: [44] }]))
    ).state;
    expect(s.reaction?.mode).toBe("freeChoice");
    expect((await advance(s, { type: "rollReactions" }, none)).refusal?.code).toBe("noReactionRoll");
    s = (await step(s, { type: "choosePhases", phases: { ada: "slow", bo: "quick" } }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    expect(s.schedule.filter((x) => x.phase !== "enemy").map((x) => [x.figureId, x.phase])).toEqual([
      ["ada", "slow"],
      ["bo", "quick"],
    ]);
  });

  it("A moment of hesitation: a single Quick figure, a Feral if the squad has one", async () => {
    const feral = crewFigure({ id: "feral", traits: ["feral"] });
    let s = (
      await step(
        await atEndOfRound(2, { crew: [ada, feral] }),
        { type: "runEndPhase", enemies: all },
        new ScriptedDice([{ results: [68] }]),
      )
    ).state;
    expect(s.reaction?.mode).toBe("hesitation");
    expect(
      (await advance(s, { type: "choosePhases", phases: { ada: "quick", feral: "slow" } }, none)).refusal?.code,
    ).toBe("hesitationFeral");
    expect(
      (await advance(s, { type: "choosePhases", phases: { ada: "quick", feral: "quick" } }, none)).refusal?.code,
    ).toBe("hesitationOneQuick");
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    expect(s.reaction?.choices).toEqual({ ada: "slow", feral: "quick" });
  });

  it("Seized the moment: the chosen crew member acts in both the Quick and Slow Actions phases next round", async () => {
    let s = (
      await step(await atEndOfRound(2), { type: "runEndPhase", enemies: all }, new ScriptedDice([{ results: [18] }]))
    ).state;
    expect((await advance(s, { type: "rollReactions" }, none)).refusal?.code).toBe("choiceFirst");
    s = (await step(s, { type: "chooseEventFigure", eventId: "seizedTheMoment", figureId: "bo" }, none)).state;
    s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [6] }]))).state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    expect(s.schedule.filter((x) => x.figureId === "bo").map((x) => x.phase)).toEqual(["quick", "slow"]);
  });

  it("A desperate plan: a random crew member cannot act next round; another acts in both crew phases", async () => {
    let s = (
      await step(
        await atEndOfRound(2),
        { type: "runEndPhase", enemies: all },
        new ScriptedDice([{ results: [62] }, { results: [2], purpose: "A desperate plan: random figure" }]),
      )
    ).state;
    expect(
      (await advance(s, { type: "chooseEventFigure", eventId: "aDesperatePlan", figureId: "ada" }, none)).refusal?.code,
    ).toBe("excludedFigure");
    s = (await step(s, { type: "chooseEventFigure", eventId: "aDesperatePlan", figureId: "bo" }, none)).state;
    s = (await step(s, { type: "rollReactions" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    expect(s.schedule.filter((x) => x.phase !== "enemy").map((x) => [x.figureId, x.phase])).toEqual([
      ["bo", "quick"],
      ["bo", "slow"],
    ]);
  });

  it("Lost!: a random crew member leaves (not a casualty), unless you are outnumbered", async () => {
    const t = await step(
      await atEndOfRound(2, { enemies: [near] }),
      { type: "runEndPhase", enemies: [at(near, 1)] },
      new ScriptedDice([{ results: [87] }, { results: [5] }]),
    );
    expect(t.state.removed).toEqual([{ figureId: "bo", side: "crew", reason: "leftTheField", round: 2 }]);
    const outnumbered = await step(
      await atEndOfRound(2),
      { type: "runEndPhase", enemies: all },
      new ScriptedDice([{ results: [87] }]),
    );
    expect(outnumbered.state.removed).toEqual([]);
  });

  it("Renewed efforts: after all enemy figures have acted, a random enemy takes a second activation, every round", async () => {
    let s = (
      await step(
        await atEndOfRound(2, { enemies: [near, mid] }),
        { type: "runEndPhase", enemies: [at(near, 1), at(mid, 1)] },
        new ScriptedDice([{ results: [3] }]),
      )
    ).state;
    s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 1] }]))).state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    s = await activate(s, ada, none);
    s = await activate(s, bo, none);
    s = await activate(s, near, none);
    const last = await step(s, { type: "startActivation", figure: mid }, none);
    const ended = await step(
      last.state,
      { type: "endActivation", figure: mid },
      new ScriptedDice([{ results: [2], purpose: "Renewed efforts" }]),
    );
    expect(ended.announcements).toContainEqual({
      kind: "extraActivation",
      figureId: "near",
      eventId: "renewedEfforts",
    });
    expect(ended.state.phase).toBe("enemy");
    s = await activate(ended.state, near, none);
    expect(s.phase).toBe("end");
  });

  it("ruling 9 (Battle Events): Renewed efforts rolled a second time gives a second random enemy an extra activation", async () => {
    const once = await atEndOfRound(2, {
      enemies: [near, mid],
      patch: { effects: { ...NO_EFFECTS, renewedEfforts: 1 } },
    });
    let s = (
      await step(
        once,
        { type: "runEndPhase", enemies: [at(near, 1), at(mid, 1)] },
        new ScriptedDice([{ results: [3] }]),
      )
    ).state;
    expect(s.effects.renewedEfforts).toBe(2);
    s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 1] }]))).state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    s = await activate(s, ada, none);
    s = await activate(s, bo, none);
    s = await activate(s, near, none);
    s = (await step(s, { type: "startActivation", figure: mid }, none)).state;
    const first = await step(
      s,
      { type: "endActivation", figure: mid },
      new ScriptedDice([{ results: [2], purpose: "Renewed efforts" }]),
    );
    expect(first.announcements).toContainEqual({
      kind: "extraActivation",
      figureId: "near",
      eventId: "renewedEfforts",
    });
    s = (await step(first.state, { type: "startActivation", figure: near }, none)).state;
    // The second extra activation goes to the enemy that has not had one: no die is needed to pick it.
    const second = await step(s, { type: "endActivation", figure: near }, none);
    expect(second.announcements).toContainEqual({
      kind: "extraActivation",
      figureId: "mid",
      eventId: "renewedEfforts",
    });
    expect(second.state.renewedEffortsUsed).toBe(2);
    s = await activate(second.state, mid, none);
    // Two, not three: the Enemy Actions phase is over, and nobody is Slow.
    expect(s.phase).toBe("end");
  });

  it("ruling 9 (Battle Events): Clock is running out rolled again keeps the clock running from its first round", async () => {
    const running = await atEndOfRound(4, { patch: { effects: { ...NO_EFFECTS, clockFromRound: 3 } } });
    const t = await step(
      running,
      { type: "runEndPhase", enemies: all },
      new ScriptedDice([{ results: [1], purpose: "Clock is running out" }, { results: [52] }]),
    );
    expect(t.state.battleEvents.at(-1)?.eventId).toBe("clockIsRunningOut");
    expect(t.state.effects.clockFromRound).toBe(3);
  });

  it("ruling 9 (Battle Events): Possible reinforcements rolled again places 3 more markers beside those left", async () => {
    const left = await atEndOfRound(2, { patch: { effects: { ...NO_EFFECTS, reinforcementMarkers: 2 } } });
    const s = (await step(left, { type: "runEndPhase", enemies: all }, new ScriptedDice([{ results: [48] }]))).state;
    expect(s.effects.reinforcementMarkers).toBe(5);
  });

  it("Possible reinforcements: at the start of the next Enemy Actions phase a random marker rolls 1D6, 5–6 a new enemy", async () => {
    let s = (
      await step(await atEndOfRound(2), { type: "runEndPhase", enemies: all }, new ScriptedDice([{ results: [48] }]))
    ).state;
    expect(s.effects.reinforcementMarkers).toBe(3);
    s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 1] }]))).state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    s = await activate(s, ada, none);
    const t = await step(s, { type: "startActivation", figure: bo }, none);
    const ended = await step(
      t.state,
      { type: "endActivation", figure: bo },
      new ScriptedDice([
        { results: [1], purpose: "Possible reinforcements: marker" },
        { results: [5], purpose: "Possible reinforcements" },
      ]),
    );
    expect(ended.announcements).toContainEqual({ kind: "reinforcementMarker", arrives: true, markersLeft: 2 });
    // The new figure joins and acts in this Enemy Actions phase.
    s = (await step(ended.state, { type: "addFigure", enemy: { id: "new", name: "Reinforcement" } }, none)).state;
    expect(s.schedule.filter((x) => x.phase === "enemy").map((x) => x.figureId)).toContain("new");
  });
});
