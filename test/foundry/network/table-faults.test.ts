// Issue 35: the table's loop over a network with lag: two GMs, a reload with a request in flight, three players at
// once, and requests made on a state that moved on while they travelled, for both rulesets.
import { describe, expect, it } from "vitest";
import { stampOf } from "../../../src/views/bracket-busters/gang-request";
import type { Client } from "../../double";
import { ask as askGang, combatOf, gangBattleTable, stateOn as gangStateOn } from "../bracket-busters/gang-table";
import { figureId } from "../fixtures/battle-world";
import { askRound, combatWriters, complaints, phaseOn, roundTable, stateOn } from "./round-table";

const messages = (client: Client) => complaints(client).map((n) => n.message);
const MOVED_ON = /moved on/;

describe("the table over a network with lag (issue 35)", () => {
  it("two GMs: only the active GM decides, for the players and for the other GM", async () => {
    for (const seed of [21, 22, 23]) {
      const battle = await roundTable({ secondGM: true });
      const { world, alice, bob, ids } = battle;
      const active = world.clients.find((c) => c.userId === world.activeGMId())!;
      const other = active === battle.gm ? battle.gm2! : battle.gm;
      world.useNetwork({ seed });
      const writers = combatWriters(bob);
      askRound(alice, battle, { type: "delayToSlow", figureId: figureId(ids.kara) });
      askRound(other, battle, { type: "delayToSlow", figureId: figureId(ids.rex) });
      await world.settle();
      expect(phaseOn(bob, battle, figureId(ids.kara))).toEqual(["slow"]);
      expect(phaseOn(bob, battle, figureId(ids.rex))).toEqual(["slow"]);
      expect(new Set(writers)).toEqual(new Set([active.userId]));
      for (const client of world.clients) expect(stateOn(client, battle)).toEqual(stateOn(active, battle));
      for (const client of world.clients) expect(complaints(client)).toEqual([]);
      expect(world.errors).toEqual([]);
    }
  });

  it("Alice reloads with her request in flight: applied once, and her new client shows it", async () => {
    const battle = await roundTable();
    const { world, gm, alice, bob, ids } = battle;
    const kara = figureId(ids.kara);
    const network = world.useNetwork({ seed: 31 });
    network.hold(alice, "down");
    const writers = combatWriters(bob);
    askRound(alice, battle, { type: "delayToSlow", figureId: kara });
    await world.settle();
    expect(phaseOn(alice, battle, kara)).toEqual(["quick"]);
    const again = await world.reload(alice);
    await world.settle();
    expect(phaseOn(again, battle, kara)).toEqual(["slow"]);
    expect(stateOn(again, battle)).toEqual(stateOn(gm, battle));
    expect(writers.length).toBeGreaterThan(0);
    expect(new Set(writers)).toEqual(new Set([gm.userId]));
    expect(again.tracker?.textContent).toContain("Kara");
    expect(complaints(again)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("three players ask at once: each legal request applied once, the one refusal only to its asker", async () => {
    for (const seed of [41, 42, 43, 44]) {
      const battle = await roundTable({ carol: true });
      const { world, gm, alice, bob, ids } = battle;
      const carol = battle.carol!;
      const vex = figureId(battle.vex!);
      world.useNetwork({ seed });
      askRound(alice, battle, { type: "delayToSlow", figureId: figureId(ids.kara) });
      askRound(bob, battle, { type: "delayToSlow", figureId: figureId(ids.rex) });
      askRound(carol, battle, { type: "delayToSlow", figureId: figureId(ids.kara) });
      askRound(carol, battle, { type: "delayToSlow", figureId: vex });
      await world.settle();
      for (const client of [gm, alice, bob, carol]) {
        expect(phaseOn(client, battle, figureId(ids.kara))).toEqual(["slow"]);
        expect(phaseOn(client, battle, figureId(ids.rex))).toEqual(["slow"]);
        expect(phaseOn(client, battle, vex)).toEqual(["slow"]);
        expect(stateOn(client, battle)).toEqual(stateOn(gm, battle));
      }
      expect(messages(carol)).toEqual([expect.stringMatching(/Kara/)]);
      for (const client of [gm, alice, bob]) expect(complaints(client)).toEqual([]);
      expect(world.errors).toEqual([]);
    }
  });

  it("Five Parsecs: Alice's request lags on her connection while the GM ends the battle; it arrives stale, told to her alone", async () => {
    const battle = await roundTable();
    const { world, gm, alice, bob, ids } = battle;
    const network = world.useNetwork({ seed: 51 });
    network.hold(alice, "up");
    askRound(alice, battle, { type: "delayToSlow", figureId: figureId(ids.kara) });
    askRound(gm, battle, { type: "abandonBattle" });
    await world.settle();
    const ended = stateOn(gm, battle);
    expect(ended?.over).toBeTruthy();
    for (const client of [gm, alice, bob]) client.notifications.length = 0;
    network.release(alice, "up");
    await world.settle();
    expect(stateOn(gm, battle)).toEqual(ended);
    expect(stateOn(alice, battle)).toEqual(ended);
    expect(messages(alice)).toEqual([expect.stringMatching(MOVED_ON)]);
    expect(complaints(gm)).toEqual([]);
    expect(complaints(bob)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("Bracket Busters: Alice's Priority die lags on her connection while the GM rolls Priority; it arrives stale", async () => {
    const table = await gangBattleTable();
    const { world, gm, alice, bob, aliceGang } = table;
    const network = world.useNetwork({ seed: 52 });
    network.hold(alice, "up");
    world.dice.load(5, 2);
    alice.run(() =>
      (alice.game["socket"] as { emit(e: string, d: unknown): void }).emit("module.five-parsecs-battle", {
        type: "gangInput",
        combatId: combatOf(alice, table).id,
        input: { type: "rollPriorityDie", gangId: aliceGang },
        stamp: stampOf(gangStateOn(alice, table)!, { type: "rollPriorityDie" }),
      }),
    );
    await askGang(table, gm, { type: "rollPriority" });
    const rolled = gangStateOn(gm, table);
    for (const client of [gm, alice, bob]) client.notifications.length = 0;
    network.release(alice, "up");
    await world.settle();
    expect(gangStateOn(gm, table)).toEqual(rolled);
    expect(gangStateOn(alice, table)).toEqual(rolled);
    expect(messages(alice)).toEqual([expect.stringMatching(MOVED_ON)]);
    expect(complaints(gm)).toEqual([]);
    expect(complaints(bob)).toEqual([]);
    expect(world.errors).toEqual([]);
  });
});
