import { describe, expect, it } from "vitest";
import { followUp } from "../../../../src/rules/five-parsecs/brawling/follow-up";

describe("Following Up", () => {
  it('a figure that eliminates its opponent may move 2" in any direction and enter another brawl', () => {
    expect(followUp({ figureId: "a", opponentId: "b", winnerId: "a", eliminatedIds: ["b"] })).toEqual({
      kind: "followUp",
      figureId: "a",
      inches: 2,
      mayEnterAnotherBrawl: true,
    });
  });

  it("if the opponent was pushed back but not eliminated, a Follow Up move is not permitted", () => {
    expect(followUp({ figureId: "a", opponentId: "b", winnerId: "a", eliminatedIds: [] })).toEqual({
      kind: "none",
      figureId: "a",
      reason: "opponentNotEliminated",
    });
  });

  it("eliminating is what counts, not winning the roll: a losing natural 6 that eliminates may Follow Up", () => {
    expect(followUp({ figureId: "a", opponentId: "b", winnerId: "b", eliminatedIds: ["b"] }).kind).toBe("followUp");
  });

  it("a figure eliminated itself (both fell on a draw) does not Follow Up", () => {
    expect(followUp({ figureId: "a", opponentId: "b", winnerId: null, eliminatedIds: ["a", "b"] })).toMatchObject({
      kind: "none",
      reason: "eliminated",
    });
  });
});

describe('Multiple Opponents: if the lone fighter wins, no 2" bonus move, but fight the remaining opponent', () => {
  it("a winning lone fighter that eliminates its first opponent must fight the remaining one, with no bonus", () => {
    expect(
      followUp({ figureId: "lone", opponentId: "b", winnerId: "lone", eliminatedIds: ["b"], remainingOpponentId: "c" }),
    ).toEqual({ kind: "fightRemaining", figureId: "lone", opponentId: "c", outnumbering: null, movingToEngage: false });
  });

  it("winning without eliminating still means fighting the remaining opponent", () => {
    expect(
      followUp({ figureId: "lone", opponentId: "b", winnerId: "lone", eliminatedIds: [], remainingOpponentId: "c" })
        .kind,
    ).toBe("fightRemaining");
  });

  it("a lone fighter that did not win gets neither the move nor the second fight", () => {
    expect(
      followUp({ figureId: "lone", opponentId: "b", winnerId: null, eliminatedIds: ["b"], remainingOpponentId: "c" }),
    ).toEqual({ kind: "none", figureId: "lone", reason: "loneFighterDidNotWin" });
  });

  it("the opponent that eliminates the lone fighter may Follow Up as usual", () => {
    expect(followUp({ figureId: "b", opponentId: "lone", winnerId: "b", eliminatedIds: ["lone"] }).kind).toBe(
      "followUp",
    );
  });
});
