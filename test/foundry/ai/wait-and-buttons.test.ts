import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { advancesTurn, mayAnswerWatch, mayPress, mustWait } from "../../../src/foundry/five-parsecs/ai/wait-rule";
import { SUGGESTION_STATES } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { AI_SUGGESTION_MODES } from "../../../src/foundry/table/settings/settings";

describe("the AI suggestion setting: suggest and wait", () => {
  const now = { turn: 3, round: 2 };
  it("holds the combat on an enemy whose suggestion is pending or stopped, only in the wait mode and only forward", () => {
    expect(mustWait("wait", { turn: 4 }, now, "pending")).toBe(true);
    expect(mustWait("wait", { round: 3, turn: 0 }, now, "stopped")).toBe(true);
    expect(mustWait("wait", { turn: 2 }, now, "pending")).toBe(false);
    expect(mustWait("suggest", { turn: 4 }, now, "pending")).toBe(false);
    expect(mustWait("off", { turn: 4 }, now, "pending")).toBe(false);
    for (const state of ["applied", "dismissed", "undone", null] as const)
      expect(mustWait("wait", { turn: 4 }, now, state)).toBe(false);
  });
  it("property: only a forward move in the wait mode with an open suggestion is ever refused", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AI_SUGGESTION_MODES),
        fc.constantFrom(...SUGGESTION_STATES, null),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        (mode, state, turn, round) => {
          const refused = mustWait(mode, { turn, round }, now, state);
          expect(refused).toBe(
            mode === "wait" && (state === "pending" || state === "stopped") && advancesTurn({ turn, round }, now),
          );
        },
      ),
    );
  });
  it("an update that changes neither turn nor round never advances", () => {
    expect(advancesTurn({}, now)).toBe(false);
    expect(advancesTurn({ turn: 0 }, { turn: null, round: 1 })).toBe(true);
  });
});

describe("who may press what", () => {
  it("players never press the suggestion buttons: nothing moves without the GM", () => {
    for (const state of SUGGESTION_STATES)
      for (const b of ["apply", "reroll", "dismiss", "undo"] as const)
        expect(mayPress(b, false, state, true)).toBe(false);
  });
  it("the GM: Apply / Dismiss while open, Reroll while pending, Undo once something moved", () => {
    expect(mayPress("apply", true, "pending", false)).toBe(true);
    expect(mayPress("apply", true, "stopped", true)).toBe(true);
    expect(mayPress("apply", true, "applied", true)).toBe(false);
    expect(mayPress("reroll", true, "stopped", true)).toBe(false);
    expect(mayPress("dismiss", true, "dismissed", false)).toBe(false);
    expect(mayPress("undo", true, "applied", true)).toBe(true);
    expect(mayPress("undo", true, "applied", false)).toBe(false);
    expect(mayPress("undo", true, "undone", true)).toBe(false);
  });
  it("a watch card: the watcher's owner or the GM, once", () => {
    expect(mayAnswerWatch(true, false, "offered")).toBe(true);
    expect(mayAnswerWatch(false, true, "offered")).toBe(true);
    expect(mayAnswerWatch(false, false, "offered")).toBe(false);
    expect(mayAnswerWatch(true, true, "fired")).toBe(false);
  });
});
