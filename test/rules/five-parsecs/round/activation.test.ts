import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED, type FigureCondition } from "../../../../src/rules";
import {
  actionRefusal,
  afterAction,
  allowedActions,
  conditionAfterActing,
  rollsAfterActivation,
  rollsAtActivation,
  startedActivation,
  type Activation,
  type ActivationAction,
} from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";

const withCondition = (condition: Partial<FigureCondition>) => crewFigure({ condition: { ...UNHARMED, ...condition } });
const start = (condition: Partial<FigureCondition> = {}, mayMove = true) =>
  startedActivation(withCondition(condition), mayMove);
const doing = (activation: Activation, ...actions: ActivationAction[]) => actions.reduce(afterAction, activation);

describe("Actions", () => {
  it("a figure may Move, then make a Combat Action", () => {
    const a = start();
    expect(allowedActions(a)).toEqual({ move: true, forcedMove: false, combatAction: true, freeAction: true });
    expect(actionRefusal(doing(a, "move"), "combatAction")).toBeNull();
  });

  it("cannot perform them in reverse order (Player Movement)", () => {
    expect(actionRefusal(doing(start(), "combatAction"), "move")?.code).toBe("moveAfterCombat");
  });

  it("each once per activation", () => {
    expect(actionRefusal(doing(start(), "move"), "move")?.code).toBe("alreadyMoved");
    expect(actionRefusal(doing(start(), "combatAction"), "combatAction")?.code).toBe("alreadyActed");
  });
});

describe("Stun", () => {
  it("a Stunned figure may either Move OR take a Combat Action, not both", () => {
    const stunned = start({ marker: "stunned" });
    expect(actionRefusal(doing(stunned, "move"), "combatAction")?.code).toBe("stunnedMoveOrAct");
    expect(actionRefusal(doing(stunned, "combatAction"), "move")?.code).toBe("moveAfterCombat");
    expect(actionRefusal(stunned, "combatAction")).toBeNull();
  });

  it("after the figure activates, the Stun marker is removed", () => {
    expect(conditionAfterActing({ ...UNHARMED, marker: "stunned" }).marker).toBeNull();
  });
});

describe("Shock", () => {
  it("Shocked figures do not take a Combat Action; their move is the forced one", () => {
    const shocked = start({ marker: "shocked" });
    expect(actionRefusal(shocked, "combatAction")?.code).toBe("shockedNoCombat");
    expect(allowedActions(shocked)).toMatchObject({ move: true, forcedMove: true, combatAction: false });
  });

  it("after the figure activates, the Shock marker is removed", () => {
    expect(conditionAfterActing({ ...UNHARMED, marker: "shocked" }).marker).toBeNull();
  });
});

describe("Player Movement: Free Actions", () => {
  it("one Free Action does not inhibit the other activities", () => {
    const a = doing(start(), "freeAction");
    expect(allowedActions(a)).toMatchObject({ move: true, combatAction: true, freeAction: true });
  });

  it("a second Free Action requires foregoing the Combat Action", () => {
    const twice = doing(start(), "freeAction", "freeAction");
    expect(actionRefusal(twice, "combatAction")?.code).toBe("combatForgone");
    expect(actionRefusal(doing(start(), "freeAction", "combatAction"), "freeAction")?.code).toBe(
      "secondFreeNeedsCombat",
    );
    expect(actionRefusal(twice, "freeAction")?.code).toBe("noMoreFreeActions");
  });
});

describe("Snap Fire: Quick action only", () => {
  it("characters that choose to snap fire cannot move this round", () => {
    expect(actionRefusal(start({}, false), "move")?.code).toBe("snapFireNoMove");
    expect(actionRefusal(start({}, false), "combatAction")).toBeNull();
  });
});

describe("Humanoid Combatants / Cybernetic Combatants: Dazed and Temporary shutdown", () => {
  it("on their next activation a Dazed figure does not remove a stunned marker automatically; Dazed is then used up", () => {
    const after = conditionAfterActing({ ...UNHARMED, marker: "stunned", dazed: true });
    expect(after).toMatchObject({ marker: "stunned", dazed: false });
  });

  it("a shut down figure keeps its stun marker the same way", () => {
    expect(conditionAfterActing({ ...UNHARMED, marker: "stunned", shutDown: true })).toMatchObject({
      marker: "stunned",
      shutDown: false,
    });
  });

  it("the exception is for the Stun marker only: a Dazed figure's Shock marker is removed", () => {
    expect(conditionAfterActing({ ...UNHARMED, marker: "shocked", dazed: true }).marker).toBeNull();
  });

  it("ruling 8 (Stun, Actions): a marker gained during the activation comes off when it ends, except a Dazed figure's Stun", () => {
    expect(conditionAfterActing({ ...UNHARMED, marker: "stunned" }).marker).toBeNull();
    expect(conditionAfterActing({ ...UNHARMED, marker: "shocked" }).marker).toBeNull();
    expect(conditionAfterActing({ ...UNHARMED, marker: "stunned", dazed: true }).marker).toBe("stunned");
  });
});

describe("Damaged and Bleeding at activation", () => {
  it("Damaged: every time it activates, roll D6, a 6 falls apart", async () => {
    const robot = enemyFigure({ casualtyCategory: "cybernetic", condition: { ...UNHARMED, damaged: true } });
    expect((await rollsAtActivation(robot, new ScriptedDice([6]))).removed).toBe(true);
    expect((await rollsAtActivation(robot, new ScriptedDice([5]))).removed).toBe(false);
    expect(await rollsAtActivation(enemyFigure(), new ScriptedDice([]))).toEqual({
      steps: [],
      changes: [],
      removed: false,
    });
  });

  it("Bleeding: rolls at the end of the activation, and the Stun marker comes off in the same change", async () => {
    const beast = enemyFigure({
      id: "beast",
      casualtyCategory: "beast",
      condition: { ...UNHARMED, bleeding: true, marker: "stunned" },
    });
    const ends = await rollsAfterActivation(beast, new ScriptedDice([{ results: [1], purpose: "Bleeding" }]));
    expect(ends.changes).toEqual([{ kind: "condition", figureId: "beast", condition: { ...UNHARMED } }]);
    const goner = await rollsAfterActivation(beast, new ScriptedDice([6]));
    expect(goner.removed).toBe(true);
  });
});
