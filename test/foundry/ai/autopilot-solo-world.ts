/*
 * Issue 38's "one person, every role": the Demo Battle in a world with only a GM user, who owns the crew (the
 * adventure gives the crew to no player), and the crew's side played by a simple policy: each crew member fires at a
 * legal target when it has one, then ends its activation. The enemy's side and the End Phase are either the
 * autopilot's or pressed by hand (Apply on each card, the tracker's End Phase button), to compare the two.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { RawBattlefield } from "../../../src/rules";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { suggestionFlagsOf, watchFlagsOf } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { createWorld } from "../../double";
import { importAdventure } from "../../double/adventure";
import { demoAdventure } from "../../packs/figure-sources";
import { roundControl } from "../fixtures/battle-world";
import { legalShot, messagesOn, press, pressCore, stateOn } from "../fixtures/session";
import { autopilotReason, rollOpenDialogs, type Table } from "./autopilot-table";

const DEMO = resolve(import.meta.dirname, "../../../data/demo-battlefield.json");

/** The Demo Battle with the GM alone connected; the players' seats of the shared fixtures are the GM's too. */
export async function gmOnlyTable(autopilot: boolean): Promise<Table> {
  const world = await createWorld({ users: [{ name: "Gamemaster", role: "gamemaster" }] });
  const gm = world.connect("Gamemaster");
  await importAdventure(gm, demoAdventure(JSON.parse(readFileSync(DEMO, "utf8")) as RawBattlefield) as never);
  const scene = gm.game.scenes.contents[0]!;
  await gm.run(() => scene.update({ active: true }));
  const combat = await gm.create("Combat", { scene: scene.id, active: true });
  await gm.run(() =>
    combat.createEmbeddedDocuments(
      "Combatant",
      scene.tokens.map((token) => ({ tokenId: token.id, sceneId: scene.id, actorId: token.actorId })),
    ),
  );
  gm.viewScene(gm.game.scenes.get(scene.id)!);
  await gm.run(() => game.settings!.set(MODULE_ID, "autopilotDelay", 0));
  if (autopilot) await gm.run(() => game.settings!.set(MODULE_ID, "autopilot", true));
  await world.settle();
  return { world, gm, alice: gm, bob: gm, combatId: combat.id, sceneId: scene.id };
}

/** What the test saw on the way: the autopilot's pauses it answered, and how many inputs it gave. */
export interface SoloPlay {
  readonly pauses: string[];
  /** The enemy activations or End Phases the test had to press itself (by hand: all of them; autopilot: none). */
  enemyPresses: number;
  endPhasePresses: number;
  crewPresses: number;
}

/**
 * Plays the battle to its end (or `rounds` rounds): the crew by the policy, the pause prompts answered (a brawl's
 * dialog rolled, a Snap Fire card declined, a Battle Event's figure the first offered), and, `byHand`, the enemy and the
 * End Phase pressed as a GM does. `beforeEndPhase(round)` runs as the last crew activation of a round is about to end.
 */
