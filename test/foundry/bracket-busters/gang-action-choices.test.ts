// What the activation box's choices mean on the double (issue 34): the weapon select always names a weapon (its first
// by default), so an action reads the chosen one only where it suits, as the sandbox does (views/bracket-busters/
// action-input.ts).
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import type { Client } from "../../double";
import { complaints, gangBattleTable, pressPanel as click, stateOn } from "./gang-table";

const panel = (client: Client) => client.tracker?.querySelector<HTMLElement>("[data-fpb-gang-panel]") ?? null;

/** The weapon select of the panel as drawn now (a new state draws it again, back on its first weapon). */
function chooseWeapon(client: Client, weaponId: string): void {
  const select = panel(client)!.querySelector<HTMLSelectElement>('select[data-fpb-gang-choice="weapon"]')!;
  select.value = weaponId;
}

describe("the activation box's weapon (Bracket Busters, Actions)", () => {
  it("Shoot with a melee weapon chosen uses the fighter's loaded Ranged one; Reload takes the weapon Out of Ammo", async () => {
    const table = await gangBattleTable();
    const { gm, alice, bob, aliceGang } = table;
    // Priority to Alice's gang (a 6 to a 1), then the fighters are readied.
    table.world.dice.load(6, 1);
    for (const [client, control] of [
      [gm, "rollPriority"],
      [bob, "readyFighters"],
    ] as const)
      await click(table, client, `[data-fpb-gang="${control}"]`);
    const state = stateOn(gm, table)!;
    const f = BB.readyFightersOf(state, aliceGang).find(
      ({ fighter }) => !fighter.groupActivation && fighter.weapons[0]?.ranged && fighter.weapons[1]?.ranged === false,
    )!.fighter;
    const [gun, blade] = f.weapons as [BB.WeaponProfile, BB.WeaponProfile];
    await click(table, alice, `[data-fpb-gang="activate"][data-fighter="${f.id}"]`);

    // "Shoot: an attack with a Ranged weapon": the knife chosen, the fighter's gun fires.
    chooseWeapon(alice, blade.id);
    await click(table, alice, '[data-fpb-gang="action"][data-action="shoot"]');
    expect(complaints(alice)).toEqual([]);
    expect(stateOn(gm, table)!.turn?.activation?.used).toContain("shoot");

    // The gun runs Out of Ammo in the players' Shooting Sequence; "Reload one of their weapon profiles that is
    // currently Out of Ammo": with the knife chosen, the gun is reloaded.
    chooseWeapon(alice, gun.id);
    await click(table, alice, `[data-fpb-gang="markOutOfAmmo"][data-fighter="${f.id}"]`);
    expect(BB.fighterIn(stateOn(gm, table)!, f.id)?.outOfAmmo).toEqual([gun.id]);
    chooseWeapon(alice, blade.id);
    table.world.dice.load(6);
    await click(table, alice, '[data-fpb-gang="action"][data-action="reload"]');
    expect(complaints(alice)).toEqual([]);
    const after = BB.fighterIn(stateOn(gm, table)!, f.id)!;
    expect(after.outOfAmmo).toEqual([]);
    expect(stateOn(gm, table)!.turn?.activation?.used).toContain("reload");
    expect(table.world.errors).toEqual([]);
  });
});
