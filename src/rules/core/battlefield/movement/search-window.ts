import type { Battlefield } from "../battlefield";
import type { Box, Point } from "../geometry";
import { MAX_SEARCH_POINTS, TableLimitError } from "../limits-of-the-table";

/**
 * The part of the table's lattice one search covers: the table within the mover's allowance (with room for the
 * rounding of difficult ground), its points `step` apart and numbered row by row (node = j × nx + i).
 */
export class SearchWindow {
  readonly area: Box;
  readonly step: number;
  readonly x0: number;
  readonly y0: number;
  readonly nx: number;
  readonly ny: number;
  /** The first column and row here, counted on the table's whole lattice (points sit at step / 2 + n * step). */
  readonly i0: number;
  readonly j0: number;

  /** Refuses (`TableLimitError`, before anything is allocated) a window of more than MAX_SEARCH_POINTS points. */
  constructor(battlefield: Battlefield, centre: Point, maxCost: number, step: number, entry: string) {
    this.step = step;
    // Difficult ground is charged per full 2", so a path may run up to 1" beyond its allowance before rounding down.
    const reach = Number.isFinite(maxCost) ? maxCost + 1 + step : Infinity;
    const area: Box = {
      minX: Math.max(0, centre.x - reach),
      minY: Math.max(0, centre.y - reach),
      maxX: Math.min(battlefield.width, centre.x + reach),
      maxY: Math.min(battlefield.height, centre.y + reach),
    };
    this.area = area;
    // Lattice points sit between the half-inch marks walls are usually drawn on, never on a wall's line.
    this.x0 = step / 2 + Math.floor(area.minX / step) * step;
    this.y0 = step / 2 + Math.floor(area.minY / step) * step;
    this.nx = Math.max(0, Math.floor((area.maxX - this.x0) / step) + 1);
    this.ny = Math.max(0, Math.floor((area.maxY - this.y0) / step) + 1);
    this.i0 = Math.round(this.x0 / step - 0.5);
    this.j0 = Math.round(this.y0 / step - 0.5);
    const n = this.nx * this.ny;
    // Before any allocation: a search is bounded by the table (or its allowance), and refused past the limit.
    if (n > MAX_SEARCH_POINTS) {
      const size = `${round(area.maxX - area.minX)}" x ${round(area.maxY - area.minY)}"`;
      throw new TableLimitError(
        entry,
        "lattice",
        step,
        `coarser: ${size} at this lattice is ${n.toLocaleString("en")} lattice points, more than ${MAX_SEARCH_POINTS.toLocaleString("en")} (MAX_SEARCH_POINTS); pass maxCost or a coarser lattice`,
      );
    }
  }

  point(node: number): Point {
    return { x: this.x0 + (node % this.nx) * this.step, y: this.y0 + Math.floor(node / this.nx) * this.step };
  }

  /** The lattice points around a free point (the start or a destination), which link to it directly. */
  around(p: Point): number[] {
    const i0 = Math.floor((p.x - this.x0) / this.step),
      j0 = Math.floor((p.y - this.y0) / this.step);
    const nodes: number[] = [];
    for (let j = j0 - 1; j <= j0 + 2; j++) {
      for (let i = i0 - 1; i <= i0 + 2; i++) {
        if (i >= 0 && j >= 0 && i < this.nx && j < this.ny) nodes.push(j * this.nx + i);
      }
    }
    return nodes;
  }
}

const round = (inches: number): number => Math.round(inches * 100) / 100;
