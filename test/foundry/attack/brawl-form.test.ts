import { describe, expect, it } from "vitest";
import { IMPROVISED, UNHARMED } from "../../../src/rules";
import {
  brawlDialogContext,
  brawlInputOf,
  brawlWeaponOptions,
  defaultBrawlForm,
  multipleOpponentsOf,
  readBrawlForm,
} from "../../../src/views/five-parsecs/attack/brawl-form";
import { crewFigure, enemyFigure, weapon } from "../../fixtures/figures";

const blade = weapon("Blade", 0, ["melee"]);
const pistol = weapon("Hand Gun", 12, ["pistol"]);
const kara = crewFigure({ id: "kara", weapons: [pistol, blade] });
const raider = enemyFigure({ id: "raider", weapons: [weapon("Rifle", 24)] });

describe("the brawl dialog's form", () => {
  it("Brawling Combat: each side starts with its best weapon (Melee +2 over Pistol +1, improvised otherwise)", () => {
    expect(defaultBrawlForm(kara, raider)).toEqual({
      attackerWeaponId: blade.id,
      defenderWeaponId: IMPROVISED.id,
      outnumbering: null,
      movingToEngage: true,
      multipleOpponents: false,
      otherWeaponIds: [],
    });
    expect(brawlWeaponOptions(kara, blade.id).map(({ name, bonus, selected }) => [name, bonus, selected])).toEqual([
      [pistol.name, 1, false],
      [blade.name, 2, true],
      [IMPROVISED.name, 0, false],
    ]);
  });

  it("reads the choices, and an unknown outnumbering side as none", () => {
    const defaults = defaultBrawlForm(kara, raider);
    expect(
      readBrawlForm({ attackerWeaponId: pistol.id, outnumbering: "attacker", movingToEngage: false }, defaults),
    ).toEqual({
      ...defaults,
      attackerWeaponId: pistol.id,
      outnumbering: "attacker",
      movingToEngage: false,
    });
    expect(readBrawlForm({ outnumbering: "everyone" }, defaults).outnumbering).toBeNull();
  });

  it("Engaging while stunned: a stunned crew member may not move into a brawl, but may fight without moving", () => {
    const stunned = { ...kara, condition: { ...UNHARMED, marker: "stunned" as const } };
    const form = defaultBrawlForm(stunned, raider);
    expect(brawlInputOf(form, stunned, raider)).toMatchObject({
      ok: false,
      problem: "mayNotEngage",
      verdict: { reason: "stunned" },
    });
    expect(brawlInputOf({ ...form, movingToEngage: false }, stunned, raider)).toMatchObject({ ok: true });
  });

  it("refuses a brawl between figures of one side, with a Goner, or with a weapon the figure does not carry", () => {
    const form = defaultBrawlForm(kara, raider);
    expect(brawlInputOf(form, kara, crewFigure({ id: "other" }))).toEqual({ ok: false, problem: "sameSide" });
    expect(brawlInputOf(form, kara, { ...raider, condition: { ...UNHARMED, goner: true } })).toEqual({
      ok: false,
      problem: "goner",
    });
    expect(brawlInputOf({ ...form, attackerWeaponId: "Laser Sword" }, kara, raider)).toEqual({
      ok: false,
      problem: "noWeapon",
    });
  });
});

describe("Multiple Opponents in the brawl dialog", () => {
  const boss = enemyFigure({ id: "boss", name: "Raider Boss", weapons: [blade] });
  const rex = crewFigure({ id: "rex", name: "Rex" });
  const i18n = { format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}` };

  it("starts checked, with each other fighter's best weapon, and reads the choices by index", () => {
    const group = { lone: "attacker" as const, others: [boss] };
    const defaults = defaultBrawlForm(kara, raider, group);
    expect(defaults).toMatchObject({ multipleOpponents: true, otherWeaponIds: [blade.id] });
    expect(readBrawlForm({ multipleOpponents: false, otherWeapons: { 0: IMPROVISED.id } }, defaults)).toMatchObject({
      multipleOpponents: false,
      otherWeaponIds: [IMPROVISED.id],
    });
    const context = brawlDialogContext(kara, raider, defaults, group, i18n);
    expect(context.group?.hint).toContain('"opponents":"Raider, Raider Boss"');
    expect(context.group?.others.map((other) => other.name)).toEqual(["Raider Boss"]);
    expect(brawlDialogContext(kara, raider, defaultBrawlForm(kara, raider), null, i18n).group).toBeNull();
  });

  it("gives the rules a lone attacker's plan, or a lone defender's with the attacker as the figure moving in", () => {
    const attackerGroup = { lone: "attacker" as const, others: [boss] };
    const result = multipleOpponentsOf(defaultBrawlForm(kara, raider, attackerGroup), kara, raider, attackerGroup);
    expect(result).toMatchObject({ ok: true, fight: { plan: { attacker: kara, opponents: [raider, boss] } } });
    expect(result.ok && Object.keys(result.fight.weapons)).toEqual(["kara", "raider", "boss"]);
    const defenderGroup = { lone: "defender" as const, others: [rex] };
    expect(
      multipleOpponentsOf(defaultBrawlForm(kara, raider, defenderGroup), kara, raider, defenderGroup),
    ).toMatchObject({
      ok: true,
      fight: { plan: { defender: raider, opponents: [kara, rex], moverId: "kara" } },
    });
    const stunned = { ...kara, condition: { ...UNHARMED, marker: "stunned" as const } };
    expect(
      multipleOpponentsOf(defaultBrawlForm(stunned, raider, attackerGroup), stunned, raider, attackerGroup),
    ).toMatchObject({ ok: false, problem: "mayNotEngage" });
    expect(
      multipleOpponentsOf(
        { ...defaultBrawlForm(kara, raider, attackerGroup), otherWeaponIds: ["Laser Sword"] },
        kara,
        raider,
        attackerGroup,
      ),
    ).toEqual({ ok: false, problem: "noWeapon" });
    expect(
      multipleOpponentsOf(defaultBrawlForm(kara, raider, defenderGroup), kara, raider, {
        lone: "attacker",
        others: [rex],
      }),
    ).toEqual({ ok: false, problem: "sameSide" });
  });
});
