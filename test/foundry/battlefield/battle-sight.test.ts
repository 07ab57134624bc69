import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBattle, FOG_CLOUD_RADIUS, lineOfSight, type BattleState, type RawBattlefield } from "../../../src/rules";
import {
  battleSightOfFlags,
  rawSightOf,
  sightKey,
  UNLIMITED_SIGHT,
} from "../../../src/foundry/table/battlefield/battle-sight";
import { BattlefieldCache } from "../../../src/foundry/table/battlefield/cache";
import { battlefieldOfScene, type SceneBattlefield } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import { MODULE_ID } from "../../../src/views/common/module-id";
import { crewFigure, enemyFigure } from "../../fixtures/figures";
import { sceneDataOf } from "./scene-fixture";

/** A bare 24" x 24" table: a crew figure and an enemy 12" apart, across the centre. */
const table: RawBattlefield = {
  width: 24,
  height: 24,
  figures: [
    { id: "Actor.kara", side: "crew", centre: { x: 6, y: 12 } },
    { id: "Actor.raider", side: "enemy", centre: { x: 18, y: 12 } },
  ],
};
const battle = (effects: Partial<BattleState["effects"]>, patch: Partial<BattleState> = {}): unknown => {
  const state = createBattle({
    crew: [crewFigure({ id: "kara" })],
    enemies: [enemyFigure({ id: "raider" })],
    difficulty: "normal",
    hiredMuscle: false,
  });
  return {
    [MODULE_ID]: { battle: { ...state, effects: { ...state.effects, ...effects }, ...patch }, enemyEdge: "north" },
  };
};
const seen = (built: SceneBattlefield) => lineOfSight(built.battlefield!, "Actor.kara", "Actor.raider").visible;

describe("Battle Events: Visibility change and Fog cloud, fed to line of sight on the scene", () => {
  it("reads the vision range and the fog cloud from the combat's battle flags; no battle, a finished one or bad data is unlimited", () => {
    expect(battleSightOfFlags(battle({ visibility: 9, fogCloud: true }))).toEqual({ visibility: 9, fogCloud: true });
    expect(battleSightOfFlags(battle({}))).toEqual(UNLIMITED_SIGHT);
    expect(battleSightOfFlags(battle({ visibility: 9 }, { phase: "over" }))).toEqual(UNLIMITED_SIGHT);
    expect(battleSightOfFlags({})).toEqual(UNLIMITED_SIGHT);
    expect(battleSightOfFlags(null)).toEqual(UNLIMITED_SIGHT);
    expect(battleSightOfFlags({ [MODULE_ID]: { battle: { effects: { visibility: -3, fogCloud: "yes" } } } })).toEqual(
      UNLIMITED_SIGHT,
    );
  });

  it('Fog cloud: "envelops the centre of the table" and "extends 6" in every direction"', () => {
    expect(rawSightOf({ visibility: null, fogCloud: true }, 36, 24).fog).toEqual([
      { id: "fogCloud", centre: { x: 18, y: 12 }, radius: FOG_CLOUD_RADIUS },
    ]);
    expect(rawSightOf(UNLIMITED_SIGHT, 36, 24)).toEqual({ visibility: null, fog: [] });
  });

  it("Visibility change: figures farther apart than the vision range do not see each other on the scene", () => {
    const scene = sceneDataOf(table);
    expect(seen(battlefieldOfScene(scene, 1))).toBe(true);
    const limited = battlefieldOfScene(scene, 1, battleSightOfFlags(battle({ visibility: 8 })));
    expect(limited.battlefield?.visibility).toBe(8);
    expect(seen(limited)).toBe(false);
    expect(seen(battlefieldOfScene(scene, 1, { visibility: 13, fogCloud: false }))).toBe(true);
  });

  it('Fog cloud: "blocks all visibility past 2"" through the centre of the scene', () => {
    const fogged = battlefieldOfScene(sceneDataOf(table), 1, { visibility: null, fogCloud: true });
    expect(fogged.warnings).toEqual([]);
    expect(seen(fogged)).toBe(false);
  });

  it("the cached snapshot is rebuilt when the battle's visibility or fog changes, and only then", () => {
    const cache = new BattlefieldCache();
    const scene = sceneDataOf(table);
    const get = (sight: typeof UNLIMITED_SIGHT) =>
      cache.get("scene", () => battlefieldOfScene(scene, 1, sight), sightKey(sight));
    expect(seen(get(UNLIMITED_SIGHT))).toBe(true);
    expect(seen(get(UNLIMITED_SIGHT))).toBe(true);
    expect(cache.builds).toBe(1);
    expect(seen(get({ visibility: 8, fogCloud: false }))).toBe(false);
    expect(cache.builds).toBe(2);
    expect(seen(get({ visibility: 8, fogCloud: false }))).toBe(false);
    expect(cache.builds).toBe(2);
  });

  it("property: two sights share a cache key exactly when they are equal", () => {
    const sight = fc.record({
      visibility: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
      fogCloud: fc.boolean(),
    });
    fc.assert(
      fc.property(sight, sight, (a, b) => {
        expect(sightKey(a) === sightKey(b)).toBe(a.visibility === b.visibility && a.fogCloud === b.fogCloud);
      }),
    );
  });
});
