// The Bracket Busters panel in Foundry's combat tracker (issue 17), on the double with a GM and two players: each sees
// the same rows, and only the controls for their own gang (the GM all); a click asks the round, and every client's
// tracker shows the result.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB } from "../../../src/rules";
import type { Client } from "../../double";
import { ask, clients, combatOf, complaints, flagsOn, stateOn, type GangTable, gangBattleTable } from "./gang-table";

const battleTable = gangBattleTable;

const panel = (client: Client) => client.tracker?.querySelector<HTMLElement>("[data-fpb-gang-panel]") ?? null;
const control = (client: Client, selector: string) => panel(client)?.querySelector<HTMLElement>(selector) ?? null;
const rowsOf = (client: Client) =>
  [...(panel(client)?.querySelectorAll<HTMLElement>("[data-fpb-fighter]") ?? [])].map(
    (row) => row.dataset["fpbFighter"],
  );

async function click(table: GangTable, client: Client, selector: string): Promise<void> {
  client.click(control(client, selector));
  await table.world.settle();
}

/** A fighter's token as a client holds it. */
const tokenOf = (table: GangTable, client: Client, fighterId: string) =>
  client.game.scenes.get(table.sceneId)!.tokens.find((t) => `Actor.${t.actorId}` === fighterId)!;

/** A fighter's token stood with its centre at (x, y) inches on the arena by a user, and the world settled. */
async function place(table: GangTable, client: Client, fighterId: string, x: number, y: number): Promise<void> {
  const { sceneX, sceneY, size } = client.game.scenes.get(table.sceneId)!.dimensions;
  const token = tokenOf(table, client, fighterId);
  await client.run(() =>
    token.update({ x: sceneX + x * size - (token.width * size) / 2, y: sceneY + y * size - (token.height * size) / 2 }),
  );
  await table.world.settle();
}

/** The GM rolls Priority (Alice's gang first), and a player readies the fighters: Alice's gang has the turn. */
async function toActionPhase(table: GangTable & { aliceGang: string }): Promise<void> {
  table.world.dice.load(6, 1);
  await click(table, table.gm, '[data-fpb-gang="rollPriority"]');
  await click(table, table.bob, '[data-fpb-gang="readyFighters"]');
  expect(stateOn(table.gm, table)?.turn?.gangId).toBe(table.aliceGang);
}

/** The player whose gang has the turn activates its next Ready fighter from the panel and ends it, until the phase ends. */
async function playOutActionPhase(table: GangTable): Promise<void> {
  for (let guard = 0; guard < 40; guard++) {
    const state = stateOn(table.gm, table)!;
    if (state.phase !== "action" || !state.turn) return;
    const player = [table.alice, table.bob].find(
      (client) => combatOf(client, table).groups.get(state.turn!.gangId)?.isOwner,
    )!;
    if (state.turn.activation) await click(table, player, '[data-fpb-gang="endActivation"]');
    else
      await click(
        table,
        player,
        `[data-fpb-gang="activate"][data-fighter="${BB.readyFightersOf(state, state.turn.gangId)[0]!.fighter.id}"]`,
      );
  }
  throw new Error("the Action Phase did not end");
}

