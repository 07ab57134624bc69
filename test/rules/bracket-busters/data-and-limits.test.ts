// The data a Bracket Busters battle is built from: the fighter profile (ruling 10), the Group Activation skill
// (ruling 14), weapon profiles with an Ammo target, the statuses and marks (ruling 12), the Injury dice (ruling 11),
// all bounded by the one limits table that `checkLimits` reads.
import { describe, expect, it } from "vitest";
import { ALL_LIMITS } from "../../../src/rules/limits/limits";
import { BracketBusters as BB, checkLimits, isLimit, LIMITS, type Limit, type LimitGroup } from "../../../src/rules";
import { fighter, gang, twoGangs } from "./helpers";

function allLimits(group: LimitGroup, prefix = ""): [string, Limit][] {
  return Object.entries(group).flatMap(([key, entry]) =>
    isLimit(entry) ? [[prefix + key, entry] as [string, Limit]] : allLimits(entry, `${prefix}${key}.`),
  );
}

describe("the limits table holds Bracket Busters' sections", () => {
  it("checkLimits reads every section of ALL_LIMITS, Five Parsecs' document kinds unchanged", () => {
    for (const kind of Object.keys(BB.BRACKET_BUSTERS_LIMITS)) expect(Object.keys(ALL_LIMITS)).toContain(kind);
    expect(Object.keys(LIMITS)).toEqual(["crew", "enemy", "weapon", "gear"]);
    expect(checkLimits("bracketBustersFighter", fighter("x", "g"))).toEqual([]);
  });

  it.each(
    Object.entries(BB.BRACKET_BUSTERS_LIMITS).flatMap(([kind, group]) =>
      allLimits(group).map(([path, limit]) => [`${kind}.${path}`, limit] as const),
    ),
  )("%s starts at a value it allows", (_path, limit) => {
    if (limit.kind === "integer" && limit.initial !== null) {
      expect(limit.initial).toBeGreaterThanOrEqual(limit.min);
      expect(limit.initial).toBeLessThanOrEqual(limit.max);
    }
    if (limit.kind === "choice") expect(limit.choices).toContain(limit.initial);
  });

  it("ruling 10 and 16: N+ targets on a D6 run 2+ to 6+, on 2D6 2+ to 12+, plain numbers from 1", () => {
    const p = BB.PROFILE_LIMITS;
    for (const c of BB.D6_CHARACTERISTICS) expect(p[c]).toMatchObject({ min: 2, max: 6 });
    for (const c of BB.TWO_D6_CHARACTERISTICS) expect(p[c]).toMatchObject({ min: 2, max: 12 });
    for (const c of BB.PLAIN_CHARACTERISTICS) expect(p[c].min).toBe(1);
    expect([...BB.D6_CHARACTERISTICS, ...BB.TWO_D6_CHARACTERISTICS, ...BB.PLAIN_CHARACTERISTICS].sort()).toEqual(
      [...BB.CHARACTERISTICS].sort(),
    );
  });

  it("ruling 12: the statuses are Active, Pinned, Engaged, Seriously Injured, Broken, and Out of Action beside them", () => {
    expect(BB.STATUSES).toEqual(["active", "pinned", "engaged", "seriouslyInjured", "broken"]);
    expect(ALL_LIMITS.bracketBustersFighterStatus.status.choices).toEqual([...BB.STATUSES, "outOfAction"]);
    expect(Object.keys(ALL_LIMITS.bracketBustersFighterStatus)).toEqual([
      "status",
      "ready",
      "fleshWounds",
      "aim",
      "focus",
      "entrench",
    ]);
  });

  it("Standard Battle Sequence XP Rewards: the fighter types it names, and other", () => {
    expect(BB.FIGHTER_TYPES).toEqual(["leader", "champion", "bountyHunter", "spyrer", "merc", "other"]);
  });
});

