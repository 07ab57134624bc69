import { describe, expect, it } from "vitest";
import {
  bestBrawlWeapon,
  brawlBonus,
  brawlChoices,
  IMPROVISED,
  MELEE_BRAWL_BONUS,
  PISTOL_BRAWL_BONUS,
  assertBrawlWeapon,
} from "../../../../src/rules/five-parsecs/brawling/brawl-weapon";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const pistol = { ...weapon("Hand Gun", 12, ["pistol"]), damage: 0 };
const blade = { ...weapon("Blade", 0, ["melee"]), damage: 0 };
const ripperSword = { ...weapon("Ripper Sword", 0, ["melee"]), damage: 1 };
const rifle = weapon("Military Rifle", 24);

describe("Brawling Combat: weapon bonus", () => {
  it("adds +1 for a Pistol and +2 for a Melee weapon", () => {
    expect(PISTOL_BRAWL_BONUS).toBe(1);
    expect(MELEE_BRAWL_BONUS).toBe(2);
    expect(brawlBonus(pistol)).toBe(1);
    expect(brawlBonus(blade)).toBe(2);
  });

  it("no suitable weapon: improvise, adding +0 and striking with Damage +0", () => {
    expect(brawlBonus(rifle)).toBe(0);
    expect(brawlBonus(IMPROVISED)).toBe(0);
    expect(IMPROVISED.damage).toBe(0);
  });

  it("only usable weapons count: a Pistol lost to Panic Fire gives no bonus", () => {
    expect(brawlBonus({ ...pistol, battleState: "panicFired" })).toBe(0);
    expect(brawlBonus({ ...blade, battleState: "ammoFault" })).toBe(0);
    expect(brawlBonus({ ...pistol, battleState: "singleShotLeft" })).toBe(1);
  });

  it("each character selects among its suitable weapons, and may always improvise", () => {
    const figure = crewFigure({ weapons: [rifle, pistol, { ...blade, battleState: "ammoFault" }] });
    expect(brawlChoices(figure)).toEqual([pistol, IMPROVISED]);
  });

  it("refuses a brawl weapon the figure does not carry or cannot use, naming improvising", () => {
    expect(() => assertBrawlWeapon(crewFigure({ weapons: [pistol] }), blade)).toThrow(/does not carry "Blade"/);
    expect(() => assertBrawlWeapon(crewFigure({ weapons: [rifle] }), rifle)).toThrow(/must improvise/);
    expect(() => assertBrawlWeapon(crewFigure(), IMPROVISED)).not.toThrow();
  });
});

describe("Brawling Combat: the enemy will always opt for the weapon with the highest bonus", () => {
  it("takes the Melee weapon over the Pistol, whatever the order carried", () => {
    expect(bestBrawlWeapon(enemyFigure({ weapons: [pistol, blade] }))).toBe(blade);
    expect(bestBrawlWeapon(enemyFigure({ weapons: [blade, pistol] }))).toBe(blade);
  });

  it("takes the Pistol over a rifle, and improvises with neither", () => {
    expect(bestBrawlWeapon(enemyFigure({ weapons: [rifle, pistol] }))).toBe(pistol);
    expect(bestBrawlWeapon(enemyFigure({ weapons: [rifle] }))).toBe(IMPROVISED);
    expect(bestBrawlWeapon(enemyFigure({ weapons: [{ ...pistol, battleState: "panicFired" }] }))).toBe(IMPROVISED);
  });

  it("between equal bonuses, the higher Damage", () => {
    expect(bestBrawlWeapon(enemyFigure({ weapons: [blade, ripperSword] }))).toBe(ripperSword);
    expect(bestBrawlWeapon(enemyFigure({ weapons: [ripperSword, blade] }))).toBe(ripperSword);
  });
});
