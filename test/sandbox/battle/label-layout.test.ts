import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { discBox, PX_PER_INCH } from "../../../src/sandbox/battle/canvas-view";
import { overlap, placeLabels, type Box, type LabelWish } from "../../../src/sandbox/battle/label-layout";
import { demoTable } from "../../../src/sandbox/battle/table";

/** About the width of bold sans-serif text: the test has no canvas to measure with. */
const measure = (text: string, size: number): number => text.length * size * 0.62;

const collisions = (boxes: readonly Box[], fixed: readonly Box[]): number => {
  let count = 0;
  boxes.forEach((a, i) => {
    for (const b of [...boxes.slice(i + 1), ...fixed]) if (overlap(a, b) > 0) count++;
  });
  return count;
};

describe("the table's labels (issue 7: legible screenshots)", () => {
  it("lays out the demo scene's terrain and token labels without one covering another or a token", () => {
    const table = demoTable();
    const at = (x: number, y: number) => ({ x: x * PX_PER_INCH, y: y * PX_PER_INCH });
    const wishes: LabelWish[] = [
      ...table.figures.map((p) => ({ text: p.id, size: 11, colour: "#fff", at: at(p.centre.x, p.centre.y - 1.05) })),
      ...table.features.map((f) => {
        const c = f.polygon.reduce((s, p) => ({ x: s.x + p.x / f.polygon.length, y: s.y + p.y / f.polygon.length }), { x: 0, y: 0 });
        return { text: f.name, size: 11, colour: "#fff", at: at(c.x, c.y) };
      }),
    ];
    const discs = table.figures.map(discBox);
    // Without the layout, some labels of the demo scene do collide ("Woods" and "Woods undergrowth").
    const naive = wishes.map((w) => ({ x: w.at.x - measure(w.text, w.size) / 2, y: w.at.y - w.size / 2, w: measure(w.text, w.size), h: w.size }));
    expect(collisions(naive, discs)).toBeGreaterThan(0);
    const placed = placeLabels(wishes, discs, measure, { width: table.width * PX_PER_INCH, height: table.height * PX_PER_INCH });
    expect(placed.map((p) => p.text)).toEqual(wishes.map((w) => w.text));
    expect(collisions(placed.map((p) => p.box), discs)).toBe(0);
  });

  it("keeps a label where it wants to be when nothing is there", () => {
    const [placed] = placeLabels([{ text: "Barrel", size: 11, colour: "#fff", at: { x: 100, y: 100 } }], [], measure, { width: 720, height: 720 });
    expect(placed!.centre).toEqual({ x: 100, y: 100 });
  });

  it("places a few labels wishing for nearby spots so that none overlaps another (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ text: fc.string({ minLength: 1, maxLength: 12 }), x: fc.integer({ min: 150, max: 570 }), y: fc.integer({ min: 150, max: 570 }) }), { minLength: 1, maxLength: 6 }),
        (items) => {
          const wishes = items.map((i) => ({ text: i.text, size: 11, colour: "#fff", at: { x: i.x, y: i.y } }));
          const placed = placeLabels(wishes, [], measure, { width: 720, height: 720 });
          expect(collisions(placed.map((p) => p.box), [])).toBe(0);
        },
      ),
    );
  });
});
