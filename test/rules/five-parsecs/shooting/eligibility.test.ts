import { describe, expect, it } from "vitest";
import { UNHARMED, type Weapon } from "../../../../src/rules";
import { canFire } from "../../../../src/rules/five-parsecs/shooting/eligibility";
import { checkGunSlinging } from "../../../../src/rules/five-parsecs/shooting/gun-slinging";
import { effectiveCombatSkill as combatSkillOf } from "../../../../src/rules/five-parsecs/hits/wounds";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const rifle = weapon("Military Rifle", 24);
const pistol = weapon("Hand Gun", 12, ["pistol"]);
const blade = weapon("Blade", 0, ["melee"]);
const armed = (weapons: Weapon[], marker: "stunned" | "shocked" | null = null) =>
  crewFigure({ weapons, condition: { ...UNHARMED, marker } });

describe("Eligibility to Fire", () => {
  it("a figure without markers may fire a carried, usable ranged weapon after moving", () => {
    expect(canFire({ firer: armed([rifle]), weapon: rifle, hasMoved: true })).toEqual({ allowed: true });
  });

  it("a shocked character can not make a combat action, moved or not", () => {
    expect(canFire({ firer: armed([rifle], "shocked"), weapon: rifle, hasMoved: false })).toEqual({
      allowed: false,
      reason: "shocked",
    });
  });

  it("a stunned character can either move or take an action but cannot do both", () => {
    expect(canFire({ firer: armed([rifle], "stunned"), weapon: rifle, hasMoved: false })).toEqual({ allowed: true });
    expect(canFire({ firer: armed([rifle], "stunned"), weapon: rifle, hasMoved: true })).toEqual({
      allowed: false,
      reason: "stunnedAndMoved",
    });
  });

  it("a Goner is removed from play and does not fire", () => {
    const goner = crewFigure({ weapons: [rifle], condition: { ...UNHARMED, goner: true } });
    expect(canFire({ firer: goner, weapon: rifle, hasMoved: false })).toEqual({ allowed: false, reason: "goner" });
  });

  it("the one weapon chosen must be carried, ranged and usable (Panic Fire, Ammo fault)", () => {
    expect(canFire({ firer: armed([rifle]), weapon: pistol, hasMoved: false })).toMatchObject({
      reason: "weaponNotCarried",
    });
    expect(canFire({ firer: armed([blade]), weapon: blade, hasMoved: false })).toMatchObject({ reason: "notRanged" });
    const spent = { ...pistol, battleState: "panicFired" } as const;
    expect(canFire({ firer: armed([spent]), weapon: spent, hasMoved: false })).toMatchObject({
      reason: "weaponUnusable",
    });
    const faulty = { ...rifle, battleState: "ammoFault" } as const;
    expect(canFire({ firer: armed([faulty]), weapon: faulty, hasMoved: false })).toMatchObject({
      reason: "weaponUnusable",
    });
    const lastShot = { ...rifle, battleState: "singleShotLeft" } as const;
    expect(canFire({ firer: armed([lastShot]), weapon: lastShot, hasMoved: false })).toEqual({ allowed: true });
  });
});

describe("Gun Slinging", () => {
  const second = { ...pistol, id: "Hand Gun 2" };

  it("a figure may fire 2 Pistols", () => {
    expect(checkGunSlinging(armed([pistol, second]), [pistol, second], false)).toEqual({ allowed: true });
  });

  it("both weapons must be Pistols, and two different ones", () => {
    expect(checkGunSlinging(armed([pistol, rifle]), [pistol, rifle], false)).toEqual({
      allowed: false,
      reason: "notPistol",
    });
    expect(checkGunSlinging(armed([pistol]), [pistol, pistol], false)).toEqual({
      allowed: false,
      reason: "sameWeapon",
    });
  });

  it("each Pistol must itself be eligible to fire", () => {
    const spent = { ...second, battleState: "panicFired" } as const;
    expect(checkGunSlinging(armed([pistol, spent]), [pistol, spent], false)).toEqual({
      allowed: false,
      reason: "weaponUnusable",
    });
    expect(checkGunSlinging(armed([pistol, second], "shocked"), [pistol, second], false)).toMatchObject({
      reason: "shocked",
    });
  });
});

describe("Combat Skill for Rolling to hit (Wounded: Reduce their Combat Skill by 1)", () => {
  it("is the profile's Combat Skill, less 1 while Wounded, down to -1", () => {
    expect(combatSkillOf(enemyFigure({ combatSkill: 1 }))).toBe(1);
    expect(combatSkillOf(enemyFigure({ combatSkill: 1, condition: { ...UNHARMED, wounded: true } }))).toBe(0);
    expect(combatSkillOf(enemyFigure({ combatSkill: 0, condition: { ...UNHARMED, wounded: true } }))).toBe(-1);
  });
});
