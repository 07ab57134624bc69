import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARKERS, UNHARMED, figureAfter, settleChanges, type StateChange } from "../../../../src/rules";
import { anyCondition } from "../../../fixtures/conditions";
import { crewFigure, weapon } from "../../../fixtures/figures";

const ids = ["kara", "raider"] as const;
const anyChange: fc.Arbitrary<StateChange> = fc.oneof(
  fc.record({ kind: fc.constant("condition" as const), figureId: fc.constantFrom(...ids), condition: anyCondition }),
  fc.record({
    kind: fc.constant("luck" as const),
    figureId: fc.constantFrom(...ids),
    luck: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant("push" as const),
    figureId: fc.constantFrom(...ids),
    inches: fc.integer({ min: 1, max: 6 }),
    awayFromId: fc.constant("x"),
  }),
  fc.record({
    kind: fc.constant("weapon" as const),
    figureId: fc.constantFrom(...ids),
    weaponId: fc.constantFrom("Rifle", "Pistol"),
    battleState: fc.constantFrom("ready" as const, "panicFired" as const, "ammoFault" as const),
  }),
);

describe("Resolving Hits: the changes of a whole attack", () => {
  it("settled changes leave every figure as all the changes would (property)", () => {
    const kara = crewFigure({
      id: "kara",
      luck: { current: 3, max: 3 },
      weapons: [weapon("Rifle", 24), weapon("Pistol", 12, ["pistol"])],
    });
    fc.assert(
      fc.property(fc.array(anyChange, { maxLength: 12 }), (changes) => {
        expect(figureAfter(kara, settleChanges(changes))).toEqual(figureAfter(kara, changes));
        const pushes = (list: readonly StateChange[]) => list.filter((change) => change.kind === "push");
        expect(pushes(settleChanges(changes))).toEqual(pushes(changes));
      }),
    );
  });

  it("Stun and Shock: a later hit's condition replaces the earlier one for the same figure", () => {
    const stunned = { ...UNHARMED, marker: MARKERS[0] };
    const shocked = { ...UNHARMED, marker: MARKERS[1] };
    const settled = settleChanges([
      { kind: "condition", figureId: "kara", condition: stunned },
      { kind: "push", figureId: "kara", inches: 1, awayFromId: "raider" },
      { kind: "condition", figureId: "kara", condition: shocked },
    ]);
    expect(settled).toEqual([
      { kind: "push", figureId: "kara", inches: 1, awayFromId: "raider" },
      { kind: "condition", figureId: "kara", condition: shocked },
    ]);
  });

  it("figureAfter ignores changes for other figures and a crew-only Luck change on an enemy", () => {
    const kara = crewFigure({ id: "kara" });
    expect(figureAfter(kara, [{ kind: "luck", figureId: "raider", luck: 0 }])).toBe(kara);
  });
});
