// The double plays either core generation (issue 39; test/double/generation.ts): each difference between v13 and
// v14 that the module meets, on worlds that name their generation whatever the project's default.
import { describe, expect, it } from "vitest";
import { battlefieldOfScene } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import { readScene } from "../../../src/foundry/table/battlefield/read-scene";
import { sceneBattlefield } from "../../../src/foundry/table/battlefield/battlefield-store";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/table/battlefield/terrain-type";
import { createWorld, type Client, type Generation } from "../../double";
import type { Combat } from "../../double/combat";
import type { ContextMenuEntry } from "../../double/context-menu";
import type { Level, RegionDocument, Scene, TokenDocument, WallDocument } from "../../double/documents";
import { importAdventure } from "../../double/adventure";
import type { PolygonNode } from "../../double/region-geometry";
import { statusEffectList } from "../../double/status-effects";
import { openEncounterMenu, openRowMenu } from "../../double/tracker";
import { connectAll, MODULE_ID, systemActor } from "./worlds";

const bare = (generation: Generation) => createWorld({ withModule: false, generation });
const round = (points: readonly number[] | null) => (points ?? []).map((n) => Math.round(n * 1000) / 1000 + 0);
const operators = () => (foundry.data as unknown as { operators?: { ForcedDeletion: new () => object } }).operators;
const outlinesOf = (tree: PolygonNode) => tree.children.map((node) => round(node.points));

describe("game.release", () => {
  it.each([
    [13, "13.350"],
    [14, "14.369"],
  ] as const)("v%i: every client says its generation and version", async (generation, version) => {
    const world = await bare(generation);
    const { gm, alice } = connectAll(world);
    for (const client of [gm, alice])
      expect(
        client.run(() => (game as unknown as { release: { generation: number; version: string } }).release),
      ).toMatchObject({ generation, version });
  });
});

describe("the combat tracker's menus per generation", () => {
  async function menuWorld(generation: Generation, init?: () => void) {
    const { World } = await import("../../double");
    const world = new World({
      users: [{ name: "Gamemaster", role: "gamemaster" }, { name: "Alice" }],
      modules: [MODULE_ID],
      seed: 7,
      generation,
      init,
    });
    const gm = world.connect("Gamemaster");
    const kit = await systemActor(gm, "Kit");
    const combat = await gm.create<Combat>("Combat", { active: true });
    const [first] = await gm.run(() =>
      combat.createEmbeddedDocuments("Combatant", [{ actorId: kit.id, initiative: 5 }]),
    );
    await world.settle();
    return { world, gm, first: first! };
  }

  it("v14: core's entries are {label, icon, visible, onClick} with COMBATANT.ACTIONS keys; v13's {name, icon, condition, callback}", async () => {
    const seen: Record<number, ContextMenuEntry[]> = {};
    for (const generation of [13, 14] as const) {
      const init = () =>
        void Hooks.on(
          "getCombatTrackerContextOptions" as never,
          ((_app: unknown, entries: ContextMenuEntry[]) => (seen[generation] = [...entries])) as never,
        );
      const { gm, first, world } = await menuWorld(generation, init);
      expect(openRowMenu(gm, first.id).map((entry) => entry.label)).toEqual(
        generation === 14
          ? [
              "COMBATANT.ACTIONS.Update",
              "COMBATANT.ACTIONS.Clear",
              "COMBATANT.ACTIONS.Reroll",
              "COMBATANT.ACTIONS.Remove",
            ]
          : ["COMBAT.CombatantUpdate", "COMBAT.CombatantClear", "COMBAT.CombatantReroll", "COMBAT.CombatantRemove"],
      );
      expect(openEncounterMenu(gm).map((entry) => entry.name)).toContain(
        generation === 14 ? "COMBAT.ACTIONS.ResetInitiative" : "COMBAT.InitiativeReset",
      );
      expect(world.deprecations).toEqual([]);
    }
    expect(Object.keys(seen[14]![0]!).sort()).toEqual(["icon", "label", "onClick", "visible"]);
    expect(Object.keys(seen[13]![0]!).sort()).toEqual(["callback", "condition", "icon", "name"]);
  });

  it("v14: `visible` is asked on opening; a v13-shaped entry still shows and runs, with one deprecation warning", async () => {
    let hide = false;
    let ran = 0;
    const init = () =>
      void Hooks.on(
        "getCombatTrackerContextOptions" as never,
        ((_app: unknown, entries: ContextMenuEntry[]) => {
          const reroll = entries.find((entry) => entry.label === "COMBATANT.ACTIONS.Reroll")!;
          reroll.visible = () => !hide;
          entries.push({
            name: "OLD.Entry",
            icon: "",
            condition: () => true,
            callback: () => {
              ran += 1;
            },
          });
        }) as never,
      );
    const { gm, first, world } = await menuWorld(14, init);
    expect(openRowMenu(gm, first.id).map((entry) => entry.label)).toContain("COMBATANT.ACTIONS.Reroll");
    hide = true;
    const shown = openRowMenu(gm, first.id);
    expect(shown.map((entry) => entry.label)).not.toContain("COMBATANT.ACTIONS.Reroll");
    await shown.find((entry) => entry.label === "OLD.Entry")!.click();
    expect(ran).toBe(1);
    expect(world.deprecations.map((warning) => warning.message)).toEqual([
      expect.stringMatching(/OLD\.Entry.*name, condition, callback are deprecated since v14/),
    ]);
    expect(gm.deprecations).toHaveLength(1);
  });
});

