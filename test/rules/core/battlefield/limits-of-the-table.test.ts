import fc from "fast-check";
import Flatbush from "flatbush";
import { describe, expect, it } from "vitest";
import { ScriptedDice, type Figure } from "../../../../src/rules";
import {
  buildBattlefield,
  cheapestPath,
  flatbushIndex,
  lineOfSight,
  lineOfSightBetween,
  MAX_DISTANCE_INCHES,
  MAX_SEARCH_POINTS,
  MAX_SPEED_INCHES,
  MAX_TABLE_INCHES,
  MIN_LATTICE_INCHES,
  randomMovement,
  reachOf,
  sweep,
  TABLE_MARGIN_INCHES,
  TableLimitError,
  type Battlefield,
  type Box,
  type FigurePlacement,
  type Point,
} from "../../../../src/rules/five-parsecs/battlefield";
import { canSee } from "../../../../src/rules/core/battlefield/sight-verdict";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";
import { crewAt, enemyAt, scene, wall } from "./scene";

/*
 * "Every cost bounded by the table" (issue #14): the limits of the table, checked once at each public entry, and
 * refused beyond them with the field and the value. Each case here hung, threw from inside, or answered wrongly before;
 * the refusals come before any work, so none of these needs a timed assertion: the old code ran into the test's
 * timeout (or allocated, or moved through a wall) instead.
 */

/** What a refusal says: the entry, the field and the value. */
function refusal(run: () => unknown): TableLimitError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableLimitError);
    return error as TableLimitError;
  }
  throw new Error("expected a TableLimitError, nothing was thrown");
}
async function asyncRefusal(run: () => Promise<unknown>): Promise<TableLimitError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(TableLimitError);
    return error as TableLimitError;
  }
  throw new Error("expected a TableLimitError, nothing was thrown");
}

/** The same battlefield with one figure's placement replaced (as the AI's `withFigureMoved` or a macro would). */
const movedTo = (battlefield: Battlefield, id: string, centre: Point): FigurePlacement => ({
  ...battlefield.figures.find((f) => f.id === id)!,
  centre,
});

describe("the limits as numbers", () => {
  it("are consistent: the largest distance spans the largest table with its margins; the largest Speed is the stored one", () => {
    expect(MAX_DISTANCE_INCHES).toBeGreaterThanOrEqual(
      Math.hypot(MAX_TABLE_INCHES + 2 * TABLE_MARGIN_INCHES, MAX_TABLE_INCHES + 2 * TABLE_MARGIN_INCHES),
    );
    expect(MAX_SPEED_INCHES).toBe(12);
    // The whole of the largest table fits one search at the default lattice (cheapestPath without maxCost).
    expect((2 * MAX_TABLE_INCHES) ** 2).toBeLessThanOrEqual(MAX_SEARCH_POINTS);
    // A Dash at the largest Speed on the finest lattice too, with room to spare.
    expect(((2 * (MAX_SPEED_INCHES + 2 + 1 + MIN_LATTICE_INCHES)) / MIN_LATTICE_INCHES + 1) ** 2).toBeLessThan(
      MAX_SEARCH_POINTS / 4,
    );
  });
});

describe("buildBattlefield: the largest table", () => {
  it("refuses a table larger than MAX_TABLE_INCHES a side, naming the field and the value", () => {
    const error = refusal(() => buildBattlefield({ width: 1e9, height: 36 }));
    expect(error).toMatchObject({ entry: "buildBattlefield", field: "width", value: 1e9 });
    expect(error.message).toBe(
      `buildBattlefield: width must be a number of inches above 0 and at most ${MAX_TABLE_INCHES} (the largest table) (got 1000000000)`,
    );
    expect(refusal(() => buildBattlefield({ width: 36, height: MAX_TABLE_INCHES + 1 }))).toMatchObject({
      field: "height",
      value: MAX_TABLE_INCHES + 1,
    });
  });

  it("builds the largest table itself", () => {
    expect(buildBattlefield({ width: MAX_TABLE_INCHES, height: MAX_TABLE_INCHES }).battlefield.width).toBe(
      MAX_TABLE_INCHES,
    );
  });
});

