// The figure sheet's carried weapons and gear rows, built the same way from an Item's data and from the rules' data.
import { describe, expect, it } from "vitest";
import { gearRow, weaponRow } from "../../../src/views/five-parsecs/sheets/carried-rows";
import { armour, weapon } from "../../fixtures/figures";
import { englishLocalizer } from "../../fixtures/english-localizer";

const i18n = englishLocalizer();
const basics = { id: "w1", uuid: "Actor.a.Item.w1", name: "Hand Gun", img: "icons/gun.svg" };

describe("weaponRow", () => {
  it("shows the profile with its traits and battle state in English, and offers Fire for a usable ranged weapon", () => {
    const row = weaponRow(basics, { ...weapon("Hand Gun", 12, ["pistol"]), shots: 1, damage: 0 }, i18n);
    expect(row).toMatchObject({
      ...basics,
      range: 12,
      shots: 1,
      damage: 0,
      brawlingOnly: false,
      usable: true,
      fireable: true,
    });
    expect(row.traits).toBe(i18n.localize("FPB.WeaponTrait.pistol"));
    expect(row.traits).not.toMatch(/^FPB\./);
    expect(row.battleState).toBe(i18n.localize("FPB.WeaponBattleState.ready"));
  });

  it("takes the Item's traits as a Set, joining several labels", () => {
    const row = weaponRow(
      basics,
      { range: 0, shots: 0, damage: 1, traits: new Set(["melee", "pistol"]), battleState: "ready" },
      i18n,
    );
    expect(row.traits).toBe(`${i18n.localize("FPB.WeaponTrait.melee")}, ${i18n.localize("FPB.WeaponTrait.pistol")}`);
  });

  it("Range 0 is a brawling weapon: no Fire", () => {
    const row = weaponRow(basics, weapon("Blade", 0, ["melee"]), i18n);
    expect(row).toMatchObject({ brawlingOnly: true, usable: true, fireable: false });
  });

  it("a weapon Panic Fired or with an Ammo fault is unusable for the battle: no Fire", () => {
    for (const battleState of ["panicFired", "ammoFault"] as const) {
      const row = weaponRow(basics, { ...weapon("Scrap Pistol", 9, ["pistol"]), battleState }, i18n);
      expect(row).toMatchObject({
        usable: false,
        fireable: false,
        battleState: i18n.localize(`FPB.WeaponBattleState.${battleState}`),
      });
    }
    expect(weaponRow(basics, { ...weapon("Rifle", 24), battleState: "singleShotLeft" }, i18n)).toMatchObject({
      usable: true,
      fireable: true,
    });
  });

  it("a ranged weapon with 0 Shots cannot be fired", () => {
    expect(weaponRow(basics, { ...weapon("Odd", 12), shots: 0 }, i18n).fireable).toBe(false);
  });
});

describe("gearRow", () => {
  it("shows the kind in English and the Saving Throw", () => {
    const row = gearRow({ ...basics, name: "Frag Vest" }, armour("Frag Vest", 6), i18n);
    expect(row).toMatchObject({ name: "Frag Vest", savingThrow: 6, kind: i18n.localize("FPB.GearKind.armour") });
    expect(row.kind).not.toMatch(/^FPB\./);
  });
});
