import { describe, expect, it } from "vitest";
import { ScriptedDice, type Figure } from "../../../../src/rules";
import type { TargetView } from "../../../../src/rules/five-parsecs/shooting/target-view";
import {
  checkPlayerTarget,
  chooseEnemyTarget,
  forcedTargets,
  legalTargets,
} from "../../../../src/rules/five-parsecs/shooting/target-selection";
import { allocateEnemyShots, checkAllocation } from "../../../../src/rules/five-parsecs/shooting/shot-allocation";
import { pickRandomly } from "../../../../src/rules/five-parsecs/shooting/random-pick";
import { crewFigure, enemyFigure, weapon } from "../../../fixtures/figures";

const rifle = weapon("Military Rifle", 24);
const view = (target: Figure, overrides: Partial<TargetView> = {}): TargetView => ({
  target,
  distance: 10,
  inCover: false,
  visible: true,
  inFirersArc: true,
  firerInTargetsArc: true,
  goodShot: false,
  crouching: false,
  withinThreeInchesOf: [],
  ...overrides,
});
const enemy = (id: string) => enemyFigure({ id });
const crew = (id: string) => crewFigure({ id });

describe("Target Selection", () => {
  it("the target must be visible, within the Arc of Fire and within weapon range", () => {
    const views = [
      view(enemy("ok"), { distance: 24 }),
      view(enemy("hidden"), { visible: false }),
      view(enemy("behind"), { inFirersArc: false }),
      view(enemy("far"), { distance: 24.5 }),
    ];
    expect(legalTargets(views, rifle).map((v) => v.target.id)).toEqual(["ok"]);
    expect(checkPlayerTarget(views, rifle, "hidden")).toBe("notVisible");
    expect(checkPlayerTarget(views, rifle, "behind")).toBe("outOfArc");
    expect(checkPlayerTarget(views, rifle, "far")).toBe("outOfRange");
    expect(checkPlayerTarget(views, rifle, "nobody")).toBe("unknownTarget");
  });

  it('player controlled characters must shoot at the closest target within 3"', () => {
    const views = [
      view(enemy("near"), { distance: 2 }),
      view(enemy("nearer"), { distance: 1.5 }),
      view(enemy("far"), { distance: 12 }),
    ];
    expect(forcedTargets(views, rifle).map((v) => v.target.id)).toEqual(["nearer"]);
    expect(checkPlayerTarget(views, rifle, "nearer")).toBeNull();
    expect(checkPlayerTarget(views, rifle, "near")).toBe("mustShootClosest");
    expect(checkPlayerTarget(views, rifle, "far")).toBe("mustShootClosest");
  });

  it("and may otherwise select any target", () => {
    const views = [view(enemy("a"), { distance: 3.5 }), view(enemy("b"), { distance: 12 })];
    expect(forcedTargets(views, rifle)).toEqual([]);
    expect(checkPlayerTarget(views, rifle, "b")).toBeNull();
  });

  it('a target within 3" that cannot be shot does not force the choice', () => {
    const views = [view(enemy("unseen"), { distance: 1, visible: false }), view(enemy("b"), { distance: 12 })];
    expect(checkPlayerTarget(views, rifle, "b")).toBeNull();
  });

  it("enemies target the easiest target to hit (the open before cover), followed by the closest", async () => {
    const dice = new ScriptedDice([]);
    const views = [
      view(crew("cover-near"), { distance: 4, inCover: true }),
      view(crew("open-far"), { distance: 20 }),
      view(crew("open-mid"), { distance: 9 }),
    ];
    expect((await chooseEnemyTarget(views, rifle, dice)).view?.target.id).toBe("open-mid");
    const allCover = views.map((v) => ({ ...v, inCover: true }));
    expect((await chooseEnemyTarget(allCover, rifle, dice)).view?.target.id).toBe("cover-near");
    dice.assertAllUsed();
  });

  it("enemies pick randomly if needed, with a Target Selection die", async () => {
    const views = [view(crew("a")), view(crew("b")), view(crew("c"))];
    const dice = new ScriptedDice([{ results: [4], purpose: "Target Selection" }]);
    const choice = await chooseEnemyTarget(views, rifle, dice);
    expect(choice.view?.target.id).toBe("b");
    expect(choice.steps[0]).toMatchObject({
      rule: "Target Selection",
      dice: [{ purpose: "Target Selection", value: 4 }],
    });
    dice.assertAllUsed();
  });

  it("a random pick between 4 or 5 rolls again on a face above their number, so every target has equal odds", async () => {
    const dice = new ScriptedDice([{ results: [6, 5, 3], purpose: "Target Selection" }]);
    const pick = await pickRandomly(["a", "b", "c", "d"], dice);
    expect(pick.chosen).toBe("c");
    expect(pick.step.dice.map((d) => d.value)).toEqual([6, 5, 3]);
    dice.assertAllUsed();
  });

  it("enemies with nothing to shoot at choose no target", async () => {
    expect(
      (await chooseEnemyTarget([view(crew("a"), { visible: false })], rifle, new ScriptedDice([]))).view,
    ).toBeNull();
  });
});

