import { describe, expect, it } from "vitest";
import type { Combat } from "../../double/combat";
import { combatWorld, record } from "./worlds";

/* Combat (docs/foundry-contract.md C1-C6, C15, C16, H4, H6, H8). */

const setUp = combatWorld;

describe("combat (C1-C6, H4, H6)", () => {
  it("C1: turns are sorted by initiative descending, null last, ties by combatant id (not by name)", async () => {
    const { world, alice, combat, kit, raider } = await setUp();
    await combat.createEmbeddedDocuments(
      "Combatant",
      [
        { _id: "cccccccccccccccc", name: "Low", actorId: kit.id, initiative: 3 },
        { _id: "bbbbbbbbbbbbbbbb", name: "Abe", actorId: raider.id, initiative: 10 },
        { _id: "aaaaaaaaaaaaaaaa", name: "Zed", actorId: raider.id, initiative: 10 },
        { _id: "0000000000000000", name: "None", actorId: raider.id, initiative: null },
        { _id: "dddddddddddddddd", name: "High", actorId: kit.id, initiative: 15 },
      ],
      { keepId: true },
    );
    await world.settle();
    const order = ["dddddddddddddddd", "aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb", "cccccccccccccccc", "0000000000000000"];
    expect(combat.turns.map((c) => c.id)).toEqual(order);
    expect(alice.game.combats.get(combat.id)!.turns.map((c) => c.id)).toEqual(order);
  });

  it("C2/H4: startCombat fires combatStart on the initiating client only, before the update, then stores {round: 1, turn: 0}", async () => {
    const { world, gm, alice, bob, all, combat, kit } = await setUp();
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: kit.id, initiative: 5 }]);
    const seenAt: unknown[] = [];
    gm.Hooks.on(
      "combatStart",
      (c: never, updateData: never) =>
        void seenAt.push({ round: (c as Combat).round, updateData: { ...(updateData as object) } }),
    );
    const elsewhere = [alice, bob].map((client) => record(client, "combatStart"));
    const updates = all.map((client) => record(client, "updateCombat"));
    await gm.run(() => combat.startCombat());
    await world.settle();
    expect(seenAt).toEqual([{ round: 0, updateData: { round: 1, turn: 0 } }]);
    expect(elsewhere).toEqual([[], []]);
    for (const [i, client] of all.entries()) {
      expect(client.game.combats.get(combat.id)!.round).toBe(1);
      expect(client.game.combats.get(combat.id)!.turn).toBe(0);
      expect(updates[i]![0]![3]).toBe(gm.userId);
    }
  });

  it("C3/H4: nextRound fires combatRound(combat, updateData, {direction: 1}) on the initiator before updating round and turn", async () => {
    const { world, gm, alice, combat, kit, raider } = await setUp();
    await combat.createEmbeddedDocuments("Combatant", [
      { actorId: kit.id, initiative: 5 },
      { actorId: raider.id, initiative: 4 },
    ]);
    await gm.run(() => combat.startCombat());
    await gm.run(() => combat.nextTurn());
    const calls: unknown[][] = [];
    // Copied when the hook runs: core then writes its own keys into the same options object (C12).
    gm.Hooks.on(
      "combatRound",
      (c: never, updateData: never, options: never) =>
        void calls.push([(c as Combat).round, { ...(updateData as object) }, { ...(options as object) }]),
    );
    const onAlice = record(alice, "combatRound");
    await gm.run(() => combat.nextRound());
    await world.settle();
    expect(calls).toEqual([[1, { round: 2, turn: 0 }, { direction: 1 }]]);
    expect(onAlice).toEqual([]);
    const seen = alice.game.combats.get(combat.id)!;
    expect([seen.round, seen.turn]).toEqual([2, 0]);
  });

  it("H4: the updateData given to combatRound may be changed by a callback, and the change is stored", async () => {
    const { world, gm, bob, combat, kit, raider } = await setUp();
    await combat.createEmbeddedDocuments("Combatant", [
      { actorId: kit.id, initiative: 5 },
      { actorId: raider.id, initiative: 4 },
    ]);
    await gm.run(() => combat.startCombat());
    gm.Hooks.on("combatRound", (_c: never, updateData: never) => {
      (updateData as { turn: number }).turn = 1;
    });
    await gm.run(() => combat.nextRound());
    await world.settle();
    expect(bob.game.combats.get(combat.id)!.turn).toBe(1);
  });

  it("C3/H4: nextTurn fires combatTurn(combat, {round, turn: turn + 1}, {direction: 1}); after the last turn it advances the round", async () => {
    const { world, gm, alice, combat, kit, raider } = await setUp();
    await combat.createEmbeddedDocuments("Combatant", [
      { actorId: kit.id, initiative: 5 },
      { actorId: raider.id, initiative: 4 },
    ]);
    await gm.run(() => combat.startCombat());
    // Copied when the hook runs: core then writes its own keys into the same options object (C12).
    const copied = (hook: string) => {
      const calls: unknown[][] = [];
      gm.Hooks.on(
        hook,
        (_c: never, updateData: never, options: never) =>
          void calls.push([{ ...(updateData as object) }, { ...(options as object) }]),
      );
      return calls;
    };
    const turns = copied("combatTurn");
    const rounds = copied("combatRound");
    await gm.run(() => combat.nextTurn());
    expect(turns).toEqual([[{ round: 1, turn: 1 }, { direction: 1 }]]);
    await gm.run(() => combat.nextTurn());
    await world.settle();
    expect(rounds).toEqual([[{ round: 2, turn: 0 }, { direction: 1 }]]);
    const seen = alice.game.combats.get(combat.id)!;
    expect([seen.round, seen.turn]).toEqual([2, 0]);
  });

  it("H6: a preUpdateCombat returning false on the initiator stops the advance on every client", async () => {
    const { world, gm, all, combat, kit } = await setUp();
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: kit.id, initiative: 5 }]);
    await gm.run(() => combat.startCombat());
    await world.settle();
    gm.Hooks.on("preUpdateCombat", () => false);
    const updates = all.map((client) => record(client, "updateCombat"));
    await gm.run(() => combat.nextRound());
    await world.settle();
    expect(updates).toEqual([[], [], []]);
    for (const client of all) expect(client.game.combats.get(combat.id)!.round).toBe(1);
  });

  it("C4: combat.current is {round, turn, combatantId, tokenId} of the present turn", async () => {
    const { world, gm, bob, combat, kit, raider } = await setUp();
    const [first] = await combat.createEmbeddedDocuments("Combatant", [
      { actorId: kit.id, initiative: 5 },
      { actorId: raider.id, initiative: 4 },
    ]);
    expect(combat.current).toEqual({ round: 0, turn: null, combatantId: null, tokenId: null });
    await gm.run(() => combat.startCombat());
    await world.settle();
    expect(bob.game.combats.get(combat.id)!.current).toEqual({
      round: 1,
      turn: 0,
      combatantId: first!.id,
      tokenId: null,
    });
  });

  it("C4/H5: after a round or turn change every client fires combatTurnChange(combat, prior, current) and keeps prior as combat.previous", async () => {
    const { world, gm, all, combat, kit, raider } = await setUp();
    const [first, second] = await combat.createEmbeddedDocuments("Combatant", [
      { actorId: kit.id, initiative: 5 },
      { actorId: raider.id, initiative: 4 },
    ]);
    await gm.run(() => combat.startCombat());
    await world.settle();
    const changes = all.map((client) => record(client, "combatTurnChange"));
    expect(all.map((client) => client.game.combats.get(combat.id)!.previous)).toEqual([
      { round: 0, turn: null, combatantId: null, tokenId: null },
      { round: 0, turn: null, combatantId: null, tokenId: null },
      { round: 0, turn: null, combatantId: null, tokenId: null },
    ]);
    await gm.run(() => combat.nextTurn());
    await world.settle();
    const prior = { round: 1, turn: 0, combatantId: first!.id, tokenId: null };
    const current = { round: 1, turn: 1, combatantId: second!.id, tokenId: null };
    all.forEach((client, i) => {
      const seen = client.game.combats.get(combat.id)!;
      expect(changes[i]).toEqual([[seen, prior, current]]);
      expect(seen.previous).toEqual(prior);
    });
    await gm.run(() => combat.update({ active: false }));
    await world.settle();
    expect(changes.map((calls) => calls.length)).toEqual([1, 1, 1]);
  });

  it("C4: combat.previous is undefined until the round or turn changes", async () => {
    const { combat } = await setUp();
    expect(combat.previous).toBeUndefined();
  });

  it("C5: rollInitiative writes each combatant's roll as its initiative; rollAll only those without one", async () => {
    const { world, gm, alice, combat, kit, raider } = await setUp();
    const [a, b] = await combat.createEmbeddedDocuments("Combatant", [
      { actorId: kit.id },
      { actorId: raider.id, initiative: 2 },
    ]);
    world.dice.load(17);
    await gm.run(() => combat.rollAll());
    await world.settle();
    const seen = alice.game.combats.get(combat.id)!;
    expect(seen.combatants.get(a!.id)!.initiative).toBe(17);
    expect(seen.combatants.get(b!.id)!.initiative).toBe(2);
    await gm.run(() => combat.resetAll());
    await world.settle();
    expect(seen.combatants.map((c) => c.initiative)).toEqual([null, null]);
  });

  it("C15: resetAll clears every initiative on the initiator first, then sends ONE Combat update {combatants, turn} with {turnEvents: false, diff: false}; no preUpdateCombatant", async () => {
    const { world, gm, alice, combat, kit, raider } = await setUp();
    const [, second] = await combat.createEmbeddedDocuments("Combatant", [
      { actorId: kit.id, initiative: 5 },
      { actorId: raider.id, initiative: 4 },
    ]);
    await gm.run(() => combat.startCombat());
    await gm.run(() => combat.nextTurn());
    await world.settle();
    const perCombatant = record(gm, "preUpdateCombatant");
    const seen: unknown[] = [];
    gm.Hooks.on("preUpdateCombat", (c: never, changes: never, options: never) => {
      const { combatants, ...rest } = changes as { combatants: { initiative: unknown }[] };
      const { turnEvents, diff } = options as { turnEvents: unknown; diff: unknown };
      seen.push({
        locally: (c as Combat).combatants.map((x) => x.initiative),
        sent: combatants.map((x) => x.initiative),
        rest,
        turnEvents,
        diff,
      });
    });
    const onAlice = record(alice, "updateCombat");
    await gm.run(() => combat.resetAll());
    await world.settle();
    const turn = combat.turns.findIndex((c) => c.id === second!.id);
    expect(perCombatant).toEqual([]);
    expect(seen).toEqual([
      { locally: [null, null], sent: [null, null], rest: { turn }, turnEvents: false, diff: false },
    ]);
    expect(onAlice).toHaveLength(1);
    expect(alice.game.combats.get(combat.id)!.combatants.map((c) => c.initiative)).toEqual([null, null]);
  });

  it("C15: a resetAll refused in preUpdateCombat leaves the initiator's copies cleared, and only the initiator's", async () => {
    const { world, gm, alice, combat, kit, raider } = await setUp();
    await combat.createEmbeddedDocuments("Combatant", [
      { actorId: kit.id, initiative: 5 },
      { actorId: raider.id, initiative: 4 },
    ]);
    gm.Hooks.on("preUpdateCombat", () => false);
    await gm.run(() => combat.resetAll());
    await world.settle();
    expect(combat.combatants.map((c) => c.initiative)).toEqual([null, null]);
    expect(alice.game.combats.get(combat.id)!.combatants.map((c) => c.initiative)).toEqual([5, 4]);
  });

  it("C16: rollInitiative posts a chat card per roll before it writes, so the card is posted even when the write is refused", async () => {
    const { world, gm, bob, combat, kit } = await setUp();
    const [a] = await combat.createEmbeddedDocuments("Combatant", [{ actorId: kit.id }]);
    gm.Hooks.on("preUpdateCombatant", () => false);
    world.dice.load(12);
    await gm.run(() => combat.rollInitiative([a!.id]));
    await world.settle();
    expect(bob.game.messages.contents.map((m) => m.flags["core"])).toEqual([{ initiativeRoll: true }]);
    expect(bob.game.combats.get(combat.id)!.combatants.get(a!.id)!.initiative).toBeNull();
  });

  it("C6/H8: the tracker is an HTMLElement given to renderCombatTracker, with data-action controls that work", async () => {
    const { world, gm, alice, combat, kit } = await setUp();
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: kit.id, initiative: 5 }]);
    await world.settle();
    const rendered = record(gm, "renderCombatTracker");
    const tracker = gm.renderTracker()!;
    expect(rendered[0]![1]).toBe(tracker);
    expect(rendered[0]![1]).toBeInstanceOf(HTMLElement);
    for (const action of ["rollAll", "rollNPC", "startCombat"])
      expect(tracker.querySelector(`[data-action="${action}"]`), action).not.toBeNull();
    // C15: Reset is the encounter menu's entry, not a header button.
    expect(tracker.querySelector('[data-action="resetAll"]')).toBeNull();
    expect(alice.tracker!.querySelector('[data-action="rollAll"]')).toBeNull();
    gm.click(tracker.querySelector('[data-action="startCombat"]'));
    await world.settle();
    expect(alice.game.combats.get(combat.id)!.round).toBe(1);
    expect(alice.tracker!.querySelector('[data-action="nextTurn"]')).not.toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("C6: a control removed in renderCombatTracker cannot be clicked", async () => {
    const { gm, combat, kit } = await setUp();
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: kit.id }]);
    gm.Hooks.on("renderCombatTracker", (_app: never, html: never) =>
      (html as HTMLElement).querySelector('[data-action="rollAll"]')?.remove(),
    );
    const tracker = gm.renderTracker()!;
    expect(() => gm.click(tracker.querySelector('[data-action="rollAll"]'))).toThrow(/nothing to click/);
  });
});
