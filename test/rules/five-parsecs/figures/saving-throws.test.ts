import { describe, expect, it } from "vitest";
import { bestSavingThrow, savingThrowsOf, type ProtectiveGear } from "../../../../src/rules";
import { armour as armourOf, enemyFigure } from "../../../fixtures/figures";

const armour = (savingThrow: number) => armourOf(`Armour ${savingThrow}+`, savingThrow);
const enemy = (savingThrow: number | null, gear: ProtectiveGear[]) => enemyFigure({ savingThrow, gear });

describe("Saving Throws", () => {
  it("collects the enemy's own Saving Throw and its gear's", () => {
    expect(savingThrowsOf(enemy(6, [armour(5)]))).toEqual([6, 5]);
    expect(savingThrowsOf(enemy(null, []))).toEqual([]);
  });

  it("a single roll equal to the best available Saving Throw: the lowest score", () => {
    expect(bestSavingThrow(enemy(6, [armour(5), armour(4)]))).toBe(4);
    expect(bestSavingThrow(enemy(5, []))).toBe(5);
  });

  it("no Saving Throw at all is null, not a roll", () => {
    expect(bestSavingThrow(enemy(null, []))).toBeNull();
  });
});
