import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield, reachOf } from "../../../../src/rules/five-parsecs/battlefield";
import { SearchBuffers } from "../../../../src/rules/core/battlefield/movement/search-buffers";
import { TypedArena } from "../../../../src/rules/core/battlefield/movement/typed-arena";
import { TableLimitError } from "../../../../src/rules/core/battlefield/table-limit-error";
import { crewFigure } from "../../../fixtures/figures";
import { crewAt, enemyAt, rect } from "./scene";

/**
 * The searches of an Enemy Actions phase borrow their typed arrays' buffers (`SearchBuffers`) and give them back when an
 * activation ends, so the next searches run on buffers that held other numbers. Nothing of those numbers may show: a
 * buffer is zeroed as it is lent, never lent twice at once, and a reach whose buffers were taken back refuses to answer.
 */
describe("SearchBuffers: buffers lent to move searches and taken back", () => {
  it("lends zeroed buffers, never one that is still lent, and lends again what was taken back", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 300_000 }), { minLength: 1, maxLength: 6 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rounds) => {
          const lender = new SearchBuffers();
          for (const sizes of rounds) {
            const lent = sizes.map((bytes) => ({ bytes, buffer: lender.lend(bytes) }));
            expect(new Set(lent.map((l) => l.buffer)).size).toBe(lent.length);
            for (const { bytes, buffer } of lent) {
              expect(buffer.byteLength).toBeGreaterThanOrEqual(bytes);
              const asked = new Uint8Array(buffer, 0, bytes);
              expect(asked.every((b) => b === 0)).toBe(true);
              asked.fill(0xa5); // dirty it, as a search does
            }
            expect(lender.lent).toBe(lent.length);
            lender.takeBack();
            expect(lender.lent).toBe(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("two lenders at once never share a buffer", () => {
    const a = new SearchBuffers(),
      b = new SearchBuffers();
    const fromA = [a.lend(1_000), a.lend(100_000)],
      fromB = [b.lend(1_000), b.lend(100_000)];
    expect(fromB.some((buffer) => fromA.includes(buffer))).toBe(false);
    a.takeBack();
    // a's buffers are spare now: b may borrow them, and a borrows anew without getting b's.
    const moreB = [b.lend(1_000), b.lend(100_000)],
      againA = [a.lend(1_000), a.lend(100_000)];
    expect(new Set([...fromB, ...moreB, ...againA]).size).toBe(6);
    a.takeBack();
    b.takeBack();
  });

  it("an arena on a longer lent buffer carves only what it asked for, each array zeroed", () => {
    const lender = new SearchBuffers();
    new Uint8Array(lender.lend(200_000)).fill(7);
    lender.takeBack();
    const arena = new TypedArena(1_000, 512, lender);
    const arrays = [arena.float64(100), arena.int32(50), arena.uint8(300)];
    for (const array of arrays) expect(array.every((x) => x === 0)).toBe(true);
    expect(arrays[2]!.buffer).not.toBe(arrays[0]!.buffer); // 800 + 200 bytes filled the first 1,000; the next is another loan
    lender.takeBack();
  });

  it("a reach searched on borrowed buffers lists and paths what a reach on its own buffers does, and refuses once they are taken back", () => {
    const coord = fc.integer({ min: 1, max: 46 }).map((n) => n / 2);
    const scene = fc.record({
      walls: fc.array(
        fc.record({
          a: fc.record({ x: coord, y: coord }),
          b: fc.record({ x: coord, y: coord }),
          kind: fc.constantFrom("sight", "movement", "window"),
        }),
        { maxLength: 6 },
      ),
      features: fc.array(
        fc
          .record({
            x: coord,
            y: coord,
            w: fc.integer({ min: 1, max: 8 }),
            kind: fc.constantFrom("individual", "difficult", "impassable"),
          })
          .map(({ x, y, w, kind }) =>
            rect(`f${x},${y}`, kind, x, y, x + w / 2, y + w / 2, kind === "individual" ? 1.5 : 0),
          ),
        { maxLength: 4 },
      ),
      movers: fc.array(fc.record({ x: coord, y: coord, speed: fc.integer({ min: 2, max: 6 }) }), {
        minLength: 1,
        maxLength: 4,
      }),
    });
    fc.assert(
      fc.property(scene, ({ walls, features, movers }) => {
        const { battlefield } = buildBattlefield({
          width: 24,
          height: 24,
          walls,
          features,
          figures: movers.map((m, i) => (i === 0 ? crewAt(`m${i}`, m.x, m.y) : enemyAt(`m${i}`, m.x, m.y))),
        });
        const lender = new SearchBuffers();
        // Each mover in turn on buffers the one before it dirtied, as each activation of a phase searches.
        for (const [i, m] of movers.entries()) {
          if (!battlefield.figures.some((f) => f.id === `m${i}`)) continue;
          const figure = crewFigure({ id: `m${i}`, speed: m.speed });
          const own = reachOf(battlefield, figure),
            borrowed = reachOf(battlefield, figure, { buffers: lender });
          expect(borrowed.points).toEqual(own.points);
          const ends = own.points.filter((_, k) => k % 7 === 0);
          expect(ends.map((p) => borrowed.pathTo(p))).toEqual(ends.map((p) => own.pathTo(p)));
          lender.takeBack();
          if (ends[0]) expect(() => borrowed.pathTo(ends[0]!)).toThrow(/taken back/);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("refuses anything else as the reach's buffers, naming the field", () => {
    const { battlefield } = buildBattlefield({ width: 12, height: 12, figures: [crewAt("m", 6, 6)] });
    expect(() => reachOf(battlefield, crewFigure({ id: "m", speed: 4 }), { buffers: {} as SearchBuffers })).toThrow(
      TableLimitError,
    );
    expect(() => reachOf(battlefield, crewFigure({ id: "m", speed: 4 }), { buffers: {} as SearchBuffers })).toThrow(
      /buffers/,
    );
  });
});
