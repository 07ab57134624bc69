// "Ranged Combat" at the rules boundary (issue #14, "Figures are trusted"): a request a macro or an old world could
// hand in is refused with the field and the value, never a "needs NaN+" or a bare TypeError from the hit rolls.
import { describe, expect, it } from "vitest";
import { ScriptedDice, resolveFire, usableRangedWeapons, type Figure, type TargetView } from "../../../../src/rules";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const rifle = weapon("Rifle", 24);
const view = (target: Figure, overrides: Partial<TargetView> = {}): TargetView => ({
  target,
  distance: 10,
  inCover: false,
  visible: true,
  inFirersArc: true,
  firerInTargetsArc: true,
  goodShot: false,
  crouching: false,
  withinThreeInchesOf: [],
  ...overrides,
});
const kara = crewFigure({ id: "kara", weapons: [rifle] });
const raider = enemyFigure({ id: "raider" });
const fire = (request: object) =>
  resolveFire(
    { firer: kara, weapon: rifle, views: [view(raider)], mode: "normal", hasMoved: false, ...request } as never,
    new ScriptedDice([]),
  );

describe("Ranged Combat refuses a request it cannot fire (issue #14)", () => {
  it("names the field and the value of a NaN Combat Skill, Toughness or Damage, and rolls no die", async () => {
    await expect(fire({ firer: { ...kara, combatSkill: Number.NaN } })).rejects.toThrow(
      "resolveShot: request.firer.combatSkill must be",
    );
    await expect(fire({ views: [view({ ...raider, toughness: Number.NaN })] })).rejects.toThrow(
      "request.views[0].target.toughness",
    );
    await expect(fire({ weapon: { ...rifle, damage: Number.NaN } })).rejects.toThrow("request.weapon.damage");
    await expect(fire({ views: [view(raider, { distance: Number.NaN })] })).rejects.toThrow(
      "request.views[0].distance must be a distance in inches, 0 or more (got NaN)",
    );
  });

  it("refuses a figure without weapons or condition, an unknown mode and a view that is not one, with the field", async () => {
    const { weapons: _weapons, ...unarmed } = kara;
    await expect(fire({ firer: unarmed })).rejects.toThrow("request.firer.weapons");
    const { condition: _condition, ...formless } = raider;
    await expect(fire({ views: [view(formless as Figure)] })).rejects.toThrow("request.views[0].target.condition");
    await expect(fire({ mode: "wild" })).rejects.toThrow(
      'request.mode must be one of normal, naturalSixOnly (got "wild")',
    );
    await expect(fire({ views: [null] })).rejects.toThrow("request.views[0] must be a target view");
    await expect(fire({ modifiers: [{ value: Number.POSITIVE_INFINITY, reason: "?" }] })).rejects.toThrow(
      "request.modifiers[0].value",
    );
  });

  it("usableRangedWeapons says what is missing instead of a bare TypeError", () => {
    expect(() => usableRangedWeapons({ ...kara, weapons: undefined } as never)).toThrow(
      "usableRangedWeapons: figure.weapons must be a list",
    );
    expect(() => usableRangedWeapons(null as never)).toThrow(
      "usableRangedWeapons: figure.weapons must be a list (got null)",
    );
    expect(usableRangedWeapons(kara)).toEqual([rifle]);
  });
});

describe("targetViewsFrom checks the figures it is handed (issue #14)", () => {
  it("names a firer without weapons and a target with a NaN Combat Skill instead of failing inside", async () => {
    const { crew, crewAt, enemy, enemyAt, table } = await import("../ai/helpers");
    const { targetViewsFrom } = await import("../../../../src/rules");
    const t = table({ figures: [crewAt("A", 8, 18), enemyAt("E", 20, 18)] }, [crew("A"), enemy("E")]);
    const unarmed = new Map<string, unknown>([
      ["A", { ...crew("A"), weapons: undefined }],
      ["E", enemy("E")],
    ]);
    expect(() => targetViewsFrom(t.battlefield, "A", unarmed as never)).toThrow(
      'targetViewsFrom: figures["A"].weapons',
    );
    const blind = new Map<string, unknown>([
      ["A", crew("A")],
      ["E", { ...enemy("E"), combatSkill: Number.NaN }],
    ]);
    expect(() => targetViewsFrom(t.battlefield, "A", blind as never)).toThrow('figures["E"].combatSkill');
    expect(targetViewsFrom(t.battlefield, "A", t.figures)).toHaveLength(1);
  });
});
