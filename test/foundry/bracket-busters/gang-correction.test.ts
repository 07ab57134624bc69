// Ruling 7 at a Foundry table (issue 33): the GM corrects a fighter or a gang from the Bracket Busters panel with a
// reason; every client's battle shows it, the card says what changed and offers the GM its Undo; players never see
// the control, and a player's forged request changes nothing.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import type { Client } from "../../double";
import { ask, clients, pressPanel, refusedWith, stateOn, type GangTable, gangBattleTable } from "./gang-table";

async function battleTable(): Promise<GangTable & { aliceGang: string; bobGang: string }> {
  const table = await gangBattleTable();
  table.world.dice.load(6, 1);
  await pressPanel(table, table.gm, '[data-fpb-gang="rollPriority"]');
  await pressPanel(table, table.bob, '[data-fpb-gang="readyFighters"]');
  return table;
}

const panelControl = (client: Client, selector: string) =>
  client.tracker?.querySelector<HTMLElement>(`[data-fpb-gang-panel] ${selector}`) ?? null;

/** The last card as a client's chat log shows it. */
function lastCard(client: Client): HTMLElement | undefined {
  const message = client.game.messages.contents.at(-1)!;
  return client.chatLog.get(message.id);
}

/** The GM presses a panel's Correct… control, fills the form and applies it; the world settles. */
async function correctFrom(
  table: GangTable,
  selector: string,
  values: Record<string, string | number | boolean>,
): Promise<void> {
  table.gm.click(panelControl(table.gm, selector));
  const dialog = await table.gm.nextDialog();
  dialog.fill(values);
  await dialog.press("apply");
  await table.world.settle();
}

describe("the GM's correction at the table (ruling 7)", () => {
  it("the GM corrects a fighter's status and Aim with a reason: every client sees it, and the card's Undo sets it back", async () => {
    const table = await battleTable();
    const { gm, alice, bob, aliceGang } = table;
    const fighter = BB.fightersOf(stateOn(gm, table)!, aliceGang)[0]!;
    const selector = `[data-fpb-gang="correctFighter"][data-fighter="${fighter.fighter.id}"]`;
    expect(fighter.status).toBe("active");
    expect(fighter.aim).toBe(false);
    // Players never see the control, on any fighter or gang.
    for (const player of [alice, bob]) {
      expect(panelControl(player, '[data-fpb-gang="correctFighter"]'), player.user.name).toBeNull();
      expect(panelControl(player, '[data-fpb-gang="correctGang"]'), player.user.name).toBeNull();
    }

    await correctFrom(table, selector, { status: "pinned", aim: true, reason: "Missed Pinning hit" });
    for (const client of clients(table)) {
      const now = BB.fighterIn(stateOn(client, table)!, fighter.fighter.id)!;
      expect([now.status, now.aim], client.user.name).toEqual(["pinned", true]);
      expect(lastCard(client)?.textContent, client.user.name).toContain("Missed Pinning hit");
    }
    // The card names only what changed; its Undo is the GM's alone.
    expect(lastCard(gm)?.textContent).toContain(`${fighter.fighter.name}: Pinned, Aim`);
    expect(lastCard(gm)?.textContent).not.toContain("Flesh Wounds");
    const undo = (client: Client) => lastCard(client)?.querySelector<HTMLButtonElement>("button[data-fpb-gang-undo]");
    expect(undo(gm)?.hidden).toBe(false);
    expect(undo(alice)?.hidden).toBe(true);
    expect(undo(bob)?.hidden).toBe(true);

    gm.click(undo(gm));
    await table.world.settle();
    for (const client of clients(table)) {
      const now = BB.fighterIn(stateOn(client, table)!, fighter.fighter.id)!;
      expect([now.status, now.aim], client.user.name).toEqual(["active", false]);
    }
    expect(lastCard(bob)?.textContent).toContain("Undo: Missed Pinning hit");
    expect(table.world.errors).toEqual([]);
  });

  it("the GM sets a gang Bottled Out from its Correct… control", async () => {
    const table = await battleTable();
    const { gm, bob, bobGang } = table;
    await correctFrom(table, `[data-fpb-gang="correctGang"][data-gang="${bobGang}"]`, {
      bottledOut: true,
      reason: "Forgot the Bottle test",
    });
    expect(BB.gangOf(stateOn(bob, table)!, bobGang)?.bottledOut).toBe(true);
    expect(lastCard(gm)?.textContent).toContain("Bottled Out");
    expect(table.world.errors).toEqual([]);
  });

  it("a correction without a reason, or changing nothing, is not asked; the GM is told why", async () => {
    const table = await battleTable();
    const { gm, aliceGang } = table;
    const before = stateOn(gm, table);
    const messages = gm.game.messages.contents.length;
    const fighter = BB.fightersOf(before!, aliceGang)[0]!.fighter.id;
    const selector = `[data-fpb-gang="correctFighter"][data-fighter="${fighter}"]`;
    await correctFrom(table, selector, { status: "broken", reason: "  " });
    refusedWith(gm, "A correction needs a reason.");
    await correctFrom(table, selector, { reason: "Checking" });
    refusedWith(gm, /changes nothing/);
    expect(stateOn(gm, table)).toEqual(before);
    expect(gm.game.messages.contents).toHaveLength(messages);
  });

  it("a player's forged correction is refused as the GM's only and changes nothing", async () => {
    const table = await battleTable();
    const { gm, alice, bobGang } = table;
    const before = stateOn(gm, table);
    const target = BB.fightersOf(before!, bobGang)[0]!.fighter.id;
    await ask(table, alice, {
      type: "correct",
      correction: { kind: "fighter", fighterId: target, status: "outOfAction" },
      reason: "Mine now",
    });
    refusedWith(alice, "Only the GM may do that.");
    await ask(table, alice, {
      type: "correct",
      correction: { kind: "gang", gangId: bobGang, bottledOut: true },
      reason: "x",
    });
    refusedWith(alice, "Only the GM may do that.");
    for (const client of clients(table)) expect(stateOn(client, table), client.user.name).toEqual(before);
    expect(table.world.errors).toEqual([]);
  });
});