describe("the Bracket Busters tracker panel", () => {
  it("Roll For Priority: each player sees only their own gang's roll; the GM may roll for all; every tracker shows the dice", async () => {
    const table = await battleTable();
    const { gm, alice, bob, aliceGang, bobGang } = table;
    for (const client of clients(table)) expect(rowsOf(client)).toHaveLength(13);
    expect(control(alice, `[data-fpb-gang="rollPriorityDie"][data-gang="${aliceGang}"]`)).not.toBeNull();
    expect(control(alice, `[data-fpb-gang="rollPriorityDie"][data-gang="${bobGang}"]`)).toBeNull();
    expect(control(alice, '[data-fpb-gang="rollPriority"]')).toBeNull();
    expect(control(gm, '[data-fpb-gang="rollPriority"]')).not.toBeNull();
    table.world.dice.load(6);
    await click(table, alice, `[data-fpb-gang="rollPriorityDie"][data-gang="${aliceGang}"]`);
    for (const client of clients(table)) expect(panel(client)?.textContent).toContain("Priority die: 6");
    expect(control(alice, `[data-fpb-gang="rollPriorityDie"][data-gang="${aliceGang}"]`)).toBeNull();
    table.world.dice.load(1);
    await click(table, bob, `[data-fpb-gang="rollPriorityDie"][data-gang="${bobGang}"]`);
    expect(stateOn(gm, table)?.priority?.order).toEqual([aliceGang, bobGang]);
    for (const client of clients(table))
      expect(panel(client)?.querySelector(".fpb-gang-title")?.textContent).toContain("Ready");
  });

  it("Roll For Priority: the GM rolling for all keeps a die a player has already rolled this Round", async () => {
    const table = await battleTable();
    const { gm, alice, aliceGang, bobGang } = table;
    table.world.dice.load(1);
    await click(table, alice, `[data-fpb-gang="rollPriorityDie"][data-gang="${aliceGang}"]`);
    table.world.dice.load(5);
    await click(table, gm, '[data-fpb-gang="rollPriority"]');
    const priority = stateOn(gm, table)!.priority!;
    expect(priority.rolls).toEqual([
      { gangId: aliceGang, roll: 1 },
      { gangId: bobGang, roll: 5 },
    ]);
    expect(priority.order).toEqual([bobGang, aliceGang]);
  });

  it("Activation: only the player whose gang has the turn sees Activate; the panel's actions are typed Double/Basic/Simple", async () => {
    const table = await battleTable();
    const { gm, alice, bob, aliceGang } = table;
    table.world.dice.load(6, 1);
    await click(table, gm, '[data-fpb-gang="rollPriority"]');
    await click(table, bob, '[data-fpb-gang="readyFighters"]');
    const state = stateOn(gm, table)!;
    expect(state.turn?.gangId).toBe(aliceGang);
    expect(control(bob, '[data-fpb-gang="activate"]')).toBeNull();
    const first = BB.readyFightersOf(state, aliceGang)[1]!.fighter.id;
    await click(table, alice, `[data-fpb-gang="activate"][data-fighter="${first}"]`);
    expect(stateOn(bob, table)?.turn?.activation?.fighterId).toBe(first);
    const box = panel(alice)?.querySelector(`[data-fpb-gang-activation="${first}"]`);
    expect(box?.textContent).toContain("2 Action(s) left");
    const letters = [...(box?.querySelectorAll<HTMLElement>(".fpb-gang-letter") ?? [])].map((el) => el.textContent);
    expect(new Set(letters)).toEqual(new Set(["D", "B", "S"]));
    // Bob sees the activation but cannot press its actions.
    const bobsMove = panel(bob)?.querySelector<HTMLButtonElement>('[data-fpb-gang="action"][data-action="move"]');
    expect(bobsMove?.disabled).toBe(true);
    await click(table, alice, '[data-fpb-gang="action"][data-action="move"]');
    expect(stateOn(gm, table)?.turn?.activation?.actionsLeft).toBe(1);
    await click(table, alice, '[data-fpb-gang="endActivation"]');
    expect(stateOn(gm, table)?.turn?.gangId).not.toBe(aliceGang);
    expect(table.world.errors).toEqual([]);
  });

  it("Group Activation: the leader's player nominates from the fighters within the radius, then the group activates", async () => {
    const table = await battleTable();
    const { gm, alice, bob, aliceGang } = table;
    table.world.dice.load(6, 1);
    await click(table, gm, '[data-fpb-gang="rollPriority"]');
    await click(table, alice, '[data-fpb-gang="readyFighters"]');
    const state = stateOn(gm, table)!;
    const leader = BB.fightersOf(state, aliceGang).find((f) => f.fighter.groupActivation)!.fighter.id;
    await click(table, alice, `[data-fpb-gang="leadGroup"][data-fighter="${leader}"]`);
    const boxes = [...(panel(alice)?.querySelectorAll<HTMLInputElement>('input[data-fpb-gang="nominate"]') ?? [])];
    expect(boxes.length).toBeGreaterThan(0);
    // Nominating on the canvas: Alice targets the candidate's token, and its box is ticked.
    const nominee = boxes[0]!.dataset["fighter"]!;
    const token = alice.game.scenes.get(table.sceneId)!.tokens.find((t) => `Actor.${t.actorId}` === nominee)!;
    alice.target(token);
    await table.world.settle();
    expect(
      panel(alice)?.querySelector<HTMLInputElement>(`input[data-fpb-gang="nominate"][data-fighter="${nominee}"]`)
        ?.checked,
    ).toBe(true);
    // The turn passes with Foundry's own turn event on every client once the group is done.
    const turnChanges: unknown[] = [];
    table.bob.Hooks.on("combatTurnChange", (...args: unknown[]) => turnChanges.push(args));
    await click(table, alice, '[data-fpb-gang="groupActivate"]');
    expect(stateOn(gm, table)?.turn?.group).toEqual({ initiatorId: leader, members: [leader, nominee] });
    for (const id of [leader, nominee]) {
      await click(table, alice, `[data-fpb-gang="activate"][data-fighter="${id}"]`);
      await click(table, alice, '[data-fpb-gang="endActivation"]');
    }
    expect(stateOn(bob, table)?.turn?.gangId).not.toBe(aliceGang);
    expect(turnChanges.length).toBeGreaterThan(0);
    expect(table.world.errors).toEqual([]);
  });
});

