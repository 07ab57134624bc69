// A Bracket Busters battle at a Foundry table (issues 17 and 31), scripted on the double as core 13.350's client code
// runs: a GM and two players on their own clients import the Tourney Arena, set up the two sample gangs as Combatant
// groups (Alice plays one, Bob the other; one from a group of the GM's that had an initiative) and play three whole
// Rounds: each player rolls their own gang's Priority die, a Group Activation, an attack's result set from its card,
// refusals for the other gang and out of turn, the encounter menu's Reset and a macro's, a reload mid-turn, a movement
// dragged through a waypoint, the End Phases' Bottle test, Recovery and Rally, then the end of the battle and its
// Lasting Injuries. Every step is a person's click, drag or answer from their own client.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { initiativesOf } from "../../../src/foundry/bracket-busters/gang-battle-store";
import { fighterPositions } from "../../../src/foundry/bracket-busters/gang-positions";
import { proposedGangs } from "../../../src/foundry/bracket-busters/gang-setup";
import type { Client } from "../../double";
import type { MovementData } from "../../double/movement";
import { openEncounterMenu, openRowMenu } from "../../double/tracker";
import {
  ask,
  clients,
  combatOf,
  complaints,
  cornerAt,
  flagsOn,
  initiativesOn,
  pressPanel,
  refusedWith,
  stateOn,
  tokenOf,
  tourneyTable,
  type GangTable,
} from "../bracket-busters/gang-table";

/** What a client's tracker panel shows of the battle (not its controls): the title, the prompt, each row's status and marks. */
function trackerText(client: Client): string {
  const panel = client.tracker?.querySelector("[data-fpb-gang-panel]");
  const rows = [...(panel?.querySelectorAll<HTMLElement>("[data-fpb-fighter]") ?? [])].map((row) =>
    [...row.querySelectorAll(".fpb-gang-name, .fpb-gang-status, .fpb-gang-mark")].map((el) => el.textContent).join(" "),
  );
  return [
    panel?.querySelector(".fpb-gang-title")?.textContent,
    panel?.querySelector(".fpb-gang-prompt")?.textContent,
    ...rows,
  ].join("\n");
}

/** Every client reads the same battle as the GM's, and its tracker shows it the same. */
function sameEverywhere(table: GangTable): BB.BattleState {
  const state = stateOn(table.gm, table)!;
  const shown = trackerText(table.gm);
  expect(shown).toContain(state.phase === "over" ? "" : `Round ${state.round}`);
  for (const client of clients(table)) {
    expect(stateOn(client, table), client.user.name).toEqual(state);
    expect(trackerText(client), client.user.name).toBe(shown);
  }
  return state;
}

const playerOf = (table: GangTable, gangId: string): Client =>
  [table.alice, table.bob].find((client) => combatOf(client, table).groups.get(gangId)?.isOwner) ?? table.gm;

/** The turn gang's player activates each Ready fighter and ends its activation at once, until the phase ends. */
async function playOutActionPhase(table: GangTable): Promise<void> {
  for (let guard = 0; guard < 40; guard++) {
    const state = sameEverywhere(table);
    if (state.phase !== "action" || !state.turn) return;
    const player = playerOf(table, state.turn.gangId);
    if (state.turn.activation) {
      await ask(table, player, { type: "endActivation" });
      continue;
    }
    const next = BB.readyFightersOf(state, state.turn.gangId)[0]!;
    await ask(table, player, { type: "activate", fighterId: next.fighter.id });
  }
  throw new Error("the Action Phase did not end");
}

/** The End Phase, each step asked by a player in the battle; every kept die the one offered; Rally by the Broken fighter's player. */
async function playOutEndPhase(table: GangTable, seen: Set<string>): Promise<void> {
  for (let guard = 0; guard < 30; guard++) {
    const state = sameEverywhere(table);
    const end = state.end;
    if (state.phase !== "end" || !end) return;
    seen.add(end.step);
    if (end.step === "bottleTests") await ask(table, table.alice, { type: "rollBottleTests" });
    else if (end.step === "recovery") {
      const choice = end.recoveryChoices[0];
      const player = choice ? playerOf(table, BB.fighterIn(state, choice.fighterId)!.fighter.gangId) : table.bob;
      await ask(
        table,
        player,
        choice ? { type: "keepInjuryDie", fighterId: choice.fighterId, die: choice.offered } : { type: "rollRecovery" },
      );
    } else {
      const id = BB.untestedBroken(state, end.rallyGang!)[0]!;
      await ask(table, playerOf(table, end.rallyGang!), {
        type: "rally",
        fighterId: id,
        characteristic: "cool",
        positions: {},
      });
    }
  }
  throw new Error("the End Phase did not end");
}

