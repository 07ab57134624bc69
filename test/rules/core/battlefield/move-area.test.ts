// What a move's graph lists of its area (move-area.ts): everything that can touch a step inside it, whatever the
// spatial index answers, and no figure whose base lies wholly outside.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBattlefield, type RawFigure } from "../../../../src/rules/five-parsecs/battlefield";
import { figuresIn } from "../../../../src/rules/core/battlefield/movement/move-area";
import { TypedArena } from "../../../../src/rules/core/battlefield/movement/typed-arena";

const area = { minX: 10, minY: 10, maxX: 20, maxY: 20 };

describe("figuresIn (A figure cannot move directly through another figure)", () => {
  it("lists exactly the other bases that reach into the area widened by the mover's radius, with either index", () => {
    const coord = fc.integer({ min: 0, max: 60 }).map((n) => n / 2);
    const figureArb = fc.record({ x: coord, y: coord, radius: fc.constantFrom(0.5, 1, 2) });
    fc.assert(
      fc.property(fc.array(figureArb, { minLength: 1, maxLength: 12 }), (placed) => {
        const figures: RawFigure[] = [
          { id: "mover", side: "crew", centre: { x: 15, y: 15 } },
          ...placed.map((p, k) => ({
            id: `f${k}`,
            side: "enemy" as const,
            centre: { x: p.x, y: p.y },
            radius: p.radius,
          })),
        ];
        for (const index of ["flatbush", "scan"] as const) {
          const { battlefield } = buildBattlefield({ width: 30, height: 30, figures }, { index });
          const mover = battlefield.figures.find((f) => f.id === "mover")!;
          const listed = figuresIn(battlefield, mover, area, new TypedArena())
            .figures.map((f) => f.id)
            .sort();
          const r = mover.radius;
          const expected = battlefield.figures
            .filter(
              (f) =>
                f.id !== "mover" &&
                f.centre.x + f.radius >= area.minX - r &&
                f.centre.x - f.radius <= area.maxX + r &&
                f.centre.y + f.radius >= area.minY - r &&
                f.centre.y - f.radius <= area.maxY + r,
            )
            .map((f) => f.id)
            .sort();
          expect(listed, index).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
