// The fuzz's oracle must see what it is there to see: an oracle that flags nothing would make "no illegal input
// accepted" empty. Each case is a moment of a real battle and an input the rules' text forbids there, beside a legal
// one it must leave alone.
import { describe, expect, it } from "vitest";
import { advance, type BattleInput, type BattleState, createBattle, ScriptedDice } from "../../../src/rules";
import { crewFigure, enemyFigure, weapon } from "../../fixtures/figures";
import { illegalKinds } from "./illegal-inputs";

const rifle = weapon("Rifle", 24);
const ada = crewFigure({ id: "ada", name: "Ada", reactions: 1 });
const bo = crewFigure({ id: "bo", name: "Bo", reactions: 3, traits: ["feral"] });
const raider = enemyFigure({ id: "raider", name: "Raider", weapons: [rifle] });
const none = new ScriptedDice([]);

async function step(state: BattleState, input: BattleInput, dice = none): Promise<BattleState> {
  const t = await advance(state, input, dice);
  if (t.refusal) throw new Error(`${input.type} refused: ${t.refusal.message}`);
  return t.state;
}

const newBattle = (): BattleState =>
  createBattle({ crew: [ada, bo], enemies: [raider], difficulty: "normal", hiredMuscle: false });

/** Round 1's Reaction Roll, rolled: dice 1 and 6. */
async function rolled(): Promise<BattleState> {
  const s = await step(newBattle(), { type: "declineSeize" });
  return step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 6], purpose: "Reaction Roll" }]));
}

/** Round 1's Quick Actions phase: Bo (Feral, the single 1) Quick, Ada (the 6) Slow. */
async function quickPhase(): Promise<BattleState> {
  const s = await step(await rolled(), { type: "assignReactions", assignment: { ada: 1, bo: 0 } });
  return step(s, { type: "lockReactions" });
}

describe("The Five Parsecs fuzz's illegal-input oracle", () => {
  it('Seizing the Initiative: "You will not get a second opportunity to Seize the Initiative"', async () => {
    const before = newBattle();
    expect(illegalKinds(before, { type: "seizeTheInitiative", crew: [ada, bo], enemies: [raider] })).toEqual([]);
    const after = await step(before, { type: "declineSeize" });
    expect(illegalKinds(after, { type: "seizeTheInitiative", crew: [ada, bo], enemies: [raider] })).toContain(
      "seizeAfterRolled",
    );
    expect(illegalKinds(before, { type: "seizeAction", figureId: "ada", action: "move" })).toContain("seizeNotWon");
  });

  it('The Reaction Roll: "Assign each of the dice results to one of your characters"; the Feral single 1', async () => {
    const s = await rolled();
    expect(illegalKinds(s, { type: "assignReactions", assignment: { ada: 1, bo: 0 } })).toEqual([]);
    expect(illegalKinds(s, { type: "assignReactions", assignment: { ada: 0, bo: 0 } })).toContain("assignDieTwice");
    expect(illegalKinds(s, { type: "assignReactions", assignment: { ada: 0 } })).toContain("assignMissingFigure");
    // "you roll exactly a single 1 ... it must be assigned to a Feral character": Bo is Feral, Ada is not.
    expect(illegalKinds(s, { type: "assignReactions", assignment: { ada: 0, bo: 1 } })).toContain(
      "feralSingleOneElsewhere",
    );
    expect(illegalKinds(s, { type: "rollReactions" })).toContain("reactionsRolledTwice");
  });

  it('Actions: "Quick Actions go first. Enemy Actions go second"; "A figure may Move, then make a Combat Action"', async () => {
    const s = await quickPhase();
    expect(illegalKinds(s, { type: "startActivation", figure: raider })).toContain("notTheSidesPhase");
    expect(illegalKinds(s, { type: "act", action: "move" })).toContain("noActivation");
    expect(illegalKinds(s, { type: "startActivation", figure: ada })).toContain("noActivationLeft");
    const acting = await step(s, { type: "startActivation", figure: bo });
    expect(illegalKinds(acting, { type: "act", action: "move" })).toEqual([]);
    const fired = await step(acting, { type: "act", action: "combatAction" });
    expect(illegalKinds(fired, { type: "act", action: "move" })).toContain("moveAfterCombatAction");
    expect(illegalKinds(fired, { type: "startActivation", figure: ada })).toContain("activationInProgress");
  });

  it("Snap Fire: Quick action only; a figure removed from the battle takes no input", async () => {
    const s = await quickPhase();
    expect(illegalKinds(s, { type: "holdForSnapFire", figureId: "bo" })).toEqual([]);
    expect(illegalKinds(s, { type: "holdForSnapFire", figureId: "ada" })).toContain("snapFireNotQuickEligible");
    const gone = await step(s, { type: "removeFigure", figureId: "ada", reason: "casualty" });
    expect(illegalKinds(gone, { type: "removeFigure", figureId: "ada", reason: "casualty" })).toContain("notInBattle");
  });

  it('Enemy Overwatch: rolled by enemies "that end their activation", never before it', async () => {
    expect(illegalKinds(newBattle(), { type: "enterOverwatch", figure: raider })).toContain(
      "overwatchBeforeActivating",
    );
    let s = await step(await quickPhase(), { type: "startActivation", figure: bo });
    s = await step(s, { type: "endActivation", figure: bo });
    const raiding = await step(s, { type: "startActivation", figure: raider });
    expect(illegalKinds(raiding, { type: "enterOverwatch", figure: raider })).toEqual([]);
  });

  // Once a known fault, found by this oracle (seed -334788121, input #2): the rules accepted it.
  it("Enemy Overwatch: an enemy entering Overwatch before the battle's first round is refused", async () => {
    const before = newBattle();
    const t = await advance(before, { type: "enterOverwatch", figure: raider }, none);
    expect(t.refusal?.code).toBe("overwatchBeforeActivating");
    expect(t.state).toBe(before);
  });
});
