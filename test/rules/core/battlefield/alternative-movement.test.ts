// "Alternative Movement Actions" (five-parsecs-battle-rules.md): a teleport that materializes inside a solid object, on
// another character or over Impassable ground, and a Swift character gliding down from a height.
import { describe, expect, it } from "vitest";
import { ScriptedDice, TableLimitError, type Figure } from "../../../../src/rules";
import { glide, MAX_SPATIAL_SHIFTS, teleport } from "../../../../src/rules/five-parsecs/battlefield";
import { crewFigure, enemyFigure } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

const figures = new Map<string, Figure>([
  ["t", crewFigure({ id: "t" })],
  ["x", enemyFigure({ id: "x" })],
  ["s", crewFigure({ id: "s", traits: ["swift"] })],
]);
/** A spatial shift's dice: the D100 direction (1 is east, 26 south) and the 2D6 inches. */
const shift = (direction: number, a: number, b: number) => [
  { results: [direction], faces: 100 as const },
  { results: [a, b], faces: 6 as const },
];
const markerOf = (
  outcome: {
    changes: readonly { kind: string; figureId: string; condition?: { marker: string | null; goner: boolean } }[];
  },
  id: string,
) => outcome.changes.find((c) => c.figureId === id)?.condition;

describe("Alternative Movement Actions: teleporting", () => {
  it("a clear place: the character materializes there, with no dice and no marker", async () => {
    const dice = new ScriptedDice([]);
    const out = await teleport(scene({ figures: [crewAt("t", 5, 5)] }), "t", { x: 20, y: 20 }, figures, dice);
    expect(out).toMatchObject({ end: { x: 20, y: 20 }, shifts: [], casualtyOver: null, settled: true, changes: [] });
    expect(dice.remaining).toBe(0);
  });

  it('inside a solid object: a spatial shift of 2D6" in a random direction, and a Stun marker', async () => {
    const table = scene({ walls: [wall(10, 0, 10, 36, { id: "w" })], figures: [crewAt("t", 5, 5)] });
    const out = await teleport(table, "t", { x: 10, y: 10 }, figures, new ScriptedDice(shift(1, 3, 4)));
    expect(out.shifts).toEqual([
      { why: "insideObject", clashId: "w", from: { x: 10, y: 10 }, direction: 0, inches: 7, to: { x: 17, y: 10 } },
    ]);
    expect(out.end).toEqual({ x: 17, y: 10 });
    expect(markerOf(out, "t")?.marker).toBe("stunned");
    expect(out.steps.map((s) => s.result)).toEqual(["direction", "spatialShift"]);
  });

  it("the new location also inside an object: the shift is repeated and a Shock marker placed", async () => {
    const table = scene({
      walls: [wall(10, 0, 10, 36, { id: "w1" }), wall(17, 0, 17, 36, { id: "w2" })],
      figures: [crewAt("t", 5, 5)],
    });
    const out = await teleport(
      table,
      "t",
      { x: 10, y: 10 },
      figures,
      new ScriptedDice([...shift(1, 3, 4), ...shift(1, 1, 1)]),
    );
    expect(out.shifts.map((s) => [s.clashId, s.to.x])).toEqual([
      ["w1", 17],
      ["w2", 19],
    ]);
    expect(markerOf(out, "t")?.marker).toBe("shocked");
  });

  it("a place another character occupies: the occupant is Stunned instead, and the teleporter shifts", async () => {
    const table = scene({ figures: [crewAt("t", 5, 5), enemyAt("x", 20, 20)] });
    const out = await teleport(table, "t", { x: 20.3, y: 20 }, figures, new ScriptedDice(shift(26, 2, 3)));
    expect(out.shifts).toMatchObject([{ why: "occupied", clashId: "x", inches: 5 }]);
    expect(out.end?.x).toBeCloseTo(20.3);
    expect(out.end?.y).toBeCloseTo(25);
    expect(markerOf(out, "x")?.marker).toBe("stunned");
    expect(markerOf(out, "t")).toBeUndefined();
  });

  it("over an Impassable feature: a casualty, removed from the battlefield", async () => {
    const table = scene({ features: [rect("lava", "impassable", 18, 18, 24, 24)], figures: [crewAt("t", 5, 5)] });
    const out = await teleport(table, "t", { x: 20, y: 20 }, figures, new ScriptedDice([]));
    expect(out).toMatchObject({ end: null, casualtyOver: "lava", shifts: [] });
    expect(markerOf(out, "t")?.goner).toBe(true);
  });

  it("a shift that would carry the base off the table ends at the edge; past the last shift the GM places the figure", async () => {
    const table = scene({ walls: [wall(34, 0, 34, 36, { id: "w" })], figures: [crewAt("t", 5, 5)] });
    const edge = await teleport(table, "t", { x: 34, y: 10 }, figures, new ScriptedDice(shift(1, 6, 6)));
    expect(edge.end).toEqual({ x: 36 - 0.5, y: 10 });
    // Walls every 3/4": no place leaves a 1" base clear of them. (A crate over the whole table would not do: a figure
    // materializing over an individual feature stands on its top.)
    const fence = Array.from({ length: 47 }, (_, k) => wall(0.75 * (k + 1), 0, 0.75 * (k + 1), 36, { id: `w${k}` }));
    const buried = scene({ walls: fence, figures: [crewAt("t", 5, 5)] });
    const rolls = Array.from({ length: MAX_SPATIAL_SHIFTS }, () => ({ results: [1, 1], faces: 6 as const }));
    const out = await teleport(buried, "t", { x: 10, y: 10 }, figures, new ScriptedDice(rolls), 0);
    expect(out.settled).toBe(false);
    expect(out.shifts).toHaveLength(MAX_SPATIAL_SHIFTS);
  });

  it("refuses a target off the table or a figure the rules do not know, naming it", async () => {
    const table = scene({ figures: [crewAt("t", 5, 5), crewAt("ghost", 8, 8)] });
    await expect(teleport(table, "t", { x: 500, y: 5 }, figures, new ScriptedDice([]))).rejects.toThrow(
      TableLimitError,
    );
    await expect(teleport(table, "t", { x: Number.NaN, y: 5 }, figures, new ScriptedDice([]))).rejects.toThrow(/to/);
    await expect(teleport(table, "ghost", { x: 9, y: 9 }, figures, new ScriptedDice([]))).rejects.toThrow(/ghost/);
  });
});

