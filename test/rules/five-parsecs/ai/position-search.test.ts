// The speed-ups of the position search (issue #6, "Speed") must not change a choice: the bounded search, the
// move-only candidates and the phase's shared memo give what the plain search gives.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideEnemyAction, pickPosition, Situation, suggestEnemyPhase } from "../../../../src/rules/five-parsecs/ai";
import { planShot } from "../../../../src/rules/five-parsecs/ai/planned-attack";
import { PhaseMemo } from "../../../../src/rules/five-parsecs/ai/phase-memo";
import { SeededDice } from "../../../../src/rules/core/dice/seeded-dice";
import { distance, distanceToPolygon } from "../../../../src/rules/core/battlefield/geometry";
import { ADJACENT_INCHES } from "../../../../src/rules/core/battlefield/cover";
import { ScriptedDice } from "../../../../src/rules";
import { crew, crewAt, enemy, enemyAt, rect, table, wall } from "./helpers";
import { weapon } from "../../../fixtures/figures";

const terrain = {
  walls: [wall(14, 12, 14, 20), wall(16, 22, 22, 22)],
  features: [
    rect("crates", "individual", 17, 15, 18, 16, 1.5),
    rect("woods", "area", 21, 13, 25, 17, 3),
    rect("wall", "linear", 12, 24, 16, 24.5, 1),
  ],
};
const t = table(
  {
    ...terrain,
    figures: [crewAt("A", 6, 18), crewAt("B", 8, 26), enemyAt("E", 20, 18), enemyAt("F", 22, 24)],
  },
  [crew("A"), crew("B"), enemy("E"), enemy("F", { ai: "cautious" })],
);

