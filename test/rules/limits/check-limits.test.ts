import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLimits, LIMITS } from "../../../src/rules";

const crew = {
  reactions: 2,
  speed: 4,
  combatSkill: 1,
  toughness: 4,
  savvy: 1,
  luck: { value: 2, max: 3 },
  traits: ["human"],
  casualtyCategory: "humanoid",
};

const enemy = {
  speed: 4,
  combatSkill: 0,
  toughness: 3,
  ai: "aggressive",
  panic: 2,
  casualtyCategory: "humanoid",
  rank: "regular",
  role: "basic",
  fearless: false,
  savingThrow: null,
  seizeModifier: -1,
  guardianOf: "",
};

describe("checkLimits", () => {
  it("accepts a legal crew member, enemy, weapon and gear", () => {
    expect(checkLimits("crew", crew)).toEqual([]);
    expect(checkLimits("enemy", enemy)).toEqual([]);
    expect(checkLimits("weapon", { range: 12, shots: 1, damage: 0, traits: ["pistol"], battleState: "ready" })).toEqual(
      [],
    );
    expect(checkLimits("gear", { kind: "screen", savingThrow: 5 })).toEqual([]);
  });

  it("refuses Reactions 9 and Speed -1, naming the field, the problem and the bound", () => {
    expect(checkLimits("crew", { ...crew, reactions: 9, speed: -1 })).toEqual([
      { field: "reactions", problem: "aboveMax", value: 9, limit: LIMITS.crew.reactions },
      { field: "speed", problem: "belowMin", value: -1, limit: LIMITS.crew.speed },
    ]);
  });

  it("refuses an unknown AI type, a fraction, text for a number and an unknown trait", () => {
    const problems = (kind: Parameters<typeof checkLimits>[0], data: object) =>
      checkLimits(kind, data).map(({ field, problem }) => `${field}:${problem}`);
    expect(problems("enemy", { ...enemy, ai: "berserk" })).toEqual(["ai:notAChoice"]);
    expect(problems("enemy", { ...enemy, toughness: 3.5 })).toEqual(["toughness:notInteger"]);
    expect(problems("enemy", { ...enemy, speed: "4" })).toEqual(["speed:notInteger"]);
    expect(problems("enemy", { ...enemy, fearless: "yes" })).toEqual(["fearless:notABoolean"]);
    expect(problems("crew", { ...crew, traits: ["human", "psionic"] })).toEqual(["traits:notAChoice"]);
    expect(problems("enemy", { ...enemy, guardianOf: "x".repeat(300) })).toEqual(["guardianOf:tooLong"]);
  });

  it("checks nested fields with their dotted path", () => {
    expect(checkLimits("crew", { ...crew, luck: { value: 1, max: 4 } })).toMatchObject([
      { field: "luck.max", problem: "aboveMax", value: 4 },
    ]);
  });

  it("reports missing fields of a whole document, but not of a partial update", () => {
    expect(checkLimits("gear", { kind: "armour" })).toMatchObject([{ field: "savingThrow", problem: "missing" }]);
    expect(checkLimits("gear", { kind: "armour" }, { partial: true })).toEqual([]);
    expect(checkLimits("gear", { savingThrow: 7 }, { partial: true })).toMatchObject([{ problem: "aboveMax" }]);
  });

  it("Saving Throws: null means none for an enemy, but a number must be 2 to 6", () => {
    expect(checkLimits("enemy", { ...enemy, savingThrow: null })).toEqual([]);
    expect(checkLimits("enemy", { ...enemy, savingThrow: 5 })).toEqual([]);
    expect(checkLimits("enemy", { ...enemy, savingThrow: 1 })).toMatchObject([
      { field: "savingThrow", problem: "belowMin" },
    ]);
    expect(checkLimits("gear", { kind: "armour", savingThrow: null })).toMatchObject([{ problem: "notInteger" }]);
  });

  it('Luck: "Humans are the only species that are allowed more than one point of Luck"', () => {
    expect(checkLimits("crew", { ...crew, traits: ["feral"], luck: { value: 1, max: 2 } })).toMatchObject([
      { field: "luck.max", problem: "luckOnlyHumans", value: 2 },
    ]);
    expect(checkLimits("crew", { ...crew, traits: ["feral"], luck: { value: 1, max: 1 } })).toEqual([]);
    expect(checkLimits("crew", { ...crew, traits: new Set(["human"]), luck: { value: 3, max: 3 } })).toEqual([]);
  });

  it("Luck: current Luck never exceeds its maximum", () => {
    expect(checkLimits("crew", { ...crew, luck: { value: 3, max: 2 } })).toMatchObject([
      { field: "luck.value", problem: "luckAboveMax" },
    ]);
  });

  it("accepts exactly the integers within each bound (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), (reactions) => {
        const ok = checkLimits("crew", { ...crew, reactions }).length === 0;
        expect(ok).toBe(reactions >= 1 && reactions <= 6);
      }),
    );
  });

  it("never throws, whatever it is given (property)", () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom("crew", "enemy", "weapon", "gear" as const), (data, kind) => {
        expect(Array.isArray(checkLimits(kind, data))).toBe(true);
      }),
    );
  });
});

describe("checkLimits never throws (docs/api.md; issue #14)", () => {
  it("answers an unknown kind with a violation of the kind, and missing data with every field missing", () => {
    expect(checkLimits("dragon" as never, {})).toEqual([
      { field: "kind", problem: "notAChoice", value: "dragon", limit: null },
    ]);
    expect(checkLimits(undefined as never, undefined)).toEqual([
      { field: "kind", problem: "notAChoice", value: undefined, limit: null },
    ]);
    const missing = checkLimits("crew", undefined);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((violation) => violation.problem === "missing")).toBe(true);
    expect(() => checkLimits("weapon", null, undefined as never)).not.toThrow();
  });

  it("answers a field whose getter throws with an unreadable violation naming it (issue 33)", () => {
    const weapon = {
      get range(): number {
        throw new Error("a macro's broken getter");
      },
    };
    const violations = checkLimits("weapon", weapon, { partial: true });
    expect(violations).toEqual([expect.objectContaining({ field: "range", problem: "unreadable" })]);
  });

  it("answers unreadable data or options with a violation, not a throw (issue 33)", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(checkLimits("gear", proxy).map((v) => [v.field, v.problem])).toEqual([
      ["kind", "unreadable"],
      ["savingThrow", "unreadable"],
    ]);
    const options = {
      get partial(): boolean {
        throw new Error("broken");
      },
    };
    expect(checkLimits("gear", {}, options)[0]).toMatchObject({ field: "data", problem: "unreadable" });
  });
});
