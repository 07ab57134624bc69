import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyCondition } from "../../../fixtures/conditions";
import type { Dice, DiceRequest } from "../../../../src/rules/core/dice/dice";
import { ScriptedDice } from "../../../../src/rules/core/dice/scripted-dice";
import { SeededDice } from "../../../../src/rules/core/dice/seeded-dice";
import { UNHARMED } from "../../../../src/rules/five-parsecs/figures/condition";
import type { Figure } from "../../../../src/rules/five-parsecs/figures/figure";
import { resolveHit, type HitOutcome } from "../../../../src/rules/five-parsecs/hits/resolve-hit";
import { armour, crewFigure, enemyFigure } from "../../../fixtures/figures";

const conditionChanges = (outcome: HitOutcome) => outcome.changes.filter((change) => change.kind === "condition");

describe("Resolving Hits: resolveHit", () => {
  it("Luck is rolled before Saving Throws, and a 4-6 stops the hit there", async () => {
    const dice = new ScriptedDice([{ purpose: "Luck", results: [4] }]);
    const outcome = await resolveHit(
      { attackerId: "Actor.enemy", target: crewFigure({ gear: [armour("Armour", 5)] }), damage: 1, naturalHitRoll: 6 },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome).toEqual({
      steps: [
        {
          rule: "Luck",
          dice: [{ purpose: "Luck", faces: 6, value: 4 }],
          modifiers: [],
          total: 4,
          needed: 4,
          result: "negated",
        },
      ],
      changes: [{ kind: "luck", figureId: "Actor.crew", luck: 0 }],
      negated: true,
      casualty: null,
    });
  });

  it("Saving Throws: a failed Luck roll, then a save equal to the score negates the hit", async () => {
    const dice = new ScriptedDice([
      { purpose: "Luck", results: [3] },
      { purpose: "Saving Throw", results: [5] },
    ]);
    const outcome = await resolveHit(
      { attackerId: "Actor.enemy", target: crewFigure({ gear: [armour("Armour", 5)] }), damage: 1, naturalHitRoll: 2 },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.negated).toBe(true);
    expect(outcome.steps.map(({ rule, result }) => [rule, result])).toEqual([
      ["Luck", "applies"],
      ["Saving Throws", "saved"],
    ]);
    expect(outcome.changes).toEqual([]);
  });

  it("Environmental hazard: ignoring armour, no Saving Throw is rolled", async () => {
    const dice = new ScriptedDice([{ purpose: "Damage", results: [1] }]);
    const target = enemyFigure({ toughness: 4, gear: [armour("Armour", 4)] });
    const outcome = await resolveHit(
      { attackerId: "terrain", target, damage: 1, naturalHitRoll: null, ignoreArmourSaves: true },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.steps.map(({ rule }) => rule)).toEqual(["Rolling for damage"]);
  });

  it("Rolling for damage: equal to Toughness pushes 1” and Shocks, in one final condition change", async () => {
    const dice = new ScriptedDice([{ purpose: "Damage", results: [3] }]);
    const outcome = await resolveHit(
      { attackerId: "Actor.crew", target: enemyFigure({ toughness: 4 }), damage: 1, naturalHitRoll: 5 },
      dice,
    );
    expect(outcome).toMatchObject({ negated: false, casualty: null });
    expect(outcome.changes).toEqual([
      { kind: "push", figureId: "Actor.enemy", inches: 1, awayFromId: "Actor.crew" },
      { kind: "condition", figureId: "Actor.enemy", condition: { ...UNHARMED, marker: "shocked" } },
    ]);
  });

  it("Critical Hit: a natural 6 rolls the casualty table twice and uses the higher", async () => {
    const dice = new ScriptedDice([
      { purpose: "Damage", results: [6] },
      { purpose: "Casualty (Critical Hit)", results: [1, 3] },
    ]);
    const outcome = await resolveHit(
      { attackerId: "Actor.crew", target: enemyFigure({ toughness: 3 }), damage: 0, naturalHitRoll: 6 },
      dice,
    );
    dice.assertAllUsed();
    expect(outcome.casualty).toBe("wounded");
    expect(outcome.steps.at(-1)).toMatchObject({ rule: "Humanoid Combatants", total: 3, result: "wounded" });
    expect(conditionChanges(outcome)).toEqual([
      { kind: "condition", figureId: "Actor.enemy", condition: { ...UNHARMED, wounded: true } },
    ]);
  });

  it("Wounded again: the casualty is Wounded and the figure a Goner", async () => {
    const target = enemyFigure({ toughness: 3, condition: { ...UNHARMED, wounded: true } });
    const outcome = await resolveHit(
      { attackerId: "a", target, damage: 1, naturalHitRoll: 4 },
      new ScriptedDice([6, 3]),
    );
    expect(outcome.casualty).toBe("wounded");
    expect(outcome.steps.at(-1)).toMatchObject({ rule: "Wounded", result: "goner" });
    expect(conditionChanges(outcome)[0]).toMatchObject({ condition: { wounded: true, goner: true } });
  });

  it("Beasts and Monsters: Knock down pushes 2” per hit of the attack and changes no condition", async () => {
    const target = enemyFigure({ toughness: 3, casualtyCategory: "beast" });
    const outcome = await resolveHit(
      { attackerId: "a", target, damage: 1, naturalHitRoll: 4, hitsInAttack: 2 },
      new ScriptedDice([6, 1]),
    );
    expect(outcome.casualty).toBe("knockDown");
    expect(outcome.changes).toEqual([{ kind: "push", figureId: "Actor.enemy", inches: 4, awayFromId: "a" }]);
  });

  it("refuses a Goner, a natural Hit roll a D6 cannot show, and an attack with no hits", async () => {
    const goner = enemyFigure({ condition: { ...UNHARMED, goner: true } });
    await expect(
      resolveHit({ attackerId: "a", target: goner, damage: 0, naturalHitRoll: 4 }, new ScriptedDice([])),
    ).rejects.toThrow(/Goner/);
    await expect(
      resolveHit({ attackerId: "a", target: enemyFigure(), damage: 0, naturalHitRoll: 7 }, new ScriptedDice([])),
    ).rejects.toThrow(RangeError);
    await expect(
      resolveHit(
        { attackerId: "a", target: enemyFigure(), damage: 0, naturalHitRoll: 4, hitsInAttack: 0 },
        new ScriptedDice([]),
      ),
    ).rejects.toThrow(RangeError);
  });
});

