// Issue 35, "nobody acts for someone else", on the enemy AI's suggestion card: the card is a whisper to the GMs, which
// core sends to every client (contract M4), so a player's console can read it and call its buttons' handlers. What
// the module controls: the buttons change nothing for a player, and nothing else the module stores or broadcasts
// where a player can read it carries the plan before the GM applies it.
import { describe, expect, it } from "vitest";
import {
  applySuggestion,
  dismissSuggestion,
  undoSuggestion,
} from "../../../src/foundry/five-parsecs/ai/apply-suggestion";
import { rerollSuggestion } from "../../../src/foundry/five-parsecs/ai/suggest-enemy";
import { SOCKET } from "../../../src/foundry/table/socket";
import type { SuggestionFlags } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { MODULE_ID } from "../../../src/views/common/module-id";
import type { Client } from "../../double";
import type { ChatMessage } from "../../double/documents";
import { battleWorld, beginBattle, type BattleWorld, figureId, press } from "../fixtures/battle-world";
import { stateOn } from "./round-table";

/** What a client's socket brought it on the module's event, from the moment this is called. */
function socketHeard(client: Client): unknown[] {
  const heard: unknown[] = [];
  (client.game["socket"] as { on(event: string, fn: (raw: unknown) => void): void }).on(SOCKET, (raw) => {
    heard.push(raw);
  });
  return heard;
}

/**
 * Everything a player's client holds that the module wrote, as text: every document it holds (whispers it may not
 * see left out: core sends them, the module cannot help that, M4) and every socket message it heard.
 */
function readableBy(player: Client, battle: BattleWorld, heard: readonly unknown[]): string {
  const held: unknown[] = [];
  for (const [name, collection] of battle.world.sources) {
    for (const source of collection.values()) {
      const whisper = name === "ChatMessage" ? ((source["whisper"] as string[] | undefined) ?? []) : [];
      if (whisper.length > 0 && !whisper.includes(player.userId)) continue;
      held.push(source);
    }
  }
  return JSON.stringify([held, heard]);
}

/** Round 1 to the Raider's activation, started from the tracker, with the GM's suggestion card posted for it. */
async function raiderActivating() {
  const battle = await battleWorld();
  const { gm, bob, world } = battle;
  const heard = socketHeard(bob);
  await beginBattle(battle);
  world.dice.load(1, 5);
  await press(battle, gm, "rollReactions");
  await press(battle, gm, "assignMostQuick");
  await press(battle, gm, "lockReactions");
  const rex = figureId(battle.ids.rex);
  await press(battle, gm, "startActivation", rex);
  await press(battle, gm, "endActivation", rex);
  world.dice.load(6, 6, 6, 6, 6, 6);
  await press(battle, gm, "startActivation", figureId(battle.ids.raider));
  const card = gm.game.messages.contents.filter((m) => m.getFlag(MODULE_ID, "aiSuggestion")).at(-1)!;
  return { battle, card: card.id, heard };
}

const raiderAt = (client: Client, battle: BattleWorld) => {
  const token = client.game.scenes.get(battle.sceneId)!.tokens.find((t) => t.actorId === battle.ids.raider)!;
  return { x: token.x, y: token.y, rotation: token.rotation };
};

describe("the enemy AI's plan, seen from a player's client (issue 35)", () => {
  it("Bob's console presses Apply, Reroll, Dismiss and Undo on the GM's card: refused, nothing changes; no plan leaks", async () => {
    const { battle, card, heard } = await raiderActivating();
    const { world, gm, alice, bob } = battle;
    const plan = gm.game.messages.get(card)!.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags;
    const decision = gm.game.messages.get(card)!.getFlag(MODULE_ID, "aiDecision") as { text: string };
    expect(plan.state).toBe("pending");
    expect(plan.path.length, "the Raider's plan walks").toBeGreaterThan(1);

    // Nothing a player can read but the whisper itself says where the Raider goes, at whom it shoots, or why.
    const text = readableBy(bob, battle, heard);
    const destination = plan.path.at(-1)!;
    for (const fact of [
      JSON.stringify(plan.path),
      `"x":${destination.x},"y":${destination.y}`,
      decision.text,
      "aiSuggestion",
      "aiDecision",
    ]) {
      expect(text.includes(fact), `a player can read ${fact.slice(0, 60)}`).toBe(false);
    }

    // Bob reads the card from his console (core gave it to him) and calls its buttons' handlers.
    const onBob = bob.game.messages.get(card) as ChatMessage;
    const bobsPlan = onBob.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags;
    const before = {
      raider: raiderAt(gm, battle),
      state: stateOn(gm, battle),
      messages: world.sources.get("ChatMessage")!.size,
    };
    const tries = [
      () => applySuggestion(onBob as never, bobsPlan),
      () =>
        applySuggestion(onBob as never, { ...bobsPlan, before: { x: 0, y: 0, rotation: 0, elevation: 0 } } as never),
      () => rerollSuggestion(onBob as never, bobsPlan),
      () => dismissSuggestion(onBob as never, bobsPlan),
      () =>
        undoSuggestion(
          onBob as never,
          { ...bobsPlan, state: "applied", before: { x: 0, y: 0, rotation: 0, elevation: 0 } } as never,
        ),
    ];
    for (const press of tries) await Promise.allSettled([bob.run(press)]);
    await world.settle();
    for (const client of [gm, alice, bob]) {
      expect(raiderAt(client, battle), client.user.name ?? "").toEqual(before.raider);
      expect(stateOn(client, battle), client.user.name ?? "").toEqual(before.state);
      expect((client.game.messages.get(card)!.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags).state).toBe(
        "pending",
      );
    }
    expect(world.sources.get("ChatMessage")!.size).toBe(before.messages);
    expect(gm.notifications.filter((n) => n.type !== "info")).toEqual([]);
  });
});
