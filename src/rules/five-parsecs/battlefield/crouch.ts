import {
  FIGURE_HEIGHT_INCHES,
  type Battlefield,
  type FigurePlacement,
  type TerrainFeature,
} from "../../core/battlefield/battlefield";
import { distanceToPolygon } from "../../core/battlefield/geometry";
import type { LineOfSight } from "../../core/battlefield/line-of-sight";
import { reason, type Reason } from "../../core/battlefield/reason";

/**
 * "Crouching": "Terrain pieces that are no larger than a human figure": barrels, crates, boulders. A human figure is
 * 1" tall on a base about 1" across; a piece up to 1" tall and 1.5" across (a crate or a barrel, not a container)
 * counts.
 */
export const CROUCHING_MAX_HEIGHT_INCHES = FIGURE_HEIGHT_INCHES;
export const CROUCHING_MAX_WIDTH_INCHES = 1.5;
/** "in contact": tokens are placed by hand, so a quarter inch of gap still counts as touching. */
export const CONTACT_INCHES = 0.25;

/** Whether a terrain piece is small enough to crouch behind. */
export function allowsCrouching(feature: TerrainFeature): boolean {
  const { box } = feature;
  return (
    feature.kind === "individual" &&
    feature.height > 0 &&
    feature.height <= CROUCHING_MAX_HEIGHT_INCHES &&
    Math.max(box.maxX - box.minX, box.maxY - box.minY) <= CROUCHING_MAX_WIDTH_INCHES
  );
}

/**
 * "Crouching": the target may Crouch "if they are in contact and the line of fire crosses part of the terrain
 * feature". Returns the piece it crouches behind, with the reason, or null.
 */
export function crouchingBehind(
  battlefield: Battlefield,
  target: FigurePlacement,
  sight: LineOfSight,
): { feature: TerrainFeature; reason: Reason } | null {
  for (const line of sight.analysis.lines) {
    for (const touch of line.touches) {
      if (touch.kind !== "feature") continue;
      const feature = battlefield.features[touch.index]!;
      if (!allowsCrouching(feature)) continue;
      if (distanceToPolygon(target.centre, feature.polygon) - target.radius > CONTACT_INCHES) continue;
      return {
        feature,
        reason: reason("Crouching", "crouching", feature.id, `The target crouches behind ${feature.name}`),
      };
    }
  }
  return null;
}
