import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { discBox, PX_PER_INCH } from "../../../src/sandbox/battle/canvas-view";
import { overlap, PAD, placeLabels, type Box, type LabelWish } from "../../../src/sandbox/battle/label-layout";
import { demoTable } from "../../../src/sandbox/battle/table";

/** About the width of bold sans-serif text: the test has no canvas to measure with. */
const measure = (text: string, size: number): number => text.length * size * 0.62;

const at = (x: number, y: number) => ({ x: x * PX_PER_INCH, y: y * PX_PER_INCH });

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
    const wishes: LabelWish[] = [
      ...table.figures.map((p) => ({ text: p.id, size: 11, colour: "#fff", at: at(p.centre.x, p.centre.y - 1.05) })),
      ...table.features.map((f) => {
        const c = f.polygon.reduce((s, p) => ({ x: s.x + p.x / f.polygon.length, y: s.y + p.y / f.polygon.length }), {
          x: 0,
          y: 0,
        });
        return { text: f.name, size: 11, colour: "#fff", at: at(c.x, c.y) };
      }),
    ];
    const discs = table.figures.map(discBox);
    // Without the layout, some labels of the demo scene do collide ("Woods" and "Woods undergrowth").
    const naive = wishes.map((w) => ({
      x: w.at.x - measure(w.text, w.size) / 2,
      y: w.at.y - w.size / 2,
      w: measure(w.text, w.size),
      h: w.size,
    }));
    expect(collisions(naive, discs)).toBeGreaterThan(0);
    const placed = placeLabels(wishes, discs, measure, {
      width: table.width * PX_PER_INCH,
      height: table.height * PX_PER_INCH,
    });
    expect(placed.map((p) => p.text)).toEqual(wishes.map((w) => w.text));
    expect(
      collisions(
        placed.map((p) => p.box),
        discs,
      ),
    ).toBe(0);
  });

  it("keeps a label where it wants to be when nothing is there", () => {
    const [placed] = placeLabels([{ text: "Barrel", size: 11, colour: "#fff", at: { x: 100, y: 100 } }], [], measure, {
      width: 720,
      height: 720,
    });
    expect(placed!.centre).toEqual({ x: 100, y: 100 });
  });

  it('keeps two neighbouring labels a gap apart, so "Tree" above "Grub" reads as two words (issue 15, item 22)', () => {
    // The demo scene: the Tree's name at its centre, Grub's above its token just below the Tree.
    const tree = { text: "Tree", size: 11, colour: "#fff", at: at(12, 21.95), italic: true };
    const grub = { text: "Grub", size: 11, colour: "#fff", at: at(12.5, 23.2 - 1.05) };
    const placed = placeLabels([grub, tree], [], measure, { width: 720, height: 720 });
    const text = (p: (typeof placed)[number]): Box => ({
      x: p.box.x + PAD,
      y: p.box.y + PAD,
      w: p.box.w - 2 * PAD,
      h: p.box.h - 2 * PAD,
    });
    const [g, t] = placed.map(text);
    const gap = Math.max(g!.y - (t!.y + t!.h), t!.y - (g!.y + g!.h), g!.x - (t!.x + t!.w), t!.x - (g!.x + g!.w));
    expect(gap).toBeGreaterThanOrEqual(2 * PAD);
    expect(gap).toBeGreaterThanOrEqual(8);
  });

  it('keeps "AI: ends here" off the planned end\'s ring and off the token labels around it (issue 15, item 22)', () => {
    // Raider 2 plans to end 1" below where it stands: the ring, the token and both labels crowd one spot.
    const raider = { x: 21.6, y: 8.2 },
      end = { x: 21.6, y: 9.2 };
    const ring: Box = {
      x: (end.x - 0.7) * PX_PER_INCH - 2,
      y: (end.y - 0.7) * PX_PER_INCH - 2,
      w: 1.4 * PX_PER_INCH + 4,
      h: 1.4 * PX_PER_INCH + 4,
    };
    const disc: Box = {
      x: (raider.x - 0.5) * PX_PER_INCH,
      y: (raider.y - 0.5) * PX_PER_INCH,
      w: PX_PER_INCH,
      h: PX_PER_INCH,
    };
    const wishes: LabelWish[] = [
      { text: "AI: ends here", size: 12, colour: "#fff", at: at(end.x, end.y + 1.3), anchor: at(end.x, end.y) },
      {
        text: "Raider 2 · Stun",
        size: 11,
        colour: "#fff",
        at: at(raider.x, raider.y - 1.05),
        anchor: at(raider.x, raider.y),
      },
      { text: "Raider Boss", size: 11, colour: "#fff", at: at(raider.x + 0.4, raider.y - 1.6) },
      { text: "Woods", size: 11, colour: "#fff", at: at(raider.x + 0.2, raider.y + 0.3), italic: true },
    ];
    const placed = placeLabels(wishes, [ring, disc], measure, { width: 720, height: 720 });
    expect(
      collisions(
        placed.map((p) => p.box),
        [ring, disc],
      ),
    ).toBe(0);
  });

  it("ties a label pushed away from its token back to it, and only then", () => {
    const token = at(10, 10);
    const alone = placeLabels(
      [{ text: "Grub", size: 11, colour: "#fff", at: at(10, 8.95), anchor: token }],
      [],
      measure,
      { width: 720, height: 720 },
    );
    expect(alone[0]!.displaced).toBe(false);
    // Four labels wanting the same spot: one line up or down still reads as the token's; pushed aside, it says so.
    const crowd = ["Raider 2", "Raider 3", "Raider 4", "Raider 5"].map((text) => ({
      text,
      size: 11,
      colour: "#fff",
      at: at(10, 8.95),
      anchor: token,
    }));
    const placed = placeLabels(crowd, [], measure, { width: 720, height: 720 });
    expect(placed.map((p) => p.displaced)).toEqual([false, false, false, true]);
  });

  it("places a crowd of labels in a small patch of the table, with tokens among them, so that none overlaps another or a token (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            text: fc.string({ minLength: 1, maxLength: 16 }),
            x: fc.integer({ min: 300, max: 420 }),
            y: fc.integer({ min: 300, max: 420 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.array(fc.record({ x: fc.integer({ min: 300, max: 420 }), y: fc.integer({ min: 300, max: 420 }) }), {
          maxLength: 6,
        }),
        (items, tokens) => {
          const discs = tokens.map((t) => ({ x: t.x - 10, y: t.y - 10, w: 20, h: 20 }));
          const wishes = items.map((i) => ({ text: i.text, size: 11, colour: "#fff", at: { x: i.x, y: i.y } }));
          const placed = placeLabels(wishes, discs, measure, { width: 720, height: 720 });
          expect(
            collisions(
              placed.map((p) => p.box),
              discs,
            ),
          ).toBe(0);
        },
      ),
    );
  });

  it("places a few labels wishing for nearby spots so that none overlaps another (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            text: fc.string({ minLength: 1, maxLength: 12 }),
            x: fc.integer({ min: 150, max: 570 }),
            y: fc.integer({ min: 150, max: 570 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (items) => {
          const wishes = items.map((i) => ({ text: i.text, size: 11, colour: "#fff", at: { x: i.x, y: i.y } }));
          const placed = placeLabels(wishes, [], measure, { width: 720, height: 720 });
          expect(
            collisions(
              placed.map((p) => p.box),
              [],
            ),
          ).toBe(0);
        },
      ),
    );
  });
});
