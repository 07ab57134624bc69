import { d100, rollDice, type Dice } from "../../core/dice/dice";
import { withMarker } from "../figures/condition";
import type { Figure } from "../figures/figure";
import { effectiveSpeed } from "../hits/wounds";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import type { Battlefield, FigurePlacement } from "../../core/battlefield/battlefield";
import { distanceToPolygon, EPSILON, pointSegmentDistance, type Point } from "../../core/battlefield/geometry";
import {
  checkDegrees,
  checkInches,
  checkPlacement,
  checkSpeed,
  checkTable,
} from "../../core/battlefield/limits-of-the-table";
import { placementOf } from "../../core/battlefield/line-of-sight";
import { lookupFigure, type FiguresById } from "./target-views";

export const RANDOM_MOVEMENT_PURPOSE = "Random Movement";
/** "The character collided with is pushed 1" along the direction of movement and then Stunned." */
export const COLLISION_PUSH_INCHES = 1;
/** How finely the straight move is walked to find the first contact: far below what a player measures. */
const SWEEP_INCHES = 0.01;

/** What a figure's base first touches along a straight move. */
export type Contact =
  | { readonly kind: "wall" | "feature"; readonly id: string }
  | { readonly kind: "figure"; readonly id: string }
  | { readonly kind: "tableEdge"; readonly id: null };

export interface RandomMove {
  readonly figureId: string;
  /** Degrees on the table, 0 along +x and 90 along +y. */
  readonly direction: number;
  readonly from: Point;
  readonly to: Point;
  /** What halted it, or null when it moved its full distance. */
  readonly contact: Contact | null;
  /** A figure it collided with, pushed 1" on ("from"/"to" of its centre). */
  readonly pushed: { readonly figureId: string; readonly from: Point; readonly to: Point } | null;
  /** The direction die, when one was rolled. */
  readonly steps: readonly Step[];
  /** Stun markers: the mover after any contact, the figure collided with. */
  readonly changes: readonly StateChange[];
}

/**
 * "Random Movement": "determine the direction of movement and then move the figure its full standard movement
 * distance in a straight line. The character will halt and become Stunned if they contact a terrain feature. If a
 * randomly moving character collides with another character, the moving character comes to a halt and is Stunned.
 * The character collided with is pushed 1" along the direction of movement and then Stunned."
 *
 * The rules do not say how to roll a direction: without `direction`, a D100 picks one of 100 evenly spaced
 * directions (3.6 degrees apart), D100 being the finest die the rules use. A GM who uses a scatter die passes it.
 */
export async function randomMovement(
  battlefield: Battlefield,
  figureId: string,
  figures: FiguresById,
  dice: Dice,
  direction?: number,
): Promise<RandomMove> {
  checkTable("randomMovement", battlefield);
  if (direction !== undefined) checkDegrees("randomMovement", "direction", direction);
  const mover = placementOf(battlefield, figureId);
  checkPlacement("randomMovement", mover, battlefield);
  const figure = figureOf(figures, figureId);
  // "its full standard movement distance": a Speed from 0 to MAX_SPEED_INCHES, never backwards.
  checkSpeed("randomMovement", figure);
  const steps: Step[] = [];
  const degrees = direction ?? (await rollDirection(dice, RANDOM_MOVEMENT_PURPOSE, RANDOM_MOVEMENT_PURPOSE, steps));
  const swept = sweep(battlefield, mover, degrees, effectiveSpeed(figure), new Set([mover.id]));
  const changes: StateChange[] = [];
  let pushed: RandomMove["pushed"] = null;
  if (swept.contact && swept.contact.kind !== "tableEdge") {
    changes.push({ kind: "condition", figureId, condition: withMarker(figure.condition, "stunned") });
  }
  if (swept.contact?.kind === "figure") {
    const other = placementOf(battlefield, swept.contact.id);
    const moved = { ...mover, centre: swept.to };
    const push = sweep(battlefield, other, degrees, COLLISION_PUSH_INCHES, new Set([other.id]), moved);
    pushed = { figureId: other.id, from: other.centre, to: push.to };
    const otherFigure = lookupFigure(figures, other.id);
    if (otherFigure)
      changes.push({ kind: "condition", figureId: other.id, condition: withMarker(otherFigure.condition, "stunned") });
  }
  return {
    figureId,
    direction: degrees,
    from: mover.centre,
    to: swept.to,
    contact: swept.contact,
    pushed,
    steps,
    changes,
  };
}

