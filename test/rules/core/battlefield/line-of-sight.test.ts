import { describe, expect, it } from "vitest";
import { lineOfSight, type LineOfSight, type RawFigure } from "../../../../src/rules/five-parsecs/battlefield";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

const keys = (sight: LineOfSight) => sight.blockedBy.map((r) => `${r.key}:${r.id ?? ""}`);
const firer = crewAt("a", 5, 18);
const target = enemyAt("b", 20, 18);

describe("Lines of Sight", () => {
  it("two figures on an open table see each other", () => {
    const sight = lineOfSight(scene({ figures: [firer, target] }), "a", "b");
    expect(sight).toMatchObject({ visible: true, blockedBy: [], partlyHiddenBy: [] });
  });

  it("a sight-blocking wall between them blocks Line of Sight", () => {
    const sight = lineOfSight(
      scene({ walls: [wall(12, 10, 12, 26, { id: "house" })], figures: [firer, target] }),
      "a",
      "b",
    );
    expect(sight.visible).toBe(false);
    expect(keys(sight)).toEqual(["sightWall:house"]);
  });

  it("closed and locked doors block sight; open doors, windows and movement-only walls do not", () => {
    const through = (more: Parameters<typeof wall>[4]) =>
      lineOfSight(scene({ walls: [wall(12, 10, 12, 26, { id: "w", ...more })], figures: [firer, target] }), "a", "b");
    expect(keys(through({ kind: "door", door: "closed" }))).toEqual(["closedDoor:w"]);
    expect(keys(through({ kind: "door", door: "locked" }))).toEqual(["closedDoor:w"]);
    expect(through({ kind: "door", door: "open" }).visible).toBe(true);
    expect(through({ kind: "window" }).visible).toBe(true);
    expect(through({ kind: "movement" }).visible).toBe(true);
  });

  it("Lines of Sight are considered mutual by default", () => {
    const battlefield = scene({ walls: [wall(12, 10, 12, 18.1)], figures: [firer, target] });
    const there = lineOfSight(battlefield, "a", "b"),
      back = lineOfSight(battlefield, "b", "a");
    expect(back.visible).toBe(there.visible);
    expect(back.partlyHiddenBy).toEqual(there.partlyHiddenBy);
  });
});

describe("Lines of Sight: Shooting past People", () => {
  it("a figure of either side in the way blocks Line of Sight", () => {
    for (const other of [crewAt("c", 12, 18), enemyAt("c", 12, 18)]) {
      const sight = lineOfSight(scene({ figures: [firer, target, other] }), "a", "b");
      expect(sight.visible).toBe(false);
      expect(keys(sight)).toEqual(["figureInTheWay:c"]);
    }
  });

  it("a figure that only partly obscures the line still blocks it", () => {
    // Its base reaches 0.1" over the centre line: the target's body is partly hidden.
    expect(lineOfSight(scene({ figures: [firer, target, enemyAt("c", 12, 18.4)] }), "a", "b").visible).toBe(false);
    expect(lineOfSight(scene({ figures: [firer, target, enemyAt("c", 12, 19.5)] }), "a", "b").visible).toBe(true);
  });

  it("a line from a rooftop passes over the heads of figures on the ground", () => {
    const sight = lineOfSight(
      scene({ figures: [crewAt("a", 5, 18, { elevation: 4 }), target, enemyAt("c", 12, 18)] }),
      "a",
      "b",
    );
    expect(sight.visible).toBe(true);
  });
});

