// Finding 5 of the Foundry review: the GM's client authorised a socket request by a userId carried in the payload,
// so anyone could speak as the GM. On the double, where the socket reports the sender as Foundry's does.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { SOCKET } from "../../../src/foundry/table/socket";
import { battleWorld, beginBattle, combatOn, figureId } from "../fixtures/battle-world";

describe("a round request is the sender's, whatever its payload says (issue #13 finding 5)", () => {
  it("a player naming the GM in the payload is still refused a GM-only input, and told so", async () => {
    const battle = await battleWorld();
    const { world, gm, bob } = battle;
    await beginBattle(battle);
    const before = gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle;
    bob.run(() =>
      game.socket!.emit(SOCKET, {
        type: "roundInput",
        userId: gm.userId,
        combatId: battle.combatId,
        input: { type: "abandonBattle" },
      }),
    );
    await world.settle();
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle).toEqual(before);
    expect(bob.notifications.some((n) => n.type === "warn" && n.message.includes("Only the GM"))).toBe(true);
  });

  it("a player naming another player in the payload cannot assign that player's figure", async () => {
    const battle = await battleWorld();
    const { world, gm, alice, bob, ids } = battle;
    await beginBattle(battle);
    world.dice.load(1, 5);
    await gm.run(async () => {
      const { requestRound } = await import("../../../src/foundry/five-parsecs/round/round-service");
      requestRound(combatOn(gm, battle) as never, { type: "rollReactions" });
    });
    await world.settle();
    const before = gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle;
    alice.run(() =>
      game.socket!.emit(SOCKET, {
        type: "roundInput",
        userId: bob.userId,
        combatId: battle.combatId,
        input: { type: "assignDie", figureId: figureId(ids.rex), dieIndex: 1 },
      }),
    );
    await world.settle();
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))?.battle).toEqual(before);
    expect(alice.notifications.some((n) => n.message.includes("Rex"))).toBe(true);
    expect(bob.notifications).toEqual([]);
  });
});
