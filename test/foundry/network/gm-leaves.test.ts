// Issue 35: the active GM's browser goes away with a player's request on its way or in its queue. Nothing may be
// applied twice, the asker is told to ask again, a second GM takes over as activeGM, and with no GM left the asker is
// told so at once.
import { describe, expect, it } from "vitest";
import type { Client } from "../../double";
import { figureId } from "../fixtures/battle-world";
import { askRound, combatWriters, complaints, phaseOn, roundTable, stateOn } from "./round-table";

const ASK_AGAIN = /left before answering/;
const NO_GM = /No GM is connected/;
const messages = (client: Client) => complaints(client).map((n) => n.message);

describe("the active GM leaves with a request queued (issue 35)", () => {
  it("the only GM crashes before its write reaches the server: nothing applied, Alice told to ask again, then that no GM is there", async () => {
    const battle = await roundTable();
    const { world, gm, alice, bob, ids } = battle;
    const kara = figureId(ids.kara);
    const before = stateOn(alice, battle)!;
    const network = world.useNetwork({ seed: 11 });
    network.hold(gm, "up");
    askRound(alice, battle, { type: "delayToSlow", figureId: kara });
    await world.settle();
    world.disconnect(gm);
    await world.settle();
    expect(stateOn(alice, battle)).toEqual(before);
    expect(messages(alice)).toEqual([expect.stringMatching(ASK_AGAIN)]);
    expect(complaints(bob)).toEqual([]);
    alice.notifications.length = 0;

    askRound(alice, battle, { type: "delayToSlow", figureId: kara });
    expect(messages(alice)).toEqual([expect.stringMatching(NO_GM)]);
    expect(world.errors).toEqual([]);
  });

  it("a request still on its way to the GM's client when it leaves: Alice is told to ask again", async () => {
    const battle = await roundTable();
    const { world, gm, alice, ids } = battle;
    const network = world.useNetwork({ seed: 12 });
    network.hold(gm, "down");
    askRound(alice, battle, { type: "delayToSlow", figureId: figureId(ids.kara) });
    await world.settle();
    world.disconnect(gm);
    await world.settle();
    expect(messages(alice)).toEqual([expect.stringMatching(ASK_AGAIN)]);
  });

  it("two GMs: the active one crashes with Alice's request queued; the second takes over and applies her new ask once", async () => {
    const battle = await roundTable({ secondGM: true });
    const { world, alice, bob, ids } = battle;
    const active = world.clients.find((c) => c.userId === world.activeGMId())!;
    const other = active === battle.gm ? battle.gm2! : battle.gm;
    const kara = figureId(ids.kara);
    const before = stateOn(alice, battle)!;
    const network = world.useNetwork({ seed: 13 });
    network.hold(active, "up");
    askRound(alice, battle, { type: "delayToSlow", figureId: kara });
    await world.settle();
    world.disconnect(active);
    await world.settle();
    for (const client of [alice, bob, other]) expect(client.game.users.activeGM?.id).toBe(other.userId);
    expect(stateOn(other, battle)).toEqual(before);
    expect(messages(alice)).toEqual([expect.stringMatching(ASK_AGAIN)]);
    alice.notifications.length = 0;

    const writers = combatWriters(alice);
    askRound(alice, battle, { type: "delayToSlow", figureId: kara });
    await world.settle();
    expect(phaseOn(alice, battle, kara)).toEqual(["slow"]);
    for (const client of [other, bob]) expect(stateOn(client, battle)).toEqual(stateOn(alice, battle));
    expect(new Set(writers)).toEqual(new Set([other.userId]));
    expect(complaints(alice)).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("the GM's write reached the server before it crashed: applied once; asked again, it is refused, not applied twice", async () => {
    const battle = await roundTable({ secondGM: true });
    const { world, alice, bob, ids } = battle;
    const kara = figureId(ids.kara);
    const active = world.clients.find((c) => c.userId === world.activeGMId())!;
    const network = world.useNetwork({ seed: 14 });
    network.hold(active, "down");
    askRound(alice, battle, { type: "delayToSlow", figureId: kara });
    // The request reaches the GM's client alone; its write goes up, and the answer waits on the held link.
    while (!network.step(active, "down")) await new Promise((resolve) => setTimeout(resolve, 0));
    await world.settle();
    world.disconnect(active);
    await world.settle();
    expect(phaseOn(alice, battle, kara)).toEqual(["slow"]);
    expect(phaseOn(bob, battle, kara)).toEqual(["slow"]);
    // Alice's client cannot know the GM had finished: it says so, and she looks at the battle.
    expect(messages(alice)).toEqual([expect.stringMatching(ASK_AGAIN)]);
    alice.notifications.length = 0;
    const after = stateOn(alice, battle);
    askRound(alice, battle, { type: "delayToSlow", figureId: kara });
    await world.settle();
    expect(stateOn(alice, battle)).toEqual(after);
    expect(messages(alice)).toEqual([expect.stringMatching(/Not done/)]);
    expect(world.errors).toEqual([]);
  });

  it("the GM who refused Alice is no longer the active one when the refusal arrives (a GM came back): she is still told", async () => {
    const battle = await roundTable({ secondGM: true });
    const { world, alice, ids } = battle;
    const gm2 = battle.gm2!;
    world.disconnect(battle.gm);
    await world.settle();
    expect(alice.game.users.activeGM?.id).toBe(gm2.userId);
    const network = world.useNetwork({ seed: 15 });
    network.hold(gm2, "up");
    askRound(alice, battle, { type: "delayToSlow", figureId: figureId(ids.rex) });
    await world.settle();
    const back = world.connect("Gamemaster");
    await world.settle();
    expect(alice.game.users.activeGM?.id).toBe(back.userId);
    network.release(gm2, "up");
    await world.settle();
    expect(messages(alice)).toEqual([expect.stringMatching(/Not done: .*Rex/)]);
    expect(world.errors).toEqual([]);
  });
});
