import { describe, expect, it } from "vitest";
import { BattlefieldCache, changeReshapes } from "../../../src/foundry/table/battlefield/cache";
import type { SceneBattlefield } from "../../../src/foundry/table/battlefield/scene-to-battlefield";

const snapshot = (label: string): SceneBattlefield => ({
  battlefield: null,
  raw: null,
  warnings: [label],
  names: new Map(),
  scale: null,
});

describe("the battlefield cache: one snapshot per scene, rebuilt only when walls, regions or tokens change", () => {
  it("creating or deleting a wall, region, behaviour or token reshapes the battlefield", () => {
    for (const name of ["Wall", "Region", "RegionBehavior", "Token"] as const) expect(changeReshapes(name)).toBe(true);
  });

  it("a token's move, turn, size, elevation or actor reshapes it; its name or bars do not", () => {
    for (const changes of [
      { x: 5 },
      { y: 5 },
      { rotation: 90 },
      { elevation: 3 },
      { width: 2 },
      { actorId: "a" },
      { flags: { "five-parsecs-battle": { side: "crew" } } },
    ]) {
      expect(changeReshapes("Token", { _id: "t", ...changes })).toBe(true);
    }
    for (const changes of [{ name: "Kara" }, { bar1: { attribute: "x" } }, { alpha: 0.5 }, { _id: "t" }])
      expect(changeReshapes("Token", changes)).toBe(false);
  });

  it("any update of a wall (a door opened), region or behaviour reshapes it; a scene only when its size or grid changes", () => {
    expect(changeReshapes("Wall", { _id: "w", ds: 1 })).toBe(true);
    expect(changeReshapes("Region", { _id: "r", shapes: [] })).toBe(true);
    expect(changeReshapes("RegionBehavior", { _id: "b", system: { height: 2 } })).toBe(true);
    expect(changeReshapes("Scene", { grid: { size: 50 } })).toBe(true);
    expect(changeReshapes("Scene", { padding: 0.1 })).toBe(true);
    expect(changeReshapes("Scene", { darkness: 0.5 })).toBe(false);
    expect(changeReshapes("Scene")).toBe(false);
  });

  it("builds once per scene, and again only after that scene was invalidated", () => {
    const cache = new BattlefieldCache();
    let n = 0;
    const build = () => snapshot(`build ${++n}`);
    expect(cache.get("a", build).warnings).toEqual(["build 1"]);
    expect(cache.get("a", build).warnings).toEqual(["build 1"]);
    expect(cache.get("b", build).warnings).toEqual(["build 2"]);
    expect(cache.invalidate("a")).toBe(true);
    expect(cache.invalidate("a")).toBe(false);
    expect(cache.invalidate(null)).toBe(false);
    expect(cache.get("a", build).warnings).toEqual(["build 3"]);
    expect(cache.get("b", build).warnings).toEqual(["build 2"]);
    cache.clear();
    expect(cache.has("b")).toBe(false);
    expect(cache.get("b", build).warnings).toEqual(["build 4"]);
    expect(cache.builds).toBe(4);
  });
});
