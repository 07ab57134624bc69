// A Bracket Busters movement action dragged through a waypoint (contract H12): Foundry makes the drag one movement in
// steps, and only a refusal in `preMoveToken` stops it as a whole. A drag whose waypoint is within the action's reach
// but whose end is not is refused before the token moves at all: nothing is left pending halfway.
import { describe, expect, it, vi } from "vitest";
import { BracketBusters as BB, figureById } from "../../../src/rules";
import { gangBattlefield } from "../../../src/foundry/bracket-busters/gang-battlefield";
import { proposedGangs, setUpGangBattleWith } from "../../../src/foundry/bracket-busters/gang-setup";
import { battlefieldCache } from "../../../src/foundry/table/battlefield/battlefield-store";
import { readScene } from "../../../src/foundry/table/battlefield/read-scene";
import { battlefieldOfScene } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import type { Client } from "../../double";
import type { TokenDocument } from "../../double/documents";
import { clients, combatOf, flagsOn, stateOn, tourneyTable, type GangTable } from "./gang-table";

async function battleTable(): Promise<GangTable & { aliceGang: string }> {
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
  return { ...table, aliceGang: stateOn(table.gm, table)!.gangs[0]!.id };
}

async function click(table: GangTable, client: Client, selector: string): Promise<void> {
  client.click(client.tracker?.querySelector<HTMLElement>(`[data-fpb-gang-panel] ${selector}`));
  await table.world.settle();
}

const tokenOf = (table: GangTable, client: Client, fighterId: string) =>
  client.game.scenes
    .get(table.sceneId)!
    .tokens.find((t) => `Actor.${t.actorId}` === fighterId)! as unknown as TokenDocument;

/** The top-left corner of a fighter's token whose centre stands at (x, y) inches on the arena. */
function cornerAt(table: GangTable, client: Client, fighterId: string, x: number, y: number) {
  const { sceneX, sceneY, size } = client.game.scenes.get(table.sceneId)!.dimensions;
  const token = tokenOf(table, client, fighterId);
  return { x: sceneX + x * size - (token.width * size) / 2, y: sceneY + y * size - (token.height * size) / 2 };
}

describe("a movement action dragged through a waypoint", () => {
  it("ending too far: refused as a whole on the player's client, the token stays and no movement is left pending", async () => {
    const table = await battleTable();
    const { gm, alice, aliceGang, world } = table;
    world.dice.load(6, 1);
    await click(table, gm, '[data-fpb-gang="rollPriority"]');
    await click(table, table.bob, '[data-fpb-gang="readyFighters"]');
    const mover = BB.readyFightersOf(stateOn(gm, table)!, aliceGang).find((f) => !f.fighter.groupActivation)!.fighter;
    // The measure places the fighters on the scene's kept battlefield (issue 37): the walls and terrain of a full
    // build, built once; a token moved is followed in place, not rebuilt.
    battlefieldCache.invalidate(table.sceneId);
    const builds = battlefieldCache.builds;
    const combat = combatOf(gm, table) as never;
    const field = gm.run(() => gangBattlefield(combat, stateOn(gm, table)!))!;
    const full = gm.run(() => battlefieldOfScene(readScene(combatOf(gm, table).scene as never), 1)).battlefield!;
    expect([field.battlefield.walls, field.battlefield.features]).toEqual([full.walls, full.features]);
    // On the arena's open north strip, as the panel's Move measures it: from (4", 1.5").
    await gm.run(() => tokenOf(table, gm, mover.id).update(cornerAt(table, gm, mover.id, 4, 1.5)));
    await world.settle();
    const followed = gm.run(() => gangBattlefield(combat, stateOn(gm, table)!))!;
    expect(figureById(followed.battlefield, mover.id)?.centre).toEqual({ x: 4, y: 1.5 });
    expect(battlefieldCache.builds - builds, "builds of the scene's battlefield").toBe(1);
    await click(table, alice, `[data-fpb-gang="activate"][data-fighter="${mover.id}"]`);
    await click(table, alice, '[data-fpb-gang="action"][data-action="move"]');
    expect(flagsOn(gm, table)?.moveFrom).toMatchObject({ x: 4, y: 1.5 });
    const start = tokenOf(table, gm, mover.id).x;
    // A waypoint within the Move, then on to Movement + 2" east: too far in the end.
    const token = tokenOf(table, alice, mover.id);
    const waypoint = cornerAt(table, alice, mover.id, 4 + mover.profile.movement / 2, 1.5);
    // Measured on Alice's kept battlefield: her drag reads the tokens, not every wall of the scene again (issue 37).
    alice.run(() => gangBattlefield(combatOf(alice, table) as never, stateOn(alice, table)!));
    const wallReads = vi.spyOn(alice.game.scenes.get(table.sceneId)!.walls, "contents", "get");
    await alice.canvas!.drag(token, [waypoint, cornerAt(table, alice, mover.id, 4 + mover.profile.movement + 2, 1.5)]);
    await world.settle();
    expect(wallReads, "the scene's walls read during the drag").not.toHaveBeenCalled();
    wallReads.mockRestore();
    expect(alice.notifications.at(-1)?.message).toMatch(/Move reaches \d+''/);
    for (const client of clients(table)) expect(tokenOf(table, client, mover.id).x, client.user.name).toBe(start);
    expect(token.movement?.state ?? "completed").toBe("completed");
    // Through the waypoint to within the Move: both steps made, nothing refused.
    await alice.canvas!.drag(token, [
      waypoint,
      cornerAt(table, alice, mover.id, 4 + mover.profile.movement - 0.5, 1.5),
    ]);
    await world.settle();
    expect(tokenOf(table, table.bob, mover.id).x).toBe(
      cornerAt(table, gm, mover.id, 4 + mover.profile.movement - 0.5, 1.5).x,
    );
    expect(token.movement).toMatchObject({ state: "completed" });
    expect(alice.notifications.filter((n) => n.type !== "info")).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });
});
