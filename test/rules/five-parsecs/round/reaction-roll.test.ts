import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../src/rules";
import {
  assignForMostQuick,
  checkReactionAssignment,
  feralDieIndex,
  phaseForDie,
  phasesOf,
  quickCount,
  rollReactionDice,
  type ReactionAssignment,
  type Reactor,
} from "../../../../src/rules/five-parsecs/round";

const r = (id: string, reactions: number, feral = false): Reactor => ({ id, reactions, feral });

describe("The Reaction Roll", () => {
  it("rolls a number of D6 equal to the number of your characters", async () => {
    const dice = new ScriptedDice([{ results: [3, 5, 1], purpose: "Reaction Roll" }]);
    expect((await rollReactionDice([r("a", 1), r("b", 2), r("c", 3)], dice)).dice).toEqual([3, 5, 1]);
    dice.assertAllUsed();
  });

  it("a die equal or below the Reaction score acts Quick, higher acts Slow", () => {
    expect(phaseForDie(2, 2)).toBe("quick");
    expect(phaseForDie(1, 2)).toBe("quick");
    expect(phaseForDie(3, 2)).toBe("slow");
  });

  it("assigns each die to one character and each character one die", () => {
    const crew = [r("a", 1), r("b", 3)];
    expect(checkReactionAssignment(crew, [4, 2], { a: 1, b: 0 })).toBeNull();
    expect(checkReactionAssignment(crew, [4, 2], { a: 1 })?.code).toBe("reactionFigureWithoutDie");
    expect(checkReactionAssignment(crew, [4, 2], { a: 1, b: 1 })?.code).toBe("reactionDieUsedTwice");
    expect(checkReactionAssignment(crew, [4, 2], { a: 1, b: 2 })?.code).toBe("reactionNoSuchDie");
    expect(checkReactionAssignment(crew, [4, 2], { a: 1, b: 0, z: 0 })?.code).toBe("reactionUnknownFigure");
    expect(phasesOf(crew, [4, 2], { a: 1, b: 0 })).toEqual({ a: "slow", b: "slow" });
    expect(phasesOf(crew, [4, 2], { a: 0, b: 1 })).toEqual({ a: "slow", b: "quick" });
  });
});

describe("Feral Impetuous Actions", () => {
  const crew = [r("feral", 1, true), r("b", 3)];

  it("exactly a single 1 must be assigned to a Feral character", () => {
    expect(feralDieIndex(crew, [1, 4])).toBe(0);
    expect(checkReactionAssignment(crew, [1, 4], { feral: 1, b: 0 })?.code).toBe("reactionFeralRule");
    expect(checkReactionAssignment(crew, [1, 4], { feral: 0, b: 1 })).toBeNull();
  });

  it("does not apply if you roll multiple 1s, or no 1, or the crew has no Feral", () => {
    expect(feralDieIndex(crew, [1, 1])).toBeNull();
    expect(checkReactionAssignment(crew, [1, 1], { feral: 1, b: 0 })).toBeNull();
    expect(feralDieIndex(crew, [2, 4])).toBeNull();
    expect(feralDieIndex([r("a", 1), r("b", 3)], [1, 4])).toBeNull();
  });

  it("any Feral may take it when there are several", () => {
    const two = [r("f1", 1, true), r("f2", 2, true), r("b", 3)];
    expect(checkReactionAssignment(two, [1, 5, 6], { f1: 1, f2: 0, b: 2 })).toBeNull();
  });

  it("the one-click assignment obeys it", () => {
    const assignment = assignForMostQuick(crew, [4, 1]);
    expect(assignment["feral"]).toBe(1);
    expect(checkReactionAssignment(crew, [4, 1], assignment)).toBeNull();
  });
});

/** Every legal assignment, by brute force, with the Feral rule. */
function bestByBruteForce(crew: readonly Reactor[], dice: readonly number[]): number {
  let best = 0;
  const permute = (left: number[], chosen: number[]) => {
    if (left.length === 0) {
      const assignment: ReactionAssignment = Object.fromEntries(crew.map((f, i) => [f.id, chosen[i]!]));
      if (checkReactionAssignment(crew, dice, assignment) === null)
        best = Math.max(best, quickCount(crew, dice, assignment));
      return;
    }
    for (const [i, index] of left.entries()) permute([...left.slice(0, i), ...left.slice(i + 1)], [...chosen, index]);
  };
  permute(
    dice.map((_, i) => i),
    [],
  );
  return best;
}

describe("The Reaction Roll: one-click assignment (ruling 6)", () => {
  it("puts the most figures into Quick", () => {
    // Naive in-order assignment would waste the 1 on the Reactions 3 figure.
    const crew = [r("fast", 3), r("slow", 1)];
    const assignment = assignForMostQuick(crew, [1, 3]);
    expect(quickCount(crew, [1, 3], assignment)).toBe(2);
  });

  it("is optimal and legal: as many Quick figures as brute force finds, whatever the dice (property)", () => {
    const crewArb = fc.array(fc.record({ reactions: fc.integer({ min: 1, max: 6 }), feral: fc.boolean() }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(
        crewArb.chain((crew) =>
          fc.tuple(
            fc.constant(crew),
            fc.array(fc.integer({ min: 1, max: 6 }), { minLength: crew.length, maxLength: crew.length }),
          ),
        ),
        ([profiles, dice]) => {
          const crew = profiles.map((p, i) => r(`f${i}`, p.reactions, p.feral));
          const assignment = assignForMostQuick(crew, dice);
          expect(checkReactionAssignment(crew, dice, assignment)).toBeNull();
          expect(quickCount(crew, dice, assignment)).toBe(bestByBruteForce(crew, dice));
        },
      ),
      { numRuns: 300 },
    );
  });
});
