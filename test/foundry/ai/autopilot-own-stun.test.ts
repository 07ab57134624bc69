// Issue #38: the autopilot ends an enemy's activation only once the result card of the enemy's own attack is applied.
// Ended before, "Remove stun and Shocked markers after acting" (ruling 8: also one gained while acting) ran before
// the brawl's Stun landed, and the Stun survived the activation. On the double: the small battle, the Raider in base
// contact with Kara, the Boss out of the combat, the autopilot on with no delay.
import { describe, expect, it } from "vitest";
import { actorAt } from "../../../src/foundry/table/documents/by-uuid";
import { figureOf } from "../../../src/foundry/five-parsecs/mapping/figure-of";
import { resolutionFlagsOf } from "../../../src/views/five-parsecs/chat/resolution-flags";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import type { BattleState } from "../../../src/rules";
import { MODULE_ID } from "../../../src/views/common/module-id";
import type { SuggestionFlags } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import type { Client } from "../../double";
import type { TokenDocument } from "../../double/documents";
import { battleWorld, beginBattle, combatOn, figureId, press, type BattleWorld } from "../fixtures/battle-world";

const INCH = 100;

const stateOn = (client: Client, battle: BattleWorld): BattleState =>
  client.run(() => battleOf(combatOn(client, battle) as never))!.battle;

const tokenOf = (client: Client, battle: BattleWorld, actorId: string): TokenDocument =>
  (client.game.scenes.get(battle.sceneId)!.tokens.contents as unknown as TokenDocument[]).find(
    (t) => t.actorId === actorId,
  )!;

/** The Raider beside Kara (base contact, north of her), the Boss out of the combat, the autopilot on. */
async function brawlingRaider(): Promise<BattleWorld> {
  const battle = await battleWorld();
  const { gm, world } = battle;
  await gm.run(async () => {
    await game.settings!.set(MODULE_ID, "autopilotDelay", 0);
    await game.settings!.set(MODULE_ID, "autopilot", true);
  });
  await gm.run(() => tokenOf(gm, battle, battle.ids.raider).update({ x: 4 * INCH, y: 19 * INCH }));
  const combat = combatOn(gm, battle) as unknown as {
    combatants: Iterable<{ id: string; actorId: string }>;
    deleteEmbeddedDocuments(name: string, ids: string[]): Promise<unknown>;
  };
  const boss = [...combat.combatants].find((c) => c.actorId === battle.ids.boss)!;
  await gm.run(() => combat.deleteEmbeddedDocuments("Combatant", [boss.id]));
  await world.settle();
  return battle;
}

describe("the autopilot waits for its enemy's own result card (issue #38, ruling 8)", () => {
  it("a Raider Stunned in its own brawl has the Stun removed as its activation ends", async () => {
    const battle = await brawlingRaider();
    const { gm, world } = battle;
    const raider = figureId(battle.ids.raider);
    await beginBattle(battle);
    world.dice.load(1, 5);
    await press(battle, gm, "rollReactions");
    await press(battle, gm, "assignMostQuick");
    await press(battle, gm, "lockReactions");
    const rex = figureId(battle.ids.rex);
    await press(battle, gm, "startActivation", rex);
    await press(battle, gm, "endActivation", rex);
    // The autopilot starts the Raider and applies its brawl; the brawl's dialog is the crew's, answered here.
    expect(gm.openDialogs.length, "the brawl's dialog").toBe(1);
    world.dice.load(1, 6, 1, 1, 1, 1);
    await gm.openDialogs[0]!.press("roll");
    await world.settle();
    const plan = gm.game.messages.contents
      .filter((m) => m.getFlag(MODULE_ID, "aiSuggestion"))
      .at(-1)!
      .getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags;
    expect(plan.attack?.kind).toBe("brawl");
    const state = stateOn(gm, battle);
    expect(state.schedule.find((slot) => slot.figureId === raider)?.status).toBe("done");
    // The brawl's card Stunned the Raider, and that card is applied.
    const cards = gm.game.messages.contents.map((m) => resolutionFlagsOf(m.flags)).filter((r) => r !== null);
    const stun = cards.find((r) =>
      r.changes.some((c) => c.kind === "condition" && c.figureId === raider && c.condition.marker === "stunned"),
    );
    expect(stun?.state, "the brawl Stunned the Raider").toBe("applied");
    for (const client of [gm, battle.alice]) {
      const marker = client.run(() => figureOf(actorAt(raider)!)?.condition.marker);
      expect(marker, client.user.name ?? "").toBeNull();
    }
    expect(world.errors).toEqual([]);
  });
});
