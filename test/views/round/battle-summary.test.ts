import { describe, expect, it } from "vitest";
import { ScriptedDice, type Dice, type Figure } from "../../../src/rules";
import {
  advance,
  createBattle,
  type BattleInput,
  type BattleState,
  type EndPhaseEnemy,
} from "../../../src/rules/five-parsecs/round";
import {
  battleSummaryView,
  type BattleLogEntry,
  type EnemyDecisionRecord,
} from "../../../src/views/five-parsecs/round/battle-summary";
import { crewFigure, enemyFigure, weapon } from "../../fixtures/figures";

const rifle = weapon("Rifle", 24);
const ada = crewFigure({ id: "ada", name: "Ada", reactions: 1, savvy: 2, weapons: [rifle] });
const bo = crewFigure({ id: "bo", name: "Bo", reactions: 3, weapons: [rifle] });
const raider = (id: string) => enemyFigure({ id, name: `Raider ${id}`, ai: "tactical", panic: 2, weapons: [rifle] });
const r1 = raider("r1");
const r2 = raider("r2");
const r3 = raider("r3");
const at = (figure: typeof r1, distanceToEnemyEdge: number): EndPhaseEnemy => ({ figure, distanceToEnemyEdge });
const NAMES: Record<string, string> = { ada: "Ada", bo: "Bo", r1: "Raider r1", r2: "Raider r2", r3: "Raider r3" };
const names = (id: string): string => NAMES[id] ?? id;

/** Plays inputs through the rules as an adapter does, keeping each one's announcements by round: the battle's log. */
class LoggedBattle {
  readonly log: BattleLogEntry[] = [];
  constructor(
    public state: BattleState,
    private readonly dice: Dice,
  ) {}
  async step(input: BattleInput): Promise<void> {
    const transition = await advance(this.state, input, this.dice);
    expect(transition.refusal, `${input.type}: ${transition.refusal?.message}`).toBeNull();
    this.log.push({ round: this.state.round, announcements: transition.announcements });
    this.state = transition.state;
  }
  async activate(figure: Figure, actions: ("move" | "combatAction")[] = []): Promise<void> {
    await this.step({ type: "startActivation", figure });
    for (const action of actions) await this.step({ type: "act", action });
    await this.step({ type: "endActivation", figure });
  }
}

describe("the battle summary (issue 38)", () => {
  it("tells rounds, casualties, events, escalations and the enemy's decisions of a battle played by the rules", async () => {
    const dice = new ScriptedDice([
      { results: [1, 5], purpose: "Reaction Roll" }, // round 1: Ada Quick, Bo Slow
      { results: [2], purpose: "Morale" }, // one loss: a 2 is in the Panic range, one bails
      { results: [50], purpose: "Escalation" }, // Tactical column, 46-60: Sniper!
      { results: [6, 6], purpose: "Reaction Roll" }, // round 2: both Slow
      { results: [44], purpose: "Battle Event" }, // 43-46: Cunning plan
      { results: [3, 1], purpose: "Enemy withdrawal" }, // round 3 after the Win condition: a natural 1
    ]);
    const b = new LoggedBattle(
      createBattle({ crew: [ada, bo], enemies: [r1, r2, r3], difficulty: "normal", hiredMuscle: false }),
      dice,
    );
    await b.step({ type: "declineSeize" });
    const decisions: EnemyDecisionRecord[] = [];
    const decided = (figureId: string, cardId: string | null, applied = true): void => {
      decisions.push({ round: b.state.round, figureId, action: "advanceOrFlank", text: "Advance", applied, cardId });
    };

    // Round 1: r2 falls to Ada; r3 bails in the End Phase; an Escalation.
    await b.step({ type: "rollReactions" });
    await b.step({ type: "assignMostQuick" });
    await b.step({ type: "lockReactions" });
    await b.step({ type: "startActivation", figure: ada });
    await b.step({ type: "act", action: "combatAction" });
    await b.step({ type: "removeFigure", figureId: "r2", reason: "casualty" });
    await b.step({ type: "endActivation", figure: ada });
    for (const [enemy, card] of [
      [r1, "c1"],
      [r3, "c2"],
    ] as const) {
      await b.activate(enemy, ["move"]);
      decided(enemy.id, card);
    }
    await b.activate(bo);
    await b.step({ type: "runEndPhase", enemies: [at(r1, 10), at(r3, 3)] });
    expect(b.state.round).toBe(2);

    // Round 2: r1's suggestion skipped; Bo is lost; Cunning plan is rolled.
    await b.step({ type: "rollReactions" });
    await b.step({ type: "assignMostQuick" });
    await b.step({ type: "lockReactions" });
    await b.activate(r1);
    decided("r1", null, false);
    await b.step({ type: "removeFigure", figureId: "bo", reason: "casualty" });
    await b.activate(ada);
    await b.step({ type: "runEndPhase", enemies: [at(r1, 8)] });

    // Round 3: the Win condition, then the enemy withdraws.
    await b.step({ type: "assignMostQuick" });
    await b.step({ type: "lockReactions" });
    await b.activate(ada);
    await b.step({ type: "achieveWinCondition" });
    await b.activate(r1);
    decided("r1", "c9");
    await b.step({ type: "runEndPhase", enemies: [at(r1, 1)] });
    dice.assertAllUsed();
    expect(b.state.over?.reason).toBe("enemyWithdrew");

    const summary = battleSummaryView(b.state, b.log, decisions, names);
    expect(summary).toEqual({
      roundsPlayed: 3,
      over: true,
      crewCasualties: [{ figureId: "bo", name: "Bo", reason: "casualty", round: 2 }],
      enemyCasualties: [
        { figureId: "r2", name: "Raider r2", reason: "casualty", round: 1 },
        { figureId: "r3", name: "Raider r3", reason: "bailed", round: 1 },
      ],
      winConditionAchieved: true,
      objectivesPossible: true,
      heldTheField: true,
      battleEvents: [{ round: 2, id: "cunningPlan", name: "Cunning plan" }],
      escalations: [{ round: 1, id: "sniper", name: "Sniper!" }],
      decisions: [
        {
          round: 1,
          entries: [
            {
              figureId: "r1",
              name: "Raider r1",
              action: "advanceOrFlank",
              text: "Advance",
              applied: true,
              cardId: "c1",
            },
            {
              figureId: "r3",
              name: "Raider r3",
              action: "advanceOrFlank",
              text: "Advance",
              applied: true,
              cardId: "c2",
            },
          ],
        },
        {
          round: 2,
          entries: [
            {
              figureId: "r1",
              name: "Raider r1",
              action: "advanceOrFlank",
              text: "Advance",
              applied: false,
              cardId: null,
            },
          ],
        },
        {
          round: 3,
          entries: [
            {
              figureId: "r1",
              name: "Raider r1",
              action: "advanceOrFlank",
              text: "Advance",
              applied: true,
              cardId: "c9",
            },
          ],
        },
      ],
    });
  });

  it("before the end: the round reached, no field held yet, and nothing rolled", () => {
    const state = createBattle({ crew: [ada], enemies: [r1], difficulty: "normal", hiredMuscle: false });
    const summary = battleSummaryView(state, [], [], names);
    expect(summary).toMatchObject({
      roundsPlayed: 0,
      over: false,
      heldTheField: null,
      objectivesPossible: true,
      battleEvents: [],
      escalations: [],
      decisions: [],
    });
  });
});
