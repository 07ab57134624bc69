// Issue 36 item 12 on the Foundry panel: in the Quick Actions phase a crew member was listed twice, once with Hold and
// Delay and again with Start. The panel lists each figure once, its Snap Fire choices beside its Start. On the
// double: Kara (Alice's) and Rex (Bob's), both Quick, nobody activating yet.
import { describe, expect, it } from "vitest";
import { battleWorld, beginBattle, figureId, press, roundControl } from "../fixtures/battle-world";

describe("the round panel's words (issue 36 item 12)", () => {
  it("a Quick crew member is listed once, with Start, Hold and Delay on its one row", async () => {
    const battle = await battleWorld();
    const { world, alice, bob } = battle;
    await beginBattle(battle);
    world.dice.load(1, 1);
    await press(battle, alice, "rollReactions");
    await press(battle, alice, "assignMostQuick");
    await press(battle, alice, "lockReactions");
    for (const [client, own, other] of [
      [alice, "Kara", "Rex"],
      [bob, "Rex", "Kara"],
    ] as const) {
      const names = [...(client.tracker?.querySelectorAll(".fpb-round-list .fpb-round-name") ?? [])].map(
        (el) => el.textContent,
      );
      expect(
        names.filter((name) => name?.includes(own)),
        client.user.name ?? "",
      ).toHaveLength(1);
      expect(names.some((name) => name?.includes(other))).toBe(false);
      const id = figureId(own === "Kara" ? battle.ids.kara : battle.ids.rex);
      const row = roundControl(client, "startActivation", id)?.closest("li");
      for (const input of ["holdForSnapFire", "delayToSlow"])
        expect(row?.querySelector(`[data-fpb-round="${input}"]`), input).not.toBeNull();
    }
    // Holding still works from the merged row, and the held figure is then shown as holding.
    await press(battle, bob, "holdForSnapFire", figureId(battle.ids.rex));
    expect(bob.tracker?.querySelector(".fpb-round-holding")?.textContent).toContain("Rex");
  });
});
