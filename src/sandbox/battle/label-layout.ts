/** A rectangle on the canvas, in pixels: its left, top, width and height. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A stretch of a label in its own colour: a figure's name, its height, its markers. */
export interface LabelRun {
  readonly text: string;
  readonly colour: string;
}

/** A label to place: its text, size, and where it would like its centre (pixels). */
export interface LabelWish {
  readonly text: string;
  readonly size: number;
  readonly colour: string;
  readonly at: { readonly x: number; readonly y: number };
  /** The text in coloured stretches, when it has more than one colour; they join to `text`. */
  readonly runs?: readonly LabelRun[];
  /** Terrain is named in italics, so a feature's name never reads as a figure's. */
  readonly italic?: boolean;
  /** What the label names (a token's centre): a label pushed away from it is tied back to it by a thin line. */
  readonly anchor?: { readonly x: number; readonly y: number };
}

export interface PlacedLabel extends LabelWish {
  /** The centre it was given: `at`, or the nearest offset that collides with nothing placed before it. */
  readonly centre: { readonly x: number; readonly y: number };
  readonly box: Box;
  /** Whether it was pushed off the spot it wished for far enough to need the line back to its anchor. */
  readonly displaced: boolean;
}

/**
 * Space kept around each label's text: two labels side by side keep twice this apart, so neighbours ("Tree" over
 * "Grub") read as two words, not one.
 */
export const PAD = 4;

export const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const boxAt = (x: number, y: number, w: number, h: number): Box => ({
  x: x - w / 2 - PAD,
  y: y - h / 2 - PAD,
  w: w + 2 * PAD,
  h: h + 2 * PAD,
});

/** Offsets to try, nearest first: up and down by a line, then sideways, then the diagonals, then further out. */
function offsets(w: number, h: number): { dx: number; dy: number }[] {
  const out = [{ dx: 0, dy: 0 }];
  for (let ring = 1; ring <= 6; ring++) {
    const dy = ring * (h + 2 * PAD);
    const dx = ring * (w / 2 + 2 * PAD);
    out.push(
      { dx: 0, dy: -dy },
      { dx: 0, dy },
      { dx: dx, dy: 0 },
      { dx: -dx, dy: 0 },
      { dx, dy: -dy },
      { dx: -dx, dy: -dy },
      { dx, dy },
      { dx: -dx, dy },
    );
  }
  return out;
}

/**
 * Labels placed so they do not cover one another nor the fixed boxes (tokens, the AI's planned end): a simple greedy
 * layout, each label in turn at the first offset from where it wants to be that collides with nothing placed so far
 * and stays inside the canvas; when every offset collides, the one that covers least.
 */
export function placeLabels(
  wishes: readonly LabelWish[],
  fixed: readonly Box[],
  measure: (text: string, size: number, wish: LabelWish) => number,
  bounds: { readonly width: number; readonly height: number },
): PlacedLabel[] {
  const taken: Box[] = [...fixed];
  const placed: PlacedLabel[] = [];
  for (const wish of wishes) {
    const w = measure(wish.text, wish.size, wish),
      h = wish.size;
    let best: { centre: { x: number; y: number }; box: Box; cost: number } | null = null;
    for (const { dx, dy } of offsets(w, h)) {
      const centre = { x: wish.at.x + dx, y: wish.at.y + dy };
      const box = boxAt(centre.x, centre.y, w, h);
      const outside = box.x < 0 || box.y < 0 || box.x + box.w > bounds.width || box.y + box.h > bounds.height;
      const cost = taken.reduce((sum, other) => sum + overlap(box, other), 0) + (outside ? box.w * box.h : 0);
      if (!best || cost < best.cost) best = { centre, box, cost };
      if (cost === 0) break;
    }
    const displaced =
      Math.abs(best!.centre.x - wish.at.x) > w / 2 || Math.abs(best!.centre.y - wish.at.y) > h + 2 * PAD;
    placed.push({ ...wish, centre: best!.centre, box: best!.box, displaced });
    taken.push(best!.box);
  }
  return placed;
}
