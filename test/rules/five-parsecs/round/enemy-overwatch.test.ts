import { describe, expect, it } from "vitest";
import { ScriptedDice, SeededDice, type Figure } from "../../../../src/rules";
import {
  advance,
  createBattle,
  OVERWATCH_END_REASONS,
  type BattleState,
} from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";
import { activate, step } from "./helpers";

const ada = crewFigure({ id: "ada", name: "Ada", reactions: 1 });
const bo = crewFigure({ id: "bo", name: "Bo", reactions: 3 });
const rifle = weapon("Rifle", 24);
const raider = enemyFigure({ id: "raider", name: "Raider", weapons: [rifle] });
const sniper = enemyFigure({ id: "sniper", name: "Sniper", weapons: [rifle] });
const brute = enemyFigure({ id: "brute", name: "Brute", weapons: [weapon("Blade", 0, ["melee"])] });
const none = new ScriptedDice([]);

const newBattle = () =>
  createBattle({ crew: [ada, bo], enemies: [raider, sniper, brute], difficulty: "normal", hiredMuscle: false });

/** Round 1 with Ada Quick and Bo Slow (Reaction dice 1 and 6). */
async function intoRound(state: BattleState): Promise<BattleState> {
  let s = state.phase === "seize" ? (await step(state, { type: "declineSeize" }, none)).state : state;
  s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 6], purpose: "Reaction Roll" }])))
    .state;
  s = (await step(s, { type: "assignMostQuick" }, none)).state;
  return (await step(s, { type: "lockReactions" }, none)).state;
}

/** The raider activates in the Enemy phase and, unable to see a target, enters Overwatch at the end of it. */
async function raiderOnOverwatch(): Promise<BattleState> {
  let s = await intoRound(newBattle());
  s = await activate(s, ada, none, ["move"]);
  expect(s.phase).toBe("enemy");
  s = (await step(s, { type: "startActivation", figure: raider }, none)).state;
  s = (await step(s, { type: "act", action: "move" }, none)).state;
  s = (await step(s, { type: "enterOverwatch", figure: raider }, none)).state;
  s = (await step(s, { type: "endActivation", figure: raider }, none)).state;
  expect(s.overwatchIds).toEqual(["raider"]);
  return s;
}

/** The rest of round 1 played out (sniper, brute, then Bo) and its End Phase run: round 2's Reaction step. */
async function toNextRound(state: BattleState): Promise<BattleState> {
  let s = await activate(state, sniper, none);
  s = await activate(s, brute, none);
  s = await activate(s, bo, none);
  expect(s.phase).toBe("end");
  const enemies = [raider, sniper, brute].map((figure) => ({ figure, distanceToEnemyEdge: 12 }));
  return (await step(s, { type: "runEndPhase", enemies }, new SeededDice(1))).state;
}

describe("Enemy Overwatch: entering it", () => {
  it("a new battle has nobody on Overwatch", () => {
    expect(newBattle().overwatchIds).toEqual([]);
  });

  it("an enemy with a ranged weapon enters at the end of its activation and stays on Overwatch after it", async () => {
    const s = await raiderOnOverwatch();
    expect(s.active).toBeNull();
    expect(s.schedule.find((slot) => slot.figureId === "raider")?.status).toBe("done");
  });

  it("lasts into the next round: a new round does not end it", async () => {
    const s = await toNextRound(await raiderOnOverwatch());
    expect(s.round).toBe(2);
    expect(s.overwatchIds).toEqual(["raider"]);
  });

  it("refuses a crew member, a figure not in the battle, a Goner, an enemy without a ranged weapon, and entering twice", async () => {
    const s = await raiderOnOverwatch();
    const refusalOf = async (figure: Figure) =>
      (await advance(s, { type: "enterOverwatch", figure }, none)).refusal?.code;
    expect(await refusalOf(ada)).toBe("notAnEnemy");
    // A crew figure sent under an enemy's id is still no enemy.
    expect(await refusalOf({ ...ada, id: "sniper" })).toBe("notAnEnemy");
    expect(await refusalOf(enemyFigure({ id: "stranger", weapons: [rifle] }))).toBe("notInBattle");
    expect(await refusalOf({ ...sniper, condition: { ...sniper.condition, goner: true } })).toBe("goner");
    expect(await refusalOf(brute)).toBe("overwatchNeedsRanged");
    // A ranged weapon it cannot fire (spent) does not count.
    expect(await refusalOf({ ...sniper, weapons: [{ ...rifle, battleState: "ammoFault" }] })).toBe(
      "overwatchNeedsRanged",
    );
    expect(await refusalOf(raider)).toBe("alreadyOnOverwatch");
    // A refused input leaves the state as it was.
    const refused = await advance(s, { type: "enterOverwatch", figure: ada }, none);
    expect(refused.state).toBe(s);
  });

  it("refuses once the battle is over", async () => {
    const s = (await step(await raiderOnOverwatch(), { type: "abandonBattle" }, none)).state;
    expect((await advance(s, { type: "enterOverwatch", figure: sniper }, none)).refusal?.code).toBe("battleOver");
  });
});

