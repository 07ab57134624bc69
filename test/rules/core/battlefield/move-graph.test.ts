// The move search's shortcut (issue #6): a feature whose outline stays clear of a lattice point's box is settled once
// for every step in it. Every step must cost what the full test says, whatever box it was gathered with.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield } from "../../../../src/rules/five-parsecs/battlefield";
import { segmentMeetsBox } from "../../../../src/rules/core/battlefield/geometry";
import { MoveGraph } from "../../../../src/rules/core/battlefield/movement/move-graph";

// Irregular outlines (not only boxes), on eighth-inch corners, some of them far larger than a lattice point's box.
const coord = fc.integer({ min: 0, max: 288 }).map((n) => n / 8);
const pointArb = fc.record({ x: coord, y: coord });
const featureArb = fc
  .record({
    centre: pointArb,
    radius: fc.integer({ min: 2, max: 80 }).map((n) => n / 8),
    corners: fc.integer({ min: 3, max: 7 }),
    turn: fc.double({ min: 0, max: Math.PI, noNaN: true }),
    kind: fc.constantFrom("difficult", "difficult", "impassable", "individual", "linear"),
    height: fc.constantFrom(0.5, 1, 2, 3.5),
  })
  .map(({ centre, radius, corners, turn, kind, height }) => ({
    kind,
    height,
    polygon: Array.from({ length: corners }, (_, k) => ({
      x: centre.x + radius * Math.cos(turn + (2 * Math.PI * k) / corners),
      y: centre.y + radius * Math.sin(turn + (2 * Math.PI * k) / corners),
    })),
  }));

