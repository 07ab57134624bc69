import type { Battlefield } from "./battlefield";
import * as geometry from "./geometry";
import type { Point } from "./geometry";
import type { Reason } from "./reason";
import type { Touch } from "./touch";
import { SEEN_THROUGH, STOPS, wallTable } from "./wall-table";

// Local constants: the loop below reads them for every wall it meets (see movement/move-graph.ts).
const EPSILON = geometry.EPSILON,
  crossingAt = geometry.crossingAt,
  nearestAt = geometry.nearestAt,
  segmentsMeet = geometry.segmentsMeet;

/**
 * The walls each line of the bundle meets, in the order the index found them. One pass over the candidates: each
 * wall's ends are read once for all the lines, as numbers from the snapshot's wall table (issue 37: a line across a
 * crowded table meets a thousand walls, and the three body lines the same ones).
 */
export function wallsMet(
  battlefield: Battlefield,
  candidates: readonly number[],
  lines: readonly { readonly from: Point; readonly to: Point }[],
  zFrom: number,
  zTo: number,
): Touch[][] {
  const table = wallTable(battlefield.walls);
  const { ends, tops, sight } = table;
  const count = lines.length;
  const met: Touch[][] = lines.map(() => []);
  // Each line's ends, and its box: a wall whose box misses it cannot touch it (most of a traced scene's short pieces).
  const line = new Float64Array(8 * count);
  lines.forEach(({ from, to }, k) => {
    line.set(
      [
        from.x,
        from.y,
        to.x,
        to.y,
        Math.min(from.x, to.x) - 2 * EPSILON,
        Math.max(from.x, to.x) + 2 * EPSILON,
        Math.min(from.y, to.y) - 2 * EPSILON,
        Math.max(from.y, to.y) + 2 * EPSILON,
      ],
      8 * k,
    );
  });
  const rise = zTo - zFrom;
  for (let c = 0; c < candidates.length; c++) {
    const i = candidates[c]!;
    const what = sight[i]!;
    if (what === SEEN_THROUGH) continue;
    const ax = ends[4 * i]!,
      ay = ends[4 * i + 1]!,
      bx = ends[4 * i + 2]!,
      by = ends[4 * i + 3]!;
    const top = tops[i]!;
    for (let k = 0; k < count; k++) {
      const o = 8 * k;
      const minX = line[o + 4]!,
        maxX = line[o + 5]!,
        minY = line[o + 6]!,
        maxY = line[o + 7]!;
      if ((ax < minX && bx < minX) || (ax > maxX && bx > maxX) || (ay < minY && by < minY) || (ay > maxY && by > maxY))
        continue;
      const fx = line[o]!,
        fy = line[o + 1]!,
        tx = line[o + 2]!,
        ty = line[o + 3]!;
      if (!segmentsMeet(fx, fy, tx, ty, ax, ay, bx, by)) continue;
      // Where the line meets the wall: one point, or where they overlap when the wall lies along the line (a traced
      // wall's pieces then meet it piece after piece, the whole wall over the same stretch at once).
      const crossing = crossingAt(fx, fy, tx, ty, ax, ay, bx, by);
      let t0: number, t1: number;
      if (Number.isNaN(crossing)) {
        const ta = nearestAt(fx, fy, tx, ty, ax, ay),
          tb = nearestAt(fx, fy, tx, ty, bx, by);
        t0 = Math.min(ta, tb);
        t1 = Math.max(ta, tb);
      } else t0 = t1 = crossing;
      if (!Number.isNaN(top)) {
        // Over the top, from a roof.
        if (Math.min(zFrom + rise * t0, zFrom + rise * t1) > top + EPSILON) continue;
        // Along the line, only the stretch below the wall's top hides anything: the line climbs or falls over the rest.
        if (t1 > t0 && rise !== 0) {
          const over = (top + EPSILON - zFrom) / rise;
          if (rise > 0) t1 = Math.min(t1, over);
          else t0 = Math.max(t0, over);
        }
      }
      met[k]!.push(new WallTouch(table.reasonOf(i), i, t0, t1, what === STOPS));
    }
  }
  return met;
}

/**
 * A wall a line meets: it hides part of the body whether it stops the line (a wall, a closed door) or not (a window).
 * A class, not an object literal: a hover makes thousands at once, and V8 would now and then decide, from a literal's
 * survival at one garbage collection, to make every later one in its old generation, which doubled the hover's time
 * for the rest of the session (issue 37). Plain data all the same: its fields are the `Touch` it is.
 */
class WallTouch implements Touch {
  readonly reason: Reason;
  readonly kind = "wall" as const;
  readonly index: number;
  readonly t0: number;
  readonly t1: number;
  readonly blocks: boolean;
  readonly obscures = true;
  constructor(reason: Reason, index: number, t0: number, t1: number, blocks: boolean) {
    this.reason = reason;
    this.index = index;
    this.t0 = t0;
    this.t1 = t1;
    this.blocks = blocks;
  }
}
