// Issue 35, "nobody acts for someone else": a Bracket Busters battle lends each gang's player ownership of their
// fighters (to move their tokens) and gives it back when the battle is over or its combat is deleted, on the active
// GM's client, once; a level a player held before the battle is kept.
import { describe, expect, it } from "vitest";
import { proposedGangs, setUpGangBattleWith } from "../../../src/foundry/bracket-busters/gang-setup";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { ask, combatOf, stateOn, tourneyTable, type GangTable } from "../bracket-busters/gang-table";

const ownerships = (table: GangTable) =>
  Object.fromEntries(
    [...table.world.sources.get("Actor")!.values()].map((actor) => [actor["_id"], structuredClone(actor["ownership"])]),
  );

/** The arena with Bob already observing one of his gang's fighters (his own level, kept), then the battle set up. */
async function lentTable() {
  const table = await tourneyTable();
  const { gm, alice, bob, world } = table;
  const combat = combatOf(gm, table);
  const proposed = gm.run(() => proposedGangs(combat as never));
  const bobsFirst = combat.combatants.get(proposed[1]!.combatantIds[0]!)!.actor!;
  await gm.run(() => bobsFirst.update({ ownership: { [bob.userId]: 2 } }));
  const before = ownerships(table);
  await gm.run(() =>
    setUpGangBattleWith(combat as never, [
      { ...proposed[0]!, playerId: alice.userId },
      { ...proposed[1]!, playerId: bob.userId },
    ]),
  );
  await world.settle();
  // The battle lent each player their own fighters, and nothing else.
  for (const [player, gang] of [
    [alice, proposed[0]!],
    [bob, proposed[1]!],
  ] as const) {
    const owned = [...player.game.actors].filter((actor) => actor.isOwner).map((actor) => actor.id);
    const fighters = gang.combatantIds.map((id) => combat.combatants.get(id)!.actorId);
    expect(owned.sort(), player.user.name ?? "").toEqual([...fighters].sort());
  }
  return { ...table, before };
}

describe("the ownership a Bracket Busters battle lends is given back (issue 35)", () => {
  it("when the GM ends the battle: every actor's ownership is what it was, Bob's own level kept", async () => {
    const table = await lentTable();
    await ask(table, table.gm, { type: "endBattle" });
    expect(stateOn(table.gm, table)?.over).not.toBeNull();
    await table.world.settle();
    expect(ownerships(table)).toEqual(table.before);
    expect(combatOf(table.gm, table).getFlag(MODULE_ID, "grantedOwnership")).toBeUndefined();
    for (const player of [table.alice, table.bob])
      expect([...player.game.actors].filter((actor) => actor.isOwner)).toEqual([]);
  });

  it("when the GM deletes the combat mid-battle", async () => {
    const table = await lentTable();
    await table.gm.run(() => combatOf(table.gm, table).delete());
    await table.world.settle();
    expect(ownerships(table)).toEqual(table.before);
    expect(table.world.errors).toEqual([]);
  });
});
