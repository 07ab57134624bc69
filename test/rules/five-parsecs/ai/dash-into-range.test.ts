// Scenario tests for "Dash": "Enemies will do so to reach cover or move into range. An enemy with a ranged weapon will
// not Dash if they are able to fire at a target." The "move into range" half, on the actions that advance and fire.
// Crew on the west edge, enemies to the east (Speed 4, Dash 6"), a carbine of 18".
import { describe, expect, it } from "vitest";
import { Situation } from "../../../../src/rules/five-parsecs/ai";
import { dashIntoRange } from "../../../../src/rules/five-parsecs/ai/dash-into-range";
import { carbine, crew, crewAt, enemy, enemyAt, rect, spotAt, suggest, table } from "./helpers";

const A = { x: 4, y: 18 };

describe("Dash: to move into range", () => {
  it("Dashes when its move leaves the nearest crew out of range and the Dash brings it within range (Aggressive 5)", async () => {
    const t = table({ figures: [crewAt("A", A.x, A.y), enemyAt("E", 28, 18)] }, [crew("A"), enemy("E")]);
    const start = spotAt(t, "E", { end: { x: 28, y: 18 } } as never);
    expect(start.range(0)).toBeGreaterThan(carbine.range + 4);
    expect(start.range(0)).toBeLessThanOrEqual(carbine.range + 6);
    // The roll (5: "Advance and fire on the nearest enemy. Fastest route."); in range at the end, so no Overwatch roll.
    const s = await suggest(t, "E", [5]);
    expect(s.action).toBe("advanceFastestRoute");
    expect(s.dash).toBe(true);
    expect(s.moveCost).toBeGreaterThan(4);
    const end = spotAt(t, "E", s);
    expect(end.range(0)).toBeLessThanOrEqual(carbine.range);
    expect(end.targets()).toEqual([0]);
    expect(s.attack).toBeNull();
    expect(s.overwatch).toBeNull();
    expect(s.reasons.some((r) => r.rule === "Dash" && r.text.includes("move into range"))).toBe(true);
  });

  it("Dashes only to a point that still obeys the action: Use Cover (Aggressive 4)", async () => {
    // Woods 3" to 6" west of the enemy: within the move it reaches them only out of sight or out of range; their west
    // edge, in Cover and 17" from A, is within its 6" Dash.
    const woods = rect("woods", "area", 22, 14, 25, 22, 3);
    const t = table({ figures: [crewAt("A", A.x, A.y), enemyAt("E", 28, 18)], features: [woods] }, [
      crew("A"),
      enemy("E"),
    ]);
    const s = await suggest(t, "E", [4]);
    expect(s.action).toBe("advanceUsingCover");
    expect(s.dash).toBe(true);
    const end = spotAt(t, "E", s);
    expect(end.safe).toBe(true);
    expect(end.range(0)).toBeLessThanOrEqual(carbine.range);
    expect(end.targets()).toEqual([0]);
    expect(s.attack).toBeNull();
  });

  it("does not Dash when it can already fire at a target where it stands", async () => {
    const t = table({ figures: [crewAt("A", 12, 18), enemyAt("E", 28, 18)] }, [crew("A"), enemy("E")]);
    expect(spotAt(t, "E", { end: { x: 28, y: 18 } } as never).targets()).toEqual([0]);
    // The roll (5); the shot is planned, not rolled.
    const s = await suggest(t, "E", [5]);
    expect(s.action).toBe("advanceFastestRoute");
    expect(s.dash).toBe(false);
    expect(s.moveCost).toBeLessThanOrEqual(4);
    expect(s.attack).toMatchObject({ kind: "shot", targetId: "A" });
  });

  it("is never chosen by a figure that can fire where it stands, even where only a Dash reaches the action's end points", () => {
    // An action whose end points all lie beyond the move (west of x = 23.5, over 4" from x = 28): only a Dash gets there.
    const beyondMove = (c: { x: number }): boolean => c.x <= 23.5;
    const key = (c: { cost: number }): number[] => [-c.cost];
    const outOfRange = table({ figures: [crewAt("A", A.x, A.y), enemyAt("E", 28, 18)] }, [crew("A"), enemy("E")]);
    const dash = dashIntoRange(new Situation(outOfRange.battlefield, outOfRange.figures, "E"), [beyondMove], key);
    expect(dash?.withDash).toBe(true);
    const inRange = table({ figures: [crewAt("A", 12, 18), enemyAt("E", 28, 18)] }, [crew("A"), enemy("E")]);
    const situation = new Situation(inRange.battlefield, inRange.figures, "E");
    expect(situation.here.targets()).toEqual([0]);
    expect(dashIntoRange(situation, [beyondMove], key)).toBeNull();
  });

  it("does not Dash when the Dash would not bring anyone into range either", async () => {
    const t = table({ figures: [crewAt("A", A.x, A.y), enemyAt("E", 32, 18)] }, [crew("A"), enemy("E")]);
    expect(spotAt(t, "E", { end: { x: 32, y: 18 } } as never).range(0)).toBeGreaterThan(carbine.range + 6);
    // The roll (5), then Enemy Overwatch, as it ends out of range (1: none).
    const s = await suggest(t, "E", [5, 1]);
    expect(s.action).toBe("advanceFastestRoute");
    expect(s.dash).toBe(false);
    expect(s.moveCost).toBeLessThanOrEqual(4);
    expect(s.end.x).toBeLessThan(32);
    expect(s.attack).toBeNull();
    expect(s.reasons.some((r) => r.rule === "Dash")).toBe(false);
  });

  it("keeps a move that ends in Cover rather than Dashing into range in the open (Cautious 6: ending in Cover if possible)", async () => {
    // Woods 1" to 3.5" west of the enemy, within its move but out of range of A; only open ground lies within range.
    const woods = rect("woods", "area", 24.5, 14, 27, 22, 3);
    const t = table({ figures: [crewAt("A", A.x, A.y), enemyAt("E", 28, 18)], features: [woods] }, [
      crew("A"),
      enemy("E", { ai: "cautious" }),
    ]);
    // The roll (6: "Advance on the nearest enemy and fire, ending in Cover if possible"), then Enemy Overwatch (1: none).
    const s = await suggest(t, "E", [6, 1]);
    expect(s.action).toBe("advanceEndingInCover");
    expect(s.dash).toBe(false);
    const end = spotAt(t, "E", s);
    expect(end.covered).toBe(true);
    expect(end.range(0)).toBeGreaterThan(carbine.range);
    expect(s.end.x).toBeLessThan(28);
  });
});
