// Scenario tests on small hand-built tables for "Beast", "Dash", "Guardian" and "Arc of Fire" (facing), each asserting
// where the figure ends up and whom it attacks. Crew on the west edge, enemies to the east (Speed 4, Dash 6").
import { describe, expect, it } from "vitest";
import { bearing } from "../../../../src/rules/core/battlefield/geometry";
import { suggestEnemyPhase } from "../../../../src/rules/five-parsecs/ai";
import { SeededDice } from "../../../../src/rules/core/dice/seeded-dice";
import { PhaseMemo } from "../../../../src/rules/five-parsecs/ai/phase-memo";
import { weapon } from "../../../fixtures/figures";
import { crew, crewAt, dist, enemy, enemyAt, rect, spotAt, suggest, table, wall } from "./helpers";

const claws = weapon("claws", 0, ["melee"]);

describe("Beast", () => {
  // Woods to either side of the way west: the north one next to a friendly figure, the south one alone.
  const woods = [rect("north woods", "area", 21, 12, 24, 16, 3), rect("south woods", "area", 21, 20, 24, 24, 3)];

  it('keeps within 2" of a friendly figure when closing in under Cover', async () => {
    const t = table({ figures: [crewAt("A", 4, 18), enemyAt("B", 26, 18), enemyAt("F", 20, 14)], features: woods }, [
      crew("A"),
      enemy("B", { ai: "beast", weapons: [claws] }),
      enemy("F"),
    ]);
    // Out of sight at the end, it rolls for Enemy Skulking: a 1, no Skulking.
    const s = await suggest(t, "B", [1]);
    const spot = spotAt(t, "B", s);
    expect(spot.safe).toBe(true);
    expect(spot.nearFriend(2)).toBe(true);
    expect(dist(s.end, { x: 4, y: 18 })).toBeLessThan(dist({ x: 26, y: 18 }, { x: 4, y: 18 }));
    expect(s.reasons.some((r) => r.rule === "Beast" && r.text.includes('2"'))).toBe(true);
    expect(s.attack).toBeNull();
  });

  it("stays in Cover (or out of sight) while no brawl is within two moves", async () => {
    const t = table({ figures: [crewAt("A", 4, 18), enemyAt("B", 26, 18)], features: woods }, [
      crew("A"),
      enemy("B", { ai: "beast", weapons: [claws] }),
    ]);
    const s = await suggest(t, "B", [1]);
    expect(dist({ x: 26, y: 18 }, { x: 4, y: 18 })).toBeGreaterThan(2 * 4 + 1);
    expect(spotAt(t, "B", s).safe).toBe(true);
    expect(s.end.x).toBeLessThan(26);
    expect(s.attack).toBeNull();
  });

  it("breaks Cover to close in when a brawl is within two moves", async () => {
    // 7.5" apart base to base: out of one move, within two. Open ground between, woods behind the Beast.
    const t = table(
      { figures: [crewAt("A", 6, 18), enemyAt("B", 14.5, 18)], features: [rect("woods", "area", 15.5, 16, 18, 20, 3)] },
      [crew("A"), enemy("B", { ai: "beast", weapons: [claws] })],
    );
    const s = await suggest(t, "B", []);
    expect(s.reasons.some((r) => r.rule === "Beast" && r.text.includes("within two moves"))).toBe(true);
    expect(dist(s.end, { x: 6, y: 18 })).toBeLessThan(dist({ x: 14.5, y: 18 }, { x: 6, y: 18 }) - 3);
    expect(spotAt(t, "B", s).safe).toBe(false);
    expect(s.attack).toBeNull();
  });
});