describe("Fire Through and Crawl Through at the scene's ductways", () => {
  it("a fighter within 1'' of a marked ductway end Fires Through it; away from one, the player is told", async () => {
    const table = await battleTable();
    const { gm, alice, aliceGang } = table;
    table.world.dice.load(6, 1);
    await click(table, gm, '[data-fpb-gang="rollPriority"]');
    await click(table, alice, '[data-fpb-gang="readyFighters"]');
    const state = stateOn(gm, table)!;
    const shooter = BB.readyFightersOf(state, aliceGang).find(
      (f) => f.fighter.weapons.some((w) => w.ranged) && !f.fighter.groupActivation,
    )!.fighter;
    await click(table, alice, `[data-fpb-gang="activate"][data-fighter="${shooter.id}"]`);
    // Away from the ductway: refused on Alice's client with the rules' words, nothing asked.
    await click(table, alice, '[data-fpb-gang="action"][data-action="fireThrough"]');
    expect(alice.notifications.at(-1)?.message).toContain("is not within 1'' of a ductway");
    // Alice moves the token next to the ductway's first end (11", 5.5" on the arena; one grid space is one inch).
    const scene = alice.game.scenes.get(table.sceneId)!;
    const { sceneX, sceneY, size } = scene.dimensions;
    const token = scene.tokens.find((t) => `Actor.${t.actorId}` === shooter.id)!;
    await alice.run(() =>
      token.update({
        x: sceneX + (11 + 1) * size - (token.width * size) / 2,
        y: sceneY + 5.5 * size - (token.height * size) / 2,
      }),
    );
    await table.world.settle();
    // "Fire Through ... hits a selected fighter" within 1'' of the other side (13", 18.5"): Bob's fighter stands there.
    const targetId = BB.fightersOf(state, table.bobGang)[0]!.fighter.id;
    const gmScene = gm.game.scenes.get(table.sceneId)!;
    const targetToken = gmScene.tokens.find((t) => `Actor.${t.actorId}` === targetId)!;
    await gm.run(() =>
      targetToken.update({
        x: sceneX + (13 + 1) * size - (targetToken.width * size) / 2,
        y: sceneY + 18.5 * size - (targetToken.height * size) / 2,
      }),
    );
    await table.world.settle();
    const select = panel(alice)!.querySelector<HTMLSelectElement>('select[data-fpb-gang-choice="target"]')!;
    select.value = targetId;
    await click(table, alice, '[data-fpb-gang="action"][data-action="fireThrough"]');
    const after = stateOn(gm, table)!;
    expect(after.turn?.activation?.used).toContain("fireThrough");
    expect(gm.game.messages.contents.at(-1)?.content).toContain("Fire Through");
    expect(table.world.errors).toEqual([]);
  });
});

describe("core's turn controls in a Bracket Busters battle", () => {
  it("Next Turn pressed by a player (or the GM) is refused with a word on the panel; the round's own turn moves pass", async () => {
    const table = await battleTable();
    const { gm, bob } = table;
    // Begin Combat on a combat whose battle is set up already: no second setup dialog.
    await gm.run(() => combatOf(gm, table).startCombat());
    await table.world.settle();
    table.world.dice.load(6, 1);
    await click(table, gm, '[data-fpb-gang="rollPriority"]');
    await click(table, bob, '[data-fpb-gang="readyFighters"]');
    const before = combatOf(gm, table).turn;
    bob.click(bob.tracker?.querySelector('[data-action="nextTurn"]'));
    await table.world.settle();
    expect(combatOf(gm, table).turn).toBe(before);
    expect(bob.notifications.at(-1)?.message).toContain("Bracket Busters panel");
    await gm.run(() => combatOf(gm, table).nextRound());
    await table.world.settle();
    expect(combatOf(bob, table).round).toBe(1);
    expect(table.world.errors).toEqual([]);
  });
});

