import type { Figure } from "../figures/figure";
import type { HitStep } from "./hit-roll";
import type { TargetView } from "./target-view";

/** A target that was fired upon, with the hit rolls of the Shots aimed at it. */
export interface FiredUpon {
  readonly view: TargetView;
  readonly shots: readonly HitStep[];
}

/** A figure that may answer the fire at once, and whether its player may decline ("Player characters may ..."). */
export interface Reaction {
  readonly figureId: string;
  readonly mayDecline: boolean;
}

/** "The target is not stunned or Shocked" — nor removed from play. */
export const canReact = (target: Figure): boolean => target.condition.marker === null && !target.condition.goner;

/**
 * "All Shots missed", read per target: the Shots aimed at this target. A 1 replaced by the Good Shot reroll no
 * longer counts; the die that counts is `natural`.
 */
export const allMissed = ({ shots }: FiredUpon): boolean =>
  shots.length > 0 && shots.every((shot) => shot.result === "miss");

export const reactionOf = (target: Figure): Reaction => ({ figureId: target.id, mayDecline: target.side === "crew" });

/** The closest of several; equally close figures keep the order they were fired upon. */
export function closest(candidates: readonly FiredUpon[]): FiredUpon | null {
  return candidates.reduce<FiredUpon | null>(
    (best, c) => (best === null || c.view.distance < best.view.distance ? c : best),
    null,
  );
}
