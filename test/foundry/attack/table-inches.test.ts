import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  inchesBetween,
  neighboursWithin,
  pushedTo,
  type TableScale,
} from "../../../src/views/common/canvas/table-inches";

const scale: TableScale = { pixelsPerUnit: 100, unitsPerInch: 1 };

describe("scene pixels to tabletop inches (docs/rulings.md, ruling 5)", () => {
  it("one grid unit is one inch by default, and the world setting rescales it", () => {
    expect(inchesBetween({ x: 0, y: 0 }, { x: 300, y: 400 }, scale)).toBe(5);
    expect(inchesBetween({ x: 0, y: 0 }, { x: 300, y: 400 }, { pixelsPerUnit: 100, unitsPerInch: 2 })).toBe(2.5);
  });

  it('Target Selection: finds the other targets within 3"', () => {
    const near = neighboursWithin(
      [
        { id: "a", at: { x: 0, y: 0 } },
        { id: "b", at: { x: 300, y: 0 } },
        { id: "c", at: { x: 700, y: 0 } },
      ],
      3,
      scale,
    );
    expect(Object.fromEntries(near)).toEqual({ a: ["b"], b: ["a"], c: [] });
  });

  it("a push moves the figure exactly its inches directly away from the attacker (property)", () => {
    const coordinate = fc.integer({ min: -5000, max: 5000 });
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        coordinate,
        coordinate,
        fc.integer({ min: 1, max: 4 }),
        (fx, fy, ax, ay, inches) => {
          fc.pre(fx !== ax || fy !== ay);
          const figure = { x: fx, y: fy };
          const attacker = { x: ax, y: ay };
          const to = pushedTo(figure, attacker, inches, scale)!;
          expect(Math.hypot(to.x - fx, to.y - fy)).toBeCloseTo(inches * 100, 6);
          expect(Math.hypot(to.x - ax, to.y - ay)).toBeCloseTo(Math.hypot(fx - ax, fy - ay) + inches * 100, 6);
        },
      ),
    );
    expect(pushedTo({ x: 1, y: 1 }, { x: 1, y: 1 }, 1, scale)).toBeNull();
  });
});