describe("a Charge measured on the scene", () => {
  it("Charge: Movement + D3 from where it began, around what is in the way; further is refused, base contact Engages", async () => {
    const table = await battleTable();
    const { gm, alice, aliceGang, bobGang } = table;
    await toActionPhase(table);
    const state = stateOn(gm, table)!;
    const charger = BB.readyFightersOf(state, aliceGang).find((f) => !f.fighter.groupActivation)!.fighter;
    const enemy = BB.fightersOf(state, bobGang)[0]!.fighter;
    // On the 24" arena's open north strip: the charger at (10", 1.5"), the enemy 5.5" east; the Charge rolls a D3 of 1.
    await place(table, gm, charger.id, 10, 1.5);
    await place(table, gm, enemy.id, 15.5, 1.5);
    await click(table, alice, `[data-fpb-gang="activate"][data-fighter="${charger.id}"]`);
    table.world.dice.load(1);
    await click(table, alice, '[data-fpb-gang="action"][data-action="charge"]');
    const maxInches = stateOn(gm, table)!.turn!.activation!.pending!;
    expect(maxInches).toMatchObject({ kind: "charge", maxInches: charger.profile.movement + 1 });
    // Alice drags the token to (22", 1.5"): 12" and more around the enemy, beyond the Charge. Her client refuses the
    // move before sending it: the token stays where the Charge began, on every client.
    const startX = tokenOf(table, gm, charger.id).x;
    await place(table, alice, charger.id, 22, 1.5);
    expect(alice.notifications.at(-1)?.message).toContain("Charge reaches");
    for (const client of clients(table)) expect(tokenOf(table, client, charger.id).x, client.user.name).toBe(startX);
    // The GM may place a token anywhere; a Charge made from there is still measured, and refused, on the GM's client.
    await place(table, gm, charger.id, 22, 1.5);
    await click(table, alice, '[data-fpb-gang="completeCharge"]');
    expect(alice.notifications.at(-1)?.message).toContain("Charge reaches");
    expect(stateOn(gm, table)!.turn!.activation!.pending?.kind).toBe("charge");
    // Into base contact with the enemy (4.5" along the row, within Movement + 1): the Charge is made, both Engaged.
    await place(table, alice, charger.id, 14.5, 1.5);
    await click(table, alice, '[data-fpb-gang="completeCharge"]');
    const after = stateOn(gm, table)!;
    expect(after.turn!.activation!.pending).toBeNull();
    expect(BB.fighterIn(after, charger.id)?.status).toBe("engaged");
    expect(BB.fighterIn(after, enemy.id)?.status).toBe("engaged");
    expect(table.world.errors).toEqual([]);
  });
});

describe("a pressed control asks once", () => {
  it("a button is off from the click until the answer renders the panel again, so a double click is no stale request", async () => {
    const table = await battleTable();
    const { alice, aliceGang } = table;
    const selector = `[data-fpb-gang="rollPriorityDie"][data-gang="${aliceGang}"]`;
    const button = control(alice, selector) as HTMLButtonElement;
    alice.click(button);
    expect(button.disabled).toBe(true);
    expect(() => alice.click(button)).toThrow(/disabled/);
    await table.world.settle();
    expect(flagsOn(table.gm, table)?.priorityDice[aliceGang]).toBeDefined();
    expect(complaints(alice)).toEqual([]);
  });
});

