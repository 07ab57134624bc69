// The first session, scripted on the Foundry double as core 13.350's client code runs (issues #13 and #31): a GM and
// two players on their own clients import the Demo Battle and play three whole rounds (Seize the Initiative, the
// Reaction Roll with each player assigning their own crew's dice, a Quick shot applied for everyone, the Enemy
// Actions with the AI's suggestions kept from the players' chat logs, Slow with a drag through a waypoint, the End
// Phase), with Reset kept off the encounter menu and a macro's Reset refused mid-round, a reload mid-round, pushes made
// from the cards' buttons (one figure pushed twice, pushes while an enemy is on Overwatch), then end the battle. Every
// step is a person's click, drag or answer; nothing is written into a client by hand.
import { describe, expect, it } from "vitest";
import { reachOf, type BattleState } from "../../../src/rules";
import { sceneBattlefield } from "../../../src/foundry/table/battlefield/battlefield-store";
import { toPixels } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import { figureOf } from "../../../src/foundry/five-parsecs/mapping/figure-of";
import { requestRound } from "../../../src/foundry/five-parsecs/round/round-service";
import { watchFlagsOf, type SuggestionFlags } from "../../../src/views/five-parsecs/ai/suggestion-flags";
import { resolutionFlagsOf } from "../../../src/views/five-parsecs/chat/resolution-flags";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { openEncounterMenu, openRowMenu } from "../../double/tracker";
import type { Client } from "../../double";
import {
  aiCardsOn,
  aiCardsShownTo,
  choose,
  clients,
  combatOf,
  complaints,
  firstSessionTable,
  initiativesOn,
  legalShot,
  messagesOn,
  ownerOf,
  press,
  pressCore,
  stateOn,
  tokenOn,
  type Table,
} from "../fixtures/session";

/** What the table saw on the way, counted for the checks at the end. */
interface Play {
  /** Pushes made from a card's button, by the pushed figure's id. */
  readonly pushes: Map<string, number>;
  /** Pushes of a crew member made while an enemy was on Overwatch, watching the crew's moves. */
  pushesWatched: number;
  aiCards: number;
}

/** The next pending activation of the phase the round is in, or null when it has none. */
function nextSlot(state: BattleState) {
  if (state.phase !== "quick" && state.phase !== "enemy" && state.phase !== "slow") return null;
  return state.schedule.find((slot) => slot.status === "pending" && slot.phase === state.phase) ?? null;
}

async function startAndEnd(table: Table, figureId: string, during?: (owner: Client) => Promise<void>): Promise<void> {
  const owner = ownerOf(table, figureId);
  await press(table, owner, "startActivation", figureId);
  expect(stateOn(table.gm, table)?.active?.figureId).toBe(figureId);
  if (during) await during(owner);
  if (stateOn(table.gm, table)?.active?.figureId === figureId) await press(table, owner, "endActivation", figureId);
}

