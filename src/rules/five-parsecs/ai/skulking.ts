import { centroidOf } from "./shapes";
import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { distance, distanceToPolygon, type Point } from "../../core/battlefield/geometry";
import { footingAt } from "../../core/battlefield/movement/footing";
import { MoveGraph } from "../../core/battlefield/movement/move-graph";
import { isSkulker } from "../battlefield/figure-movement";
import { featuresByDistance } from "./features-near";
import type { Situation } from "./situation";
import type { SkulkingRoll } from "./suggestion";

export const SKULKING_RULE = "Enemy Skulking";
/** "On a 5-6, they are immediately moved". */
export const SKULKING_SCORE = 5;
/** A base placed "behind it and touching" stands this far from the feature's outline. */
const TOUCHING_GAP = 0.02;

/**
 * "Enemy Skulking": a Beast that ends its activation unable to see a target rolls 1D6; "On a 5-6, they are
 * immediately moved to the nearest terrain feature that is closer to a target figure. Place the Beast in the centre
 * of the feature if possible, otherwise behind it and touching." "Closer to a target figure": nearer to an opponent
 * than the Beast is now; "behind": on the side away from the nearest opponent, hidden by it.
 */
export async function rollSkulking(situation: Situation, from: Point, dice: Dice): Promise<SkulkingRoll> {
  const [die] = await rollDice(dice, d6(SKULKING_RULE));
  const moved = die!.value >= SKULKING_SCORE;
  const step = {
    rule: SKULKING_RULE,
    dice: [die!],
    modifiers: [],
    total: die!.value,
    needed: SKULKING_SCORE,
    result: moved ? "skulks" : "staysPut",
  };
  if (!moved) return { step, placedAt: null, featureId: null };
  const place = skulkingPlace(situation, from);
  return { step, placedAt: place?.point ?? null, featureId: place?.featureId ?? null };
}

/** Where a skulking Beast is placed, or null when no feature qualifies. */
export function skulkingPlace(situation: Situation, from: Point): { point: Point; featureId: string } | null {
  const { battlefield } = situation;
  const nearestTo = (p: Point): number =>
    situation.opponents.reduce((best, o) => Math.min(best, distance(p, o.placement.centre)), Infinity);
  const now = nearestTo(from);
  const here = new Set(situation.coverFeaturesAt(from));
  // Nearest first, found lazily: the first feature with room is usually near, and the far ones then cost nothing.
  const features = featuresByDistance(
    battlefield,
    from,
    (i) =>
      situation.givesCover(i) &&
      !here.has(i) &&
      situation.opponents.some((o) => distanceToPolygon(o.placement.centre, battlefield.features[i]!.polygon) < now),
  );
  const skulker = isSkulker(situation.me);
  // Placed like any end of a move: its whole base on solid ground (`footingAt`), off other bases. Whether a base may
  // stand at a point depends only on what lies at it, so each point gets a graph of the inch around it: one of the
  // whole table would list and join every wall of the table, near or far.
  const mayPlace = (p: Point): boolean => {
    const around = { minX: p.x - 1, minY: p.y - 1, maxX: p.x + 1, maxY: p.y + 1 };
    return (
      new MoveGraph(battlefield, situation.placement, skulker, around).canStand(p) &&
      footingAt(battlefield, p, situation.placement.radius).fits
    );
  };
  for (const { i } of features) {
    const feature = battlefield.features[i]!;
    const centre = centroidOf(feature.polygon);
    if (feature.kind === "area" && mayPlace(centre)) return { point: centre, featureId: feature.id };
    const target = situation.nearestOpponent(centre);
    const away = target ? Math.atan2(centre.y - target.placement.centre.y, centre.x - target.placement.centre.x) : 0;
    for (const turn of [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6]) {
      const angle = away + (turn * Math.PI) / 6;
      const point = touchingAlong(centre, angle, feature.polygon, situation.placement.radius);
      if (point && mayPlace(point)) return { point, featureId: feature.id };
    }
  }
  return null;
}

/** The first point along a ray from the centre where a base of `radius` just touches the outline from outside. */
function touchingAlong(centre: Point, angle: number, polygon: readonly Point[], radius: number): Point | null {
  for (let t = 0; t < 30; t += 0.05) {
    const p = { x: centre.x + Math.cos(angle) * t, y: centre.y + Math.sin(angle) * t };
    if (distanceToPolygon(p, polygon) >= radius + TOUCHING_GAP) return p;
  }
  return null;
}
