import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScriptedDice, SeededDice } from "../../../../src/rules";
import { planMultipleOpponents } from "../../../../src/rules/five-parsecs/brawling/multiple-opponents";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";

const attacker = crewFigure({ id: "lone" });
const opponents = (count: number) => Array.from({ length: count }, (_, i) => enemyFigure({ id: `e${i + 1}` }));
const roll = (value: number) => ({ results: [value], purpose: "Multiple Opponents", faces: 6 as const });

async function plan(count: number, script: number[]) {
  const dice = new ScriptedDice(script.map(roll));
  const result = await planMultipleOpponents({ attacker, opponents: opponents(count) }, dice);
  dice.assertAllUsed();
  return result;
}

describe("Multiple Opponents: select randomly who fights first", () => {
  it.each([
    [1, "e1", "e2"],
    [3, "e1", "e2"],
    [4, "e2", "e1"],
    [6, "e2", "e1"],
  ])("with two opponents, a D6 of %i: %s fights first, %s after", async (die, first, second) => {
    const { fights, changes } = await plan(2, [die]);
    expect(changes).toEqual([]);
    expect(fights.map((fight) => [fight.defenderId, fight.when])).toEqual([
      [first, "always"],
      [second, "ifLoneFighterWins"],
    ]);
  });

  it("the first fight gives the outnumbering pair +1; the second, if the lone fighter wins, no bonus at all", async () => {
    const { fights, steps } = await plan(2, [2]);
    expect(fights).toEqual([
      { attackerId: "lone", defenderId: "e1", outnumbering: "defender", movingToEngage: true, when: "always" },
      { attackerId: "lone", defenderId: "e2", outnumbering: null, movingToEngage: false, when: "ifLoneFighterWins" },
    ]);
    expect(steps).toEqual([
      {
        rule: "Multiple Opponents",
        dice: [{ purpose: "Multiple Opponents", faces: 6, value: 2 }],
        modifiers: [],
        total: null,
        needed: null,
        result: "fightsFirst",
      },
    ]);
  });

  it("a single opponent is a plain brawl: no dice, no bonus", async () => {
    const { fights, steps } = await plan(1, []);
    expect(steps).toEqual([]);
    expect(fights).toEqual([
      { attackerId: "lone", defenderId: "e1", outnumbering: null, movingToEngage: true, when: "always" },
    ]);
  });
});

describe('Multiple Opponents: only two combatants can fight a single attacker; a third is pushed back 1"', () => {
  it("three opponents: a D6 in pairs (5-6 the third) picks the one pushed back, then who fights first", async () => {
    const { changes, fights, steps } = await plan(3, [5, 4]);
    expect(changes).toEqual([{ kind: "push", figureId: "e3", inches: 1, awayFromId: "lone" }]);
    expect(fights.map((fight) => fight.defenderId)).toEqual(["e2", "e1"]);
    expect(steps.map((step) => step.result)).toEqual(["pushedBack", "fightsFirst"]);
  });

  it("four opponents: two pushed back, a 5-6 is rolled again", async () => {
    const { changes, fights, steps } = await plan(4, [6, 2, 1, 1]);
    expect(changes.map((change) => change.kind === "push" && change.figureId)).toEqual(["e2", "e1"]);
    expect(steps[0]?.dice.map((die) => die.value)).toEqual([6, 2]);
    expect(fights.map((fight) => fight.defenderId)).toEqual(["e3", "e4"]);
  });

  it("refuses friends, duplicates and no opponents", async () => {
    const dice = new ScriptedDice([]);
    await expect(planMultipleOpponents({ attacker, opponents: [crewFigure({ id: "pal" })] }, dice)).rejects.toThrow(
      /side/,
    );
    await expect(planMultipleOpponents({ attacker, opponents: [enemyFigure(), enemyFigure()] }, dice)).rejects.toThrow(
      /twice/,
    );
    await expect(planMultipleOpponents({ attacker, opponents: [] }, dice)).rejects.toThrow(/no opponent/);
  });

  it('property: never more than two fights, everyone else pushed back 1" away from the attacker, each once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), fc.integer(), async (count, seed) => {
        const { changes, fights } = await planMultipleOpponents(
          { attacker, opponents: opponents(count) },
          new SeededDice(seed),
        );
        expect(fights.length).toBe(Math.min(count, 2));
        expect(changes.length).toBe(Math.max(count - 2, 0));
        const everyone = [
          ...fights.map((fight) => fight.defenderId),
          ...changes.map((c) => (c.kind === "push" ? c.figureId : "")),
        ];
        expect(new Set(everyone)).toEqual(new Set(opponents(count).map(({ id }) => id)));
        expect(changes.every((c) => c.kind === "push" && c.inches === 1 && c.awayFromId === "lone")).toBe(true);
      }),
    );
  });
});
