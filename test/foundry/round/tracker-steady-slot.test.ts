// Issue 36 item 1 on the Foundry panel (the sandbox's tracker is the same template): the buttons do not jump under the
// pointer. The panel a player's click redraws keeps the activation's controls in one slot, in the same order, before
// and after End activation; what cannot be used now stays there greyed and inert; and the battle's own controls (the
// results that change the End Phase for good) come before anything whose length changes. On the double: Kara
// (Alice's) and Rex (Bob's), both Quick; the browser measures the boxes in test/e2e/steady-tracker.e2e.test.ts.
import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import { battleWorld, beginBattle, figureId, press } from "../fixtures/battle-world";

/** The activation slot's buttons as the client's panel draws them: the input each asks for, or its slot if inert (a
 * player's panel: the GM's has End phase's line under them too). */
function slotButtons(client: Client): string[] {
  const slot = client.tracker?.querySelector(".fpb-round-panel .fpb-activation");
  return [...(slot?.querySelectorAll<HTMLButtonElement>("button") ?? [])].map((button) =>
    button.disabled
      ? `inert:${button.dataset["fpbSlot"]}`
      : `${button.dataset["fpbRound"]}:${button.dataset["fpbAttack"] ?? button.dataset["fpbAct"] ?? ""}`,
  );
}

/** Whether every control of `first` comes before every control of `second` in the panel. */
function comesBefore(client: Client, first: string, second: string): boolean {
  const panel = client.tracker?.querySelector(".fpb-round-panel");
  const a = panel?.querySelector(first);
  const b = panel?.querySelector(second);
  return !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

describe("the round panel keeps its buttons in place (issue 36 item 1)", () => {
  it("draws the activation's slot with the same buttons in the same order before and after End activation", async () => {
    const battle = await battleWorld();
    const { world, alice, gm } = battle;
    await beginBattle(battle);
    world.dice.load(1, 1);
    await press(battle, alice, "rollReactions");
    await press(battle, alice, "assignMostQuick");
    await press(battle, alice, "lockReactions");
    // Before anyone activates, the slot is there already, every control in it inert.
    const idle = slotButtons(alice);
    expect(idle).toHaveLength(6);
    expect(idle.every((b) => b.startsWith("inert:"))).toBe(true);

    await press(battle, alice, "startActivation", figureId(battle.ids.kara));
    expect(slotButtons(alice)).toEqual([
      "act:move",
      "act:fire",
      "act:brawl",
      "act:combatAction",
      "act:freeAction",
      "endActivation:",
    ]);
    // The Move taken: its button stays where it was, greyed, and End activation does not move left.
    await press(battle, alice, "act", figureId(battle.ids.kara));
    const afterMove = slotButtons(alice);
    expect(afterMove).toHaveLength(6);
    expect(afterMove[0]).toBe("inert:move");
    expect(afterMove[5]).toBe("endActivation:");

    await press(battle, alice, "endActivation", figureId(battle.ids.kara));
    expect(slotButtons(alice)).toEqual(idle);
    // The GM's results sit above the slot and the lists under it; End phase keeps its line in the slot all round.
    expect(comesBefore(gm, '[data-fpb-round="achieveWinCondition"]', ".fpb-activation")).toBe(true);
    expect(comesBefore(gm, '[data-fpb-round="reachObjective"]', '[data-fpb-round="startActivation"]')).toBe(true);
    expect(gm.tracker?.querySelector('.fpb-activation button[data-fpb-slot="runEndPhase"]:disabled')).not.toBeNull();
  });
});
