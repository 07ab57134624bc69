// The brawl card's notes: "Following Up" and "Multiple Opponents" (Brawling), in the user's words.
import { describe, expect, it } from "vitest";
import {
  followUp,
  IMPROVISED,
  planMultipleOpponents,
  resolveMultipleOpponents,
  ScriptedDice,
} from "../../../src/rules";
import { FOLLOW_UP_INCHES } from "../../../src/rules/five-parsecs/brawling/follow-up";
import { afterBrawlNote, multipleOpponentsCard } from "../../../src/views/five-parsecs/attack/brawl-notes";
import { crewFigure, enemyFigure } from "../../fixtures/figures";
import { englishLocalizer } from "../../fixtures/english-localizer";

const i18n = englishLocalizer();
const names = (id: string): string => ({ ada: "Ada", raider: "Raider", brute: "Brute" })[id] ?? id;

describe("afterBrawlNote", () => {
  it('Following Up: a figure that eliminates its opponent may move 2"', () => {
    const after = followUp({ figureId: "ada", opponentId: "raider", winnerId: "ada", eliminatedIds: ["raider"] });
    const notes = afterBrawlNote(after, names, i18n);
    expect(notes).toEqual([i18n.format("FPB.Card.FollowUp", { figure: "Ada", inches: String(FOLLOW_UP_INCHES) })]);
    expect(notes[0]).toContain("Ada");
    expect(notes[0]).not.toMatch(/FPB\./);
  });

  it("Multiple Opponents: the lone fighter who won fights the remaining opponent", () => {
    const after = followUp({
      figureId: "ada",
      opponentId: "raider",
      winnerId: "ada",
      eliminatedIds: [],
      remainingOpponentId: "brute",
    });
    const [note] = afterBrawlNote(after, names, i18n);
    expect(note).toBe(i18n.format("FPB.Card.FightRemaining", { figure: "Ada", opponent: "Brute" }));
    expect(note).toContain("Brute");
  });

  it("says nothing when the figure stays put (opponent only pushed back, or itself eliminated)", () => {
    expect(
      afterBrawlNote(
        followUp({ figureId: "ada", opponentId: "raider", winnerId: "ada", eliminatedIds: [] }),
        names,
        i18n,
      ),
    ).toEqual([]);
    expect(
      afterBrawlNote(
        followUp({ figureId: "ada", opponentId: "raider", winnerId: "raider", eliminatedIds: ["ada"] }),
        names,
        i18n,
      ),
    ).toEqual([]);
  });
});

describe("multipleOpponentsCard", () => {
  it("Multiple Opponents: a lone fighter who does not win the first fight is told the second does not happen", async () => {
    const ada = crewFigure({ id: "ada", name: "Ada", combatSkill: 0, toughness: 6, luck: { current: 0, max: 1 } });
    const raider = enemyFigure({ id: "raider", name: "Raider" });
    const brute = enemyFigure({ id: "brute", name: "Brute" });
    const roll = (purpose: string, value: number) => ({ purpose, results: [value] });
    const dice = new ScriptedDice([
      roll("Multiple Opponents", 1),
      roll("Brawl", 2),
      roll("Brawl", 4),
      roll("Damage", 1),
    ]);
    const plan = await planMultipleOpponents({ attacker: ada, opponents: [raider, brute] }, dice);
    const weapons = { ada: IMPROVISED, raider: IMPROVISED, brute: IMPROVISED };
    const outcome = await resolveMultipleOpponents({ plan, figures: [ada, raider, brute], weapons }, dice);
    const card = multipleOpponentsCard(outcome, names, i18n);
    expect(card.title).toBe(
      i18n.format("FPB.Card.MultipleOpponentsTitle", { lone: "Ada", opponents: "Raider, Brute" }),
    );
    expect([...card.headings]).toEqual([
      [1, i18n.format("FPB.Card.FightHeading", { number: "1", attacker: "Ada", defender: "Raider" })],
    ]);
    expect(card.notes).toEqual([i18n.format("FPB.Card.NotFought", { figure: "Ada", opponent: "Brute" })]);
    expect(card.notes.join(" ")).not.toMatch(/FPB\./);
  });
});