describe("the position search's speed-ups keep every choice (Enemy Movement)", () => {
  it("a bounded search picks what the full scan picks, for scores with costly parts", () => {
    const situation = new Situation(t.battlefield, t.figures, "E");
    const a = situation.opponents[0]!.placement.centre;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.boolean(), (which, move) => {
        const tests = move ? [(c: { withDash: boolean }) => !c.withDash] : [];
        const cases = [
          {
            key: (c: { cost: number }, s: Situation["here"]) => [s.shotEase(), -c.cost],
            bound: (c: { cost: number }) => [2, -c.cost],
          },
          {
            key: (c: { x: number; y: number; cost: number }, s: Situation["here"]) => [
              s.seen ? 0 : 1,
              -Math.round(distance(c, a)),
              -c.cost,
            ],
            bound: (c: { x: number; y: number; cost: number }) => [1, -Math.round(distance(c, a)), -c.cost],
          },
          {
            key: (c: { cost: number }, s: Situation["here"]) => [s.safe ? 1 : 0, s.targets().length, -c.cost],
            bound: (c: { cost: number }) => [1, 2, -c.cost],
          },
          {
            key: (c: { x: number; y: number }, s: Situation["here"]) => [s.covered ? 1 : 0, -distance(c, a)],
            bound: (c: { x: number; y: number }) => [1, -distance(c, a)],
          },
        ];
        const { key, bound } = cases[which]!;
        const plain = pickPosition(situation, tests, key as never);
        const bounded = pickPosition(situation, tests, key as never, bound as never);
        expect(bounded).toEqual(plain);
      }),
      { numRuns: 16 },
    );
  });

  it("asking the last exposer first changes the measures taken, never whether a spot is seen, safe or in Cover (Use Cover)", () => {
    const reference = new Situation(t.battlefield, t.figures, "E");
    const spots = reference.candidates.map((c) => reference.spot(c));
    // "Use Cover" and "In Cover" by their definitions, opponent by opponent in table order.
    const verdicts = spots.map((s) => {
      const seers = s.seenBy(),
        safe = seers.every((i) => s.coveredFrom(i));
      return [seers.length > 0, safe, seers.length > 0 ? safe : s.atTerrain];
    });
    // Both verdicts occur, so a rotation that skipped an opponent would be caught.
    expect(new Set(verdicts.map((v) => v[2]))).toEqual(new Set([true, false]));
    fc.assert(
      fc.property(
        fc.nat({ max: 1 }),
        fc.shuffledSubarray(
          spots.map((_, k) => k),
          { minLength: 1 },
        ),
        (exposer, order) => {
          const situation = new Situation(t.battlefield, t.figures, "E");
          situation.exposer = exposer;
          for (const k of order) {
            const spot = situation.spot(reference.candidates[k]!);
            expect([spot.seen, spot.safe, spot.covered], `candidate ${k}`).toEqual(verdicts[k]);
          }
        },
      ),
      { numRuns: 24 },
    );
  });

  it("the move-only candidates are the candidates within the move, in the same order (Movement Action)", () => {
    const moveFirst = new Situation(t.battlefield, t.figures, "E");
    const moveOnly = moveFirst.moveCandidates;
    const full = new Situation(t.battlefield, t.figures, "E").candidates.filter((c) => !c.withDash);
    expect(moveOnly.length).toBeGreaterThan(10);
    expect(moveOnly).toEqual(full);
  });

  it("one memo for the phase gives the same suggestions as a fresh one for each enemy", async () => {
    const memo = new PhaseMemo();
    for (const id of ["E", "F"]) {
      const shared = await decideEnemyAction(
        { battlefield: t.battlefield, figures: t.figures, enemyId: id, memo },
        new SeededDice(`s-${id}`),
      );
      const alone = await decideEnemyAction(
        { battlefield: t.battlefield, figures: t.figures, enemyId: id },
        new SeededDice(`s-${id}`),
      );
      expect(shared).toEqual(alone);
    }
    expect(memo.stats.reachSearches).toBeGreaterThan(0);
  });

  it("each activation's searches lend their buffers to the next, and the phase suggests what it suggested on fresh ones (Enemy Actions)", async () => {
    // The first phase may borrow buffers another test left; the next ones borrow the buffers this one dirtied.
    const phase = () => suggestEnemyPhase({ battlefield: t.battlefield, figures: t.figures }, new SeededDice("lend"));
    const first = await phase();
    expect(first.some((s) => s.moveCost > 0)).toBe(true);
    expect(await phase()).toEqual(first);
    expect(await phase()).toEqual(first);
    // A reach kept past its activation refuses to answer rather than read the next searches' numbers.
    const memo = new PhaseMemo();
    const reach = new Situation(t.battlefield, t.figures, "E", {}, memo).reach;
    const end = reach.points.at(-1)!;
    expect(reach.pathTo(end)).not.toBeNull();
    memo.endActivation();
    expect(() => reach.pathTo(end)).toThrow(/taken back/);
    expect(new Situation(t.battlefield, t.figures, "E", {}, memo).reach.pathTo(end)).toEqual(
      new Situation(t.battlefield, t.figures, "E").reach.pathTo(end),
    );
  });

  it("Target Selection's views from the verdicts are the views from full Lines of Sight (Target Selection, Cover, Crouching)", () => {
    // B crouches behind a barrel it touches when the line of fire crosses it, from the north.
    const crates = { ...terrain, features: [...terrain.features, rect("barrel", "individual", 11, 20, 12, 21, 1)] };
    const seen = { crouching: 0, open: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 32 }), fc.integer({ min: 4, max: 32 }), (x, y) => {
        const scene = table({ ...crates, figures: [crewAt("A", 6, 18), crewAt("B", 11.5, 21.6), enemyAt("E", x, y)] }, [
          crew("A"),
          crew("B"),
          enemy("E"),
        ]);
        const fromVerdicts = new Situation(scene.battlefield, scene.figures, "E").here;
        const fromSights = new Situation(scene.battlefield, scene.figures, "E").here;
        for (const i of fromSights.situation.opponents.keys()) fromSights.sight(i);
        const views = fromVerdicts.targetViews();
        expect(views).toEqual(fromSights.targetViews());
        seen.crouching += views.filter((v) => v.crouching).length;
        seen.open += views.filter((v) => v.visible && !v.inCover).length;
      }),
      { numRuns: 80 },
    );
    expect(seen.crouching).toBeGreaterThan(0);
    expect(seen.open).toBeGreaterThan(0);
  });

  it("an activation measures each verdict once: the base condition's measures where the enemy stands serve its action too (How to Use Movement Tables)", async () => {
    // Cautious and Defensive enemies check "in Cover" where they stand for the base condition, and their actions ask again.
    for (const ai of ["cautious", "defensive", "tactical"] as const) {
      const scene = table({ ...terrain, figures: [crewAt("A", 6, 18), crewAt("B", 8, 26), enemyAt("E", 20, 18)] }, [
        crew("A"),
        crew("B"),
        enemy("E", { ai }),
      ]);
      for (const seed of ["a", "b", "c"]) {
        const memo = new PhaseMemo({ record: true });
        await decideEnemyAction(
          { battlefield: scene.battlefield, figures: scene.figures, enemyId: "E", memo },
          new SeededDice(seed),
        );
        const verdicts = memo
          .measures!.filter((m) => m.kind === "verdict")
          .map((m) => `${m.a.centre.x},${m.a.centre.y}>${m.b.id}`);
        expect(verdicts.length).toBeGreaterThan(0);
        expect(new Set(verdicts).size, `${ai} ${seed}`).toBe(verdicts.length);
      }
    }
  });

  it("no point within the move touches a feature further than the move and the contact distance (Advance to the next forward position)", () => {
    // What lets "next forward position" skip the move-only candidates of a feature out of the move's reach.
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 32 }), fc.integer({ min: 4, max: 32 }), (x, y) => {
        const moved = table({ ...terrain, figures: [crewAt("A", 6, 18), enemyAt("E", x, y)] }, [crew("A"), enemy("E")]);
        const situation = new Situation(moved.battlefield, moved.figures, "E");
        const { centre, radius } = situation.placement,
          features = moved.battlefield.features;
        for (const c of situation.moveCandidates) {
          for (const i of situation.coverFeaturesAt(c)) {
            expect(distanceToPolygon(centre, features[i]!.polygon)).toBeLessThanOrEqual(
              situation.move + radius + ADJACENT_INCHES + 1e-5,
            );
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("a next forward position beyond the move is reached by a Dash after one search, the Dash's (Advance to the next forward position)", async () => {
    // E's move is 4"; the crates' near side is 6" west of it, so only a Dash brings its base into contact.
    const far = table(
      {
        figures: [crewAt("A", 6, 18), enemyAt("E", 24, 18)],
        features: [rect("crates", "individual", 17, 17, 18, 19, 1.5)],
      },
      [crew("A"), enemy("E", { ai: "aggressive" })],
    );
    const memo = new PhaseMemo();
    const s = await decideEnemyAction(
      { battlefield: far.battlefield, figures: far.figures, enemyId: "E", memo },
      new ScriptedDice([3, 1, 1, 1]),
    );
    expect(s.action).toBe("advanceNextForwardPosition");
    expect(s.dash).toBe(true);
    expect(distanceToPolygon(s.end, far.battlefield.features[0]!.polygon)).toBeLessThanOrEqual(
      0.5 + ADJACENT_INCHES + 1e-6,
    );
    expect(memo.stats.reachSearches).toBe(1);
  });

  it("the bound of a shot from ranges alone is never below the shot itself, nor the range to the nearest below the Spot's (Target Selection)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 32 }),
        fc.integer({ min: 4, max: 32 }),
        fc.constantFrom(6, 12, 24),
        (x, y, range) => {
          const moved = table({ ...terrain, figures: [crewAt("A", 6, 18), crewAt("B", 8, 26), enemyAt("E", x, y)] }, [
            crew("A"),
            crew("B"),
            enemy("E", { weapons: [weapon("Gun", range)] }),
          ]);
          const situation = new Situation(moved.battlefield, moved.figures, "E");
          for (const c of situation.candidates) {
            const spot = situation.spot(c),
              bound = situation.shotEaseAtMost(c);
            expect(bound).toBeGreaterThanOrEqual(spot.shotEase());
            expect(situation.distanceToNearest(c)).toBe(Math.min(...situation.opponents.map((_, i) => spot.range(i))));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it("a spot seen across open ground is out of Cover without a full Line of Sight (Cover)", () => {
    // Nothing on the table but the figures: every spot E might take is seen by A across open ground.
    const open = table({ figures: [crewAt("A", 6, 18), enemyAt("E", 24, 18)] }, [crew("A"), enemy("E")]);
    const memo = new PhaseMemo({ record: true });
    const situation = new Situation(open.battlefield, open.figures, "E", {}, memo);
    const spots = situation.moveCandidates.map((c) => situation.spot(c));
    expect(spots.every((s) => s.seen && !s.covered && !s.safe)).toBe(true);
    expect(memo.measures!.filter((m) => m.kind === "verdict").length).toBe(spots.length);
    expect(memo.measures!.filter((m) => m.kind !== "verdict")).toEqual([]);
    // Behind a low wall the verdict alone does not settle it: the full measure is taken, and finds the Cover.
    const walled = table(
      {
        figures: [crewAt("A", 6, 18), enemyAt("E", 24, 18)],
        features: [rect("low wall", "linear", 15, 10, 15.5, 26, 1)],
      },
      [crew("A"), enemy("E")],
    );
    const measured = new PhaseMemo({ record: true });
    const behind = new Situation(walled.battlefield, walled.figures, "E", {}, measured).here;
    expect([behind.seen, behind.covered]).toEqual([true, true]);
    expect(measured.measures!.map((m) => m.kind)).toEqual(["verdict", "sight", "cover"]);
  });

  it("a shot measures no Line of Sight to an opponent beyond every weapon's range, and picks what it picked (Target Selection)", async () => {
    // B is 30" away, beyond the 18" carbine; A, 13" away, is in range.
    const shot = table({ figures: [crewAt("A", 14, 18), crewAt("B", 20, 0.5), enemyAt("E", 20, 30.5)] }, [
      crew("A"),
      crew("B"),
      enemy("E", { weapons: [weapon("Carbine", 18)] }),
    ]);
    const memo = new PhaseMemo({ record: true });
    const situation = new Situation(shot.battlefield, shot.figures, "E", {}, memo);
    const plan = await planShot(situation.here, new SeededDice("shot"));
    expect(plan.shot?.targetId).toBe("A");
    const far = situation.opponents.find((o) => o.figure.id === "B")!.placement;
    expect(memo.measures!.some((m) => m.b === far || m.a === far)).toBe(false);
    expect(memo.measures!.length).toBeGreaterThan(0);
  });
});
