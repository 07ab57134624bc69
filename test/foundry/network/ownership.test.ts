// Issue 35, "nobody acts for someone else": a player's own writes from the console, around the module, are refused by
// ownership, and the battle grants no ownership a player did not have before it.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/views/common/module-id";
import type { Client } from "../../double";
import { combatOn } from "../fixtures/battle-world";
import { roundTable, stateOn } from "./round-table";

const ownershipOf = (client: Client) =>
  Object.fromEntries([...client.game.actors].map((actor) => [actor.name, actor._source["ownership"]]));

describe("a player's writes from the console are refused by ownership (issue 35)", () => {
  it("Bob cannot write the combat's battle flags, Kara (Alice's), or Kara's token; the battle is unchanged", async () => {
    const battle = await roundTable();
    const { world, gm, alice, bob, ids, sceneId } = battle;
    const before = stateOn(gm, battle);
    const kara = bob.game.actors.get(ids.kara)!;
    const karaToken = bob.game.scenes.get(sceneId)!.tokens.find((t) => t.actorId === ids.kara)!;
    const tries: Promise<unknown>[] = [
      bob.run(() => combatOn(bob, battle).update({ [`flags.${MODULE_ID}.battle.round`]: 9 })),
      bob.run(() => combatOn(bob, battle).setFlag(MODULE_ID, "battle", null)),
      bob.run(() => kara.update({ name: "Bob's now" })),
      bob.run(() => karaToken.update({ x: 0, y: 0 })),
      bob.run(() => kara.delete()),
    ];
    const settled = await Promise.allSettled(tries);
    for (const result of settled) {
      expect(result.status).toBe("rejected");
      expect(String((result as PromiseRejectedResult).reason)).toMatch(/permission/i);
    }
    await world.settle();
    for (const client of [gm, alice, bob]) expect(stateOn(client, battle)).toEqual(before);
    expect(gm.game.actors.get(ids.kara)?.name).toBe("Kara");
  });

  it("beginning and playing the battle grants nobody ownership they did not have", async () => {
    const battle = await roundTable();
    const { world, gm, alice, bob } = battle;
    const fresh = await world.reload(gm);
    const owners = ownershipOf(fresh);
    expect(owners["Kara"]).toEqual({ default: 0, [alice.userId]: 3 });
    expect(owners["Rex"]).toEqual({ default: 0, [bob.userId]: 3 });
    const players = [battle.alice, battle.bob];
    for (const player of players) {
      const owned = [...player.game.actors].filter((actor) => actor.isOwner).map((actor) => actor.name);
      expect(owned).toEqual([player === battle.alice ? "Kara" : "Rex"]);
    }
  });
});