describe("a first session at a Foundry table (issues #13, #31: GM and two players on the double, as core runs)", () => {
  it("plays the Demo Battle from the compendium through three whole rounds, a Reset refused, a reload and the end of the battle", {
    timeout: 120_000,
  }, async () => {
    const table = await firstSessionTable();
    const { world, gm } = table;
    const play: Play = { pushes: new Map(), pushesWatched: 0, aiCards: 0 };

    // --- Setup and Seize the Initiative: the GM begins combat and answers the setup dialog.
    expect(combatOf(gm, table).combatants.size).toBe(16);
    await pressCore(table, gm, "startCombat");
    const setup = await gm.nextDialog();
    setup.fill({ attemptSeize: true, enemyEdge: "north" });
    world.dice.load(1, 1); // Seize the Initiative fails: the round goes to the Reaction Roll
    await setup.press("start");
    await world.settle();
    let state = stateOn(table.alice, table)!;
    expect(state.round).toBe(1);
    expect(state.seize?.seized).toBe(false);
    expect(state.phase).toBe("reaction");

    // --- The Reaction Roll: Alice rolls; each player changes their own crew's dice; a figure they do not own is refused.
    await press(table, table.alice, "rollReactions");
    state = stateOn(table.bob, table)!;
    expect(state.reaction?.dice).toHaveLength(6);
    const alicesCrew = state.crew.filter((f) => ownerOf(table, f.id) === table.alice).map((f) => f.id);
    const bobsCrew = state.crew.filter((f) => ownerOf(table, f.id) === table.bob).map((f) => f.id);
    expect(alicesCrew).toHaveLength(3);
    expect(table.alice.tracker?.querySelector(`select[data-fpb-figure="${bobsCrew[0]}"]`)).toBeNull();
    await press(table, table.alice, "assignMostQuick");
    const assignment = stateOn(table.gm, table)!.reaction!.assignment!;
    await choose(table, table.alice, "assignDie", alicesCrew[0]!, String(assignment[alicesCrew[1]!]));
    const swapped = stateOn(table.gm, table)!.reaction!.assignment!;
    expect(swapped[alicesCrew[0]!]).toBe(assignment[alicesCrew[1]!]);
    expect(swapped[alicesCrew[1]!]).toBe(assignment[alicesCrew[0]!]);
    // Alice asks (as a macro could) for a die of Bob's figure: the GM's client refuses it, and only Alice is told.
    table.alice.run(() =>
      requestRound(combatOf(table.alice, table) as never, {
        type: "assignDie",
        figureId: bobsCrew[0]!,
        dieIndex: swapped[alicesCrew[0]!]!,
      }),
    );
    await world.settle();
    expect(stateOn(table.gm, table)!.reaction!.assignment).toEqual(swapped);
    expect(complaints(table.alice).at(-1)?.message).toContain("You do not own");
    table.alice.notifications.length = 0;
    await press(table, table.bob, "lockReactions");
    state = stateOn(table.gm, table)!;
    expect(state.reaction?.locked).toBe(true);
    expect(state.phase).toBe("quick");
    expect(clients(table).every((client) => stateOn(client, table)?.phase === "quick")).toBe(true);

    // --- The tracker's menus in a battle (C9, C15): the GM's encounter menu offers no Reset and a row no Reroll or
    // Clear; a macro's `combat.resetAll()` is refused and every client keeps the phase bands.
    await resetRefused(table);

    // --- Quick Actions: the first Quick figure fires at the nearest enemy; the card's changes reach every client.
    const quick = state.schedule.filter((slot) => slot.phase === "quick").map((slot) => slot.figureId);
    const shots = await Promise.all(quick.map(async (id) => [id, await legalShot(table, id)] as const));
    const [shooter, enemyId] = shots.find(([, target]) => target !== null) as [string, string];
    expect(shooter, "a Quick crew member with a target in sight and range").toBeDefined();
    await startAndEnd(table, shooter, async (owner) => {
      const target = owner.game.scenes
        .get(table.sceneId)!
        .tokens.find((token) => `Actor.${token.actorId}` === enemyId)!;
      owner.target(target);
      owner.click(owner.tracker?.querySelector('[data-fpb-attack="fire"]'));
      const fireDialog = await owner.nextDialog();
      world.dice.load(6, 6, 6, 6, 6, 6);
      await fireDialog.press("roll");
      await world.settle();
      const card = messagesOn(owner)
        .filter((message) => message.getFlag(MODULE_ID, "resolution"))
        .at(-1)!;
      expect(card, "the shot's card").toBeDefined();
      expect(card.getFlag(MODULE_ID, "resolution")).toMatchObject({ state: "applied" });
      for (const client of clients(table)) {
        expect(client.game.messages.get(card.id), client.user.name).toBeDefined();
        expect(client.chatLog.get(card.id)?.textContent).toContain(owner.game.actors.get(shooter.split(".")[1]!)!.name);
      }
      const hit = gmActor(table, enemyId);
      expect(hit.statuses.size, "the hit left a mark on the enemy").toBeGreaterThan(0);
      for (const client of [table.alice, table.bob])
        expect([...(client.fromUuidSync(enemyId) as unknown as { statuses: Set<string> }).statuses]).toEqual([
          ...hit.statuses,
        ]);
    });
    expect(world.errors).toEqual([]);

    // --- The rest of the Quick Actions, then the Enemy Actions: each enemy's turn brings the GM the AI's card.
    await activateWhile(table, "quick");
    expect(stateOn(gm, table)!.phase).toBe("enemy");
    const before = tokenPlaces(table);
    await enemyActions(table, play);
    const after = tokenPlaces(table);
    expect(
      Object.keys(after).some((id) => after[id] !== before[id]),
      "an enemy moved on the map",
    ).toBe(true);
    expect(tokenPlaces(table, table.bob)).toEqual(after);

    // --- Slow Actions: the first Slow crew member is dragged by its owner through a waypoint to a spot 1-2" away
    // (one movement in steps, measured once from where its activation began): one Move for everyone, one card.
    await slowActionsWithADrag(table);
    await endRound(table, 1);

    // --- Round 2: Alice rolls, then reloads her browser mid-round; her new client reads the battle back and plays on.
    await press(table, table.alice, "rollReactions");
    const rolled = stateOn(gm, table)!.reaction!.dice;
    table.alice = await world.reload(table.alice);
    table.alice.viewScene(table.alice.game.scenes.get(table.sceneId)!);
    await world.settle();
    expect(stateOn(table.alice, table)?.reaction?.dice).toEqual(rolled);
    await press(table, table.alice, "assignMostQuick");
    await press(table, table.bob, "lockReactions");
    expect(stateOn(table.alice, table)?.reaction?.locked).toBe(true);
    await activateWhile(table, "quick");
    await enemyActions(table, play);
    await activateWhile(table, "slow");
    await endRound(table, 2);

    // --- Round 3, to the end of its End Phase (run when the GM moves on to round 4).
    await press(table, table.bob, "rollReactions");
    await press(table, table.bob, "assignMostQuick");
    await press(table, table.alice, "lockReactions");
    await resetRefused(table);
    await activateWhile(table, "quick");
    await enemyActions(table, play);
    await activateWhile(table, "slow");
    await endRound(table, 3);

    // The rules did not end the battle early: round 3's End Phase ran, and round 4 waits for its Reaction Roll.
    expect(stateOn(gm, table)).toMatchObject({ round: 4, phase: "reaction", over: null });

    // --- On the way: a figure was pushed twice, crew were pushed while an enemy was on Overwatch (no card), and each
    // Enemy Actions phase brought the GM the AI's cards (checked on every chat log in `enemyActions`).
    expect(Math.max(0, ...play.pushes.values()), "a figure pushed twice").toBeGreaterThanOrEqual(2);
    expect(play.pushesWatched, "a crew member pushed while an enemy is on Overwatch").toBeGreaterThan(0);
    expect(play.aiCards, "an AI card for each enemy's turn in three rounds").toBeGreaterThanOrEqual(3 * 8);

    // --- The GM ends the battle; the figures are cleaned up, and ending the combat leaves nothing behind.
    await press(table, gm, "abandonBattle");
    expect(stateOn(table.bob, table)?.over?.reason).toBeDefined();
    await pressCore(table, gm, "endCombat");
    const confirm = gm.openDialogs[0];
    if (confirm) {
      await confirm.press("yes");
      await world.settle();
    }
    for (const client of clients(table)) expect(client.game.combats.size, client.user.name).toBe(0);
    for (const actor of gm.game.actors.filter((a) => a.type === `${MODULE_ID}.crew`)) {
      expect([...actor.statuses], actor.name).toEqual([]);
      const luck = (actor.system as { luck: { value: number; max: number } }).luck;
      expect(luck.value).toBe(luck.max);
    }
    expect(world.errors).toEqual([]);
    for (const client of clients(table)) expect(complaints(client), client.user.name).toEqual([]);
  });
});

