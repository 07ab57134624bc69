import { describe, expect, it } from "vitest";
import { ScriptedDice, UNHARMED, resolveFire, type Figure, type TargetView } from "../../../../src/rules";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

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
const roll = (purpose: string, ...results: number[]) => ({ purpose, results });
const autoRifle = { ...weapon("Auto Rifle", 24), shots: 2, damage: 0 };

describe("Ranged Combat then Resolving Hits: resolveFire", () => {
  it("Resolving Hits: each hit is resolved after the Shots, with the firing weapon's Damage", async () => {
    const kara = crewFigure({ id: "kara", combatSkill: 1, weapons: [{ ...autoRifle, damage: 1 }] });
    const raider = enemyFigure({ id: "raider", toughness: 4 });
    // Two hits (4+1, 5+1). First: damage 3+1 = Toughness → push and Shock. Second: 5+1 > 4 → casualty 3 → Wounded.
    const dice = new ScriptedDice([roll("Hit", 4, 5), roll("Damage", 3), roll("Damage", 5), roll("Casualty", 3)]);
    const outcome = await resolveFire(
      {
        firer: kara,
        weapon: kara.weapons[0]!,
        views: [view(raider)],
        mode: "normal",
        hasMoved: false,
        allocation: ["raider", "raider"],
      },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.steps.map((step) => `${step.rule}:${step.result}`)).toEqual([
      "Cover and Rolling to hit:hit",
      "Cover and Rolling to hit:hit",
      "Rolling for damage:shocked",
      "Rolling for damage:casualty",
      "Humanoid Combatants:wounded",
    ]);
    // The second hit saw the Shock of the first: the final condition keeps it and adds Wounded, once.
    const conditions = outcome.changes.filter((change) => change.kind === "condition");
    expect(conditions).toEqual([
      { kind: "condition", figureId: "raider", condition: { ...UNHARMED, marker: "shocked", wounded: true } },
    ]);
    expect(outcome.changes.filter((change) => change.kind === "push")).toHaveLength(1);
  });

  it("Knock down / Drive off: every hit of the attack on that target counts", async () => {
    const kara = crewFigure({ id: "kara", combatSkill: 1, weapons: [autoRifle] });
    const beast = enemyFigure({ id: "beast", toughness: 3, casualtyCategory: "beast" });
    const dice = new ScriptedDice([roll("Hit", 5, 5), roll("Damage", 6), roll("Casualty", 1), roll("Damage", 1)]);
    const outcome = await resolveFire(
      {
        firer: kara,
        weapon: autoRifle,
        views: [view(beast)],
        mode: "normal",
        hasMoved: false,
        allocation: ["beast", "beast"],
      },
      dice,
    );
    const knockDown = outcome.changes.find((change) => change.kind === "push" && change.inches > 1);
    expect(knockDown).toMatchObject({ kind: "push", figureId: "beast", inches: 4 });
  });

  it("Goner: a hit on a figure the earlier hit removed from play is lost and rolls nothing", async () => {
    const kara = crewFigure({ id: "kara", combatSkill: 1, weapons: [autoRifle] });
    const raider = enemyFigure({ id: "raider", toughness: 3 });
    const dice = new ScriptedDice([roll("Hit", 5, 5), roll("Damage", 6), roll("Casualty", 6)]);
    const outcome = await resolveFire(
      {
        firer: kara,
        weapon: autoRifle,
        views: [view(raider)],
        mode: "normal",
        hasMoved: false,
        allocation: ["raider", "raider"],
      },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.eliminatedIds).toEqual(["raider"]);
    expect(outcome.hits.map((hit) => hit.lost)).toEqual([false, true]);
    expect(outcome.steps.at(-1)).toMatchObject({ rule: "Resolving Hits", result: "hitLost" });
  });

  it("Luck: a second hit sees the Luck the first spent", async () => {
    const target = crewFigure({ id: "kara", luck: { current: 1, max: 1 }, toughness: 6 });
    const gunner = enemyFigure({ id: "gunner", combatSkill: 1, weapons: [autoRifle] });
    // First hit: Luck 5 negates (Luck 1 → 0). Second hit: no Luck left, so straight to damage.
    const dice = new ScriptedDice([roll("Hit", 5, 5), roll("Luck", 5), roll("Damage", 1)]);
    const outcome = await resolveFire(
      { firer: gunner, weapon: autoRifle, views: [view(target)], mode: "normal", hasMoved: false },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.changes.filter((change) => change.kind === "luck")).toEqual([
      { kind: "luck", figureId: "kara", luck: 0 },
    ]);
  });

  it("Gun Slinging: each Pistol's hit carries its own Damage", async () => {
    const light = { ...weapon("Hand Gun", 12, ["pistol"]), damage: 0 };
    const heavy = { ...weapon("Hand Cannon", 8, ["pistol"]), damage: 2 };
    const kara = crewFigure({ id: "kara", weapons: [light, heavy] });
    const raider = enemyFigure({ id: "raider", toughness: 5 });
    // Only the Hand Cannon's Shot hits: damage die 3 + 2 = Toughness 5 → Shock. (3 + 0 would only Stun.)
    const dice = new ScriptedDice([roll("Hit", 2, 5), roll("Damage", 3)]);
    const outcome = await resolveFire(
      {
        firer: kara,
        weapon: light,
        secondPistol: heavy,
        views: [view(raider, { distance: 6 })],
        mode: "normal",
        hasMoved: false,
      },
      dice,
    );
    expect(outcome.hits).toMatchObject([{ weaponId: heavy.id, damage: 2 }]);
    expect(outcome.changes.find((change) => change.kind === "condition")).toMatchObject({
      condition: { marker: "shocked" },
    });
  });

  it("Firefights: a refused shot rolls nothing and offers no reaction", async () => {
    const shocked = crewFigure({ id: "kara", weapons: [autoRifle], condition: { ...UNHARMED, marker: "shocked" } });
    const outcome = await resolveFire(
      { firer: shocked, weapon: autoRifle, views: [view(enemyFigure())], mode: "normal", hasMoved: false },
      new ScriptedDice([]),
    );
    expect(outcome).toMatchObject({ refusal: "shocked", steps: [], changes: [], firefight: null, lunges: [] });
  });

  it("Lunging: a missed target that may Lunge is offered it", async () => {
    const kara = crewFigure({ id: "kara", combatSkill: 0, weapons: [weapon("Rifle", 24)] });
    const brute = enemyFigure({ id: "brute", speed: 5, weapons: [weapon("Blade", 0, ["melee"])] });
    const outcome = await resolveFire(
      { firer: kara, weapon: kara.weapons[0]!, views: [view(brute, { distance: 4 })], mode: "normal", hasMoved: false },
      new ScriptedDice([roll("Hit", 2)]),
    );
    expect(outcome.lunges).toEqual([{ figureId: "brute", mayDecline: false }]);
  });
});
