import { describe, expect, it } from "vitest";
import { figureById } from "../../../src/rules";
import { nextLeg, pathLength, watcherOf, watchersFor } from "../../../src/views/five-parsecs/ai/watchers";
import { crew, crewAt, enemy, enemyAt, table, wall } from "../../rules/five-parsecs/ai/helpers";

// A holds for Snap Fire at the west edge facing east; a wall hides the north; E walks south round its end.
const snapTable = () =>
  table(
    {
      figures: [crewAt("A", 4, 18, { facing: 0 }), crewAt("B", 4, 30, { facing: 0 }), enemyAt("E", 20, 4)],
      walls: [wall(10, 12, 30, 12)],
    },
    [crew("A"), crew("B"), enemy("E")],
  );
const path = [
  { x: 20, y: 4 },
  { x: 32, y: 8 },
  { x: 32, y: 18 },
];

describe("Snap Fire on an applied move: the move stops at the first trigger, then continues", () => {
  it("walks to the trigger point, then from there to the end once the watcher had its chance", () => {
    const t = snapTable();
    const watchers = watchersFor("enemy", t.battlefield, t.figures, { snapFireHolders: ["A"], overwatchIds: ["E"] });
    expect(watchers.map((w) => [w.id, w.kind])).toEqual([["A", "snapFire"]]);
    const first = nextLeg(t.battlefield, "E", path, 0, watchers, []);
    expect(first.trigger?.watcherId).toBe("A");
    expect(first.walk[0]).toEqual(path[0]);
    expect(first.walk.at(-1)).toEqual(first.trigger!.at);
    expect(first.walkedAfter).toBeCloseTo(pathLength(first.walk));
    expect(first.walkedAfter).toBeLessThan(pathLength(path));
    const second = nextLeg(t.battlefield, "E", path, first.walkedAfter, watchers, ["A"]);
    expect(second.trigger).toBeNull();
    expect(second.walk[0]!.x).toBeCloseTo(first.trigger!.at.x);
    expect(second.walk.at(-1)).toEqual(path.at(-1));
    expect(second.walkedAfter).toBeCloseTo(pathLength(path));
  });

  it("without watchers the whole path is one leg", () => {
    const t = snapTable();
    const leg = nextLeg(t.battlefield, "E", path, 0, [], []);
    expect(leg).toEqual({ walk: path, trigger: null, walkedAfter: pathLength(path) });
  });

  it("a watcher without a usable ranged weapon watches nothing", () => {
    const unarmed = crew("C", { weapons: [] });
    expect(watcherOf(unarmed, "snapFire")).toBeNull();
    const t = snapTable();
    expect(figureById(t.battlefield, "B")).toBeDefined();
    expect(watchersFor("crew", t.battlefield, t.figures, { snapFireHolders: ["A"], overwatchIds: [] })).toEqual([]);
  });
});

describe("Enemy Overwatch: a crew member's move is watched by the enemies on Overwatch in the round", () => {
  it("only the ids the round holds watch, as Overwatch watchers; Snap Fire holders do not watch a crew move", () => {
    const t = snapTable();
    expect(
      watchersFor("crew", t.battlefield, t.figures, { snapFireHolders: ["A"], overwatchIds: ["E"] }).map((w) => [
        w.id,
        w.kind,
      ]),
    ).toEqual([["E", "overwatch"]]);
    expect(watchersFor("crew", t.battlefield, t.figures, { snapFireHolders: ["A"], overwatchIds: ["ghost"] })).toEqual(
      [],
    );
  });
});