/**
 * A random direction in degrees: a D100 picks one of 100 evenly spaced directions (3.6 degrees apart), D100 being the
 * finest die the rules use. The roll is added to `steps` under `rule`.
 */
export async function rollDirection(dice: Dice, rule: string, purpose: string, steps: Step[]): Promise<number> {
  const rolled = await rollDice(dice, d100(purpose));
  const value = rolled[0]!.value;
  steps.push({ rule, dice: rolled, modifiers: [], total: value, needed: null, result: "direction" });
  return (value - 1) * 3.6;
}

/**
 * Walks a base in a straight line until it touches something it was not already touching: a wall (other than an
 * open door), a terrain feature standing up from the table or impassable ground, another figure, or the table edge.
 * `replaced` stands in for a figure that has moved (the mover, when its victim is pushed). `inches` from 0 to
 * `MAX_DISTANCE_INCHES`; a base starting on the table stops at its edge, so the walk is bounded by the table.
 */
export function sweep(
  battlefield: Battlefield,
  figure: FigurePlacement,
  degrees: number,
  inches: number,
  ignore: ReadonlySet<string>,
  replaced?: FigurePlacement,
): { readonly to: Point; readonly contact: Contact | null } {
  checkTable("sweep", battlefield);
  checkPlacement("sweep", figure, battlefield);
  if (replaced) checkPlacement("sweep", replaced, battlefield);
  checkDegrees("sweep", "degrees", degrees);
  checkInches("sweep", "inches", inches);
  const dx = Math.cos((degrees * Math.PI) / 180),
    dy = Math.sin((degrees * Math.PI) / 180);
  const at = (s: number): Point => ({ x: figure.centre.x + dx * s, y: figure.centre.y + dy * s });
  const r = figure.radius;
  const end = at(inches);
  const pad = r + EPSILON;
  const walls = battlefield.index
    .wallsAlong(figure.centre, end, pad)
    .map((i) => battlefield.walls[i]!)
    .filter((wall) => !(wall.kind === "door" && wall.door === "open"));
  const features = battlefield.index
    .featuresAlong(figure.centre, end, pad)
    .map((i) => battlefield.features[i]!)
    .filter(
      (feature) =>
        feature.kind === "impassable" ||
        (feature.kind !== "area" && feature.kind !== "difficult" && feature.height > 0),
    );
  const others = battlefield.index
    .figuresAlong(figure.centre, end, pad + 1)
    .map((i) => battlefield.figures[i]!)
    .filter((other) => !ignore.has(other.id))
    .map((other) => (replaced && other.id === replaced.id ? replaced : other));

  const touching = (p: Point): Contact | null => {
    for (const wall of walls)
      if (pointSegmentDistance(p, wall.a, wall.b) <= r + EPSILON) return { kind: "wall", id: wall.id };
    for (const feature of features)
      if (distanceToPolygon(p, feature.polygon) <= r + EPSILON) return { kind: "feature", id: feature.id };
    for (const other of others)
      if (Math.hypot(other.centre.x - p.x, other.centre.y - p.y) <= r + other.radius + EPSILON)
        return { kind: "figure", id: other.id };
    if (p.x < 0 || p.y < 0 || p.x > battlefield.width || p.y > battlefield.height)
      return { kind: "tableEdge", id: null };
    return null;
  };
  // Whatever the base already touches at the start does not halt it: it is moving away or along it.
  const atStart = touching(figure.centre);
  let last = figure.centre;
  for (let s = SWEEP_INCHES; s < inches + SWEEP_INCHES; s += SWEEP_INCHES) {
    const p = at(Math.min(s, inches));
    const contact = touching(p);
    if (contact && !(atStart && contact.kind === atStart.kind && contact.id === atStart.id))
      return { to: last, contact };
    last = p;
  }
  return { to: end, contact: null };
}

function figureOf(figures: FiguresById, id: string): Figure {
  const figure = lookupFigure(figures, id);
  if (!figure) throw new RangeError(`No rules figure for "${id}"`);
  return figure;
}
