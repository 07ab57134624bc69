// A Bracket Busters battle at a Foundry table (issue 17), scripted on the double: a GM and two players on their own
// clients import the Tourney Arena, set up the two sample gangs as Combatant groups (Alice plays one, Bob the other),
// and play two Rounds: each player rolls their own gang's Priority die, a Group Activation, an attack's result set from
// its card, refusals for the other gang and out of turn, a reload mid-turn, the End Phase's Bottle test, Recovery and
// Rally, then the end of the battle and its Lasting Injuries. Every step is a person's request from their own client.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import { fighterPositions } from "../../../src/foundry/bracket-busters/gang-positions";
import type { Client } from "../../double";
import { ask, clients, combatOf, complaints, flagsOn, stateOn, tourneyTable, type GangTable } from "../bracket-busters/gang-table";

/** What a client's tracker panel shows of the battle (not its controls): the title, the prompt, each row's status and marks. */
function trackerText(client: Client): string {
  const panel = client.tracker?.querySelector("[data-fpb-gang-panel]");
  const rows = [...(panel?.querySelectorAll<HTMLElement>("[data-fpb-fighter]") ?? [])].map((row) =>
    [...row.querySelectorAll(".fpb-gang-name, .fpb-gang-status, .fpb-gang-mark")].map((el) => el.textContent).join(" "));
  return [panel?.querySelector(".fpb-gang-title")?.textContent, panel?.querySelector(".fpb-gang-prompt")?.textContent, ...rows].join("\n");
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
      await ask(table, player, choice ? { type: "keepInjuryDie", fighterId: choice.fighterId, die: choice.offered } : { type: "rollRecovery" });
    } else {
      const id = BB.untestedBroken(state, end.rallyGang!)[0]!;
      await ask(table, playerOf(table, end.rallyGang!), { type: "rally", fighterId: id, characteristic: "cool", positions: {} });
    }
  }
  throw new Error("the End Phase did not end");
}

