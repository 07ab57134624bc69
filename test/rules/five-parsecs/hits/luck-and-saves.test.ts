import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/rules/core/dice/scripted-dice";
import { hasLuck, rollLuck } from "../../../../src/rules/five-parsecs/hits/luck";
import { rollSavingThrow, savingThrowScore } from "../../../../src/rules/five-parsecs/hits/saving-throw";
import type { ProtectiveGear } from "../../../../src/rules/five-parsecs/figures/protective-gear";
import { armour, crewFigure, enemyFigure } from "../../../fixtures/figures";

const screen = (savingThrow: number): ProtectiveGear => ({ id: "screen", name: "Screen", kind: "screen", savingThrow });

describe("Luck", () => {
  it("a crew member with Luck left rolls; enemies and crew with 0 Luck do not", () => {
    expect(hasLuck(crewFigure({ luck: { current: 1, max: 1 } }))).toBe(true);
    expect(hasLuck(crewFigure({ luck: { current: 0, max: 2 } }))).toBe(false);
    expect(hasLuck(enemyFigure())).toBe(false);
  });

  it.each([4, 5, 6])("on a %i the hit is negated and 1 point of Luck is used up", async (value) => {
    const dice = new ScriptedDice([{ purpose: "Luck", faces: 6, results: [value] }]);
    const roll = await rollLuck(crewFigure({ luck: { current: 2, max: 3 } }), dice);
    expect(roll?.negated).toBe(true);
    expect(roll?.step).toMatchObject({ rule: "Luck", total: value, needed: 4, result: "negated" });
    expect(roll?.changes).toEqual([{ kind: "luck", figureId: "Actor.crew", luck: 1 }]);
    dice.assertAllUsed();
  });

  it.each([1, 2, 3])("on a %i the hit applies normally and Luck is not used up", async (value) => {
    const roll = await rollLuck(crewFigure(), new ScriptedDice([{ purpose: "Luck", results: [value] }]));
    expect(roll?.negated).toBe(false);
    expect(roll?.step.result).toBe("applies");
    expect(roll?.changes).toEqual([]);
  });

  it("asks for no die when the figure has no Luck", async () => {
    const dice = new ScriptedDice([]);
    expect(await rollLuck(crewFigure({ luck: { current: 0, max: 1 } }), dice)).toBeNull();
    expect(await rollLuck(enemyFigure(), dice)).toBeNull();
    expect(dice.requests).toEqual([]);
  });
});

describe("Saving Throws", () => {
  it("one Saving Throw is rolled as printed", () => {
    expect(savingThrowScore(enemyFigure({ savingThrow: 5 }))).toBe(5);
    expect(savingThrowScore(crewFigure({ gear: [armour("Combat armour", 5)] }))).toBe(5);
    expect(savingThrowScore(crewFigure())).toBeNull();
  });

  it("more than one Saving Throw: a single roll on the best available, improved one step", () => {
    expect(savingThrowScore(enemyFigure({ savingThrow: 6, gear: [armour("Armour", 5)] }))).toBe(4);
    expect(savingThrowScore(crewFigure({ gear: [armour("Armour", 5), screen(5)] }))).toBe(4);
  });

  it("improved one step never goes better than 2+ (our reading: a natural 1 always connects)", () => {
    expect(savingThrowScore(crewFigure({ gear: [armour("Armour", 2), screen(3)] }))).toBe(2);
  });

  it("Environmental hazard: ignoring armour Saving Throws keeps screens and the profile's own", () => {
    const figure = enemyFigure({ savingThrow: 6, gear: [armour("Armour", 4), screen(5)] });
    expect(savingThrowScore(figure, { ignoreArmourSaves: true })).toBe(4); // 6+ and 5+ → 5+ improved to 4+
    expect(savingThrowScore(crewFigure({ gear: [armour("Armour", 4)] }), { ignoreArmourSaves: true })).toBeNull();
  });

  it("equal to or above the score negates the hit; below, the hit connects", async () => {
    const figure = crewFigure({ gear: [armour("Armour", 5)] });
    const saved = await rollSavingThrow(figure, new ScriptedDice([{ purpose: "Saving Throw", results: [5] }]));
    expect(saved).toMatchObject({
      negated: true,
      step: { rule: "Saving Throws", total: 5, needed: 5, result: "saved" },
    });
    const connects = await rollSavingThrow(figure, new ScriptedDice([{ purpose: "Saving Throw", results: [4] }]));
    expect(connects).toMatchObject({ negated: false, step: { result: "connects" } });
  });
});