describe("fighter checks name the field", () => {
  it("refuses a characteristic outside its bounds", () => {
    const bad = fighter("x", "g", { profile: { cool: 13 } });
    expect(BB.describeProblem(BB.fighterProblem(bad, "fighter")!)).toBe(
      "fighter.profile.cool must be a whole number from 2 to 12 (got 13)",
    );
    expect(BB.fighterProblem(fighter("x", "g", { profile: { movement: Number.NaN } }), "f")?.field).toBe(
      "f.profile.movement",
    );
  });

  it("refuses a Group Activation skill without a radius, and a weapon without an Ammo target of 2+ to 6+", () => {
    const skill = { radius: 0, extraFighters: 1, restriction: "", allowedTypes: [] };
    expect(BB.fighterProblem(fighter("x", "g", { groupActivation: skill }), "f")?.field).toBe(
      "f.groupActivation.radius",
    );
    const weapon = { id: "w", name: "Stub gun", ranged: true, ammo: 7, traits: [] };
    expect(BB.fighterProblem(fighter("x", "g", { weapons: [weapon] }), "f")?.field).toBe("f.weapons[0].ammo");
    expect(BB.fighterProblem(fighter("x", "g", { weapons: [{ ...weapon, ammo: null }] }), "f")).toBeNull();
    expect(
      BB.fighterProblem(
        fighter("x", "g", {
          weapons: [
            { ...weapon, ammo: 4 },
            { ...weapon, ammo: 4 },
          ],
        }),
        "f",
      )?.field,
    ).toBe("f.weapons[1].id");
  });

  it("createBattle refuses fewer than two gangs, shared fighter ids, a fighter of another gang and Injury dice not of six faces", () => {
    expect(() => BB.createBattle({ gangs: [gang("a", [fighter("a1", "a")])] })).toThrow(/gangs must be a list of 2/);
    expect(() => BB.createBattle({ gangs: [gang("a", [fighter("x", "a")]), gang("b", [fighter("x", "b")])] })).toThrow(
      /gangs\[1\]\.fighters\[0\]\.id/,
    );
    expect(() => BB.createBattle({ gangs: [gang("a", [fighter("x", "b")]), gang("b", [fighter("y", "b")])] })).toThrow(
      /gangs\[0\]\.fighters\[0\]\.gangId/,
    );
    expect(() =>
      BB.createBattle({ ...twoGangs(), injuryDice: { fleshWound: 2, seriousInjury: 2, outOfAction: 1 } }),
    ).toThrow(/injuryDice must be faces adding up/);
    expect(
      BB.newBattleProblem({ ...twoGangs(), injuryDice: { fleshWound: 1, seriousInjury: 4, outOfAction: 1 } }),
    ).toBeNull();
  });

  it("a new battle waits for Round 1's Roll For Priority, every fighter Active and not yet Ready", () => {
    const s = BB.createBattle(twoGangs());
    expect(s).toMatchObject({ round: 1, phase: "priority", ruleset: "bracketBusters" });
    expect(s.fighters.every((x) => x.status === "active" && !x.ready)).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe("ruling 11: the Injury dice", () => {
  it("reads a D6 as 1-2 Flesh Wound, 3-5 Serious Injury, 6 Out of Action by default, and as the group's faces when set", () => {
    expect([1, 2, 3, 4, 5, 6].map((face) => BB.injuryResultFor(BB.DEFAULT_INJURY_DICE, face))).toEqual([
      "fleshWound",
      "fleshWound",
      "seriousInjury",
      "seriousInjury",
      "seriousInjury",
      "outOfAction",
    ]);
    expect(
      [1, 2, 3, 4, 5, 6].map((face) => BB.injuryResultFor({ fleshWound: 1, seriousInjury: 3, outOfAction: 2 }, face)),
    ).toEqual(["fleshWound", "seriousInjury", "seriousInjury", "seriousInjury", "outOfAction", "outOfAction"]);
  });
});

describe("Permanent Injury: one step worse, never past the worst value (ruling 16)", () => {
  it("a D6 target rises to 6+, a 2D6 target to 12+, a plain number falls to 1", () => {
    expect(BB.oneStepWorse("weaponSkill", 4)).toBe(5);
    expect(BB.oneStepWorse("weaponSkill", 6)).toBe(6);
    expect(BB.oneStepWorse("cool", 12)).toBe(12);
    expect(BB.oneStepWorse("cool", 7)).toBe(8);
    expect(BB.oneStepWorse("movement", 5)).toBe(4);
    expect(BB.oneStepWorse("toughness", 1)).toBe(1);
  });
});
