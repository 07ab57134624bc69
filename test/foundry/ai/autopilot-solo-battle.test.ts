// Issue 38, "Done when": a GM-only world plays the Demo Battle to its end with the autopilot on; the test presses only
// the crew's actions and the pause prompts, and every enemy activation, End Phase and card happens by itself, as
// pressing Apply and the End Phase button would have on the same seed. The whole battle (10 rounds on this seed) is
// played twice, with the autopilot and by hand; "Seized the moment" is a loaded die, on a shorter run of its own.
import { describe, expect, it } from "vitest";
import { suggestionFlagsOf } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { complaints, messagesOn, stateOn } from "../fixtures/session";
import { chatOf, expectNoErrors, tokenPlaces, type Table } from "./autopilot-table";
import { gmOnlyTable, playSolo } from "./autopilot-solo-world";

/** "Seized the moment" (d100 17-20) at the end of round 2: the round had no casualty, so no Morale die comes first. */
const seizedTheMoment = (table: Table) => (round: number) => {
  if (round === 2) table.world.dice.load(18);
};

/** The autopilot's world and the one played by pressing Apply and End Phase end alike, with no error shown. */
function expectSamePlay(auto: Table, byHand: Table): void {
  expect(tokenPlaces(auto)).toEqual(tokenPlaces(byHand));
  expect(chatIn(auto)).toEqual(chatIn(byHand));
  expect(stateOn(auto.gm, auto)).toEqual(stateOn(byHand.gm, byHand));
  for (const table of [auto, byHand]) {
    expectNoErrors(table);
    expect(complaints(table.gm)).toEqual([]);
  }
}

/** The chat as `chatOf` reads it, each message's id (the battle summary links the enemy's cards) by its place. */
function chatIn(table: Table): unknown {
  let text = JSON.stringify(chatOf(table));
  messagesOn(table.gm).forEach((message, i) => {
    text = text.replaceAll(message.id, `<message ${i}>`);
  });
  return JSON.parse(text);
}

/** Each enemy's suggestion cards in a round, by figure: their states in order. */
function cardsOfRound(table: Table, round: number): Record<string, string[]> {
  const cards: Record<string, string[]> = {};
  for (const message of messagesOn(table.gm)) {
    const plan = suggestionFlagsOf(message.flags);
    if (plan?.round === round) cards[plan.figureId] = [...(cards[plan.figureId] ?? []), plan.state];
  }
  return cards;
}

describe("issue 38: one person, every role", () => {
  // "Renewed efforts" is this seed's Battle Event of round 2: after all enemies acted in round 3, a random one "may
  // immediately take a second Move and second Combat Action". That second activation gets a card of its own, which
  // the autopilot applies; before, the first card (applied) was taken for it and the enemy ended without acting.
  it("a GM-only world plays the whole Demo Battle to its end with the autopilot, as pressing Apply and End Phase does", {
    timeout: 600_000,
  }, async () => {
    const auto = await gmOnlyTable(true);
    expect(auto.gm.game.users.contents.map((user) => user.name)).toEqual(["Gamemaster"]);
    const played = await playSolo(auto, false);
    const end = stateOn(auto.gm, auto)!;
    expect(end.over).not.toBeNull();
    expect(played.enemyPresses).toBe(0);
    expect(played.endPhasePresses).toBe(0);
    expect(end.battleEvents.find((e) => e.round === 2)?.eventId).toBe("renewedEfforts");
    const twice = Object.entries(cardsOfRound(auto, 3)).filter(([, states]) => states.length > 1);
    expect(twice).toEqual([[expect.any(String), ["applied", "applied"]]]);

    const byHand = await gmOnlyTable(false);
    const pressed = await playSolo(byHand, true);
    expect(stateOn(byHand.gm, byHand)!.over).toEqual(end.over);
    expect(pressed.enemyPresses).toBeGreaterThan(0);
    expect(pressed.endPhasePresses).toBeGreaterThan(0);
    expectSamePlay(auto, byHand);
  });

  it("Seized the moment: the autopilot waits for the crew member to be picked, and the round goes on with it", {
    timeout: 300_000,
  }, async () => {
    const auto = await gmOnlyTable(true);
    const played = await playSolo(auto, false, { rounds: 3, beforeEndPhase: seizedTheMoment(auto) });
    const end = stateOn(auto.gm, auto)!;
    expect(played.enemyPresses).toBe(0);
    expect(played.endPhasePresses).toBe(0);
    expect(end.battleEvents.find((e) => e.round === 2)?.eventId).toBe("seizedTheMoment");
    expect(played.pauses).toContain(
      "Autopilot waits: the Battle Event asks you to pick a crew member (on the tracker) before the round goes on.",
    );
    expect(end.effects.bothPhases.some((b) => b.round === 3)).toBe(true);
    expectNoErrors(auto);
    expect(complaints(auto.gm)).toEqual([]);
  });
});
