// A figure's v14 Level where it matters (issue 39): the fire dialog says which target (or firer) stands off the
// battle's level, so is measured by hand, and the tracker names each figure's level. On the double: the small battle
// (Kara and Rex against a Raider and the Raider Boss) played on v14 with the scene's two floors, and the same battle on
// v13 and on a v14 scene without levels, where nothing new shows.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fire } from "../../../src/foundry/five-parsecs/attack/fire-action";
import { figureLevelOf } from "../../../src/foundry/table/battlefield/figure-level";
import type { Client, Generation } from "../../double";
import type { OpenDialog } from "../../double/dialogs";
import type { Scene, TokenDocument } from "../../double/documents";
import { battleWorld, beginBattle, combatOn, type BattleWorld } from "../fixtures/battle-world";

const GROUND = "ground0000000000",
  UPSTAIRS = "upstairs00000000";

afterEach(() => {
  vi.unstubAllEnvs();
});

const sceneOn = (client: Client, battle: BattleWorld) => client.game.scenes.get(battle.sceneId)! as Scene;
const tokenOf = (client: Client, battle: BattleWorld, actorId: string): TokenDocument =>
  sceneOn(client, battle).tokens.find((token: TokenDocument) => token.actorId === actorId)!;

/**
 * The small battle on `generation`; on v14 with `floors` levels (Ground, then Upstairs), the Raider Boss upstairs and
 * the others on the ground (so the battle's level, where most of the combat stands, is the ground).
 */
async function battleOn(generation: Generation, floors: 0 | 1 | 2): Promise<BattleWorld> {
  vi.stubEnv("FPB_FOUNDRY_GENERATION", String(generation));
  const battle = await battleWorld();
  vi.unstubAllEnvs();
  const { gm, world, ids } = battle;
  if (floors === 0) return battle;
  const scene = sceneOn(gm, battle);
  const levels = [
    { _id: GROUND, name: "Ground", elevation: { bottom: 0, top: 10 } },
    { _id: UPSTAIRS, name: "Upstairs", elevation: { bottom: 10, top: 20 } },
  ].slice(0, floors);
  await gm.run(() => scene.createEmbeddedDocuments("Level", levels));
  await world.settle();
  const levelOf = (actorId: string | null) => (actorId === ids.boss && floors === 2 ? UPSTAIRS : GROUND);
  await gm.run(() =>
    scene.updateEmbeddedDocuments(
      "Token",
      scene.tokens.map((token: TokenDocument) => ({ _id: token.id, level: levelOf(token.actorId) })),
    ),
  );
  await world.settle();
  return battle;
}

/** `firer`'s owner targets `targets` and opens the fire dialog; the dialog, and a way to close it. */
async function fireDialog(
  battle: BattleWorld,
  client: Client,
  firer: string,
  targets: readonly string[],
): Promise<{ dialog: OpenDialog; close(): Promise<void> }> {
  targets.forEach((id, i) => {
    client.target(tokenOf(client, battle, id), { release: i === 0 });
  });
  const actor = client.game.actors.get(firer)!;
  const shot = client.run(() => fire({ actor: actor as never }));
  const dialog = await client.nextDialog();
  return {
    dialog,
    close: async () => {
      dialog.close();
      expect(await shot).toBeNull();
    },
  };
}

/** Each target row of the fire dialog: its name cell's text, its class and its level note. */
function rowsOf(dialog: OpenDialog) {
  return [...dialog.form.querySelectorAll<HTMLTableRowElement>("table.fpb-targets tbody tr")].map((row) => ({
    target: row.querySelector("td")?.firstChild?.textContent?.trim(),
    offLevel: row.classList.contains("fpb-off-level"),
    note: row.querySelector(".fpb-level-note")?.textContent ?? null,
  }));
}
const firerHint = (dialog: OpenDialog) => dialog.form.querySelector(".fpb-level-hint")?.textContent ?? null;

/** Each row of core's tracker list on a client: the figure's name, its level label and tooltip, and its off mark. */
function trackerLevels(client: Client) {
  return [...(client.tracker?.querySelectorAll<HTMLElement>("li.combatant[data-combatant-id]") ?? [])].map((row) => {
    const label = row.querySelector<HTMLElement>(".fpb-row-level");
    return {
      name: row.querySelector(".token-name")?.firstChild?.textContent?.trim(),
      level: label?.textContent ?? null,
      tooltip: label?.dataset["tooltip"] ?? null,
      off: row.classList.contains("fpb-off-level"),
    };
  });
}

const NOTE =
  "On Upstairs, not on the battle's level (Ground): left out of the battlefield, so measure its distance, Line of " +
  "Sight and Cover by hand.";

