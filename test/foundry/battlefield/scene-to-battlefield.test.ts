import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield, type Battlefield, type RawBattlefield } from "../../../src/rules";
import {
  battlefieldOfScene,
  facingOfRotation,
  rotationOfFacing,
  wallToRaw,
  sceneScale,
} from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import type { SceneData, WallData } from "../../../src/foundry/table/battlefield/scene-data";
import { TERRAIN_BEHAVIOR_TYPE } from "../../../src/foundry/table/battlefield/terrain-type";
import { DEFAULT_LAYOUT, sceneDataOf, type Layout } from "./scene-fixture";

const demo = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../../data/demo-battlefield.json"), "utf8"),
) as RawBattlefield;

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
/** What the rules read of a battlefield, rounded so that scale and translation rounding do not show. */
function shapeOf(battlefield: Battlefield) {
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  const p = ({ x, y }: { x: number; y: number }) => ({ x: r(x), y: r(y) });
  return {
    size: [r(battlefield.width), r(battlefield.height)],
    walls: battlefield.walls.map((w) => ({
      id: w.id,
      a: p(w.a),
      b: p(w.b),
      kind: w.kind,
      door: w.door,
      height: w.height,
    })),
    features: battlefield.features.map((f) => ({
      name: f.name,
      kind: f.kind,
      height: f.height,
      polygon: f.polygon.map(p),
    })),
    figures: battlefield.figures.map((f) => ({
      ...f,
      centre: p(f.centre),
      radius: r(f.radius),
      elevation: r(f.elevation),
      facing: r(f.facing),
    })),
  };
}
const built = (scene: SceneData, unitsPerInch = 1): Battlefield => {
  const result = battlefieldOfScene(scene, unitsPerInch);
  if (!result.battlefield) throw new Error(result.warnings.join("; "));
  return result.battlefield;
};

describe("reading the scene: walls, terrain regions and tokens in tabletop inches (docs/rulings.md, ruling 5)", () => {
  it("gives the demo battlefield back from its scene, with no warnings", () => {
    const result = battlefieldOfScene(sceneDataOf(demo), 1);
    expect(result.warnings).toEqual([]);
    expect(shapeOf(result.battlefield!)).toEqual(shapeOf(buildBattlefield(demo).battlefield));
  });

  it("ruling 5: one scene unit is one inch by default; the world setting changes how many units make an inch", () => {
    // A 5-unit grid of 50 px, at 5 units per inch: 50 px per inch.
    const layout: Layout = { originX: 0, originY: 0, size: 50, distance: 5, unitsPerInch: 5 };
    const scene = sceneDataOf(demo, layout);
    expect(sceneScale(scene, 5)?.pixelsPerInch).toBe(50);
    expect(shapeOf(built(scene, 5))).toEqual(shapeOf(buildBattlefield(demo).battlefield));
    // Read at 1 unit per inch instead, the same scene is five times as large.
    expect(built(scene, 1).width).toBeCloseTo(36 * 5);
  });

  it("the table starts at the scene rectangle, not the padding; the grid's type does not matter", () => {
    const padded = built(sceneDataOf(demo, { ...DEFAULT_LAYOUT, originX: 900, originY: 450 }));
    expect(shapeOf(padded)).toEqual(shapeOf(buildBattlefield(demo).battlefield));
  });

  it("property: moving the whole scene on the canvas gives the same battlefield", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.constantFrom(50, 100, 140),
        (originX, originY, size) => {
          const moved = built(sceneDataOf(demo, { originX, originY, size, distance: 1, unitsPerInch: 1 }));
          expect(shapeOf(moved)).toEqual(shapeOf(buildBattlefield(demo).battlefield));
        },
      ),
      { numRuns: 25 },
    );
  });

  it("Arc of Fire: a token's rotation becomes the rules' facing (0° along +x, 90° along +y)", () => {
    // Foundry's token at rotation 0 looks down the screen (+y); turning it clockwise by 90° makes it look left (-x).
    expect(facingOfRotation(0)).toBe(90);
    expect(facingOfRotation(90)).toBe(180);
    expect(facingOfRotation(180)).toBe(270);
    expect(facingOfRotation(270)).toBe(0);
    expect(facingOfRotation(-90)).toBe(0);
    for (const facing of [0, 45, 90, 180, 270, 359]) expect(facingOfRotation(rotationOfFacing(facing))).toBe(facing);
  });

  it("tokens: centre, footprint, elevation in inches; the side from the actor type, the id its actor's UUID", () => {
    const scene = sceneDataOf({
      width: 36,
      height: 36,
      figures: [{ id: "Actor.kara", side: "crew", centre: { x: 10, y: 12 }, radius: 1, elevation: 3, facing: 45 }],
    });
    expect(built(scene).figures).toEqual([
      { id: "Actor.kara", side: "crew", centre: { x: 10, y: 12 }, radius: 1, elevation: 3, facing: 45, height: 1 },
    ]);
  });

  it("a token without one of this module's actors is a figure only when flagged with a side (the demo scene's tokens)", () => {
    const base = sceneDataOf({ width: 36, height: 36, figures: [{ id: "x", side: "crew", centre: { x: 5, y: 5 } }] });
    const token = base.tokens[0]!;
    const scenery = { ...base, tokens: [{ ...token, actor: { uuid: "Actor.npc", type: "npc" } }] };
    expect(built(scenery).figures).toEqual([]);
    const flagged = {
      ...base,
      tokens: [{ ...token, actor: null, flags: { "five-parsecs-battle": { side: "enemy" } } }],
    };
    expect(built(flagged).figures).toMatchObject([{ id: token.uuid, side: "enemy" }]);
  });
});