/** Every client's tracker order is the battle's Priority order: each combatant's initiative is its fighter's place. */
function priorityOrderEverywhere(table: GangTable): void {
  const places = initiativesOf(stateOn(table.gm, table)!);
  for (const client of clients(table)) {
    const combat = combatOf(client, table);
    const expected = Object.fromEntries([...combat.combatants].map((c) => [c.id, places.get(c.actor!.uuid) ?? null]));
    expect(initiativesOn(client, table), client.user.name).toEqual(expected);
    for (const group of combat.groups) expect(group.initiative, `${client.user.name}: ${group.name}`).toBeNull();
  }
}

const INITIATIVE_ENTRIES = ["COMBAT.CombatantReroll", "COMBAT.CombatantClear", "COMBAT.InitiativeReset"];

/**
 * Core's Reset (issue 31, fact 4) in the battle: the GM's encounter menu does not offer it, no row menu offers Reroll
 * or Clear, and a macro's `combat.resetAll()` (which clears the GM's own copies before it sends) is refused: every
 * client, the GM's included, keeps the Priority order and the turn.
 */
async function resetIsRefused(table: GangTable): Promise<void> {
  const { gm, world } = table;
  expect(openEncounterMenu(gm).map((entry) => entry.name)).not.toContain("COMBAT.InitiativeReset");
  for (const client of clients(table)) {
    for (const combatant of combatOf(client, table).combatants) {
      const shown = openRowMenu(client, combatant.id).map((entry) => entry.name);
      expect(
        shown.filter((name) => INITIATIVE_ENTRIES.includes(name)),
        `${client.user.name}: ${combatant.name}`,
      ).toEqual([]);
    }
  }
  const before = initiativesOn(gm, table);
  const turn = combatOf(gm, table).turn;
  await gm.run(() => combatOf(gm, table).resetAll());
  await world.settle();
  refusedWith(gm, "it was not changed");
  for (const client of clients(table)) {
    expect(initiativesOn(client, table), client.user.name).toEqual(before);
    expect(combatOf(client, table).turn, client.user.name).toBe(turn);
  }
  priorityOrderEverywhere(table);
}

/**
 * The turn gang's player moves a Ready fighter (issue 31, facts 2 and 6): the GM first sets it on the arena's open
 * north strip, at (4", 1.5"); the player activates it, declares a Move on the panel and drags it through a waypoint
 * within its reach. A drag that ends too far is refused as a whole on the player's client (the token stays, nothing
 * pending); one that ends within the Move is one movement in two steps, every client sees it end where it was dropped.
 */
async function dragThroughWaypoint(table: GangTable, gangId: string): Promise<void> {
  const { gm, world } = table;
  const player = playerOf(table, gangId);
  const mover = BB.readyFightersOf(sameEverywhere(table), gangId).find((f) => f.status === "active")!.fighter;
  await gm.canvas!.drag(tokenOf(table, gm, mover.id), [cornerAt(table, gm, mover.id, 4, 1.5)]);
  await world.settle();
  await pressPanel(table, player, `[data-fpb-gang="activate"][data-fighter="${mover.id}"]`);
  await pressPanel(table, player, '[data-fpb-gang="action"][data-action="move"]');
  expect(flagsOn(gm, table)?.moveFrom).toMatchObject({ x: 4, y: 1.5 });

  const steps: string[] = [];
  const token = tokenOf(table, player, mover.id);
  gm.Hooks.on(
    "moveToken",
    (moved: { id: string }, step: MovementData) => void (moved.id === token.id && steps.push(step.chain[0] ?? step.id)),
  );
  const start = { x: token.x, y: token.y };
  const waypoint = cornerAt(table, player, mover.id, 4 + mover.profile.movement / 2, 1.5);
  await player.canvas!.drag(token, [waypoint, cornerAt(table, player, mover.id, 4 + mover.profile.movement + 2, 1.5)]);
  await world.settle();
  refusedWith(player, /Move reaches \d+''/);
  for (const client of clients(table))
    expect({ x: tokenOf(table, client, mover.id).x, y: tokenOf(table, client, mover.id).y }, client.user.name).toEqual(
      start,
    );
  expect(token.movement?.state ?? "completed", "nothing left pending").toBe("completed");
  expect(steps).toEqual([]);

  const end = cornerAt(table, player, mover.id, 4 + mover.profile.movement - 0.5, 1.5);
  await player.canvas!.drag(token, [waypoint, end]);
  await world.settle();
  for (const client of clients(table))
    expect({ x: tokenOf(table, client, mover.id).x, y: tokenOf(table, client, mover.id).y }, client.user.name).toEqual(
      end,
    );
  expect(token.movement?.state).toBe("completed");
  expect(steps, "one movement, cut at the waypoint into two steps").toHaveLength(2);
  expect(new Set(steps).size).toBe(1);
  await ask(table, player, { type: "endActivation" });
}

