import { rollDice, type Dice } from "../../core/dice/dice";
import { withMarker, type FigureCondition } from "../figures/condition";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import type { Battlefield, FigurePlacement } from "../../core/battlefield/battlefield";
import { EPSILON, pointInPolygon, type Point } from "../../core/battlefield/geometry";
import { footingAt } from "../../core/battlefield/movement/footing";
import { checkDegrees, checkPlacement, checkPosition, checkTable } from "../../core/battlefield/limits-of-the-table";
import { placementOf } from "../../core/battlefield/line-of-sight";
import { rollDirection } from "./random-movement";
import { lookupFigure, type FiguresById } from "./target-views";

export const TELEPORT_RULE = "Alternative Movement Actions";
/** "Move them 2D6" in a random direction." */
export const SPATIAL_SHIFT_DICE = 2;
/**
 * The most spatial shifts one teleport resolves before leaving the figure for the GM to place: each shift is 2D6" in a
 * random direction, so on any table a GM plays a handful is already rare.
 */
export const MAX_SPATIAL_SHIFTS = 12;

/** One spatial shift: why, the direction and distance rolled, where it began and ended. */
export interface SpatialShift {
  readonly why: "insideObject" | "occupied";
  /** The wall, feature or figure the figure would have materialized in. */
  readonly clashId: string;
  readonly from: Point;
  /** Degrees on the table, 0 along +x and 90 along +y. */
  readonly direction: number;
  readonly inches: number;
  readonly to: Point;
}

export interface TeleportOutcome {
  readonly figureId: string;
  readonly from: Point;
  /** Where the player chose to materialize. */
  readonly target: Point;
  readonly shifts: readonly SpatialShift[];
  /** Where the figure ends, or null when it became a casualty (over Impassable ground). */
  readonly end: Point | null;
  /** The Impassable feature it materialized over ("becomes a casualty and is removed from the battlefield"). */
  readonly casualtyOver: string | null;
  /** False when MAX_SPATIAL_SHIFTS were rolled and the last place is still not clear: the GM places the figure. */
  readonly settled: boolean;
  readonly steps: readonly Step[];
  /** Stun and Shock markers: the teleporter's, and any occupant's; a casualty is a Goner. */
  readonly changes: readonly StateChange[];
}

/**
 * "A teleporting character that would materialize inside a solid object suffers a spatial shift. Move them 2D6" in a
 * random direction. The character receives a Stun marker when this happens. If the new location is also inside an
 * object, repeat the process and place a Shock marker. In the event a character would emerge in a location occupied by
 * another character, the occupying character is Stunned instead, and the teleporting character suffers a spatial
 * shift. A character that materializes over an Impassable terrain feature ... becomes a casualty and is removed from
 * the battlefield."
 *
 * Our readings (the text leaves them open): "over" Impassable ground is the figure's centre over it (a base only
 * partly over it is inside an object, and shifts); "instead" means the teleporter takes no Stun for a shift out of an
 * occupied place; the direction is a D100 of 100 evenly spaced directions, as for Random Movement (`direction` for a
 * scatter die, used for every shift); a shift that would carry the base off the table ends with it at the edge.
 */