describe("walls: Lines of Sight and the Movement Action's doors and windows", () => {
  const scale = { pixelsPerInch: 100, unitsPerInch: 1, origin: { x: 0, y: 0 } };
  const wall = (more: Partial<WallData>): WallData => ({
    id: "w",
    c: [0, 0, 100, 0],
    move: 20,
    sight: 20,
    door: 0,
    ds: 0,
    ...more,
  });

  it("a wall that restricts sight blocks sight (and movement); one that restricts only movement is a movement wall", () => {
    expect(wallToRaw(wall({}), scale)).toMatchObject({ kind: "sight", a: { x: 0, y: 0 }, b: { x: 1, y: 0 } });
    expect(wallToRaw(wall({ sight: 10 }), scale)?.kind).toBe("sight");
    expect(wallToRaw(wall({ sight: 0 }), scale)?.kind).toBe("movement");
    // Light or sound only: not a battlefield wall.
    expect(wallToRaw(wall({ sight: 0, move: 0 }), scale)).toBeNull();
  });

  it("doors (and secret doors) are doors, open, closed or locked from their state", () => {
    expect(wallToRaw(wall({ door: 1, ds: 0 }), scale)).toMatchObject({ kind: "door", door: "closed" });
    expect(wallToRaw(wall({ door: 1, ds: 1 }), scale)).toMatchObject({ kind: "door", door: "open" });
    expect(wallToRaw(wall({ door: 2, ds: 2 }), scale)).toMatchObject({ kind: "door", door: "locked" });
  });

  it("a window is a wall flagged five-parsecs-battle.window; a height flag gives the wall's top in inches", () => {
    const flags = { "five-parsecs-battle": { window: true, height: 3 } };
    expect(wallToRaw(wall({ sight: 0, flags }), scale)).toMatchObject({ kind: "window", height: 3 });
    expect(wallToRaw(wall({ flags: { "five-parsecs-battle": { height: 4 } } }), scale)).toMatchObject({
      kind: "sight",
      height: 4,
    });
  });
});

describe("terrain features from regions with the terrain behaviour", () => {
  const regionScene = (region: SceneData["regions"][number]): SceneData => ({
    ...sceneDataOf({ width: 36, height: 36 }),
    regions: [region],
  });
  const terrain = (kind: string, height?: number, more: object = {}) => ({
    id: `b-${kind}`,
    name: "",
    type: TERRAIN_BEHAVIOR_TYPE,
    disabled: false,
    system: { kind, height },
    ...more,
  });

  it("a difficult wood is one region with an area and a difficult behaviour: two features with one outline", () => {
    const field = built(
      regionScene({
        id: "wood",
        name: "Wood",
        shapes: [{ type: "rectangle", x: 100, y: 200, width: 400, height: 300, rotation: 0, hole: false }],
        behaviors: [
          terrain("area", 3),
          terrain("difficult", 0, { name: "Undergrowth" }),
          terrain("linear", 1, { disabled: true }),
          { id: "x", type: "adjustDarknessLevel", system: {} },
        ],
      }),
    );
    expect(field.features.map((f) => [f.name, f.kind, f.height])).toEqual([
      ["Wood", "area", 3],
      ["Undergrowth", "difficult", 0],
    ]);
    expect(field.features[0]!.polygon).toEqual([
      { x: 1, y: 2 },
      { x: 5, y: 2 },
      { x: 5, y: 5 },
      { x: 1, y: 5 },
    ]);
  });

  it("circles, ellipses and turned rectangles become polygons on the same outline", () => {
    const field = built(
      regionScene({
        id: "r",
        name: "Rocks",
        shapes: [
          { type: "circle", x: 1000, y: 1000, radius: 100, hole: false },
          { type: "ellipse", x: 2000, y: 1000, radiusX: 200, radiusY: 100, rotation: 90, hole: false },
          { type: "rectangle", x: 1000, y: 2000, width: 200, height: 200, rotation: 45, hole: false },
        ],
        behaviors: [terrain("individual", 1)],
      }),
    );
    expect(field.features).toHaveLength(3);
    const [circle, ellipse, square] = field.features;
    expect(circle!.polygon.every((p) => close(Math.hypot(p.x - 10, p.y - 10), 1))).toBe(true);
    // Turned by 90°, the ellipse is 1" wide and 2" tall.
    expect(ellipse!.box.maxX - ellipse!.box.minX).toBeCloseTo(2, 5);
    expect(ellipse!.box.maxY - ellipse!.box.minY).toBeCloseTo(4, 5);
    // A 2" square turned 45° about its centre (11, 21) has its corners on the axes through the centre.
    expect(square!.box.minX).toBeCloseTo(11 - Math.SQRT2, 5);
    expect(square!.box.maxY).toBeCloseTo(21 + Math.SQRT2, 5);
  });
});

