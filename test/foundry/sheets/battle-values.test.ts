// The battle values the figure sheets show, worked out by the rules from a plain figure.
import { describe, expect, it } from "vitest";
import type { Weapon } from "../../../src/rules";
import { armour, crewFigure, enemyFigure, weapon } from "../../fixtures/figures";
import { battleValues } from "../../../src/views/five-parsecs/sheets/battle-values";

const crew = (weapons: Weapon[]) => crewFigure({ weapons });
const enemy = enemyFigure;

describe("battleValues", () => {
  it("is null without a figure", () => {
    expect(battleValues(null, "Own")).toBeNull();
  });

  it("gives 90° Arc of Fire, and 180° when the only ranged weapons are Pistols", () => {
    expect(battleValues(crew([weapon("Rifle", 24)]), "Own")).toMatchObject({ arcOfFire: 90, pistolsOnly: false });
    const pistols = battleValues(crew([weapon("Hand Gun", 12, ["pistol"]), weapon("Blade", 0, ["melee"])]), "Own");
    expect(pistols).toMatchObject({ arcOfFire: 180, pistolsOnly: true });
    expect(battleValues(crew([]), "Own")).toMatchObject({ arcOfFire: 90, pistolsOnly: false });
  });

  it("lists Saving Throws best first, marking the best, with an enemy's own first among equals", () => {
    const values = battleValues(enemy({ savingThrow: 5, gear: [armour("Frag Vest", 6), armour("Screen", 5)] }), "Own");
    expect(values?.savingThrows).toEqual([
      { source: "Own", value: 5, best: true },
      { source: "Screen", value: 5, best: true },
      { source: "Frag Vest", value: 6, best: false },
    ]);
    expect(battleValues(crew([]), "Own")?.savingThrows).toEqual([]);
  });

  it("gives no Fearless line for crew, and Fearless (Lieutenant) for a Lieutenant not recorded as Fearless", () => {
    expect(battleValues(crew([]), "Own")?.fearless).toBeUndefined();
    expect(battleValues(enemy({ role: "lieutenant" }), "Own")?.fearless).toEqual({ effective: true, byRole: true });
    expect(battleValues(enemy({ role: "lieutenant", fearless: true }), "Own")?.fearless).toEqual({
      effective: true,
      byRole: false,
    });
    expect(battleValues(enemy({ fearless: true }), "Own")?.fearless).toEqual({ effective: true, byRole: false });
    expect(battleValues(enemy(), "Own")?.fearless).toEqual({ effective: false, byRole: false });
  });
});
