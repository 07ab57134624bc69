import type { Figure } from "../figures/figure";

/**
 * What the table looks like from a firer to one candidate target. Geometry (Lines of Sight, distances, Cover, Arcs
 * of Fire, height) is measured from the scene elsewhere; the shooting rules only read these answers, so they stay
 * pure and every case can be written down as plain data in a test.
 */
export interface TargetView {
  /** The opposing figure that might be shot at. */
  readonly target: Figure;
  /** Tabletop inches from firer to target. Also the firer's distance from the target (Firefights, Lunging). */
  readonly distance: number;
  /** "Cover and Rolling to hit": the target is in Cover, so it is hit on 6+ instead of 5+. */
  readonly inCover: boolean;
  /** "Lines of Sight": the firer can see the target. */
  readonly visible: boolean;
  /** "Target Selection": "The target must be within the Arc of Fire of the figure." */
  readonly inFirersArc: boolean;
  /** "Firefights": the firer stands within the target's Arc of Fire, so the target may fire back. */
  readonly firerInTargetsArc: boolean;
  /** "Good Shot": Height Advantage, or Flanking (target in the open, firer outside its Arc of Fire). */
  readonly goodShot: boolean;
  /** "Crouching": the target crouches behind a small terrain piece the line of fire crosses. */
  readonly crouching: boolean;
  /**
   * Ids of the other candidate targets within 3" of this one. Multiple Shots may go to the initial target "or to
   * targets within 3"" of it ("Target Selection").
   */
  readonly withinThreeInchesOf: readonly string[];
}

/** "Target Selection": the 3" that forces a player's choice and bounds where extra Shots may go. */
export const TARGET_SELECTION_INCHES = 3;

/** Finds the view of one target by id. */
export const viewOf = (views: readonly TargetView[], targetId: string): TargetView | undefined =>
  views.find((view) => view.target.id === targetId);
