// Issue 38 ("Solo play"): the autopilot's one step rule, read by Foundry's driver and the sandbox's loop alike.
import { describe, expect, it } from "vitest";
import {
  autopilotBattleTable,
  nextAutopilotStep,
  type AutopilotTable,
} from "../../../src/views/five-parsecs/round/autopilot-step";
import { createBattle, startedActivation, type BattleState } from "../../../src/rules";
import { crewFigure, enemyFigure } from "../../fixtures/figures";

const enemyTurn = (over: Partial<AutopilotTable> = {}): AutopilotTable => ({
  phase: "enemy",
  over: false,
  active: { figureId: "E", enemy: true },
  nextEnemy: "F",
  suggestion: "pending",
  suggestionsOff: false,
  watchOpen: false,
  cardChoice: null,
  pendingChoice: null,
  refused: null,
  ...over,
});

describe("issue 38: the autopilot's next step", () => {
  it("starts the next enemy, applies its card, and ends its activation", () => {
    expect(nextAutopilotStep(enemyTurn({ active: null }))).toEqual({ kind: "start", figureId: "F" });
    expect(nextAutopilotStep(enemyTurn())).toEqual({ kind: "apply", figureId: "E" });
    expect(nextAutopilotStep(enemyTurn({ suggestion: "applied" }))).toEqual({ kind: "end", figureId: "E" });
    expect(nextAutopilotStep(enemyTurn({ suggestion: "dismissed" }))).toEqual({ kind: "end", figureId: "E" });
  });

  it("runs the End Phase, and leaves the crew's phases, the crew's extra activation and a finished phase to people", () => {
    expect(nextAutopilotStep(enemyTurn({ phase: "end", active: null }))).toEqual({ kind: "endPhase" });
    for (const phase of ["seize", "reaction", "quick", "slow"] as const)
      expect(nextAutopilotStep(enemyTurn({ phase, active: null }))).toEqual({ kind: "idle" });
    expect(nextAutopilotStep(enemyTurn({ active: { figureId: "A", enemy: false } }))).toEqual({ kind: "idle" });
    expect(nextAutopilotStep(enemyTurn({ active: null, nextEnemy: null }))).toEqual({ kind: "idle" });
  });

  it("does nothing once the battle is over, whatever else the table shows", () => {
    expect(nextAutopilotStep(enemyTurn({ over: true, phase: "end", pendingChoice: "seizedTheMoment" }))).toEqual({
      kind: "idle",
    });
  });

  it("waits for the card on its way, or says the suggestions are off", () => {
    expect(nextAutopilotStep(enemyTurn({ suggestion: null }))).toEqual({ kind: "wait" });
    expect(nextAutopilotStep(enemyTurn({ suggestion: null, suggestionsOff: true }))).toEqual({
      kind: "pause",
      reason: "noSuggestions",
      figureId: "E",
    });
  });

  it("pauses for a watcher's Snap Fire, and once it is answered the stopped move goes on", () => {
    expect(nextAutopilotStep(enemyTurn({ suggestion: "stopped", watchOpen: true }))).toEqual({
      kind: "pause",
      reason: "snapFire",
      figureId: "E",
    });
    expect(nextAutopilotStep(enemyTurn({ suggestion: "stopped" }))).toEqual({ kind: "apply", figureId: "E" });
  });

  it("pauses for a card's choice (a brawl's push), even after its activation ended", () => {
    expect(nextAutopilotStep(enemyTurn({ cardChoice: "Brawl", suggestion: "applied" }))).toEqual({
      kind: "pause",
      reason: "cardChoice",
      figureId: "E",
    });
    expect(nextAutopilotStep(enemyTurn({ cardChoice: "Brawl", active: null }))).toEqual({
      kind: "pause",
      reason: "cardChoice",
      figureId: null,
    });
  });

  it("pauses where its last input was refused or its card undone", () => {
    expect(nextAutopilotStep(enemyTurn({ refused: "The path is blocked." }))).toEqual({
      kind: "pause",
      reason: "refused",
      figureId: "E",
    });
    expect(nextAutopilotStep(enemyTurn({ phase: "end", active: null, refused: "No token." }))).toMatchObject({
      reason: "refused",
      figureId: null,
    });
    expect(nextAutopilotStep(enemyTurn({ suggestion: "undone" }))).toEqual({
      kind: "pause",
      reason: "refused",
      figureId: "E",
    });
  });

  it("waits for the player's figure where a Battle Event asks for one (Seized the moment), rolling nothing on", () => {
    const step = { kind: "pause", reason: "eventChoice", figureId: null };
    expect(nextAutopilotStep(enemyTurn({ phase: "end", active: null, pendingChoice: "seizedTheMoment" }))).toEqual(
      step,
    );
    expect(nextAutopilotStep(enemyTurn({ phase: "reaction", active: null, pendingChoice: "aDesperatePlan" }))).toEqual(
      step,
    );
  });
});

describe("issue 38: what the battle state tells the autopilot", () => {
  const ada = crewFigure({ id: "Actor.ada", name: "Ada" });
  const r1 = enemyFigure({ id: "Actor.r1", name: "Raider 1" });
  const r2 = enemyFigure({ id: "Actor.r2", name: "Raider 2" });
  const start = createBattle({ crew: [ada], enemies: [r1, r2], difficulty: "normal", hiredMuscle: false });
  const slot = (figureId: string, phase: "quick" | "enemy", status: "pending" | "done") => ({
    figureId,
    phase,
    status,
    snapFire: false,
    extra: false,
  });

  it("names the next pending enemy, whether the active figure is an enemy, and a Battle Event's waiting choice", () => {
    const battle: BattleState = {
      ...start,
      round: 2,
      phase: "enemy",
      schedule: [slot(ada.id, "quick", "done"), slot(r1.id, "enemy", "done"), slot(r2.id, "enemy", "pending")],
      active: null,
      pendingChoices: [{ eventId: "seizedTheMoment", round: 3, excluded: [] }],
    };
    expect(autopilotBattleTable(battle)).toEqual({
      phase: "enemy",
      over: false,
      active: null,
      nextEnemy: r2.id,
      pendingChoice: "seizedTheMoment",
    });
    expect(autopilotBattleTable({ ...battle, active: startedActivation(ada, true) }).active).toEqual({
      figureId: ada.id,
      enemy: false,
    });
  });

  it("names no next enemy when only a crew member's slot is pending in the phase", () => {
    const battle: BattleState = {
      ...start,
      phase: "enemy",
      schedule: [{ ...slot(ada.id, "quick", "pending"), phase: "enemy" }],
    };
    expect(autopilotBattleTable(battle).nextEnemy).toBeNull();
  });
});
