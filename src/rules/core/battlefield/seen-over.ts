import type { Battlefield, FigurePlacement } from "./battlefield";
import { unique } from "./line-of-sight";
import { reason, type Reason } from "./reason";
import { analyseSight, type Touch } from "./sight";

/**
 * What the line between two figures at different heights passes over, that would have hidden or stopped it had both
 * stood at the lower one's height: a wall, another figure ("Shooting past People" blocks only when the figure obscures
 * the line), a piece of terrain. Each line runs from the top of one body to the top of the other ("Lines of Sight":
 * the "true" Line of Sight from behind a figure), so a figure on a rooftop sees over what a figure on the ground cannot
 * ("Shooting across Linear Obstacles": "typically the case when the shooter is placed on a raised terrain feature,
 * such as a rooftop"). Empty when both stand at the same height. For the reasons shown beside a clear line, not for
 * the verdict: `lineOfSightBetween` and `coverFrom` already measure with the heights.
 */
export function seenOver(battlefield: Battlefield, a: FigurePlacement, b: FigurePlacement): Reason[] {
  if (a.elevation === b.elevation) return [];
  const low = Math.min(a.elevation, b.elevation);
  const measured = analyseSight(battlefield, a, b);
  const level = analyseSight(battlefield, { ...a, elevation: low }, { ...b, elevation: low });
  const reasons: Reason[] = [];
  level.lines.forEach((line, i) => {
    const raised = measured.lines[i]!.touches;
    for (const touch of line.touches) {
      if (!hides(touch)) continue;
      if (raised.some((other) => other.kind === touch.kind && other.index === touch.index && hides(other))) continue;
      reasons.push(passedOver(battlefield, touch));
    }
  });
  return unique(reasons);
}

const hides = (touch: Touch): boolean => touch.blocks || touch.obscures;

function passedOver(battlefield: Battlefield, touch: Touch): Reason {
  if (touch.kind === "wall") {
    return reason("Lines of Sight", "overWall", touch.reason.id, "The line from the higher figure passes over a wall");
  }
  if (touch.kind === "figure") {
    const other = battlefield.figures[touch.index]!;
    return reason(
      "Shooting past People",
      "overFigure",
      other.id,
      `The line from the higher figure passes over ${other.id}, so it does not obscure the line`,
    );
  }
  const feature = battlefield.features[touch.index]!;
  const rule =
    feature.kind === "individual"
      ? "Shooting past Things"
      : feature.kind === "linear"
        ? "Shooting across Linear Obstacles"
        : feature.kind === "area"
          ? "Area Features"
          : "Lines of Sight";
  return reason(rule, "overFeature", feature.id, `The line from the higher figure passes over ${feature.name}`);
}