describe("Lines of Sight: Shooting past Things", () => {
  it("an Individual feature does not block Line of Sight while the target is at least partially visible", () => {
    // A tree trunk covering the middle and one side of the body, not the other side.
    const sight = lineOfSight(
      scene({ features: [rect("tree", "individual", 11.9, 17.9, 12.1, 18.6, 4)], figures: [firer, target] }),
      "a",
      "b",
    );
    expect(sight.visible).toBe(true);
    expect(sight.partlyHiddenBy.map((r) => r.key)).toEqual(["individualFeature"]);
  });

  it("an Individual feature that hides the whole figure blocks it", () => {
    const sight = lineOfSight(
      scene({ features: [rect("boulder", "individual", 11, 16, 13, 20, 2)], figures: [firer, target] }),
      "a",
      "b",
    );
    expect(sight.visible).toBe(false);
    expect(keys(sight)).toEqual(["individualFeature:boulder"]);
  });

  it("a rock lower than the figures hides nothing", () => {
    const sight = lineOfSight(
      scene({ features: [rect("rock", "individual", 11, 16, 13, 20, 0.5)], figures: [firer, target] }),
      "a",
      "b",
    );
    expect(sight).toMatchObject({ visible: true, partlyHiddenBy: [] });
  });
});

describe("Lines of Sight: Shooting across Linear Obstacles", () => {
  it("a linear obstacle never blocks Line of Sight (it gives Cover instead)", () => {
    const sight = lineOfSight(
      scene({ features: [rect("low wall", "linear", 11.9, 10, 12.1, 26, 1)], figures: [firer, target] }),
      "a",
      "b",
    );
    expect(sight.visible).toBe(true);
  });
});

describe("Lines of Sight: Area Features", () => {
  const woods = rect("woods", "area", 14, 14, 20, 22, 3);
  const sightIn =
    (...figures: RawFigure[]) =>
    (a: string, b: string) =>
      lineOfSight(scene({ features: [woods], figures }), a, b);

  it("Line of Sight into an Area feature terminates at the nearest edge", () => {
    const sight = sightIn(firer, enemyAt("deep", 17, 18))("a", "deep");
    expect(sight.visible).toBe(false);
    expect(keys(sight)).toEqual(["areaFeature:woods"]);
  });

  it("a figure in the feature but touching an edge can see and be seen from that side of the edge", () => {
    const look = sightIn(firer, enemyAt("edge", 14.3, 18), crewAt("beyond", 30, 18));
    expect(look("a", "edge").visible).toBe(true);
    expect(look("edge", "beyond").visible).toBe(false);
  });

  it("figures within an Area feature and not touching an edge cannot see figures on the outside", () => {
    expect(sightIn(crewAt("near", 12, 18), enemyAt("deep", 17, 18))("near", "deep").visible).toBe(false);
  });

  it('figures within the same Area feature can see each other if they are within 3"', () => {
    expect(sightIn(crewAt("c", 16, 18), enemyAt("e", 18, 18))("c", "e").visible).toBe(true);
    const far = sightIn(crewAt("c", 15, 15), enemyAt("e", 19, 21))("c", "e");
    expect(far.visible).toBe(false);
  });

  it("an Area feature between two figures outside it blocks the line", () => {
    expect(sightIn(firer, enemyAt("f", 30, 18))("a", "f").visible).toBe(false);
  });
});

describe("Battle Events: 31–34: Visibility change", () => {
  it("figures further apart than the vision range cannot see each other", () => {
    const far = lineOfSight(scene({ visibility: 8, figures: [firer, enemyAt("b", 15, 18)] }), "a", "b");
    expect(far.visible).toBe(false);
    expect(far.blockedBy.map((r) => r.key)).toEqual(["visibility"]);
    expect(lineOfSight(scene({ visibility: 8, figures: [firer, enemyAt("b", 13, 18)] }), "a", "b").visible).toBe(true);
  });
});

describe("Battle Events: 81–85: Fog cloud", () => {
  const fog = [{ id: "fog", centre: { x: 18, y: 18 }, radius: 6 }];
  it('the fog blocks all visibility past 2"', () => {
    expect(
      lineOfSight(scene({ fog, figures: [firer, enemyAt("b", 30, 18)] }), "a", "b").blockedBy.map((r) => r.key),
    ).toEqual(["fog"]);
    expect(lineOfSight(scene({ fog, figures: [crewAt("a", 17, 18), enemyAt("b", 19, 18)] }), "a", "b").visible).toBe(
      true,
    );
    expect(lineOfSight(scene({ fog, figures: [crewAt("a", 5, 5), enemyAt("b", 30, 5)] }), "a", "b").visible).toBe(true);
  });
});
