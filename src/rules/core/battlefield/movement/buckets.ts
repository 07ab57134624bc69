import type { Box } from "../geometry";
import { TypedArena } from "./typed-arena";

/**
 * A uniform grid of 1" cells over the small part of the table a move can reach, listing the walls, features and
 * figures in each cell. A move's search asks about thousands of half-inch steps; asking a cell list is cheaper than
 * asking the battlefield's R-tree each time, and the R-tree is asked once to fill it.
 */
export class Buckets {
  private readonly minX: number;
  private readonly minY: number;
  private readonly columns: number;
  private readonly rows: number;
  /** Items per cell; a cell's list is made when its first item comes. */
  private readonly cells: (number[] | undefined)[];
  /** Items per cell, so an empty neighbourhood is found without touching the lists. */
  private readonly counts: Uint16Array;
  private readonly seen: Uint32Array;
  private epoch = 0;
  private c0 = 0;
  private r0 = 0;
  private c1 = 0;
  private r1 = 0;

  /** `arena`: where the grid's typed arrays are carved (the search's own, so that a grid costs no store of its own). */
  constructor(area: Box, itemCount: number, arena = new TypedArena(0), private readonly cellSize = 1) {
    this.minX = area.minX;
    this.minY = area.minY;
    this.columns = Math.max(1, Math.ceil((area.maxX - area.minX) / cellSize) + 1);
    this.rows = Math.max(1, Math.ceil((area.maxY - area.minY) / cellSize) + 1);
    this.cells = new Array<number[] | undefined>(this.columns * this.rows);
    this.counts = arena.uint16(this.columns * this.rows);
    this.seen = arena.uint32(itemCount);
  }

  /** Lists `item` in every cell its box (minX, minY, maxX, maxY) meets. */
  add(item: number, minX: number, minY: number, maxX: number, maxY: number): void {
    this.rangeOf(minX, minY, maxX, maxY);
    for (let r = this.r0; r <= this.r1; r++) {
      for (let c = this.c0; c <= this.c1; c++) {
        (this.cells[r * this.columns + c] ??= []).push(item);
        this.counts[r * this.columns + c]!++;
      }
    }
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
    const { c0, r0, c1, r1, columns, counts, cells, seen } = this;
    let found = 0;
    let epoch = 0;
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        if (counts[r * columns + c] === 0) continue;
        if (epoch === 0) epoch = this.nextEpoch();
        const cell = cells[r * columns + c]!;
        for (let k = 0; k < cell.length; k++) {
          const item = cell[k]!;
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

  /** The cells a box meets, clamped to the grid, into c0..c1 and r0..r1 (fields, to avoid allocating). */
  private rangeOf(minX: number, minY: number, maxX: number, maxY: number): void {
    const lastColumn = this.columns - 1, lastRow = this.rows - 1;
    this.c0 = Math.min(lastColumn, Math.max(0, Math.floor((minX - this.minX) / this.cellSize)));
    this.r0 = Math.min(lastRow, Math.max(0, Math.floor((minY - this.minY) / this.cellSize)));
    this.c1 = Math.min(lastColumn, Math.max(0, Math.floor((maxX - this.minX) / this.cellSize)));
    this.r1 = Math.min(lastRow, Math.max(0, Math.floor((maxY - this.minY) / this.cellSize)));
  }
}