describe("Line of Sight: positions far off the table are refused, and the cost is bounded by the table", () => {
  const table = scene({ walls: [wall(18, 10, 18, 26)], figures: [crewAt("a", 10, 18), enemyAt("b", 26, 18)] });

  it('refuses figures 1e9" apart (it searched the line in 4" pieces for 11.7 s)', () => {
    const far = movedTo(table, "b", { x: 1e9, y: 18 });
    const a = table.figures[0]!;
    const error = refusal(() => lineOfSightBetween(table, a, far));
    expect(error).toMatchObject({ entry: "lineOfSight", field: 'figure "b".centre', value: { x: 1e9, y: 18 } });
    expect(error.message).toBe(
      `lineOfSight: figure "b".centre must be on the 36" x 36" table or at most ${TABLE_MARGIN_INCHES}" off its edge (got (1000000000, 18))`,
    );
    expect(refusal(() => canSee(table, far, a))).toMatchObject({ entry: "canSee", field: 'figure "b".centre' });
  });

  it("refuses a position that is not a finite point", () => {
    const a = table.figures[0]!;
    for (const centre of [
      { x: Number.NaN, y: 3 },
      { x: 3, y: Number.POSITIVE_INFINITY },
    ]) {
      const error = refusal(() => lineOfSightBetween(table, a, movedTo(table, "b", centre)));
      expect(error.message).toMatch(
        /^lineOfSight: figure "b"\.centre must be a point of finite x and y in inches \(got \((NaN, 3|3, Infinity)\)\)$/,
      );
      expect(refusal(() => canSee(table, a, movedTo(table, "b", centre))).field).toBe('figure "b".centre');
    }
  });

  it("refuses a battlefield whose table is beyond the largest (made by hand, not by buildBattlefield)", () => {
    const huge = { ...table, width: 1e9 };
    expect(refusal(() => lineOfSight(huge, "a", "b"))).toMatchObject({
      entry: "lineOfSight",
      field: "battlefield.width",
      value: 1e9,
    });
    expect(refusal(() => canSee(huge, huge.figures[0]!, huge.figures[1]!))).toMatchObject({
      field: "battlefield.width",
    });
  });

  it("still measures a base overhanging the edge, within the margin", () => {
    const a = table.figures[0]!;
    const overhanging = movedTo(table, "b", { x: -TABLE_MARGIN_INCHES, y: -TABLE_MARGIN_INCHES });
    expect(lineOfSightBetween(table, a, overhanging).visible).toBe(true);
    expect(canSee(table, a, overhanging)).toBe(true);
    expect(lineOfSight(table, "a", "b").visible).toBe(false);
  });
});

