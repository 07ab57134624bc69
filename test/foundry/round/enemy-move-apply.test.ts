// Issue 36, item 2, on the Foundry panel: "For an enemy, Move then Apply moves it twice in one activation" (the
// sandbox's fault). In Foundry the tracker's Move only records the Move (the token stays), and Apply walks the plan
// without recording a second Move: the enemy moves once, as by Apply alone, and the round holds one Move.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import type { BattleState } from "../../../src/rules";
import { MODULE_ID } from "../../../src/views/common/module-id";
import type { SuggestionFlags } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import type { Client } from "../../double";
import type { TokenDocument } from "../../double/documents";
import { battleWorld, beginBattle, combatOn, figureId, press, type BattleWorld } from "../fixtures/battle-world";

const stateOn = (client: Client, battle: BattleWorld): BattleState =>
  client.run(() => battleOf(combatOn(client, battle) as never))!.battle;

const complaints = (client: Client) => client.notifications.filter((n) => n.type !== "info");

const raiderToken = (client: Client, battle: BattleWorld): TokenDocument =>
  (client.game.scenes.get(battle.sceneId)!.tokens.contents as unknown as TokenDocument[]).find(
    (t) => t.actorId === battle.ids.raider,
  )!;

/** Round 1 to the Raider's activation, started from the tracker: Rex Quick (the 1) acts and ends, Kara Slow. */
async function raiderActivating(): Promise<{ battle: BattleWorld; card: string; plan: SuggestionFlags }> {
  const battle = await battleWorld();
  const { gm, world } = battle;
  await beginBattle(battle);
  world.dice.load(1, 5);
  await press(battle, gm, "rollReactions");
  await press(battle, gm, "assignMostQuick");
  await press(battle, gm, "lockReactions");
  const rex = figureId(battle.ids.rex);
  await press(battle, gm, "startActivation", rex);
  await press(battle, gm, "endActivation", rex);
  world.dice.load(6, 6, 6, 6, 6, 6);
  await press(battle, gm, "startActivation", figureId(battle.ids.raider));
  const card = gm.game.messages.contents.filter((m) => m.getFlag(MODULE_ID, "aiSuggestion")).at(-1)!;
  const plan = card.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags;
  return { battle, card: card.id, plan };
}

/** The GM's Apply on the card; any attack dialog it opens is rolled. */
async function apply(battle: BattleWorld, card: string): Promise<void> {
  const { gm, world } = battle;
  gm.click(gm.chatLog.get(card)?.querySelector('button[data-fpb-ai="apply"]'));
  await world.settle();
  for (let guard = 0; guard < 5 && gm.openDialogs.length > 0; guard++) {
    world.dice.load(1, 1, 1, 1);
    await gm.openDialogs[0]!.press("roll");
    await world.settle();
  }
}

describe("an enemy's Move on the tracker, then Apply on its card (issue 36)", () => {
  it("moves the enemy once, where Apply alone takes it, and records one Move with no refusal", async () => {
    const alone = await raiderActivating();
    expect(alone.plan.path.length, "the Raider's plan walks").toBeGreaterThan(1);
    await apply(alone.battle, alone.card);
    const applied = raiderToken(alone.battle.gm, alone.battle);
    const where = { x: applied.x, y: applied.y };

    const { battle, card, plan } = await raiderActivating();
    const { gm, world } = battle;
    expect(plan.path).toEqual(alone.plan.path);
    const start = { x: raiderToken(gm, battle).x, y: raiderToken(gm, battle).y };
    expect(where, "Apply alone moved the Raider").not.toEqual(start);
    gm.click(gm.tracker?.querySelector('[data-fpb-round="act"][data-fpb-act="move"]'));
    await world.settle();
    expect(stateOn(gm, battle).active?.moved).toBe(true);
    // The tracker's Move is a record: the token has not moved.
    expect({ x: raiderToken(gm, battle).x, y: raiderToken(gm, battle).y }).toEqual(start);
    await apply(battle, card);
    for (const client of [gm, battle.alice]) {
      const token = raiderToken(client, battle);
      expect({ x: token.x, y: token.y }, client.user.name ?? "").toEqual(where);
    }
    const state = stateOn(gm, battle);
    expect(state.active?.figureId).toBe(figureId(battle.ids.raider));
    expect(state.active?.moved).toBe(true);
    // The Move on the panel is spent (one Move in the activation), and no second Move was asked for and refused.
    expect(gm.tracker?.querySelector('[data-fpb-round="act"][data-fpb-act="move"]')).toBeNull();
    expect((gm.game.messages.get(card)!.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags).state).toBe("applied");
    expect(complaints(gm)).toEqual([]);
    expect(world.errors).toEqual([]);
  });
});
