// Issue 35, "nobody acts for someone else", and the Snap Fire card a player could not answer: the card is the GM's
// chat message, which only its author or a GM may change (contract P6), so a player's Fire or Hold fire used to change
// nothing and the autopilot waited on the card for good. The answer now goes to the active GM's client, which records
// it for the watcher's owner and refuses it to anyone else, to them alone, with nothing changed.
import { describe, expect, it } from "vitest";
import { answerWatch } from "../../../src/foundry/five-parsecs/ai/watch-card";
import { askWatchAnswer } from "../../../src/foundry/five-parsecs/ai/watch-answers";
import { SOCKET } from "../../../src/foundry/table/socket";
import { aiWatchFlags, watchFlagsOf, type WatchFlags } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import type { Client } from "../../double";
import { battleWorld, beginBattle, combatOn, figureId } from "../fixtures/battle-world";
import { complaints, refusedWith } from "../bracket-busters/gang-table";

/** The round begun, and a GM's Snap Fire card for Kara (Alice's) as the Raider moves, whispered to Alice and the GM. */
async function karasCard() {
  const battle = await battleWorld();
  const { world, gm, alice } = battle;
  await beginBattle(battle);
  const watch: WatchFlags = {
    watcherId: figureId(battle.ids.kara),
    moverId: figureId(battle.ids.raider),
    kind: "snapFire",
    combatId: battle.combatId,
    state: "offered",
  };
  const card = (await gm.run(() =>
    ChatMessage.create({
      content: "Snap Fire",
      whisper: [gm.userId, alice.userId],
      flags: aiWatchFlags(watch) as never,
    } as never),
  )) as { id: string };
  await world.settle();
  return { ...battle, card: card.id, watch };
}

const stateOfCard = (client: Client, id: string) => watchFlagsOf(client.game.messages.get(id)?.flags ?? {})?.state;

describe("a Snap Fire card's answer (issue 35)", () => {
  it("Alice, who owns the watcher, holds fire: every client's card says so; a second answer is refused", async () => {
    const { world, gm, alice, card, watch } = await karasCard();
    await alice.run(() => answerWatch(alice.game.messages.get(card) as never, watch, "decline"));
    await world.settle();
    for (const client of [gm, alice]) expect(stateOfCard(client, card), client.user.name ?? "").toBe("declined");
    expect(complaints(alice)).toEqual([]);

    await alice.run(() => answerWatch(alice.game.messages.get(card) as never, watch, "decline"));
    await world.settle();
    refusedWith(alice, /already answered/);
    expect(complaints(gm)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("Bob's console answers for Kara, or sends a broken answer: refused to him alone, the card unchanged", async () => {
    const battle = await karasCard();
    const { world, gm, alice, bob, card } = battle;
    await bob.run(() => askWatchAnswer(combatOn(bob, battle) as never, { messageId: card, answer: "declined" }));
    await world.settle();
    refusedWith(bob, /You do not own Kara/);
    for (const payload of [
      { type: "watchAnswer", combatId: battle.combatId, input: { messageId: { $ne: 1 }, answer: "declined" } },
      { type: "watchAnswer", combatId: battle.combatId, input: { messageId: card, answer: "obeyed" } },
      { type: "watchAnswer", combatId: "Combat.elsewhere", input: { messageId: card, answer: "fired" } },
      { type: "watchAnswer", __proto__: { admin: true }, combatId: battle.combatId },
      { type: "watchAnswerRefused", userId: alice.userId, key: "x".repeat(100_000), message: "forged", data: {} },
    ])
      bob.run(() => (bob.game["socket"] as { emit(event: string, data: unknown): void }).emit(SOCKET, payload));
    await world.settle();
    for (const client of [gm, alice]) expect(stateOfCard(client, card), client.user.name ?? "").toBe("offered");
    expect(complaints(gm)).toEqual([]);
    expect(complaints(alice)).toEqual([]);
    expect(world.errors).toEqual([]);
  });
});
