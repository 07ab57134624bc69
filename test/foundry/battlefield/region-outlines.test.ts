import { describe, expect, it } from "vitest";
import { readRegionOutlines } from "../../../src/foundry/table/battlefield/read-outlines";
import { readScene } from "../../../src/foundry/table/battlefield/read-scene";
import { battlefieldOfScene } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import type { RegionData, SceneData } from "../../../src/foundry/table/battlefield/scene-data";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/table/battlefield/terrain-type";
import { createWorld } from "../../double";
import type { Scene as DoubleScene } from "../../double/documents";
import { sceneDataOf } from "./scene-fixture";

/*
 * A region's outline read from the region itself: core's `RegionDocument#polygonTree` (v13 and v14; types:
 * client/documents/region.d.mts `polygonTree`, client/data/region-shapes/polygon-tree.d.mts) already covers every
 * shape type, anchors, grid-based sizes and the union of overlapping shapes. The trees here are written by hand in
 * the shape core documents: a root hole without a polygon, outer outlines below it, their holes below them.
 */

interface Node {
  readonly isHole: boolean;
  readonly points: number[] | null;
  readonly children: Node[];
}
const node = (isHole: boolean, points: number[] | null, children: Node[] = []): Node => ({ isHole, points, children });
const square = (x: number, y: number, size: number) => [x, y, x + size, y, x + size, y + size, x, y + size];

const terrain = {
  id: "t",
  name: "",
  type: TERRAIN_BEHAVIOR_TYPE,
  disabled: false,
  system: { kind: "area", height: 2 },
};
const sceneWith = (region: RegionData): SceneData => ({ ...sceneDataOf({ width: 36, height: 36 }), regions: [region] });

describe("region outlines from core's polygon tree", () => {
  it("reads one outline per outer polygon with its holes; islands inside a hole are inside the outer outline already", () => {
    const tree = node(true, null, [
      node(false, square(0, 0, 1000), [node(true, square(200, 200, 400), [node(false, square(300, 300, 100))])]),
      node(false, square(2000, 0, 100)),
    ]);
    expect(readRegionOutlines({ polygonTree: tree })).toEqual([
      { points: square(0, 0, 1000), holes: [square(200, 200, 400)] },
      { points: square(2000, 0, 100), holes: [] },
    ]);
  });

  it("no outline where the document carries none or cannot compute it here (the mapper reads the shapes then)", () => {
    expect(readRegionOutlines({})).toBeNull();
    expect(readRegionOutlines({ polygonTree: null })).toBeNull();
    const throwing = Object.defineProperty({}, "polygonTree", {
      get: () => {
        throw new Error("no grid");
      },
    });
    expect(readRegionOutlines(throwing)).toBeNull();
  });

  it("the mapper prefers core's outline to its own reading of the shapes (an anchored, turned rectangle)", () => {
    // Core computed the v14 rectangle's true outline; the shape data alone is read another way by v13 math.
    const shapes = [
      { type: "rectangle", x: 1000, y: 1000, width: 400, height: 200, anchorX: 0.5, anchorY: 0.5, rotation: 90 },
    ];
    const outlines = [{ points: [900, 800, 1100, 800, 1100, 1200, 900, 1200], holes: [] }];
    const field = battlefieldOfScene(sceneWith({ id: "r", name: "Crates", shapes, behaviors: [terrain], outlines }), 1)
      .battlefield!;
    expect(field.features.map((f) => f.polygon)).toEqual([
      [
        { x: 9, y: 8 },
        { x: 11, y: 8 },
        { x: 11, y: 12 },
        { x: 9, y: 12 },
      ],
    ]);
  });

  it("overlapping shapes joined by core are one feature; a hole is named in a warning and the outer outline kept", () => {
    const shapes = [
      { type: "rectangle", x: 0, y: 0, width: 300, height: 300 },
      { type: "rectangle", x: 200, y: 0, width: 300, height: 300 },
    ];
    const outlines = [{ points: [0, 0, 500, 0, 500, 300, 0, 300], holes: [[100, 100, 150, 100, 150, 150]] }];
    const result = battlefieldOfScene(sceneWith({ id: "r", name: "Ruin", shapes, behaviors: [terrain], outlines }), 1);
    expect(result.battlefield!.features.map((f) => [f.id, f.box.maxX])).toEqual([["r.t", 5]]);
    expect(result.warnings.join()).toMatch(
      /Region Ruin \(r\): outline #1 has 1 hole\(s\), which terrain features do not have/,
    );
  });

  it("readScene copies a live region's computed outline, and none where the region cannot compute one", async () => {
    const world = await createWorld();
    const gm = world.connect("Gamemaster");
    const created = await gm.create<DoubleScene>("Scene", {
      name: "Outpost",
      regions: [
        {
          name: "Woods",
          shapes: [{ type: "rectangle", hole: false, x: 100, y: 100, width: 200, height: 200, rotation: 0 }],
          behaviors: [],
        },
        // Overlapping shapes, which core joins with Clipper: the double computes no tree for them (its getter throws).
        {
          name: "Ruin",
          shapes: [
            { type: "rectangle", x: 1000, y: 0, width: 300, height: 300 },
            { type: "rectangle", x: 1200, y: 0, width: 300, height: 300 },
          ],
          behaviors: [],
        },
      ],
    });
    await world.settle();
    const scene = gm.game.scenes.get(created.id)!;
    const [woods, ruin] = gm.run(() => readScene(scene as unknown as Parameters<typeof readScene>[0])).regions;
    // The region's own polygon tree (the double's, on either generation: test/double/region-geometry.ts).
    expect(woods!.outlines).toEqual([{ points: square(100, 100, 200), holes: [] }]);
    expect(ruin!.outlines).toBeUndefined();
    expect(ruin!.shapes).toHaveLength(2);
    expect(world.errors).toEqual([]);
  });
});
