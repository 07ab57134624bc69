import { describe, expect, it } from "vitest";
import type { Battlefield } from "../../../src/rules";
import { battlefieldOfScene } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import type { RegionData, SceneData, ShapeData } from "../../../src/foundry/table/battlefield/scene-data";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/table/battlefield/terrain-type";
import { sceneDataOf } from "./scene-fixture";

/*
 * Every region shape type of v13 and v14, read by the module itself where the region carries no outline computed by
 * core (plain data, compendium data before a canvas). 100 px per inch; one shape per region.
 */

const terrain = {
  id: "t",
  name: "",
  type: TERRAIN_BEHAVIOR_TYPE,
  disabled: false,
  system: { kind: "area", height: 2 },
};
const region = (shape: ShapeData): RegionData => ({ id: "r", name: "Rocks", shapes: [shape], behaviors: [terrain] });
const sceneWith = (shape: ShapeData): SceneData => ({
  ...sceneDataOf({ width: 36, height: 36 }),
  regions: [region(shape)],
});
const read = (shape: ShapeData) => battlefieldOfScene(sceneWith(shape), 1);
const box = (field: Battlefield) => {
  const r = (n: number) => Math.round(n * 1000) / 1000;
  const { minX, minY, maxX, maxY } = field.features[0]!.box;
  return [r(minX), r(minY), r(maxX), r(maxY)];
};
const boxOf = (shape: ShapeData) => {
  const result = read(shape);
  expect(result.battlefield?.features, result.warnings.join("; ")).toHaveLength(1);
  return box(result.battlefield!);
};

describe("v14 rectangles: an anchor, and a turn about (x, y) (foundryvtt#13298)", () => {
  it("an anchored rectangle turned 90° turns about its anchor, the point (x, y)", () => {
    // 4" x 2" with (x, y) = (10", 10") at its centre; turned 90° it is 2" wide and 4" tall about the same point.
    expect(
      boxOf({ type: "rectangle", x: 1000, y: 1000, width: 400, height: 200, anchorX: 0.5, anchorY: 0.5, rotation: 90 }),
    ).toEqual([9, 8, 11, 12]);
  });

  it("anchor 0: (x, y) is the top-left corner and the pivot", () => {
    expect(
      boxOf({ type: "rectangle", x: 1000, y: 1000, width: 400, height: 200, anchorX: 0, anchorY: 0, rotation: 90 }),
    ).toEqual([8, 10, 10, 14]);
    expect(
      boxOf({ type: "rectangle", x: 1000, y: 1000, width: 400, height: 200, anchorX: 1, anchorY: 1, rotation: 0 }),
    ).toEqual([6, 8, 10, 10]);
  });

  it("a v13 rectangle (no anchor fields) still turns about its centre", () => {
    expect(boxOf({ type: "rectangle", x: 1000, y: 1000, width: 400, height: 200, rotation: 90 })).toEqual([
      11, 9, 13, 13,
    ]);
  });
});

describe("v14's new shape types become terrain with their outline", () => {
  it("cone (round): the sector from its apex along its rotation", () => {
    // A 3" cone, 90° wide, pointing along +x from (10", 10").
    const [minX, minY, maxX, maxY] = boxOf({
      type: "cone",
      x: 1000,
      y: 1000,
      radius: 300,
      angle: 90,
      rotation: 0,
      curvature: "round",
    });
    expect([minX, maxX]).toEqual([10, 13]);
    expect(minY).toBeCloseTo(10 - 3 * Math.SQRT1_2, 2);
    expect(maxY).toBeCloseTo(10 + 3 * Math.SQRT1_2, 2);
  });

  it("line: a band from (x, y) along its rotation", () => {
    expect(boxOf({ type: "line", x: 1000, y: 1000, length: 500, width: 100, rotation: 90 })).toEqual([
      9.5, 10, 10.5, 15,
    ]);
  });

  it("token: the footprint of a token of width x height grid spaces at (x, y)", () => {
    expect(boxOf({ type: "token", x: 1000, y: 1000, width: 2, height: 1, shape: 4 })).toEqual([10, 10, 12, 11]);
    expect(boxOf({ type: "token", x: 1000, y: 1000, width: 2, height: 2, shape: 0 })).toEqual([10, 10, 12, 12]);
  });

  it("emanation: its base grown by the radius", () => {
    expect(
      boxOf({
        type: "emanation",
        radius: 100,
        base: { type: "token", x: 1000, y: 1000, width: 2, height: 1, shape: 4 },
      }),
    ).toEqual([9, 9, 13, 12]);
    expect(boxOf({ type: "emanation", radius: 100, base: { type: "circle", x: 1000, y: 1000, radius: 100 } })).toEqual([
      8, 8, 12, 12,
    ]);
  });

  it("ring: its outer circle, with a warning that the hole is not kept", () => {
    const result = read({ type: "ring", x: 1000, y: 1000, radius: 200, innerWidth: 50, outerWidth: 100 });
    expect(box(result.battlefield!)).toEqual([7, 7, 13, 13]);
    expect(result.warnings.join()).toMatch(/a ring, whose hole terrain features do not have/);
  });

  it("v13's polygon, circle and ellipse are read as before", () => {
    expect(boxOf({ type: "polygon", points: [1000, 1000, 1200, 1000, 1200, 1300] })).toEqual([10, 10, 12, 13]);
    expect(boxOf({ type: "circle", x: 1000, y: 1000, radius: 100 })).toEqual([9, 9, 11, 11]);
    expect(boxOf({ type: "ellipse", x: 1000, y: 1000, radiusX: 200, radiusY: 100, rotation: 0 })).toEqual([
      8, 9, 12, 11,
    ]);
  });

  it("what only core can compute is skipped with a sentence saying why: grid-based sizes, grid shapes, flat cones", () => {
    for (const [shape, why] of [
      [
        { type: "circle", x: 1000, y: 1000, radius: 100, gridBased: true },
        /a grid-based circle, whose outline core computes/,
      ],
      [{ type: "grid", offsets: [{ i: 1, j: 1 }] }, /a "grid" shape, whose grid spaces core joins/],
      [{ type: "cone", x: 1000, y: 1000, radius: 300, angle: 60, curvature: "flat" }, /a cone with a "flat" end/],
      [
        {
          type: "emanation",
          radius: 50,
          base: { type: "polygon", points: [0, 0, 400, 0, 200, 100, 400, 400, 0, 400] },
        },
        /an emanation around a concave polygon/,
      ],
    ] as const) {
      const result = read(shape as ShapeData);
      expect(result.battlefield?.features).toEqual([]);
      expect(result.warnings.join()).toMatch(why);
    }
  });
});
