// The in-world (Quench) checks for core 13.350's write pipeline (issue 31): options written into (C12), a token's
// movement (C13, H10-H12), the tracker's menus and Reset (C6, C7, C9, C15), group initiative (C14). A real v13 world
// must pass them, so the double must too.
import { describe, it } from "vitest";
import { CANVAS_CHECKS } from "../../../src/foundry/self-test/contract/canvas-checks";
import { COMBAT_CHECKS } from "../../../src/foundry/self-test/contract/combat-checks";
import { MODEL_CHECKS } from "../../../src/foundry/self-test/contract/model-checks";
import { passesOnTheDouble } from "./in-world-check";

describe("C12: core writes into a write's options object", () => {
  it("write.optionsWrittenInto passes on the double", () =>
    passesOnTheDouble(COMBAT_CHECKS, "write.optionsWrittenInto"));
  it("write.reusedOptionsRefused passes on the double", () =>
    passesOnTheDouble(COMBAT_CHECKS, "write.reusedOptionsRefused"));
});

describe("C13, H10-H12: a token's position update is a movement", () => {
  it("canvas.updateIsMovement passes on the double", () => passesOnTheDouble(CANVAS_CHECKS, "canvas.updateIsMovement"));
  it("canvas.movementNotRedefinable passes on the double", () =>
    passesOnTheDouble(CANVAS_CHECKS, "canvas.movementNotRedefinable"));
  it("canvas.movementSteps passes on the double", () => passesOnTheDouble(CANVAS_CHECKS, "canvas.movementSteps"));
});

describe("C6, C7, C9, C15: the tracker's controls, menus and Reset", () => {
  it("ui.trackerControlsRemoved passes on the double", () =>
    passesOnTheDouble(COMBAT_CHECKS, "ui.trackerControlsRemoved"));
  it("ui.trackerContextMenu passes on the double", () => passesOnTheDouble(COMBAT_CHECKS, "ui.trackerContextMenu"));
  it("ui.trackerRowMenuHook passes on the double", () =>
    passesOnTheDouble(COMBAT_CHECKS, "ui.trackerRowMenuHook", { withQuench: true }));
  it("ui.encounterMenuReset passes on the double", () =>
    passesOnTheDouble(COMBAT_CHECKS, "ui.encounterMenuReset", { withQuench: true }));
  it("combat.resetAllOneUpdate passes on the double", () =>
    passesOnTheDouble(COMBAT_CHECKS, "combat.resetAllOneUpdate"));
  it("combat.initiativeOverrides passes on the double", () =>
    passesOnTheDouble(COMBAT_CHECKS, "combat.initiativeOverrides"));
});

describe("D5: an invalid update's channel", () => {
  it("model.updateInvalidChannel passes on the double", () =>
    passesOnTheDouble(MODEL_CHECKS, "model.updateInvalidChannel"));
});

describe("C14: group initiative", () => {
  it("combat.groupInitiative passes on the double", () => passesOnTheDouble(COMBAT_CHECKS, "combat.groupInitiative"));
});
