// Geometry from the shared battlefield: Engaged proposed from base contact (ruling 12), the Rally 3'' count, the
// Recovery 1'' assist, the Group Activation radius (ruling 14), each movement action's reach, and the vision arc.
import { describe, expect, it } from "vitest";
import { BracketBusters as BB, buildBattlefield } from "../../../src/rules";
import { at, twoGangs, withFighters } from "./helpers";

const state = (): BB.BattleState => BB.createBattle(twoGangs(3, 2));

describe("Engaged from base contact (ruling 12)", () => {
  it("proposes Engaged for an Active or Pinned fighter touching an enemy, Active for an Engaged one touching none", () => {
    const s = withFighters(state(), {
      a2: { status: "pinned" },
      a3: { status: "engaged" },
      b2: { status: "seriouslyInjured" },
    });
    const positions = { a1: at(0, 0), b1: at(1.05, 0), a2: at(10, 0), b2: at(11, 0), a3: at(20, 20) };
    expect(BB.proposeEngaged(s, positions)).toEqual([
      { fighterId: "a1", from: "active", to: "engaged" },
      { fighterId: "a2", from: "pinned", to: "engaged" },
      { fighterId: "a3", from: "engaged", to: "active" },
      { fighterId: "b1", from: "active", to: "engaged" },
    ]);
    expect(BB.engagedWith(s, "a1", positions)).toEqual(["b1"]);
  });

  it("bases a quarter inch apart are not in contact; a tenth or less is", () => {
    expect(BB.inBaseContact(at(0, 0), at(1.1, 0))).toBe(true);
    expect(BB.inBaseContact(at(0, 0), at(1.25, 0))).toBe(false);
  });
});

describe("distances and the vision arc", () => {
  it("ruling 16: 'within' includes the distance itself, measured base to base", () => {
    expect(BB.baseDistance(at(0, 0), at(4, 0))).toBeCloseTo(3);
    expect(BB.within(at(0, 0), at(4, 0), 3)).toBe(true);
    expect(BB.within(at(0, 0), at(4.01, 0), 3)).toBe(false);
  });

  it("ruling 12: the vision arc is the 90° to the fighter's front; 360° for a Prone fighter's Blindfire", () => {
    expect(BB.inVisionArc(at(0, 0, 0), at(5, 5))).toBe(true);
    expect(BB.inVisionArc(at(0, 0, 0), at(5, 5.1))).toBe(false);
    expect(BB.inVisionArc(at(0, 0, 0), at(-5, 0))).toBe(false);
    expect(BB.inVisionArc(at(0, 0, 0), at(-5, 0), BB.PRONE_BLINDFIRE_ARC_DEGREES)).toBe(true);
  });

  it("Rally counts friendly Active fighters within 3''; Recovery's assistants are Active or Pinned friends within 1''", () => {
    const s = withFighters(state(), { a1: { status: "broken" }, a3: { status: "pinned" } });
    const positions = { a1: at(0, 0), a2: at(4, 0), a3: at(1, 1), b1: at(1, 0) };
    expect(BB.rallyHelpers(s, "a1", positions)).toEqual(["a2"]);
    const hurt = withFighters(s, { a1: { status: "seriouslyInjured" } });
    expect(BB.recoveryAssistants(hurt, "a1", positions)).toEqual(["a3"]);
  });
});

describe("reach for each movement action on the shared battlefield", () => {
  it("a Move reaches Movement inches, a Crawl half rounded up, a Double Move twice; a wall is walked round", () => {
    const { battlefield } = buildBattlefield({
      width: 30,
      height: 30,
      walls: [{ a: { x: 8, y: 0 }, b: { x: 8, y: 14 }, kind: "sight" }],
      figures: [{ id: "a1", side: "crew", centre: { x: 5, y: 5 } }],
    });
    const s = state();
    const a1 = BB.fighterIn(s, "a1")!;
    const reachOf = (action: BB.ActionId) => BB.movementReach(battlefield, "a1", BB.movementAllowance(a1, action)!);
    const farthest = (r: ReturnType<typeof reachOf>) => Math.max(...r.points.map((p) => Math.hypot(p.x - 5, p.y - 5)));
    expect(farthest(reachOf("move"))).toBeLessThanOrEqual(5 + 1e-9);
    expect(farthest(reachOf("move"))).toBeGreaterThan(4.5);
    expect(farthest(reachOf("crawl"))).toBeLessThanOrEqual(3 + 1e-9);
    const double = reachOf("doubleMove");
    expect(double.points.some((p) => p.x > 8 && p.y < 10)).toBe(false);
    expect(double.points.some((p) => p.x < 8)).toBe(true);
  });

  it("the movement actions are those that move the fighter: each has an allowance but the Charge, whose distance is rolled", () => {
    const a1 = BB.fighterIn(state(), "a1")!;
    const allowed = (Object.keys(BB.ACTIONS) as BB.ActionId[]).filter((id) => BB.movementAllowance(a1, id) !== null);
    expect([...BB.MOVEMENT_ACTIONS].sort()).toEqual([...allowed, "charge"].sort());
    expect(BB.isMovementAction("charge")).toBe(true);
    expect(BB.isMovementAction("shoot")).toBe(false);
  });

  it("a move ends within its inches around a wall, not across it; one lattice step of grace for a token placed by hand", () => {
    const { battlefield } = buildBattlefield({
      width: 30,
      height: 30,
      walls: [{ a: { x: 8, y: 0 }, b: { x: 8, y: 14 }, kind: "sight" }],
      figures: [{ id: "a1", side: "crew", centre: { x: 5, y: 5 } }],
    });
    expect(BB.movementEndsWithin(battlefield, "a1", { x: 10, y: 5 }, 5)).toBe(false); // 5" as the crow flies, behind the wall
    expect(BB.movementEndsWithin(battlefield, "a1", { x: 5, y: 10 }, 5)).toBe(true);
    expect(BB.movementEndsWithin(battlefield, "a1", { x: 5, y: 10.4 }, 5)).toBe(true);
    expect(BB.movementEndsWithin(battlefield, "a1", { x: 5, y: 11 }, 5)).toBe(false);
  });
});

describe("the geometry queries check their input once", () => {
  it("refuse malformed positions naming the field, instead of answering from NaN", () => {
    const s = BB.createBattle(twoGangs());
    expect(() => BB.proposeEngaged(s, { a1: { x: Number.NaN, y: 0, facing: 0, radius: 0.5 } })).toThrow(
      /proposeEngaged: positions\.a1\.x must be/,
    );
    expect(() => BB.baseDistance(at(0, 0), { x: 0, y: 0, facing: 0, radius: -1 })).toThrow(/b\.radius/);
    expect(() => BB.within(at(0, 0), at(1, 0), Number.NaN)).toThrow(/inches/);
    expect(() => BB.inVisionArc(at(0, 0), at(1, 0), 0)).toThrow(/degrees/);
  });
});
