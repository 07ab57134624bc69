import { DI, DJ } from "./lattice-neighbours";
import { STAND_IMPASSABLE, STAND_OK } from "./move-step";

/** How much longer than the leap itself a leaping step may be: the run-up to the gap and the landing past it. */
const LEAP_APPROACH_INCHES = 2.5;

/**
 * "Leaping": from lattice point (i, j) of an nx × ny lattice, straight on in direction k (each step `stepLength`) across
 * impassable ground, the first point beyond it within the leap and its run-up, when the figure may stand there; else
 * -1. `standingOf` answers as `MoveGraph.standing` does for a lattice point.
 */
export function leapLanding(
  i: number,
  j: number,
  k: number,
  stepLength: number,
  leapInches: number,
  nx: number,
  ny: number,
  standingOf: (node: number) => number,
): number {
  for (let m = 1; m * stepLength <= leapInches + LEAP_APPROACH_INCHES; m++) {
    const ni = i + m * DI[k]!,
      nj = j + m * DJ[k]!;
    if (ni < 0 || nj < 0 || ni >= nx || nj >= ny) return -1;
    const next = nj * nx + ni,
      standing = standingOf(next);
    if (standing === STAND_IMPASSABLE) continue;
    return standing === STAND_OK ? next : -1;
  }
  return -1;
}
