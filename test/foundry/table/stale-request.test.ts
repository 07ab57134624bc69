// Issue 34: one GM-decides loop for both rulesets refuses a request made on a state that has moved on. A player's
// request is sent with the stamp of the battle their client showed; another change lands first; the request arrives.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { SOCKET } from "../../../src/foundry/table/socket";
import { roundStampOf } from "../../../src/views/five-parsecs/round/round-request";
import { stampOf } from "../../../src/views/bracket-busters/gang-request";
import { battleWorld, beginBattle, combatOn, figureId } from "../fixtures/battle-world";
import { ask, combatOf, complaints, gangBattleTable, stateOn as gangStateOn } from "../bracket-busters/gang-table";

const MOVED_ON = /moved on/;

describe("a stale request is refused by the table's loop: nothing changes, and only its asker is told", () => {
  it("Five Parsecs: Alice's die assignment made before the GM locked the Reactions", async () => {
    const battle = await battleWorld();
    const { world, gm, alice, bob, ids } = battle;
    await beginBattle(battle);
    world.dice.load(1, 5);
    await gm.run(async () => {
      const { requestRound } = await import("../../../src/foundry/five-parsecs/round/round-service");
      requestRound(combatOn(gm, battle) as never, { type: "rollReactions" });
    });
    await world.settle();
    const stateOnAlice = () => alice.run(() => battleOf(combatOn(alice, battle) as never))?.battle;
    const seen = stateOnAlice()!;
    const stamp = roundStampOf(seen, { type: "assignDie" });
    await gm.run(async () => {
      const { requestRound } = await import("../../../src/foundry/five-parsecs/round/round-service");
      requestRound(combatOn(gm, battle) as never, { type: "lockReactions" });
    });
    await world.settle();
    const locked = gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle;
    expect(locked?.phase).not.toBe(seen.phase);
    for (const client of [gm, alice, bob]) client.notifications.length = 0;

    alice.run(() =>
      game.socket!.emit(SOCKET, {
        type: "roundInput",
        combatId: battle.combatId,
        input: { type: "assignDie", figureId: figureId(ids.kara), dieIndex: 1 },
        stamp,
      }),
    );
    await world.settle();
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle).toEqual(locked);
    expect(stateOnAlice()).toEqual(locked);
    expect(complaints(alice).map((n) => n.message)).toEqual([expect.stringMatching(MOVED_ON)]);
    expect(complaints(gm)).toEqual([]);
    expect(complaints(bob)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("Five Parsecs: the same request on the current stamp is taken (the stamp, not the input, was stale)", async () => {
    const battle = await battleWorld();
    const { world, gm, alice } = battle;
    await beginBattle(battle);
    const seen = alice.run(() => battleOf(combatOn(alice, battle) as never))!.battle;
    world.dice.load(1, 5);
    alice.run(() =>
      game.socket!.emit(SOCKET, {
        type: "roundInput",
        combatId: battle.combatId,
        input: { type: "rollReactions" },
        stamp: roundStampOf(seen, { type: "rollReactions" }),
      }),
    );
    await world.settle();
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle.reaction?.dice).toEqual([1, 5]);
    expect(complaints(alice)).toEqual([]);
  });

  it("Bracket Busters: Alice's Priority die asked for before the GM rolled Priority for every gang", async () => {
    const table = await gangBattleTable();
    const { world, gm, alice, bob, aliceGang } = table;
    const seen = gangStateOn(alice, table)!;
    const stamp = stampOf(seen, { type: "rollPriorityDie" });
    world.dice.load(5, 2);
    await ask(table, gm, { type: "rollPriority" });
    const rolled = gangStateOn(gm, table);
    expect(rolled?.phase).not.toBe(seen.phase);
    for (const client of [gm, alice, bob]) client.notifications.length = 0;

    alice.run(() =>
      (alice.game["socket"] as { emit(e: string, d: unknown): void }).emit(SOCKET, {
        type: "gangInput",
        combatId: combatOf(alice, table).id,
        input: { type: "rollPriorityDie", gangId: aliceGang },
        stamp,
      }),
    );
    await world.settle();
    expect(gangStateOn(gm, table)).toEqual(rolled);
    expect(gangStateOn(alice, table)).toEqual(rolled);
    expect(complaints(alice).map((n) => n.message)).toEqual([expect.stringMatching(MOVED_ON)]);
    expect(complaints(gm)).toEqual([]);
    expect(complaints(bob)).toEqual([]);
    expect(world.errors).toEqual([]);
  });
});
