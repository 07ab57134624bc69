/** A lattice as a move's search lays it out: `nx` by `ny` points, `step` apart, from (`x0`, `y0`). */
export interface Lattice {
  readonly x0: number;
  readonly y0: number;
  readonly step: number;
  readonly nx: number;
  readonly ny: number;
}

/**
 * Marks (1) every lattice point within `reach` of one of `boxes` (minX, minY, maxX, maxY each, item after item), box
 * to box. A point left at 0 has none of those items near it: the search then takes every step of that length from it
 * as plain ground, without gathering or testing anything.
 */
export function markNearBoxes(
  near: Uint8Array,
  { x0, y0, step, nx, ny }: Lattice,
  boxes: Float64Array,
  reach: number,
): void {
  for (let b = 0; b < boxes.length; b += 4) {
    const i0 = Math.max(0, Math.ceil((boxes[b]! - reach - x0) / step)),
      i1 = Math.min(nx - 1, Math.floor((boxes[b + 2]! + reach - x0) / step));
    const j0 = Math.max(0, Math.ceil((boxes[b + 1]! - reach - y0) / step)),
      j1 = Math.min(ny - 1, Math.floor((boxes[b + 3]! + reach - y0) / step));
    // A box beside the lattice leaves no column: `fill` would read a negative end as counted from the array's end.
    if (i0 > i1) continue;
    for (let j = j0; j <= j1; j++) near.fill(1, j * nx + i0, j * nx + i1 + 1);
  }
}
