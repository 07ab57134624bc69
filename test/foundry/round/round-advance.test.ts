// Finding 4 of the Foundry review: Next Round before the End Phase was only warned about in the combatRound hook,
// which fires before the update and cannot stop it, so Foundry advanced anyway. On the double's core tracker.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { battleWorld, beginBattle, combatOn, press } from "../fixtures/battle-world";

describe("advancing the round before the End Phase (issue #13 finding 4)", () => {
  it("is refused: the combat stays in its round on every client and the GM is told why", async () => {
    const battle = await battleWorld();
    const { world, gm, alice } = battle;
    await beginBattle(battle);
    world.dice.load(1, 5);
    await press(battle, alice, "rollReactions");
    await press(battle, alice, "assignMostQuick");
    await press(battle, alice, "lockReactions");
    gm.click(gm.tracker?.querySelector('[data-action="nextRound"]'));
    await world.settle();
    for (const client of [gm, alice]) {
      const combat = combatOn(client, battle);
      expect(combat.round, client.user.name).toBe(1);
      expect(client.run(() => battleOf(combat as never))?.battle.round).toBe(1);
    }
    expect(gm.notifications.map((n) => n.message)).toContain(
      "The battle round is not at its End Phase yet: finish the activations, then advance the round.",
    );
    expect(world.errors).toEqual([]);
  });
});
