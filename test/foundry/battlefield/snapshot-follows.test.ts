// Issue 37, "a snapshot that follows the table": a token moved, added or removed and a door opened or closed update
// the scene's battlefield in place; the walls' and regions' index, the costly part of a build, is kept.
import { describe, expect, it } from "vitest";
import { battlefieldCache, sceneBattlefield } from "../../../src/foundry/table/battlefield/battlefield-store";
import { readScene } from "../../../src/foundry/table/battlefield/read-scene";
import { battlefieldOfScene, type SceneBattlefield } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/table/battlefield/terrain-type";
import type { Box } from "../../../src/rules/core/battlefield/geometry";
import { createWorld, type Client } from "../../double";
import type { Scene, TokenDocument, WallDocument } from "../../double/documents";
import { MODULE_ID } from "../../../src/views/common/module-id";

const terrain = (kind: string) => ({ type: TERRAIN_BEHAVIOR_TYPE, system: { kind, height: 1 } });
const side = (s: "crew" | "enemy") => ({ [MODULE_ID]: { side: s } });

/** A 2400 x 2400 px scene (24" at 100 px), padding 0: walls, a door, two terrain regions and three figures. */
const table = {
  name: "Follows",
  width: 2400,
  height: 2400,
  padding: 0,
  walls: [
    { c: [1200, 0, 1200, 1000] },
    { c: [1200, 1000, 1200, 1400], door: 1, ds: 0 },
    { c: [1200, 1400, 1200, 2400] },
    { c: [300, 2000, 900, 2000] },
  ],
  regions: [
    {
      name: "Crates",
      shapes: [{ type: "rectangle", x: 1500, y: 1500, width: 200, height: 200 }],
      behaviors: [terrain("individual")],
    },
    {
      name: "Wood",
      shapes: [{ type: "rectangle", x: 400, y: 400, width: 400, height: 300 }],
      behaviors: [terrain("area")],
    },
  ],
  tokens: [
    { name: "Kara", x: 350, y: 1150, flags: side("crew") },
    { name: "Raider", x: 1950, y: 1150, flags: side("enemy") },
    { name: "Sniper", x: 1550, y: 350, flags: side("enemy") },
  ],
};

/** Everything of a snapshot but its index's functions, which a fresh build makes anew. */
const plain = (built: SceneBattlefield) => ({
  ...built,
  battlefield: built.battlefield && { ...built.battlefield, index: built.battlefield.index.strategy },
});

/** What the index answers over the table and along some lines, each list sorted. */
function answers(built: SceneBattlefield) {
  const { index } = built.battlefield!;
  const boxes: Box[] = [
    { minX: 0, minY: 0, maxX: 24, maxY: 24 },
    { minX: 2, minY: 10, maxX: 6, maxY: 14 },
    { minX: 15, minY: 2, maxX: 20, maxY: 12 },
  ];
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
  return boxes.flatMap((box) => [
    sorted(index.wallsIn(box)),
    sorted(index.featuresIn(box)),
    sorted(index.figuresIn(box)),
    sorted(index.figuresAlong({ x: box.minX, y: box.minY }, { x: box.maxX, y: box.maxY }, 0.5)),
    sorted(index.wallsAlong({ x: box.minX, y: box.minY }, { x: box.maxX, y: box.maxY }, 0.5)),
  ]);
}

async function followingWorld() {
  const world = await createWorld();
  const gm: Client = world.connect("Gamemaster");
  const scene = await gm.create<Scene>("Scene", table);
  await world.settle();
  battlefieldCache.clear();
  const query = () => gm.run(() => sceneBattlefield(scene as unknown as Scene.Implementation))!;
  const fresh = () => gm.run(() => battlefieldOfScene(readScene(scene as unknown as Scene.Implementation), 1));
  /** The snapshot after a change equals a fresh build of the scene, and cost no build. */
  const expectFollowed = async (change: () => Promise<unknown>) => {
    const builds = battlefieldCache.builds,
      updates = battlefieldCache.updates;
    await gm.run(change);
    await world.settle();
    const followed = query();
    const built = fresh();
    expect(plain(followed)).toEqual(plain(built));
    expect(answers(followed)).toEqual(answers(built));
    expect(battlefieldCache.builds).toBe(builds);
    expect(battlefieldCache.updates).toBe(updates + 1);
    return followed;
  };
  return { world, gm, scene, query, fresh, expectFollowed };
}