describe("TokenDocument#move per generation", () => {
  it.each([
    [13, { x: 300, y: 100 }],
    [14, { x: 300, y: 300 }],
  ] as const)(
    "v%i: a drag through a checkpoint resolves at %o (v13 after its first step, v14 when done)",
    async (generation, at) => {
      const world = await bare(generation);
      const { gm } = connectAll(world);
      const scene = await gm.create<Scene>("Scene", {
        name: "Table",
        width: 2000,
        height: 2000,
        grid: { size: 100, distance: 1 },
      });
      const [token] = (await gm.run(() =>
        scene.createEmbeddedDocuments("Token", [{ name: "Kit", x: 100, y: 100 }]),
      )) as TokenDocument[];
      await world.settle();
      gm.viewScene(scene);
      await expect(
        gm.canvas!.drag(token!, [
          { x: 300, y: 100 },
          { x: 300, y: 300 },
        ]),
      ).resolves.toBe(true);
      expect({ x: token!.x, y: token!.y }).toEqual(at);
      await world.settle();
      expect({ x: token!.x, y: token!.y }).toEqual({ x: 300, y: 300 });
    },
  );
});

describe("update operators per generation (U2, U3, U4)", () => {
  it("v14: foundry.data.operators, _del and _replace() work in updates; -= and == still work with a deprecation warning", async () => {
    const world = await bare(14);
    const { gm, alice } = connectAll(world);
    const actor = await systemActor(gm, "Kit", [], { flags: { [MODULE_ID]: { a: 1, b: { c: 1, d: 2 }, e: 3 } } });
    const g = globalThis as unknown as { _del: unknown; _replace: (value: unknown) => unknown };
    await gm.run(async () => {
      expect(operators()).toBeDefined();
      expect(g._del).toBeInstanceOf(operators()!.ForcedDeletion);
      await actor.update({ flags: { [MODULE_ID]: { a: g._del, b: g._replace({ z: 9 }) } } });
    });
    expect(gm.deprecations).toEqual([]);
    await world.settle();
    expect(alice.game.actors.get(actor.id)!.flags[MODULE_ID]).toEqual({ b: { z: 9 }, e: 3 });
    await gm.run(() => actor.update({ flags: { [MODULE_ID]: { "-=e": null } } }));
    await world.settle();
    expect(alice.game.actors.get(actor.id)!.flags[MODULE_ID]).toEqual({ b: { z: 9 } });
    expect(world.deprecations.map((warning) => [warning.message, warning.fromModule])).toEqual([
      [expect.stringMatching(/"-=" key flags\.five-parsecs-battle\.-=e is deprecated since v14: use _del/), false],
    ]);
  });

  it("v13: no operators (U4), and -= / == without a warning", async () => {
    const world = await bare(13);
    const { gm } = connectAll(world);
    const actor = await systemActor(gm, "Kit", [], { flags: { [MODULE_ID]: { a: 1, b: { c: 1 } } } });
    await gm.run(async () => {
      expect(operators()).toBeUndefined();
      expect((globalThis as { _del?: unknown })._del).toBeUndefined();
      await actor.update({ flags: { [MODULE_ID]: { "-=a": null, "==b": { z: 1 } } } });
    });
    expect(actor.flags[MODULE_ID]).toEqual({ b: { z: 1 } });
    expect(world.deprecations).toEqual([]);
  });
});

