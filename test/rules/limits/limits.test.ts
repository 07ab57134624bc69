import { describe, expect, it } from "vitest";
import { AI_TYPES, CREW_TRAITS, isLimit, LIMITS, type Limit, type LimitGroup } from "../../../src/rules";

/** Every limit in the table, with its dotted path. */
function allLimits(group: LimitGroup, prefix = ""): [string, Limit][] {
  return Object.entries(group).flatMap(([key, entry]) =>
    isLimit(entry) ? [[prefix + key, entry] as [string, Limit]] : allLimits(entry, `${prefix}${key}.`),
  );
}

describe("the table of limits", () => {
  const every = Object.entries(LIMITS).flatMap(([kind, group]) =>
    allLimits(group).map(([path, limit]) => [`${kind}.${path}`, limit] as const),
  );

  it.each(every)("%s starts at a value it allows", (_path, limit) => {
    switch (limit.kind) {
      case "integer":
        expect(limit.min).toBeLessThanOrEqual(limit.max);
        if (limit.initial === null) {
          expect(limit.nullable).toBe(true);
        } else {
          expect(limit.initial).toBeGreaterThanOrEqual(limit.min);
          expect(limit.initial).toBeLessThanOrEqual(limit.max);
        }
        break;
      case "choice":
        expect(limit.choices).toContain(limit.initial);
        break;
      case "set":
        for (const value of limit.initial) expect(limit.choices).toContain(value);
        break;
      case "text":
        expect(limit.initial.length).toBeLessThanOrEqual(limit.maxLength);
        break;
      case "boolean":
        expect(typeof limit.initial).toBe("boolean");
    }
  });

  it("The Reaction Roll: Reactions are compared with one D6, so they run 1 to 6", () => {
    expect(LIMITS.crew.reactions).toMatchObject({ min: 1, max: 6 });
  });

  it('Tougher than expected: "+1 Toughness (to a maximum of 6)"', () => {
    expect(LIMITS.crew.toughness.max).toBe(6);
    expect(LIMITS.enemy.toughness.max).toBe(6);
  });

  it("Enemy Running Away: a Panic range of 0 is allowed (fights to the death)", () => {
    expect(LIMITS.enemy.panic.min).toBe(0);
  });

  it("crew members and enemies share one definition of Speed, Combat Skill and Toughness", () => {
    for (const stat of ["speed", "combatSkill", "toughness", "casualtyCategory"] as const) {
      expect(LIMITS.crew[stat]).toEqual(LIMITS.enemy[stat]);
    }
  });

  it("Enemy Movement: the AI type offers exactly the seven types, and crew traits those the rules act on", () => {
    expect(LIMITS.enemy.ai.choices).toEqual(AI_TYPES);
    expect([...AI_TYPES].sort()).toEqual([
      "aggressive",
      "beast",
      "cautious",
      "defensive",
      "guardian",
      "rampaging",
      "tactical",
    ]);
    expect(LIMITS.crew.traits.choices).toEqual(CREW_TRAITS);
  });

  it("Saving Throws: an enemy may have none (null); protective gear always has one", () => {
    expect(LIMITS.enemy.savingThrow).toMatchObject({ nullable: true, initial: null });
    expect(LIMITS.gear.savingThrow.nullable).toBe(false);
  });
});