describe("broken scenes are read with warnings, never an error", () => {
  it("skips zero-length and NaN walls, self-intersecting regions, holes and tokens off the table", () => {
    const scene = sceneDataOf(demo);
    const broken: SceneData = {
      ...scene,
      walls: [
        ...scene.walls,
        { id: "dot", c: [100, 100, 100, 100], move: 20, sight: 20, door: 0, ds: 0 },
        { id: "nan", c: [Number.NaN, 0, 5, 5], move: 20, sight: 20, door: 0, ds: 0 },
      ],
      regions: [
        ...scene.regions,
        {
          id: "bowtie",
          name: "Bow tie",
          shapes: [
            { type: "polygon", points: [0, 0, 200, 200, 200, 0, 0, 200] },
            { type: "polygon", hole: true, points: [0, 0, 1, 0, 1, 1] },
            { type: "polygon", points: [0, 0, 1] },
          ],
          behaviors: [{ id: "t", type: TERRAIN_BEHAVIOR_TYPE, system: { kind: "area", height: 2 } }],
        },
        {
          id: "odd",
          name: "Odd",
          shapes: [{ type: "cone" }],
          behaviors: [{ id: "t", type: TERRAIN_BEHAVIOR_TYPE, system: { kind: "swamp" } }],
        },
      ],
      tokens: [
        ...scene.tokens,
        {
          ...scene.tokens[0]!,
          id: "off",
          uuid: "off",
          actor: { uuid: "Actor.off", type: "five-parsecs-battle.crew" },
          x: -5000,
        },
      ],
    };
    const result = battlefieldOfScene(broken, 1);
    expect(shapeOf(result.battlefield!)).toEqual(shapeOf(buildBattlefield(demo).battlefield));
    const text = result.warnings.join("\n");
    expect(text).toMatch(/Wall dot: zero length/);
    expect(text).toMatch(/Wall nan: its ends must be finite points/);
    expect(text).toMatch(/crosses itself/);
    expect(text).toMatch(/is a hole/);
    expect(text).toMatch(/odd number of coordinates/);
    expect(text).toMatch(/"cone" shape/);
    expect(text).toMatch(/Actor\.off: at .* outside the 36" x 36" table/);
  });

  it("a scene without a usable grid has no battlefield, and says why", () => {
    const scene = sceneDataOf(demo);
    for (const dimensions of [
      { ...scene.dimensions, size: 0 },
      { ...scene.dimensions, distance: Number.NaN },
    ]) {
      const result = battlefieldOfScene({ ...scene, dimensions }, 1);
      expect(result.battlefield).toBeNull();
      expect(result.warnings.join()).toMatch(/cannot be measured/);
    }
    expect(battlefieldOfScene({ ...scene, dimensions: { ...scene.dimensions, sceneWidth: 0 } }, 1)).toMatchObject({
      battlefield: null,
    });
  });

  it("property: any junk in the documents gives warnings, never an exception", () => {
    const junk = fc.oneof(
      fc.constant(Number.NaN),
      fc.constant(Number.POSITIVE_INFINITY),
      fc.integer({ min: -1e6, max: 1e6 }),
      fc.double({ noNaN: false }),
    );
    fc.assert(
      fc.property(fc.array(junk, { minLength: 4, maxLength: 4 }), junk, junk, junk, (c, x, rotation, width) => {
        const scene = sceneDataOf(demo);
        const broken: SceneData = {
          ...scene,
          walls: [{ id: "junk", c, move: 20, sight: 20, door: 1, ds: Number(x) }],
          regions: [
            {
              id: "junk",
              name: "Junk",
              shapes: [
                { type: "rectangle", x: Number(x), y: 0, width: Number(width), height: 10, rotation: Number(rotation) },
              ],
              behaviors: [{ id: "t", type: TERRAIN_BEHAVIOR_TYPE, system: { kind: "area", height: x } }],
            },
          ],
          tokens: [{ ...scene.tokens[0]!, x: Number(x), rotation: Number(rotation), width: Number(width) }],
        };
        expect(() => battlefieldOfScene(broken, 1)).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });
});