describe("Alternative Movement Actions: a Swift character glides down", () => {
  const onCrate = scene({
    features: [rect("tower", "individual", 8, 8, 12, 12, 3), rect("crate", "individual", 14, 9, 16, 11, 3)],
    walls: [wall(10, 15, 20, 15, { id: "w" })],
    figures: [crewAt("s", 10, 10, { elevation: 3 }), crewAt("t", 10, 10.9, { elevation: 3 })],
  });

  it("to a place below, no farther away horizontally than the drop: placed there, at the ground's height", () => {
    expect(glide(onCrate, "s", { x: 12.9, y: 10 }, figures)).toEqual({
      glide: {
        figureId: "s",
        from: { x: 10, y: 10 },
        to: { x: 12.9, y: 10 },
        elevation: 0,
        drop: 3,
        across: expect.closeTo(2.9, 9),
      },
    });
  });

  it("refused farther than the drop, onto a place as high, into a wall, or for a character who is not Swift", () => {
    expect(glide(onCrate, "s", { x: 13.5, y: 11.5 }, figures)).toMatchObject({
      refused: expect.stringContaining('further than the 3" drop'),
    });
    expect(glide(onCrate, "s", { x: 15, y: 10 }, figures)).toMatchObject({
      refused: expect.stringContaining("not below"),
    });
    expect(glide(onCrate, "s", { x: 12, y: 15 }, figures)).toMatchObject({ refused: expect.stringContaining("w") });
    expect(glide(onCrate, "t", { x: 12.9, y: 10.9 }, figures)).toMatchObject({
      refused: expect.stringContaining("not Swift"),
    });
  });
});