describe("CONFIG.statusEffects per generation", () => {
  it("v13: an array; v14: an object keyed by id whose array methods still work, each with a deprecation warning", async () => {
    for (const generation of [13, 14] as const) {
      const world = await bare(generation);
      const gm = world.connect("Gamemaster");
      const effects: unknown = gm.CONFIG.statusEffects;
      expect(Array.isArray(effects)).toBe(generation === 13);
      expect(statusEffectList(effects).map((status) => status.id)).toEqual(["dead", "unconscious", "prone"]);
      const asArray = effects as { id: string }[];
      expect(gm.run(() => asArray.find((status) => status.id === "prone")?.id)).toBe("prone");
      if (generation === 14) {
        expect((effects as Record<string, { id: string }>)["dead"]?.id).toBe("dead");
        expect(world.deprecations.map((warning) => warning.message)).toEqual([
          expect.stringMatching(/CONFIG\.statusEffects is an object keyed by status id since v14: find/),
        ]);
      } else expect(world.deprecations).toEqual([]);
      // The double's own reads (toggleStatusEffect) warn about nothing.
      const actor = await systemActor(gm, "Kit");
      const before = world.deprecations.length;
      await gm.run(() =>
        (actor as unknown as { toggleStatusEffect(id: string): Promise<unknown> }).toggleStatusEffect("prone"),
      );
      expect(world.deprecations).toHaveLength(before);
    }
  });
});

describe("regions per generation: shapes, anchors and the computed polygon tree", () => {
  const turned = { type: "rectangle", x: 1000, y: 1000, width: 400, height: 200, rotation: 90 };

  it("v13 turns a rectangle about its centre; v14 gives it anchor 0 and turns it about (x, y)", async () => {
    const trees: Record<number, number[][]> = {};
    for (const generation of [13, 14] as const) {
      const world = await bare(generation);
      const gm = world.connect("Gamemaster");
      const scene = await gm.create<Scene>("Scene", { name: "Yard", regions: [{ name: "Crates", shapes: [turned] }] });
      const region = scene.regions.contents[0]!;
      const shape = region._source["shapes"] as Record<string, unknown>[];
      expect(["anchorX" in shape[0]!, shape[0]!["anchorX"]]).toEqual(
        generation === 14 ? [true, 0] : [false, undefined],
      );
      trees[generation] = outlinesOf(region.polygonTree);
      expect(region.polygons.map((polygon) => round(polygon.points))).toEqual(trees[generation]);
    }
    expect(trees[13]).toEqual([[1300, 900, 1300, 1300, 1100, 1300, 1100, 900]]);
    expect(trees[14]).toEqual([[1000, 1000, 1000, 1400, 800, 1400, 800, 1000]]);
  });

  it("v14's shape types are valid on v14 only, and the tree is computed for a cone, a line, a token and a ring", async () => {
    const cone = { type: "cone", x: 1000, y: 1000, radius: 300, angle: 90, rotation: 0, curvature: "round" };
    const v13 = connectAll(await bare(13)).gm;
    await expect(v13.create("Scene", { name: "Yard", regions: [{ name: "Smoke", shapes: [cone] }] })).rejects.toThrow(
      /shapes\.0\.type: "cone" is not a valid region shape type/,
    );
    const gm = connectAll(await bare(14)).gm;
    const scene = await gm.create<Scene>("Scene", {
      name: "Yard",
      regions: [
        { name: "Smoke", shapes: [cone] },
        { name: "Trench", shapes: [{ type: "line", x: 0, y: 0, length: 500, width: 100, rotation: 90 }] },
        { name: "Crate", shapes: [{ type: "token", x: 2000, y: 2000, width: 2, height: 1, shape: 4 }] },
        { name: "Pool", shapes: [{ type: "ring", x: 3000, y: 3000, radius: 200, innerWidth: 50, outerWidth: 100 }] },
        { name: "Grid", shapes: [{ type: "grid", offsets: [{ i: 1, j: 1 }] }] },
      ],
    });
    const [smoke, trench, crate, pool, grid] = scene.regions.contents as RegionDocument[];
    const box = (points: readonly number[]) => {
      const xs = points.filter((_, i) => i % 2 === 0),
        ys = points.filter((_, i) => i % 2 === 1);
      return round([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]);
    };
    expect(box(smoke!.polygonTree.children[0]!.points!)).toEqual(
      round([1000, 1000 - 300 * Math.SQRT1_2, 1300, 1000 + 300 * Math.SQRT1_2]),
    );
    expect(box(trench!.polygonTree.children[0]!.points!)).toEqual([-50, 0, 50, 500]);
    expect(box(crate!.polygonTree.children[0]!.points!)).toEqual([2000, 2000, 2200, 2100]);
    const ring = pool!.polygonTree.children[0]!;
    expect([box(ring.points!), ring.children.map((hole) => [hole.isHole, box(hole.points!)])]).toEqual([
      [2700, 2700, 3300, 3300],
      [[true, [2850, 2850, 3150, 3150]]],
    ]);
    // Core joins grid spaces (and overlapping shapes) with Clipper, which the double does not model: no tree here.
    expect(() => grid!.polygonTree).toThrow(/cannot compute the outline of a "grid" shape/);
  });

  it("v14's Adventure import migrates a v13 rectangle: anchor 0, (x, y) moved, the same ground covered", async () => {
    const adventure = {
      name: "Old map",
      scenes: [
        {
          _id: "oldmap0000000000",
          name: "Old map",
          regions: [{ _id: "crates0000000000", name: "Crates", shapes: [{ ...turned }] }],
        },
      ],
    };
    const ground: Record<number, number[][]> = {};
    for (const generation of [13, 14] as const) {
      const gm = connectAll(await bare(generation)).gm;
      await importAdventure(gm, adventure);
      const region = gm.game.scenes.get("oldmap0000000000")!.regions.contents[0]!;
      const shape = (region._source["shapes"] as Record<string, unknown>[])[0]!;
      if (generation === 14)
        expect([shape["anchorX"], shape["anchorY"], shape["x"], shape["y"]]).toEqual([0, 0, 1300, 900]);
      // The same four corners, whichever corner core lists first.
      ground[generation] = outlinesOf(region.polygonTree).map(
        (points) =>
          [...points.keys()]
            .filter((i) => i % 2 === 0)
            .map((i) => `${points[i]},${points[i + 1]}`)
            .sort() as unknown as number[],
      );
    }
    expect(ground[14]).toEqual(ground[13]);
  });
});

