import { describe, expect, it } from "vitest";
import { lineOfSight, type RawBattlefield } from "../../../src/rules";
import { BattlefieldCache, changeReshapes, snapshotKey } from "../../../src/foundry/table/battlefield/cache";
import { sightKey, UNLIMITED_SIGHT } from "../../../src/foundry/table/battlefield/battle-sight";
import { battleLevelName, onBattleLevel } from "../../../src/foundry/table/battlefield/levels";
import { readScene } from "../../../src/foundry/table/battlefield/read-scene";
import { battlefieldOfScene } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import type { RegionData, SceneData } from "../../../src/foundry/table/battlefield/scene-data";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/table/battlefield/terrain-type";
import { createWorld } from "../../double";
import type { Scene as DoubleScene } from "../../double/documents";
import { sceneDataOf } from "./scene-fixture";

/*
 * v14 Scene Levels: the battlefield is the level the battle is fought on. Walls and regions belong to levels (none
 * named: every level; RegionData `levels`), tokens stand on one (TokenData `level`). 24" x 24" table, 100 px per inch.
 */

const GROUND = "ground0000000000",
  UPSTAIRS = "upstairs00000000";
const table: RawBattlefield = {
  width: 24,
  height: 24,
  walls: [
    { id: "upper-wall", kind: "sight", a: { x: 12, y: 0 }, b: { x: 12, y: 24 } },
    { id: "garden-wall", kind: "sight", a: { x: 1, y: 22 }, b: { x: 3, y: 22 } },
  ],
  figures: [
    { id: "Actor.kara", side: "crew", centre: { x: 4, y: 12 } },
    { id: "Actor.raider", side: "enemy", centre: { x: 20, y: 12 } },
    { id: "Actor.sniper", side: "enemy", centre: { x: 16, y: 4 } },
  ],
};
const terrain = (id: string) => ({
  id,
  name: "",
  type: TERRAIN_BEHAVIOR_TYPE,
  disabled: false,
  system: { kind: "area", height: 2 },
});
const regions: RegionData[] = [
  {
    id: "crates",
    name: "Crates",
    levels: [UPSTAIRS],
    shapes: [{ type: "rectangle", x: 1500, y: 1500, width: 200, height: 200 }],
    behaviors: [terrain("t1")],
  },
  // v14: (x, y) at the anchor, the pivot of the turn (foundryvtt#13298).
  {
    id: "container",
    name: "Container",
    levels: [GROUND],
    shapes: [{ type: "rectangle", x: 800, y: 1800, width: 400, height: 200, anchorX: 0.5, anchorY: 0.5, rotation: 90 }],
    behaviors: [terrain("t2")],
  },
  {
    id: "smoke",
    name: "Smoke",
    levels: null,
    shapes: [{ type: "cone", x: 1200, y: 600, radius: 300, angle: 90, rotation: 90, curvature: "round" }],
    behaviors: [terrain("t3")],
  },
];

/** The table as a two-level v14 scene: the upper wall and the Crates upstairs, the sniper upstairs, the rest below. */
function twoLevels(level: string | null): SceneData {
  const flat = sceneDataOf(table);
  return {
    ...flat,
    levels: [
      { id: GROUND, name: "Ground", bottom: 0, top: 10 },
      { id: UPSTAIRS, name: "Upstairs", bottom: 10, top: 20 },
    ],
    ...(level ? { level } : {}),
    walls: flat.walls.map((wall) =>
      wall.id === "upper-wall" ? { ...wall, levels: [UPSTAIRS] } : { ...wall, levels: [] },
    ),
    regions,
    tokens: flat.tokens.map((token) => ({ ...token, level: token.id === "Actor.sniper" ? UPSTAIRS : GROUND })),
  };
}

const built = (scene: SceneData) => {
  const result = battlefieldOfScene(scene, 1);
  if (!result.battlefield) throw new Error(result.warnings.join("; "));
  return result.battlefield;
};
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).sort();

