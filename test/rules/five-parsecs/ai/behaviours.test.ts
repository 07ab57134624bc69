import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  enemyGroups,
  suggestEnemyPhase,
  decideEnemyAction,
  GUARDIAN_INCHES,
} from "../../../../src/rules/five-parsecs/ai";
import { SeededDice } from "../../../../src/rules/core/dice/seeded-dice";
import { ScriptedDice } from "../../../../src/rules/core/dice/scripted-dice";
import { weapon } from "../../../fixtures/figures";
import { crew, crewAt, dist, enemy, enemyAt, rect, spotAt, suggest, table, wall } from "./helpers";
import type { AiType } from "../../../../src/rules";

/** E inside woods, A 10" west in the open: in Cover, a visible opponent within 12" and in the open. */
const inWoods = (ai: AiType) =>
  table(
    {
      figures: [crewAt("A", 8, 18), enemyAt("E", 18.4, 18)],
      features: [rect("woods", "area", 18, 14, 24, 22, 3)],
    },
    [crew("A"), enemy("E", { ai })],
  );

describe("Base conditions (How to Use Movement Tables)", () => {
  it.each(["tactical", "defensive"] as const)(
    '%s: in cover with a visible opponent (within 12" / in the open): remain in position and fire, no die',
    async (ai) => {
      const t = inWoods(ai);
      const s = await suggest(t, "E", []);
      expect(s.decision.source).toBe("baseCondition");
      expect(s.end).toEqual({ x: 18.4, y: 18 });
      expect(s.attack).toMatchObject({ kind: "shot", targetId: "A", inCover: false, needed: 5 });
    },
  );
  it("Cautious: moves away to the most distant position still in Cover, in range and in sight, then fires", async () => {
    const t = inWoods("cautious");
    const s = await suggest(t, "E", []);
    expect(s.decision.source).toBe("baseCondition");
    expect(dist(s.end, { x: 8, y: 18 })).toBeGreaterThan(10.4);
    const spot = spotAt(t, "E", s);
    expect(spot.covered).toBe(true);
    expect(s.attack?.targetId).toBe("A");
  });
  it("Aggressive: able to engage an opponent in brawling combat this round, it advances into base contact", async () => {
    const t = table({ figures: [crewAt("A", 8, 18), enemyAt("E", 11, 18)] }, [
      crew("A"),
      enemy("E", { ai: "aggressive" }),
    ]);
    const s = await suggest(t, "E", []);
    expect(s.decision.source).toBe("baseCondition");
    expect(s.attack).toEqual({ kind: "brawl", targetId: "A" });
    expect(dist(s.end, { x: 8, y: 18 })).toBeLessThan(1.1);
  });
  it("Engaging while stunned: a Stunned Aggressive enemy still moves into the brawl", async () => {
    const t = table({ figures: [crewAt("A", 8, 18), enemyAt("E", 11, 18)] }, [
      crew("A"),
      enemy("E", { ai: "aggressive", condition: { ...crew("x").condition, marker: "stunned" } }),
    ]);
    const s = await suggest(t, "E", []);
    expect(s.attack?.kind).toBe("brawl");
    expect(s.reasons.some((r) => r.rule === "Engaging while stunned")).toBe(true);
  });
  it("Stun: a Stunned Tactical enemy with a target stays and fires instead of advancing", async () => {
    const t = table({ figures: [crewAt("A", 6, 18), enemyAt("E", 20, 18)] }, [
      crew("A"),
      enemy("E", { ai: "tactical", condition: { ...crew("x").condition, marker: "stunned" } }),
    ]);
    const s = await suggest(t, "E", [6]);
    expect(s.end).toEqual({ x: 20, y: 18 });
    expect(s.attack?.targetId).toBe("A");
  });
});

