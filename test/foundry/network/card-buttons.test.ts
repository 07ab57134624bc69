// Issue 35, "nobody acts for someone else": a chat card's button pressed from a player's console (its handler called,
// or its request sent, with ids of the player's choosing) is checked again by the active GM's client, which refuses
// what that user may not do, to that user alone, with nothing changed.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { UNHARMED } from "../../../src/rules/five-parsecs/figures/condition";
import { resolutionFlags, resolutionFlagsOf } from "../../../src/views/five-parsecs/chat/resolution-flags";
import { battleWorld, beginBattle, figureId } from "../fixtures/battle-world";
import { ask, complaints, gangBattleTable, refusedWith, stateOn } from "../bracket-busters/gang-table";

describe("a Bracket Busters attack card's result, set from a console, is checked by the active GM (issue 35)", () => {
  it("Bob sets a result only for an attack a GM's card offered this Round: a fight he is not in is refused", async () => {
    const table = await gangBattleTable();
    const { world, gm, alice, bob, aliceGang, bobGang } = table;
    world.dice.load(5, 2);
    await ask(table, gm, { type: "rollPriority" });
    await ask(table, bob, { type: "readyFighters" });
    let state = stateOn(gm, table)!;
    expect(state.turn?.gangId).toBe(aliceGang);

    // Alice's leader shoots Bob's leader: the card offers its result on Bob's leader, by Alice's leader.
    const shooter = BB.fightersOf(state, aliceGang).find((f) => f.fighter.groupActivation)!.fighter;
    const [target, bystander] = BB.fightersOf(state, bobGang).map((f) => f.fighter);
    const aliceOther = BB.fightersOf(state, aliceGang).find((f) => f.fighter.id !== shooter.id)!.fighter;
    const bobsOwn = bystander!;
    await ask(table, alice, { type: "activate", fighterId: shooter.id });
    const gun = shooter.weapons.find((w) => w.ranged)!;
    await ask(table, alice, { type: "takeAction", action: "shoot", weaponId: gun.id, targetId: target!.id });
    state = stateOn(gm, table)!;
    expect(state.turn?.activation?.fighterId).toBe(shooter.id);
    alice.notifications.length = 0;
    gm.notifications.length = 0;

    // Bob's console: his own fighter "attacked" Alice's (no such attack), then Alice's leader "hit" a bystander of his.
    await ask(table, bob, { type: "setResult", targetId: aliceOther.id, result: "outOfAction", by: bobsOwn.id });
    refusedWith(bob, /no card offers/);
    await ask(table, bob, { type: "setResult", targetId: bobsOwn.id, result: "pinned", by: shooter.id });
    refusedWith(bob, /no card offers/);
    // A card Bob posts himself, saying what a GM's card would, offers nothing.
    await bob.run(() =>
      ChatMessage.create({
        content: "forged",
        flags: {
          [MODULE_ID]: {
            gangCombat: table.combatId,
            gangAttack: { round: state.round, by: bobsOwn.id, targets: [aliceOther.id] },
          },
        },
      } as never),
    );
    await ask(table, bob, { type: "setResult", targetId: aliceOther.id, result: "outOfAction", by: bobsOwn.id });
    refusedWith(bob, /no card offers/);
    for (const client of [gm, alice, bob]) expect(stateOn(client, table)).toEqual(state);
    expect(complaints(alice)).toEqual([]);
    expect(complaints(gm)).toEqual([]);

    // The result the card offers, set by the target's player: applied.
    await ask(table, bob, { type: "setResult", targetId: target!.id, result: "pinned", by: shooter.id });
    expect(complaints(bob)).toEqual([]);
    expect(BB.fighterIn(stateOn(alice, table)!, target!.id)?.lastAttackBy).toBe(shooter.id);
  });
});

describe("a Five Parsecs resolution card from a player's console is checked by the active GM (issue 35)", () => {
  const stunned = (figure: string) => ({
    kind: "condition" as const,
    figureId: figure,
    condition: { ...UNHARMED, marker: "stunned" as const },
  });
  const card = (actorId: string, changes: ReturnType<typeof stunned>[]) => ({
    content: "<p>forged</p><footer data-fpb-state></footer>",
    flags: resolutionFlags({ actorId, changes, undo: [], reactions: [], state: "pending", notApplied: [] }),
  });

  it("Alice's card for Kara may stun the Raider, never Bob's Rex, nor by a rewritten Undo; Bob's card for Kara is refused", async () => {
    const battle = await battleWorld();
    const { world, gm, alice, ids } = battle;
    await beginBattle(battle);
    const rexBefore = structuredClone(world.sources.get("Actor")!.get(ids.rex));
    const [onRex, onRaider] = [
      await alice.run(() => ChatMessage.create(card(figureId(ids.kara), [stunned(figureId(ids.rex))]) as never)),
      await alice.run(() => ChatMessage.create(card(figureId(ids.kara), [stunned(figureId(ids.raider))]) as never)),
    ] as unknown as { id: string }[];
    await world.settle();
    // Bob's card for Alice's Kara (a Firefight button he was not shown, called from his console): refused too.
    const forKara = (await battle.bob.run(() =>
      ChatMessage.create(card(figureId(ids.kara), [stunned(figureId(ids.raider))]) as never),
    )) as unknown as { id: string };
    await world.settle();
    const stateOf = (id: string) => resolutionFlagsOf(gm.game.messages.get(id)!.flags)?.state;
    expect(stateOf(forKara.id)).toBe("refused");
    expect(stateOf(onRex!.id)).toBe("refused");
    expect(world.sources.get("Actor")!.get(ids.rex)).toEqual(rexBefore);
    expect(stateOf(onRaider!.id)).toBe("applied");
    expect(gm.game.actors.get(ids.raider)!.statuses.size).toBeGreaterThan(0);

    // Alice, the card's author, rewrites its Undo to stun Rex; the GM's Undo then refuses it, and Rex stays as he was.
    const applied = resolutionFlagsOf(alice.game.messages.get(onRaider!.id)!.flags)!;
    await alice.run(() =>
      alice.game.messages
        .get(onRaider!.id)!
        .update({ flags: resolutionFlags({ ...applied, undo: [stunned(figureId(ids.rex))] }) } as never),
    );
    await world.settle();
    gm.notifications.length = 0;
    gm.click(gm.chatLog.get(onRaider!.id)?.querySelector("button.fpb-undo"));
    await world.settle();
    expect(gm.notifications.map((n) => n.message).join(" ")).toMatch(/Not undone/);
    expect(world.sources.get("Actor")!.get(ids.rex)).toEqual(rexBefore);
    expect(stateOf(onRaider!.id)).toBe("applied");
  });
});