/** Plays every pending activation of a phase, each by the user who acts for the figure; answers from `during`. */
async function activateWhile<T>(
  table: Table,
  phase: "quick" | "enemy" | "slow",
  during?: (figureId: string) => Promise<T>,
): Promise<T[]> {
  const answers: T[] = [];
  for (let guard = 0; guard < 40; guard++) {
    await resolveChoices(table);
    const state = stateOn(table.gm, table)!;
    if (state.phase !== phase) return answers;
    const slot = nextSlot(state);
    if (!slot) return answers;
    await startAndEnd(
      table,
      slot.figureId,
      during ? async () => void answers.push(await during(slot.figureId)) : undefined,
    );
  }
  throw new Error(`the ${phase} phase never ended`);
}

/**
 * The Enemy Actions: at each enemy's turn the GM reads the AI's card and applies it (confirming the planned attack in
 * its dialog); every push the attack's card offers is made by the pushed figure's owner from the card's button. The
 * players' chat logs show none of the AI's cards, not even as a "rolled privately" line (M2, M4).
 */
async function enemyActions(table: Table, play: Play): Promise<void> {
  const { gm, world } = table;
  expect(stateOn(gm, table)!.phase).toBe("enemy");
  const cardsBefore = aiCardsOn(gm).length;
  const applied = await activateWhile(table, "enemy", async (figureId) => {
    const card = aiCardsOn(gm).at(-1);
    expect(card, "the AI's suggestion card").toBeDefined();
    const plan = card!.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags;
    expect(plan.figureId).toBe(figureId);
    expect(gm.chatLog.get(card!.id)?.textContent).toMatch(/\w/);
    const resolutions = new Set(
      messagesOn(gm)
        .filter((message) => resolutionFlagsOf(message.flags))
        .map((message) => message.id),
    );
    gm.click(gm.chatLog.get(card!.id)?.querySelector('button[data-fpb-ai="apply"]'));
    await world.settle();
    // The planned shot or brawl opens its dialog for the GM to confirm.
    const attack = gm.openDialogs[0];
    if (attack) {
      await attack.press("roll");
      await world.settle();
    }
    for (const message of messagesOn(gm).filter((m) => !resolutions.has(m.id) && resolutionFlagsOf(m.flags)))
      await makePushes(table, message.id, play);
    return (card!.getFlag(MODULE_ID, "aiSuggestion") as SuggestionFlags).state;
  });
  expect(applied.length).toBeGreaterThan(0);
  expect(applied.every((state) => state === "applied" || state === "stopped")).toBe(true);
  const cards = aiCardsOn(gm)
    .slice(cardsBefore)
    .map((message) => message.id);
  expect(cards).toHaveLength(applied.length);
  play.aiCards += cards.length;
  // Core sends a whisper to every client (M4): each holds the cards; only the GM's chat log shows them.
  expect(aiCardsShownTo(gm).cards).toEqual(expect.arrayContaining(cards));
  for (const player of [table.alice, table.bob]) {
    expect(
      aiCardsOn(player).map((message) => message.id),
      player.user.name,
    ).toEqual(expect.arrayContaining(cards));
    expect(aiCardsShownTo(player), player.user.name).toEqual({ cards: [], placeholders: 0 });
  }
}

