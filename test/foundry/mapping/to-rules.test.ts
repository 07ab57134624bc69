import { describe, expect, it } from "vitest";
import { MappingError, toFigure, toProtectiveGear, toWeapon } from "../../../src/foundry/five-parsecs/mapping/to-rules";
import type { ActorSnapshot, ItemSnapshot } from "../../../src/foundry/five-parsecs/mapping/snapshot";
import { arcOfFire, isFearless, savingThrowsOf, type CrewFigure, type EnemyFigure } from "../../../src/rules";

const handGun: ItemSnapshot = {
  id: "Item.handgun",
  name: "Hand Gun",
  type: "five-parsecs-battle.weapon",
  system: { range: 12, shots: 1, damage: 0, traits: ["pistol"], battleState: "ready" },
};
const blade: ItemSnapshot = {
  id: "Item.blade",
  name: "Blade",
  type: "five-parsecs-battle.weapon",
  system: { range: 0, shots: 0, damage: 0, traits: new Set(["melee"]), battleState: "ready" },
};
const screen: ItemSnapshot = {
  id: "Item.screen",
  name: "Deflector Field",
  type: "five-parsecs-battle.gear",
  system: { kind: "screen", savingThrow: 5 },
};
const note: ItemSnapshot = { id: "Item.note", name: "Lucky charm", type: "base", system: {} };

const kit: ActorSnapshot = {
  id: "Actor.kit",
  name: "Kit",
  type: "five-parsecs-battle.crew",
  system: {
    reactions: 2,
    speed: 5,
    combatSkill: 1,
    toughness: 4,
    savvy: 2,
    luck: { value: 1, max: 2 },
    traits: ["swift", "human"],
    casualtyCategory: "humanoid",
  },
  items: [handGun, blade, screen, note],
};

const lieutenant: ActorSnapshot = {
  id: "Scene.s.Token.t.Actor.raider",
  name: "Raider Lieutenant",
  type: "five-parsecs-battle.enemy",
  system: {
    speed: 4,
    combatSkill: 1,
    toughness: 4,
    ai: "aggressive",
    panic: 2,
    casualtyCategory: "humanoid",
    rank: "boss",
    role: "lieutenant",
    fearless: false,
    savingThrow: 6,
    seizeModifier: -1,
    guardianOf: "",
  },
  items: [],
};

describe("mapping documents to the rules' figures", () => {
  it("maps a crew member's profile, Luck and traits", () => {
    const figure = toFigure(kit) as CrewFigure;
    expect(figure).toMatchObject({
      side: "crew",
      id: "Actor.kit",
      name: "Kit",
      reactions: 2,
      speed: 5,
      combatSkill: 1,
      toughness: 4,
      savvy: 2,
      luck: { current: 1, max: 2 },
      casualtyCategory: "humanoid",
    });
    // Traits come out in the vocabulary's order, whatever order or collection they were stored in.
    expect(figure.traits).toEqual(["human", "swift"]);
  });

  it("carries the actor's weapons and protective gear, and ignores other items", () => {
    const figure = toFigure(kit)!;
    expect(figure.weapons.map((w) => w.name)).toEqual(["Hand Gun", "Blade"]);
    expect(figure.gear).toEqual([{ id: "Item.screen", name: "Deflector Field", kind: "screen", savingThrow: 5 }]);
    expect(savingThrowsOf(figure)).toEqual([5]);
    // Arc of Fire, read from mapped data: the Hand Gun is the only ranged weapon, so 180 degrees.
    expect(arcOfFire(figure)).toBe(180);
  });

  it("maps an enemy, keeping its own Saving Throw and reading an empty ward as none", () => {
    const figure = toFigure(lieutenant) as EnemyFigure;
    expect(figure).toMatchObject({
      side: "enemy",
      ai: "aggressive",
      panic: 2,
      rank: "boss",
      role: "lieutenant",
      savingThrow: 6,
      seizeModifier: -1,
      guardianOf: null,
    });
    expect(isFearless(figure)).toBe(true);
    expect(savingThrowsOf(figure)).toEqual([6]);
  });

  it("keeps a Guardian's ward", () => {
    const guardian = {
      ...lieutenant,
      system: { ...(lieutenant.system as object), ai: "guardian", guardianOf: "Actor.boss" },
    };
    expect((toFigure(guardian) as EnemyFigure).guardianOf).toBe("Actor.boss");
  });

  it("maps weapons: profile, traits and battle state", () => {
    expect(toWeapon(blade)).toEqual({
      id: "Item.blade",
      name: "Blade",
      range: 0,
      shots: 0,
      damage: 0,
      traits: ["melee"],
      battleState: "ready",
    });
    const spent = { ...handGun, system: { ...(handGun.system as object), battleState: "panicFired" } };
    expect(toWeapon(spent).battleState).toBe("panicFired");
    expect(toProtectiveGear(screen).savingThrow).toBe(5);
  });

  it("returns null for an actor that is not one of this module's figures", () => {
    expect(toFigure({ ...kit, type: "character" })).toBeNull();
  });

  it("refuses data outside the limits with a clear error instead of passing it to the rules", () => {
    const broken = { ...kit, system: { ...(kit.system as object), reactions: 9 } };
    expect(() => toFigure(broken)).toThrow(MappingError);
    expect(() => toFigure(broken)).toThrow(/"Kit" has crew data outside the rules' limits: reactions \(aboveMax: 9\)/);
    const badWeapon = { ...handGun, system: { ...(handGun.system as object), traits: ["laser"] } };
    expect(() => toFigure({ ...kit, items: [badWeapon] })).toThrow(/Hand Gun/);
  });
});