describe("Dash", () => {
  // Woods 5" east of the enemy: the only Cover from the west is inside them, out of its 4" move and within its 6"
  // Dash. Manoeuvre within Cover (Aggressive 1).
  const cover = rect("woods", "area", 33, 12, 36, 24, 3);

  it("is used to reach Cover when the enemy cannot fire where it stands", async () => {
    // A is 22" away: out of the carbine's 18".
    const t = table({ figures: [crewAt("A", 6, 18), enemyAt("E", 28, 18)], features: [cover] }, [
      crew("A"),
      enemy("E"),
    ]);
    // The roll (1), then Enemy Overwatch, as nothing is in sight or range at the end (1: none).
    const s = await suggest(t, "E", [1, 1]);
    expect(s.action).toBe("manoeuvreInCover");
    expect(s.dash).toBe(true);
    expect(s.moveCost).toBeGreaterThan(4);
    expect(spotAt(t, "E", s).covered).toBe(true);
    expect(s.attack).toBeNull();
  });

  it("is never used by a ranged enemy that can already fire at a target", async () => {
    // A is 14" away, in range and in sight: the same Cover is out of reach without a Dash.
    const t = table({ figures: [crewAt("A", 14, 18), enemyAt("E", 28, 18)], features: [cover] }, [
      crew("A"),
      enemy("E"),
    ]);
    const s = await suggest(t, "E", [1]);
    expect(s.dash).toBe(false);
    // No Cover within the move: the action cannot be carried out, so it remains in place and fires.
    expect(s.fallback).toBe(true);
    expect(s.end).toEqual({ x: 28, y: 18 });
    expect(s.attack).toMatchObject({ kind: "shot", targetId: "A" });
  });
});

describe("Guardian", () => {
  it("fires at the target its ward fires at, not at the target nearest to itself", async () => {
    // The ward W sees only A (a wall hides C from it); the Guardian G is nearer C, whom it could see too.
    const t = table(
      {
        figures: [crewAt("A", 8, 10), crewAt("C", 16, 26), enemyAt("W", 24, 12), enemyAt("G", 24, 15)],
        walls: [wall(18, 18, 30, 18)],
      },
      [crew("A"), crew("C"), enemy("W", { ai: "tactical" }), enemy("G", { ai: "guardian", guardianOf: "W" })],
    );
    const [w, g] = await suggestEnemyPhase(
      { battlefield: t.battlefield, figures: t.figures, order: ["W", "G"] },
      new SeededDice("ward"),
    );
    expect(w!.attack).toMatchObject({ kind: "shot", targetId: "A" });
    expect(g!.attack).toMatchObject({ kind: "shot", targetId: "A" });
    expect(dist(g!.end, w!.end) - 1).toBeLessThanOrEqual(3 + 1e-6);
  });

  it("moves at the same pace: its ward does not Dash, so it does not, and only its move is searched", async () => {
    const t = table(
      {
        figures: [crewAt("A", 8, 10), crewAt("C", 16, 26), enemyAt("W", 24, 12), enemyAt("G", 28, 20)],
        walls: [wall(18, 18, 30, 18)],
      },
      [crew("A"), crew("C"), enemy("W", { ai: "tactical" }), enemy("G", { ai: "guardian", guardianOf: "W" })],
    );
    const memo = new PhaseMemo({ record: true });
    const [w, g] = await suggestEnemyPhase(
      { battlefield: t.battlefield, figures: t.figures, order: ["W", "G"], memo },
      new SeededDice("ward"),
    );
    expect(w!.dash).toBe(false);
    expect(g!.dash).toBe(false);
    const guardiansSearches = memo.searches!.filter((s) => s.figure.id === "G");
    expect(guardiansSearches.length).toBeGreaterThan(0);
    expect(guardiansSearches.every((s) => !s.withDash)).toBe(true);
  });
});

describe("Arc of Fire: facing", () => {
  it("an enemy that fires turns to face its target", async () => {
    const t = table({ figures: [crewAt("A", 6, 10), enemyAt("E", 20, 18, { facing: 90 })] }, [
      crew("A"),
      enemy("E", { ai: "defensive" }),
    ]);
    const s = await suggest(t, "E", [1]);
    expect(s.attack).toMatchObject({ kind: "shot", targetId: "A" });
    expect(s.facing).toBeCloseTo(bearing(s.end, { x: 6, y: 10 }), 6);
  });

  it("an enemy with no opponent in sight faces the direction it moved", async () => {
    // A tall wall hides A wherever the enemy can get this activation.
    const t = table(
      { figures: [crewAt("A", 4, 18), enemyAt("E", 30, 18, { facing: 0 })], walls: [wall(10, 2, 10, 34)] },
      [crew("A"), enemy("E", { ai: "aggressive" })],
    );
    const s = await suggest(t, "E", [5, 1]);
    expect(s.attack).toBeNull();
    expect(s.path.length).toBeGreaterThanOrEqual(2);
    const last = s.path.at(-2)!,
      end = s.path.at(-1)!;
    expect(s.facing).toBeCloseTo(bearing(last, end), 6);
    expect(spotAt(t, "E", s).seen).toBe(false);
  });
});
