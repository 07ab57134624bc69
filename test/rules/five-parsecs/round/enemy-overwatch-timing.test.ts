// "Enemy Overwatch": "Enemies with ranged weapons that end their activation unable to see a target roll 1D6" — the
// roll belongs to the end of the enemy's own activation, so the round takes it only then.
import { describe, expect, it } from "vitest";
import { ScriptedDice, SeededDice } from "../../../../src/rules";
import { advance, createBattle, type BattleState } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";
import { activate, step } from "./helpers";

const ada = crewFigure({ id: "ada", name: "Ada", reactions: 1 });
const bo = crewFigure({ id: "bo", name: "Bo", reactions: 3 });
const rifle = weapon("Rifle", 24);
const raider = enemyFigure({ id: "raider", name: "Raider", weapons: [rifle] });
const sniper = enemyFigure({ id: "sniper", name: "Sniper", weapons: [rifle] });
const none = new ScriptedDice([]);

const newBattle = () =>
  createBattle({ crew: [ada, bo], enemies: [raider, sniper], difficulty: "normal", hiredMuscle: false });

/** Round 1's Reaction dice rolled: 1 and 6. */
async function reactionRolled(state: BattleState): Promise<BattleState> {
  const s = state.phase === "seize" ? (await step(state, { type: "declineSeize" }, none)).state : state;
  return (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 6], purpose: "Reaction Roll" }])))
    .state;
}

/** Ada Quick, Bo Slow: the Quick Actions phase. */
async function quickPhase(state: BattleState): Promise<BattleState> {
  const s = (await step(await reactionRolled(state), { type: "assignMostQuick" }, none)).state;
  return (await step(s, { type: "lockReactions" }, none)).state;
}

/** The Enemy Actions phase, nobody activating yet. */
async function enemyPhase(): Promise<BattleState> {
  const s = await activate(await quickPhase(newBattle()), ada, none);
  expect(s.phase).toBe("enemy");
  return s;
}

const refusalOf = async (state: BattleState) =>
  (await advance(state, { type: "enterOverwatch", figure: raider }, none)).refusal;

describe('Enemy Overwatch (Five Parsecs, Enemy AI): rolled as enemies "end their activation"', () => {
  it("refused from an enemy yet to activate: before round 1, in the Reaction Roll, in the Quick Actions phase", async () => {
    const before = newBattle();
    const rolled = await reactionRolled(before);
    const adaActing = (await step(await quickPhase(before), { type: "startActivation", figure: ada }, none)).state;
    for (const state of [before, rolled, adaActing]) {
      const refusal = await refusalOf(state);
      expect(refusal?.code, state.phase).toBe("overwatchBeforeActivating");
      expect(refusal?.message).toContain("Enemy Overwatch");
      expect(refusal?.message).toContain("raider");
      const t = await advance(state, { type: "enterOverwatch", figure: raider }, none);
      expect(t.state).toBe(state);
    }
  });

  it("refused in the Enemy Actions phase while its own activation is still to come (nobody, or another enemy, acting)", async () => {
    const waiting = await enemyPhase();
    expect((await refusalOf(waiting))?.code).toBe("overwatchBeforeActivating");
    const sniperActing = (await step(waiting, { type: "startActivation", figure: sniper }, none)).state;
    expect((await refusalOf(sniperActing))?.code).toBe("overwatchBeforeActivating");
  });

  it("taken while the enemy is activating, and just after its activation ended", async () => {
    const acting = (await step(await enemyPhase(), { type: "startActivation", figure: raider }, none)).state;
    expect((await step(acting, { type: "enterOverwatch", figure: raider }, none)).state.overwatchIds).toEqual([
      "raider",
    ]);
    const ended = (await step(acting, { type: "endActivation", figure: raider }, none)).state;
    expect(ended.active).toBeNull();
    expect((await step(ended, { type: "enterOverwatch", figure: raider }, none)).state.overwatchIds).toEqual([
      "raider",
    ]);
  });

  it("refused in the next round from an enemy whose activation was in the round before", async () => {
    let s = await activate(await enemyPhase(), raider, none);
    s = await activate(s, sniper, none);
    s = await activate(s, bo, none);
    expect(s.phase).toBe("end");
    // The round's last activation ended: the roll is still taken in the End Phase.
    expect(await refusalOf(s)).toBeNull();
    const enemies = [raider, sniper].map((figure) => ({ figure, distanceToEnemyEdge: 12 }));
    const next = (await step(s, { type: "runEndPhase", enemies }, new SeededDice(1))).state;
    expect(next.round).toBe(2);
    expect((await refusalOf(next))?.code).toBe("overwatchBeforeActivating");
  });
});
