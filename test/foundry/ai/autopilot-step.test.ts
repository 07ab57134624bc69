import { describe, expect, it } from "vitest";
import { nextAutopilotStep, type AutopilotTable } from "../../../src/foundry/ai/autopilot-step";

const enemyTurn = (over: Partial<AutopilotTable> = {}): AutopilotTable => ({
  phase: "enemy",
  active: { figureId: "E", enemy: true },
  nextEnemy: "F",
  suggestion: "pending",
  watchOpen: false,
  suggestionsOff: false,
  ...over,
});

describe("the autopilot's next step in the Enemy Actions phase", () => {
  it("starts the next enemy, applies its card, ends it, and leaves every other phase to people", () => {
    expect(nextAutopilotStep(enemyTurn({ active: null }))).toEqual({ kind: "start", figureId: "F" });
    expect(nextAutopilotStep(enemyTurn())).toEqual({ kind: "apply", figureId: "E" });
    expect(nextAutopilotStep(enemyTurn({ suggestion: "applied" }))).toEqual({ kind: "end", figureId: "E" });
    expect(nextAutopilotStep(enemyTurn({ suggestion: "dismissed" }))).toEqual({ kind: "end", figureId: "E" });
    expect(nextAutopilotStep(enemyTurn({ active: null, nextEnemy: null }))).toEqual({ kind: "idle" });
    for (const phase of ["reaction", "quick", "slow", "end"])
      expect(nextAutopilotStep(enemyTurn({ phase, active: null }))).toEqual({ kind: "idle" });
    expect(nextAutopilotStep(enemyTurn({ active: { figureId: "A", enemy: false } }))).toEqual({ kind: "idle" });
  });

  it("waits for its card, and for the crew where the crew has a say", () => {
    expect(nextAutopilotStep(enemyTurn({ suggestion: null }))).toEqual({ kind: "wait" });
    expect(nextAutopilotStep(enemyTurn({ suggestion: null, suggestionsOff: true }))).toMatchObject({
      kind: "pause",
      reason: "noSuggestions",
    });
    expect(nextAutopilotStep(enemyTurn({ suggestion: "stopped", watchOpen: true }))).toMatchObject({
      kind: "pause",
      reason: "snapFire",
    });
    // The watcher answered: the stopped move goes on (the card's Continue).
    expect(nextAutopilotStep(enemyTurn({ suggestion: "stopped" }))).toEqual({ kind: "apply", figureId: "E" });
    expect(nextAutopilotStep(enemyTurn({ suggestion: "undone" }))).toMatchObject({ reason: "cannotApply" });
  });
});
