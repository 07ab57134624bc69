// "Back up": "you may have one crew member arrive". Rules Notes "A figure arriving mid-round" (fpbNotesArrival1): before
// the Reaction step is decided the newcomer takes part in it; after, it has no die and acts in the Slow Actions phase.
import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/rules";
import { advance, createBattle, type BattleState, type CrewEntry } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";
import { activate, step } from "./helpers";

const ada = crewFigure({ id: "ada", reactions: 6 });
const zed = crewFigure({ id: "zed", reactions: 6 });
const raider = enemyFigure({ id: "raider" });
const none = new ScriptedDice([]);
const zedEntry: CrewEntry = { id: "zed", name: "Zed", reactions: 6, feral: false };
const crewPhases = (s: BattleState) => s.schedule.filter((x) => x.phase !== "enemy").map((x) => [x.figureId, x.phase]);

async function rolled(): Promise<BattleState> {
  const s = (
    await step(
      createBattle({ crew: [ada], enemies: [raider], difficulty: "normal", hiredMuscle: false }),
      { type: "declineSeize" },
      none,
    )
  ).state;
  return (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1], purpose: "Reaction Roll" }])))
    .state;
}

describe("Back up: a crew member arriving after the Reaction dice were rolled", () => {
  it("locking does not throw: the newcomer has no die, so it acts in the Slow Actions phase of this round", async () => {
    let s = (await step(await rolled(), { type: "addFigure", crew: zedEntry }, none)).state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    const locked = await step(s, { type: "lockReactions" }, none);
    expect(crewPhases(locked.state)).toEqual([
      ["ada", "quick"],
      ["zed", "slow"],
    ]);
    // "Note that every figure always gets to act": it acts after the enemy, then the round ends.
    s = await activate(locked.state, ada, none);
    s = await activate(s, raider, none);
    s = await activate(s, zed, none);
    expect(s.phase).toBe("end");
  });

  it("arriving while the round is under way, it acts in that round's Slow Actions phase", async () => {
    let s = (await step(await rolled(), { type: "assignMostQuick" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    s = (await step(s, { type: "addFigure", crew: zedEntry }, none)).state;
    expect(crewPhases(s)).toEqual([
      ["ada", "quick"],
      ["zed", "slow"],
    ]);
  });

  it("arriving before the dice are rolled, it gets a die like everyone else", async () => {
    let s = (
      await step(
        createBattle({ crew: [ada], enemies: [raider], difficulty: "normal", hiredMuscle: false }),
        { type: "declineSeize" },
        none,
      )
    ).state;
    s = (await step(s, { type: "addFigure", crew: zedEntry }, none)).state;
    s = (await step(s, { type: "rollReactions" }, new ScriptedDice([{ results: [1, 2], purpose: "Reaction Roll" }])))
      .state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    expect(crewPhases(s)).toEqual([
      ["ada", "quick"],
      ["zed", "quick"],
    ]);
  });

  it("stores only the entry's fields, whatever else the input carried", async () => {
    const t = await step(await rolled(), { type: "addFigure", crew: { ...zedEntry, junk: 1 } as CrewEntry }, none);
    expect(t.state.crew.at(-1)).toEqual(zedEntry);
  });
});

describe("Cunning plan: a crew member arriving after the phases were chosen", () => {
  async function cunningRound(): Promise<BattleState> {
    const s = createBattle({ crew: [ada], enemies: [raider], difficulty: "normal", hiredMuscle: false });
    const base: BattleState = {
      ...s,
      round: 2,
      phase: "end",
      seize: { step: null, seized: false, acted: [] },
      effects: { ...s.effects, freeChoiceRound: 3 },
    };
    return (
      await step(
        base,
        { type: "runEndPhase", enemies: [{ figure: raider, distanceToEnemyEdge: 1 }] },
        new ScriptedDice([{ results: [7], purpose: "Battle Event" }]),
      )
    ).state;
  }

  it('"Each of your crew acts in the Quick or Slow Actions phase as you prefer": the newcomer is chosen for too, and lock waits for it', async () => {
    let s = await cunningRound();
    expect(s.reaction?.mode).toBe("freeChoice");
    s = (await step(s, { type: "choosePhases", phases: { ada: "quick" } }, none)).state;
    s = (await step(s, { type: "addFigure", crew: zedEntry }, none)).state;
    const early = await advance(s, { type: "lockReactions" }, none);
    expect(early.refusal?.code).toBe("phaseMissing");
    expect(early.state).toBe(s);
    s = (await step(s, { type: "choosePhases", phases: { ada: "quick", zed: "slow" } }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    expect(crewPhases(s)).toEqual([
      ["ada", "quick"],
      ["zed", "slow"],
    ]);
  });
});
