// Setting up a Bracket Busters battle at a Foundry table (issue 17): each gang a CombatantGroup owned by its player,
// the player given their fighters; a setup that cannot start, or a request that cannot be read, changes nothing.
import { describe, expect, it } from "vitest";
import { proposedGangs, setUpGangBattleWith } from "../../../src/foundry/bracket-busters/gang-setup";
import { initiativesOf } from "../../../src/foundry/bracket-busters/gang-battle-store";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { SOCKET } from "../../../src/foundry/table/socket";
import { combatOf, complaints, stateOn, tourneyTable } from "./gang-table";

describe("Bracket Busters battle setup on the double", () => {
  it("the sample gangs' folders become two groups, each owned by its player, who then owns its fighters", async () => {
    const table = await tourneyTable();
    const { gm, alice, bob } = table;
    const combat = combatOf(gm, table);
    const proposed = gm.run(() => proposedGangs(combat as never));
    expect(proposed.map((g) => g.combatantIds.length)).toEqual([7, 6]);
    const started = await gm.run(() =>
      setUpGangBattleWith(combat as never, [
        { ...proposed[0]!, playerId: alice.userId },
        { ...proposed[1]!, playerId: bob.userId },
      ]),
    );
    await table.world.settle();
    expect(started).toBe(true);
    const groups = combatOf(alice, table).groups.contents;
    expect(groups.map((g) => g.name)).toEqual(proposed.map((g) => g.name));
    expect(groups.map((g) => g.isOwner)).toEqual([true, false]);
    expect(combatOf(bob, table).groups.contents.map((g) => g.isOwner)).toEqual([false, true]);
    const state = stateOn(bob, table)!;
    expect(state.gangs.map((g) => g.id)).toEqual(groups.map((g) => g.id));
    // Every fighter is in its gang's group and its player owns its actor (to move its token).
    for (const f of state.fighters) {
      const combatant = combatOf(gm, table).combatants.find((c) => c.actor?.uuid === f.fighter.id)!;
      expect(combatant._source["group"]).toBe(f.fighter.gangId);
      const player = f.fighter.gangId === groups[0]!.id ? alice : bob;
      expect(player.fromUuidSync(f.fighter.id)?.isOwner).toBe(true);
    }
    // Every token shows its fighter's status and Ready marker.
    const first = alice.fromUuidSync(state.fighters[0]!.fighter.id) as unknown as { statuses: Set<string> };
    expect([...first.statuses]).toContain("fpb-bb-active");
    expect(table.world.errors).toEqual([]);
  });

  it("a gang made from the GM's own group that has an initiative keeps the Priority order (a group's initiative is its members', C14)", async () => {
    const table = await tourneyTable();
    const { gm, alice, bob } = table;
    const combat = combatOf(gm, table);
    const fromFolders = gm.run(() => proposedGangs(combat as never));
    const [group] = await gm.run(() =>
      combat.createEmbeddedDocuments("CombatantGroup", [{ name: "Gm's lot", initiative: 50 }]),
    );
    await gm.run(() =>
      combat.updateEmbeddedDocuments(
        "Combatant",
        fromFolders[0]!.combatantIds.map((id) => ({ _id: id, group: group!.id })),
      ),
    );
    await table.world.settle();
    const proposed = gm.run(() => proposedGangs(combat as never));
    expect(proposed.map((g) => g.groupId)).toContain(group!.id);
    expect(
      await gm.run(() =>
        setUpGangBattleWith(combat as never, [
          { ...proposed[0]!, playerId: alice.userId },
          { ...proposed[1]!, playerId: bob.userId },
        ]),
      ),
    ).toBe(true);
    await table.world.settle();
    const places = initiativesOf(stateOn(gm, table)!);
    for (const client of [gm, alice]) {
      const seen = combatOf(client, table);
      expect(
        seen.combatants.map((c) => c.initiative),
        client.user.name,
      ).toEqual(seen.combatants.map((c) => places.get(c.actor!.uuid)));
      expect(seen.groups.get(group!.id)!.initiative).toBeNull();
    }
    expect(table.world.errors).toEqual([]);
  });

  it("one gang is no battle: refused with a message and nothing written; a player cannot set up", async () => {
    const table = await tourneyTable();
    const { gm, alice } = table;
    const combat = combatOf(gm, table);
    const proposed = gm.run(() => proposedGangs(combat as never));
    expect(await gm.run(() => setUpGangBattleWith(combat as never, [proposed[0]!]))).toBe(false);
    expect(complaints(gm).at(-1)?.message).toContain("two gangs");
    expect(await alice.run(() => setUpGangBattleWith(combatOf(alice, table) as never, proposed))).toBe(false);
    await table.world.settle();
    expect(combatOf(gm, table).groups.size).toBe(0);
    expect(
      (combatOf(gm, table).flags[MODULE_ID] as Record<string, unknown> | undefined)?.["bracketBusters"],
    ).toBeUndefined();
  });

  it("a request the GM cannot read, or for a combat without a battle, is ignored and changes nothing", async () => {
    const table = await tourneyTable();
    const { gm, alice, bob } = table;
    const combat = combatOf(gm, table);
    const proposed = gm.run(() => proposedGangs(combat as never));
    await gm.run(() =>
      setUpGangBattleWith(combat as never, [
        { ...proposed[0]!, playerId: alice.userId },
        { ...proposed[1]!, playerId: bob.userId },
      ]),
    );
    await table.world.settle();
    const before = stateOn(gm, table);
    alice.run(() =>
      (alice.game["socket"] as { emit(e: string, d: unknown): void }).emit(SOCKET, {
        type: "gangInput",
        combatId: combat.id,
        stamp: "x",
        input: { type: "eraseTheBattle" },
      }),
    );
    alice.run(() =>
      (alice.game["socket"] as { emit(e: string, d: unknown): void }).emit(SOCKET, {
        type: "gangInput",
        combatId: combat.id,
        stamp: "x",
        input: { type: "rollPriorityDie", gangId: "" },
      }),
    );
    await table.world.settle();
    expect(stateOn(gm, table)).toEqual(before);
    expect(complaints(alice).at(-1)?.message).toMatch(/cannot be read|moved on/);
    // The GM's Nerve choice for a fighter not in this battle is refused, so Ready Fighters is never blocked by it.
    const { requestGang } = await import("../../../src/foundry/bracket-busters/gang-service");
    gm.run(() =>
      requestGang(combatOf(gm, table) as never, {
        type: "chooseNerve",
        fighterId: "Actor.nobody",
        characteristic: "cool",
      }),
    );
    await table.world.settle();
    expect(complaints(gm).at(-1)?.message).toContain("is not a fighter in this battle");
    expect(table.world.errors).toEqual([]);
  });
});