describe("Bracket Busters at a Foundry table (issue 17: a GM and two players on the double)", () => {
  it("plays the Tourney Arena from the compendium through two Rounds, a reload and the after-battle", async () => {
    const table = await tourneyTable();
    const { world, gm } = table;

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
    // Gangs are Combatant groups, each owned by its player and observed by the other.
    expect(combatOf(table.alice, table).groups.get(aliceGang)?.isOwner).toBe(true);
    expect(combatOf(table.alice, table).groups.get(bobGang)?.isOwner).toBe(false);
    expect(combatOf(table.bob, table).groups.get(bobGang)?.isOwner).toBe(true);
    const members = (gangId: string) => [...combatOf(gm, table).combatants].filter((c) => c._source["group"] === gangId).length;
    expect([members(aliceGang), members(bobGang)]).toEqual([7, 6]);

    // --- Roll For Priority: each player rolls their own gang's die; Bob cannot roll Alice's.
    world.dice.load(5);
    await ask(table, table.alice, { type: "rollPriorityDie", gangId: aliceGang });
    expect(flagsOn(table.bob, table)?.priorityDice).toEqual({ [aliceGang]: 5 });
    await ask(table, table.bob, { type: "rollPriorityDie", gangId: aliceGang });
    expect(complaints(table.bob).at(-1)?.message).toContain("That is for the player of");
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
    // Bob acting out of turn, for a fighter of his own: refused, nothing changes.
    const bobsFirst = BB.fightersOf(state, bobGang)[1]!.fighter.id;
    await ask(table, table.bob, { type: "activate", fighterId: bobsFirst });
    expect(complaints(table.bob).at(-1)?.message).toContain("turn");
    expect(stateOn(gm, table)).toEqual(state);

    // --- Group Activation: Alice's leader and a Ready fighter within the skill's radius on the arena.
    const leader = BB.fightersOf(state, aliceGang).find((f) => f.fighter.groupActivation)!.fighter;
    const positions = gm.run(() => fighterPositions(combatOf(gm, table) as never, state));
    const nominee = BB.groupActivationCandidates(state, leader.id, positions).find((id) => id !== leader.id);
    expect(nominee, "a fighter within the leader's Group Activation radius on the arena").toBeDefined();
    await ask(table, table.alice, { type: "groupActivate", initiatorId: leader.id, nominated: [nominee!], positions: {} });
    state = sameEverywhere(table);
    expect(state.turn?.group).toEqual({ initiatorId: leader.id, members: [leader.id, nominee] });

    // --- The leader shoots at Bob's leader; Alice sets the result on the card: Seriously Injured.
    const target = BB.fightersOf(state, bobGang)[0]!.fighter;
    const gun = leader.weapons.find((w) => w.ranged)!;
    if (state.turn?.activation?.fighterId !== leader.id) await ask(table, table.alice, { type: "activate", fighterId: leader.id });
    await ask(table, table.alice, { type: "takeAction", action: "shoot", weaponId: gun.id, targetId: target.id });
    const card = table.alice.game.messages.contents.at(-1)!;
    const button = table.alice.chatLog.get(card.id)?.querySelector<HTMLButtonElement>(`button[data-fpb-gang-result="seriouslyInjured"][data-fpb-gang-target="${target.id}"]`);
    expect(button, "the attack card offers Alice the result buttons").toBeTruthy();
    expect(button!.hidden).toBe(false);
    table.alice.click(button!);
    await world.settle();
    state = sameEverywhere(table);
    expect(BB.fighterIn(state, target.id)?.status).toBe("seriouslyInjured");
    expect(BB.fighterIn(state, target.id)?.lastAttackBy).toBe(leader.id);
    // A player of neither side sees no result buttons: the GM's and Bob's do show them, a third user would not.
    expect(table.bob.chatLog.get(card.id)?.querySelector<HTMLButtonElement>("button[data-fpb-gang-result]")?.hidden).toBe(false);
    await ask(table, table.alice, { type: "endActivation" });

    // --- The nominee shoots Bob's champion; the result, Broken, set by Bob (whose fighter it is) from the card.
    state = sameEverywhere(table);
    const champion = BB.fightersOf(state, bobGang)[1]!.fighter;
    const nomineeGun = BB.fighterIn(state, nominee!)!.fighter.weapons.find((w) => w.ranged)!;
    await ask(table, table.alice, { type: "activate", fighterId: nominee! });
    await ask(table, table.alice, { type: "takeAction", action: "shoot", weaponId: nomineeGun.id, targetId: champion.id });
    const fightCard = table.bob.game.messages.contents.at(-1)!;
    table.bob.click(table.bob.chatLog.get(fightCard.id)?.querySelector(`button[data-fpb-gang-result="broken"][data-fpb-gang-target="${champion.id}"]`));
    await world.settle();
    expect(BB.fighterIn(sameEverywhere(table), champion.id)?.status).toBe("broken");
    await ask(table, table.alice, { type: "endActivation" });

    // --- Bob's turn: he activates, reloads his browser mid-activation, and goes on where he was.
    state = sameEverywhere(table);
    expect(state.turn?.gangId).toBe(bobGang);
    const bobsReady = BB.readyFightersOf(state, bobGang)[0]!.fighter.id;
    await ask(table, table.bob, { type: "activate", fighterId: bobsReady });
    table.bob = await world.reload(table.bob);
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
    expect(gm.game.messages.contents.some((m) => (m.rolls as { formula: string }[]).some((roll) => roll.formula.includes("di")))).toBe(true);
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
    await ask(table, table.alice, { type: "takeAction", action: "shoot", weaponId: shooter.weapons.find((w) => w.ranged)!.id, targetId: victim.id });
    const shotCard = table.alice.game.messages.contents.at(-1)!;
    table.alice.click(table.alice.chatLog.get(shotCard.id)?.querySelector(`button[data-fpb-gang-result="outOfAction"][data-fpb-gang-target="${victim.id}"]`));
    await world.settle();
    expect(BB.fighterIn(sameEverywhere(table), victim.id)?.outOfAction).toMatchObject({ cause: "attack", by: shooter.id });
    await playOutActionPhase(table);
    await playOutEndPhase(table, new Set());
    expect(sameEverywhere(table).round).toBe(3);

    // --- After the battle: the GM ends it and rolls the Lasting Injuries; a player may not.
    await ask(table, table.alice, { type: "endBattle" });
    expect(complaints(table.alice).at(-1)?.message).toContain("Only the GM");
    await ask(table, gm, { type: "endBattle" });
    await ask(table, gm, { type: "rollLastingInjuries" });
    state = sameEverywhere(table);
    expect(state.injuries).not.toBeNull();
    expect(state.xp.some((entry) => entry.fighterId === shooter.id)).toBe(true);

    // --- The after-battle card: the GM writes XP and injuries onto the fighters' actors, every client sees them, and Undo
    // puts the cards back. Players see where it stands and no buttons.
    const xpOf = (client: Client, id: string) => (client.fromUuidSync(id) as unknown as { system: { xp: number } }).system.xp;
    const injuriesOf = (client: Client, id: string) => (client.fromUuidSync(id) as unknown as { system: { injuries: unknown[] } }).system.injuries.length;
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
    expect(world.errors).toEqual([]);
  });
});
