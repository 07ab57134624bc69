// Issue 36 items 12 and 13, the Five Parsecs words: a battle ended before round 1 said "(round 0)" beside the tracker's
// "Before round 1"; the Escalation "Reinforcements!" read "Reinforcements!."; and the sandbox's card asked its user to
// place the arriving enemy and add it to the combat, which the sandbox has no way to do. The round cards are
// Foundry's too: the first two hold there as in the sandbox.
import { describe, expect, it } from "vitest";
import type { Announcement, BattleSummary } from "../../../src/rules";
import { withoutControlsButton } from "../../../src/sandbox/battle/draft";
import { summaryCard, transitionCard } from "../../../src/views/five-parsecs/round/round-cards";
import { englishLocalizer } from "../../fixtures/english-localizer";

const i18n = englishLocalizer();
const names = (id: string): string => id;

const summary = (round: number): BattleSummary => ({
  reason: "abandoned",
  round,
  heldTheField: false,
  objectivesPossible: false,
  crewRemaining: [],
  enemiesRemaining: [],
  enemiesKilled: [],
  enemiesBailed: [],
  crewCasualties: [],
  crewLeft: [],
  escalationRolls: 0,
  battleEvents: [],
});

describe("Five Parsecs words (issue 36 items 12 and 13)", () => {
  it("the summary names the round as the tracker does: 'Before round 1', never 'round 0'", () => {
    expect(summaryCard(summary(0), names, i18n).notes[0]).toBe("The battle was ended (Before round 1).");
    expect(summaryCard(summary(3), names, i18n).notes[0]).toBe("The battle was ended (Round 3).");
  });

  it("an Escalation whose name ends in '!' takes no full stop after it", () => {
    const escalation: Announcement = {
      kind: "escalation",
      effectId: "reinforcements",
      name: "Reinforcements!",
      ai: "aggressive",
      rollsLeft: 2,
    };
    const card = transitionCard("End Phase", { steps: [], announcements: [escalation] }, names, i18n);
    expect(card.notes[0]).toBe("Escalation (Aggressive): Reinforcements! Rolls left: 2.");
    expect(card.notes.join(" ")).not.toContain("!.");
  });

  it("the sandbox's card says a reinforcement arrives without asking to add it to the combat", () => {
    const arrives: Announcement = { kind: "reinforcementMarker", arrives: true, markersLeft: 1 };
    const foundry = transitionCard("End Phase", { steps: [], announcements: [arrives] }, names, i18n);
    expect(foundry.notes[0]).toContain("add it to the battle");
    const sandbox = withoutControlsButton(foundry, [arrives], i18n);
    expect(sandbox.buttons).toEqual([]);
    expect(sandbox.notes).toEqual([
      "A reinforcement arrives on the marker. Markers left: 1.",
      "The sandbox's table has no figures waiting to join the battle: none are placed.",
    ]);
  });
});
