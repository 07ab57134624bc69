import { describe, expect, it } from "vitest";
import { suggestEnemy } from "../../../src/foundry/five-parsecs/ai/suggest-enemy";
import { ACTOR_TYPES, MODULE_ID } from "../../../src/views/common/module-id";
import type { ChatMessage } from "../../double/documents";
import { firstSessionTable } from "../fixtures/session";

/*
 * Whispers reach every client (M4) and each client shows what `visible` / `isContentVisible` allow (M2): the module's
 * GM-only cards must show the players nothing, not even a "rolled privately" line.
 */

describe("the module's whispered cards as the players' clients show them (M2, M4)", () => {
  it("M2/M4: an AI suggestion card is in every client's messages, complete on the GM's chat log and absent from the players' (no placeholder)", async () => {
    const table = await firstSessionTable();
    const { world, gm, alice, bob } = table;
    const scene = gm.game.scenes.get(table.sceneId)!;
    const enemy = scene.tokens.find((token) => token.actor?.type === ACTOR_TYPES.enemy)!;
    const shownBefore = [alice, bob].map((player) => player.chatLog.size);
    const card = (await gm.run(() => suggestEnemy(enemy as never))) as unknown as ChatMessage | null;
    await world.settle();
    expect(card, "the GM's suggestion card").not.toBeNull();
    expect(card!.getFlag(MODULE_ID, "aiSuggestion")).toBeDefined();
    // The GM reads the whole card: its dice are written in it.
    expect(gm.chatLog.get(card!.id)?.querySelector('button[data-fpb-ai="apply"]')).not.toBeNull();
    expect(gm.chatLog.get(card!.id)?.textContent).toMatch(/\w/);
    for (const [i, player] of [alice, bob].entries()) {
      // Core sends the whisper to every client; a player's client holds it and shows none of it.
      expect(player.game.messages.has(card!.id), player.user.name).toBe(true);
      expect((player.game.messages.get(card!.id) as ChatMessage).visible, player.user.name).toBe(false);
      expect(player.chatLog.has(card!.id), player.user.name).toBe(false);
      expect(
        [...player.chatLog.values()].some((element) => /rolled privately/.test(element.textContent ?? "")),
        player.user.name,
      ).toBe(false);
      expect(player.chatLog.size, player.user.name).toBe(shownBefore[i]);
    }
    expect(world.errors).toEqual([]);
  });
});
