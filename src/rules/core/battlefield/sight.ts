import { FOG_VISIBILITY_INCHES, type Battlefield, type FigurePlacement, type TerrainFeature } from "./battlefield";
import * as geometry from "./geometry";
import {
  add,
  distance,
  insideIntervals,
  mayRunInside,
  pointInPolygon,
  nearestAt,
  pointSegmentDistance,
  scale,
  sub,
  type Point,
} from "./geometry";
import { checkPlacement, checkTable } from "./limits-of-the-table";
import { rangeBetween } from "./range";
import { reason, type Reason } from "./reason";
import { sortAlongTheLine, type Touch } from "./touch";
import { wallsMet } from "./walls-met";

/**
 * "Lines of Sight" measured on the table. Between two figures we draw a small bundle of parallel lines: one centre to
 * centre and one either side, half a base-radius out. "Lines of Sight and cover should be based on the body of the
 * figure" ("Miniatures in Peculiar Poses"): the outer lines stand for the body's sides, so a figure half behind a
 * corner or a tree trunk is partly visible, which the rules treat differently from wholly hidden. Each line runs from
 * the top of one figure's body to the top of the other's, so height decides what it clears.
 *
 * The bundle is the same set of lines whichever figure looks, and the pair is measured in one fixed order, so Line of
 * Sight is "mutual by default" by construction, not by luck of rounding.
 */

// A local constant: the loops over features and figures read it for each one (an imported name is a property
// read under a dev server or test runner).
const EPSILON = geometry.EPSILON;

/** How far either side of the centre line the body lines run, as a fraction of the smaller base radius. */
export const BODY_WIDTH_FRACTION = 0.5;
/** "Area Features": "Figures within the same Area feature can see each other if they are within 3"". */
export const SAME_AREA_FEATURE_INCHES = 3;

export type { Touch } from "./touch";

export interface SightLine {
  readonly from: Point;
  readonly to: Point;
  readonly touches: readonly Touch[];
}

/** The measured pair, always in the fixed order `first`, `second`. */
export interface SightAnalysis {
  readonly first: FigurePlacement;
  readonly second: FigurePlacement;
  /** Centre to centre, the length of every line in the bundle. */
  readonly length: number;
  readonly lines: readonly SightLine[];
  /** Reasons that stop every line at once (visibility, fog past 2"). */
  readonly pairBlockers: readonly Reason[];
}

export const topOf = (figure: FigurePlacement): number => figure.elevation + figure.height;

/** Flat ground other than an Area feature: it hides nothing. */
export const hidesNothing = (feature: TerrainFeature): boolean => feature.kind !== "area" && feature.height <= 0;

/** Measures the bundle between two figures (in either order: the result is the same). */
export function analyseSight(battlefield: Battlefield, a: FigurePlacement, b: FigurePlacement): SightAnalysis {
  // Once per pair, before any measure: the lines below are then at most MAX_DISTANCE_INCHES long.
  checkTable("lineOfSight", battlefield);
  checkPlacement("lineOfSight", a, battlefield);
  checkPlacement("lineOfSight", b, battlefield);
  const [first, second] = a.id <= b.id ? [a, b] : [b, a];
  const length = distance(first.centre, second.centre);
  const range = rangeBetween(first, second);
  const pairBlockers: Reason[] = [];
  if (battlefield.visibility !== null && range > battlefield.visibility) {
    pairBlockers.push(
      reason(
        "31–34: Visibility change",
        "visibility",
        null,
        `Beyond the visibility limit of ${battlefield.visibility}"`,
      ),
    );
  }

  const direction = length > 0 ? scale(sub(second.centre, first.centre), 1 / length) : { x: 1, y: 0 };
  const normal = { x: -direction.y, y: direction.x };
  const half = BODY_WIDTH_FRACTION * Math.min(first.radius, second.radius);
  const offsets = length > 0 && half > 0 ? [0, -half, half] : [0];
  // One index search for the whole bundle: the candidates near the centre line, widened by the body lines' offset.
  const pad = half + EPSILON;
  const near: Candidates = {
    walls: battlefield.index.wallsAlong(first.centre, second.centre, pad),
    features: battlefield.index.featuresAlong(first.centre, second.centre, pad),
    figures: battlefield.index.figuresAlong(first.centre, second.centre, pad),
  };
  const ends = offsets.map((offset) => {
    const shift = scale(normal, offset);
    return { from: add(first.centre, shift), to: add(second.centre, shift) };
  });
  const walls = wallsMet(battlefield, near.walls, ends, topOf(first), topOf(second));
  const lines = ends.map(({ from, to }, k) => ({
    from,
    to,
    touches: touchesAlong(battlefield, near, first, second, from, to, length, range, walls[k]!),
  }));

  for (let i = 0; i < battlefield.fog.length; i++) {
    const fog = battlefield.fog[i]!;
    // "Fog cloud": "blocks all visibility past 2"": inside or through the cloud, only what is within 2" is seen.
    if (range > FOG_VISIBILITY_INCHES && pointSegmentDistance(fog.centre, first.centre, second.centre) < fog.radius) {
      pairBlockers.push(
        reason("81–85: Fog cloud", "fog", fog.id, `Fog blocks all visibility past ${FOG_VISIBILITY_INCHES}"`),
      );
    }
  }
  return { first, second, length, lines, pairBlockers };
}

