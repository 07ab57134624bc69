import { describe, expect, it } from "vitest";
import { assertValidRequest, d100, d3, d6, formulaOf, MAX_DICE_PER_REQUEST } from "../../../../src/rules";

describe("the Dice port's requests", () => {
  it("are written as Foundry and players read them", () => {
    expect(formulaOf(d6("Seize the Initiative", 2))).toBe("2d6");
    expect(formulaOf(d3("Critters!"))).toBe("1d3");
    expect(formulaOf(d100("Battle Events"))).toBe("1d100");
  });

  it("allow the pools the rules roll and refuse the rest", () => {
    expect(() => assertValidRequest(d6("Reaction Roll", MAX_DICE_PER_REQUEST))).not.toThrow();
    expect(() => assertValidRequest(d6("Reaction Roll", MAX_DICE_PER_REQUEST + 1))).toThrow(RangeError);
    expect(() => assertValidRequest(d6("Morale", -1))).toThrow(/Morale/);
  });
});