describe("ruling 12 from the panel: base contact on the scene", () => {
  it("a token moved into base contact shows the GM the Engaged it proposes, and Set applies it", async () => {
    const table = await battleTable();
    const { gm, alice, bob, aliceGang, bobGang } = table;
    await toActionPhase(table);
    const state = stateOn(gm, table)!;
    const mine = BB.fightersOf(state, aliceGang).find((f) => !f.fighter.groupActivation)!.fighter.id;
    const theirs = BB.fightersOf(state, bobGang)[0]!.fighter.id;
    await place(table, gm, theirs, 15.5, 1.5);
    expect(panel(gm)?.querySelector("[data-fpb-gang-proposals]")).toBeNull();
    // Alice moves her fighter's token into base contact: the GM's panel is drawn again from the scene.
    await place(table, alice, mine, 14.5, 1.5);
    const set = `[data-fpb-gang="setStatus"][data-fighter="${mine}"][data-status="engaged"]`;
    expect(control(gm, set)).not.toBeNull();
    expect(control(alice, set)).toBeNull();
    expect(panel(bob)?.querySelector("[data-fpb-gang-proposals]")).toBeNull();
    await click(table, gm, set);
    expect(BB.fighterIn(stateOn(bob, table)!, mine)?.status).toBe("engaged");
    expect(table.world.errors).toEqual([]);
  });
});

describe("the End Phase and the end of the battle from the panel", () => {
  it("Bottle test, Recovery with an assist and its kept die, Rally, a Bottled Out gang's Nerve choices, then the GM ends the battle", async () => {
    const table = await battleTable();
    const { gm, alice, bob, bobGang } = table;
    await toActionPhase(table);
    // Bob's gang loses two fighters (set by the GM, as results set from cards would): one Seriously Injured, with a
    // friend within 1'', and one Broken. Four of six stand: the gang must make a Bottle test.
    const [injured, broken, friend] = BB.fightersOf(stateOn(gm, table)!, bobGang).map((f) => f.fighter.id) as [
      string,
      string,
      string,
    ];
    await ask(table, gm, { type: "setStatus", fighterId: injured, status: "seriouslyInjured" });
    await ask(table, gm, { type: "setStatus", fighterId: broken, status: "broken" });
    await place(table, bob, injured, 10, 1.5);
    await place(table, bob, friend, 11.1, 1.5);
    await playOutActionPhase(table);
    expect(stateOn(gm, table)?.end?.step).toBe("bottleTests");

    // Making a Bottle test: asked by any player in the battle; D6 + 4 standing, a 1 rolled: Bottled Out.
    table.world.dice.load(1);
    await click(table, alice, '[data-fpb-gang="rollBottleTests"]');
    expect(BB.gangOf(stateOn(gm, table)!, bobGang)?.bottledOut).toBe(true);
    expect(stateOn(gm, table)?.end?.step).toBe("recovery");

    // Recovery: the friend within 1'' assists (an extra Injury dice); the kept die is the injured fighter's player's.
    const assist = panel(bob)!.querySelector<HTMLInputElement>(
      `input[data-fpb-gang-assist="${injured}"][data-assistant="${friend}"]`,
    );
    expect(assist, "the friend within 1'' is offered as an assistant").not.toBeNull();
    assist!.checked = true;
    await click(table, bob, '[data-fpb-gang="rollRecovery"]');
    const choice = stateOn(gm, table)?.end?.recoveryChoices[0];
    expect(choice?.fighterId).toBe(injured);
    expect(control(alice, '[data-fpb-gang="keepInjuryDie"]')).toBeNull();
    expect(panel(alice)?.textContent).toContain("Keep ");
    await click(
      table,
      bob,
      `[data-fpb-gang="keepInjuryDie"][data-fighter="${injured}"][data-die="${choice!.offered}"]`,
    );
    expect(stateOn(gm, table)?.end?.step).toBe("rally");

    // Rally: the Broken fighter's player tests, with Willpower; the other player sees the candidate and no buttons.
    expect(control(alice, '[data-fpb-gang="rally"]')).toBeNull();
    await click(table, bob, `[data-fpb-gang="rally"][data-fighter="${broken}"][data-nerve="willpower"]`);
    expect(gm.game.messages.contents.at(-1)?.content).toContain("Willpower");
    let state = stateOn(gm, table)!;
    expect([state.round, state.phase]).toEqual([2, "priority"]);

    // Round 2's Ready Fighters: the Bottled Out gang's standing fighters take a Nerve test, Cool or Willpower chosen by
    // their player on the panel; every client shows the choice, the other player's select is off.
    await click(table, gm, '[data-fpb-gang="rollPriority"]');
    state = stateOn(gm, table)!;
    expect(state.phase).toBe("ready");
    const tested = BB.fightersOf(state, bobGang).find((f) => BB.needsNerveToReady(f, true))!.fighter.id;
    const nerveSelect = (client: Client) =>
      panel(client)?.querySelector<HTMLSelectElement>(
        `select[data-fpb-gang="chooseNerve"][data-fighter="${tested}"]`,
      ) ?? null;
    expect(nerveSelect(alice)?.disabled).toBe(true);
    expect(nerveSelect(bob)?.disabled).toBe(false);
    const select = nerveSelect(bob)!;
    select.value = "willpower";
    bob.run(() => select.dispatchEvent(new Event("change", { bubbles: true })));
    await table.world.settle();
    expect(flagsOn(gm, table)?.nerve).toEqual({ [tested]: "willpower" });
    for (const client of clients(table)) expect(nerveSelect(client)?.value, client.user.name).toBe("willpower");
    await click(table, alice, '[data-fpb-gang="readyFighters"]');
    expect(stateOn(gm, table)?.phase).toBe("action");
    expect(flagsOn(gm, table)?.nerve).toEqual({});

    // The end of the battle: the GM's, asked first; then the GM rolls the Lasting Injuries. Players see neither button.
    expect(control(alice, '[data-fpb-gang="endBattle"]')).toBeNull();
    gm.click(control(gm, '[data-fpb-gang="endBattle"]'));
    const confirm = await gm.nextDialog();
    await confirm.press("no");
    await table.world.settle();
    expect(stateOn(gm, table)?.phase).toBe("action");
    await click(table, gm, '[data-fpb-gang="endBattle"]');
    await (await gm.nextDialog()).press("yes");
    await table.world.settle();
    expect(stateOn(bob, table)?.phase).toBe("over");
    expect(control(alice, '[data-fpb-gang="rollLastingInjuries"]')).toBeNull();
    await click(table, gm, '[data-fpb-gang="rollLastingInjuries"]');
    expect(stateOn(alice, table)?.injuries).not.toBeNull();
    expect(control(gm, '[data-fpb-gang="rollLastingInjuries"]')).toBeNull();
    expect(table.world.errors).toEqual([]);
  });
});

