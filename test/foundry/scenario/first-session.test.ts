// The first session, scripted on the Foundry double: a GM and two players on their own clients import the Demo
// Battle, fight round 1 (Seize the Initiative, the Reaction Roll with each player assigning their own crew's dice, a
// Quick shot applied for everyone, the Enemy Actions with the AI's suggestions, Slow, the End Phase), start round 2,
// reload mid-round and go on, and end the battle. Every step is a person's click or answer; nothing is written into
// a client by hand.
import { describe, expect, it } from "vitest";
import { reachOf, type BattleState } from "../../../src/rules";
import { sceneBattlefield } from "../../../src/foundry/battlefield/battlefield-store";
import { toPixels } from "../../../src/foundry/battlefield/scene-to-battlefield";
import { figureOf } from "../../../src/foundry/mapping/figure-of";
import { requestRound } from "../../../src/foundry/round/round-service";
import { MODULE_ID } from "../../../src/views/module-id";
import type { Client } from "../../double";
import { choose, clients, legalShot, combatOf, complaints, firstSessionTable, messagesOn, ownerOf, press, pressCore, stateOn, type Table } from "../fixtures/session";

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

describe("a first session at a Foundry table (issue #13: GM and two players on the double)", () => {
  it("plays the Demo Battle from the compendium through two rounds, a reload and the end of the battle", async () => {
    const table = await firstSessionTable();
    const { world, gm } = table;

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
    table.alice.run(() => requestRound(combatOf(table.alice, table) as never, { type: "assignDie", figureId: bobsCrew[0]!, dieIndex: swapped[alicesCrew[0]!]! }));
    await world.settle();
    expect(stateOn(table.gm, table)!.reaction!.assignment).toEqual(swapped);
    expect(complaints(table.alice).at(-1)?.message).toContain("You do not own");
    table.alice.notifications.length = 0;
    await press(table, table.bob, "lockReactions");
    state = stateOn(table.gm, table)!;
    expect(state.reaction?.locked).toBe(true);
    expect(state.phase).toBe("quick");
    expect(clients(table).every((client) => stateOn(client, table)?.phase === "quick")).toBe(true);

    // --- Quick Actions: the first Quick figure fires at the nearest enemy; the card's changes reach every client.
    const quick = state.schedule.filter((slot) => slot.phase === "quick").map((slot) => slot.figureId);
    const shots = await Promise.all(quick.map(async (id) => [id, await legalShot(table, id)] as const));
    const [shooter, enemyId] = shots.find(([, target]) => target !== null) as [string, string];
    expect(shooter, "a Quick crew member with a target in sight and range").toBeDefined();
    await startAndEnd(table, shooter, async (owner) => {
      const target = owner.game.scenes.get(table.sceneId)!.tokens.find((token) => `Actor.${token.actorId}` === enemyId)!;
      owner.target(target);
      owner.click(owner.tracker?.querySelector('[data-fpb-attack="fire"]'));
      const fireDialog = await owner.nextDialog();
      world.dice.load(6, 6, 6, 6, 6, 6);
      await fireDialog.press("roll");
      await world.settle();
      const card = messagesOn(owner).filter((message) => message.getFlag(MODULE_ID, "resolution")).at(-1)!;
      expect(card, "the shot's card").toBeDefined();
      expect(card.getFlag(MODULE_ID, "resolution")).toMatchObject({ state: "applied" });
      for (const client of clients(table)) {
        expect(client.game.messages.get(card.id), client.user.name).toBeDefined();
        expect(client.chatLog.get(card.id)?.textContent).toContain(owner.game.actors.get(shooter.split(".")[1]!)!.name);
      }
      const hit = gmActor(table, enemyId);
      expect(hit.statuses.size, "the hit left a mark on the enemy").toBeGreaterThan(0);
      for (const client of [table.alice, table.bob]) expect([...(client.fromUuidSync(enemyId) as unknown as { statuses: Set<string> }).statuses]).toEqual([...hit.statuses]);
    });
    expect(world.errors).toEqual([]);

    // --- The rest of the Quick Actions, then the Enemy Actions: each enemy's turn brings the GM the AI's card.
    await activateWhile(table, "quick");
    expect(stateOn(gm, table)!.phase).toBe("enemy");
    const before = tokenPlaces(table);
    const applied = await activateWhile(table, "enemy", async () => {
      const card = messagesOn(gm).filter((message) => message.getFlag(MODULE_ID, "aiSuggestion")).at(-1);
      expect(card, "the AI's suggestion card").toBeDefined();
      expect(table.alice.game.messages.get(card!.id), "a GM-only card").toBeUndefined();
      expect(gm.chatLog.get(card!.id)?.textContent).toMatch(/\w/);
      gm.click(gm.chatLog.get(card!.id)?.querySelector('button[data-fpb-ai="apply"]'));
      await world.settle();
      // The planned shot or brawl opens its dialog for the GM to confirm.
      const attack = gm.openDialogs[0];
      if (attack) {
        await attack.press("roll");
        await world.settle();
      }
      return (card!.getFlag(MODULE_ID, "aiSuggestion") as { state: string }).state;
    });
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.every((state) => state === "applied" || state === "stopped")).toBe(true);
    const after = tokenPlaces(table);
    expect(Object.keys(after).some((id) => after[id] !== before[id]), "an enemy moved on the map").toBe(true);
    expect(tokenPlaces(table, table.bob)).toEqual(after);

    // --- Slow Actions: the first Slow crew member moves by dragging its token 1-2" (measured from where its activation
    // began, recorded as its Move for everyone, its cost in chat); the rest just act. Then the End Phase.
    const mover = nextSlot(stateOn(gm, table)!)!;
    await startAndEnd(table, mover.figureId, async (owner) => {
      const to = gm.run(() => aMoveOf(table, mover.figureId));
      const token = owner.game.scenes.get(table.sceneId)!.tokens.find((t) => `Actor.${t.actorId}` === mover.figureId)!;
      await owner.run(() => (token as unknown as { move(w: object[]): Promise<boolean> }).move([to]));
      await world.settle();
      expect(stateOn(table.bob, table)!.active).toMatchObject({ figureId: mover.figureId, moved: true, combatAction: false });
      const log = messagesOn(table.alice).at(-1)!;
      expect(log.content).toContain(`${gmActor(table, mover.figureId).name} moves`);
      expect(log.content).toContain("a Move within its");
    });
    await activateWhile(table, "slow");
    expect(stateOn(gm, table)!.phase).toBe("end");
    await pressCore(table, gm, "nextRound");
    await resolveChoices(table);
    for (const client of clients(table)) {
      expect(stateOn(client, table)?.round, client.user.name).toBe(2);
      expect(combatOf(client, table).round).toBe(2);
    }
    expect(messagesOn(table.bob).some((message) => message.content.includes("Round 1"))).toBe(true);

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
async function activateWhile<T>(table: Table, phase: "quick" | "enemy" | "slow", during?: () => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let guard = 0; guard < 40; guard++) {
    await resolveChoices(table);
    const state = stateOn(table.gm, table)!;
    if (state.phase !== phase) return answers;
    const slot = nextSlot(state);
    if (!slot) return answers;
    await startAndEnd(table, slot.figureId, during ? async () => void answers.push(await during()) : undefined);
  }
  throw new Error(`the ${phase} phase never ended`);
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

/** Where a figure's token goes (its top-left corner, in pixels) for a Move of 1-2" that its reach allows. Run as the GM. */
function aMoveOf(table: Table, figureId: string): { x: number; y: number } {
  const scene = game.scenes?.get(table.sceneId) as Scene.Implementation;
  const built = sceneBattlefield(scene);
  const actor = game.actors?.get(figureId.replace(/^Actor\./, "")) as Actor.Implementation;
  const figure = figureOf(actor)!;
  const point = reachOf(built!.battlefield!, figure).points.find((p) => !p.withDash && p.cost >= 1 && p.cost <= 2);
  if (!point) throw new Error(`${actor.name} has no 1-2" move`);
  const token = scene.tokens.find((t) => t.actor?.uuid === figureId)!;
  const centre = toPixels(point, built!.scale!);
  return { x: Math.round(centre.x - ((token.width ?? 1) * scene.grid.size) / 2), y: Math.round(centre.y - ((token.height ?? 1) * scene.grid.size) / 2) };
}

const gmActor = (table: Table, figureId: string) => table.gm.fromUuidSync(figureId) as unknown as { statuses: Set<string>; name: string };
