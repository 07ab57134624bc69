// The battle summary card (issue #38): a Five Parsecs battle that ends is summed up once, in public, by the active GM.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/views/common/module-id";
import type { SuggestionFlags } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { aiCardsOn, messagesOn, press, stateOn } from "../fixtures/session";
import { expectNoErrors, rollOpenDialogs, soloTable, toEnemyActions, type Table } from "../ai/autopilot-table";
import type { Client } from "../../double";

const summariesOn = (client: Client) => messagesOn(client).filter((m) => m.getFlag(MODULE_ID, "battleSummary"));

/** Bob becomes a second GM (his browser reloads to take the role); the Gamemaster connected first stays the active GM. */
async function secondGM(table: Table): Promise<void> {
  table.world.userNamed("Bob")["role"] = 4;
  table.bob = await table.world.reload(table.bob);
  await table.world.settle();
}

/** The figures' names as the card gives them, in the state's order of removal. */
const removedNames = (client: Client, table: Table, side: "crew" | "enemy"): string[] =>
  stateOn(client, table)!
    .removed.filter((r) => r.side === side)
    .map((r) => client.game.actors.get(r.figureId.split(".")[1]!)!.name);

describe("the battle summary card (issue #38)", () => {
  it("a battle played to its end posts one public summary whose numbers are the battle's, linking each enemy decision", {
    timeout: 120_000,
  }, async () => {
    const table = await soloTable(true);
    await secondGM(table);
    await toEnemyActions(table);
    await rollOpenDialogs(table);
    const { gm, world } = table;
    expect(summariesOn(gm), "no summary while the battle runs").toEqual([]);
    await press(table, gm, "abandonBattle");
    await world.settle();

    const state = stateOn(gm, table)!;
    expect(state.over).not.toBeNull();
    for (const client of [gm, table.alice, table.bob]) expect(summariesOn(client), client.user.name).toHaveLength(1);
    const card = summariesOn(gm)[0]!;
    // The active GM posted it, to everyone; neither the second GM nor a player posted one.
    expect(card.author?.id).toBe(world.activeGMId());
    expect(card.author?.id).toBe(gm.user.id);
    expect(card.whisper).toEqual([]);
    const shown = table.alice.chatLog.get(card.id)!;
    expect(shown.querySelector(".fpb-summary-rounds")?.textContent).toBe(`Rounds played: ${state.over!.round}`);
    const names = (side: "crew" | "enemy") => removedNames(gm, table, side);
    for (const [side, selector] of [
      ["crew", ".fpb-summary-crew"],
      ["enemy", ".fpb-summary-enemies"],
    ] as const) {
      const text = shown.querySelector(selector)?.textContent ?? "";
      for (const name of names(side)) expect(text).toContain(name);
      expect(text.split("round").length - 1, `${side} casualties`).toBe(names(side).length);
    }

    // Each enemy decided once in round 1, each a link to its AI card on the GM's log; the players read plain words.
    const aiCards = aiCardsOn(gm).filter((m) => (m.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags).round === 1);
    expect(aiCards).toHaveLength(state.enemies.length);
    const onGM = gm.chatLog.get(card.id)!;
    const links = [...onGM.querySelectorAll<HTMLAnchorElement>("a[data-fpb-message-id]")];
    expect(links.map((a) => a.dataset["fpbMessageId"])).toEqual(aiCards.map((m) => m.id));
    expect(shown.querySelectorAll("a[data-fpb-message-id]")).toHaveLength(0);
    expect(shown.querySelectorAll(".fpb-summary-decision")).toHaveLength(aiCards.length);

    // A click on a link brings that card into view in the GM's chat log, marked for a moment.
    const log = document.createElement("ol");
    log.append(...gm.chatLog.values());
    gm.click(links[0]);
    expect(gm.chatLog.get(aiCards[0]!.id)!.classList.contains("fpb-summary-highlight")).toBe(true);
    expectNoErrors(table);
  });

  it("is posted once: a reload and later combat updates post no second card", { timeout: 120_000 }, async () => {
    const table = await soloTable(true);
    await toEnemyActions(table);
    await rollOpenDialogs(table);
    await press(table, table.gm, "abandonBattle");
    expect(summariesOn(table.gm)).toHaveLength(1);
    table.gm = await table.world.reload(table.gm);
    await table.world.settle();
    const combat = table.gm.game.combats.get(table.combatId)!;
    await table.gm.run(() => combat.update({ flags: { [MODULE_ID]: { autopilot: false } } }));
    await table.world.settle();
    expect(summariesOn(table.gm)).toHaveLength(1);
    expect(summariesOn(table.alice)).toHaveLength(1);
    expectNoErrors(table);
  });
});
