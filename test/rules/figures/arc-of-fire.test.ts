import { describe, expect, it } from "vitest";
import { arcOfFire, type CrewFigure, type Weapon, type WeaponTrait } from "../../../src/rules";

const weapon = (name: string, range: number, traits: WeaponTrait[] = []): Weapon => ({
  id: name,
  name,
  range,
  shots: range > 0 ? 1 : 0,
  damage: 0,
  traits,
  battleState: "ready",
});

const figureWith = (weapons: Weapon[]): CrewFigure => ({
  side: "crew",
  id: "c1",
  name: "Kit",
  reactions: 1,
  speed: 4,
  combatSkill: 0,
  toughness: 3,
  savvy: 0,
  luck: { current: 0, max: 0 },
  traits: [],
  casualtyCategory: "humanoid",
  weapons,
  gear: [],
});

describe("Arc of Fire", () => {
  it("is 90 degrees to the front", () => {
    expect(arcOfFire(figureWith([weapon("Military Rifle", 24)]))).toBe(90);
  });

  it("is 180 degrees if the only ranged weapons carried are Pistols", () => {
    expect(arcOfFire(figureWith([weapon("Hand Gun", 12, ["pistol"])]))).toBe(180);
    expect(arcOfFire(figureWith([weapon("Hand Gun", 12, ["pistol"]), weapon("Blade", 0, ["melee"])]))).toBe(180);
  });

  it("is 90 degrees when a Pistol is carried with another ranged weapon", () => {
    expect(arcOfFire(figureWith([weapon("Hand Gun", 12, ["pistol"]), weapon("Shotgun", 12)]))).toBe(90);
  });

  it("is 90 degrees with no ranged weapon at all (the Pistol rule needs Pistols)", () => {
    expect(arcOfFire(figureWith([]))).toBe(90);
    expect(arcOfFire(figureWith([weapon("Blade", 0, ["melee"])]))).toBe(90);
  });
});
