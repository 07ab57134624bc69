import type { Battlefield } from "../../core/battlefield/battlefield";
import { distanceToPolygon, type Point } from "../../core/battlefield/geometry";
import { MAX_DISTANCE_INCHES } from "../../core/battlefield/limits-of-the-table";

/** A terrain feature (its index in the battlefield's features) and the distance from a point to its outline (0 inside). */
export interface FeatureAt {
  readonly i: number;
  readonly d: number;
}

/**
 * A measured distance may come out a rounding error short of the outline's true one, hence of its box's: the squares
 * searched reach this much further, so a feature measured at d is always among those found within d.
 */
const ROUNDING_INCHES = 1e-6;

/** The first square searched for a nearest feature, half its side in inches; each next one doubles it. */
const FIRST_SEARCH_INCHES = 8;

/**
 * The features passing `keep` whose boxes come within `inches` of `from` (every feature whose outline does, and
 * perhaps some more), by distance to their outlines, then table order: what sorting every feature of the table would
 * give, cut where the table's far side begins, so that a feature far away costs nothing.
 */
export function featuresAround(
  battlefield: Battlefield,
  from: Point,
  inches: number,
  keep: (i: number) => boolean,
): FeatureAt[] {
  const pad = inches + ROUNDING_INCHES;
  const box = { minX: from.x - pad, minY: from.y - pad, maxX: from.x + pad, maxY: from.y + pad };
  const found: FeatureAt[] = [];
  for (const i of battlefield.index.featuresIn(box))
    if (keep(i)) found.push({ i, d: distanceToPolygon(from, battlefield.features[i]!.polygon) });
  return found.sort((a, b) => a.d - b.d || a.i - b.i);
}

/**
 * The features passing `keep`, nearest `from` first (then table order): every feature of the table sorted as
 * `featuresAround` sorts them, found lazily in ever larger squares around `from`, so a caller that stops at the first
 * few never pays for the far side of the table. A feature at distance d has its box within d of `from`, so a square
 * reaching r finds every feature up to r, and those come before any further one.
 */
export function* featuresByDistance(
  battlefield: Battlefield,
  from: Point,
  keep: (i: number) => boolean,
): Generator<FeatureAt, void, undefined> {
  let done = -Infinity;
  for (let inches = FIRST_SEARCH_INCHES; ; inches *= 2) {
    // Past the longest distance the table allows, the whole table: every feature, however the table was drawn.
    const reach = inches > MAX_DISTANCE_INCHES ? Infinity : inches;
    for (const feature of featuresAround(battlefield, from, reach, keep)) {
      if (feature.d > reach) break;
      if (feature.d > done) yield feature;
    }
    if (reach === Infinity) return;
    done = reach;
  }
}

/** The feature passing `keep` nearest `from` (the first in table order of those as near), or null when none does. */
export function nearestFeature(battlefield: Battlefield, from: Point, keep: (i: number) => boolean): FeatureAt | null {
  for (const feature of featuresByDistance(battlefield, from, keep)) return feature;
  return null;
}