/** Dice that answer each purpose with a fixed face, for enumerating every outcome exactly. */
class FixedDice implements Dice {
  constructor(private readonly faces: Readonly<Record<string, number>>) {}
  async roll(request: DiceRequest): Promise<readonly number[]> {
    return Array.from({ length: request.count }, () => this.faces[request.purpose] ?? 1);
  }
}

/** The exact chance that a hit reaches a casualty roll: every Luck, Saving Throw and Damage die, enumerated. */
async function chanceOfCasualtyRoll(target: Figure, damage: number): Promise<number> {
  let casualties = 0;
  for (let luck = 1; luck <= 6; luck++)
    for (let save = 1; save <= 6; save++)
      for (let dmg = 1; dmg <= 6; dmg++) {
        const dice = new FixedDice({ Luck: luck, "Saving Throw": save, Damage: dmg });
        const outcome = await resolveHit({ attackerId: "a", target, damage, naturalHitRoll: 3 }, dice);
        if (outcome.casualty !== null) casualties++;
      }
  return casualties / 216;
}

/** The exact chance of a Goner, every Damage and casualty die enumerated (a Critical Hit rolls two equal dice here). */
async function chanceOfGoner(target: Figure, damage: number, naturalHitRoll: number): Promise<number> {
  let goners = 0;
  for (let dmg = 1; dmg <= 6; dmg++)
    for (let casualty = 1; casualty <= 6; casualty++) {
      const dice = new FixedDice({ Damage: dmg, Casualty: casualty, "Casualty (Critical Hit)": casualty });
      const outcome = await resolveHit({ attackerId: "a", target, damage, naturalHitRoll }, dice);
      if (conditionChanges(outcome).some((change) => change.kind === "condition" && change.condition.goner)) goners++;
    }
  return goners / 36;
}

