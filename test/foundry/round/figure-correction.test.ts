// Issue 33: ruling 7's correction of a Five Parsecs figure, offered at the table. The GM corrects a crew member's Stun
// marker and Snap Fire from the combatant's row menu in core's combat tracker, with a reason; every client sees the
// condition and the round; the undo takes it back; a player can neither see the entries nor forge the request.
import { describe, expect, it } from "vitest";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { SOCKET } from "../../../src/foundry/table/socket";
import type { Client } from "../../double";
import { openRowMenu } from "../../double/tracker";
import { battleWorld, beginBattle, combatOn, figureId, press, type BattleWorld } from "../fixtures/battle-world";

const CORRECT = "FPB.Round.Correct.Menu.correct";
const UNDO = "FPB.Round.Correct.Menu.undo";

/** A battle in round 1 with the Reaction dice locked: Kara and Rex each have an activation to come. */
async function lockedBattle(): Promise<BattleWorld> {
  const battle = await battleWorld();
  const { world, alice } = battle;
  await beginBattle(battle);
  world.dice.load(1, 5);
  await press(battle, alice, "rollReactions");
  await press(battle, alice, "assignMostQuick");
  await press(battle, alice, "lockReactions");
  return battle;
}

const stateOn = (client: Client, battle: BattleWorld) =>
  client.run(() => battleOf(combatOn(client, battle) as never))?.battle;
const combatantOf = (client: Client, battle: BattleWorld, actorId: string) =>
  combatOn(client, battle).combatants.contents.find((c) => c.actorId === actorId)!;
const statusesOf = (client: Client, actorId: string) => [...client.game.actors.get(actorId)!.statuses].sort();
const menu = (client: Client, battle: BattleWorld, actorId: string) =>
  openRowMenu(client, combatantOf(client, battle, actorId).id);

const HOLDING = "Holding for Snap Fire";
const REASON = "Forgot the Stun from the Raider's shot";

/** Kara's row in core's combat tracker on a client (where the round marks a figure holding for Snap Fire), as it reads. */
const karaRow = (client: Client, battle: BattleWorld) => {
  const id = combatantOf(client, battle, battle.ids.kara).id;
  const row = client.tracker?.querySelector(`li.combatant[data-combatant-id="${id}"]`);
  if (!row) throw new Error(`${client.user.name}'s tracker shows no row for Kara`);
  return row.textContent ?? "";
};
const lastCard = (client: Client) => client.game.messages.contents.at(-1)?.content ?? "";

/** The GM opens Kara's row menu, picks "Correct marks…", sets Stun and Snap Fire and gives a reason. */
async function correctKara(battle: BattleWorld, reason = REASON): Promise<void> {
  const { gm, ids, world } = battle;
  await menu(gm, battle, ids.kara)
    .find((e) => e.name === CORRECT)!
    .click();
  const dialog = await gm.nextDialog();
  dialog.fill({ marker: "stunned", snapFire: true, reason });
  await dialog.press("apply");
  await world.settle();
}