describe("a figure's v14 Level where it matters", () => {
  it("the fire dialog: a target upstairs says on its row that it is measured by hand; one on the battle's level does not", async () => {
    const battle = await battleOn(14, 2);
    const { alice, ids, world } = battle;
    const { dialog, close } = await fireDialog(battle, alice, ids.kara, [ids.raider, ids.boss]);
    expect(rowsOf(dialog)).toEqual([
      { target: "Raider", offLevel: false, note: null },
      { target: "Raider Boss", offLevel: true, note: NOTE },
    ]);
    // The raider is measured on the battlefield (the ground floor); the boss, left out of it, is not.
    const measured = [...dialog.form.querySelectorAll("tbody tr")].map((row) => row.classList.contains("fpb-measured"));
    expect(measured).toEqual([true, false]);
    expect(firerHint(dialog)).toBeNull();
    await close();
    expect(world.errors).toEqual([]);
  });

  it("the fire dialog: a firer upstairs gets one hint line at the top, its targets on the battle's level no notes", async () => {
    const battle = await battleOn(14, 2);
    const { gm, ids, world } = battle;
    const { dialog, close } = await fireDialog(battle, gm, ids.boss, [ids.kara, ids.rex]);
    expect(firerHint(dialog)).toBe(
      "Raider Boss stands on Upstairs, not on the battle's level (Ground): the firer is left out of the battlefield, " +
        "so every target is measured by hand.",
    );
    expect(dialog.form.querySelectorAll(".fpb-level-hint")).toHaveLength(1);
    expect(dialog.form.querySelector(".fpb-fire-dialog")?.firstElementChild?.classList.contains("fpb-level-hint")).toBe(
      true,
    );
    expect(rowsOf(dialog).map(({ note }) => note)).toEqual([null, null]);
    await close();
    expect(world.errors).toEqual([]);
  });

  it("the Five Parsecs tracker names each figure's level on every client, the one off the battle's level marked", async () => {
    const battle = await battleOn(14, 2);
    const { gm, alice, bob, world } = battle;
    await beginBattle(battle);
    for (const client of [gm, alice, bob]) {
      const rows = trackerLevels(client);
      const byName = rows.map(({ name, level, off }) => [name ?? "", level, off] as const);
      byName.sort(([a], [b]) => a.localeCompare(b));
      expect(byName, client.user.name).toEqual([
        ["Kara", "On Ground", false],
        ["Raider", "On Ground", false],
        ["Raider Boss", "On Upstairs", true],
        ["Rex", "On Ground", false],
      ]);
      expect(rows.find(({ name }) => name === "Raider Boss")?.tooltip).toBe(NOTE);
      expect(rows.filter(({ tooltip }) => tooltip !== null)).toHaveLength(1);
    }
    // The boss comes down to the ground: every client's tracker says so at once.
    const bossToken = tokenOf(gm, battle, battle.ids.boss);
    await gm.run(() => bossToken.update({ level: GROUND }));
    await world.settle();
    for (const client of [gm, alice, bob]) {
      const rows = trackerLevels(client);
      expect(
        rows.map(({ level }) => level),
        client.user.name,
      ).toEqual(Array(4).fill("On Ground"));
      expect(rows.some(({ off }) => off)).toBe(false);
    }
    await gm.run(() => bossToken.update({ level: UPSTAIRS }));
    await world.settle();
    // The figure's level as the adapter reads it from its token.
    const boss = gm.run(() => figureLevelOf(tokenOf(gm, battle, battle.ids.boss) as never));
    expect(boss).toEqual({
      level: { id: UPSTAIRS, name: "Upstairs" },
      battle: { id: GROUND, name: "Ground" },
      onBattleLevel: false,
      sceneLevels: 2,
    });
    expect(world.errors).toEqual([]);
  });

  it.each([
    ["v13", 13, 0],
    ["v14 without levels", 14, 0],
    ["v14 with one level", 14, 1],
  ] as const)("%s: the fire dialog and the tracker show nothing new", async (_name, generation, floors) => {
    const battle = await battleOn(generation, floors);
    const { gm, alice, ids, world } = battle;
    expect(combatOn(gm, battle).combatants.size).toBe(4);
    const { dialog, close } = await fireDialog(battle, alice, ids.kara, [ids.raider, ids.boss]);
    expect(dialog.form.querySelectorAll(".fpb-level-note, .fpb-level-hint, .fpb-off-level")).toHaveLength(0);
    expect(rowsOf(dialog).map(({ target }) => target)).toEqual(["Raider", "Raider Boss"]);
    await close();
    await beginBattle(battle);
    for (const client of [gm, alice]) {
      expect(trackerLevels(client)).toHaveLength(4);
      expect(client.tracker?.querySelectorAll(".fpb-row-level, .fpb-off-level")).toHaveLength(0);
    }
    const kara = gm.run(() => figureLevelOf(tokenOf(gm, battle, ids.kara) as never));
    expect(kara === null || kara.onBattleLevel).toBe(true);
    expect(world.errors).toEqual([]);
  });
});
