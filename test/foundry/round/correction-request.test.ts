// Issue 33: the GM's correction over the module socket is read strictly, since a payload can lie: every mark named
// and of its kind, a condition of the correctable fields only (Goner leaves by removeFigure), and a reason.
import { describe, expect, it } from "vitest";
import { checkRoundRequest, GM_ONLY, parseRoundInput } from "../../../src/views/five-parsecs/round/round-request";
import { newBattle } from "./fixtures";

const correct = (marks: unknown, reason: unknown = "Missed the Stun") => ({
  type: "correctFigure",
  figureId: "Actor.kara",
  marks,
  reason,
});

describe("the correction requests (issue 33)", () => {
  it("reads a correction of a condition and a round mark, and an undo", () => {
    const marks = { condition: { marker: "stunned", dazed: false }, snapFire: true };
    expect(parseRoundInput(correct(marks))).toEqual(correct(marks));
    expect(parseRoundInput(correct({ condition: { marker: null } }))).toEqual(correct({ condition: { marker: null } }));
    expect(parseRoundInput({ type: "undoCorrection", figureId: "Actor.kara" })).toEqual({
      type: "undoCorrection",
      figureId: "Actor.kara",
    });
  });

  it.each([
    ["no marks", undefined],
    ["empty marks", {}],
    ["an unknown mark", { overwatch: true, luck: 3 }],
    ["a mark that is not yes or no", { overwatch: "true" }],
    ["a condition that is not a record", { condition: "stunned" }],
    ["Goner in the condition", { condition: { goner: true } }],
    ["an unknown marker", { condition: { marker: "dazed" } }],
    ["a condition flag that is not yes or no", { condition: { wounded: 1 } }],
  ])("drops a correction with %s", (_what, marks) => {
    expect(parseRoundInput(correct(marks))).toBeNull();
  });

  it("drops a correction without a reason, and either input without a figure", () => {
    expect(parseRoundInput(correct({ snapFire: true }, "  "))).toBeNull();
    expect(parseRoundInput(correct({ snapFire: true }, 7))).toBeNull();
    expect(parseRoundInput({ type: "correctFigure", marks: { snapFire: true }, reason: "x" })).toBeNull();
    expect(parseRoundInput({ type: "undoCorrection" })).toBeNull();
  });

  it("both are the GM's alone, even for a figure the player owns", () => {
    expect(GM_ONLY.has("correctFigure")).toBe(true);
    expect(GM_ONLY.has("undoCorrection")).toBe(true);
    const player = { isGM: false, owns: () => true };
    const input = parseRoundInput({ type: "undoCorrection", figureId: "Actor.kara" })!;
    expect(checkRoundRequest(input, newBattle(), player)).toEqual({
      ok: false,
      key: "FPB.Round.Request.gmOnly",
      data: {},
    });
    expect(checkRoundRequest(input, newBattle(), { isGM: true, owns: () => false })).toEqual({ ok: true });
  });
});