describe("the spatial index searches only the part of a line over what it holds", () => {
  /** The search as it was: every 4" piece of the line through the same flatbush tree, each result once, in order. */
  function everyPiece(boxes: readonly Box[], a: Point, b: Point, pad: number): number[] {
    const tree = new Flatbush(boxes.length);
    for (const box of boxes) tree.add(box.minX, box.minY, box.maxX, box.maxY);
    tree.finish();
    const pieces = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 4));
    if (pieces === 1)
      return tree.search(
        Math.min(a.x, b.x) - pad,
        Math.min(a.y, b.y) - pad,
        Math.max(a.x, b.x) + pad,
        Math.max(a.y, b.y) + pad,
      );
    const found: number[] = [];
    const dx = (b.x - a.x) / pieces,
      dy = (b.y - a.y) / pieces;
    for (let k = 0; k < pieces; k++) {
      const x0 = a.x + dx * k,
        y0 = a.y + dy * k,
        x1 = x0 + dx,
        y1 = y0 + dy;
      for (const i of tree.search(
        Math.min(x0, x1) - pad,
        Math.min(y0, y1) - pad,
        Math.max(x0, x1) + pad,
        Math.max(y0, y1) + pad,
      )) {
        if (!found.includes(i)) found.push(i);
      }
    }
    return found;
  }

  it('a line 1e9" long costs what its part over the table costs', () => {
    const boxes: Box[] = [
      { minX: 10, minY: 10, maxX: 12, maxY: 11 },
      { minX: 30, minY: 17, maxX: 31, maxY: 19 },
    ];
    const index = flatbushIndex({ walls: boxes, features: [], figures: [] });
    expect([...index.wallsAlong({ x: -1e9, y: 18 }, { x: 1e9, y: 18 }, 0.5)]).toEqual([1]);
    expect([...index.wallsAlong({ x: 11, y: 10.5 }, { x: 1e9, y: 1e9 }, 0.5)]).toEqual([0]);
    expect([...index.wallsAlong({ x: 1e9, y: -1e9 }, { x: 1e9, y: 1e9 }, 0.5)]).toEqual([]);
  }, 2000);

  it("finds what every piece would find, in the same order (property; lines may run far past the boxes)", () => {
    const inches = (min: number, max: number) => fc.integer({ min: min * 64, max: max * 64 }).map((n) => n / 64);
    const coord = inches(-200, 250);
    const boxArb = fc
      .record({ x: inches(0, 48), y: inches(0, 48), w: inches(0, 5), h: inches(0, 5) })
      .map(({ x, y, w, h }) => ({ minX: x, minY: y, maxX: x + w, maxY: y + h }));
    fc.assert(
      fc.property(
        fc.array(boxArb, { minLength: 1, maxLength: 30 }),
        coord,
        coord,
        coord,
        coord,
        inches(0, 2),
        (boxes, ax, ay, bx, by, pad) => {
          const index = flatbushIndex({ walls: boxes, features: [], figures: [] });
          const a = { x: ax, y: ay },
            b = { x: bx, y: by };
          expect([...index.wallsAlong(a, b, pad)]).toEqual(everyPiece(boxes, a, b, pad));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("cheapestPath: bounded by the table", () => {
  const mover = crewFigure({ id: "m", speed: 4 });

  it('refuses a 1e9" table (it threw RangeError: Invalid typed array length)', () => {
    const huge = { ...scene({ figures: [crewAt("m", 3, 3)] }), width: 1e9, height: 1e9 };
    const error = refusal(() => cheapestPath(huge, mover, { x: 30, y: 30 }));
    expect(error).toMatchObject({ entry: "cheapestPath", field: "battlefield.width", value: 1e9 });
  });

  it("searches the whole of the largest table at the default lattice", () => {
    const big = buildBattlefield({
      width: MAX_TABLE_INCHES,
      height: MAX_TABLE_INCHES,
      figures: [crewAt("m", 3, 3)],
    }).battlefield;
    expect(cheapestPath(big, mover, { x: 9, y: 3 })?.cost).toBeCloseTo(6, 5);
  });

  it("refuses a search of more than MAX_SEARCH_POINTS lattice points before allocating it: pass maxCost or a coarser lattice", () => {
    const big = buildBattlefield({
      width: MAX_TABLE_INCHES,
      height: MAX_TABLE_INCHES,
      figures: [crewAt("m", 3, 3)],
    }).battlefield;
    const error = refusal(() => cheapestPath(big, mover, { x: 9, y: 3 }, { lattice: 0.2 }));
    expect(error).toMatchObject({ entry: "cheapestPath", field: "lattice", value: 0.2 });
    expect(error.message).toMatch(
      /480" x 480" at this lattice is 5,760,000 lattice points, more than 1,048,576 \(MAX_SEARCH_POINTS\); pass maxCost or a coarser lattice/,
    );
    // With a cost limit the same lattice searches only around the figure.
    expect(cheapestPath(big, mover, { x: 9, y: 3 }, { lattice: 0.2, maxCost: 8 })?.cost).toBeCloseTo(6, 5);
  });

  it("refuses a broken lattice, cost limit or destination, naming it", () => {
    const table = scene({ figures: [crewAt("m", 3, 3)] });
    expect(refusal(() => cheapestPath(table, mover, { x: 9, y: 3 }, { lattice: 0 }))).toMatchObject({
      field: "lattice",
      value: 0,
    });
    expect(refusal(() => cheapestPath(table, mover, { x: 9, y: 3 }, { maxCost: Number.NaN })).field).toBe("maxCost");
    expect(refusal(() => cheapestPath(table, mover, { x: 9, y: 3 }, { maxCost: -1 }))).toMatchObject({
      field: "maxCost",
      value: -1,
    });
    expect(refusal(() => cheapestPath(table, mover, { x: 1e9, y: 3 }))).toMatchObject({
      field: "to",
      value: { x: 1e9, y: 3 },
    });
    expect(refusal(() => cheapestPath(table, mover, { x: Number.NaN, y: 3 })).field).toBe("to");
    expect(cheapestPath(table, mover, { x: 9, y: 3 }, { maxCost: Infinity })?.cost).toBeCloseTo(6, 5);
  });
});

describe("reachOf: the smallest lattice and the largest Speed", () => {
  const table = scene({ figures: [crewAt("m", 18, 18)] });
  const mover = crewFigure({ id: "m", speed: 4 });

  it('refuses a lattice of 0.001" (it hung), 0 or below (an empty reach), NaN (it threw) or Infinity, naming the lattice', () => {
    for (const lattice of [0.001, 0, -0.5, Number.NaN, Number.POSITIVE_INFINITY, MIN_LATTICE_INCHES / 2]) {
      const error = refusal(() => reachOf(table, mover, { lattice }));
      expect(error).toMatchObject({ entry: "reachOf", field: "lattice" });
      expect(Object.is(error.value, lattice)).toBe(true);
      expect(error.message).toContain(`at least ${MIN_LATTICE_INCHES} (the finest lattice) (got ${lattice})`);
    }
  });

  it("searches the finest lattice at the largest Speed", () => {
    const fast = crewFigure({ id: "m", speed: MAX_SPEED_INCHES });
    const reach = reachOf(table, fast, { lattice: MIN_LATTICE_INCHES });
    expect(reach.dash).toBe(MAX_SPEED_INCHES + 2);
    expect(reach.points.length).toBeGreaterThan(10_000);
  });

  it("refuses a Speed beyond the largest, negative or not a number", () => {
    for (const speed of [1e9, MAX_SPEED_INCHES + 1, -4, Number.NaN]) {
      const error = refusal(() => reachOf(table, crewFigure({ id: "m", speed })));
      expect(error).toMatchObject({ entry: "reachOf", field: 'figure "m".speed' });
      expect(Object.is(error.value, speed)).toBe(true);
    }
  });
});

describe("randomMovement: the largest Speed, never backwards", () => {
  const figures = (speed: number) =>
    new Map<string, Figure>([
      ["m", crewFigure({ id: "m", speed })],
      ["x", enemyFigure({ id: "x" })],
    ]);
  const table = scene({ walls: [wall(8, 0, 8, 36, { id: "w" })], figures: [crewAt("m", 10, 10)] });

  it('refuses Speed 1e9 (it hung, walking a 1e9" line)', async () => {
    const error = await asyncRefusal(() => randomMovement(table, "m", figures(1e9), new ScriptedDice([]), 0));
    expect(error).toMatchObject({ entry: "randomMovement", field: 'figure "m".speed', value: 1e9 });
    expect(error.message).toBe(
      `randomMovement: figure "m".speed must be a number of inches from 0 to ${MAX_SPEED_INCHES} (the largest Speed) (got 1000000000)`,
    );
  });

  it("refuses a negative Speed (it moved the figure backwards through the wall behind it)", async () => {
    const error = await asyncRefusal(() => randomMovement(table, "m", figures(-4), new ScriptedDice([]), 0));
    expect(error).toMatchObject({ field: 'figure "m".speed', value: -4 });
  });

  it("refuses a direction that is not a number, and rolls nothing first", async () => {
    const dice = new ScriptedDice([]);
    expect(await asyncRefusal(() => randomMovement(table, "m", figures(4), dice, Number.NaN))).toMatchObject({
      field: "direction",
    });
    expect(dice.requests).toEqual([]);
  });

  it("moves at the largest Speed until the table's edge", async () => {
    const move = await randomMovement(table, "m", figures(MAX_SPEED_INCHES), new ScriptedDice([]), 0);
    expect(move.to.x).toBeCloseTo(10 + MAX_SPEED_INCHES, 5);
    const away = await randomMovement(
      scene({ figures: [crewAt("m", 30, 10)] }),
      "m",
      figures(MAX_SPEED_INCHES),
      new ScriptedDice([]),
      0,
    );
    expect(away.contact).toEqual({ kind: "tableEdge", id: null });
    expect(away.to.x).toBeLessThanOrEqual(36);
  });

  it("sweep refuses a distance beyond the largest, negative or not a number", () => {
    const mover = table.figures[0]!;
    for (const inches of [1e9, MAX_DISTANCE_INCHES + 1, -1, Number.NaN]) {
      const error = refusal(() => sweep(table, mover, 0, inches, new Set(["m"])));
      expect(error).toMatchObject({ entry: "sweep", field: "inches" });
    }
    expect(refusal(() => sweep(table, { ...mover, centre: { x: -1e9, y: 10 } }, 0, 4, new Set(["m"])))).toMatchObject({
      field: 'figure "m".centre',
    });
  });
});
