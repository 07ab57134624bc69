import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { angleBetween, bearing } from "../../../src/rules/core/battlefield/geometry";
import { figureById, lineOfSightBetween, type RawBattlefield, type ReachPoint } from "../../../src/rules";
import { describeReason } from "../../../src/views/common/battlefield/measure";
import {
  arcRadius,
  arcWedge,
  reachRuns,
  sightLineView,
  SIGHT_LINE_COLOURS,
  TOOLTIP_REASONS,
} from "../../../src/views/common/battlefield/overlay-model";
import { battlefieldOfScene } from "../../../src/foundry/table/battlefield/scene-to-battlefield";
import { crewFigure, weapon } from "../../fixtures/figures";
import { englishLocalizer } from "../../fixtures/english-localizer";
import { sceneDataOf } from "./scene-fixture";

const demo = JSON.parse(
  readFileSync(resolve(import.meta.dirname, "../../../data/demo-battlefield.json"), "utf8"),
) as RawBattlefield;
const field = battlefieldOfScene(sceneDataOf(demo), 1);
const battlefield = field.battlefield!;
const at = (id: string) => figureById(battlefield, id)!;
const i18n = englishLocalizer();

describe("the line of sight overlay (Lines of Sight, Cover)", () => {
  it("is green when clear, amber when the target is in Cover, red when blocked, with the reasons on hover", () => {
    const clear = sightLineView(battlefield, at("crew-4"), at("enemy-3"), 90, field.names, i18n);
    expect(clear).toMatchObject({
      state: "clear",
      colour: SIGHT_LINE_COLOURS.clear,
      label: "Clear shot",
      tooltip: "Clear shot",
    });
    const cover = sightLineView(battlefield, at("crew-5"), at("enemy-3"), 90, field.names, i18n);
    expect(cover.state).toBe("cover");
    expect(cover.tooltip).toBe("Target in Cover\nCover: the line crosses Crate");
    const blocked = sightLineView(battlefield, at("crew-3"), at("enemy-5"), null, field.names, i18n);
    expect(blocked.state).toBe("blocked");
    expect(blocked.tooltip).toMatch(/^No Line of Sight\nLines of Sight: a wall blocks the line/);
    expect(blocked.inArc).toBeNull();
  });

  it("says each reason once: two walls that both block the line read alike, and the hover text names it once", () => {
    const raw = lineOfSightBetween(battlefield, at("crew-3"), at("enemy-5")).blockedBy;
    const words = raw.map((reason) => describeReason(reason, field.names, i18n));
    expect(new Set(words).size, "the demo line crew-3 to enemy-5 is blocked by two walls").toBeLessThan(words.length);
    const lines = sightLineView(battlefield, at("crew-3"), at("enemy-5"), null, field.names, i18n).tooltip.split("\n");
    expect(new Set(lines).size).toBe(lines.length);
    expect(lines.slice(1)).toEqual([...new Set(words)]);
  });

  it("names the first reasons met, at most TOOLTIP_REASONS: a line across a crowded table meets hundreds of walls", () => {
    // Forty doors across the line, each its own reason and each worded apart (a door reads by its place).
    const doors = Array.from({ length: 40 }, (_, i) => ({
      id: `door-${i}`,
      a: { x: 4 + i * 0.7, y: 0 },
      b: { x: 4 + i * 0.7, y: 10 },
      kind: "door" as const,
      height: 3,
      open: false,
    }));
    const crowded = battlefieldOfScene(
      sceneDataOf({
        ...demo,
        walls: doors,
        features: [],
        figures: [
          { ...demo.figures!.find((f) => f.id === "crew-3")!, centre: { x: 2, y: 5 } },
          { ...demo.figures!.find((f) => f.id === "enemy-5")!, centre: { x: 33, y: 5 } },
        ],
      } as RawBattlefield),
      1,
    );
    const on = crowded.battlefield!;
    const blockedBy = lineOfSightBetween(on, figureById(on, "crew-3")!, figureById(on, "enemy-5")!).blockedBy;
    expect(blockedBy.length).toBeGreaterThan(TOOLTIP_REASONS);
    // Each reason worded costs a lookup: the hover words only the ones it shows (it worded all 40 before).
    let worded = 0;
    const counting = {
      ...i18n,
      localize: (key: string) => (worded++, i18n.localize(key)),
      format: (key: string, data: Record<string, string>) => (worded++, i18n.format(key, data)),
    };
    const view = sightLineView(
      on,
      figureById(on, "crew-3")!,
      figureById(on, "enemy-5")!,
      null,
      crowded.names,
      counting,
    );
    expect(worded, "lookups: the label, then up to three for each reason shown").toBeLessThanOrEqual(
      3 * TOOLTIP_REASONS + 1,
    );
    const lines = view.tooltip.split("\n").slice(1);
    expect(view.state).toBe("blocked");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(TOOLTIP_REASONS);
    expect(lines).toEqual([
      ...new Set(blockedBy.slice(0, TOOLTIP_REASONS).map((reason) => describeReason(reason, crowded.names, i18n))),
    ]);
  });

  it("Arc of Fire: says when the target is outside the firer's arc", () => {
    // crew-2 faces north (-y); enemy-5 is to its east.
    expect(sightLineView(battlefield, at("crew-2"), at("enemy-5"), 90, field.names, i18n).label).toBe(
      "Clear shot · Outside the firer's Arc of Fire",
    );
  });
});