describe("every movement action measured on the scene", () => {
  it("Move: the player's token may end within Movement of where the Move began; further is refused on their client", async () => {
    const table = await battleTable();
    const { gm, alice, aliceGang } = table;
    await toActionPhase(table);
    const mover = BB.readyFightersOf(stateOn(gm, table)!, aliceGang).find((f) => !f.fighter.groupActivation)!.fighter;
    const tokenX = (client: Client) => tokenOf(table, client, mover.id).x;
    // On the arena's open north strip: the fighter at (4", 1.5"), nothing within its Movement to the east.
    await place(table, gm, mover.id, 4, 1.5);
    await click(table, alice, `[data-fpb-gang="activate"][data-fighter="${mover.id}"]`);
    await click(table, alice, '[data-fpb-gang="action"][data-action="move"]');
    expect(flagsOn(gm, table)?.moveFrom).toMatchObject({ x: 4, y: 1.5 });
    const start = tokenX(gm);
    // "Move: the fighter may move up to their Movement": Movement + 2" east is too far, and the token stays.
    await place(table, alice, mover.id, 4 + mover.profile.movement + 2, 1.5);
    expect(alice.notifications.at(-1)?.message).toMatch(/Move reaches \d+''/);
    for (const client of clients(table)) expect(tokenX(client), client.user.name).toBe(start);
    // Within it, in two drags: each measured from where the Move began, not from the last drag.
    await place(table, alice, mover.id, 4 + mover.profile.movement / 2, 1.5);
    await place(table, alice, mover.id, 4 + mover.profile.movement - 0.5, 1.5);
    expect(tokenX(table.bob)).not.toBe(start);
    expect(complaints(alice)).toHaveLength(1);
    // The GM places a token anywhere.
    await place(table, gm, mover.id, 20, 1.5);
    expect(complaints(gm)).toEqual([]);
    // Once the activation ends no move is being made: the token is not measured (the panel draws no reach either).
    await click(table, alice, '[data-fpb-gang="endActivation"]');
    expect(flagsOn(gm, table)?.moveFrom).toBeNull();
    await place(table, alice, mover.id, 4, 1.5);
    expect(complaints(alice)).toHaveLength(1);
    expect(table.world.errors).toEqual([]);
  });
});