describe("Target Selection: multiple Shots", () => {
  const autoRifle = { ...rifle, shots: 3 };
  const views = [
    view(enemy("a"), { withinThreeInchesOf: ["b"] }),
    view(enemy("b"), { withinThreeInchesOf: ["a", "c"] }),
    view(enemy("c"), { withinThreeInchesOf: ["b"] }),
  ];
  const player = { playerControlled: true, sameTarget: false };

  it('additional Shots go to the initial target or to targets within 3" of it', () => {
    expect(checkAllocation(views, autoRifle, 3, ["a", "b", "a"], player)).toBeNull();
    expect(checkAllocation(views, autoRifle, 3, ["b", "a", "c"], player)).toBeNull();
    expect(checkAllocation(views, autoRifle, 3, ["a", "b", "c"], player)).toBe("notNearInitialTarget");
  });

  it("every Shot is allocated, and each target must itself be a legal target", () => {
    expect(checkAllocation(views, autoRifle, 3, ["a", "b"], player)).toBe("wrongShotCount");
    const hiddenB = views.map((v) => (v.target.id === "b" ? { ...v, visible: false } : v));
    expect(checkAllocation(hiddenB, autoRifle, 3, ["a", "b", "a"], player)).toBe("notVisible");
  });

  it("a player's initial target follows the closest-within-3\" rule", () => {
    const close = views.map((v) => (v.target.id === "c" ? { ...v, distance: 2 } : v));
    expect(checkAllocation(close, autoRifle, 3, ["a", "a", "a"], player)).toBe("mustShootClosest");
    expect(checkAllocation(close, autoRifle, 3, ["a", "a", "a"], { ...player, playerControlled: false })).toBeNull();
  });

  it("Gun Slinging fires both Pistols at the same target", () => {
    expect(checkAllocation(views, autoRifle, 2, ["a", "b"], { ...player, sameTarget: true })).toBe(
      "gunSlingingSameTarget",
    );
  });

  it("enemies try to hit the most targets possible and allocate excess shots to the initial target", async () => {
    const crewViews = [
      view(crew("x"), { withinThreeInchesOf: ["y", "z"] }),
      view(crew("y"), { withinThreeInchesOf: ["x"] }),
      view(crew("z"), { withinThreeInchesOf: ["x"], inCover: true }),
    ];
    const dice = new ScriptedDice([]);
    expect((await allocateEnemyShots(crewViews[0]!, crewViews, { ...rifle, shots: 3 }, 3, dice)).allocation).toEqual([
      "x",
      "y",
      "z",
    ]);
    expect((await allocateEnemyShots(crewViews[0]!, crewViews, { ...rifle, shots: 5 }, 5, dice)).allocation).toEqual([
      "x",
      "y",
      "z",
      "x",
      "x",
    ]);
    // With 2 Shots, the easier of the two nearby targets (y, in the open) takes the extra Shot.
    expect((await allocateEnemyShots(crewViews[0]!, crewViews, { ...rifle, shots: 2 }, 2, dice)).allocation).toEqual([
      "x",
      "y",
    ]);
    dice.assertAllUsed();
  });

  it("enemies pick randomly among equal nearby targets when Shots run short", async () => {
    const crewViews = [view(crew("x"), { withinThreeInchesOf: ["y", "z"] }), view(crew("y")), view(crew("z"))];
    const dice = new ScriptedDice([{ results: [6], purpose: "Target Selection" }]);
    const spread = await allocateEnemyShots(crewViews[0]!, crewViews, { ...rifle, shots: 2 }, 2, dice);
    expect(spread.allocation).toEqual(["x", "z"]);
    expect(spread.steps).toHaveLength(1);
    dice.assertAllUsed();
  });
});
