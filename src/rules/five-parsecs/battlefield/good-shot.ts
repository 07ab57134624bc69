import { FIGURE_HEIGHT_INCHES, type FigurePlacement } from "../../core/battlefield/battlefield";
import { inArc } from "../../core/battlefield/arc";
import { reason, type Reason } from "../../core/battlefield/reason";

/** "Good Shot": "at least one human figure height higher than the target". */
export const HEIGHT_ADVANTAGE_INCHES = FIGURE_HEIGHT_INCHES;

export interface GoodShotVerdict {
  readonly goodShot: boolean;
  readonly reasons: readonly Reason[];
}

/**
 * "Good Shot": 1. Height Advantage: the firer stands at least one human figure height higher ("This only counts the
 * terrain height; the height of the figures is irrelevant", so elevations, not figure heights). 2. Flanking: "The
 * target is in the open, and the firer is outside their Arc of Fire". `targetArcDegrees` is the target's Arc of Fire
 * (`arcOfFire(targetFigure)`).
 */
export function goodShotOf(
  firer: FigurePlacement,
  target: FigurePlacement,
  targetInCover: boolean,
  targetArcDegrees: number,
): GoodShotVerdict {
  const reasons: Reason[] = [];
  if (firer.elevation - target.elevation >= HEIGHT_ADVANTAGE_INCHES - 1e-9) {
    reasons.push(
      reason(
        "Good Shot",
        "heightAdvantage",
        null,
        "Height Advantage: the firer is at least one figure height above the target",
      ),
    );
  }
  if (!targetInCover && !inArc(target, targetArcDegrees, firer.centre)) {
    reasons.push(
      reason(
        "Good Shot",
        "flanking",
        null,
        "Flanking: the target is in the open and the firer is outside its Arc of Fire",
      ),
    );
  }
  return { goodShot: reasons.length > 0, reasons };
}
