/*
 * The Demo Battle for the autopilot tests: the GM owns every figure (a solo player's world; the two players are
 * connected but own nothing), and the round is played by clicks up to the Enemy Actions phase.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect } from "vitest";
import type { RawBattlefield } from "../../../src/rules";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { demoAdventure } from "../../packs/figure-sources";
import { adventureTable, type AdventureTable } from "../fixtures/adventure-table";
import { aiCardsOn, messagesOn, press, pressCore, stateOn } from "../fixtures/session";
import type { Client } from "../../double";

const DEMO = resolve(import.meta.dirname, "../../../data/demo-battlefield.json");

export type Table = AdventureTable;

/** The Demo Battle with every figure the GM's; the autopilot switched on (with no delay) when asked. */
export async function soloTable(autopilot: boolean): Promise<Table> {
  const table = await adventureTable(demoAdventure(JSON.parse(readFileSync(DEMO, "utf8")) as RawBattlefield));
  const { gm, world } = table;
  await gm.run(() => game.settings!.set(MODULE_ID, "autopilotDelay", 0));
  if (autopilot) await gm.run(() => game.settings!.set(MODULE_ID, "autopilot", true));
  await world.settle();
  return table;
}

/**
 * Round 1 to the Enemy Actions: Seize the Initiative fails, the GM rolls and locks the Reaction dice, and each Quick
 * crew member acts and ends (or, with `holdSnapFire`, holds for Snap Fire instead).
 */
export async function toEnemyActions(table: Table, holdSnapFire = false): Promise<void> {
  const { gm, world } = table;
  await pressCore(table, gm, "startCombat");
  const setup = await gm.nextDialog();
  setup.fill({ attemptSeize: true, enemyEdge: "north" });
  world.dice.load(1, 1);
  await setup.press("start");
  await world.settle();
  await press(table, gm, "rollReactions");
  await press(table, gm, "assignMostQuick");
  await press(table, gm, "lockReactions");
  for (let guard = 0; guard < 20; guard++) {
    const state = stateOn(gm, table)!;
    if (state.phase !== "quick") break;
    const slot = state.schedule.find((s) => s.phase === "quick" && s.status === "pending");
    if (!slot) break;
    if (holdSnapFire) {
      await press(table, gm, "holdForSnapFire", slot.figureId);
      continue;
    }
    await press(table, gm, "startActivation", slot.figureId);
    await press(table, gm, "endActivation", slot.figureId);
  }
}

/** Every dialog the GM has open answered with its Roll (a brawl's choices left as they are), until none is left. */
export async function rollOpenDialogs(table: Table): Promise<number> {
  let answered = 0;
  for (let guard = 0; guard < 20 && table.gm.openDialogs.length > 0; guard++) {
    await table.gm.openDialogs[0]!.press("roll");
    await table.world.settle();
    answered += 1;
  }
  return answered;
}

/** The Enemy Actions by hand, as a GM plays them today: start each enemy, Apply its card, Roll, end it. */
export async function enemyActionsByHand(table: Table): Promise<void> {
  const { gm, world } = table;
  for (let guard = 0; guard < 40; guard++) {
    const state = stateOn(gm, table)!;
    if (state.phase !== "enemy") return;
    const slot = state.schedule.find((s) => s.phase === "enemy" && s.status === "pending");
    if (!slot) return;
    await press(table, gm, "startActivation", slot.figureId);
    const card = aiCardsOn(gm).at(-1)!;
    gm.click(gm.chatLog.get(card.id)?.querySelector('button[data-fpb-ai="apply"]'));
    await world.settle();
    await rollOpenDialogs(table);
    if (stateOn(gm, table)!.active?.figureId === slot.figureId) await press(table, gm, "endActivation", slot.figureId);
  }
  throw new Error("the Enemy Actions never ended");
}

/** Where every token stands and faces, by token id. */
export function tokenPlaces(table: Table, client: Client = table.gm): Record<string, string> {
  const scene = client.game.scenes.get(table.sceneId)!;
  return Object.fromEntries(scene.tokens.map((token) => [token.id, `${token.x},${token.y},${token.rotation}`]));
}

/** The chat as the GM holds it: each message's content and flags, in order (ids differ between worlds). */
export const chatOf = (table: Table): unknown =>
  JSON.parse(
    JSON.stringify(
      messagesOn(table.gm).map((message) => ({ content: message.content, flags: message.flags })),
    ).replaceAll(table.combatId, "<combat>"),
  );

/** The autopilot's word on a client's tracker, or null. */
export const autopilotReason = (client: Client): string | null =>
  client.tracker?.querySelector(".fpb-autopilot-reason")?.textContent ?? null;

export const expectNoErrors = (table: Table) => expect(table.world.errors).toEqual([]);
