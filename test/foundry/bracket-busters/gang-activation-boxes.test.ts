// Issue 36 items 5 and 6 on the Foundry panel: after a Charge the Target box names the enemy charged, for the free
// Fight; the Facing box shows the activating fighter's own facing (its token's rotation), and changing it is the free
// change of facing of an Active fighter: the token turns and the round is told (which ends an Aim). On the double: the
// Tourney Arena, Alice's gang and Bob's.
import { describe, expect, it } from "vitest";
import { facingOfRotation, rotationOfFacing } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import { BracketBusters as BB } from "../../../src/rules";
import type { Client } from "../../double";
import { ask, complaints, cornerAt, gangBattleTable, pressPanel, stateOn, tokenOf, type GangTable } from "./gang-table";

const facingBox = (client: Client) =>
  client.tracker?.querySelector<HTMLSelectElement>('[data-fpb-gang-panel] select[data-fpb-gang-choice="facing"]') ??
  null;

const targetBox = (client: Client) =>
  client.tracker?.querySelector<HTMLSelectElement>('[data-fpb-gang-panel] select[data-fpb-gang-choice="target"]') ??
  null;

/** A fighter's token stood with its centre at (x, y) inches by a user, and the world settled. */
async function place(table: GangTable, client: Client, fighterId: string, x: number, y: number): Promise<void> {
  const token = tokenOf(table, client, fighterId);
  await client.run(() => token.update(cornerAt(table, client, fighterId, x, y)));
  await table.world.settle();
}

describe("the Target box of the Bracket Busters panel (issue 36)", () => {
  it("after a Charge names the enemy charged, whatever was picked before, and the free Fight is at it", async () => {
    const table = await gangBattleTable();
    const { gm, alice, bob, aliceGang, bobGang } = table;
    table.world.dice.load(6, 1);
    await pressPanel(table, gm, '[data-fpb-gang="rollPriority"]');
    await pressPanel(table, bob, '[data-fpb-gang="readyFighters"]');
    const state = stateOn(gm, table)!;
    const charger = BB.readyFightersOf(state, aliceGang).find((f) => !f.fighter.groupActivation)!.fighter;
    const [enemy, other] = BB.fightersOf(state, bobGang).map((f) => f.fighter);
    // On the arena's open north strip, as the Charge test of the tracker does: the enemy 5.5" east, a D3 of 1.
    await place(table, gm, charger.id, 10, 1.5);
    await place(table, gm, enemy!.id, 15.5, 1.5);
    await pressPanel(table, alice, `[data-fpb-gang="activate"][data-fighter="${charger.id}"]`);
    targetBox(alice)!.value = other!.id;
    table.world.dice.load(1);
    await pressPanel(table, alice, '[data-fpb-gang="action"][data-action="charge"]');
    await place(table, alice, charger.id, 14.5, 1.5);
    await pressPanel(table, alice, '[data-fpb-gang="completeCharge"]');
    expect(stateOn(gm, table)!.turn!.activation!.free).toContain("fight");
    expect(targetBox(alice)?.value).toBe(enemy!.id);
    await pressPanel(table, alice, '[data-fpb-gang="action"][data-action="fight"]');
    expect(complaints(alice)).toEqual([]);
    expect(stateOn(gm, table)!.turn!.activation!.free).not.toContain("fight");
  });
});

describe("the Facing box of the Bracket Busters panel (issue 36)", () => {
  it("shows the fighter's own facing, and turning it turns the token and ends its Aim", async () => {
    const table = await gangBattleTable();
    const { gm, alice, bob, aliceGang } = table;
    table.world.dice.load(6, 1);
    await pressPanel(table, gm, '[data-fpb-gang="rollPriority"]');
    await pressPanel(table, bob, '[data-fpb-gang="readyFighters"]');
    const fighter = BB.readyFightersOf(stateOn(gm, table)!, aliceGang)[0]!.fighter.id;
    await pressPanel(table, alice, `[data-fpb-gang="activate"][data-fighter="${fighter}"]`);

    const own = facingOfRotation(tokenOf(table, alice, fighter).rotation);
    expect(Number(facingBox(alice)?.value)).toBe(Math.round(own));

    await ask(table, alice, { type: "takeAction", action: "aim" });
    expect(BB.fighterIn(stateOn(gm, table)!, fighter)?.aim).toBe(true);
    const turned = (own + 90) % 360;
    const box = facingBox(alice)!;
    alice.run(() => {
      box.value = String(turned);
      box.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await table.world.settle();
    expect(complaints(alice)).toEqual([]);
    expect(tokenOf(table, gm, fighter).rotation).toBe(rotationOfFacing(turned));
    expect(BB.fighterIn(stateOn(gm, table)!, fighter)?.aim).toBe(false);
    expect(Number(facingBox(alice)?.value)).toBe(turned);
  });
});