describe("the scene's battlefield follows the table (issue 37)", () => {
  it("a token moved, turned, added or removed updates the snapshot in place: the same as a fresh build, no build", async () => {
    const { scene, query, expectFollowed } = await followingWorld();
    const first = query();
    expect(first.battlefield!.figures).toHaveLength(3);
    const raider = scene.tokens.contents.find((t: TokenDocument) => t.name === "Raider")!;
    const moved = await expectFollowed(() => raider.update({ x: 1650, y: 1950, rotation: 90 }));
    expect(moved.battlefield!.walls).toBe(first.battlefield!.walls);
    expect(moved.battlefield!.features).toBe(first.battlefield!.features);
    const added = await expectFollowed(() =>
      scene.createEmbeddedDocuments("Token", [{ name: "Guard", x: 2050, y: 550, flags: side("enemy") }]),
    );
    expect(added.battlefield!.figures).toHaveLength(4);
    const removed = await expectFollowed(() => raider.delete());
    expect(removed.battlefield!.figures.map((f) => removed.names.get(f.id))).toEqual(["Kara", "Sniper", "Guard"]);
  });

  it("a token moved off the table is left out with a warning: that snapshot is built anew, as a fresh build says", async () => {
    const { world, gm, scene, query, fresh } = await followingWorld();
    query();
    const builds = battlefieldCache.builds;
    const kara = scene.tokens.contents.find((t: TokenDocument) => t.name === "Kara")!;
    await gm.run(() => kara.update({ x: 2600 }));
    await world.settle();
    const off = query();
    expect(plain(off)).toEqual(plain(fresh()));
    expect(off.warnings.some((w) => w.includes("outside"))).toBe(true);
    expect(battlefieldCache.builds).toBe(builds + 1);
  });

  it("a burst of moves is followed once, at the next query", async () => {
    const { world, gm, scene, query, fresh } = await followingWorld();
    query();
    const builds = battlefieldCache.builds,
      updates = battlefieldCache.updates;
    for (const [k, token] of scene.tokens.contents.entries())
      await gm.run(() => (token as TokenDocument).update({ x: 150 + 100 * k, y: 2250 }));
    await world.settle();
    expect(plain(query())).toEqual(plain(fresh()));
    expect([battlefieldCache.builds - builds, battlefieldCache.updates - updates]).toEqual([0, 1]);
  });

  it("a door opened, locked and closed updates the snapshot in place; any other change to a wall rebuilds it", async () => {
    const { world, gm, scene, query, fresh, expectFollowed } = await followingWorld();
    const first = query();
    const door = scene.walls.contents.find((w: WallDocument) => w.door === 1)!;
    const doorOf = (built: SceneBattlefield) => built.battlefield!.walls.find((w) => w.id === door.id)!.door;
    expect(doorOf(first)).toBe("closed");
    const opened = await expectFollowed(() => door.update({ ds: 1 }));
    expect(doorOf(opened)).toBe("open");
    expect(opened.battlefield!.index.wallsIn).toBe(first.battlefield!.index.wallsIn);
    expect(doorOf(await expectFollowed(() => door.update({ ds: 2 })))).toBe("locked");
    expect(doorOf(await expectFollowed(() => door.update({ ds: 0 })))).toBe("closed");
    const locked = await expectFollowed(async () => {
      await door.update({ ds: 1 });
      await door.update({ ds: 2 });
    });
    expect(doorOf(locked)).toBe("locked");
    const builds = battlefieldCache.builds;
    await gm.run(() => door.update({ c: [1200, 1000, 1200, 1300] }));
    await world.settle();
    expect(plain(query())).toEqual(plain(fresh()));
    expect(battlefieldCache.builds).toBe(builds + 1);
  });
});
