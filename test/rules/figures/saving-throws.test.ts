import { describe, expect, it } from "vitest";
import { bestSavingThrow, savingThrowsOf, type EnemyFigure, type ProtectiveGear } from "../../../src/rules";

const armour = (savingThrow: number): ProtectiveGear => ({ id: `a${savingThrow}`, name: "Armour", kind: "armour", savingThrow });

const enemy = (savingThrow: number | null, gear: ProtectiveGear[]): EnemyFigure => ({
  side: "enemy",
  id: "e1",
  name: "Enforcer",
  speed: 4,
  combatSkill: 1,
  toughness: 4,
  casualtyCategory: "humanoid",
  weapons: [],
  gear,
  ai: "tactical",
  panic: 1,
  rank: "regular",
  role: "basic",
  fearless: false,
  savingThrow,
  seizeModifier: 0,
  guardianOf: null,
});

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