/**
 * Each push a resolution card offers, made by the pushed figure's owner from the card's button, as a person clicks it.
 * Core makes every x/y update a movement and fires `moveToken` for it (H10), but a push is the module placing the
 * figure, not its own move: the token moves on every client, and no move-log card, no refusal, no Move in the round
 * and no Overwatch card follow, also while an enemy is on Overwatch (counted).
 */
async function makePushes(table: Table, messageId: string, play: Play): Promise<void> {
  const { gm, world } = table;
  const resolution = resolutionFlagsOf(gm.game.messages.get(messageId)!.flags)!;
  for (const [index, change] of resolution.changes.entries()) {
    if (change.kind !== "push") continue;
    const owner = ownerOf(table, change.figureId);
    const button = owner.chatLog
      .get(messageId)
      ?.querySelector<HTMLElement>(`button[data-fpb-action="push"][data-fpb-index="${index}"]`);
    expect(button, `${owner.user.name}'s push button`).toBeTruthy();
    const from = tokenPlaces(table);
    const watching = stateOn(gm, table)!.overwatchIds.length > 0;
    const watchCards = messagesOn(gm).filter((message) => watchFlagsOf(message.flags) !== null).length;
    const messages = messagesOn(gm).length;
    const complaintsBefore = complaints(owner).length;
    const round = stateOn(gm, table);
    owner.click(button);
    await world.settle();
    const to = tokenPlaces(table);
    const token = tokenOn(gm, table, change.figureId);
    expect(to[token.id], "the pushed token moved").not.toBe(from[token.id]);
    for (const client of clients(table))
      expect(tokenPlaces(table, client)[token.id], client.user.name).toBe(to[token.id]);
    expect(messagesOn(gm).length, "no card for a push").toBe(messages);
    expect(
      messagesOn(gm).filter((message) => watchFlagsOf(message.flags) !== null),
      "no Overwatch card for a push",
    ).toHaveLength(watchCards);
    expect(complaints(owner).length, "no refusal of a push").toBe(complaintsBefore);
    for (const client of clients(table))
      expect(stateOn(client, table), `${client.user.name}: the round after a push`).toEqual(round);
    play.pushes.set(change.figureId, (play.pushes.get(change.figureId) ?? 0) + 1);
    if (watching && stateOn(gm, table)!.crew.some((f) => f.id === change.figureId)) play.pushesWatched += 1;
  }
}