describe("Lasting Injuries fighter by fighter", () => {
  it("each fighter's roll has its own round card and after-battle card; the last card writes no earlier injury again", async () => {
    const table = await battleTable();
    const { gm, alice, aliceGang, bobGang } = table;
    const first = BB.fightersOf(stateOn(gm, table)!, aliceGang)[0]!.fighter;
    const second = BB.fightersOf(stateOn(gm, table)!, bobGang)[0]!.fighter;
    for (const f of [first, second])
      await ask(table, gm, {
        type: "correct",
        correction: { kind: "fighter", fighterId: f.id, status: "outOfAction" },
        reason: "Taken out",
      });
    await ask(table, gm, { type: "endBattle" });
    const roll = (id: string) => `[data-fpb-gang="rollLastingInjury"][data-fighter="${id}"]`;
    expect(panelControl(alice, roll(first.id))).toBeNull();
    const afterCards = () =>
      gm.game.messages.contents.filter(
        (m) => (m.flags as Record<string, { afterBattle?: unknown }>)["five-parsecs-battle"]?.afterBattle,
      );
    const injuriesOn = (message: { flags: unknown }) =>
      (message.flags as Record<string, { afterBattle: { injuries: BB.InjuryRecord[] } }>)[
        "five-parsecs-battle"
      ]!.afterBattle.injuries.map((r) => r.fighterId);

    await pressPanel(table, gm, roll(first.id));
    expect(stateOn(alice, table)?.injuries).toBeNull();
    expect(stateOn(alice, table)?.injuriesRolled?.map((r) => r.fighterId)).toEqual([first.id]);
    const roundCard = gm.game.messages.contents.at(-2)!;
    expect(roundCard.content).toContain(first.name);
    expect(roundCard.content).not.toContain(second.name);
    expect(roundCard.rolls.length).toBeGreaterThan(0);
    expect(afterCards().map(injuriesOn)).toEqual([[first.id]]);
    expect(panelControl(gm, roll(first.id))).toBeNull();

    await pressPanel(table, gm, roll(second.id));
    expect(stateOn(alice, table)?.injuries?.map((r) => r.fighterId)).toEqual([first.id, second.id]);
    expect(afterCards().map(injuriesOn)).toEqual([[first.id], [second.id]]);
    expect(panelControl(gm, '[data-fpb-gang="rollLastingInjuries"]')).toBeNull();

    // Both cards written: each fighter's card gains exactly its one injury.
    const injuriesOf = (id: string) =>
      (alice.fromUuidSync(id) as unknown as { system: { injuries: unknown[] } }).system.injuries.length;
    const before = [injuriesOf(first.id), injuriesOf(second.id)];
    for (const card of afterCards()) {
      gm.click(gm.chatLog.get(card.id)?.querySelector('button[data-fpb-gang-after="write"]'));
      await table.world.settle();
    }
    expect([injuriesOf(first.id), injuriesOf(second.id)]).toEqual([before[0]! + 1, before[1]! + 1]);
    expect(table.world.errors).toEqual([]);
  });
});
