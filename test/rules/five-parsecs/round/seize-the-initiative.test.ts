import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED } from "../../../../src/rules";
import { rollSeizeTheInitiative, SEIZE_HIT_MODE, type SeizeInput } from "../../../../src/rules/five-parsecs/round";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";

const crew = [crewFigure({ id: "a", savvy: 1 }), crewFigure({ id: "b", savvy: 2 })];
const enemies = [enemyFigure({ id: "x" }), enemyFigure({ id: "y" })];
const base: SeizeInput = { crew, enemies, difficulty: "normal", hiredMuscle: false };
const seize = (input: Partial<SeizeInput>, dice: [number, number]) =>
  rollSeizeTheInitiative({ ...base, ...input }, new ScriptedDice([{ results: dice, purpose: "Seize the Initiative" }]));

describe("Seizing the Initiative", () => {
  it("rolls 2D6 and adds the highest Savvy score of any crew member; 10+ seizes", async () => {
    const result = await seize({}, [4, 4]);
    expect(result.step.total).toBe(10);
    expect(result.step.modifiers).toEqual([{ value: 2, reason: "Highest Savvy" }]);
    expect(result.seized).toBe(true);
    expect((await seize({}, [4, 3])).seized).toBe(false);
  });

  it("ignores crew already removed from play when finding the highest Savvy", async () => {
    const goner = crewFigure({ id: "c", savvy: 5, condition: { ...UNHARMED, goner: true } });
    expect((await seize({ crew: [...crew, goner] }, [1, 1])).step.total).toBe(4);
  });

  it("adds +1 if you are outnumbered", async () => {
    const more = [...enemies, enemyFigure({ id: "z" })];
    expect((await seize({ enemies: more }, [1, 1])).step.modifiers).toContainEqual({ value: 1, reason: "Outnumbered" });
    expect((await seize({}, [1, 1])).step.modifiers.some((m) => m.reason === "Outnumbered")).toBe(false);
  });

  it("modifies by -1 against Hired Muscle, -2 on Hardcore and -3 on Insanity", async () => {
    expect((await seize({ hiredMuscle: true }, [1, 1])).step.total).toBe(3);
    expect((await seize({ difficulty: "hardcore" }, [1, 1])).step.total).toBe(2);
    expect((await seize({ difficulty: "insanity" }, [1, 1])).step.total).toBe(1);
  });

  it("adds the opponents' own bonus or penalty", async () => {
    const wary = enemies.map((e) => ({ ...e, seizeModifier: -1 }));
    expect((await seize({ enemies: wary }, [1, 1])).step.total).toBe(3);
    const careless = enemies.map((e) => ({ ...e, seizeModifier: 1 }));
    expect((await seize({ enemies: careless }, [1, 1])).step.total).toBe(5);
  });

  it("a crew with any Feral ignores the penalties the opponents would impose, not their bonuses nor the campaign's", async () => {
    const feralCrew = [crew[0]!, { ...crew[1]!, traits: ["feral" as const] }];
    const wary = enemies.map((e) => ({ ...e, seizeModifier: -2 }));
    const result = await seize({ crew: feralCrew, enemies: wary, hiredMuscle: true }, [1, 1]);
    expect(result.step.total).toBe(3);
    expect(result.ignored).toHaveLength(1);
    const careless = enemies.map((e) => ({ ...e, seizeModifier: 1 }));
    expect((await seize({ crew: feralCrew, enemies: careless }, [1, 1])).step.total).toBe(5);
  });

  it("shots taken when seizing only Hit on a natural 6", () => {
    expect(SEIZE_HIT_MODE).toBe("naturalSixOnly");
  });
});