describe("Group Actions", () => {
  it('enemies within 2" of each other share one decision; if any meets the base condition, all follow it', async () => {
    // E1 in the woods (base condition applies); E2 in the open just outside it would otherwise roll.
    const t = table(
      {
        figures: [crewAt("A", 8, 18), enemyAt("E1", 18.4, 18), enemyAt("E2", 17.2, 19.5)],
        features: [rect("woods", "area", 18, 14, 24, 22, 3)],
      },
      [crew("A"), enemy("E1", { ai: "tactical" }), enemy("E2", { ai: "tactical" })],
    );
    expect(enemyGroups(t.battlefield, t.figures)).toEqual([["E1", "E2"]]);
    const dice = new ScriptedDice([]);
    const [s1, s2] = await suggestEnemyPhase({ battlefield: t.battlefield, figures: t.figures }, dice);
    expect(s1!.decision.source).toBe("baseCondition");
    expect(s2!.decision).toBe(s1!.decision);
    expect(s2!.decision.baseConditionMetBy).toBe("E1");
    expect(s2!.end).toEqual({ x: 17.2, y: 19.5 });
  });
  it("one die for the group when no one meets the base condition", async () => {
    const t = table(
      { figures: [crewAt("A", 6, 18), enemyAt("E1", 24, 17), enemyAt("E2", 24, 19.5), enemyAt("E3", 24, 30)] },
      [
        crew("A"),
        enemy("E1", { ai: "aggressive" }),
        enemy("E2", { ai: "aggressive" }),
        enemy("E3", { ai: "aggressive" }),
      ],
    );
    const dice = new ScriptedDice([5, 5]);
    const all = await suggestEnemyPhase({ battlefield: t.battlefield, figures: t.figures }, dice);
    expect(dice.requests.filter((r) => r.purpose === "Enemy Movement: Aggressive")).toHaveLength(2);
    expect(all.map((s) => s.action)).toEqual(["advanceFastestRoute", "advanceFastestRoute", "advanceFastestRoute"]);
  });
});

describe("Enemy Overwatch", () => {
  const blind = (ai: AiType) =>
    table({ figures: [crewAt("A", 6, 18), enemyAt("E", 24, 18)], walls: [wall(15, 5, 15, 31)] }, [
      crew("A"),
      enemy("E", { ai }),
    ]);
  it("a ranged enemy ending unable to see a target enters Overwatch on 5-6", async () => {
    const s = await suggest(blind("tactical"), "E", [1, 5]);
    expect(s.overwatch).toMatchObject({ entered: true, step: { needed: 5 } });
    expect(s.attack).toBeNull();
  });
  it("but not on a 4 (Tactical)", async () => {
    const s = await suggest(blind("tactical"), "E", [1, 4]);
    expect(s.overwatch?.entered).toBe(false);
  });
  it.each(["defensive", "cautious"] as const)("%s enemies enter Overwatch on 4-6", async (ai) => {
    const s = await suggest(blind(ai), "E", [ai === "defensive" ? 1 : 2, 4]);
    expect(s.overwatch).toMatchObject({ entered: true, step: { needed: 4 } });
  });
});

describe("Beast with Enemy Skulking", () => {
  it("a Beast unable to see a target rolls; on 5-6 it is placed at the nearest terrain feature closer to a target", async () => {
    const t = table(
      {
        figures: [crewAt("A", 6, 18), enemyAt("B", 28, 18)],
        walls: [wall(20, 2, 20, 34)],
        features: [rect("woods", "area", 10, 10, 14, 14, 3)],
      },
      [crew("A"), enemy("B", { ai: "beast", weapons: [weapon("claws", 0, ["melee"])] })],
    );
    const s = await suggest(t, "B", [6]);
    expect(s.skulking?.featureId).toBe("woods");
    expect(s.skulking?.placedAt).toEqual({ x: 12, y: 12 });
  });
  it("a Beast moves towards the nearest opponent in Cover or out of sight, and brawls when it can reach", async () => {
    const t = table({ figures: [crewAt("A", 6, 18), enemyAt("B", 9, 18)] }, [
      crew("A"),
      enemy("B", { ai: "beast", weapons: [] }),
    ]);
    const s = await suggest(t, "B", []);
    expect(s.attack).toEqual({ kind: "brawl", targetId: "A" });
  });
});