/**
 * The Slow Actions: the first Slow crew member's owner drags its token through a waypoint to a spot 1-2" from where
 * its activation began; core moves it in two steps, the module measures it once: one Move recorded for everyone and
 * one move-log card. The rest just act; then the End Phase.
 */
async function slowActionsWithADrag(table: Table): Promise<void> {
  const { gm, world } = table;
  const mover = nextSlot(stateOn(gm, table)!)!;
  const name = gmActor(table, mover.figureId).name;
  await startAndEnd(table, mover.figureId, async (owner) => {
    const { waypoint, end } = gm.run(() => aDragOf(table, mover.figureId));
    const logs = (client: Client) => messagesOn(client).filter((message) => message.content.includes(`${name} moves`));
    const logsBefore = clients(table).map((client) => logs(client).length);
    expect(owner.canvas, `${owner.user.name}'s canvas`).not.toBeNull();
    await owner.canvas!.drag(tokenOn(owner, table, mover.figureId), [waypoint, end]);
    await world.settle();
    for (const client of clients(table)) {
      expect(tokenPlaces(table, client)[tokenOn(client, table, mover.figureId).id], client.user.name).toBe(
        `${end.x},${end.y}`,
      );
      expect(stateOn(client, table)!.active, client.user.name).toMatchObject({
        figureId: mover.figureId,
        moved: true,
        combatAction: false,
      });
    }
    for (const [i, client] of clients(table).entries()) {
      expect(logs(client).length, `${client.user.name}: one move-log card for the whole drag`).toBe(logsBefore[i]! + 1);
      expect(logs(client).at(-1)!.content).toContain("a Move within its");
    }
  });
  await activateWhile(table, "slow");
  expect(stateOn(gm, table)!.phase).toBe("end");
}

/** The GM's Next Round at the End Phase: the round's End Phase runs and the next round begins on every client. */
async function endRound(table: Table, round: number): Promise<void> {
  expect(stateOn(table.gm, table)!.phase).toBe("end");
  await pressCore(table, table.gm, "nextRound");
  await resolveChoices(table);
  for (const client of clients(table)) {
    const state = stateOn(client, table);
    if (state?.over) continue;
    expect(state?.round, client.user.name).toBe(round + 1);
    expect(combatOf(client, table).round).toBe(round + 1);
  }
  expect(messagesOn(table.bob).some((message) => message.content.includes(`Round ${round}`))).toBe(true);
  expect(table.world.errors).toEqual([]);
}

/**
 * In a round, the GM's encounter menu shows no Reset and a row's menu no Reroll or Clear (the module hides them when
 * the menu opens, C9/C15); a macro's `combat.resetAll()` is refused with a word to the GM, and every client, the GM's
 * too, keeps each combatant's initiative (the phase bands) as before.
 */