describe("MoveGraph: features settled per gathered box (Movement Action, Moving Up and Down, Leaping)", () => {
  it("a step gathered in a lattice point's small box costs what it costs gathered with the whole table", () => {
    const stepArb = fc.record({
      x: fc.double({ min: 1, max: 35, noNaN: true }),
      y: fc.double({ min: 1, max: 35, noNaN: true }),
      dx: fc.integer({ min: -2, max: 2 }),
      dy: fc.integer({ min: -2, max: 2 }),
    });
    let outside = 0,
      inside = 0;
    fc.assert(
      fc.property(
        fc.array(featureArb, { minLength: 1, maxLength: 5 }),
        fc.array(stepArb, { minLength: 1, maxLength: 20 }),
        (features, steps) => {
          const { battlefield } = buildBattlefield({
            width: 36,
            height: 36,
            features: features.map((f, i) => ({ id: `f${i}`, name: `f${i}`, ...f })),
            figures: [{ id: "m", side: "crew", centre: { x: 0.5, y: 0.5 } }],
          });
          const mover = battlefield.figures[0]!;
          const table = { minX: 0, minY: 0, maxX: 36, maxY: 36 };
          const graph = new MoveGraph(battlefield, mover, false, table);
          for (const { x, y, dx, dy } of steps) {
            const u = { x, y },
              v = { x: x + dx * 0.5, y: y + dy * 0.5 },
              length = Math.sqrt((v.x - u.x) ** 2 + (v.y - u.y) ** 2);
            // The search's own box: two lattice steps around the point it steps from.
            const open = graph.gather(x - 1, y - 1, x + 1, y + 1);
            // A feature's box meets the small box, yet nothing was gathered: it was settled as lying wholly outside.
            if (
              open &&
              battlefield.features.some(
                ({ box }) => box.minX <= x + 1 && box.maxX >= x - 1 && box.minY <= y + 1 && box.maxY >= y - 1,
              )
            )
              outside++;
            const near = {
              ok: graph.stepNear(u, v, length),
              base: graph.lastBase,
              difficult: graph.lastDifficult,
              jump: graph.lastMayJump,
            };
            if (near.ok && length > 0 && near.difficult === length) inside++;
            graph.gather(table.minX, table.minY, table.maxX, table.maxY);
            const whole = {
              ok: graph.stepNear(u, v, length),
              base: graph.lastBase,
              difficult: graph.lastDifficult,
              jump: graph.lastMayJump,
            };
            expect(near.ok).toBe(whole.ok);
            if (!whole.ok) continue;
            expect(near).toEqual(whole);
            // A path's step, asked again with its notes (gathered in the step's own box), costs the same.
            const step = graph.step(u, v);
            expect(step && { base: step.base, difficult: step.difficult }).toEqual({
              base: whole.base,
              difficult: whole.difficult,
            });
            expect(step!.notes.filter((n) => n.kind === "difficult").reduce((sum, n) => sum + n.inches, 0)).toBeCloseTo(
              whole.difficult,
              12,
            );
          }
        },
      ),
      { numRuns: 300 },
    );
    // Both shortcuts were taken: features dropped as wholly outside, steps wholly inside difficult ground.
    expect(outside).toBeGreaterThan(20);
    expect(inside).toBeGreaterThan(20);
  });

  it("a box wholly inside difficult ground bounds every step in it: its length in difficult inches per such feature (Movement Action)", () => {
    // What lets the search skip a step whose least cost cannot beat what its end has already.
    const stepArb = fc.record({
      x: fc.double({ min: 1, max: 35, noNaN: true }),
      y: fc.double({ min: 1, max: 35, noNaN: true }),
      dx: fc.integer({ min: -2, max: 2 }),
      dy: fc.integer({ min: -2, max: 2 }),
    });
    const around: number[] = [];
    // Two wide fields of difficult ground overlapping in the middle of the table, then the random features.
    const square = (x0: number, y0: number, x1: number, y1: number) => ({
      kind: "difficult",
      height: 0,
      polygon: [
        { x: x0, y: y0 },
        { x: x1, y: y0 },
        { x: x1, y: y1 },
        { x: x0, y: y1 },
      ],
    });
    const fields = [square(6, 6, 24, 30), square(12, 6, 30, 30)];
    fc.assert(
      fc.property(
        fc.array(featureArb, { minLength: 1, maxLength: 5 }),
        fc.array(stepArb, { minLength: 1, maxLength: 20 }),
        (features, steps) => {
          const { battlefield } = buildBattlefield({
            width: 36,
            height: 36,
            features: [...fields, ...features].map((f, i) => ({ id: `f${i}`, name: `f${i}`, ...f })),
            figures: [{ id: "m", side: "crew", centre: { x: 0.5, y: 0.5 } }],
          });
          const graph = new MoveGraph(battlefield, battlefield.figures[0]!, false, {
            minX: 0,
            minY: 0,
            maxX: 36,
            maxY: 36,
          });
          for (const { x, y, dx, dy } of steps) {
            const u = { x, y },
              v = { x: x + dx * 0.5, y: y + dy * 0.5 },
              length = Math.sqrt((v.x - u.x) ** 2 + (v.y - u.y) ** 2);
            graph.gather(x - 1, y - 1, x + 1, y + 1);
            const count = graph.gatheredDifficultAround;
            around.push(count);
            if (!graph.stepNear(u, v, length)) continue;
            expect(graph.lastBase).toBeGreaterThanOrEqual(length);
            expect(graph.lastDifficult).toBeGreaterThanOrEqual(count * length - 1e-9);
          }
        },
      ),
      { numRuns: 300 },
    );
    // Boxes inside one and inside two overlapping features both occurred.
    expect(around.filter((n) => n === 1).length).toBeGreaterThan(20);
    expect(around.filter((n) => n >= 2).length).toBeGreaterThan(0);
  });

  it("segmentMeetsBox: exact for a segment and a box, touching counts", () => {
    const box = [0, 0, 2, 2] as const;
    const meets = (ax: number, ay: number, bx: number, by: number): boolean =>
      segmentMeetsBox({ x: ax, y: ay }, { x: bx, y: by }, ...box);
    expect(meets(-1, 1, 3, 1)).toBe(true); // straight through
    expect(meets(1, 1, 1.5, 1.5)).toBe(true); // wholly inside
    expect(meets(2, -1, 2, 3)).toBe(true); // along an edge
    expect(meets(-1, 2.5, 2.5, -1)).toBe(true); // across a corner
    expect(meets(-1, 5.5, 5.5, -1)).toBe(false); // past a corner: the boxes overlap, the line misses
    expect(meets(3, 0, 3, 2)).toBe(false);
  });
});
