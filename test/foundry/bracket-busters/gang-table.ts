/*
 * A Bracket Busters table on the Foundry double: the Tourney Arena adventure imported by the GM, a combat of every
 * token, and the small steps a person takes (ask for an input from their own client, press a card's button), each
 * followed by the world settling.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { expect } from "vitest";
import { proposedGangs, setUpGangBattleWith } from "../../../src/foundry/bracket-busters/gang-setup";
import * as rules from "../../../src/rules";
import type { BracketBusters as BB } from "../../../src/rules";
import { requestGang } from "../../../src/foundry/bracket-busters/gang-service";
import { readGangBattle, type GangBattleFlags } from "../../../src/views/bracket-busters/gang-battle-flags";
import type { GangInput } from "../../../src/views/bracket-busters/gang-request";
import type { Client } from "../../double";
import type { TokenDocument } from "../../double/documents";
import { adventureTable, type AdventureTable } from "../fixtures/adventure-table";
import { englishLocalizer } from "../../fixtures/english-localizer";

const ROOT = resolve(import.meta.dirname, "../../..");

export type GangTable = AdventureTable;

export const clients = (table: GangTable): Client[] => [table.gm, table.alice, table.bob];

interface TourneyLib {
  tourneyAdventure(samples: unknown, r: unknown, localize: unknown): Record<string, unknown>;
}

/** The Tourney Arena as the build packs it (scripts/lib/bracket-busters-packs.mjs), from the sample gangs' fixture. */
export async function tourneyAdventure(): Promise<Record<string, unknown>> {
  const lib = (await import(pathToFileURL(join(ROOT, "scripts/lib/bracket-busters-packs.mjs")).href)) as TourneyLib;
  const samples = JSON.parse(readFileSync(join(ROOT, "data/bracket-busters-samples.json"), "utf8")) as unknown;
  const english = englishLocalizer();
  return lib.tourneyAdventure(samples, rules, (key: string) => english.localize(key));
}

/** The GM imports the arena and puts every token into a combat; nobody owns a fighter yet (the setup gives them out). */
export async function tourneyTable(): Promise<GangTable> {
  return adventureTable(await tourneyAdventure());
}

export const combatOf = (client: Client, table: GangTable) => client.game.combats.get(table.combatId)!;

/** The battle as a client reads it from its own copy of the combat. */
export function flagsOn(client: Client, table: GangTable): GangBattleFlags | null {
  const read = readGangBattle(combatOf(client, table).flags);
  return read.status === "ok" ? read.flags : null;
}
export const stateOn = (client: Client, table: GangTable): BB.BattleState | undefined => flagsOn(client, table)?.battle;

/** A user asks for an input from their own client, as the tracker's controls do, and the world settles. */
export async function ask(table: GangTable, client: Client, input: GangInput): Promise<void> {
  client.run(() => requestGang(combatOf(client, table) as never, input));
  await table.world.settle();
}

/** Warnings and errors a client was shown. */
export const complaints = (client: Client) => client.notifications.filter((n) => n.type !== "info");

/** A client's notice of a refusal: the last warning it was shown says `text`; the notices are then read (cleared). */
export function refusedWith(client: Client, text: string | RegExp): void {
  expect(complaints(client).at(-1)?.message, `${client.user.name}'s last warning`).toMatch(text);
  client.notifications.length = 0;
}

/** A fighter's token as a client holds it. */
export const tokenOf = (table: GangTable, client: Client, fighterId: string): TokenDocument =>
  client.game.scenes
    .get(table.sceneId)!
    .tokens.find((t) => `Actor.${t.actorId}` === fighterId)! as unknown as TokenDocument;

/** The top-left corner of a fighter's token whose centre stands at (x, y) inches on the arena. */
export function cornerAt(
  table: GangTable,
  client: Client,
  fighterId: string,
  x: number,
  y: number,
): { x: number; y: number } {
  const { sceneX, sceneY, size } = client.game.scenes.get(table.sceneId)!.dimensions;
  const token = tokenOf(table, client, fighterId);
  return { x: sceneX + x * size - (token.width * size) / 2, y: sceneY + y * size - (token.height * size) / 2 };
}

/** Each combatant's initiative as a client's copy of the combat has it, by combatant id. */
export const initiativesOn = (client: Client, table: GangTable): Record<string, number | null> =>
  Object.fromEntries([...combatOf(client, table).combatants].map((c) => [c.id, c.initiative]));

/** A user clicks a control of the Bracket Busters panel in their own tracker, and the world settles. */
export async function pressPanel(table: GangTable, client: Client, selector: string): Promise<void> {
  const control = client.tracker?.querySelector<HTMLElement>(`[data-fpb-gang-panel] ${selector}`);
  expect(control, `${client.user.name}'s panel shows ${selector}`).toBeTruthy();
  client.click(control);
  await table.world.settle();
}

/** The Tourney Arena set up as a battle: Alice's gang and Bob's, each owned by its player, in the Priority phase. */
export async function gangBattleTable(): Promise<GangTable & { aliceGang: string; bobGang: string }> {
  const table = await tourneyTable();
  const combat = combatOf(table.gm, table);
  const proposed = table.gm.run(() => proposedGangs(combat as never));
  await table.gm.run(() =>
    setUpGangBattleWith(combat as never, [
      { ...proposed[0]!, playerId: table.alice.userId },
      { ...proposed[1]!, playerId: table.bob.userId },
    ]),
  );
  await table.world.settle();
  const [aliceGang, bobGang] = stateOn(table.gm, table)!.gangs.map((g) => g.id) as [string, string];
  return { ...table, aliceGang, bobGang };
}
