import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/rules/core/dice/scripted-dice";
import { UNHARMED, type FigureCondition } from "../../../../src/rules/five-parsecs/figures/condition";
import {
  rollBleedingAfterActivation,
  rollDamagedActivation,
} from "../../../../src/rules/five-parsecs/hits/activation-effects";
import { afterTheBattle } from "../../../../src/rules/five-parsecs/hits/after-the-battle";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const condition = (overrides: Partial<FigureCondition>): FigureCondition => ({ ...UNHARMED, ...overrides });

describe("Cybernetic Combatants: Damaged, every time it activates", () => {
  it("a 6 means it falls apart and is removed from play", async () => {
    const figure = enemyFigure({ casualtyCategory: "cybernetic", condition: condition({ damaged: true }) });
    const roll = await rollDamagedActivation(figure, new ScriptedDice([{ purpose: "Damaged", results: [6] }]));
    expect(roll?.step).toMatchObject({ rule: "Damaged", total: 6, needed: 6, result: "fallsApart" });
    expect(roll?.changes).toEqual([
      { kind: "condition", figureId: figure.id, condition: { ...figure.condition, goner: true } },
    ]);
  });

  it.each([1, 2, 3, 4, 5])("a %i changes nothing", async (value) => {
    const figure = enemyFigure({ condition: condition({ damaged: true }) });
    const roll = await rollDamagedActivation(figure, new ScriptedDice([value]));
    expect(roll).toMatchObject({ step: { result: "holds" }, changes: [] });
  });

  it("rolls nothing for a figure that is not Damaged", async () => {
    expect(await rollDamagedActivation(enemyFigure(), new ScriptedDice([]))).toBeNull();
  });
});

describe("Beasts and Monsters: Bleeding, at the end of the next activation", () => {
  const bleeding = enemyFigure({
    casualtyCategory: "beast",
    condition: condition({ bleeding: true, marker: "stunned" }),
  });

  it("on a 1, the Bleeding condition ends", async () => {
    const roll = await rollBleedingAfterActivation(bleeding, new ScriptedDice([{ purpose: "Bleeding", results: [1] }]));
    expect(roll?.step.result).toBe("bleedingEnds");
    expect(roll?.changes).toEqual([
      { kind: "condition", figureId: bleeding.id, condition: { ...bleeding.condition, bleeding: false } },
    ]);
  });

  it("on a 6, they are a Goner", async () => {
    const roll = await rollBleedingAfterActivation(bleeding, new ScriptedDice([6]));
    expect(roll?.step.result).toBe("goner");
    expect(roll?.changes).toEqual([
      { kind: "condition", figureId: bleeding.id, condition: { ...bleeding.condition, goner: true } },
    ]);
  });

  it.each([2, 3, 4, 5])("on a %i they keep Bleeding", async (value) => {
    expect(await rollBleedingAfterActivation(bleeding, new ScriptedDice([value]))).toMatchObject({
      step: { result: "stillBleeding" },
      changes: [],
    });
  });

  it("rolls nothing for a figure that is not Bleeding", async () => {
    expect(await rollBleedingAfterActivation(enemyFigure(), new ScriptedDice([]))).toBeNull();
  });
});

describe("All in a Day’s Work, and Luck is restored after the end of the battle", () => {
  it("removes every condition and restores Luck to its maximum", () => {
    const figure = crewFigure({
      luck: { current: 0, max: 2 },
      condition: condition({ wounded: true, marker: "shocked", dazed: true }),
    });
    expect(afterTheBattle(figure)).toEqual([
      { kind: "condition", figureId: figure.id, condition: UNHARMED },
      { kind: "luck", figureId: figure.id, luck: 2 },
    ]);
  });

  it('Panic Fire and Ammo fault last only "for the rest of the battle": the weapons are ready again', () => {
    const pistol = { ...weapon("Hand Gun", 12, ["pistol"]), battleState: "panicFired" as const };
    const rifle = { ...weapon("Rifle", 24), battleState: "ammoFault" as const };
    const figure = crewFigure({ weapons: [pistol, rifle, weapon("Blade", 0)] });
    expect(afterTheBattle(figure)).toEqual([
      { kind: "weapon", figureId: figure.id, weaponId: pistol.id, battleState: "ready" },
      { kind: "weapon", figureId: figure.id, weaponId: rifle.id, battleState: "ready" },
    ]);
  });

  it("changes nothing for an unharmed figure with full Luck, and never Luck for an enemy", () => {
    expect(afterTheBattle(crewFigure())).toEqual([]);
    expect(afterTheBattle(enemyFigure({ condition: condition({ damaged: true }) }))).toEqual([
      { kind: "condition", figureId: "Actor.enemy", condition: UNHARMED },
    ]);
  });
});
