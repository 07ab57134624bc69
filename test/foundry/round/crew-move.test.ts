// A crew member's move at the table ("Player Movement", "Dash"): its owner drags the token during its activation, on
// their own client; the move is measured from where the activation began and recorded through the GM's client for
// everyone. On the double: a GM and two players, Kara (Alice's, Speed 4") and Rex (Bob's) against two Raiders.
import { describe, expect, it } from "vitest";
import { pushToken } from "../../../src/foundry/five-parsecs/canvas/push-token";
import { battleOf } from "../../../src/foundry/five-parsecs/round/battle-model";
import { requestRound } from "../../../src/foundry/five-parsecs/round/round-service";
import type { BattleState } from "../../../src/rules";
import type { Client } from "../../double";
import type { TokenDocument } from "../../double/documents";
import { battleWorld, beginBattle, combatOn, figureId, press, type BattleWorld } from "../fixtures/battle-world";

const INCH = 100;

const flagsOn = (client: Client, battle: BattleWorld) => client.run(() => battleOf(combatOn(client, battle) as never));
const stateOn = (client: Client, battle: BattleWorld): BattleState => flagsOn(client, battle)!.battle;

/** The figure's token on a client's copy of the scene. */
function tokenOn(client: Client, battle: BattleWorld, actorId: string) {
  const scene = client.game.scenes.get(battle.sceneId) as unknown as {
    tokens: Iterable<{ actorId: string; x: number; y: number; move(w: object[]): Promise<boolean> }>;
  };
  const token = [...scene.tokens].find((t) => t.actorId === actorId);
  if (!token) throw new Error(`no token of ${actorId}`);
  return token;
}

/** Drags a token as its user would, its centre to (x, y) in inches (tokens are 1" squares), and lets the world settle. */
async function drag(battle: BattleWorld, client: Client, actorId: string, x: number, y: number): Promise<void> {
  const token = tokenOn(client, battle, actorId);
  await client.run(() => token.move([{ x: (x - 0.5) * INCH, y: (y - 0.5) * INCH }]));
  await battle.world.settle();
}

/** Round 1 locked with both crew Quick (two 1s), then Kara's activation started by Alice. */
async function karaActivating(): Promise<BattleWorld> {
  const battle = await battleWorld();
  const { world, alice } = battle;
  await beginBattle(battle);
  world.dice.load(1, 1);
  await press(battle, alice, "rollReactions");
  await press(battle, alice, "assignMostQuick");
  await press(battle, alice, "lockReactions");
  const kara = figureId(battle.ids.kara);
  const quick = stateOn(battle.gm, battle)
    .schedule.filter((slot) => slot.phase === "quick")
    .map((slot) => slot.figureId);
  if (!quick.includes(kara)) throw new Error(`Kara is not Quick: ${quick.join(", ")}`);
  await press(battle, alice, "startActivation", kara);
  return battle;
}

/** The move logs in a client's chat, as text. */
const moveLogs = (client: Client) =>
  client.game.messages.contents
    .map((m) => String((m as { content?: string }).content ?? "").replaceAll("&quot;", '"'))
    .filter((c) => c.includes("Kara moves"));

