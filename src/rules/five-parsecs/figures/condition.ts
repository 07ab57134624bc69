/**
 * What the battle has done to a figure so far: the Stun or Shock marker and the casualty table effects it carries
 * ("Resolving Hits", "Stun", "Shock"). Plain data; the adapter stores it and shows it as status effects.
 */
export const MARKERS = ["stunned", "shocked"] as const;
export type Marker = (typeof MARKERS)[number];

export interface FigureCondition {
  /** "A figure can only be Shocked or stunned once": one marker at most, and Shock takes precedence. */
  readonly marker: Marker | null;
  /** Humanoid "Dazed": does not remove its Stun marker automatically at its next activation. */
  readonly dazed: boolean;
  /** Humanoid "Wounded": half speed, -1 Combat Skill; a second Wounded is a Goner. */
  readonly wounded: boolean;
  /** Cybernetic "Temporary shutdown": as Dazed. */
  readonly shutDown: boolean;
  /** Cybernetic "Damaged": +1 to later casualty rolls; a D6 at each activation, 6 falls apart. */
  readonly damaged: boolean;
  /** Beast "Bleeding": +1 to later casualty rolls; a D6 at the end of the next activation. */
  readonly bleeding: boolean;
  /** Removed from play. */
  readonly goner: boolean;
}

/** A figure untouched by the battle. */
export const UNHARMED: FigureCondition = Object.freeze({
  marker: null,
  dazed: false,
  wounded: false,
  shutDown: false,
  damaged: false,
  bleeding: false,
  goner: false,
});

/** "Shock takes precedence over stun"; duplicates are ignored. */
export function withMarker(condition: FigureCondition, marker: Marker): FigureCondition {
  if (condition.marker === "shocked" || condition.marker === marker) return condition;
  return { ...condition, marker };
}
