// Battle Events "A desperate plan": "A random figure in your crew cannot act next round, but instead select another
// figure of choice that may act in both the Quick and Slow Actions phases." Rules Notes "A desperate plan with no other
// figure" (fpbNotesDespPlan): with no other crew figure there is nothing to select; the round goes on.
import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/rules";
import { advance, createBattle, type BattleState } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";
import { activate, step } from "./helpers";

const ada = crewFigure({ id: "ada", reactions: 6 });
const bo = crewFigure({ id: "bo", reactions: 6 });
const raider = enemyFigure({ id: "raider" });
const none = new ScriptedDice([]);
const DESPERATE_PLAN = { results: [62], purpose: "Battle Event" };

async function afterEvent(crew = [ada], dice = new ScriptedDice([DESPERATE_PLAN])): Promise<BattleState> {
  const s = createBattle({ crew, enemies: [raider], difficulty: "normal", hiredMuscle: false });
  const end: BattleState = { ...s, round: 2, phase: "end", seize: { step: null, seized: false, acted: [] } };
  return (await step(end, { type: "runEndPhase", enemies: [{ figure: raider, distanceToEnemyEdge: 1 }] }, dice)).state;
}

describe("A desperate plan with a single crew member", () => {
  it("asks for no choice; the only figure cannot act, and the round runs to its End Phase", async () => {
    let s = await afterEvent();
    expect(s.effects.cannotAct).toEqual([{ figureId: "ada", round: 3 }]);
    expect(s.pendingChoices).toEqual([]);
    s = (await step(s, { type: "rollReactions" }, none)).state;
    s = (await step(s, { type: "assignMostQuick" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    expect(s.schedule.map((x) => x.figureId)).toEqual(["raider"]);
    s = await activate(s, raider, none);
    expect(s).toMatchObject({ round: 3, phase: "end" });
  });

  it("a choice nobody can answer any more (the other figure left first) lapses instead of blocking the round", async () => {
    let s = await afterEvent(
      [ada, bo],
      new ScriptedDice([DESPERATE_PLAN, { results: [1], purpose: "A desperate plan: random figure" }]),
    );
    expect(s.pendingChoices).toEqual([{ eventId: "aDesperatePlan", round: 3, excluded: ["ada"] }]);
    expect((await advance(s, { type: "rollReactions" }, none)).refusal?.code).toBe("choiceFirst");
    s = (await step(s, { type: "removeFigure", figureId: "bo", reason: "leftTheField" }, none)).state;
    s = (await step(s, { type: "rollReactions" }, none)).state;
    s = (await step(s, { type: "lockReactions" }, none)).state;
    expect(s.pendingChoices).toEqual([]);
    expect(s.phase).toBe("enemy");
  });
});
