// Issue 36 item 12 on the Foundry panel and cards (the view builders are the sandbox's): a gang whose name ends in "s"
// has "Ash Wardens' turn", never "Ash Wardens's turn", and the Priority card's purpose names no gang (each gang's die is
// named beside it). On the double: the Tourney Arena's two gangs, Alice's and Bob's.
import { describe, expect, it } from "vitest";
import { clients, gangBattleTable, pressPanel, stateOn } from "./gang-table";

describe("the Bracket Busters panel's words (issue 36 item 12)", () => {
  it("the turn prompt takes the plural's apostrophe; the Priority card says 'Priority' once", async () => {
    const table = await gangBattleTable();
    for (const [first, second] of [
      [6, 1],
      [1, 6],
    ] as const) {
      const again = first === 6 ? table : await gangBattleTable();
      again.world.dice.load(first, second);
      await pressPanel(again, again.gm, '[data-fpb-gang="rollPriority"]');
      const card = again.gm.game.messages.contents.at(-1)?.content ?? "";
      expect(card).toMatch(/class="fpb-card-by">\s*Priority\s*</);
      await pressPanel(again, again.bob, '[data-fpb-gang="readyFighters"]');
      const state = stateOn(again.gm, again)!;
      const name = state.gangs.find((g) => g.id === state.turn?.gangId)!.name;
      const owner = name.endsWith("s") ? `${name}'` : `${name}'s`;
      for (const client of clients(again)) {
        const prompt = client.tracker?.querySelector(".fpb-gang-prompt")?.textContent ?? "";
        expect(prompt, client.user.name ?? "").toBe(
          `${owner} turn: activate one Ready fighter, or start a Group Activation.`,
        );
      }
    }
  });
});
