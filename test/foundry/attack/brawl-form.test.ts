import { describe, expect, it } from "vitest";
import { IMPROVISED, UNHARMED } from "../../../src/rules";
import { brawlInputOf, brawlWeaponOptions, defaultBrawlForm, readBrawlForm } from "../../../src/foundry/attack/brawl-form";
import { crewFigure, enemyFigure, weapon } from "../../fixtures/figures";

const blade = weapon("Blade", 0, ["melee"]);
const pistol = weapon("Hand Gun", 12, ["pistol"]);
const kara = crewFigure({ id: "kara", weapons: [pistol, blade] });
const raider = enemyFigure({ id: "raider", weapons: [weapon("Rifle", 24)] });

describe("the brawl dialog's form", () => {
  it("Brawling Combat: each side starts with its best weapon (Melee +2 over Pistol +1, improvised otherwise)", () => {
    expect(defaultBrawlForm(kara, raider)).toEqual({ attackerWeaponId: blade.id, defenderWeaponId: IMPROVISED.id, outnumbering: null, movingToEngage: true });
    expect(brawlWeaponOptions(kara, blade.id).map(({ name, bonus, selected }) => [name, bonus, selected])).toEqual([
      [pistol.name, 1, false],
      [blade.name, 2, true],
      [IMPROVISED.name, 0, false],
    ]);
  });

  it("reads the choices, and an unknown outnumbering side as none", () => {
    const defaults = defaultBrawlForm(kara, raider);
    expect(readBrawlForm({ attackerWeaponId: pistol.id, outnumbering: "attacker", movingToEngage: false }, defaults)).toEqual({
      ...defaults, attackerWeaponId: pistol.id, outnumbering: "attacker", movingToEngage: false,
    });
    expect(readBrawlForm({ outnumbering: "everyone" }, defaults).outnumbering).toBeNull();
  });

  it("Engaging while stunned: a stunned crew member may not move into a brawl, but may fight without moving", () => {
    const stunned = { ...kara, condition: { ...UNHARMED, marker: "stunned" as const } };
    const form = defaultBrawlForm(stunned, raider);
    expect(brawlInputOf(form, stunned, raider)).toMatchObject({ ok: false, problem: "mayNotEngage", verdict: { reason: "stunned" } });
    expect(brawlInputOf({ ...form, movingToEngage: false }, stunned, raider)).toMatchObject({ ok: true });
  });

  it("refuses a brawl between figures of one side, with a Goner, or with a weapon the figure does not carry", () => {
    const form = defaultBrawlForm(kara, raider);
    expect(brawlInputOf(form, kara, crewFigure({ id: "other" }))).toEqual({ ok: false, problem: "sameSide" });
    expect(brawlInputOf(form, kara, { ...raider, condition: { ...UNHARMED, goner: true } })).toEqual({ ok: false, problem: "goner" });
    expect(brawlInputOf({ ...form, attackerWeaponId: "Laser Sword" }, kara, raider)).toEqual({ ok: false, problem: "noWeapon" });
  });
});
