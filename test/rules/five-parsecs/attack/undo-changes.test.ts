import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { figureAfter, undoChanges, type StateChange } from "../../../../src/rules";
import { anyCondition } from "../../../fixtures/conditions";
import { crewFigure, weapon } from "../../../fixtures/figures";

const kara = crewFigure({ id: "kara", luck: { current: 2, max: 3 }, weapons: [weapon("Pistol", 12, ["pistol"])] });
const anyChange: fc.Arbitrary<StateChange> = fc.oneof(
  fc.record({ kind: fc.constant("condition" as const), figureId: fc.constant("kara"), condition: anyCondition }),
  fc.record({
    kind: fc.constant("luck" as const),
    figureId: fc.constant("kara"),
    luck: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant("push" as const),
    figureId: fc.constant("kara"),
    inches: fc.constant(1),
    awayFromId: fc.constant("x"),
  }),
  fc.record({
    kind: fc.constant("weapon" as const),
    figureId: fc.constant("kara"),
    weaponId: fc.constant("Pistol"),
    battleState: fc.constantFrom("ready" as const, "panicFired" as const),
  }),
);

describe("Undo: the changes that restore the figures", () => {
  it("applying the changes and then their undo gives back the figure (property)", () => {
    fc.assert(
      fc.property(fc.array(anyChange, { maxLength: 10 }), (changes) => {
        const after = figureAfter(kara, changes);
        expect(figureAfter(after, undoChanges(changes, [kara]))).toEqual(kara);
      }),
    );
  });

  it("leaves out pushes and figures it was not shown", () => {
    expect(
      undoChanges(
        [
          { kind: "push", figureId: "kara", inches: 1, awayFromId: "x" },
          { kind: "luck", figureId: "other", luck: 0 },
        ],
        [kara],
      ),
    ).toEqual([]);
  });
});