export async function teleport(
  battlefield: Battlefield,
  figureId: string,
  to: Point,
  figures: FiguresById,
  dice: Dice,
  direction?: number,
): Promise<TeleportOutcome> {
  checkTable("teleport", battlefield);
  checkPosition("teleport", "to", to, battlefield);
  if (direction !== undefined) checkDegrees("teleport", "direction", direction);
  const mover = placementOf(battlefield, figureId);
  checkPlacement("teleport", mover, battlefield);
  const conditionOf = (id: string): FigureCondition | undefined => lookupFigure(figures, id)?.condition;
  if (!conditionOf(figureId)) throw new RangeError(`teleport: no rules figure for "${figureId}"`);

  const conditions = new Map<string, FigureCondition>();
  const mark = (id: string, marker: "stunned" | "shocked"): void => {
    const now = conditions.get(id) ?? conditionOf(id);
    if (now) conditions.set(id, withMarker(now, marker));
  };
  const steps: Step[] = [];
  const shifts: SpatialShift[] = [];
  let at = onTable(battlefield, to, mover.radius);
  let objectShifts = 0;
  for (;;) {
    const over = impassableUnder(battlefield, at);
    if (over) {
      conditions.set(figureId, { ...(conditions.get(figureId) ?? conditionOf(figureId)!), goner: true });
      return outcome(null, over, true);
    }
    const clash = clashAt(battlefield, mover, at);
    if (!clash) return outcome(at, null, true);
    if (shifts.length >= MAX_SPATIAL_SHIFTS) return outcome(at, null, false);
    if (clash.why === "insideObject") {
      mark(figureId, "stunned");
      // "If the new location is also inside an object, repeat the process and place a Shock marker."
      if (++objectShifts > 1) mark(figureId, "shocked");
    } else mark(clash.id, "stunned");
    const degrees =
      direction ?? (await rollDirection(dice, TELEPORT_RULE, `${TELEPORT_RULE}: spatial shift direction`, steps));
    const distance = await rollDistance(dice, steps);
    const radians = (degrees * Math.PI) / 180;
    const next = onTable(
      battlefield,
      { x: at.x + Math.cos(radians) * distance, y: at.y + Math.sin(radians) * distance },
      mover.radius,
    );
    shifts.push({ why: clash.why, clashId: clash.id, from: at, direction: degrees, inches: distance, to: next });
    at = next;
  }

  function outcome(end: Point | null, casualtyOver: string | null, settled: boolean): TeleportOutcome {
    const changes: StateChange[] = [...conditions].map(([id, condition]) => ({
      kind: "condition",
      figureId: id,
      condition,
    }));
    return { figureId, from: mover.centre, target: to, shifts, end, casualtyOver, settled, steps, changes };
  }
}

async function rollDistance(dice: Dice, steps: Step[]): Promise<number> {
  const rolled = await rollDice(dice, {
    count: SPATIAL_SHIFT_DICE,
    faces: 6,
    purpose: `${TELEPORT_RULE}: spatial shift 2D6"`,
  });
  const total = rolled.reduce((sum, die) => sum + die.value, 0);
  steps.push({ rule: TELEPORT_RULE, dice: rolled, modifiers: [], total, needed: null, result: "spatialShift" });
  return total;
}

/** The point with the whole base on the table (a shift ends at the edge). */
const onTable = (battlefield: Battlefield, p: Point, radius: number): Point => ({
  x: Math.min(Math.max(p.x, radius), battlefield.width - radius),
  y: Math.min(Math.max(p.y, radius), battlefield.height - radius),
});

/** The Impassable feature under the figure's centre, if any. */
function impassableUnder(battlefield: Battlefield, p: Point): string | null {
  for (const i of battlefield.index.featuresIn({ minX: p.x, minY: p.y, maxX: p.x, maxY: p.y })) {
    const feature = battlefield.features[i]!;
    if (feature.kind === "impassable" && pointInPolygon(p, feature.polygon)) return feature.id;
  }
  return null;
}

/** Why the base cannot materialize at `p`: inside a wall or solid feature (`footingAt`), or on another figure's base. */
function clashAt(
  battlefield: Battlefield,
  mover: FigurePlacement,
  p: Point,
): { why: SpatialShift["why"]; id: string } | null {
  const footing = footingAt(battlefield, p, mover.radius);
  if (!footing.fits) return { why: "insideObject", id: footing.clash ?? "" };
  // Two bases that overlap have boxes that meet: the index's answer for the base's own box holds every one.
  const box = {
    minX: p.x - mover.radius,
    minY: p.y - mover.radius,
    maxX: p.x + mover.radius,
    maxY: p.y + mover.radius,
  };
  for (const i of battlefield.index.figuresIn(box)) {
    const other = battlefield.figures[i]!;
    if (other.id === mover.id) continue;
    if (Math.hypot(other.centre.x - p.x, other.centre.y - p.y) < other.radius + mover.radius - EPSILON)
      return { why: "occupied", id: other.id };
  }
  return null;
}
