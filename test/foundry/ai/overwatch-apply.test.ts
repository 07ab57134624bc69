// "Enemy Overwatch": "Enemies with ranged weapons that end their activation unable to see a target roll 1D6". The
// round takes the roll only from an enemy that activated, so the GM's Apply on an enemy card the tracker never started
// (the token HUD's Suggest, a turn moved on in Foundry) records that activation first. On the double, every client.
import { describe, expect, it } from "vitest";
import type { BattleState } from "../../../src/rules";
import { suggestEnemy } from "../../../src/foundry/five-parsecs/ai/suggest-enemy";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { requestRound } from "../../../src/foundry/five-parsecs/round/round-service";
import { MODULE_ID } from "../../../src/views/common/module-id";
import type { SuggestionFlags } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import type { Client } from "../../double";
import type { TokenDocument } from "../../double/documents";
import { battleWorld, beginBattle, combatOn, figureId, press, type BattleWorld } from "../fixtures/battle-world";

const INCH = 100;

const stateOn = (client: Client, battle: BattleWorld): BattleState | undefined =>
  client.run(() => battleOf(combatOn(client, battle) as never))?.battle;

const complaints = (client: Client) => client.notifications.filter((n) => n.type !== "info");

/**
 * The small battle with a wall across the whole scene between the Raiders (north) and the crew (south): no enemy can
 * see a target, so an enemy's suggestion ends in the Overwatch roll. Round 1 locked: Rex Quick (the 1), Kara Slow.
 */
async function walledBattle(): Promise<BattleWorld> {
  const battle = await battleWorld();
  const { gm, world } = battle;
  const scene = gm.game.scenes.get(battle.sceneId)!;
  await gm.run(() =>
    (scene as unknown as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> }).createEmbeddedDocuments(
      "Wall",
      [{ c: [0, 12 * INCH, 24 * INCH, 12 * INCH], move: 20, sight: 20 }],
    ),
  );
  await world.settle();
  await beginBattle(battle);
  world.dice.load(1, 5);
  await press(battle, gm, "rollReactions");
  await press(battle, gm, "assignMostQuick");
  await press(battle, gm, "lockReactions");
  return battle;
}

/** The GM's suggestion for the Raider (as the token HUD's Suggest makes it), its Overwatch roll a 6. */
async function raiderCard(battle: BattleWorld) {
  const { gm, world } = battle;
  const token = (gm.game.scenes.get(battle.sceneId)!.tokens.contents as unknown as TokenDocument[]).find(
    (t) => t.actorId === battle.ids.raider,
  )!;
  world.dice.load(6, 6, 6, 6, 6, 6);
  const message = await gm.run(() => suggestEnemy(token as never));
  await world.settle();
  expect(message, "a suggestion card").not.toBeNull();
  const plan = message!.getFlag(MODULE_ID as never, "aiSuggestion" as never) as unknown as SuggestionFlags;
  expect(plan.overwatch, "the Raider sees no one and rolled into Overwatch").toBe(true);
  expect(plan.attack).toBeNull();
  return message!;
}

const apply = async (battle: BattleWorld, messageId: string | null) => {
  expect(messageId, "the card's message").not.toBeNull();
  battle.gm.click(battle.gm.chatLog.get(messageId!)?.querySelector('button[data-fpb-ai="apply"]'));
  await battle.world.settle();
};

describe("Enemy Overwatch at the table: Apply on an enemy's card the tracker never started", () => {
  it("the Raider's activation is started and ended through the round, and it ends on Overwatch on every client", async () => {
    const battle = await walledBattle();
    const { gm, alice, world } = battle;
    const rex = figureId(battle.ids.rex);
    const raider = figureId(battle.ids.raider);
    await press(battle, gm, "startActivation", rex);
    await press(battle, gm, "endActivation", rex);
    const before = stateOn(gm, battle)!;
    expect(before.phase).toBe("enemy");
    expect(before.active).toBeNull();
    const card = await raiderCard(battle);
    await apply(battle, card.id);
    for (const client of [gm, alice]) {
      const state = stateOn(client, battle)!;
      expect(state.overwatchIds, client.user.name).toEqual([raider]);
      expect(state.active).toBeNull();
      expect(state.schedule.find((slot) => slot.figureId === raider)?.status).toBe("done");
    }
    // The rest of the phase is the Boss's; nothing was refused on the way.
    expect(stateOn(gm, battle)!.schedule.find((slot) => slot.figureId === figureId(battle.ids.boss))?.status).toBe(
      "pending",
    );
    expect(complaints(gm)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("started from the tracker first, Apply puts it on Overwatch and leaves the activation to the GM to end", async () => {
    const battle = await walledBattle();
    const { gm, world } = battle;
    const rex = figureId(battle.ids.rex);
    const raider = figureId(battle.ids.raider);
    await press(battle, gm, "startActivation", rex);
    await press(battle, gm, "endActivation", rex);
    // The turn's own suggestion, made as the activation starts: the Raider sees no one and rolls a 6.
    world.dice.load(6, 6, 6, 6, 6, 6);
    await press(battle, gm, "startActivation", raider);
    const card = gm.game.messages.contents.filter((m) => m.getFlag(MODULE_ID, "aiSuggestion")).at(-1)!;
    const plan = card.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags;
    expect(plan.overwatch).toBe(true);
    await apply(battle, card.id);
    const state = stateOn(gm, battle)!;
    expect(state.active?.figureId).toBe(raider);
    expect(state.overwatchIds).toEqual([raider]);
    expect(complaints(gm)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("in the Quick Actions phase the round refuses the roll and tells the GM why; no activation is taken", async () => {
    const battle = await walledBattle();
    const { gm, world } = battle;
    const raider = figureId(battle.ids.raider);
    expect(stateOn(gm, battle)!.phase).toBe("quick");
    const card = await raiderCard(battle);
    await apply(battle, card.id);
    const state = stateOn(gm, battle)!;
    expect(state.overwatchIds).toEqual([]);
    expect(state.schedule.find((slot) => slot.figureId === raider)?.status).toBe("pending");
    expect(complaints(gm).map((n) => n.message)).toEqual([
      "Not done: Enemy Overwatch: an enemy rolls for it as it ends its activation; this one has not activated this round.",
    ]);
    expect(world.errors).toEqual([]);
  });
});

describe("Enemy Overwatch requests for an enemy yet to activate", () => {
  it("a player's forged request is refused as the GM's own; a GM's macro is refused by the rules", async () => {
    const battle = await walledBattle();
    const { gm, alice, world } = battle;
    const rex = figureId(battle.ids.rex);
    const raider = figureId(battle.ids.raider);
    await press(battle, gm, "startActivation", rex);
    await press(battle, gm, "endActivation", rex);
    const before = stateOn(gm, battle)!;
    await alice.run(() => requestRound(combatOn(alice, battle) as never, { type: "enterOverwatch", figureId: raider }));
    await world.settle();
    expect(stateOn(gm, battle)).toEqual(before);
    expect(complaints(alice)).toHaveLength(1);
    await gm.run(() => requestRound(combatOn(gm, battle) as never, { type: "enterOverwatch", figureId: raider }));
    await world.settle();
    for (const client of [gm, alice]) expect(stateOn(client, battle)).toEqual(before);
    expect(complaints(gm).map((n) => n.message)).toEqual([
      "Not done: Enemy Overwatch: an enemy rolls for it as it ends its activation; this one has not activated this round.",
    ]);
    expect(world.errors).toEqual([]);
  });
});
