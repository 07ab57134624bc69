// Bracket Busters' geometry on the scene (issue 37): a movement's reach and the measure of a move place the fighters
// on the scene's kept battlefield snapshot (walls, doors, terrain and their index), which follows token moves in
// place; a hovered action or a dragged token never rebuilds every wall and region of the scene.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, figureById } from "../../../src/rules";
import { proposedGangs, setUpGangBattleWith } from "../../../src/foundry/bracket-busters/gang-setup";
import { gangBattlefield } from "../../../src/foundry/bracket-busters/gang-battlefield";
import { battlefieldCache } from "../../../src/foundry/table/battlefield/battlefield-store";
import { readScene } from "../../../src/foundry/table/battlefield/read-scene";
import { battlefieldOfScene } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import { combatOf, cornerAt, stateOn, tokenOf, tourneyTable } from "./gang-table";

describe("gangBattlefield", () => {
  it("builds the scene's battlefield once, then places the fighters on it; a token moved is followed, not rebuilt", async () => {
    const table = await tourneyTable();
    const { gm, world } = table;
    const combat = combatOf(gm, table);
    const proposed = gm.run(() => proposedGangs(combat as never));
    await gm.run(() =>
      setUpGangBattleWith(combat as never, [
        { ...proposed[0]!, playerId: table.alice.userId },
        { ...proposed[1]!, playerId: table.bob.userId },
      ]),
    );
    await world.settle();
    const state = stateOn(gm, table)!;
    const fighter = state.fighters.find((f) => BB.onBattlefield(f))!.fighter;
    battlefieldCache.invalidate(table.sceneId);
    const builds = battlefieldCache.builds;
    const first = gm.run(() => gangBattlefield(combat as never, state))!;
    const again = gm.run(() => gangBattlefield(combat as never, state))!;
    expect(battlefieldCache.builds - builds, "builds of the scene's battlefield").toBe(1);
    const full = gm.run(() => battlefieldOfScene(readScene(combat.scene as never), 1)).battlefield!;
    expect(first.battlefield.walls).toEqual(full.walls);
    expect(first.battlefield.features).toEqual(full.features);
    expect(again.battlefield.figures).toEqual(first.battlefield.figures);

    await gm.run(() => tokenOf(table, gm, fighter.id).update(cornerAt(table, gm, fighter.id, 4, 1.5)));
    await world.settle();
    const moved = gm.run(() => gangBattlefield(combat as never, state))!;
    expect(battlefieldCache.builds - builds, "builds after a token moved").toBe(1);
    expect(figureById(moved.battlefield, fighter.id)?.centre).toEqual({ x: 4, y: 1.5 });
    expect(world.errors).toEqual([]);
  });
});
