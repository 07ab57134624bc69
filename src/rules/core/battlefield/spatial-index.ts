import Flatbush from "flatbush";
import type { Box, Point } from "./geometry";
import { TableLimitError } from "./table-limit-error";

/**
 * Where walls, terrain features and figures are, so a line of sight or a path looks only at the few things near it
 * instead of every segment of the scene. Two implementations with one interface: flatbush packed R-trees (the real
 * one), and a plain scan (the benchmark's baseline, and a check in the tests that the index never loses anything).
 */
export interface SpatialIndex {
  /** "flatbush" or "scan", for reports. */
  readonly strategy: string;
  /** Walls whose boxes come within `pad` of the segment a→b (a superset: callers test exactly). */
  wallsAlong(a: Point, b: Point, pad: number): readonly number[];
  featuresAlong(a: Point, b: Point, pad: number): readonly number[];
  figuresAlong(a: Point, b: Point, pad: number): readonly number[];
  wallsIn(box: Box): readonly number[];
  featuresIn(box: Box): readonly number[];
  figuresIn(box: Box): readonly number[];
}

/** What the index needs of each thing: its box. */
export interface IndexedBoxes {
  readonly walls: readonly Box[];
  readonly features: readonly Box[];
  readonly figures: readonly Box[];
}

/**
 * A long diagonal line's box covers most of the table, so lines are searched in pieces of this many inches: the
 * boxes of the pieces hug the line, and a 24" shot looks at a thin strip rather than a 17" square.
 */
const PIECE_INCHES = 4;

/** One R-tree over boxes, searched along a line in pieces, each result reported once. */
export class BoxTree {
  readonly #tree: Flatbush | null;
  readonly #seen: Uint32Array;
  #epoch = 0;

  constructor(boxes: readonly Box[]) {
    this.#seen = new Uint32Array(boxes.length);
    if (boxes.length === 0) {
      this.#tree = null;
      return;
    }
    const tree = new Flatbush(boxes.length);
    for (const box of boxes) tree.add(box.minX, box.minY, box.maxX, box.maxY);
    tree.finish();
    this.#tree = tree;
  }

  in(box: Box): number[] {
    return this.#tree ? this.#tree.search(box.minX, box.minY, box.maxX, box.maxY) : [];
  }

  /** The indexes of the boxes meeting `box`, in the order the boxes were given (so callers see table order). */
  inOrder(box: Box): number[] {
    return this.in(box).sort((i, j) => i - j);
  }

  along(a: Point, b: Point, pad: number): number[] {
    const tree = this.#tree;
    if (!tree) return [];
    const pieces = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / PIECE_INCHES));
    if (pieces === 1) {
      return tree.search(
        Math.min(a.x, b.x) - pad,
        Math.min(a.y, b.y) - pad,
        Math.max(a.x, b.x) + pad,
        Math.max(a.y, b.y) + pad,
      );
    }
    // Only the pieces whose boxes can meet the tree's bounds: a line running far past everything indexed costs what
    // its part over them costs, not its length. A piece outside this range finds nothing, so the answer (and its
    // order) is the one every piece would give.
    if (!Number.isFinite(pieces)) throw new TableLimitError("spatial index", "a line's ends", [a, b], "finite points");
    let k0 = 0,
      k1 = pieces - 1;
    const lineX = b.x - a.x,
      lineY = b.y - a.y;
    if (lineX === 0) {
      if (a.x < tree.minX - pad || a.x > tree.maxX + pad) return [];
    } else {
      const u = (tree.minX - pad - a.x) / lineX,
        v = (tree.maxX + pad - a.x) / lineX;
      k0 = Math.max(k0, Math.floor(Math.min(u, v) * pieces) - 1);
      k1 = Math.min(k1, Math.ceil(Math.max(u, v) * pieces) + 1);
    }
    if (lineY === 0) {
      if (a.y < tree.minY - pad || a.y > tree.maxY + pad) return [];
    } else {
      const u = (tree.minY - pad - a.y) / lineY,
        v = (tree.maxY + pad - a.y) / lineY;
      k0 = Math.max(k0, Math.floor(Math.min(u, v) * pieces) - 1);
      k1 = Math.min(k1, Math.ceil(Math.max(u, v) * pieces) + 1);
    }
    if (k0 > k1) return [];
    const epoch = this.#nextEpoch();
    const seen = this.#seen;
    const found: number[] = [];
    const keep = (index: number): boolean => {
      if (seen[index] === epoch) return false;
      seen[index] = epoch;
      found.push(index);
      return false;
    };
    const dx = (b.x - a.x) / pieces,
      dy = (b.y - a.y) / pieces;
    for (let k = k0; k <= k1; k++) {
      const x0 = a.x + dx * k,
        y0 = a.y + dy * k,
        x1 = x0 + dx,
        y1 = y0 + dy;
      tree.search(Math.min(x0, x1) - pad, Math.min(y0, y1) - pad, Math.max(x0, x1) + pad, Math.max(y0, y1) + pad, keep);
    }
    return found;
  }

  #nextEpoch(): number {
    this.#epoch = this.#epoch === 0xffffffff ? 1 : this.#epoch + 1;
    if (this.#epoch === 1) this.#seen.fill(0);
    return this.#epoch;
  }
}

/** The R-tree index: built once per snapshot (flatbush is static, which suits a snapshot rebuilt on scene change). */
export function flatbushIndex(boxes: IndexedBoxes): SpatialIndex {
  const walls = new BoxTree(boxes.walls),
    features = new BoxTree(boxes.features),
    figures = new BoxTree(boxes.figures);
  return {
    strategy: "flatbush",
    wallsAlong: (a, b, pad) => walls.along(a, b, pad),
    featuresAlong: (a, b, pad) => features.along(a, b, pad),
    figuresAlong: (a, b, pad) => figures.along(a, b, pad),
    wallsIn: (box) => walls.in(box),
    featuresIn: (box) => features.in(box),
    figuresIn: (box) => figures.in(box),
  };
}

/**
 * `index` with its figures' boxes replaced (tokens moved, added or removed): the walls' and features' trees, the
 * costly part of a scene's index, are kept as they are; the few figures are indexed as `index` indexes them.
 */
export function withFigureBoxes(index: SpatialIndex, figures: readonly Box[]): SpatialIndex {
  if (index.strategy === "scan") {
    const all = Array.from({ length: figures.length }, (_, i) => i);
    return { ...index, figuresAlong: () => all, figuresIn: () => all };
  }
  const tree = new BoxTree(figures);
  return { ...index, figuresAlong: (a, b, pad) => tree.along(a, b, pad), figuresIn: (box) => tree.in(box) };
}

/** The brute-force baseline: every query answers "everything", and the caller tests each item exactly. */
export function scanIndex(boxes: IndexedBoxes): SpatialIndex {
  const all = (count: number): readonly number[] => Array.from({ length: count }, (_, i) => i);
  const walls = all(boxes.walls.length),
    features = all(boxes.features.length),
    figures = all(boxes.figures.length);
  return {
    strategy: "scan",
    wallsAlong: () => walls,
    featuresAlong: () => features,
    figuresAlong: () => figures,
    wallsIn: () => walls,
    featuresIn: () => features,
    figuresIn: () => figures,
  };
}