export async function playSolo(
  table: Table,
  byHand: boolean,
  options: { rounds?: number; beforeEndPhase?: (round: number) => void } = {},
): Promise<SoloPlay> {
  const { gm, world } = table;
  const play: SoloPlay = { pauses: [], enemyPresses: 0, endPhasePresses: 0, crewPresses: 0 };
  await pressCore(table, gm, "startCombat");
  const setup = await gm.nextDialog();
  setup.fill({ attemptSeize: false, enemyEdge: "north" });
  await setup.press("start");
  await world.settle();
  for (let guard = 0; guard < 600; guard++) {
    const state = stateOn(gm, table)!;
    if (state.over || state.round > (options.rounds ?? 99)) return play;
    const reason = autopilotReason(gm);
    if (reason) play.pauses.push(reason);
    if (gm.openDialogs.length > 0) {
      await rollOpenDialogs(table);
      continue;
    }
    const watch = messagesOn(gm).find((message) => watchFlagsOf(message.flags)?.state === "offered");
    if (watch) {
      gm.click(gm.chatLog.get(watch.id)?.querySelector('button[data-fpb-watch="decline"]'));
      await world.settle();
      continue;
    }
    const choice = gm.tracker?.querySelector<HTMLElement>('[data-fpb-round="chooseEventFigure"]');
    if (choice) {
      gm.click(choice);
      await world.settle();
      continue;
    }
    const control = ["endSeize", "rollReactions", "assignMostQuick", "lockReactions"].find(
      (input) => roundControl(gm, input)?.matches(":not([disabled])") ?? false,
    );
    if (control) {
      await press(table, gm, control);
      continue;
    }
    if (state.phase === "enemy") {
      if (!byHand) {
        const said = gm.notifications.filter((n) => n.type !== "info").at(-1)?.message;
        throw new Error(`round ${state.round}: the autopilot left the Enemy Actions (${reason}; ${said})`);
      }
      await enemyByHand(table);
      play.enemyPresses += 1;
      continue;
    }
    if (state.phase === "end") {
      if (!byHand) throw new Error(`round ${state.round}: the autopilot left the End Phase (${reason})`);
      await press(table, gm, "runEndPhase");
      play.endPhasePresses += 1;
      continue;
    }
    await crewActs(table, options.beforeEndPhase);
    play.crewPresses += 1;
  }
  throw new Error("the battle never ended");
}

/**
 * The next enemy as a GM plays it by hand: start it, press Apply on ITS card (the turn may have reached it, and its card
 * been posted, before an enemy the schedule lists first), answer its dialogs, end it.
 */
async function enemyByHand(table: Table): Promise<void> {
  const { gm, world } = table;
  const state = stateOn(gm, table)!;
  const figureId =
    state.active?.figureId ?? state.schedule.find((s) => s.phase === "enemy" && s.status === "pending")?.figureId;
  if (!figureId) throw new Error(`round ${state.round}: no enemy to play`);
  if (!state.active) await press(table, gm, "startActivation", figureId);
  const card = messagesOn(gm).findLast((message) => {
    const plan = suggestionFlagsOf(message.flags);
    return plan?.figureId === figureId && plan.round === state.round;
  });
  const plan = card ? suggestionFlagsOf(card.flags) : null;
  if (!card || plan?.state !== "pending")
    throw new Error(
      `round ${state.round}: no open card for ${figureId} (${plan?.state}; turn ${JSON.stringify(gm.game.combats.get(table.combatId)?.combatant?.actor?.uuid)})`,
    );
  gm.click(gm.chatLog.get(card.id)?.querySelector('button[data-fpb-ai="apply"]'));
  await world.settle();
  await rollOpenDialogs(table);
  if (stateOn(gm, table)!.active?.figureId === figureId) await press(table, gm, "endActivation", figureId);
}

/** One crew activation by the policy: start, a shot at a legal target, end. */
async function crewActs(table: Table, beforeEndPhase?: (round: number) => void): Promise<void> {
  const { gm, world } = table;
  const state = stateOn(gm, table)!;
  const slot = state.schedule.find((s) => s.phase === state.phase && s.status === "pending");
  const figureId = state.active?.figureId ?? slot?.figureId;
  if (!figureId) throw new Error(`round ${state.round}, ${state.phase}: nothing for the crew to do`);
  if (!state.active) await press(table, gm, "startActivation", figureId);
  const target = await legalShot(table, figureId);
  if (target && gm.tracker?.querySelector('[data-fpb-attack="fire"]')) {
    const token = gm.game.scenes.get(table.sceneId)!.tokens.find((t) => `Actor.${t.actorId}` === target)!;
    gm.target(token);
    gm.click(gm.tracker?.querySelector('[data-fpb-attack="fire"]'));
    const dialog = await gm.nextDialog();
    await dialog.press("roll");
    await world.settle();
    await rollOpenDialogs(table);
  }
  const after = stateOn(gm, table)!;
  if (after.active?.figureId !== figureId) return;
  const last =
    after.phase === "slow" && after.schedule.filter((s) => s.phase === "slow" && s.status === "pending").length <= 1;
  if (last) beforeEndPhase?.(after.round);
  await press(table, gm, "endActivation", figureId);
}
