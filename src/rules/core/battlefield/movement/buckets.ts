import type { Box } from "../geometry";
import { TypedArena } from "./typed-arena";

/**
 * A uniform grid of 1" cells over the small part of the table a move can reach, listing the walls, features and
 * figures in each cell. A move's search asks about thousands of half-inch steps; asking a cell list is cheaper than
 * asking the battlefield's R-tree each time, and the R-tree is asked once to fill it.
 *
 * Every item is known when the grid is made, so the cells' lists lie one after another in one typed array (a counting
 * sort), carved with the rest from the search's buffer: a grid makes no list per cell.
 */
export class Buckets {
  private readonly minX: number;
  private readonly minY: number;
  private readonly columns: number;
  private readonly rows: number;
  /** Where each cell's list starts in `items`; the entry after the last cell is where the lists end. */
  private readonly starts: Int32Array;
  /** Every cell's items, cell after cell, each cell's in item order. */
  private readonly items: Int32Array;
  private readonly seen: Uint32Array;
  private epoch = 0;
  private c0 = 0;
  private r0 = 0;
  private c1 = 0;
  private r1 = 0;

  /**
   * The grid over `area` of the items whose boxes are `boxes` (minX, minY, maxX, maxY each, item after item); `arena`:
   * where its typed arrays are carved (the search's own, so that a grid costs no store of its own).
   */
  constructor(
    area: Box,
    boxes: Float64Array,
    arena = new TypedArena(0),
    private readonly cellSize = 1,
  ) {
    this.minX = area.minX;
    this.minY = area.minY;
    this.columns = Math.max(1, Math.ceil((area.maxX - area.minX) / cellSize) + 1);
    this.rows = Math.max(1, Math.ceil((area.maxY - area.minY) / cellSize) + 1);
    const itemCount = boxes.length >> 2,
      cellCount = this.columns * this.rows,
      columns = this.columns;
    // Each cell's count, added up into where each cell's list ends; then each item, last first, placed just before
    // its cells' ends, which leaves every end at its cell's start and every list in item order.
    const starts = arena.int32(cellCount + 1);
    for (let item = 0; item < itemCount; item++) {
      this.rangeOfItem(boxes, item);
      for (let r = this.r0; r <= this.r1; r++) for (let c = this.c0; c <= this.c1; c++) starts[r * columns + c]!++;
    }
    for (let cell = 1; cell <= cellCount; cell++) starts[cell]! += starts[cell - 1]!;
    const items = arena.int32(starts[cellCount]!);
    for (let item = itemCount - 1; item >= 0; item--) {
      this.rangeOfItem(boxes, item);
      for (let r = this.r0; r <= this.r1; r++)
        for (let c = this.c0; c <= this.c1; c++) items[--starts[r * columns + c]!] = item;
    }
    this.starts = starts;
    this.items = items;
    this.seen = arena.uint32(itemCount);
  }

  /**
   * Writes each item whose cells meet the box once into `out` and returns how many: the search asks once per lattice
   * point for everything its steps could meet, with plain numbers and no callback, so nothing is allocated.
   */
  collect(minX: number, minY: number, maxX: number, maxY: number, out: Int32Array): number {
    this.rangeOf(minX, minY, maxX, maxY);
    return this.collectRange(out);
  }

  /**
   * `collect` over the cells the last `collect` of `other` met: `other` must have been made over the same area and cell
   * size (the same grid). A move's search asks its wall, feature and figure buckets about one box in turn, and working
   * out the cells once for the three was worth doing.
   */
  collectSameCells(other: Buckets, out: Int32Array): number {
    this.c0 = other.c0;
    this.r0 = other.r0;
    this.c1 = other.c1;
    this.r1 = other.r1;
    return this.collectRange(out);
  }

  private collectRange(out: Int32Array): number {
    const { c0, r0, c1, r1, columns, starts, items, seen } = this;
    let found = 0;
    let epoch = 0;
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const cell = r * columns + c,
          end = starts[cell + 1]!;
        let k = starts[cell]!;
        if (k === end) continue;
        if (epoch === 0) epoch = this.nextEpoch();
        for (; k < end; k++) {
          const item = items[k]!;
          if (seen[item] === epoch) continue;
          seen[item] = epoch;
          out[found++] = item;
        }
      }
    }
    return found;
  }

  private nextEpoch(): number {
    this.epoch = this.epoch === 0xffffffff ? 1 : this.epoch + 1;
    if (this.epoch === 1) this.seen.fill(0);
    return this.epoch;
  }

  private rangeOfItem(boxes: Float64Array, item: number): void {
    const b = 4 * item;
    this.rangeOf(boxes[b]!, boxes[b + 1]!, boxes[b + 2]!, boxes[b + 3]!);
  }

  /** The cells a box meets, clamped to the grid, into c0..c1 and r0..r1 (fields, to avoid allocating). */
  private rangeOf(minX: number, minY: number, maxX: number, maxY: number): void {
    const lastColumn = this.columns - 1,
      lastRow = this.rows - 1;
    this.c0 = Math.min(lastColumn, Math.max(0, Math.floor((minX - this.minX) / this.cellSize)));
    this.r0 = Math.min(lastRow, Math.max(0, Math.floor((minY - this.minY) / this.cellSize)));
    this.c1 = Math.min(lastColumn, Math.max(0, Math.floor((maxX - this.minX) / this.cellSize)));
    this.r1 = Math.min(lastRow, Math.max(0, Math.floor((maxY - this.minY) / this.cellSize)));
  }
}

/** Writes box `k` into a flat list of boxes (minX, minY, maxX, maxY each), as `Buckets` takes them. */
export function setBox(boxes: Float64Array, k: number, minX: number, minY: number, maxX: number, maxY: number): void {
  boxes[4 * k] = minX;
  boxes[4 * k + 1] = minY;
  boxes[4 * k + 2] = maxX;
  boxes[4 * k + 3] = maxY;
}