/** A player's chat log (issue 31, fact 8): every message is one for them, none a "rolled privately" placeholder. */
function chatLogFor(player: Client): void {
  const shown = [...player.chatLog.entries()].filter(([id]) => player.game.messages.get(id));
  expect(shown.length, `${player.user.name}'s chat log`).toBe(
    player.game.messages.filter((message) => message.visible).length,
  );
  for (const [id, element] of shown) {
    const message = player.game.messages.get(id)!;
    expect(element.classList.contains("whisper-placeholder"), `${player.user.name}: ${element.textContent}`).toBe(
      false,
    );
    expect(
      message.whisper.length === 0 || message.whisper.includes(player.userId),
      `${player.user.name}: ${element.textContent}`,
    ).toBe(true);
  }
}

/** The other gang plays its activations until it is this gang's turn. */
async function untilTurnOf(table: GangTable, gangId: string): Promise<BB.BattleState> {
  for (let guard = 0; guard < 10; guard++) {
    const state = sameEverywhere(table);
    if (state.turn?.gangId === gangId || !state.turn) return state;
    const player = playerOf(table, state.turn.gangId);
    if (!state.turn.activation)
      await ask(table, player, {
        type: "activate",
        fighterId: BB.readyFightersOf(state, state.turn.gangId)[0]!.fighter.id,
      });
    await ask(table, player, { type: "endActivation" });
  }
  throw new Error("the turn never came");
}

