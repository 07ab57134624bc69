import type { Battlefield, FigurePlacement } from "./battlefield";
import { distanceToPolygon, EPSILON, insideIntervals, pointInPolygon } from "./geometry";
import { lineIsClear, lineOfSightBetween, unique, type LineOfSight } from "./line-of-sight";
import { reason, type Reason } from "./reason";
import type { SightLine, Touch } from "./sight";

/** "Cover": "line of sight crossed any terrain feature more than 1" from the firer". */
export const COVER_FEATURE_DISTANCE_INCHES = 1;
/** "Lines of Sight": a figure obscured by terrain it is "adjacent to (within 1")" uses it to avoid being hit. */
export const ADJACENT_INCHES = 1;

/** Whether the target is in Cover from this firer, and every rule and feature that says so. */
export interface CoverVerdict {
  readonly inCover: boolean;
  readonly reasons: readonly Reason[];
}

/**
 * "Cover", from `firer` to `target` (unlike Line of Sight, Cover depends on who shoots). In Cover when:
 * - the line of sight crosses a terrain feature (or a window) more than 1" from the firer;
 * - the target stands within an Area feature;
 * - the target is adjacent to a terrain feature that partly obscures it;
 * - a linear obstacle is between them, the target is not entirely visible over it and the shooter is not within 1"
 *   of it ("Shooting across Linear Obstacles");
 * - part of the target's body is hidden though it can be seen: "If in doubt, allow the shot to be made but count it
 *   as Cover" ("Adjudicating Line of Sight and Cover").
 * Flat features (difficult ground, height 0) hide nothing and give no Cover.
 */
export function coverFrom(
  battlefield: Battlefield,
  firer: FigurePlacement,
  target: FigurePlacement,
  sight?: LineOfSight,
): CoverVerdict {
  const reasons: Reason[] = [];
  eachCoverReason(battlefield, firer, target, sight ?? lineOfSightBetween(battlefield, firer, target), (make) => {
    reasons.push(make());
    return false;
  });
  const all = unique(reasons);
  return { inCover: all.length > 0, reasons: all };
}

/**
 * `coverFrom(...).inCover` alone: the same rules, stopping at the first that gives Cover and making no reasons. For
 * callers that ask for many candidate points and show no reasons (the enemy AI).
 */
export function isInCover(
  battlefield: Battlefield,
  firer: FigurePlacement,
  target: FigurePlacement,
  sight?: LineOfSight,
): boolean {
  return eachCoverReason(
    battlefield,
    firer,
    target,
    sight ?? lineOfSightBetween(battlefield, firer, target),
    () => true,
  );
}

/**
 * The Cover rules in one place, for `coverFrom` and `isInCover`: offers each reason the target is in Cover, in order,
 * as a function that makes it (so a caller after the verdict alone makes none); `take` returns true to stop there.
 * Returns whether any reason was offered.
 */
