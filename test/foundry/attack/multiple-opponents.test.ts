// "Multiple Opponents" at a Foundry table, on the double: "If the lone fighter wins, they do not get a 2" bonus move,
// but must instead immediately fight the remaining opponent." Kara (Alice's) stands in base contact with both
// Raiders; Alice brawls from the tracker, the dialog offers the Multiple Opponents fight, and one card shows both
// fights, with no Follow Up for Kara after she wins the first.
import { describe, expect, it } from "vitest";
import { MODULE_ID } from "../../../src/views/common/module-id";
import type { Client } from "../../double";
import { battleWorld, beginBattle, figureId, press, type BattleWorld } from "../fixtures/battle-world";

const INCH = 100;

interface TokenDoc {
  readonly id: string;
  readonly actorId: string;
  update(data: object): Promise<unknown>;
}

const tokenOf = (client: Client, battle: BattleWorld, actorId: string): TokenDoc =>
  [...(client.game.scenes.get(battle.sceneId) as unknown as { tokens: Iterable<TokenDoc> }).tokens].find(
    (token) => token.actorId === actorId,
  )!;

/** The GM puts both Raiders in base contact with Kara (at 4,20): one north of her, one east. */
async function surroundKara(battle: BattleWorld): Promise<void> {
  const { gm, ids, world } = battle;
  await gm.run(() => tokenOf(gm, battle, ids.raider).update({ x: 4 * INCH, y: 19 * INCH }));
  await gm.run(() => tokenOf(gm, battle, ids.boss).update({ x: 5 * INCH, y: 20 * INCH }));
  await world.settle();
}

/** Alice's Kara acts in the Quick phase: both crew roll a 1 for the Reaction Roll. */
async function karaActs(battle: BattleWorld): Promise<void> {
  const { alice, world } = battle;
  await beginBattle(battle);
  world.dice.load(1, 1);
  await press(battle, alice, "rollReactions");
  await press(battle, alice, "assignMostQuick");
  await press(battle, alice, "lockReactions");
  await press(battle, alice, "startActivation", figureId(battle.ids.kara));
}

const cards = (client: Client) =>
  client.game.messages.contents.filter((message) =>
    (message as unknown as { getFlag(s: string, k: string): unknown }).getFlag(MODULE_ID, "resolution"),
  );

describe("Multiple Opponents at the table: the brawl dialog offers it and the card shows both fights", () => {
  it("Multiple Opponents: a lone crew member who wins the first fight gets no Follow Up and fights the remaining Raider at once", async () => {
    const battle = await battleWorld();
    const { world, gm, alice, ids } = battle;
    await surroundKara(battle);
    await karaActs(battle);

    alice.target(tokenOf(alice, battle, ids.raider) as never);
    alice.click(alice.tracker?.querySelector('[data-fpb-attack="brawl"]'));
    const dialog = await alice.nextDialog();
    const text = dialog.form.textContent ?? "";
    expect(text).toContain("Fight them all (Multiple Opponents)");
    expect(text).toContain("Kara is in base contact with Raider, Raider Boss.");
    expect(text).toContain("Raider Boss fights with");
    expect(dialog.form.querySelector<HTMLInputElement>('input[name="multipleOpponents"]')?.checked).toBe(true);

    world.dice.load(
      2, // Multiple Opponents: 1-3, the Raider (the first listed) fights first
      5, // Kara 5 + Combat Skill 1, improvised = 6
      2, // Raider 2 + Pistol 1 + outnumbering 1 = 4: Kara wins
      4, // Damage 4 > Toughness 3
      6, // Casualty: the Raider is a Goner
      2, // Kara 2 + 1 = 3, no bonus
      4, // Raider Boss 4 + Pistol 1 = 5: the Boss wins
      1, // Kara's Luck roll fails
      1, // Damage 1 < 4: Kara is stunned
    );
    await dialog.press("roll");
    await world.settle();
    expect(world.dice.queued).toBe(0);

    const card = cards(gm).at(-1)!;
    expect(card, "the brawl's card").toBeDefined();
    for (const client of [gm, alice]) {
      const shown = client.chatLog.get(card.id)?.textContent ?? "";
      expect(shown, client.user.name).toContain("Kara fights Raider, Raider Boss (Multiple Opponents)");
      expect(shown).toContain("Fight 1: Kara against Raider");
      expect(shown).toContain("Fight 2: Kara against Raider Boss");
      expect(shown).toContain("Kara must fight Raider Boss at once, with no bonus.");
      expect(shown).not.toContain("Kara may Follow Up");
      expect(shown).not.toContain("Follow Up: move");
    }
    expect(card.getFlag(MODULE_ID, "resolution")).toMatchObject({ state: "applied" });
    // The first fight's Raider is a Goner; Kara carries the Stun of the second fight, on every client.
    for (const client of [gm, alice]) {
      expect([...client.game.actors.get(ids.raider)!.statuses], client.user.name).toContain("dead");
      expect([...client.game.actors.get(ids.kara)!.statuses], client.user.name).toContain("fpb-stunned");
    }
    expect(world.errors).toEqual([]);
    expect([...gm.notifications, ...alice.notifications].filter((n) => n.type !== "info")).toEqual([]);
  });

  it("without a second opponent in contact, the brawl dialog offers no Multiple Opponents fight", async () => {
    const battle = await battleWorld();
    const { gm, alice, ids, world } = battle;
    await gm.run(() => tokenOf(gm, battle, ids.raider).update({ x: 4 * INCH, y: 19 * INCH }));
    await world.settle();
    await karaActs(battle);
    alice.target(tokenOf(alice, battle, ids.raider) as never);
    alice.click(alice.tracker?.querySelector('[data-fpb-attack="brawl"]'));
    const dialog = await alice.nextDialog();
    expect(dialog.form.querySelector('input[name="multipleOpponents"]')).toBeNull();
    expect(dialog.form.textContent).not.toContain("Multiple Opponents");
    await dialog.press("cancel");
    await world.settle();
  });
});
