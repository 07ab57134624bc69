import { describe, expect, it } from "vitest";
import { ScriptedDice, type Figure } from "../../../../src/rules";
import { targetViewsFrom, type Battlefield } from "../../../../src/rules/five-parsecs/battlefield";
import { resolveShot } from "../../../../src/rules/five-parsecs/shooting/shoot";
import { forcedTargets } from "../../../../src/rules/five-parsecs/shooting/target-selection";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect, scene } from "./scene";

const rifle = weapon("Military Rifle", 24);
const pistol = weapon("Hand Gun", 12, ["pistol"]);
const kara = crewFigure({ id: "a", combatSkill: 1, weapons: [rifle] });
const raider = (id: string, weapons = [rifle]) => enemyFigure({ id, weapons });
const figuresOf = (...figures: Figure[]) => new Map(figures.map((figure) => [figure.id, figure]));
const viewOf = (battlefield: Battlefield, targetId: string, figures = figuresOf(kara, raider("b"))) =>
  targetViewsFrom(battlefield, "a", figures).find((view) => view.target.id === targetId)!;

describe("Good Shot", () => {
  // The target faces the firer, so Flanking does not apply.
  const facingFirer = { facing: 180 };

  it("Height Advantage: the firer is at least one human figure height higher than the target", () => {
    const high = scene({ figures: [crewAt("a", 5, 18, { elevation: 1 }), enemyAt("b", 20, 18, facingFirer)] });
    expect(viewOf(high, "b").goodShot).toBe(true);
    expect(viewOf(high, "b").goodShotVerdict.reasons.map((r) => r.key)).toEqual(["heightAdvantage"]);
    const lower = scene({ figures: [crewAt("a", 5, 18, { elevation: 0.9 }), enemyAt("b", 20, 18, facingFirer)] });
    expect(viewOf(lower, "b").goodShot).toBe(false);
  });

  it("only terrain height counts: the height of the figures is irrelevant", () => {
    const tall = scene({ figures: [crewAt("a", 5, 18, { height: 3 }), enemyAt("b", 20, 18, facingFirer)] });
    expect(viewOf(tall, "b").goodShot).toBe(false);
  });

  it("Flanking: the target is in the open, and the firer is outside their Arc of Fire", () => {
    const fromBehind = scene({ figures: [crewAt("a", 5, 18), enemyAt("b", 20, 18, { facing: 0 })] });
    expect(viewOf(fromBehind, "b")).toMatchObject({ goodShot: true, firerInTargetsArc: false });
    const fromTheFront = scene({ figures: [crewAt("a", 5, 18), enemyAt("b", 20, 18, facingFirer)] });
    expect(viewOf(fromTheFront, "b")).toMatchObject({ goodShot: false, firerInTargetsArc: true });
    const inCover = scene({
      features: [rect("woods", "area", 19, 14, 25, 22, 3)],
      figures: [crewAt("a", 5, 18), enemyAt("b", 19.3, 18, { facing: 0 })],
    });
    expect(viewOf(inCover, "b")).toMatchObject({ inCover: true, goodShot: false });
  });
});

describe("Crouching", () => {
  const crate = (x1: number, x2: number) => rect("crate", "individual", x1, 17.6, x2, 18.4, 0.8);
  const at = (features: ReturnType<typeof rect>[], x = 20) =>
    viewOf(scene({ features, figures: [crewAt("a", 5, 18), enemyAt("b", x, 18)] }), "b");

  it("a figure in contact with a piece no larger than a human figure that the line of fire crosses may Crouch", () => {
    const view = at([crate(18.8, 19.5)]);
    expect(view.crouching).toBe(true);
    expect(view.crouchingReason).toMatchObject({ rule: "Crouching", id: "crate" });
  });

  it("not when out of contact, behind the piece from the firer, or behind something larger than a figure", () => {
    expect(at([crate(18.8, 19.5)], 21).crouching).toBe(false);
    expect(at([crate(20.5, 21.2)]).crouching).toBe(false);
    expect(at([rect("boulder", "individual", 16.5, 16.5, 19.5, 19.5, 1)]).crouching).toBe(false);
  });
});

describe("Arc of Fire", () => {
  const battlefield = scene({
    figures: [crewAt("a", 5, 18, { facing: 0 }), enemyAt("front", 15, 18), enemyAt("side", 10, 26)],
  });

  it("all figures have an Arc of Fire of 90 degrees to their front", () => {
    const figures = figuresOf(kara, raider("front"), raider("side"));
    expect(viewOf(battlefield, "front", figures).inFirersArc).toBe(true);
    expect(viewOf(battlefield, "side", figures).inFirersArc).toBe(false);
  });

  it("if the only ranged weapons carried are Pistols, the Arc of Fire is 180 degrees", () => {
    const gunslinger = crewFigure({ id: "a", weapons: [pistol] });
    expect(viewOf(battlefield, "side", figuresOf(gunslinger, raider("front"), raider("side"))).inFirersArc).toBe(true);
  });
});

describe("Target Selection", () => {
  const battlefield = scene({
    figures: [
      crewAt("a", 5, 18),
      enemyAt("near", 8, 18),
      enemyAt("nearer", 7, 20),
      enemyAt("far", 25, 18),
      crewAt("friend", 5, 25),
    ],
  });
  const figures = figuresOf(kara, raider("near"), raider("nearer"), raider("far"), crewFigure({ id: "friend" }));
  const views = targetViewsFrom(battlefield, "a", figures);

  it("views cover the opposing figures only, with the range between bases in inches", () => {
    expect(views.map((view) => view.target.id)).toEqual(["near", "nearer", "far"]);
    expect(views.find((view) => view.target.id === "near")!.distance).toBeCloseTo(2);
  });

  it('player controlled characters must shoot at the closest target within 3"', () => {
    expect(views.find((view) => view.target.id === "nearer")!.distance).toBeLessThan(2);
    expect(forcedTargets(views, rifle).map((view) => view.target.id)).toEqual(["nearer"]);
  });

  it('additional Shots may go to targets within 3" of the initial target', () => {
    expect(views.find((view) => view.target.id === "near")!.withinThreeInchesOf).toEqual(["nearer"]);
    expect(views.find((view) => view.target.id === "far")!.withinThreeInchesOf).toEqual([]);
  });

  it("the views feed the shooting rules directly: Cover makes the hit roll 6+", async () => {
    const woods = rect("woods", "area", 19, 14, 25, 22, 3);
    const open = scene({ figures: [crewAt("a", 5, 18), enemyAt("b", 19.3, 18)] });
    const covered = scene({ features: [woods], figures: [crewAt("a", 5, 18), enemyAt("b", 19.3, 18)] });
    const shoot = (battlefield: Battlefield) =>
      resolveShot(
        {
          firer: kara,
          weapon: rifle,
          views: targetViewsFrom(battlefield, "a", figuresOf(kara, raider("b"))),
          mode: "normal",
          hasMoved: false,
        },
        new ScriptedDice([{ results: [4], purpose: "Hit" }]),
      );
    expect((await shoot(open)).steps[0]).toMatchObject({ needed: 5, result: "hit" });
    expect((await shoot(covered)).steps[0]).toMatchObject({ needed: 6, result: "miss" });
  });
});