describe("Enemy Overwatch: how it ends", () => {
  it('"until the figure activates next": starting the enemy\'s next activation ends it', async () => {
    let s = await raiderOnOverwatch();
    s = await toNextRound(s);
    s = await intoRound(s);
    s = await activate(s, ada, none);
    const started = (await step(s, { type: "startActivation", figure: raider }, none)).state;
    expect(started.overwatchIds).toEqual([]);
  });

  it("another enemy's activation leaves it on Overwatch", async () => {
    const s = (await step(await raiderOnOverwatch(), { type: "startActivation", figure: sniper }, none)).state;
    expect(s.overwatchIds).toEqual(["raider"]);
  });

  it.each(OVERWATCH_END_REASONS)("ends with the reason %s, and only for that enemy", async (reason) => {
    let s = await raiderOnOverwatch();
    s = (await step(s, { type: "startActivation", figure: sniper }, none)).state;
    s = (await step(s, { type: "enterOverwatch", figure: sniper }, none)).state;
    const ended = (await step(s, { type: "endOverwatch", figureId: "raider", reason }, none)).state;
    expect(ended.overwatchIds).toEqual(["sniper"]);
    // Nothing else of the round moves: the sniper is still activating.
    expect(ended.active).toEqual(s.active);
    expect(ended.schedule).toEqual(s.schedule);
  });

  it("a figure removed from the battle (a casualty of the hit, bailing) is off Overwatch", async () => {
    const s = await raiderOnOverwatch();
    const removed = (await step(s, { type: "removeFigure", figureId: "raider", reason: "casualty" }, none)).state;
    expect(removed.overwatchIds).toEqual([]);
  });

  it("an activation the round refuses (the enemy already acted this round) does not end it", async () => {
    const s = await raiderOnOverwatch();
    const t = await advance(s, { type: "startActivation", figure: raider }, none);
    expect(t.refusal?.code).toBe("alreadyActed");
    expect(t.state.overwatchIds).toEqual(["raider"]);
  });

  it("refuses to end it for a figure not on Overwatch, or for a reason the rules do not give", async () => {
    const s = await raiderOnOverwatch();
    expect((await advance(s, { type: "endOverwatch", figureId: "sniper", reason: "hit" }, none)).refusal?.code).toBe(
      "notOnOverwatch",
    );
    expect((await advance(s, { type: "endOverwatch", figureId: "ada", reason: "brawl" }, none)).refusal?.code).toBe(
      "notOnOverwatch",
    );
    const bad = { type: "endOverwatch", figureId: "raider", reason: "bored" } as unknown as Parameters<
      typeof advance
    >[1];
    const refused = await advance(s, bad, none);
    expect(refused.refusal?.code).toBe("badInput");
    expect(refused.refusal?.message).toContain("reason");
    expect(refused.state.overwatchIds).toEqual(["raider"]);
  });
});
