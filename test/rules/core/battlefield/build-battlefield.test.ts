import { describe, expect, it } from "vitest";
import { buildBattlefield, lineOfSight } from "../../../../src/rules/five-parsecs/battlefield";
import demo from "../../../../data/demo-battlefield.json";
import { crewAt, rect, wall } from "./scene";

const table = { width: 36, height: 36 };

describe("buildBattlefield: broken input is skipped with a warning, never thrown", () => {
  it("a zero-length wall", () => {
    const { battlefield, warnings } = buildBattlefield({
      ...table,
      walls: [wall(5, 5, 5, 5, { id: "dot" }), wall(1, 1, 2, 2, { id: "ok" })],
    });
    expect(battlefield.walls.map((w) => w.id)).toEqual(["ok"]);
    expect(warnings).toEqual(['Wall dot: zero length (both ends at {"x":5,"y":5}); skipped']);
  });

  it("NaN and Infinity coordinates", () => {
    const { battlefield, warnings } = buildBattlefield({
      ...table,
      walls: [wall(Number.NaN, 1, 2, 2, { id: "nan" }), wall(1, 1, Number.POSITIVE_INFINITY, 2, { id: "inf" })],
      features: [
        {
          id: "bad",
          kind: "area",
          polygon: [
            { x: 0, y: 0 },
            { x: Number.NaN, y: 1 },
            { x: 1, y: 1 },
          ],
        },
      ],
      figures: [crewAt("lost", Number.NaN, 3)],
    });
    expect(battlefield).toMatchObject({ walls: [], features: [], figures: [] });
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^Wall nan: its ends must be finite points, got \{"x":"NaN"/);
    expect(warnings[1]).toMatch(/"Infinity"/);
    expect(warnings[2]).toMatch(/^Terrain feature bad: its outline must be a list of finite points/);
    expect(warnings[3]).toMatch(/^Figure lost: its centre must be a finite point/);
  });

  it("a self-intersecting region (a bow-tie) and a region with no area", () => {
    const bowTie = {
      id: "bow-tie",
      kind: "area",
      polygon: [
        { x: 0, y: 0 },
        { x: 4, y: 4 },
        { x: 4, y: 0 },
        { x: 0, y: 4 },
      ],
    };
    const flat = {
      id: "flat",
      kind: "area",
      polygon: [
        { x: 0, y: 0 },
        { x: 2, y: 2 },
        { x: 4, y: 4 },
      ],
    };
    const { battlefield, warnings } = buildBattlefield({
      ...table,
      features: [bowTie, flat, rect("ok", "area", 1, 1, 3, 3)],
    });
    expect(battlefield.features.map((f) => f.id)).toEqual(["ok"]);
    expect(warnings).toEqual([
      "Terrain feature bow-tie: its outline crosses itself; skipped",
      "Terrain feature flat: its outline has no area (all corners in a line); skipped",
    ]);
  });

  it("a token outside the scene, a duplicate id, an unknown side", () => {
    const { battlefield, warnings } = buildBattlefield({
      ...table,
      figures: [
        crewAt("out", 40, 3),
        crewAt("a", 3, 3),
        crewAt("a", 4, 4),
        { id: "x", side: "neutral", centre: { x: 1, y: 1 } },
      ],
    });
    expect(battlefield.figures.map((f) => f.id)).toEqual(["a"]);
    expect(warnings).toEqual([
      'Figure out: at (40, 3), outside the 36" x 36" table; skipped',
      "Figure a: a second figure with the same id; skipped",
      'Figure x: side must be "crew" or "enemy", got "neutral"; skipped',
    ]);
  });

  it("unusable optional values fall back to defaults with a warning", () => {
    const { battlefield, warnings } = buildBattlefield({
      ...table,
      walls: [wall(1, 1, 2, 2, { kind: "door", door: "ajar" })],
      figures: [crewAt("a", 3, 3, { radius: -1, facing: 450 })],
      features: [{ ...rect("woods", "area", 1, 1, 3, 3), height: -2 }],
      visibility: 0,
    });
    expect(battlefield.walls[0]!.door).toBe("closed");
    expect(battlefield.figures[0]).toMatchObject({ radius: 0.5, facing: 90 });
    expect(battlefield.features[0]!.height).toBe(3);
    expect(battlefield.visibility).toBeNull();
    expect(warnings).toHaveLength(4);
  });

  it("a repeated closing corner is not an error", () => {
    const closed = {
      id: "ring",
      kind: "area",
      polygon: [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
        { x: 2, y: 2 },
        { x: 0, y: 0 },
      ],
    };
    expect(buildBattlefield({ ...table, features: [closed] })).toMatchObject({
      warnings: [],
      battlefield: { features: [{ polygon: { length: 3 } }] },
    });
  });

  it("input that is not a battlefield at all throws a clear error", () => {
    expect(() => buildBattlefield(null)).toThrow(
      "Not a battlefield: expected an object with width and height, got null",
    );
    expect(() => buildBattlefield({ walls: [] })).toThrow(
      /Not a battlefield: the table needs a positive width and height/,
    );
    expect(() => buildBattlefield({ width: Number.NaN, height: 36 })).toThrow(/got "NaN" x 36/);
  });
});

describe("the demo battlefield fixture", () => {
  const { battlefield, warnings } = buildBattlefield(demo);

  it('is a clean 36" x 36" table with buildings, doors, a window, terrain of every kind and both sides placed', () => {
    expect(warnings).toEqual([]);
    expect(battlefield).toMatchObject({ width: 36, height: 36 });
    expect(new Set(battlefield.walls.map((w) => (w.kind === "door" ? `door:${w.door}` : w.kind)))).toEqual(
      new Set(["sight", "movement", "window", "door:open", "door:closed", "door:locked"]),
    );
    expect(new Set(battlefield.features.map((f) => f.kind))).toEqual(
      new Set(["area", "individual", "linear", "difficult", "impassable"]),
    );
    expect(battlefield.figures.filter((f) => f.side === "crew")).toHaveLength(6);
    expect(battlefield.figures.filter((f) => f.side === "enemy")).toHaveLength(8);
  });

  it("reads as a table would: the closed hab block hides its occupant, the woods hide the enemy inside", () => {
    expect(lineOfSight(battlefield, "crew-3", "enemy-5").visible).toBe(false);
    expect(lineOfSight(battlefield, "crew-1", "enemy-1").blockedBy.map((r) => r.key)).toContain("sightWall");
  });
});
