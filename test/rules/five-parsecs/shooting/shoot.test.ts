import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScriptedDice, SeededDice, UNHARMED, type Figure } from "../../../../src/rules";
import type { TargetView } from "../../../../src/rules/five-parsecs/shooting/target-view";
import { resolveShot, type ShotRequest } from "../../../../src/rules/five-parsecs/shooting/shoot";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const rifle = weapon("Military Rifle", 24);
const autoRifle = { ...weapon("Auto Rifle", 24), shots: 2 };
const pistol = weapon("Hand Gun", 12, ["pistol"]);
const pistol2 = { ...pistol, id: "Hand Gun 2" };
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
const kara = crewFigure({ id: "kara", combatSkill: 1, weapons: [rifle, autoRifle, pistol, pistol2] });
const raider = (id = "raider") => enemyFigure({ id, combatSkill: 0, weapons: [rifle] });
const hit = (...results: number[]) => ({ results, purpose: "Hit" });

describe("Ranged Combat: resolveShot", () => {
  it("Cover and Rolling to hit: 1D6 + Combat Skill per Shot, returning hits with the natural roll for damage", async () => {
    const dice = new ScriptedDice([hit(4)]);
    const outcome = await resolveShot(
      { firer: kara, weapon: rifle, views: [view(raider())], mode: "normal", hasMoved: false },
      dice,
    );
    expect(outcome.refusal).toBeNull();
    expect(outcome.hits).toEqual([{ targetId: "raider", weaponId: rifle.id, naturalRoll: 4 }]);
    expect(outcome.steps[0]).toMatchObject({
      rule: "Cover and Rolling to hit",
      total: 5,
      needed: 5,
      result: "hit",
      modifiers: [{ value: 1, reason: "Combat Skill" }],
    });
    dice.assertAllUsed();
  });

  it("Wounded: Combat Skill is reduced by 1", async () => {
    const wounded = { ...kara, condition: { ...UNHARMED, wounded: true } };
    const outcome = await resolveShot(
      { firer: wounded, weapon: rifle, views: [view(raider())], mode: "normal", hasMoved: false },
      new ScriptedDice([hit(4)]),
    );
    expect(outcome.hits).toEqual([]);
    expect(outcome.steps[0]).toMatchObject({ total: 4, modifiers: [{ value: 0, reason: "Combat Skill" }] });
  });

  it("Eligibility to Fire: a refusal rolls no dice", async () => {
    const shocked = { ...kara, condition: { ...UNHARMED, marker: "shocked" as const } };
    const dice = new ScriptedDice([]);
    const outcome = await resolveShot(
      { firer: shocked, weapon: rifle, views: [view(raider())], mode: "normal", hasMoved: false },
      dice,
    );
    expect(outcome).toMatchObject({ refusal: "shocked", steps: [], hits: [] });
    expect(dice.requests).toEqual([]);
  });

  it('Target Selection: a player character must shoot the closest target within 3"', async () => {
    const views = [view(raider("near"), { distance: 2 }), view(raider("far"), { distance: 12 })];
    const base: ShotRequest = { firer: kara, weapon: rifle, views, mode: "normal", hasMoved: false };
    expect((await resolveShot({ ...base, allocation: ["far"] }, new ScriptedDice([]))).refusal).toBe(
      "mustShootClosest",
    );
    const forced = await resolveShot(base, new ScriptedDice([hit(6)]));
    expect(forced.hits).toEqual([{ targetId: "near", weaponId: rifle.id, naturalRoll: 6 }]);
    const free = views.map((v) => ({ ...v, distance: 10 }));
    expect((await resolveShot({ ...base, views: free }, new ScriptedDice([]))).refusal).toBe("chooseTarget");
  });

  it("Target Selection: an enemy shoots the target in the open before the one in cover, and spreads its Shots", async () => {
    const enemy = enemyFigure({ id: "gunner", combatSkill: 1, weapons: [autoRifle] });
    const views = [
      view(crewFigure({ id: "covered" }), { distance: 4, inCover: true, withinThreeInchesOf: ["open"] }),
      view(crewFigure({ id: "open" }), { distance: 8, withinThreeInchesOf: ["covered"] }),
    ];
    const dice = new ScriptedDice([hit(4, 4)]);
    const outcome = await resolveShot(
      { firer: enemy, weapon: autoRifle, views, mode: "normal", hasMoved: false },
      dice,
    );
    // First Shot at "open" (5+: 4+1 hits); second at "covered" (6+: 4+1 misses).
    expect(outcome.hits).toEqual([{ targetId: "open", weaponId: autoRifle.id, naturalRoll: 4 }]);
    expect(outcome.steps.map((s) => s.result)).toEqual(["hit", "miss"]);
  });

  it("Seizing the Initiative / Overwatch / Firefight fire hits only on a natural 6", async () => {
    const dice = new ScriptedDice([hit(5)]);
    const outcome = await resolveShot(
      {
        firer: { ...kara, combatSkill: 5 },
        weapon: rifle,
        views: [view(raider())],
        mode: "naturalSixOnly",
        hasMoved: false,
      },
      dice,
    );
    expect(outcome.hits).toEqual([]);
  });

  it("Good Shot rerolls a single 1; the hit keeps the reroll as its natural roll", async () => {
    const dice = new ScriptedDice([hit(1), { results: [6], purpose: "Good Shot reroll" }]);
    const outcome = await resolveShot(
      { firer: kara, weapon: rifle, views: [view(raider(), { goodShot: true })], mode: "normal", hasMoved: false },
      dice,
    );
    expect(outcome.hits).toEqual([{ targetId: "raider", weaponId: rifle.id, naturalRoll: 6 }]);
    // The replaced 1 no longer counts, so no Firefight either.
    expect(outcome.firefight).toBeNull();
    dice.assertAllUsed();
  });

  it("Crouching: a hit on a crouching figure is negated on a 5-6", async () => {
    const dice = new ScriptedDice([
      hit(5, 6),
      { results: [5], purpose: "Crouching" },
      { results: [2], purpose: "Crouching" },
    ]);
    const outcome = await resolveShot(
      {
        firer: kara,
        weapon: autoRifle,
        views: [view(raider(), { crouching: true })],
        mode: "normal",
        hasMoved: false,
        allocation: ["raider", "raider"],
      },
      dice,
    );
    expect(outcome.hits).toEqual([{ targetId: "raider", weaponId: autoRifle.id, naturalRoll: 6 }]);
    expect(outcome.steps.map((s) => `${s.rule}:${s.result}`)).toEqual([
      "Cover and Rolling to hit:hit",
      "Cover and Rolling to hit:hit",
      "Crouching:negated",
      "Crouching:hit",
    ]);
    dice.assertAllUsed();
  });

  it("Panic Fire: a Pistol fires 1 additional Shot and becomes unusable", async () => {
    const dice = new ScriptedDice([hit(2, 3)]);
    const outcome = await resolveShot(
      { firer: kara, weapon: pistol, views: [view(raider())], mode: "normal", hasMoved: false, panicFire: true },
      dice,
    );
    expect(outcome.steps).toHaveLength(2);
    expect(outcome.changes).toEqual([
      { kind: "weapon", figureId: "kara", weaponId: pistol.id, battleState: "panicFired" },
    ]);
    expect(
      (
        await resolveShot(
          { firer: kara, weapon: rifle, views: [view(raider())], mode: "normal", hasMoved: false, panicFire: true },
          new ScriptedDice([]),
        )
      ).refusal,
    ).toBe("panicFireNeedsPistol");
  });

  it("Gun Slinging: 2 Pistols at the same target, Combat Skill not added", async () => {
    const views = [view(raider("a"), { withinThreeInchesOf: ["b"] }), view(raider("b"))];
    const base: ShotRequest = {
      firer: kara,
      weapon: pistol,
      secondPistol: pistol2,
      views,
      mode: "normal",
      hasMoved: false,
    };
    const dice = new ScriptedDice([hit(4, 5)]);
    const outcome = await resolveShot({ ...base, allocation: ["a", "a"] }, dice);
    expect(outcome.steps.map((s) => [s.total, s.result, s.modifiers])).toEqual([
      [4, "miss", []],
      [5, "hit", []],
    ]);
    // Each Pistol's Shot is its own: the second Pistol's hit carries the second Pistol (and so its Damage).
    expect(outcome.hits).toEqual([{ targetId: "a", weaponId: pistol2.id, naturalRoll: 5 }]);
    expect((await resolveShot({ ...base, allocation: ["a", "b"] }, new ScriptedDice([]))).refusal).toBe(
      "gunSlingingSameTarget",
    );
  });

  it("Firefights: the missed target, closest eligible, may fire back", async () => {
    const dice = new ScriptedDice([hit(1)]);
    const outcome = await resolveShot(
      { firer: kara, weapon: rifle, views: [view(raider())], mode: "normal", hasMoved: false },
      dice,
    );
    expect(outcome.firefight).toEqual({ figureId: "raider", mayDecline: false });
    expect(outcome.lunges).toEqual([]);
  });

  it("Lunging: a missed Melee fighter within its Speed may Lunge", async () => {
    const brawler = enemyFigure({ id: "brawler", speed: 6, weapons: [weapon("Blade", 0, ["melee"])] });
    const outcome = await resolveShot(
      { firer: kara, weapon: rifle, views: [view(brawler, { distance: 5 })], mode: "normal", hasMoved: false },
      new ScriptedDice([hit(2)]),
    );
    expect(outcome.lunges).toEqual([{ figureId: "brawler", mayDecline: false }]);
    expect(outcome.firefight).toBeNull();
  });

  it("Battle Events Ammo fault: a weapon with one shot left is spent after it fires", async () => {
    const lastShot = { ...rifle, battleState: "singleShotLeft" as const };
    const firer = { ...kara, weapons: [lastShot] };
    const outcome = await resolveShot(
      { firer, weapon: lastShot, views: [view(raider())], mode: "normal", hasMoved: false },
      new ScriptedDice([hit(3)]),
    );
    expect(outcome.changes).toEqual([
      { kind: "weapon", figureId: "kara", weaponId: rifle.id, battleState: "ammoFault" },
    ]);
  });

  it("Ranged Combat: the same dice give the same outcome", async () => {
    const enemy = enemyFigure({ id: "gunner", combatSkill: 1, weapons: [{ ...autoRifle, shots: 3 }] });
    const views = ["a", "b", "c"].map((id) =>
      view(crewFigure({ id, weapons: [rifle] }), {
        crouching: id === "b",
        goodShot: id === "c",
        withinThreeInchesOf: ["a", "b", "c"].filter((o) => o !== id),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const request: ShotRequest = {
          firer: enemy,
          weapon: enemy.weapons[0]!,
          views,
          mode: "normal",
          hasMoved: false,
        };
        expect(await resolveShot(request, new SeededDice(seed))).toEqual(
          await resolveShot(request, new SeededDice(seed)),
        );
      }),
      { numRuns: 50 },
    );
  });
});
