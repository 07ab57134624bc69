import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONDITION_STATUS,
  conditionFromStatuses,
  statusesOf,
  statusToggles,
} from "../../../src/foundry/five-parsecs/conditions/condition-statuses";
import { UNHARMED } from "../../../src/rules";
import { anyCondition } from "../../fixtures/conditions";

describe("a figure's condition as token statuses", () => {
  it("round-trips every condition through its statuses (property)", () => {
    fc.assert(
      fc.property(anyCondition, (condition) => {
        expect(conditionFromStatuses(statusesOf(condition))).toEqual(condition);
      }),
    );
  });

  it("marks a Goner with Foundry's defeated status", () => {
    expect(statusesOf({ ...UNHARMED, goner: true })).toEqual(new Set(["dead"]));
  });

  it("Shock takes precedence over stun when both were set by hand", () => {
    const both = new Set([CONDITION_STATUS.stunned, CONDITION_STATUS.shocked]);
    expect(conditionFromStatuses(both).marker).toBe("shocked");
  });

  it("ignores statuses that are not the battle's (a module's Prone, core's Blind)", () => {
    expect(conditionFromStatuses(new Set(["prone", "blind"]))).toEqual(UNHARMED);
  });

  it("switches only what changes: Stunned to Shocked, adding Wounded", () => {
    const before = { ...UNHARMED, marker: "stunned" as const, bleeding: true };
    const after = { ...before, marker: "shocked" as const, wounded: true };
    expect(statusToggles(before, after)).toEqual([
      { id: CONDITION_STATUS.stunned, active: false },
      { id: CONDITION_STATUS.wounded, active: true },
      { id: CONDITION_STATUS.shocked, active: true },
    ]);
  });

  it("applying the toggles to the statuses gives the new condition (property)", () => {
    fc.assert(
      fc.property(anyCondition, anyCondition, (before, after) => {
        const statuses = statusesOf(before);
        for (const { id, active } of statusToggles(before, after)) {
          if (active) statuses.add(id);
          else statuses.delete(id);
        }
        expect(conditionFromStatuses(statuses)).toEqual(after);
      }),
    );
  });
});