describe("Bracket Busters at a Foundry table (issues 17 and 31: a GM and two players on the double)", () => {
  it("plays the Tourney Arena from the compendium through three Rounds, a Reset, a reload, a drag and the after-battle", async () => {
    const table = await tourneyTable();
    const { world, gm } = table;

    // --- Before the battle the GM had put one gang's fighters in a group of their own with an initiative (a macro's
    // work); core gives every member its group's numeric initiative (issue 31, fact 9).
    const fromFolders = gm.run(() => proposedGangs(combatOf(gm, table) as never));
    const [gmGroup] = await gm.run(() =>
      combatOf(gm, table).createEmbeddedDocuments("CombatantGroup", [{ name: "The GM's lot", initiative: 50 }]),
    );
    await gm.run(() =>
      combatOf(gm, table).updateEmbeddedDocuments(
        "Combatant",
        fromFolders[0]!.combatantIds.map((id) => ({ _id: id, group: gmGroup!.id })),
      ),
    );
    await world.settle();
    expect(combatOf(table.bob, table).combatants.get(fromFolders[0]!.combatantIds[0]!)?.initiative).toBe(50);

    // --- Setup: the GM begins combat; the dialog offers Bracket Busters (the combatants are fighters) and each gang.
    gm.click(gm.tracker?.querySelector('[data-action="startCombat"]'));
    const setup = await gm.nextDialog();
    expect(setup.form.querySelector<HTMLSelectElement>('select[name="ruleset"]')?.value).toBe("bracketBusters");
    setup.fill({ "gangs.0.playerId": table.alice.userId, "gangs.1.playerId": table.bob.userId });
    await setup.press("start");
    await world.settle();
    let state = sameEverywhere(table);
    expect(state.phase).toBe("priority");
    expect(state.gangs).toHaveLength(2);
    const [aliceGang, bobGang] = state.gangs.map((g) => g.id) as [string, string];
    // The GM's group became Alice's gang and lost its initiative, which would hide the Priority order.
    expect(aliceGang).toBe(gmGroup!.id);
    for (const client of clients(table))
      expect(combatOf(client, table).groups.get(aliceGang)?.initiative, client.user.name).toBeNull();
    // Gangs are Combatant groups, each owned by its player and observed by the other.
    expect(combatOf(table.alice, table).groups.get(aliceGang)?.isOwner).toBe(true);
    expect(combatOf(table.alice, table).groups.get(bobGang)?.isOwner).toBe(false);
    expect(combatOf(table.bob, table).groups.get(bobGang)?.isOwner).toBe(true);
    const members = (gangId: string) =>
      [...combatOf(gm, table).combatants].filter((c) => c._source["group"] === gangId).length;
    expect([members(aliceGang), members(bobGang)]).toEqual([7, 6]);

    // --- Roll For Priority: each player rolls their own gang's die; Bob cannot roll Alice's.
    world.dice.load(5);
    await ask(table, table.alice, { type: "rollPriorityDie", gangId: aliceGang });
    expect(flagsOn(table.bob, table)?.priorityDice).toEqual({ [aliceGang]: 5 });
    await ask(table, table.bob, { type: "rollPriorityDie", gangId: aliceGang });
    refusedWith(table.bob, "That is for the player of");
    expect(flagsOn(gm, table)?.priorityDice).toEqual({ [aliceGang]: 5 });
    world.dice.load(2);
    await ask(table, table.bob, { type: "rollPriorityDie", gangId: bobGang });
    state = sameEverywhere(table);
    expect(state.priority?.order).toEqual([aliceGang, bobGang]);
    expect(state.phase).toBe("ready");

    // --- Ready Fighters: any player starts it; every fighter Readied; Alice's gang has the first turn.
    await ask(table, table.bob, { type: "readyFighters" });
    state = sameEverywhere(table);
    expect(state.phase).toBe("action");
    expect(state.turn?.gangId).toBe(aliceGang);
    priorityOrderEverywhere(table);

    // --- Reset, from the encounter menu or a macro: not while the battle runs; the Priority order stays everywhere.
    await resetIsRefused(table);
    expect(sameEverywhere(table)).toEqual(state);

    // Bob acting out of turn, for a fighter of his own: refused, nothing changes.
    const bobsFirst = BB.fightersOf(state, bobGang)[1]!.fighter.id;
    await ask(table, table.bob, { type: "activate", fighterId: bobsFirst });
    refusedWith(table.bob, "turn");
    expect(stateOn(gm, table)).toEqual(state);

    // --- Group Activation: Alice's leader and a Ready fighter within the skill's radius on the arena.
    const leader = BB.fightersOf(state, aliceGang).find((f) => f.fighter.groupActivation)!.fighter;
    const positions = gm.run(() => fighterPositions(combatOf(gm, table) as never, state));
    const nominee = BB.groupActivationCandidates(state, leader.id, positions).find((id) => id !== leader.id);
    expect(nominee, "a fighter within the leader's Group Activation radius on the arena").toBeDefined();
    await ask(table, table.alice, {
      type: "groupActivate",
      initiatorId: leader.id,
      nominated: [nominee!],
      positions: {},
    });
    state = sameEverywhere(table);
    expect(state.turn?.group).toEqual({ initiatorId: leader.id, members: [leader.id, nominee] });

    // --- The leader shoots at Bob's leader; Alice sets the result on the card: Seriously Injured.
    const target = BB.fightersOf(state, bobGang)[0]!.fighter;
    const gun = leader.weapons.find((w) => w.ranged)!;
    if (state.turn?.activation?.fighterId !== leader.id)
      await ask(table, table.alice, { type: "activate", fighterId: leader.id });
    await ask(table, table.alice, { type: "takeAction", action: "shoot", weaponId: gun.id, targetId: target.id });
    const card = table.alice.game.messages.contents.at(-1)!;
    const button = table.alice.chatLog
      .get(card.id)
      ?.querySelector<HTMLButtonElement>(
        `button[data-fpb-gang-result="seriouslyInjured"][data-fpb-gang-target="${target.id}"]`,
      );
    expect(button, "the attack card offers Alice the result buttons").toBeTruthy();
    expect(button!.hidden).toBe(false);
    table.alice.click(button!);
    await world.settle();
    state = sameEverywhere(table);
    expect(BB.fighterIn(state, target.id)?.status).toBe("seriouslyInjured");
    expect(BB.fighterIn(state, target.id)?.lastAttackBy).toBe(leader.id);
    // A player of neither side sees no result buttons: the GM's and Bob's do show them, a third user would not.
    expect(
      table.bob.chatLog.get(card.id)?.querySelector<HTMLButtonElement>("button[data-fpb-gang-result]")?.hidden,
    ).toBe(false);
    await ask(table, table.alice, { type: "endActivation" });

    // --- The nominee shoots Bob's champion; the result, Broken, set by Bob (whose fighter it is) from the card.
    state = sameEverywhere(table);
    const champion = BB.fightersOf(state, bobGang)[1]!.fighter;
    const nomineeGun = BB.fighterIn(state, nominee!)!.fighter.weapons.find((w) => w.ranged)!;
    await ask(table, table.alice, { type: "activate", fighterId: nominee! });
    await ask(table, table.alice, {
      type: "takeAction",
      action: "shoot",
      weaponId: nomineeGun.id,
      targetId: champion.id,
    });
    const fightCard = table.bob.game.messages.contents.at(-1)!;
    table.bob.click(
      table.bob.chatLog
        .get(fightCard.id)
        ?.querySelector(`button[data-fpb-gang-result="broken"][data-fpb-gang-target="${champion.id}"]`),
    );
    await world.settle();
    expect(BB.fighterIn(sameEverywhere(table), champion.id)?.status).toBe("broken");
    await ask(table, table.alice, { type: "endActivation" });

    // --- Bob's turn: he activates, reloads his browser mid-activation, and goes on where he was.
    state = sameEverywhere(table);
    expect(state.turn?.gangId).toBe(bobGang);
    const bobsReady = BB.readyFightersOf(state, bobGang)[0]!.fighter.id;
    await ask(table, table.bob, { type: "activate", fighterId: bobsReady });
    table.bob = await world.reload(table.bob);
    table.bob.viewScene(table.bob.game.scenes.get(table.sceneId)!);
    await world.settle();
    expect(stateOn(table.bob, table)?.turn?.activation?.fighterId).toBe(bobsReady);
    await ask(table, table.bob, { type: "endActivation" });
    expect(sameEverywhere(table).turn?.gangId).toBe(aliceGang);

    await playOutActionPhase(table);
    state = sameEverywhere(table);
    expect(state.phase).toBe("end");
    expect(gm.game.combats.get(table.combatId)?.round).toBe(1);

    // --- The End Phase: Bob's gang (4 of 6 standing) makes a Bottle test; the Recovery of his Seriously Injured leader
    // is an Injury die; his Broken champion makes a Rally test.
    const steps = new Set<string>();
    await playOutEndPhase(table, steps);
    expect([...steps]).toEqual(["bottleTests", "recovery", "rally"]);
    const texts = gm.game.messages.contents.map((m) => m.content).join("\n");
    expect(texts).toContain("Bottle");
    expect(texts).toContain("Rally");
    expect(
      gm.game.messages.contents.some((m) =>
        (m.rolls as { formula: string }[]).some((roll) => roll.formula.includes("di")),
      ),
    ).toBe(true);
    state = sameEverywhere(table);
    expect(state.round).toBe(2);
    expect(state.phase).toBe("priority");
    expect(combatOf(gm, table).round).toBe(2);

    // --- Round 2: the GM rolls for both gangs this time; every fighter plays; the End Phase again.
    await ask(table, gm, { type: "rollPriority" });
    await ask(table, table.alice, { type: "readyFighters" });
    state = sameEverywhere(table);
    if (state.turn?.gangId !== aliceGang) {
      const first = BB.readyFightersOf(state, bobGang)[0]!.fighter.id;
      await ask(table, table.bob, { type: "activate", fighterId: first });
      await ask(table, table.bob, { type: "endActivation" });
      state = sameEverywhere(table);
    }
    // Alice's fighter takes one of Bob's Out of Action: the result set from the card, the XP credited to the shooter.
    const shooter = BB.readyFightersOf(state, aliceGang).find((f) => f.fighter.weapons.some((w) => w.ranged))!.fighter;
    const victim = BB.fightersOf(state, bobGang).find((f) => f.status === "active")!.fighter;
    await ask(table, table.alice, { type: "activate", fighterId: shooter.id });
    await ask(table, table.alice, {
      type: "takeAction",
      action: "shoot",
      weaponId: shooter.weapons.find((w) => w.ranged)!.id,
      targetId: victim.id,
    });
    const shotCard = table.alice.game.messages.contents.at(-1)!;
    table.alice.click(
      table.alice.chatLog
        .get(shotCard.id)
        ?.querySelector(`button[data-fpb-gang-result="outOfAction"][data-fpb-gang-target="${victim.id}"]`),
    );
    await world.settle();
    expect(BB.fighterIn(sameEverywhere(table), victim.id)?.outOfAction).toMatchObject({
      cause: "attack",
      by: shooter.id,
    });
    await playOutActionPhase(table);
    await playOutEndPhase(table, new Set());
    expect(sameEverywhere(table).round).toBe(3);

    // --- Round 3: the GM rolls Priority for both gangs (Alice's wins it); Alice drags a fighter through a waypoint.
    world.dice.load(6, 1);
    await ask(table, gm, { type: "rollPriority" });
    await ask(table, table.bob, { type: "readyFighters" });
    state = await untilTurnOf(table, aliceGang);
    expect(state.round).toBe(3);
    priorityOrderEverywhere(table);
    await dragThroughWaypoint(table, aliceGang);
    await playOutActionPhase(table);
    await playOutEndPhase(table, new Set());
    state = sameEverywhere(table);
    expect(state.round).toBe(4);
    expect(state.phase).toBe("priority");
    expect(combatOf(gm, table).round).toBe(4);

    // --- After the battle: the GM ends it and rolls the Lasting Injuries; a player may not.
    await ask(table, table.alice, { type: "endBattle" });
    refusedWith(table.alice, "Only the GM");
    await ask(table, gm, { type: "endBattle" });
    await ask(table, gm, { type: "rollLastingInjuries" });
    state = sameEverywhere(table);
    expect(state.injuries).not.toBeNull();
    expect(state.xp.some((entry) => entry.fighterId === shooter.id)).toBe(true);

    // --- The after-battle card: the GM writes XP and injuries onto the fighters' actors, every client sees them, and Undo
    // puts the cards back. Players see where it stands and no buttons.
    const xpOf = (client: Client, id: string) =>
      (client.fromUuidSync(id) as unknown as { system: { xp: number } }).system.xp;
    const injuriesOf = (client: Client, id: string) =>
      (client.fromUuidSync(id) as unknown as { system: { injuries: unknown[] } }).system.injuries.length;
    const before = xpOf(table.alice, shooter.id);
    const injured = state.injuries![0]?.fighterId;
    const injuriesBefore = injured ? injuriesOf(table.bob, injured) : 0;
    const after = gm.game.messages.contents.at(-1)!;
    expect(after.content).toContain("After the battle");
    expect(table.alice.chatLog.get(after.id)?.querySelector("button[data-fpb-gang-after]")).toBeNull();
    gm.click(gm.chatLog.get(after.id)?.querySelector('button[data-fpb-gang-after="write"]'));
    await world.settle();
    const earned = BB.xpByFighter(state.xp).get(shooter.id)!;
    expect(xpOf(table.alice, shooter.id)).toBe(before + earned);
    if (injured) expect(injuriesOf(table.bob, injured)).toBe(injuriesBefore + 1);
    expect(table.alice.chatLog.get(after.id)?.textContent).toContain("Written onto the fighters' cards.");
    gm.click(gm.chatLog.get(after.id)?.querySelector('button[data-fpb-gang-after="undo"]'));
    await world.settle();
    expect(xpOf(table.alice, shooter.id)).toBe(before);
    if (injured) expect(injuriesOf(table.bob, injured)).toBe(injuriesBefore);

    // --- Each player's chat log holds only what is for them; nobody was left a complaint; no client saw an error.
    for (const player of [table.alice, table.bob]) chatLogFor(player);
    for (const client of clients(table)) expect(complaints(client), client.user.name).toEqual([]);
    expect(world.errors).toEqual([]);
  }, 120_000);
});
