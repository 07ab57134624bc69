import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/rules/core/dice/scripted-dice";
import { UNHARMED, type FigureCondition } from "../../../../src/rules/five-parsecs/figures/condition";
import { applyCasualty, casualtyTableFor, rollCasualty } from "../../../../src/rules/five-parsecs/hits/casualty";
import { damageResult, rollDamage } from "../../../../src/rules/five-parsecs/hits/damage";
import { effectiveCombatSkill, effectiveSpeed } from "../../../../src/rules/five-parsecs/hits/wounds";
import { CASUALTY_TABLES } from "../../../../src/rules/five-parsecs/tables/casualty-tables";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";

const condition = (overrides: Partial<FigureCondition> = {}): FigureCondition => ({ ...UNHARMED, ...overrides });
const context = { figureId: "Actor.enemy", attackerId: "Actor.crew", hitsInAttack: 1 };

describe("Rolling for damage", () => {
  it("above Toughness is a casualty roll; equal is Shock (ruling 1); below is Stun", () => {
    expect(damageResult(5, 4)).toBe("casualty");
    expect(damageResult(4, 4)).toBe("shocked");
    expect(damageResult(3, 4)).toBe("stunned");
  });

  it("rolls 1D6 plus the weapon's Damage; equal pushes 1” directly away from the attacker and Shocks", async () => {
    const target = enemyFigure({ toughness: 4 });
    const roll = await rollDamage(
      { attackerId: "Actor.crew", target, damage: 1 },
      new ScriptedDice([{ purpose: "Damage", results: [3] }]),
    );
    expect(roll.step).toMatchObject({ rule: "Rolling for damage", total: 4, needed: 5, result: "shocked" });
    expect(roll.step.modifiers).toEqual([{ value: 1, reason: "Weapon Damage" }]);
    expect(roll.condition.marker).toBe("shocked");
    expect(roll.changes).toEqual([{ kind: "push", figureId: "Actor.enemy", inches: 1, awayFromId: "Actor.crew" }]);
  });

  it("below Toughness pushes 1” and Stuns; shock takes precedence over stun", async () => {
    const stunned = await rollDamage(
      { attackerId: "a", target: enemyFigure({ toughness: 4 }), damage: 0 },
      new ScriptedDice([1]),
    );
    expect(stunned.condition.marker).toBe("stunned");
    const target = enemyFigure({ toughness: 4, condition: condition({ marker: "shocked" }) });
    const stillShocked = await rollDamage({ attackerId: "a", target, damage: 0 }, new ScriptedDice([1]));
    expect(stillShocked.condition.marker).toBe("shocked");
    expect(stillShocked.changes).toHaveLength(1);
  });

  it("above Toughness adds no marker and no push", async () => {
    const roll = await rollDamage(
      { attackerId: "a", target: enemyFigure({ toughness: 3 }), damage: 1 },
      new ScriptedDice([3]),
    );
    expect(roll.result).toBe("casualty");
    expect(roll.condition).toBe(UNHARMED);
    expect(roll.changes).toEqual([]);
  });
});

