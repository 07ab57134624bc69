// The autopilot on the double (issue #38): a GM-only world plays the Demo Battle's Enemy Actions with no click.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { watchFlagsOf, type SuggestionFlags } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { aiCardsOn, complaints, messagesOn, stateOn } from "../fixtures/session";
import {
  autopilotReason,
  chatOf,
  enemyActionsByHand,
  expectNoErrors,
  rollOpenDialogs,
  soloTable,
  toEnemyActions,
  tokenPlaces,
  type Table,
} from "./autopilot-table";

describe("the autopilot plays the Enemy Actions (issue #38)", () => {
  it("every enemy acts and the phase moves on with no click, as pressing Apply on each card would have", {
    timeout: 120_000,
  }, async () => {
    const auto = await soloTable(true);
    await toEnemyActions(auto);
    // Only a brawl's dialog (the crew's choices) is answered; nothing of the enemies' is pressed.
    await rollOpenDialogs(auto);
    const state = stateOn(auto.gm, auto)!;
    expect(state.phase).not.toBe("enemy");
    expect(state.schedule.filter((s) => s.phase === "enemy").every((s) => s.status === "done")).toBe(true);
    const plans = aiCardsOn(auto.gm).map((m) => m.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags);
    expect(plans.length).toBe(state.enemies.length);
    expect(plans.every((plan) => plan.state === "applied")).toBe(true);

    const byHand = await soloTable(false);
    await toEnemyActions(byHand);
    expect(stateOn(byHand.gm, byHand)!.phase).toBe("enemy");
    await enemyActionsByHand(byHand);
    expect(tokenPlaces(auto)).toEqual(tokenPlaces(byHand));
    expect(chatOf(auto)).toEqual(chatOf(byHand));
    expect(stateOn(auto.gm, auto)).toEqual(stateOn(byHand.gm, byHand));
    // The players' clients have the same hooks, yet never drive: nothing of theirs was sent and refused.
    for (const table of [auto, byHand]) {
      expectNoErrors(table);
      for (const client of [table.gm, table.alice, table.bob]) expect(complaints(client), client.user.name).toEqual([]);
    }
  });
});