describe("a crew member's move at the table (Player Movement, Dash)", () => {
  it("is measured from where the activation began: a Move, then a Dash in a second drag, recorded for everyone", async () => {
    const battle = await karaActivating();
    const { gm, alice, bob, world } = battle;
    const kara = figureId(battle.ids.kara);
    // Her start is stored with the battle, for every client to measure from: her token's centre, in inches.
    for (const client of [gm, alice, bob])
      expect(flagsOn(client, battle)?.moveStart).toEqual({ figureId: kara, x: 4.5, y: 20.5 });

    // 3" north, within her 4" Move: the Move is recorded, the Combat Action still free.
    await drag(battle, alice, battle.ids.kara, 4.5, 17.5);
    expect(tokenOn(gm, battle, battle.ids.kara).y).toBe(1700);
    for (const client of [gm, alice, bob])
      expect(stateOn(client, battle).active).toMatchObject({ figureId: kara, moved: true, combatAction: false });
    expect(moveLogs(bob).at(-1)).toContain('Moved 3": a Move within its 4"');

    // 2" further in a second drag: 5" from where she began, beyond the Move and within the Dash: the Combat Action goes.
    await drag(battle, alice, battle.ids.kara, 4.5, 15.5);
    for (const client of [gm, alice, bob])
      expect(stateOn(client, battle).active).toMatchObject({ moved: true, combatAction: true });
    expect(moveLogs(gm).at(-1)).toContain('Moved 5": a Dash, beyond its 4" Move');
    expect(alice.tracker?.querySelector('[data-fpb-attack="fire"]')).toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("two drags in quick succession, the second before the GM has recorded the first: one Move, then the Dash, no refusal", async () => {
    const battle = await karaActivating();
    const { gm, alice, bob, world } = battle;
    const kara = tokenOn(alice, battle, battle.ids.kara);
    // Both drags made on Alice's client before the world settles: her second is measured while the GM's client has not
    // yet recorded the Move her first asked for.
    await alice.run(() => kara.move([{ x: 400, y: 1600 }]));
    await alice.run(() => kara.move([{ x: 400, y: 1500 }]));
    await world.settle();
    expect(tokenOn(gm, battle, battle.ids.kara).y).toBe(1500);
    for (const client of [gm, alice, bob])
      expect(stateOn(client, battle).active).toMatchObject({ moved: true, combatAction: true });
    expect(alice.notifications).toEqual([]);
    expect(moveLogs(gm).slice(-2)).toEqual([
      expect.stringContaining('Moved 4": a Move within its 4"'),
      expect.stringContaining('Moved 5": a Dash'),
    ]);
    expect(world.errors).toEqual([]);
  });

  it("a Move asked for by a figure whose activation has ended is refused, not given to the next figure", async () => {
    const battle = await karaActivating();
    const { gm, alice, world } = battle;
    const kara = figureId(battle.ids.kara);
    await press(battle, alice, "endActivation", kara);
    const rex = figureId(battle.ids.rex);
    await press(battle, battle.bob, "startActivation", rex);
    // A stale request of Alice's, naming Kara: Rex's activation is untouched.
    await alice.run(() =>
      requestRound(combatOn(alice, battle) as never, { type: "act", action: "move", figureId: kara }),
    );
    await world.settle();
    expect(stateOn(gm, battle).active).toMatchObject({ figureId: rex, moved: false });
    expect(alice.notifications.at(-1)?.message).toContain("not the activating figure");
    expect(world.errors).toEqual([]);
  });

  it("refuses a player's drag past the Dash, and one after the Combat Action, and the token stays", async () => {
    const battle = await karaActivating();
    const { gm, alice, world } = battle;
    // 7" north: further than her 6" Dash. Alice is told why; nothing is recorded; the token has not moved anywhere.
    await drag(battle, alice, battle.ids.kara, 4.5, 13.5);
    expect(tokenOn(gm, battle, battle.ids.kara).y).toBe(2000);
    expect(stateOn(gm, battle).active).toMatchObject({ moved: false, combatAction: false });
    expect(alice.notifications.at(-1)?.message).toContain('further than a Dash (6")');

    // A Combat Action resolved by hand, then a drag: "Move, then make a Combat Action, never in reverse order".
    alice.click(
      alice.tracker?.querySelector('[data-fpb-round="act"][data-fpb-act="combatAction"]:not([data-fpb-attack])'),
    );
    await world.settle();
    expect(stateOn(gm, battle).active?.combatAction).toBe(true);
    await drag(battle, alice, battle.ids.kara, 4.5, 18.5);
    expect(tokenOn(gm, battle, battle.ids.kara).y).toBe(2000);
    expect(alice.notifications.at(-1)?.message).toContain("never in reverse order");
    expect(world.errors).toEqual([]);
  });

  it("leaves other moves alone: a figure not activating, and the GM's drag past the Dash (moved, not recorded)", async () => {
    const battle = await karaActivating();
    const { gm, bob, world } = battle;
    // Rex is not activating: Bob's drag of him is not measured, and the round is untouched.
    await drag(battle, bob, battle.ids.rex, 8.5, 10.5);
    expect(tokenOn(gm, battle, battle.ids.rex).y).toBe(1000);
    expect(stateOn(gm, battle).active).toMatchObject({ moved: false, combatAction: false });

    // A push (a brawl's loser, placed by the module) is no move of Kara's own: nothing measured, nothing recorded.
    expect(await battle.alice.run(() => pushToken(figureId(battle.ids.kara), figureId(battle.ids.rex), 1))).toBe(true);
    await world.settle();
    const pushed = tokenOn(gm, battle, battle.ids.kara);
    expect([pushed.x, pushed.y]).not.toEqual([400, 2000]);
    expect(stateOn(gm, battle).active).toMatchObject({ moved: false, combatAction: false });
    expect(battle.alice.notifications).toEqual([]);

    // The GM places Kara 8" away: a referee's placement is never refused, but it is no Move of hers.
    await drag(battle, gm, battle.ids.kara, 4.5, 12.5);
    expect(tokenOn(bob, battle, battle.ids.kara).y).toBe(1200);
    expect(stateOn(gm, battle).active).toMatchObject({ moved: false, combatAction: false });
    expect(gm.notifications.at(-1)?.message).toContain("not recorded as Kara's move");

    // Her activation ends: the start is cleared, and a later drag of hers is not measured.
    await press(battle, battle.alice, "endActivation", figureId(battle.ids.kara));
    expect(flagsOn(gm, battle)?.moveStart).toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("a drag with a waypoint is one movement: one move-log card and one Dash, measured to where the whole drag ends", async () => {
    const battle = await karaActivating();
    const { gm, alice, bob, world } = battle;
    // 3" north (a waypoint Alice placed), then 2" more: Foundry makes two steps of one movement.
    const token = tokenOn(alice, battle, battle.ids.kara) as unknown as TokenDocument;
    await alice.canvas!.drag(token, [
      { x: 400, y: 1700 },
      { x: 400, y: 1500 },
    ]);
    await world.settle();
    expect(tokenOn(gm, battle, battle.ids.kara).y).toBe(1500);
    expect(moveLogs(bob)).toEqual([expect.stringContaining('Moved 5": a Dash, beyond its 4" Move')]);
    for (const client of [gm, alice, bob])
      expect(stateOn(client, battle).active).toMatchObject({ moved: true, combatAction: true });
    expect(alice.notifications).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("a player's drag whose waypoint is within the Dash but whose end is not: refused as a whole, nothing left pending", async () => {
    const battle = await karaActivating();
    const { gm, alice, world } = battle;
    const token = tokenOn(alice, battle, battle.ids.kara) as unknown as TokenDocument;
    // 3" north, then 4" more: 7" in all, past her 6" Dash.
    await alice.canvas!.drag(token, [
      { x: 400, y: 1700 },
      { x: 400, y: 1300 },
    ]);
    await world.settle();
    expect(tokenOn(gm, battle, battle.ids.kara).y).toBe(2000);
    expect(token.movement?.state ?? "completed").toBe("completed");
    expect(alice.notifications.at(-1)?.message).toContain('further than a Dash (6")');
    expect(stateOn(gm, battle).active).toMatchObject({ moved: false, combatAction: false });
    expect(world.errors).toEqual([]);
  });

  it("a push twice of the same token: both made, neither read as Kara's move", async () => {
    const battle = await karaActivating();
    const { gm, alice, world } = battle;
    for (const expected of [1, 2]) {
      expect(await alice.run(() => pushToken(figureId(battle.ids.kara), figureId(battle.ids.rex), 1))).toBe(true);
      await world.settle();
      expect(tokenOn(gm, battle, battle.ids.kara).x, `push ${expected}`).toBe(400 - expected * INCH);
    }
    expect(stateOn(gm, battle).active).toMatchObject({ moved: false, combatAction: false });
    expect(moveLogs(gm)).toEqual([]);
    expect(alice.notifications).toEqual([]);
    expect(world.errors).toEqual([]);
  });

  it("Seizing the Initiative: a drag is the figure's one action, a normal Move (no Dash), recorded as its seize Move", async () => {
    const battle = await battleWorld();
    const { world, gm, alice, bob } = battle;
    world.dice.load(6, 6);
    await beginBattle(battle, { attemptSeize: true });
    expect(stateOn(gm, battle).seize?.seized).toBe(true);
    const kara = figureId(battle.ids.kara);
    // Kara moves 3" north: her normal Move, recorded as her one seize action for everyone.
    await drag(battle, alice, battle.ids.kara, 4.5, 17.5);
    for (const client of [gm, alice, bob])
      expect(stateOn(client, battle).seize?.acted).toEqual([{ figureId: kara, action: "move" }]);
    expect(moveLogs(bob).at(-1)).toContain("its normal Move while Seizing the Initiative");
    // A second drag: she has acted. Rex 5" away: beyond his 4" Move, and the seize allows no Dash.
    await drag(battle, alice, battle.ids.kara, 4.5, 16.5);
    expect(tokenOn(gm, battle, battle.ids.kara).y).toBe(1700);
    expect(alice.notifications.at(-1)?.message).toContain("either take a normal Move or Fire, once");
    await drag(battle, bob, battle.ids.rex, 8.5, 15.5);
    expect(tokenOn(gm, battle, battle.ids.rex).y).toBe(2000);
    expect(bob.notifications.at(-1)?.message).toContain('a normal Move (4"), no Dash');
    expect(stateOn(gm, battle).seize?.acted).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });
});