function eachCoverReason(
  battlefield: Battlefield,
  firer: FigurePlacement,
  target: FigurePlacement,
  seen: LineOfSight,
  take: (make: () => Reason) => boolean,
): boolean {
  const { analysis } = seen;
  const firerFirst = analysis.first.id === firer.id;
  // Inches from the firer's base to a point of the line (t from the first figure of the pair), and to the near and far
  // ends of what a line touches.
  const fromFirer = (t: number): number => (firerFirst ? t : 1 - t) * analysis.length - firer.radius;
  const nearEnd = (touch: Touch): number => Math.min(fromFirer(touch.t0), fromFirer(touch.t1));
  const farEnd = (touch: Touch): number => Math.max(fromFirer(touch.t0), fromFirer(touch.t1));
  let any = false;
  const offer = (make: () => Reason): boolean => {
    any = true;
    return take(make);
  };

  for (const line of analysis.lines) {
    const clear = lineIsClear(line);
    for (const touch of line.touches) {
      if (touch.kind === "figure" || touch.kind === "fog") continue;
      if (touch.kind === "wall") {
        // A wall the line crosses is one point; one lying along the line reaches as far as it runs, so a wall running
        // on past 1" from the firer hides part of the target whole as it does in a traced scene's pieces.
        if (farEnd(touch) <= COVER_FEATURE_DISTANCE_INCHES + EPSILON) continue;
        if (touch.blocks && !clear) {
          if (
            offer(() =>
              reason(
                "Adjudicating Line of Sight and Cover",
                "partlyHidden",
                touch.reason.id,
                "A wall hides part of the target",
              ),
            )
          )
            return true;
        } else if (!touch.blocks && offer(() => touch.reason)) return true;
        continue;
      }
      const feature = battlefield.features[touch.index]!;
      if (feature.kind === "linear") continue; // its own rule, below
      if (nearEnd(touch) > COVER_FEATURE_DISTANCE_INCHES + EPSILON) {
        if (
          offer(() =>
            touch.blocks
              ? reason(
                  "Adjudicating Line of Sight and Cover",
                  "partlyHidden",
                  feature.id,
                  `${feature.name} hides part of the target`,
                )
              : reason(
                  "Cover",
                  "crossesFeature",
                  feature.id,
                  `The line of sight crosses ${feature.name} more than 1" from the firer`,
                ),
          )
        )
          return true;
      } else if (
        touch.obscures &&
        distanceToPolygon(target.centre, feature.polygon) - target.radius <= ADJACENT_INCHES + EPSILON
      ) {
        if (
          offer(() =>
            reason(
              "Cover",
              "contactWithFeature",
              feature.id,
              `The target is in contact with ${feature.name}, which partly obscures it`,
            ),
          )
        )
          return true;
      }
    }
  }

  const { x, y } = target.centre;
  for (const index of inTableOrder(battlefield.index.featuresIn({ minX: x, minY: y, maxX: x, maxY: y }))) {
    const feature = battlefield.features[index]!;
    if (feature.kind === "area" && pointInPolygon(target.centre, feature.polygon)) {
      if (offer(() => reason("Cover", "insideAreaFeature", feature.id, `The target is within ${feature.name}`)))
        return true;
    }
  }

  for (const index of linearTouched(battlefield, analysis.lines)) {
    const feature = battlefield.features[index]!;
    // "Linear obstacles are ignored ... if the target figure is entirely visible over them": the line from the
    // firer's eyes to the target's feet clears the obstacle's top.
    const feetLine = insideIntervals(firer.centre, target.centre, feature.polygon);
    const eye = firer.elevation + firer.height,
      feet = target.elevation;
    const entirelyVisible = feetLine.every(
      ([t0, t1]) => Math.min(eye + (feet - eye) * t0, eye + (feet - eye) * t1) >= feature.height - EPSILON,
    );
    if (entirelyVisible) continue;
    // "... unless the shooter is within 1" of the obstacle (such as firing from directly behind a wall)".
    if (distanceToPolygon(firer.centre, feature.polygon) - firer.radius <= COVER_FEATURE_DISTANCE_INCHES + EPSILON)
      continue;
    if (
      offer(() =>
        reason(
          "Shooting across Linear Obstacles",
          "linearObstacle",
          feature.id,
          `${feature.name} is between them and the shooter is not within 1" of it`,
        ),
      )
    )
      return true;
  }
  return any;
}

/** A copy of an index's answer in table order (the index's own list may be shared: it is never sorted in place). */
const inTableOrder = (indexes: readonly number[]): readonly number[] =>
  indexes.length > 1 ? [...indexes].sort((i, j) => i - j) : indexes;

/**
 * The linear obstacles any line of the bundle touches, each once, in table order. Plain loops: this runs for every
 * candidate point the AI weighs, and most bundles touch no feature at all.
 */
function linearTouched(battlefield: Battlefield, lines: readonly SightLine[]): number[] {
  const found: number[] = [];
  for (const line of lines) {
    for (const touch of line.touches) {
      if (
        touch.kind === "feature" &&
        battlefield.features[touch.index]!.kind === "linear" &&
        !found.includes(touch.index)
      )
        found.push(touch.index);
    }
  }
  return found.length > 1 ? found.sort((i, j) => i - j) : found;
}
