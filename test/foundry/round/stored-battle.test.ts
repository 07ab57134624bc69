// Finding 1 of the Foundry review: figure ids are actor UUIDs ("Actor.abc"), and Foundry expands dotted keys at every
// depth of update data, so a Reaction assignment keyed by figure id came back as {Actor: {abc: 0}} and no battle got
// past round 1. The round is stored through the double's update rules and read back on every client.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { battleWorld, beginBattle, combatOn, figureId, press } from "../fixtures/battle-world";

describe("the battle round stored in combat flags on Foundry's update rules (Reaction Roll, issue #13 finding 1)", () => {
  it("keeps the Reaction assignment keyed by actor UUIDs: every client reads the locked round back", async () => {
    const battle = await battleWorld();
    const { world, gm, alice, bob, ids } = battle;
    await beginBattle(battle);
    battle.world.dice.load(1, 5); // Reaction dice: Rex (Reactions 1) Quick on the 1, Kara (2) Slow on the 5
    await press(battle, alice, "rollReactions");
    await press(battle, alice, "assignMostQuick");
    await press(battle, bob, "lockReactions");
    for (const client of [gm, alice, bob]) {
      const state = client.run(() => battleOf(combatOn(client, battle) as never))?.battle;
      expect(state?.reaction?.locked, client.user.name).toBe(true);
      expect(state?.reaction?.assignment).toEqual({ [figureId(ids.rex)]: 0, [figureId(ids.kara)]: 1 });
      expect(state?.phase).toBe("quick");
    }
    // What Foundry stored has no key with a dot in it, at any depth.
    const stored = JSON.stringify(world.sources.get("Combat")!.get(battle.combatId)!["flags"]);
    expect(stored).not.toMatch(/"[^"]*\.[^"]*":/);
    expect(stored).toContain(MODULE_ID);
    expect(world.errors).toEqual([]);
    expect(
      [...gm.notifications, ...alice.notifications, ...bob.notifications].filter((n) => n.type !== "info"),
    ).toEqual([]);
  });

  it("shows a notice and offers a new setup when the stored round cannot be read (an older version's expanded keys)", async () => {
    const battle = await battleWorld();
    const { gm, world } = battle;
    await beginBattle(battle);
    await press(battle, gm, "rollReactions");
    await press(battle, gm, "assignMostQuick");
    // An older version stored the assignment as a record: Foundry expanded it into nested objects.
    await gm.run(() =>
      combatOn(gm, battle).update({
        [`flags.${MODULE_ID}.battle.reaction.assignment`]: { [figureId(battle.ids.kara)]: 0 },
      }),
    );
    await world.settle();
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))).toBeNull();
    expect(gm.notifications.some((n) => n.type === "warn" && n.message.includes("battle.reaction.assignment"))).toBe(
      true,
    );
    gm.renderTracker();
    await world.settle();
    expect(gm.tracker?.querySelector('[data-fpb-round="setup"]')).not.toBeNull();
  });

  it("gives every reader of one change the same read, frozen, while what Foundry stored stays its own to merge into", async () => {
    const battle = await battleWorld();
    const { gm, world } = battle;
    await beginBattle(battle);
    const first = gm.run(() => battleOf(combatOn(gm, battle) as never));
    if (!first) throw new Error("no battle was set up");
    expect(gm.run(() => battleOf(combatOn(gm, battle) as never))).toBe(first);
    expect(first.battle.crew.length).toBeGreaterThan(0);
    expect(Object.isFrozen(first.battle.crew)).toBe(true);
    expect(() => {
      (first.battle.crew as unknown as unknown[]).push(null);
    }).toThrow(TypeError);
    // The next round's writes merge into the stored flags in place; none of them is the frozen read.
    await press(battle, gm, "rollReactions");
    await press(battle, gm, "assignMostQuick");
    await press(battle, gm, "lockReactions");
    const stored = world.sources.get("Combat")!.get(battle.combatId)!["flags"] as Record<
      string,
      { battle: { crew: object } }
    >;
    expect(stored[MODULE_ID]?.battle.crew).toBeDefined();
    expect(Object.isFrozen(stored[MODULE_ID]?.battle.crew)).toBe(false);
    const next = gm.run(() => battleOf(combatOn(gm, battle) as never));
    expect(next).not.toBe(first);
    expect(next?.battle.phase).toBe("quick");
    expect(world.errors).toEqual([]);
  });
});
