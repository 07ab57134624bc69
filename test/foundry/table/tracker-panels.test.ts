// Issue 34: the tracker's panel comes through the ruleset registry. One hook of the table draws the panel of the
// ruleset that claims the viewed combat (the round's setup offer for a combat none claims), so each tracker shows
// exactly one of the module's panels, on every client.
import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import { battleWorld, beginBattle } from "../fixtures/battle-world";
import { clients, gangBattleTable } from "../bracket-busters/gang-table";

/** The module's panels a client's tracker shows, by class. */
const panelsOn = (client: Client): string[] =>
  [...(client.tracker?.querySelectorAll<HTMLElement>(".fpb-round-panel, .fpb-gang-panel") ?? [])].map((panel) =>
    panel.classList.contains("fpb-gang-panel") ? "gang" : "round",
  );

describe("the tracker shows the panel of the ruleset that claims the combat", () => {
  it("a combat no ruleset claims yet: the round's panel, offering the GM the setup", async () => {
    const battle = await battleWorld();
    for (const client of [battle.gm, battle.alice, battle.bob]) expect(panelsOn(client)).toEqual(["round"]);
    expect(battle.gm.tracker?.querySelector('[data-fpb-round="setup"]')).toBeTruthy();
  });

  it("a Five Parsecs battle: the round's panel alone", async () => {
    const battle = await battleWorld();
    await beginBattle(battle);
    for (const client of [battle.gm, battle.alice, battle.bob]) expect(panelsOn(client)).toEqual(["round"]);
    expect(battle.gm.tracker?.querySelector('[data-fpb-round="setup"]')).toBeNull();
  });

  it("a Bracket Busters battle: the gang panel alone", async () => {
    const table = await gangBattleTable();
    for (const client of clients(table)) expect(panelsOn(client)).toEqual(["gang"]);
  });
});
