// Issue 36 on the Foundry panel: no click that does the wrong thing. The two End Phase results ask first, the second
// click of a double-click does nothing, the Move button leaves the token's drag to make the Move, and everyone sees
// who holds for Snap Fire. On the double: a GM and two players, Kara (Alice's) and Rex (Bob's), both Quick.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import type { BattleState } from "../../../src/rules";
import type { Client } from "../../double";
import {
  battleWorld,
  beginBattle,
  combatOn,
  figureId,
  press,
  roundControl,
  type BattleWorld,
} from "../fixtures/battle-world";

const INCH = 100;

const stateOn = (client: Client, battle: BattleWorld): BattleState =>
  client.run(() => battleOf(combatOn(client, battle) as never))!.battle;

/** Round 1 locked with both crew Quick (two 1s), then Kara's activation started by Alice. */
async function karaActivating(): Promise<BattleWorld> {
  const battle = await battleWorld();
  const { world, alice } = battle;
  await beginBattle(battle);
  world.dice.load(1, 1);
  await press(battle, alice, "rollReactions");
  await press(battle, alice, "assignMostQuick");
  await press(battle, alice, "lockReactions");
  await press(battle, alice, "startActivation", figureId(battle.ids.kara));
  return battle;
}

describe("the round panel's clicks (issue 36)", () => {
  it("'A crew member reached an objective' and 'Win condition achieved' ask first; Cancel records nothing", async () => {
    const battle = await karaActivating();
    const { gm, world } = battle;
    for (const input of ["reachObjective", "achieveWinCondition"]) {
      gm.click(roundControl(gm, input));
      const dialog = await gm.nextDialog();
      await dialog.press("no");
      await world.settle();
    }
    let state = stateOn(gm, battle);
    expect([state.objectiveReachedThisRound, state.winConditionAchieved]).toEqual([false, false]);
    // The control is back on after Cancel, and Yes records it.
    gm.click(roundControl(gm, "reachObjective"));
    await (await gm.nextDialog()).press("yes");
    await world.settle();
    state = stateOn(gm, battle);
    expect(state.objectiveReachedThisRound).toBe(true);
  });

  it("the second click of a double-click (`detail` 2) does nothing: End activation is pressed once", async () => {
    const battle = await karaActivating();
    const { alice, world } = battle;
    const end = roundControl(alice, "endActivation", figureId(battle.ids.kara))!;
    alice.run(() => end.dispatchEvent(new MouseEvent("click", { bubbles: true, detail: 2 })));
    await world.settle();
    expect(stateOn(alice, battle).active?.figureId).toBe(figureId(battle.ids.kara));
    expect(end.hasAttribute("disabled")).toBe(false);
  });

  it("the Move button, then the token's drag: the drag is the Move, not refused", async () => {
    const battle = await karaActivating();
    const { alice, world } = battle;
    alice.click(alice.tracker?.querySelector('[data-fpb-round="act"][data-fpb-act="move"]'));
    await world.settle();
    expect(stateOn(alice, battle).active?.moved).toBe(true);
    const scene = alice.game.scenes.get(battle.sceneId) as unknown as {
      tokens: Iterable<{ actorId: string; x: number; y: number; move(w: object[]): Promise<boolean> }>;
    };
    const token = [...scene.tokens].find((t) => t.actorId === battle.ids.kara)!;
    await alice.run(() => token.move([{ x: 4 * INCH, y: 17.5 * INCH }]));
    await world.settle();
    const onGm = [...(battle.gm.game.scenes.get(battle.sceneId) as unknown as typeof scene).tokens].find(
      (t) => t.actorId === battle.ids.kara,
    )!;
    expect(onGm.y).toBe(17.5 * INCH);
    const state = stateOn(battle.gm, battle);
    expect(state.active?.figureId).toBe(figureId(battle.ids.kara));
    expect(state.active?.combatAction).toBe(false);
  });

  it("shows everyone who holds for Snap Fire, before an enemy moves", async () => {
    const battle = await karaActivating();
    const { bob, gm, alice } = battle;
    const rex = figureId(battle.ids.rex);
    await press(battle, bob, "holdForSnapFire", rex);
    for (const client of [gm, alice, bob]) {
      const holding = client.tracker?.querySelector(".fpb-round-holding");
      expect(holding?.textContent, client.user.name ?? "").toContain("Rex");
    }
  });
});