describe("the autopilot waits for the crew, and only the active GM drives it", () => {
  it("stops an enemy's move at a crew member holding for Snap Fire, says why, and goes on once the card is answered", {
    timeout: 120_000,
  }, async () => {
    const table = await soloTable(true);
    await toEnemyActions(table, true);
    const { gm, world } = table;
    await rollOpenDialogs(table);
    const offered = () => messagesOn(gm).filter((message) => watchFlagsOf(message.flags)?.state === "offered");
    const watch = offered()[0];
    expect(watch, "a Snap Fire card for a moving enemy").toBeDefined();
    const state = stateOn(gm, table)!;
    expect(state.phase).toBe("enemy");
    const mover = watchFlagsOf(watch!.flags)!.moverId;
    expect(state.active?.figureId).toBe(mover);
    const plan = aiCardsOn(gm).at(-1)!.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags;
    expect(plan.state).toBe("stopped");
    expect(autopilotReason(gm)).toContain("Snap Fire");
    // The crew member holds fire: the enemy walks on, and the rest of the phase plays itself.
    gm.click(gm.chatLog.get(watch!.id)?.querySelector('button[data-fpb-watch="decline"]'));
    await world.settle();
    for (let guard = 0; guard < 10 && offered().length > 0; guard++) {
      gm.click(gm.chatLog.get(offered()[0]!.id)?.querySelector('button[data-fpb-watch="decline"]'));
      await world.settle();
      await rollOpenDialogs(table);
    }
    const states = aiCardsOn(gm).map((m) => (m.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags).state);
    expect(new Set(states)).toEqual(new Set(["applied"]));
    expect(stateOn(gm, table)!.phase).not.toBe("enemy");
    expect(autopilotReason(gm)).toBeNull();
    expectNoErrors(table);
  });

  it("paused, it waits and says so; Step plays one enemy; Resume the rest; a player's client never drives it", {
    timeout: 120_000,
  }, async () => {
    const table = await soloTable(true);
    const { gm, alice, world } = table;
    const { autopilotControl, drive } = await import("../../../src/foundry/five-parsecs/ai/autopilot");
    await gm.run(() => autopilotControl(gm.game.combats.get(table.combatId) as never, "pause"));
    await toEnemyActions(table);
    const state = stateOn(gm, table)!;
    expect(state.phase).toBe("enemy");
    expect(state.active).toBeNull();
    expect(enemyDone(table)).toBe(0);
    expect(autopilotReason(gm)).toBe("Autopilot paused.");

    // A player's client shows no controls and drives nothing, even asked to by a macro.
    expect(alice.tracker?.querySelector("[data-fpb-autopilot]")).toBeNull();
    await alice.run(async () => {
      const combat = alice.game.combats.get(table.combatId) as never;
      await autopilotControl(combat, "step");
      await autopilotControl(combat, "toggle");
      drive(combat);
    });
    await world.settle();
    expect(stateOn(gm, table)).toEqual(state);
    expect(complaints(alice)).toEqual([]);
    expect(alice.game.combats.get(table.combatId)!.getFlag(MODULE_ID, "autopilot")).toBeUndefined();

    gm.click(gm.tracker?.querySelector('[data-fpb-autopilot="step"]'));
    await world.settle();
    await rollOpenDialogs(table);
    expect(enemyDone(table)).toBe(1);
    expect(stateOn(gm, table)!.active).toBeNull();
    expect(stateOn(gm, table)!.phase).toBe("enemy");

    gm.click(gm.tracker?.querySelector('[data-fpb-autopilot="resume"]'));
    await world.settle();
    await rollOpenDialogs(table);
    expect(stateOn(gm, table)!.phase).not.toBe("enemy");
    expect(autopilotReason(gm)).toBeNull();
    expectNoErrors(table);
    for (const client of [gm, alice, table.bob]) expect(complaints(client), client.user.name).toEqual([]);
  });

  it("turned off mid-phase, it stops after the current enemy; on again, it plays the rest", {
    timeout: 120_000,
  }, async () => {
    const table = await soloTable(true);
    const { gm, world } = table;
    // The GM switches it off as the first enemy's card comes in (the tracker's switch).
    await gm.run(() => {
      const id = Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
        if (!message.getFlag(MODULE_ID as never, "aiSuggestion" as never)) return;
        Hooks.off("createChatMessage", id);
        gm.click(gm.tracker?.querySelector('[data-fpb-autopilot="toggle"]'));
      });
    });
    await toEnemyActions(table);
    await rollOpenDialogs(table);
    const state = stateOn(gm, table)!;
    expect(state.phase).toBe("enemy");
    expect(state.active).toBeNull();
    expect(enemyDone(table)).toBe(1);
    expect(aiCardsOn(gm)).toHaveLength(1);
    expect(gm.tracker?.querySelector('[data-fpb-autopilot="toggle"]')?.getAttribute("aria-pressed")).toBe("false");

    gm.click(gm.tracker?.querySelector('[data-fpb-autopilot="toggle"]'));
    await world.settle();
    await rollOpenDialogs(table);
    expect(stateOn(gm, table)!.phase).not.toBe("enemy");
    expectNoErrors(table);
    expect(complaints(gm)).toEqual([]);
  });
});

describe("a suggestion that cannot be applied", () => {
  it("waits with the card open and says why; once the GM dismisses it, the autopilot plays on", {
    timeout: 120_000,
  }, async () => {
    const table = await soloTable(true);
    const { gm, world } = table;
    // Foundry refuses every token move (as a wall or another module's `preMoveToken` would).
    const refusal = gm.Hooks.on("preMoveToken", () => false);
    await toEnemyActions(table);
    await rollOpenDialogs(table);
    const state = stateOn(gm, table)!;
    expect(state.phase).toBe("enemy");
    const card = aiCardsOn(gm).at(-1)!;
    const plan = card.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags;
    expect(plan.path.length).toBeGreaterThan(1);
    expect(plan.state).toBe("pending");
    expect(state.active?.figureId).toBe(plan.figureId);
    expect(autopilotReason(gm)).toContain("could not be applied");
    expect(complaints(gm).at(-1)?.message).toMatch(/\w/);

    gm.Hooks.off("preMoveToken", refusal);
    gm.click(gm.chatLog.get(card.id)?.querySelector('button[data-fpb-ai="dismiss"]'));
    await world.settle();
    await rollOpenDialogs(table);
    expect((gm.game.messages.get(card.id)!.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags).state).toBe(
      "dismissed",
    );
    expect(stateOn(gm, table)!.phase).not.toBe("enemy");
    expect(autopilotReason(gm)).toBeNull();
    expectNoErrors(table);
  });
});

const enemyDone = (table: Table) =>
  stateOn(table.gm, table)!.schedule.filter((s) => s.phase === "enemy" && s.status === "done").length;