describe("the GM's correction of a figure from the combat tracker (issue 33)", () => {
  it("the GM sets a crew member's Stun marker and Snap Fire with a reason: every client sees both, and the card why", async () => {
    const battle = await lockedBattle();
    const { world, gm, alice, bob, ids } = battle;
    expect(karaRow(alice, battle)).not.toContain(HOLDING);
    await correctKara(battle);
    for (const client of [gm, alice, bob]) {
      const name = client.user.name;
      expect(statusesOf(client, ids.kara), name).toEqual(["fpb-stunned"]);
      expect(karaRow(client, battle), name).toContain(HOLDING);
      const state = stateOn(client, battle);
      expect(state?.schedule.find((s) => s.figureId === figureId(ids.kara))?.snapFire, name).toBe(true);
      expect(
        state?.corrections?.map((c) => [c.figureId, c.reason, c.undone]),
        name,
      ).toEqual([[figureId(ids.kara), REASON, false]]);
      expect(lastCard(client), name).toContain(
        "The GM corrected Kara: Marker: None → Stun; Holds for Snap Fire: no → yes.",
      );
      expect(lastCard(client), name).toContain("Reason: Forgot the Stun from the Raider&#x27;s shot");
    }
    expect(world.errors).toEqual([]);
    expect(gm.notifications.filter((n) => n.type !== "info")).toEqual([]);
  });

  it("Undo last correction, on the corrected figure's row only, restores the marks on every client and says so", async () => {
    const battle = await lockedBattle();
    const { world, gm, alice, bob, ids } = battle;
    expect(menu(gm, battle, ids.kara).map((e) => e.name)).not.toContain(UNDO);
    await correctKara(battle);
    expect(menu(gm, battle, ids.rex).map((e) => e.name)).not.toContain(UNDO);
    await menu(gm, battle, ids.kara)
      .find((e) => e.name === UNDO)!
      .click();
    await world.settle();
    for (const client of [gm, alice, bob]) {
      const name = client.user.name;
      expect(statusesOf(client, ids.kara), name).toEqual([]);
      expect(karaRow(client, battle), name).not.toContain(HOLDING);
      const state = stateOn(client, battle);
      expect(
        state?.schedule.find((s) => s.figureId === figureId(ids.kara)),
        name,
      ).toMatchObject({
        phase: "slow",
        snapFire: false,
        status: "pending",
      });
      expect(state?.snapFireHolders, name).toEqual([]);
      expect(
        state?.corrections?.map((c) => c.undone),
        name,
      ).toEqual([true]);
      expect(lastCard(client), name).toContain(
        "The GM undid the correction of Kara: Marker: Stun → None; Holds for Snap Fire: yes → no.",
      );
    }
    // Nothing is left to undo: the entry is gone.
    expect(menu(gm, battle, ids.kara).map((e) => e.name)).not.toContain(UNDO);
    expect(world.errors).toEqual([]);
    expect(gm.notifications.filter((n) => n.type !== "info")).toEqual([]);
  });

  it("a correction without a reason is not sent: the GM is told, and nothing changes", async () => {
    const battle = await lockedBattle();
    const { world, gm, ids } = battle;
    const before = stateOn(gm, battle);
    await correctKara(battle, "   ");
    expect(stateOn(gm, battle)).toEqual(before);
    expect(statusesOf(gm, ids.kara)).toEqual([]);
    expect(gm.notifications.map((n) => n.message)).toContain("A correction needs a reason.");
    expect(world.errors).toEqual([]);
  });

  it("a player's forged correction or undo over the socket is refused: nothing changes, and the player is told", async () => {
    const battle = await lockedBattle();
    const { world, gm, alice, ids } = battle;
    await correctKara(battle);
    const before = stateOn(gm, battle);
    const forge = (input: object) =>
      alice.run(() => game.socket!.emit(SOCKET, { type: "roundInput", combatId: battle.combatId, input }));
    forge({ type: "undoCorrection", figureId: figureId(ids.kara) });
    forge({
      type: "correctFigure",
      figureId: figureId(ids.rex),
      marks: { condition: { marker: "shocked" } },
      reason: "Alice says so",
    });
    await world.settle();
    for (const client of [gm, alice]) {
      expect(stateOn(client, battle), client.user.name).toEqual(before);
      expect(statusesOf(client, ids.kara), client.user.name).toEqual(["fpb-stunned"]);
      expect(statusesOf(client, ids.rex), client.user.name).toEqual([]);
    }
    expect(alice.notifications.filter((n) => n.type === "warn" && n.message.includes("Only the GM"))).toHaveLength(2);
    expect(world.errors).toEqual([]);
  });

  it("the row menu offers the correction to the GM only, and only in a battle", async () => {
    const battle = await battleWorld();
    const { gm, alice, bob, ids } = battle;
    expect(menu(gm, battle, ids.kara).map((e) => e.name)).not.toContain(CORRECT);
    await beginBattle(battle);
    expect(menu(gm, battle, ids.kara).map((e) => e.name)).toContain(CORRECT);
    expect(menu(gm, battle, ids.raider).map((e) => e.name)).toContain(CORRECT);
    for (const [client, actorId] of [
      [alice, ids.kara],
      [bob, ids.rex],
      [alice, ids.raider],
    ] as const) {
      const names = menu(client, battle, actorId).map((e) => e.name);
      expect(names, client.user.name).not.toContain(CORRECT);
      expect(names, client.user.name).not.toContain(UNDO);
    }
    // Each generation's own entry shape: v14 warns of v13's keys (issue 39).
    expect(battle.world.deprecations.filter((warning) => warning.fromModule).map((w) => w.message)).toEqual([]);
    expect(battle.world.errors).toEqual([]);
  });

  it("an enemy's form offers Overwatch and Snap Fire's effects, not a Snap Fire hold", async () => {
    const battle = await lockedBattle();
    const { gm, ids } = battle;
    await menu(gm, battle, ids.raider)
      .find((e) => e.name === CORRECT)!
      .click();
    const dialog = await gm.nextDialog();
    const names = [...dialog.form.querySelectorAll("input[type=checkbox]")].map((i) => i.getAttribute("name"));
    expect(names).toEqual([
      "dazed",
      "wounded",
      "shutDown",
      "damaged",
      "bleeding",
      "overwatch",
      "cannotFire",
      "stopped",
    ]);
    dialog.close();
    await battle.world.settle();
    expect(battle.world.errors).toEqual([]);
  });
});
