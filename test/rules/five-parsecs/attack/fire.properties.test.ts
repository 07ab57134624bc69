import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice, resolveFire, type Figure, type TargetView } from "../../../../src/rules";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const view = (target: Figure): TargetView => ({
  target,
  distance: 6,
  inCover: false,
  visible: true,
  inFirersArc: true,
  firerInTargetsArc: true,
  goodShot: false,
  crouching: false,
  withinThreeInchesOf: [],
});

describe("Ranged Combat then Resolving Hits (properties)", () => {
  it("Goner: whatever the dice, no hit is resolved on a removed figure and each figure ends with one condition", async () => {
    const gun = { ...weapon("Rattle Gun", 24), shots: 3, damage: 1 };
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.integer({ min: 2, max: 6 }), async (seed, toughness) => {
        const kara = crewFigure({ id: "kara", combatSkill: 2, weapons: [gun] });
        const raider = enemyFigure({ id: "raider", toughness });
        const outcome = await resolveFire(
          {
            firer: kara,
            weapon: gun,
            views: [view(raider)],
            mode: "normal",
            hasMoved: false,
            allocation: ["raider", "raider", "raider"],
          },
          new SeededDice(seed),
        );
        const firstLost = outcome.hits.findIndex((hit) => hit.lost);
        if (firstLost >= 0) {
          expect(outcome.eliminatedIds).toEqual(["raider"]);
          expect(outcome.hits.slice(firstLost).every((hit) => hit.lost)).toBe(true);
        }
        expect(outcome.changes.filter((change) => change.kind === "condition").length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 200 },
    );
  });
});
