// "Aim": "as long as the fighter does nothing else (including turning to face or being moved involuntarily)". On the
// double with a GM and two players: a fighter that Aimed and is then moved by hand while it is not activating loses its
// Aim on every client; the activating fighter's own move is its action and asks nothing more.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import type { Client } from "../../double";
import { ask, complaints, stateOn, type GangTable, gangBattleTable } from "./gang-table";

const battleTable = gangBattleTable;

const tokenOf = (table: GangTable, client: Client, fighterId: string) =>
  client.game.scenes.get(table.sceneId)!.tokens.find((t) => `Actor.${t.actorId}` === fighterId)!;

/** A user moves a fighter's token by a grid square, and the world settles. */
async function nudge(table: GangTable, client: Client, fighterId: string): Promise<void> {
  const token = tokenOf(table, client, fighterId);
  const { size } = client.game.scenes.get(table.sceneId)!.dimensions;
  await client.run(() => token.update({ x: token.x + size }));
  await table.world.settle();
}

/** Alice's first fighter Aims and ends its activation; Bob's gang then has the turn. */
async function aimed(): Promise<GangTable & { aliceGang: string; bobGang: string; aimer: string }> {
  const table = await battleTable();
  table.world.dice.load(6, 1);
  await ask(table, table.gm, { type: "rollPriority" });
  await ask(table, table.bob, { type: "readyFighters" });
  const aimer = BB.readyFightersOf(stateOn(table.gm, table)!, table.aliceGang)[0]!.fighter.id;
  await ask(table, table.alice, { type: "activate", fighterId: aimer });
  await ask(table, table.alice, { type: "takeAction", action: "aim" });
  await ask(table, table.alice, { type: "endActivation" });
  const s = stateOn(table.gm, table)!;
  expect(BB.fighterIn(s, aimer)?.aim).toBe(true);
  expect(s.turn?.gangId).toBe(table.bobGang);
  return { ...table, aimer };
}

describe("Bracket Busters: a fighter moved involuntarily loses its Aim", () => {
  it("the GM moves a fighter with a pending Aim that is not activating: every client shows the Aim gone", async () => {
    const table = await aimed();
    await nudge(table, table.gm, table.aimer);
    for (const client of [table.gm, table.alice, table.bob])
      expect(BB.fighterIn(stateOn(client, table)!, table.aimer)?.aim).toBe(false);
    expect(complaints(table.gm)).toEqual([]);
  });

  it("its own player moving it while another gang acts asks once, and the Aim is gone", async () => {
    const table = await aimed();
    await nudge(table, table.alice, table.aimer);
    expect(BB.fighterIn(stateOn(table.gm, table)!, table.aimer)?.aim).toBe(false);
    expect(complaints(table.alice)).toEqual([]);
  });

  it("a fighter without a pending Aim moved by hand asks the round nothing", async () => {
    const table = await aimed();
    const other = BB.readyFightersOf(stateOn(table.gm, table)!, table.bobGang)[0]!.fighter.id;
    const before = stateOn(table.gm, table);
    await nudge(table, table.gm, other);
    expect(stateOn(table.gm, table)).toEqual(before);
  });
});
