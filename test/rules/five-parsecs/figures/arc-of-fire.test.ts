import { describe, expect, it } from "vitest";
import { arcOfFire, type Weapon } from "../../../../src/rules";
import { crewFigure, weapon } from "../../../fixtures/figures";

const figureWith = (weapons: Weapon[]) => crewFigure({ weapons });

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
