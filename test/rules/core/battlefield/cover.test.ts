import { describe, expect, it } from "vitest";
import { coverFrom, figureById, type Battlefield } from "../../../../src/rules/five-parsecs/battlefield";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

const coverOf = (battlefield: Battlefield, firerId = "a", targetId = "b") =>
  coverFrom(battlefield, figureById(battlefield, firerId)!, figureById(battlefield, targetId)!);
const keys = (battlefield: Battlefield, firerId = "a", targetId = "b") =>
  coverOf(battlefield, firerId, targetId).reasons.map((r) => `${r.key}:${r.id ?? ""}`);
const firer = crewAt("a", 5, 18);
const target = enemyAt("b", 20, 18);

describe("Cover", () => {
  it("a target in the open is not in Cover", () => {
    expect(coverOf(scene({ figures: [firer, target] }))).toEqual({ inCover: false, reasons: [] });
  });

  it('line of sight crossed any terrain feature more than 1" from the firer', () => {
    const battlefield = scene({
      features: [rect("rock", "individual", 9, 17.5, 10, 18.5, 0.5)],
      figures: [firer, target],
    });
    expect(keys(battlefield)).toEqual(["crossesFeature:rock"]);
  });

  it('a terrain feature within 1" of the firer gives the target no Cover', () => {
    const battlefield = scene({
      features: [rect("rock", "individual", 6, 17.5, 6.5, 18.5, 0.5)],
      figures: [firer, target],
    });
    expect(coverOf(battlefield).inCover).toBe(false);
  });

  it("the figure is positioned within an Area feature", () => {
    const battlefield = scene({
      features: [rect("woods", "area", 19, 14, 25, 22, 3)],
      figures: [firer, enemyAt("b", 19.3, 18)],
    });
    expect(keys(battlefield)).toContain("insideAreaFeature:woods");
  });

  it("the figure is in contact with a terrain feature that partially obscures line of sight", () => {
    // The rock is within 1" of the firer too, so only this rule gives the Cover.
    const battlefield = scene({
      features: [rect("rock", "individual", 6, 17.5, 7, 18.5, 1)],
      figures: [firer, enemyAt("b", 7.6, 18)],
    });
    expect(keys(battlefield)).toEqual(["contactWithFeature:rock"]);
  });

  it("flat ground (difficult terrain) hides nothing and gives no Cover", () => {
    const battlefield = scene({ features: [rect("swamp", "difficult", 9, 10, 12, 26)], figures: [firer, target] });
    expect(coverOf(battlefield).inCover).toBe(false);
  });

  it("Cover depends on who shoots: it is measured from the firer", () => {
    const battlefield = scene({
      features: [rect("rock", "individual", 6, 17.5, 6.5, 18.5, 0.5)],
      figures: [firer, target],
    });
    expect(coverOf(battlefield, "a", "b").inCover).toBe(false);
    expect(keys(battlefield, "b", "a")).toEqual(["crossesFeature:rock"]);
  });

  it("a shot through a window is a shot across a terrain feature", () => {
    const battlefield = scene({
      walls: [wall(12, 10, 12, 26, { id: "window", kind: "window" })],
      figures: [firer, target],
    });
    expect(keys(battlefield)).toEqual(["crossesWall:window"]);
  });
});

describe("Lines of Sight: Shooting across Linear Obstacles", () => {
  const lowWall = rect("low wall", "linear", 11.9, 10, 12.1, 26, 1);

  it("the target receives the benefits of cover", () => {
    expect(keys(scene({ features: [lowWall], figures: [firer, target] }))).toEqual(["linearObstacle:low wall"]);
  });

  it('unless the shooter is within 1" of the obstacle (firing from directly behind a wall)', () => {
    expect(coverOf(scene({ features: [lowWall], figures: [crewAt("a", 11.2, 18), target] })).inCover).toBe(false);
  });

  it("linear obstacles are ignored if the target figure is entirely visible over them (a shooter on a rooftop)", () => {
    expect(
      coverOf(scene({ features: [lowWall], figures: [crewAt("a", 5, 18, { elevation: 3 }), target] })).inCover,
    ).toBe(false);
  });
});

describe("Adjudicating Line of Sight and Cover", () => {
  it("if in doubt (the target is partly hidden by a corner), allow the shot but count it as Cover", () => {
    const battlefield = scene({ walls: [wall(12, 10, 12, 18.1, { id: "corner" })], figures: [firer, target] });
    const cover = coverOf(battlefield);
    expect(cover.inCover).toBe(true);
    expect(cover.reasons).toEqual([
      expect.objectContaining({ rule: "Adjudicating Line of Sight and Cover", key: "partlyHidden", id: "corner" }),
    ]);
  });

  it('a wall lying along the edge of the line of sight past 1" from the firer hides part of the target: Cover, whole or in traced pieces', () => {
    // The bundle's side lines run 0.25" either side of the centres' line (y 18): this wall lies on one of them.
    const whole = scene({ walls: [wall(5, 18.25, 20, 18.25, { id: "along" })], figures: [firer, target] });
    const pieces = scene({
      walls: [
        wall(5, 18.25, 10, 18.25, { id: "p1" }),
        wall(10, 18.25, 15, 18.25, { id: "p2" }),
        wall(15, 18.25, 20, 18.25, { id: "p3" }),
      ],
      figures: [firer, target],
    });
    expect(keys(whole)).toEqual(["partlyHidden:along"]);
    expect(coverOf(pieces).inCover).toBe(true);
    // Along the line within 1" of the firer only: the firer's own corner, no Cover.
    expect(coverOf(scene({ walls: [wall(5, 18.25, 6.4, 18.25)], figures: [firer, target] })).inCover).toBe(false);
  });

  it("a low wall along the line hides only where the line runs below its top, whole or in traced pieces", () => {
    // The firer 3" up, the target on the ground: the line falls over the 1" wall and runs below its top only near the
    // target, more than 1" from the firer (Cover); the other way, only near the firer (none).
    const low = { height: 1 };
    const whole = [wall(5, 18.25, 20, 18.25, { id: "low", ...low })];
    const pieces = [
      wall(5, 18.25, 10, 18.25, { id: "l1", ...low }),
      wall(10, 18.25, 15, 18.25, { id: "l2", ...low }),
      wall(15, 18.25, 20, 18.25, { id: "l3", ...low }),
    ];
    const up = crewAt("a", 5, 18, { elevation: 3 }),
      down = crewAt("a", 5, 18),
      raised = enemyAt("b", 20, 18, { elevation: 3 });
    for (const walls of [whole, pieces]) {
      expect(coverOf(scene({ walls, figures: [up, target] })).inCover).toBe(true);
      expect(coverOf(scene({ walls, figures: [down, raised] })).inCover).toBe(false);
    }
  });

  it("Shooting past Things: a tree trunk hiding part of the body gives Cover", () => {
    const battlefield = scene({
      features: [rect("tree", "individual", 11.9, 17.9, 12.1, 18.6, 4)],
      figures: [firer, target],
    });
    expect(keys(battlefield)).toEqual(["partlyHidden:tree"]);
  });
});
