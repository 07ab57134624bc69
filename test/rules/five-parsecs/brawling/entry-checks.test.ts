// "Brawling Combat" and "Resolving Hits" at the rules boundary (issue #14): fighters and targets are checked against
// the limits once, on entry, and refused with the field and the value instead of a NaN total or a bare TypeError.
import { describe, expect, it } from "vitest";
import { IMPROVISED, ScriptedDice, resolveBrawl, resolveHit } from "../../../../src/rules";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";

const kara = crewFigure({ id: "kara" });
const raider = enemyFigure({ id: "raider" });
const brawl = (input: object) =>
  resolveBrawl(
    { attacker: kara, defender: raider, attackerWeapon: IMPROVISED, defenderWeapon: IMPROVISED, ...input } as never,
    new ScriptedDice([]),
  );
const hit = (input: object) =>
  resolveHit(
    { attackerId: "kara", target: raider, damage: 0, naturalHitRoll: 5, ...input } as never,
    new ScriptedDice([]),
  );

describe("Brawling Combat and Resolving Hits refuse what they cannot resolve (issue #14)", () => {
  it("names a NaN Combat Skill, a figure without condition, a bad weapon and an unknown outnumbering side", async () => {
    await expect(brawl({ attacker: { ...kara, combatSkill: Number.NaN } })).rejects.toThrow(
      "resolveBrawl: input.attacker.combatSkill",
    );
    const { condition: _condition, ...formless } = raider;
    await expect(brawl({ defender: formless })).rejects.toThrow("input.defender.condition");
    await expect(brawl({ defenderWeapon: { ...IMPROVISED, damage: Number.NaN } })).rejects.toThrow(
      "input.defenderWeapon.damage",
    );
    await expect(brawl({ outnumbering: "both" })).rejects.toThrow(
      'input.outnumbering must be attacker, defender or null (got "both")',
    );
  });

  it("names a NaN Toughness, a negative Damage and a seven on a die", async () => {
    await expect(hit({ target: { ...raider, toughness: Number.NaN } })).rejects.toThrow(
      "resolveHit: input.target.toughness",
    );
    await expect(hit({ damage: -1 })).rejects.toThrow("input.damage must be a whole number, 0 or more (got -1)");
    await expect(hit({ naturalHitRoll: 7 })).rejects.toThrow(
      "input.naturalHitRoll must be a die from 1 to 6, or null (got 7)",
    );
    await expect(hit({})).rejects.toThrow("Scripted dice ran out"); // a valid hit gets as far as the dice
  });
});
