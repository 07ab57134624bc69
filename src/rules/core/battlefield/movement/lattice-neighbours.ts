/**
 * The steps of the movement lattice: each point linked to its 16 nearest neighbours (the 8 around it and the 8 a
 * knight's move away), so paths run in 16 directions and are at most a few percent longer than a tape measure's line.
 */
export const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];
/** Neighbour k's column and row offsets. */
export const DI = Int8Array.from(NEIGHBOURS, ([di]) => di);
export const DJ = Int8Array.from(NEIGHBOURS, ([, dj]) => dj);

/**
 * Each neighbour's node number less the point's own, on a lattice numbered row after row of `rowLength` points. A
 * plain loop: `Int32Array.from` with a mapping function, which iterates and destructures each pair, cost each search
 * about a microsecond.
 */
export function nodeOffsets(rowLength: number): Int32Array {
  const offsets = new Int32Array(NEIGHBOURS.length);
  for (let k = 0; k < NEIGHBOURS.length; k++) offsets[k] = DJ[k]! * rowLength + DI[k]!;
  return offsets;
}

/**
 * Whether all 16 neighbours of point (i, j) lie on an nx-by-ny lattice (a knight's move reaches two rows away): then
 * each is its `nodeOffsets` from the point's node number, with no bounds to test, as for most points a search settles.
 */
export const hasAllNeighbours = (i: number, j: number, nx: number, ny: number): boolean =>
  i >= 2 && j >= 2 && i < nx - 2 && j < ny - 2;

/**
 * The length of each neighbour step at a lattice spacing, kept per spacing: every search of a phase uses the same one
 * or two, and `Float64Array.from` with a mapping function cost a search more than its whole table of lengths is worth.
 * Read only (a search never writes to it).
 */
const plainByStep = new Map<number, Float64Array>();
export function plainLengths(step: number): Float64Array {
  let plain = plainByStep.get(step);
  if (!plain) {
    plain = new Float64Array(NEIGHBOURS.length);
    for (let k = 0; k < NEIGHBOURS.length; k++) plain[k] = Math.sqrt(DI[k]! * DI[k]! + DJ[k]! * DJ[k]!) * step;
    if (plainByStep.size < 16) plainByStep.set(step, plain);
  }
  return plain;
}
