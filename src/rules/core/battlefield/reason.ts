/**
 * Why the geometry decided what it did: which rule, which wall, feature, figure or fog. Ruling 7: the module suggests
 * and explains, and the GM may override, so every verdict carries its reasons for the hover text of the line drawn
 * on the canvas and for the roll dialog.
 */
export type ReasonKey =
  // Lines of Sight
  | "sightWall"
  | "closedDoor"
  | "figureInTheWay"
  | "areaFeature"
  | "sameAreaFeature"
  | "individualFeature"
  | "solidFeature"
  | "visibility"
  | "fog"
  // Lines of Sight from a height: what the line passes over
  | "overWall"
  | "overFigure"
  | "overFeature"
  // Cover
  | "crossesFeature"
  | "crossesWall"
  | "insideAreaFeature"
  | "contactWithFeature"
  | "linearObstacle"
  | "partlyHidden"
  // Good Shot
  | "heightAdvantage"
  | "flanking"
  // Crouching
  | "crouching";

export interface Reason {
  /** The rules section or callout that decides it, as in the rules text ("Shooting past People", "Cover"). */
  readonly rule: string;
  /** A stable key the adapter localizes. */
  readonly key: ReasonKey;
  /** The wall, terrain feature, figure or fog area concerned, or null. */
  readonly id: string | null;
  /** The reason in English, for logs and tests; the adapter shows its own localized words. */
  readonly text: string;
}

export const reason = (rule: string, key: ReasonKey, id: string | null, text: string): Reason => ({
  rule,
  key,
  id,
  text,
});
