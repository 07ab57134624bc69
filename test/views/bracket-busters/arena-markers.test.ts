// The ductways and terminals a scene marks (ruling 15: the GM marks them): read from plain flags, a broken one skipped;
// "within 1'' of a ductway" measured from the fighter's base.
import { describe, expect, it } from "vitest";
import { ductwayNear, readArenaMarkers } from "../../../src/views/bracket-busters/arena-markers";

describe("arena markers", () => {
  it("reads ductway ends and terminals, skipping what is not a marker or has no point", () => {
    const markers = readArenaMarkers([
      { marker: "ductway", at: { x: 11, y: 5.5 }, exit: { x: 13, y: 18.5 } },
      { marker: "terminal", at: { x: 20, y: 20 } },
      { marker: "ductway", at: { x: "11" }, exit: null },
      undefined,
      { kind: "crate" },
    ]);
    expect(markers).toEqual({
      ductways: [{ at: { x: 11, y: 5.5 }, exit: { x: 13, y: 18.5 } }],
      terminals: [{ x: 20, y: 20 }],
    });
  });

  it("Crawl Through / Fire Through: a base within 1'' of an end finds the other end; further away, none", () => {
    const { ductways } = readArenaMarkers([{ marker: "ductway", at: { x: 0, y: 0 }, exit: { x: 10, y: 0 } }]);
    expect(ductwayNear(ductways, { x: 1.5, y: 0, facing: 0, radius: 0.5 })).toEqual({
      near: { x: 0, y: 0 },
      exit: { x: 10, y: 0 },
    });
    expect(ductwayNear(ductways, { x: 1.6, y: 0, facing: 0, radius: 0.5 })).toBeNull();
  });
});
