// The shared figure checker (src/rules/five-parsecs/figures/figure-checks.ts): a figure handed to a public rules function is checked
// against the rules' vocabulary and LIMITS once, and the first problem names the field and the value.
import { describe, expect, it } from "vitest";
import { assertFigure, describeProblem, figureProblem } from "../../../../src/rules/five-parsecs/figures/figure-checks";
import { armour, crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

describe("figureProblem", () => {
  it("accepts the fixtures' legal crew and enemy figures, with weapons and gear", () => {
    expect(
      figureProblem(crewFigure({ weapons: [weapon("Pistol", 12, ["pistol"])], gear: [armour("Vest", 5)] })),
    ).toBeNull();
    expect(figureProblem(enemyFigure({ savingThrow: 5, guardianOf: "Actor.boss" }), "figure", "enemy")).toBeNull();
  });

  it.each([
    ["a number", 42, "figure", "a figure"],
    ["an unknown side", { ...crewFigure(), side: "neutral" }, "figure.side", "one of crew, enemy"],
    ["NaN Toughness", enemyFigure({ toughness: Number.NaN }), "figure.toughness", "a whole number from 1 to 6"],
    ["an unknown AI type", { ...enemyFigure(), ai: "sleepy" }, "figure.ai", "one of aggressive"],
    ["Luck above its maximum", crewFigure({ luck: { current: 2, max: 1 } }), "figure.luck.current", "at most luck.max"],
    [
      "a marker the rules do not have",
      { ...crewFigure(), condition: { ...crewFigure().condition, marker: "dazzled" } },
      "figure.condition.marker",
      "one of stunned, shocked, or null",
    ],
    [
      "gear with no Saving Throw",
      crewFigure({ gear: [{ id: "g", name: "Vest", kind: "armour" } as never] }),
      "figure.gear[0].savingThrow",
      "a whole number from 2 to 6",
    ],
    ["traits as a Set", { ...crewFigure(), traits: new Set(["human"]) }, "figure.traits", "a list"],
  ])("names the field for %s", (_name, value, field, expected) => {
    const found = figureProblem(value);
    expect(found?.field).toBe(field);
    expect(found?.expected).toContain(expected);
  });

  it("refuses a figure on the other side when a side is asked for", () => {
    expect(figureProblem(crewFigure(), "target", "enemy")?.field).toBe("target.side");
  });

  it("assertFigure throws a RangeError with the entry's name, the field and the value", () => {
    expect(() => assertFigure(enemyFigure({ combatSkill: Number.NaN }), "resolveFire", "request.target")).toThrow(
      new RangeError("resolveFire: request.target.combatSkill must be a whole number from 0 to 5 (got NaN)"),
    );
    expect(describeProblem({ field: "f", value: undefined, expected: "x" })).toBe("f must be x (got undefined)");
  });
});