describe("the Arc of Fire overlay", () => {
  it("draws the weapon's reach: the longest ranged weapon, 12\" without one", () => {
    expect(arcRadius(crewFigure({ weapons: [weapon("Pistol", 12), weapon("Rifle", 24), weapon("Blade", 0)] }))).toBe(
      24,
    );
    expect(arcRadius(crewFigure())).toBe(12);
    expect(arcRadius(null)).toBe(12);
  });

  it("property: every rim point of the wedge is at the radius and within the arc of the facing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 359 }),
        fc.constantFrom(90, 180),
        fc.integer({ min: 1, max: 30 }),
        (facing, degrees, radius) => {
          const figure = { ...at("crew-1"), facing };
          const [apex, ...rim] = arcWedge(figure, degrees, radius);
          expect(apex).toEqual(figure.centre);
          for (const p of rim) {
            expect(Math.hypot(p.x - figure.centre.x, p.y - figure.centre.y)).toBeCloseTo(radius, 6);
            expect(angleBetween(facing, bearing(figure.centre, p))).toBeLessThanOrEqual(degrees / 2 + 1e-6);
          }
        },
      ),
    );
  });
});

describe("the reach overlay (Movement Action, Dash)", () => {
  it("merges neighbouring lattice points with the same allowance into rows", () => {
    const p = (x: number, y: number, withDash = false): ReachPoint => ({ x, y, cost: 0, withDash });
    expect(reachRuns([p(1.25, 1.25), p(1.75, 1.25), p(2.25, 1.25, true), p(3.25, 1.25), p(1.25, 1.75)], 0.5)).toEqual([
      { x0: 1, x1: 2, y: 1.25, withDash: false },
      { x0: 2, x1: 2.5, y: 1.25, withDash: true },
      { x0: 3, x1: 3.5, y: 1.25, withDash: false },
      { x0: 1, x1: 1.5, y: 1.75, withDash: false },
    ]);
  });

  it("property: every reachable point lies in exactly one run of its own allowance", () => {
    const points = fc.uniqueArray(
      fc.record({ i: fc.integer({ min: 0, max: 20 }), j: fc.integer({ min: 0, max: 5 }), withDash: fc.boolean() }),
      {
        selector: ({ i, j }) => `${i},${j}`,
        maxLength: 60,
      },
    );
    fc.assert(
      fc.property(points, (cells) => {
        const reach = cells.map(({ i, j, withDash }) => ({ x: 0.25 + i * 0.5, y: 0.25 + j * 0.5, cost: 0, withDash }));
        const runs = reachRuns(reach, 0.5);
        for (const point of reach) {
          const holding = runs.filter((run) => run.y === point.y && run.x0 < point.x && point.x < run.x1);
          expect(holding).toHaveLength(1);
          expect(holding[0]!.withDash).toBe(point.withDash);
        }
        const cellsCovered = runs.reduce((sum, run) => sum + Math.round((run.x1 - run.x0) / 0.5), 0);
        expect(cellsCovered).toBe(reach.length);
      }),
    );
  });
});
