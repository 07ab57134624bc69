import { describe, expect, it } from "vitest";
import { lineOfSight, seenOver, type Battlefield, type Reason } from "../../../../src/rules/five-parsecs/battlefield";
import { crewAt, enemyAt, rect, scene, wall } from "./scene";

const keys = (reasons: readonly Reason[]) => reasons.map((r) => `${r.rule}|${r.key}:${r.id ?? ""}`);
const placed = (battlefield: Battlefield, id: string) => battlefield.figures.find((f) => f.id === id)!;
const over = (battlefield: Battlefield, a = "a", b = "b") =>
  keys(seenOver(battlefield, placed(battlefield, a), placed(battlefield, b)));

describe("Lines of Sight from a height (issue 15, item 13: height is shown in the sight reasons)", () => {
  it("Shooting past People: from a rooftop the line passes over a figure in the way, and says so", () => {
    const figures = [crewAt("a", 5, 18, { elevation: 3 }), enemyAt("b", 20, 18), enemyAt("c", 12, 18)];
    const battlefield = scene({ figures });
    expect(lineOfSight(battlefield, "a", "b").visible).toBe(true);
    expect(over(battlefield)).toEqual(["Shooting past People|overFigure:c"]);
    // Lines of Sight are mutual: the reasons are the same whichever figure looks.
    expect(over(battlefield, "b", "a")).toEqual(over(battlefield));
  });

  it("Shooting past People: at the same height the figure blocks, and nothing is seen over", () => {
    const battlefield = scene({ figures: [crewAt("a", 5, 18), enemyAt("b", 20, 18), enemyAt("c", 12, 18)] });
    expect(lineOfSight(battlefield, "a", "b").visible).toBe(false);
    expect(over(battlefield)).toEqual([]);
  });

  it("Lines of Sight: a figure on a roof sees over the building's walls it stands on", () => {
    const walls = [wall(3, 14, 3, 22, { id: "roof-edge", height: 3 })];
    const battlefield = scene({ walls, figures: [crewAt("a", 2, 18, { elevation: 3 }), enemyAt("b", 20, 18)] });
    expect(lineOfSight(battlefield, "a", "b").visible).toBe(true);
    expect(over(battlefield)).toEqual(["Lines of Sight|overWall:roof-edge"]);
  });

  it("Shooting past Things and Shooting across Linear Obstacles: a rock and a low wall passed over from a height", () => {
    const features = [
      rect("rock", "individual", 11, 17, 13, 19, 1.5),
      rect("low-wall", "linear", 15.8, 14, 16.2, 22, 1),
    ];
    const battlefield = scene({ features, figures: [crewAt("a", 5, 18, { elevation: 4 }), enemyAt("b", 20, 18)] });
    expect(over(battlefield)).toEqual([
      "Shooting past Things|overFeature:rock",
      "Shooting across Linear Obstacles|overFeature:low-wall",
    ]);
  });

  it("names nothing that still hides the line: a wall taller than the line stays a blocker, not a thing seen over", () => {
    const walls = [wall(12, 10, 12, 26, { id: "tower", height: 8 })];
    const battlefield = scene({ walls, figures: [crewAt("a", 5, 18, { elevation: 3 }), enemyAt("b", 20, 18)] });
    expect(lineOfSight(battlefield, "a", "b").visible).toBe(false);
    expect(over(battlefield)).toEqual([]);
  });
});