describe("Resolving Hits: the casualty roll", () => {
  it("crew roll the Regular column; enemies the column of their rank", () => {
    expect(casualtyTableFor(crewFigure())).toBe(CASUALTY_TABLES.humanoid.regular);
    expect(casualtyTableFor(enemyFigure({ rank: "boss", casualtyCategory: "beast" }))).toBe(CASUALTY_TABLES.beast.boss);
    expect(casualtyTableFor(enemyFigure({ casualtyCategory: "cybernetic" }))).toBe(CASUALTY_TABLES.cybernetic.regular);
  });

  it("Humanoid Combatants: a Boss is Wounded on a 5 where a Regular is a Goner", async () => {
    const regular = await rollCasualty(enemyFigure(), false, new ScriptedDice([{ purpose: "Casualty", results: [5] }]));
    const boss = await rollCasualty(
      enemyFigure({ rank: "boss" }),
      false,
      new ScriptedDice([{ purpose: "Casualty", results: [5] }]),
    );
    expect(regular.result.id).toBe("goner");
    expect(boss.result.id).toBe("wounded");
    expect(boss.step).toMatchObject({ rule: "Humanoid Combatants", total: 5, result: "wounded" });
  });

  it("Critical Hit: roll one additional time and use the highest result", async () => {
    const dice = new ScriptedDice([{ purpose: "Casualty (Critical Hit)", results: [2, 5] }]);
    const roll = await rollCasualty(enemyFigure(), true, dice);
    expect(roll.step.dice.map(({ value }) => value)).toEqual([2, 5]);
    expect(roll.result.id).toBe("goner");
  });

  it("Damaged: add +1 to future casualty rolls, capped at the table's 6", async () => {
    const figure = enemyFigure({
      casualtyCategory: "cybernetic",
      rank: "boss",
      condition: condition({ damaged: true }),
    });
    const two = await rollCasualty(figure, false, new ScriptedDice([2]));
    expect(two.step).toMatchObject({ total: 3, modifiers: [{ value: 1, reason: "Damaged" }], result: "damaged" });
    const six = await rollCasualty(figure, false, new ScriptedDice([6]));
    expect(six.step.total).toBe(6);
    expect(six.result.id).toBe("goner");
  });

  it("Bleeding: add +1 to future injury rolls", async () => {
    const figure = enemyFigure({ casualtyCategory: "beast", condition: condition({ bleeding: true }) });
    const roll = await rollCasualty(figure, false, new ScriptedDice([4]));
    expect(roll.result.id).toBe("goner");
  });
});

describe("Resolving Hits: casualty effects", () => {
  it("Dazed, Temporary shutdown, Damaged and Bleeding set their flag; repeats have no effect", () => {
    for (const [id, flag] of [
      ["dazed", "dazed"],
      ["temporaryShutdown", "shutDown"],
      ["damaged", "damaged"],
      ["bleeding", "bleeding"],
    ] as const) {
      const once = applyCasualty(UNHARMED, id, context);
      expect(once.condition[flag]).toBe(true);
      expect(applyCasualty(once.condition, id, context).condition).toEqual(once.condition);
      expect(once.condition.goner).toBe(false);
    }
  });

  it("Wounded: if Wounded again, they are a Goner", () => {
    const once = applyCasualty(UNHARMED, "wounded", context);
    expect(once.condition).toMatchObject({ wounded: true, goner: false });
    const twice = applyCasualty(once.condition, "wounded", context);
    expect(twice.condition.goner).toBe(true);
    expect(twice.steps).toMatchObject([{ rule: "Wounded", result: "goner" }]);
  });

  it("Knock down / Drive off: 2” directly away from the firer per hit inflicted by the attack", () => {
    const effect = applyCasualty(UNHARMED, "knockDown", { ...context, hitsInAttack: 3 });
    expect(effect.condition).toBe(UNHARMED);
    expect(effect.changes).toEqual([{ kind: "push", figureId: "Actor.enemy", inches: 6, awayFromId: "Actor.crew" }]);
  });

  it("Goner: the character is removed from play", () => {
    expect(applyCasualty(UNHARMED, "goner", context).condition.goner).toBe(true);
  });
});

describe("Humanoid Combatants: Wounded moves at half speed and loses 1 Combat Skill", () => {
  it("reduces Combat Skill by 1, which can reach -1", () => {
    expect(effectiveCombatSkill(crewFigure({ combatSkill: 1, condition: condition({ wounded: true }) }))).toBe(0);
    expect(effectiveCombatSkill(enemyFigure({ combatSkill: 0, condition: condition({ wounded: true }) }))).toBe(-1);
    expect(effectiveCombatSkill(enemyFigure({ combatSkill: 0 }))).toBe(0);
  });

  it("halves Speed, rounding down (our reading)", () => {
    expect(effectiveSpeed(crewFigure({ speed: 5, condition: condition({ wounded: true }) }))).toBe(2);
    expect(effectiveSpeed(crewFigure({ speed: 4, condition: condition({ wounded: true }) }))).toBe(2);
    expect(effectiveSpeed(crewFigure({ speed: 5 }))).toBe(5);
  });
});
