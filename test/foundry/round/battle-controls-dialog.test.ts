// Finding 2 of the Foundry review: the battle controls named their checkboxes `join.<figureId>` and read the form
// through expandObject, so `join.Actor.abc` became {join: {Actor: {abc: true}}} and nobody joined, silently. Played
// on the double: the GM ticks a combatant in the dialog Foundry shows, and the figure joins the battle.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { battleWorld, beginBattle, combatOn, figureId, press } from "../fixtures/battle-world";

describe("Reinforcements join from the GM's battle controls (issue #13 finding 2)", () => {
  it("a ticked combatant joins the battle as an enemy, on every client", async () => {
    const battle = await battleWorld();
    const { world, gm, alice } = battle;
    await beginBattle(battle);
    const thug = await gm.create("Actor", {
      name: "Thug",
      type: `${MODULE_ID}.enemy`,
      system: { speed: 4, combatSkill: 0, toughness: 3, ai: "aggressive", panic: 1 },
    });
    const scene = gm.game.scenes.get(battle.sceneId)!;
    const [token] = await gm.run(() =>
      (
        scene as never as { createEmbeddedDocuments(n: string, d: object[]): Promise<{ id: string }[]> }
      ).createEmbeddedDocuments("Token", [{ name: "Thug", actorId: thug.id, actorLink: true, x: 1000, y: 300 }]),
    );
    await gm.run(() =>
      (
        combatOn(gm, battle) as never as { createEmbeddedDocuments(n: string, d: object[]): Promise<unknown> }
      ).createEmbeddedDocuments("Combatant", [{ tokenId: token!.id, sceneId: scene.id, actorId: thug.id }]),
    );
    await world.settle();

    await press(battle, gm, "battleControls");
    const dialog = await gm.nextDialog();
    expect(dialog.form.textContent).toContain("Thug");
    dialog.fill({ "join.0": true });
    await dialog.press("apply");
    await world.settle();

    for (const client of [gm, alice]) {
      const state = client.run(() => battleOf(combatOn(client, battle) as never))?.battle;
      expect(
        state?.enemies.map((e) => e.id),
        client.user.name,
      ).toContain(figureId(thug.id));
    }
    expect(world.errors).toEqual([]);
    expect(gm.notifications.filter((n) => n.type !== "info")).toEqual([]);
  });
});
