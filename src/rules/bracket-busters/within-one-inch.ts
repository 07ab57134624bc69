import { missingPosition, type Actor } from "./action-context";
import { refusal, type Point, type Refusal } from "./core";
import { distanceFromPoint, inchesText, type Positions } from "./positions";

/**
 * "Within 1''": Access Terminal's "terminal, console, device, or object within 1'' of the fighter", Interact's "console,
 * device, or object within 1'' of the fighter", and Crawl Through's and Fire Through's "within 1'' of a Ductway".
 */
export const WITHIN_INCHES = 1;

/**
 * Why the fighter is not within 1'' of `point` (the terminal or device, or the ductway's end, as the table marks it),
 * naming the distance; null when it is, or when the table marks no point to measure from (ruling 15: the GM marks
 * them). Ruling 16: "'Within' a distance includes the distance itself."
 */
export function notWithinOneInch(
  actor: Actor,
  point: Point | undefined,
  positions: Positions | undefined,
  rule: string,
  what: string,
): Refusal | null {
  if (point === undefined) return null;
  const id = actor.f.fighter.id;
  const missing = missingPosition(positions, [id], rule);
  if (missing) return missing;
  const inches = distanceFromPoint(point, positions![id]!);
  if (inches <= WITHIN_INCHES + 1e-9) return null;
  return refusal(
    "notWithinOneInch",
    `${rule}: ${actor.f.fighter.name} is ${inchesText(inches)} from the ${what}; it must be within ${WITHIN_INCHES}''.`,
  );
}