interface Candidates {
  readonly walls: readonly number[];
  readonly features: readonly number[];
  readonly figures: readonly number[];
}

function touchesAlong(
  battlefield: Battlefield,
  near: Candidates,
  first: FigurePlacement,
  second: FigurePlacement,
  from: Point,
  to: Point,
  length: number,
  range: number,
  /** The walls this line meets (`wallsMet`): the features and figures it touches are added to them. */
  touches: Touch[],
): Touch[] {
  const zFrom = topOf(first),
    zTo = topOf(second);
  const heightAt = (t: number): number => zFrom + (zTo - zFrom) * t;
  const lowestOver = (t0: number, t1: number): number => Math.min(heightAt(t0), heightAt(t1));

  for (const i of near.features) {
    const feature = battlefield.features[i]!;
    if (hidesNothing(feature)) continue;
    if (!mayRunInside(from, to, feature.polygon, feature.box)) continue;
    const intervals = insideIntervals(from, to, feature.polygon);
    if (intervals.length === 0) continue;
    const t0 = intervals[0]![0],
      t1 = intervals.at(-1)![1];
    if (feature.kind === "area") {
      const blocks = areaBlocks(feature.polygon, feature.height, intervals, first, second, length, range, lowestOver);
      touches.push({
        reason: blocks
          ? reason("Area Features", "areaFeature", feature.id, `Sight into ${feature.name} ends at its nearest edge`)
          : reason("Cover", "crossesFeature", feature.id, `The line crosses ${feature.name}`),
        kind: "feature",
        index: i,
        t0,
        t1,
        blocks,
        obscures: intervals.some(([u0, u1]) => lowestOver(u0, u1) < feature.height + EPSILON),
      });
      continue;
    }
    const obscures = intervals.some(([u0, u1]) => lowestOver(u0, u1) < feature.height + EPSILON);
    // "Shooting across Linear Obstacles": they never stop Line of Sight, only give Cover. Other features stop a line
    // that passes below their top ("Shooting past Things": the figure still counts as seen if another line gets by).
    const blocks =
      feature.kind !== "linear" && intervals.some(([u0, u1]) => lowestOver(u0, u1) < feature.height - EPSILON);
    const rule =
      feature.kind === "individual"
        ? "Shooting past Things"
        : feature.kind === "linear"
          ? "Shooting across Linear Obstacles"
          : "Lines of Sight";
    const key = blocks
      ? feature.kind === "individual"
        ? "individualFeature"
        : "solidFeature"
      : feature.kind === "linear"
        ? "linearObstacle"
        : "crossesFeature";
    const text = blocks ? `${feature.name} hides this part of the figure` : `The line crosses ${feature.name}`;
    touches.push({ reason: reason(rule, key, feature.id, text), kind: "feature", index: i, t0, t1, blocks, obscures });
  }

  for (const i of near.figures) {
    const other = battlefield.figures[i]!;
    if (other.id === first.id || other.id === second.id) continue;
    if (pointSegmentDistance(other.centre, from, to) >= other.radius - EPSILON) continue;
    const t = nearestT(from, to, other.centre);
    // "Shooting past People": "If Line of Sight is partially obscured by another figure, Line of Sight is blocked".
    // A line level with the top of its head is partly obscured; a line above it (from a rooftop) is not.
    if (heightAt(t) > topOf(other) + EPSILON) continue;
    touches.push({
      reason: reason("Shooting past People", "figureInTheWay", other.id, "Another figure is in the way"),
      kind: "figure",
      index: i,
      t0: t,
      t1: t,
      blocks: true,
      obscures: true,
    });
  }
  // In order along the line, whatever order the index found them in: reasons read the same every time. Most lines
  // touch nothing or one thing, and sorting those was a visible part of a candidate point's measure.
  return sortAlongTheLine(touches);
}

/**
 * "Area Features": "Line of Sight into an Area feature terminates at the nearest edge"; a figure inside "but touching
 * an edge, can see and be seen from that side of the edge"; inside and not touching, it "cannot see figures on the
 * outside"; "Figures within the same Area feature can see each other if they are within 3"". All four follow from one
 * measure: the line may run inside the feature only within the bases of the two figures (the part of the line a
 * figure touching the edge covers with its own base); anything more, below the feature's top, stops it.
 */
export function areaBlocks(
  polygon: readonly Point[],
  height: number,
  intervals: readonly [number, number][],
  first: FigurePlacement,
  second: FigurePlacement,
  length: number,
  range: number,
  lowestOver: (t0: number, t1: number) => number,
): boolean {
  if (
    range <= SAME_AREA_FEATURE_INCHES &&
    pointInPolygon(first.centre, polygon) &&
    pointInPolygon(second.centre, polygon)
  )
    return false;
  if (length === 0) return false;
  const startFree = (first.radius + EPSILON) / length,
    endFree = 1 - (second.radius + EPSILON) / length;
  return intervals.some(([t0, t1]) => {
    const u0 = Math.max(t0, startFree),
      u1 = Math.min(t1, endFree);
    return u1 - u0 > EPSILON / Math.max(1, length) && lowestOver(u0, u1) < height - EPSILON;
  });
}

export function nearestT(from: Point, to: Point, p: Point): number {
  return nearestAt(from.x, from.y, to.x, to.y, p.x, p.y);
}