describe("v14 Scene Levels: the battlefield is the battle's level", () => {
  it("on the ground floor, the upstairs wall, crates and sniper are not on the battlefield", () => {
    const field = built(twoLevels(GROUND));
    expect(ids(field.walls)).toEqual(["garden-wall"]);
    expect(ids(field.figures)).toEqual(["Actor.kara", "Actor.raider"]);
    expect(field.features.map((f) => f.name).sort()).toEqual(["Container", "Smoke"]);
    expect(lineOfSight(field, "Actor.kara", "Actor.raider").visible).toBe(true);
  });

  it("upstairs, the upper wall and the crates are there, and only the sniper of the figures", () => {
    const field = built(twoLevels(UPSTAIRS));
    expect(ids(field.walls)).toEqual(["garden-wall", "upper-wall"]);
    expect(ids(field.figures)).toEqual(["Actor.sniper"]);
    expect(field.features.map((f) => f.name).sort()).toEqual(["Crates", "Smoke"]);
  });

  it("a rotated anchored rectangle and a cone give the outlines the rules expect on their level", () => {
    const field = built(twoLevels(GROUND));
    const r = (n: number) => Math.round(n * 1000) / 1000;
    const boxOf = (name: string) => {
      const { minX, minY, maxX, maxY } = field.features.find((f) => f.name === name)!.box;
      return [r(minX), r(minY), r(maxX), r(maxY)];
    };
    // 4" x 2" about its centre (8", 18"), turned 90°: 2" wide, 4" tall.
    expect(boxOf("Container")).toEqual([7, 16, 9, 20]);
    // A 3" quarter-circle cone from (12", 6") pointing down the screen.
    const [minX, minY, maxX, maxY] = boxOf("Smoke");
    expect([minY, maxY]).toEqual([6, 9]);
    expect(minX).toBeCloseTo(12 - 3 * Math.SQRT1_2, 2);
    expect(maxX).toBeCloseTo(12 + 3 * Math.SQRT1_2, 2);
  });

  it("a scene without a battle level (v13, or v14 without levels) is read whole, as before", () => {
    const whole = twoLevels(null);
    expect(onBattleLevel(whole)).toBe(whole);
    const field = built(whole);
    expect(ids(field.figures)).toEqual(["Actor.kara", "Actor.raider", "Actor.sniper"]);
    expect(lineOfSight(field, "Actor.kara", "Actor.raider").visible).toBe(false);
    const plain = built({ ...sceneDataOf(table), regions });
    const seen = (f: typeof field) => ({ walls: f.walls, features: f.features, figures: f.figures });
    expect(seen(plain)).toEqual(seen(field));
    expect(battleLevelName(twoLevels(UPSTAIRS))).toBe("Upstairs");
    expect(battleLevelName(whole)).toBeNull();
  });

  it("the cache rebuilds when the battle's level changes, and a token's level change reshapes the battlefield", () => {
    const cache = new BattlefieldCache();
    const key = sightKey(UNLIMITED_SIGHT);
    const get = (level: string | null) =>
      cache.get("scene", () => battlefieldOfScene(twoLevels(level), 1), snapshotKey(key, level));
    expect(ids(get(GROUND).battlefield!.figures)).toEqual(["Actor.kara", "Actor.raider"]);
    expect(ids(get(GROUND).battlefield!.figures)).toEqual(["Actor.kara", "Actor.raider"]);
    expect(cache.builds).toBe(1);
    expect(ids(get(UPSTAIRS).battlefield!.figures)).toEqual(["Actor.sniper"]);
    expect(cache.builds).toBe(2);
    expect(snapshotKey(key, null)).toBe(key);
    expect(changeReshapes("Token", { _id: "t", level: UPSTAIRS })).toBe(true);
    for (const changes of [undefined, { _id: "l", elevation: { top: 12 } }])
      expect(changeReshapes("Level", changes)).toBe(true);
  });

  it("readScene reads levels through feature checks: the scene's Levels, a wall's set of levels, a token's level", async () => {
    const sceneData = {
      name: "Two floors",
      // The double's default scene: 4000 x 3000 px with its padding of 1000 x 800 px.
      levels: [
        { _id: GROUND, name: "Ground", elevation: { bottom: 0, top: 10 } },
        { _id: UPSTAIRS, name: "Upstairs", elevation: { bottom: 10, top: 20 } },
      ],
      walls: [
        { c: [2200, 800, 2200, 3200], levels: [UPSTAIRS] },
        { c: [1100, 3000, 1300, 3000], levels: [] },
      ],
      tokens: [
        { name: "Kara", x: 1300, y: 1900, level: GROUND, flags: { "five-parsecs-battle": { side: "crew" } } },
        { name: "Sniper", x: 2500, y: 1100, level: UPSTAIRS, flags: { "five-parsecs-battle": { side: "enemy" } } },
      ],
    };
    const sceneOn = async (generation: 13 | 14) => {
      const world = await createWorld({ generation });
      const gm = world.connect("Gamemaster");
      const created = await gm.create<DoubleScene>("Scene", sceneData);
      await world.settle();
      const scene = gm.game.scenes.get(created.id)!;
      return {
        world,
        read: (level?: string) => gm.run(() => readScene(scene as unknown as Parameters<typeof readScene>[0], level)),
      };
    };
    // v13: the same data, its v14 fields dropped by the schema; nothing of levels is read.
    const v13 = await sceneOn(13);
    const flat = v13.read();
    expect(flat).not.toHaveProperty("levels");
    expect(flat.walls.every((wall) => !("levels" in wall)) && flat.tokens.every((token) => !("level" in token))).toBe(
      true,
    );
    expect(v13.world.errors).toEqual([]);

    // v14: the double's Scene#levels (Level documents), WallDocument#levels (a Set), TokenDocument#level.
    const v14 = await sceneOn(14);
    const read = v14.read(GROUND);
    expect(read.levels).toEqual([
      { id: GROUND, name: "Ground", bottom: 0, top: 10 },
      { id: UPSTAIRS, name: "Upstairs", bottom: 10, top: 20 },
    ]);
    expect(read.level).toBe(GROUND);
    expect(read.walls.map((wall) => wall.levels)).toEqual([[UPSTAIRS], []]);
    const field = battlefieldOfScene(read, 1).battlefield!;
    expect(field.walls).toHaveLength(1);
    expect(field.figures.map((figure) => figure.side)).toEqual(["crew"]);
    expect(v14.world.errors).toEqual([]);
  });
});