describe("Guardian", () => {
  it("stays within 3\" of its ward and fires at the ward's target", async () => {
    const t = table({ figures: [crewAt("A", 6, 18), crewAt("C", 6, 26), enemyAt("W", 22, 18), enemyAt("G", 22, 21)] }, [
      crew("A"),
      crew("C"),
      enemy("W", { ai: "aggressive" }),
      enemy("G", { ai: "guardian", guardianOf: "W" }),
    ]);
    const dice = new SeededDice("guardian");
    const [w, g] = await suggestEnemyPhase({ battlefield: t.battlefield, figures: t.figures, order: ["W", "G"] }, dice);
    expect(g!.decision.action).toBe("guard");
    const wardEnd = w!.end;
    expect(dist(g!.end, wardEnd) - 1).toBeLessThanOrEqual(GUARDIAN_INCHES + 1e-6);
    if (w!.attack?.kind === "shot") expect(g!.attack?.targetId).toBe(w!.attack.targetId);
  });
});

describe("Rampaging", () => {
  it("moves as fast as possible towards the closest opponent (Dash) and brawls when in reach", async () => {
    const t = table({ figures: [crewAt("A", 6, 18), enemyAt("R", 20, 18)] }, [
      crew("A"),
      enemy("R", { ai: "rampaging", weapons: [carbine()] }),
    ]);
    const s = await suggest(t, "R", []);
    expect(s.dash).toBe(true);
    expect(dist(s.end, { x: 6, y: 18 })).toBeLessThan(8.5);
    expect(s.attack).toBeNull();
  });
  it("Rampagers with Heavy weapons stand and fire if in sight of a target", async () => {
    const t = table({ figures: [crewAt("A", 6, 18), enemyAt("R", 20, 18)] }, [
      crew("A"),
      enemy("R", { ai: "rampaging", weapons: [weapon("cannon", 24, ["heavy"])] }),
    ]);
    const s = await suggest(t, "R", []);
    expect(s.end).toEqual({ x: 20, y: 18 });
    expect(s.attack).toMatchObject({ kind: "shot", targetId: "A", weaponId: "cannon" });
  });
});

describe("Shock", () => {
  it("a Shocked figure in the open and in sight moves to the closest Cover and takes no Combat Action", async () => {
    const t = table(
      { figures: [crewAt("A", 6, 18), enemyAt("E", 20, 18)], features: [rect("woods", "area", 21, 20, 25, 24, 3)] },
      [crew("A"), enemy("E", { ai: "tactical", condition: { ...crew("x").condition, marker: "shocked" } })],
    );
    const s = await suggest(t, "E", []);
    expect(s.decision.source).toBe("shocked");
    expect(spotAt(t, "E", s).covered).toBe(true);
    expect(s.attack).toBeNull();
  });
});

describe("Same battlefield and dice, same suggestion", () => {
  it("holds for any seed (a whole phase)", async () => {
    const t = table(
      {
        figures: [
          crewAt("A", 6, 18),
          crewAt("C", 5, 25),
          enemyAt("E1", 24, 17),
          enemyAt("E2", 24, 19.5),
          enemyAt("E3", 28, 28),
        ],
        features: [rect("crates", "individual", 20, 17.5, 21, 18.5, 1.5), rect("woods", "area", 26, 21, 30, 25, 3)],
      },
      [crew("A"), crew("C"), enemy("E1"), enemy("E2", { ai: "cautious" }), enemy("E3", { ai: "beast", weapons: [] })],
    );
    await fc.assert(
      fc.asyncProperty(fc.integer(), async (seed) => {
        const first = await suggestEnemyPhase({ battlefield: t.battlefield, figures: t.figures }, new SeededDice(seed));
        const second = await suggestEnemyPhase(
          { battlefield: t.battlefield, figures: t.figures },
          new SeededDice(seed),
        );
        expect(second).toEqual(first);
      }),
      { numRuns: 5 },
    );
  });
  it("decideEnemyAction is pure: the same request twice gives the same suggestion", async () => {
    const t = inWoods("cautious");
    const a = await decideEnemyAction(
      { battlefield: t.battlefield, figures: t.figures, enemyId: "E" },
      new ScriptedDice([]),
    );
    const b = await decideEnemyAction(
      { battlefield: t.battlefield, figures: t.figures, enemyId: "E" },
      new ScriptedDice([]),
    );
    expect(b).toEqual(a);
  });
});

function carbine() {
  return weapon("carbine", 18);
}