async function resetRefused(table: Table): Promise<void> {
  const { gm, world } = table;
  const bands = initiativesOn(gm, table);
  expect(
    Object.values(bands).every((value) => typeof value === "number"),
    "the phase bands",
  ).toBe(true);
  // Core's own entry keys (v13's `COMBAT.*`, v14's `COMBAT(ANT).ACTIONS.*`), read by what they do.
  const encounter = openEncounterMenu(gm).map((entry) => entry.name);
  expect(
    encounter.some((name) => /delete/i.test(name)),
    `the encounter menu: ${encounter.join(", ")}`,
  ).toBe(true);
  expect(encounter.filter((name) => /reset/i.test(name))).toEqual([]);
  const rowMenu = openRowMenu(gm, combatOf(gm, table).combatants.contents[0]!.id).map((entry) => entry.name);
  expect(
    rowMenu.some((name) => /update/i.test(name)),
    `the row menu: ${rowMenu.join(", ")}`,
  ).toBe(true);
  expect(rowMenu.filter((name) => /reroll|clear/i.test(name))).toEqual([]);
  const roundBefore = stateOn(gm, table)!;
  await gm.run(() => combatOf(gm, table).resetAll());
  await world.settle();
  for (const client of clients(table)) expect(initiativesOn(client, table), client.user.name).toEqual(bands);
  expect(stateOn(gm, table)).toEqual(roundBefore);
  expect(complaints(gm).map((n) => n.message)).toHaveLength(1);
  gm.notifications.length = 0;
  expect(world.errors).toEqual([]);
}

/** Battle Events that need a figure chosen ("Seized the moment", "A desperate plan"): the GM picks the first offered. */
async function resolveChoices(table: Table): Promise<void> {
  for (let guard = 0; guard < 5 && (stateOn(table.gm, table)?.pendingChoices.length ?? 0) > 0; guard++) {
    table.gm.click(table.gm.tracker?.querySelector('[data-fpb-round="chooseEventFigure"]'));
    await table.world.settle();
  }
}

/** Where every token stands, by token id, as a client sees it. */
function tokenPlaces(table: Table, client: Client = table.gm): Record<string, string> {
  const scene = client.game.scenes.get(table.sceneId)!;
  return Object.fromEntries(scene.tokens.map((token) => [token.id, `${token.x},${token.y}`]));
}

/**
 * A drag for a figure (top-left corners, in pixels): to a spot its reach allows as a Move of 1-2", through a waypoint
 * it could reach with a Move of up to 1" on the way. Run as the GM.
 */
function aDragOf(
  table: Table,
  figureId: string,
): { waypoint: { x: number; y: number }; end: { x: number; y: number } } {
  const scene = game.scenes?.get(table.sceneId) as Scene.Implementation;
  const built = sceneBattlefield(scene);
  const actor = game.actors?.get(figureId.replace(/^Actor\./, "")) as Actor.Implementation;
  const figure = figureOf(actor)!;
  const points = reachOf(built!.battlefield!, figure).points.filter((p) => !p.withDash);
  const end = points.find((p) => p.cost >= 1 && p.cost <= 2);
  const waypoint = points.find((p) => p.cost > 0 && p.cost < 1);
  if (!end || !waypoint) throw new Error(`${actor.name} has no 1-2" move with a waypoint`);
  const token = scene.tokens.find((t) => t.actor?.uuid === figureId)!;
  const corner = (point: { x: number; y: number }) => {
    const centre = toPixels(point, built!.scale!);
    return {
      x: Math.round(centre.x - ((token.width ?? 1) * scene.grid.size) / 2),
      y: Math.round(centre.y - ((token.height ?? 1) * scene.grid.size) / 2),
    };
  };
  return { waypoint: corner(waypoint), end: corner(end) };
}

const gmActor = (table: Table, figureId: string) =>
  table.gm.fromUuidSync(figureId) as unknown as { statuses: Set<string>; name: string };