describe("Scene Levels per generation", () => {
  const GROUND = "ground0000000000",
    UPSTAIRS = "upstairs00000000";
  // Unnamed, so the feature takes its region's name.
  const terrain = { type: TERRAIN_BEHAVIOR_TYPE, system: { kind: "area", height: 2 } };
  /** A 2400 x 2400 px scene (24" at 100 px), padding 0: two floors, a wall upstairs, a rotated anchored rectangle and a cone. */
  const twoFloors = (kara: string) => ({
    name: "Two floors",
    width: 2400,
    height: 2400,
    padding: 0,
    levels: [
      { _id: GROUND, name: "Ground", elevation: { bottom: 0, top: 10 } },
      { _id: UPSTAIRS, name: "Upstairs", elevation: { bottom: 10, top: 20 } },
    ],
    walls: [{ c: [1200, 0, 1200, 2400], levels: [UPSTAIRS] }, { c: [100, 2200, 300, 2200] }],
    regions: [
      {
        name: "Crates",
        levels: [UPSTAIRS],
        shapes: [{ type: "rectangle", x: 1500, y: 1500, width: 200, height: 200 }],
        behaviors: [terrain],
      },
      // (x, y) at the anchor, the pivot of the turn (foundryvtt#13298): 4" x 2" about (8", 18"), turned to 2" x 4".
      {
        name: "Container",
        levels: [GROUND],
        shapes: [
          { type: "rectangle", x: 800, y: 1800, width: 400, height: 200, anchorX: 0.5, anchorY: 0.5, rotation: 90 },
        ],
        behaviors: [terrain],
      },
      {
        name: "Smoke",
        shapes: [{ type: "cone", x: 1200, y: 600, radius: 300, angle: 90, rotation: 90, curvature: "round" }],
        behaviors: [terrain],
      },
    ],
    tokens: [
      { name: "Kara", x: 350, y: 1150, level: kara, flags: { [MODULE_ID]: { side: "crew" } } },
      { name: "Raider", x: 1950, y: 1150, level: GROUND, flags: { [MODULE_ID]: { side: "enemy" } } },
      { name: "Sniper", x: 1550, y: 350, level: UPSTAIRS, flags: { [MODULE_ID]: { side: "enemy" } } },
    ],
  });

  it("v14: Scene#levels holds Level documents; token.level, wall.levels and region.levels are read; Level hooks fire", async () => {
    const world = await createWorld({ generation: 14 });
    const { gm, alice } = connectAll(world);
    const scene = await gm.create<Scene>("Scene", twoFloors(GROUND));
    await world.settle();
    const seen = alice.game.scenes.get(scene.id)!;
    expect(seen.levels!.contents.map((level: Level) => [level.id, level.name, level.elevation])).toEqual([
      [GROUND, "Ground", { bottom: 0, top: 10 }],
      [UPSTAIRS, "Upstairs", { bottom: 10, top: 20 }],
    ]);
    expect(seen.tokens.contents.map((token: TokenDocument) => token.level)).toEqual([GROUND, GROUND, UPSTAIRS]);
    expect(seen.walls.contents.map((wall: WallDocument) => [...wall.levels!])).toEqual([[UPSTAIRS], []]);
    expect(seen.regions.contents.map((region: RegionDocument) => [...region.levels!])).toEqual([
      [UPSTAIRS],
      [GROUND],
      [],
    ]);
    const updated: string[] = [];
    alice.Hooks.on("updateLevel", (level: unknown) => void updated.push((level as Level).name));
    await gm.run(() => scene.levels!.get(UPSTAIRS)!.update({ name: "Roof" }));
    await world.settle();
    expect(updated).toEqual(["Roof"]);
  });

  it("v13: no Level documents and no level fields (the schema drops them); the scene reads whole", async () => {
    const world = await createWorld({ generation: 13 });
    const gm = world.connect("Gamemaster");
    // v13 has no cone: the same scene without the smoke.
    const data = twoFloors(GROUND);
    const scene = await gm.create<Scene>("Scene", {
      ...data,
      regions: data.regions.filter((region) => region.name !== "Smoke"),
    });
    expect(scene.levels).toBeUndefined();
    expect([
      "levels" in scene._source,
      scene.tokens.contents.some((token) => "level" in token._source),
      scene.walls.contents[0]!.levels,
    ]).toEqual([false, false, undefined]);
    expect(() => gm.documentClass("Level")).toThrow(/v14 document/);
    const field = battlefieldOfScene(
      gm.run(() => readScene(scene as unknown as Parameters<typeof readScene>[0])),
      1,
    ).battlefield!;
    expect(field.figures).toHaveLength(3);
  });

  it("v14: two levels, a rotated anchored rectangle and a cone give the battlefield of the viewed level", async () => {
    const world = await createWorld({ generation: 14 });
    const gm: Client = world.connect("Gamemaster");
    const scene = await gm.create<Scene>("Scene", twoFloors(GROUND));
    await world.settle();
    const fieldOn = (level: string) => {
      gm.viewScene(scene, { level });
      return gm.run(() => sceneBattlefield(scene as unknown as Scene.Implementation))!.battlefield!;
    };
    const ground = fieldOn(GROUND);
    const names = (list: readonly { name?: string; id: string }[]) => list.map((item) => item.name ?? item.id).sort();
    expect(ground.walls).toHaveLength(1);
    expect(ground.figures).toHaveLength(2);
    expect(names(ground.features)).toEqual(["Container", "Smoke"]);
    const boxOf = (name: string) => {
      const { minX, minY, maxX, maxY } = ground.features.find((f) => f.name === name)!.box;
      return round([minX, minY, maxX, maxY]);
    };
    expect(boxOf("Container")).toEqual([7, 16, 9, 20]);
    const [minX, minY, maxX, maxY] = boxOf("Smoke");
    expect([minY, maxY]).toEqual([6, 9]);
    expect(minX).toBeCloseTo(12 - 3 * Math.SQRT1_2, 2);
    expect(maxX).toBeCloseTo(12 + 3 * Math.SQRT1_2, 2);
    const upstairs = fieldOn(UPSTAIRS);
    expect([upstairs.walls.length, upstairs.figures.length, names(upstairs.features)]).toEqual([
      2,
      1,
      ["Crates", "Smoke"],
    ]);
    expect(world.errors).toEqual([]);
    expect(world.deprecations.filter((warning) => warning.fromModule)).toEqual([]);
  });
});
