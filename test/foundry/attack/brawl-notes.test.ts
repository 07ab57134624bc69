// The brawl card's notes: "Following Up" and "Multiple Opponents" (Brawling), in the user's words.
import { describe, expect, it } from "vitest";
import { followUp } from "../../../src/rules";
import { FOLLOW_UP_INCHES } from "../../../src/rules/brawling/follow-up";
import { afterBrawlNote } from "../../../src/foundry/attack/brawl-notes";
import { englishLocalizer } from "../../fixtures/english-localizer";

const i18n = englishLocalizer();
const names = (id: string): string => ({ ada: "Ada", raider: "Raider", brute: "Brute" })[id] ?? id;

describe("afterBrawlNote", () => {
  it("Following Up: a figure that eliminates its opponent may move 2\"", () => {
    const after = followUp({ figureId: "ada", opponentId: "raider", winnerId: "ada", eliminatedIds: ["raider"] });
    const notes = afterBrawlNote(after, names, i18n);
    expect(notes).toEqual([i18n.format("FPB.Card.FollowUp", { figure: "Ada", inches: String(FOLLOW_UP_INCHES) })]);
    expect(notes[0]).toContain("Ada");
    expect(notes[0]).not.toMatch(/FPB\./);
  });

  it("Multiple Opponents: the lone fighter who won fights the remaining opponent", () => {
    const after = followUp({ figureId: "ada", opponentId: "raider", winnerId: "ada", eliminatedIds: [], remainingOpponentId: "brute" });
    const [note] = afterBrawlNote(after, names, i18n);
    expect(note).toBe(i18n.format("FPB.Card.FightRemaining", { figure: "Ada", opponent: "Brute" }));
    expect(note).toContain("Brute");
  });

  it("says nothing when the figure stays put (opponent only pushed back, or itself eliminated)", () => {
    expect(afterBrawlNote(followUp({ figureId: "ada", opponentId: "raider", winnerId: "ada", eliminatedIds: [] }), names, i18n)).toEqual([]);
    expect(afterBrawlNote(followUp({ figureId: "ada", opponentId: "raider", winnerId: "raider", eliminatedIds: ["ada"] }), names, i18n)).toEqual([]);
  });
});