// A Goner cannot be hit again, so the hit properties start from any condition short of that.
const arbitraryCondition = anyCondition.map((condition) => ({ ...condition, goner: false }));

const arbitraryTarget: fc.Arbitrary<Figure> = fc
  .record({
    crew: fc.boolean(),
    // Up to 5: the monotonicity properties raise it by 1, and Toughness is at most 6 (resolveHit refuses more).
    toughness: fc.integer({ min: 2, max: 5 }),
    luck: fc.integer({ min: 0, max: 3 }),
    saves: fc.array(fc.integer({ min: 2, max: 6 }), { maxLength: 2 }),
    category: fc.constantFrom("humanoid" as const, "cybernetic" as const, "beast" as const),
    rank: fc.constantFrom("regular" as const, "boss" as const),
    condition: arbitraryCondition,
  })
  .map(({ crew, toughness, luck, saves, category, rank, condition }) => {
    const gear = saves.map((save, index) => armour(`Armour ${index}`, save));
    return crew
      ? // Human: only Humans may hold more than 1 Luck, and resolveHit now refuses a figure outside the limits.
        crewFigure({
          toughness,
          luck: { current: luck, max: 3 },
          traits: ["human"],
          gear,
          casualtyCategory: category,
          condition,
        })
      : enemyFigure({ toughness, gear, casualtyCategory: category, rank, condition });
  });

describe("Resolving Hits: properties", () => {
  it("Rolling for damage: a higher Toughness never makes a casualty roll more likely (exact, by enumeration)", async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryTarget, fc.integer({ min: 0, max: 3 }), async (target, damage) => {
        const tougher = { ...target, toughness: target.toughness + 1 };
        expect(await chanceOfCasualtyRoll(tougher, damage)).toBeLessThanOrEqual(
          await chanceOfCasualtyRoll(target, damage),
        );
      }),
      { numRuns: 40 },
    );
  });

  it("Rolling for damage: a higher Toughness never makes a Goner more likely (exact, by enumeration)", async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryTarget,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        async (target, damage, hit) => {
          const plain = {
            ...target,
            gear: [],
            ...(target.side === "crew" ? { luck: { current: 0, max: 3 } } : {}),
          } as Figure;
          const tougher = { ...plain, toughness: plain.toughness + 1 } as Figure;
          expect(await chanceOfGoner(tougher, damage, hit)).toBeLessThanOrEqual(
            await chanceOfGoner(plain, damage, hit),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it("Luck: never goes below 0, and is only ever spent one point at a time", async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryTarget, fc.integer(), async (target, seed) => {
        const outcome = await resolveHit(
          { attackerId: "a", target, damage: 1, naturalHitRoll: 6 },
          new SeededDice(seed),
        );
        for (const change of outcome.changes) {
          if (change.kind !== "luck" || target.side !== "crew") continue;
          expect(change.luck).toBeGreaterThanOrEqual(0);
          expect(change.luck).toBe(target.luck.current - 1);
        }
      }),
    );
  });

  it("A figure can only be Shocked or stunned once: resolveHit never produces two markers, and Shock is never lost", async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryTarget, fc.integer(), fc.integer({ min: 1, max: 5 }), async (start, seed, hits) => {
        const dice = new SeededDice(seed);
        let target = start;
        for (let hit = 0; hit < hits && !target.condition.goner; hit++) {
          const outcome = await resolveHit({ attackerId: "a", target, damage: 0, naturalHitRoll: 3 }, dice);
          const changes = conditionChanges(outcome);
          expect(changes.length).toBeLessThanOrEqual(1);
          const next = changes[0]?.kind === "condition" ? changes[0].condition : target.condition;
          expect([null, "stunned", "shocked"]).toContain(next.marker);
          if (target.condition.marker === "shocked") expect(next.marker).toBe("shocked");
          target = { ...target, condition: next } as Figure;
        }
      }),
    );
  });
});
