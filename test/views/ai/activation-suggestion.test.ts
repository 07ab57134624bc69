// Issue 38: one suggestion card per enemy activation. "Renewed efforts" gives an enemy a second activation in the
// round; the card of its first (applied or dismissed) must not be taken for the second's.
import { describe, expect, it } from "vitest";
import { createBattle, type BattleState } from "../../../src/rules";
import { cardOfEndedActivation } from "../../../src/views/five-parsecs/ai/activation-suggestion";
import { crewFigure, enemyFigure } from "../../fixtures/figures";

const ada = crewFigure({ id: "Actor.ada", name: "Ada" });
const r1 = enemyFigure({ id: "Actor.r1", name: "Raider 1" });
const start = createBattle({ crew: [ada], enemies: [r1], difficulty: "normal", hiredMuscle: false });
const slot = (status: "pending" | "done", extra = false) => ({
  figureId: r1.id,
  phase: "enemy" as const,
  status,
  snapFire: false,
  extra,
});
const battle = (...schedule: ReturnType<typeof slot>[]): BattleState => ({
  ...start,
  round: 3,
  phase: "enemy",
  schedule,
});

describe("the card of an enemy's current activation", () => {
  it("its first activation's card, applied, is its own until the activation ends", () => {
    expect(cardOfEndedActivation(battle(slot("pending")), r1.id, "applied", 1)).toBe(false);
  });

  it("with a second activation to come, the applied (or dismissed) card of the first is an ended one's", () => {
    expect(cardOfEndedActivation(battle(slot("done"), slot("pending", true)), r1.id, "applied", 1)).toBe(true);
    expect(cardOfEndedActivation(battle(slot("done"), slot("pending", true)), r1.id, "dismissed", 1)).toBe(true);
  });

  it("the second activation's own card, once applied, is its own; an open card is always the current one's", () => {
    expect(cardOfEndedActivation(battle(slot("done"), slot("pending", true)), r1.id, "applied", 2)).toBe(false);
    expect(cardOfEndedActivation(battle(slot("done"), slot("pending", true)), r1.id, "pending", 1)).toBe(false);
  });

  it("no activation left (the turn came back to it by hand): the last card stays the round's", () => {
    expect(cardOfEndedActivation(battle(slot("done")), r1.id, "applied", 1)).toBe(false);
  });
});
