import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/rules";
import { afterFiring, canPanicFire, shotsFired } from "../../../../src/rules/five-parsecs/shooting/panic-fire";
import { rollCrouching } from "../../../../src/rules/five-parsecs/shooting/crouching";
import { crewFigure, weapon } from "../../../fixtures/figures";

const pistol = weapon("Hand Gun", 12, ["pistol"]);
const rifle = { ...weapon("Auto Rifle", 24), shots: 2 };
const firer = crewFigure({ weapons: [pistol, rifle] });

describe("Panic Fire", () => {
  it("only a Pistol may Panic Fire", () => {
    expect(canPanicFire(pistol)).toBe(true);
    expect(canPanicFire(rifle)).toBe(false);
  });

  it("the figure receives 1 additional Shot", () => {
    expect(shotsFired(pistol, false)).toBe(1);
    expect(shotsFired(pistol, true)).toBe(2);
    expect(shotsFired(rifle, true)).toBe(2);
  });

  it("the Pistol is not usable for the rest of the battle", () => {
    expect(afterFiring(firer, pistol, true)).toEqual([
      { kind: "weapon", figureId: firer.id, weaponId: pistol.id, battleState: "panicFired" },
    ]);
    expect(afterFiring(firer, pistol, false)).toEqual([]);
  });
});

describe("Battle Events: Ammo fault (can be fired only once this battle)", () => {
  it("a weapon with a single shot left is spent once it fires", () => {
    const lastShot = { ...rifle, battleState: "singleShotLeft" } as const;
    expect(afterFiring(firer, lastShot, false)).toEqual([
      { kind: "weapon", figureId: firer.id, weaponId: rifle.id, battleState: "ammoFault" },
    ]);
  });
});

describe("Crouching", () => {
  it.each([
    [4, false, "hit"],
    [5, true, "negated"],
    [6, true, "negated"],
    [1, false, "hit"],
  ])(
    "a 1D6 of %i: on a 5-6 the terrain feature is blown to pieces but the hit is negated (%s)",
    async (value, negated, result) => {
      const dice = new ScriptedDice([{ results: [value], purpose: "Crouching" }]);
      const roll = await rollCrouching(dice);
      expect(roll.negated).toBe(negated);
      expect(roll.step).toMatchObject({
        rule: "Crouching",
        needed: 5,
        result,
        dice: [{ purpose: "Crouching", faces: 6, value }],
      });
      dice.assertAllUsed();
    },
  );
});
