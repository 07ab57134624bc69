// The table rows about advancing from one position to the next (Tactical, Aggressive, Cautious), in Cover where the
// row asks for it.

import { arcOfFire } from "../figures/arc-of-fire";
import { inArc } from "../../core/battlefield/arc";
import { ADJACENT_INCHES } from "../../core/battlefield/cover";
import { distance, distanceToPolygon, type Point } from "../../core/battlefield/geometry";
import { rangeBetween } from "../../core/battlefield/range";
import { BASE_CONDITION_INCHES } from "./base-conditions";
import { dashIntoRange, dashIntoRangeReasons } from "./dash-into-range";
import { featuresAround, nearestFeature } from "./features-near";
import { round } from "./planned-attack";
import type { Aimed, Situation } from "./situation";
import {
  ADVANCE_MIN_INCHES,
  along,
  at,
  closerTo,
  covered,
  dashReason,
  hasTarget,
  mayDash,
  nearestOrImpossible,
  pickAimed,
  pickPosition,
  safe,
  withinMove,
  type ActionResult,
  type Bound,
  type Key,
  type Test,
} from "./pick-position";

/** Cautious 4-5: "Advance to within 12" of the nearest enemy and fire. Remain in Cover." */
export function advanceWithin12InCover(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const within12: Test = (_c, s) => rangeBetween(s.placement, nearest.placement) <= BASE_CONDITION_INCHES + 1e-9;
  const best = pickPosition(
    situation,
    [withinMove, within12, covered],
    (c, s) => [s.targets().length > 0 ? 1 : 0, -c.cost],
    (c) => [situation.shotEaseAtMost(c) > 0 ? 1 : 0, -c.cost],
  );
  if (!best || situation.spot(best).targets().length === 0) {
    const near = (c: Point): number =>
      rangeBetween(situation.placedAt(c), nearest.placement) <= BASE_CONDITION_INCHES + 1e-9 ? 1 : 0;
    const dash = dashIntoRange(
      situation,
      [closerTo(situation, nearest.placement.centre), covered],
      (c) => [near(c), -c.cost],
      (c) => [near(c), -c.cost],
    );
    if (dash)
      return {
        plan: at(
          dash,
          dashIntoRangeReasons({
            about: "move",
            rule: "Cautious",
            text: `Advances on ${nearest.figure.name}, Dashing, in Cover`,
          }),
        ),
      };
  }
  if (best) {
    return {
      plan: at(best, [
        {
          about: "move",
          rule: "Cautious",
          text: `Advances to within 12" of ${nearest.figure.name} (${round(rangeBetween(situation.spot(best).placement, nearest.placement))}"), in Cover`,
        },
      ]),
    };
  }
  const closer = pickPosition(
    situation,
    [withinMove, closerTo(situation, nearest.placement.centre), covered],
    (c) => [-distance(c, nearest.placement.centre)],
    (c) => [-distance(c, nearest.placement.centre)],
  );
  if (!closer) return { impossible: `no position in Cover brings it closer to ${nearest.figure.name}` };
  return {
    plan: at(closer, [
      {
        about: "move",
        rule: "Cautious",
        text: `12" of ${nearest.figure.name} is out of reach in Cover: advances as close as it can, in Cover`,
      },
    ]),
  };
}

/** Cautious 6: "Advance on the nearest enemy and fire, ending in Cover if possible." */
export function advanceEndingInCover(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const closer = closerTo(situation, nearest.placement.centre);
  const key: Key = (c, s) => [
    s.covered ? 1 : 0,
    s.targets().length > 0 ? 1 : 0,
    -distance(c, nearest.placement.centre),
  ];
  const bound: Bound = (c) => [1, 1, -distance(c, nearest.placement.centre)];
  const best = pickPosition(situation, [withinMove, closer], key, bound);
  if (!best || situation.spot(best).targets().length === 0) {
    // "Ending in Cover if possible": a normal move that ends in Cover is not given up for a Dash into the open.
    const keepCover = best !== null && situation.spot(best).covered;
    const dash = dashIntoRange(situation, keepCover ? [closer, covered] : [closer], key, bound);
    if (dash) {
      const dashInCover = situation.spot(dash).covered;
      return {
        plan: at(
          dash,
          dashIntoRangeReasons({
            about: "move",
            rule: "Cautious",
            text: `Advances on ${nearest.figure.name}, Dashing, ending ${dashInCover ? "in Cover" : "in the open (no Cover in range)"}`,
          }),
        ),
      };
    }
  }
  if (!best) return { impossible: `it cannot get closer to ${nearest.figure.name}` };
  const inCover = situation.spot(best).covered;
  return {
    plan: at(best, [
      {
        about: "move",
        rule: "Cautious",
        text: `Advances on ${nearest.figure.name}, ending ${inCover ? "in Cover" : "in the open (no Cover on the way)"}`,
      },
    ]),
  };
}

/** Beyond the Dash and the contact distance, so that rounding never leaves out a feature the searches could reach. */
const AROUND_SLACK_INCHES = 1;

/**
 * "Next forward position: The next Cover or terrain feature that is closer to the player's side and in front of the
 * figure." The nearest such feature; the best spot at it (out of sight or in Cover, then the best shot). Out of reach
 * this activation, the figure moves towards it.
 */
export function advanceNextForwardPosition(situation: Situation, rule: string): ActionResult {
  const { battlefield, placement } = situation;
  const startEdge = situation.edgeDistance(placement.centre);
  const current = new Set(situation.coverFeaturesAt(placement.centre));
  const { features } = battlefield;
  const isForward = (i: number): boolean =>
    situation.givesCover(i) &&
    !current.has(i) &&
    nearestEdgePoint(situation, features[i]!.polygon) < startEdge - ADVANCE_MIN_INCHES;
  const nearest = nearestFeature(battlefield, placement.centre, isForward);
  if (!nearest) return { impossible: "there is no terrain feature closer to the player's side" };
  // No point of the reach lies further than the Dash from here, so a feature further than that and the contact
  // distance has no point at it: only the forward features around the figure are tried, and far ones cost nothing.
  // They are also the aimed searches' shapes: a shape further than this from where the figure stands is never the
  // nearest to a state they could still follow (`aimWithin`), so the searches follow what a search for every forward
  // feature would.
  const forward = featuresAround(
    battlefield,
    placement.centre,
    situation.dash + placement.radius + ADJACENT_INCHES + AROUND_SLACK_INCHES,
    isForward,
  );
  const ahead: Test = (c) => situation.edgeDistance(c) < startEdge;
  const key: Key = (c, s) => [s.safe ? 1 : 0, s.shotEase(), -c.cost];
  const bound: Bound = (c) => [1, situation.shotEaseAtMost(c), -c.cost];
  // Only a point at one of the forward features can be chosen here: the searches follow no point from which none is in
  // reach (`Situation.atFeatures`), and give the paths too.
  const atForward = (withDash: boolean): Aimed =>
    situation.atFeatures(
      forward.map((f) => f.i),
      withDash,
    );
  for (const { i, d } of forward) {
    const feature = features[i]!;
    const atFeature: Test = (c) => situation.coverFeaturesAt(c).includes(i);
    // A point within the move lies no further than the move from here, so a feature further than that and the contact
    // distance has no such point at it: the move-only candidates are not asked for (nor searched), only the Dash.
    const withinMoveOfIt = d <= situation.move + situation.placement.radius + ADJACENT_INCHES + 1e-5;
    const inMove = withinMoveOfIt
      ? pickAimed(situation, atForward(false), [withinMove, ahead, atFeature], key, bound)
      : null;
    if (inMove)
      return {
        plan: along(
          at(inMove.end, [{ about: "move", rule, text: `Advances to the next forward position: ${feature.name}` }]),
          inMove.path,
        ),
      };
    if (mayDash(situation)) {
      const dash = pickAimed(situation, atForward(true), [ahead, atFeature], key, bound);
      if (dash)
        return {
          plan: along(
            at(dash.end, [
              { about: "move", rule, text: `Advances to the next forward position: ${feature.name}` },
              ...dashReason(dash.end, `Dashes to reach Cover at ${feature.name}`),
            ]),
            dash.path,
          ),
        };
    }
  }
  const next = features[nearest.i]!;
  const towards = pickPosition(
    situation,
    [withinMove, ahead],
    (c, s) => [-Math.round(distanceToPolygon(c, next.polygon) * 2), s.safe ? 1 : 0, -c.cost],
    (c) => [-Math.round(distanceToPolygon(c, next.polygon) * 2), 1, -c.cost],
  );
  if (!towards || distanceToPolygon(towards, next.polygon) >= nearest.d - ADVANCE_MIN_INCHES)
    return { impossible: `it cannot get closer to ${next.name}` };
  return {
    plan: at(towards, [
      {
        about: "move",
        rule,
        text: `Moves towards the next forward position, ${next.name}, out of reach this activation`,
      },
    ]),
  };
}

const nearestEdgePoint = (situation: Situation, polygon: readonly Point[]): number =>
  polygon.reduce((best, p) => Math.min(best, situation.edgeDistance(p)), Infinity);

/**
 * Tactical 3-4: "Advance to the next forward position in cover or move to flank." Our reading: flank when a spot in
 * reach puts a target in the open outside its Arc of Fire (a Good Shot, "Flanking"), else the next forward position.
 */
export function advanceOrFlank(situation: Situation): ActionResult {
  const flanks: Test = (_c, s) =>
    s.targets().some((i) => {
      const o = situation.opponents[i]!;
      return !s.targetInCover(i) && !inArc(o.placement, arcOfFire(o.figure), s.point);
    });
  const best = pickPosition(
    situation,
    [withinMove, hasTarget, flanks],
    (c, s) => [s.safe ? 1 : 0, -c.cost],
    (c) => [1, -c.cost],
  );
  if (best)
    return {
      plan: at(best, [
        {
          about: "move",
          rule: "Tactical",
          text: "Moves to flank: a target in the open, outside its Arc of Fire (Good Shot)",
        },
      ]),
    };
  return advanceNextForwardPosition(situation, "Tactical");
}

/**
 * "Advance and fire on the nearest enemy. Use cover." "Use Cover": "remain in Cover or out of sight. A move in the
 * open will be done by Dashing if it will bring the figure into Cover. The figure will only end a move out of Cover if
 * the end of the move is not in sight of player figures."
 */
export function advanceUsingCover(situation: Situation, rule: string): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const closer = closerTo(situation, nearest.placement.centre);
  const key: Key = (c, s) => [s.targets().length > 0 ? 1 : 0, -distance(c, nearest.placement.centre)];
  const bound: Bound = (c) => [1, -distance(c, nearest.placement.centre)];
  const best = pickPosition(situation, [withinMove, closer, safe], key, bound);
  if (!best || situation.spot(best).targets().length === 0) {
    const dash = dashIntoRange(situation, [closer, safe], key, bound);
    if (dash)
      return {
        plan: at(
          dash,
          dashIntoRangeReasons({
            about: "move",
            rule,
            text: `Advances on ${nearest.figure.name}, Dashing, ending in Cover or out of sight`,
          }),
        ),
      };
  }
  if (best)
    return {
      plan: at(best, [
        { about: "move", rule, text: `Advances on ${nearest.figure.name}, ending in Cover or out of sight` },
      ]),
    };
  if (mayDash(situation)) {
    const dash = pickPosition(
      situation,
      [closer, covered],
      (c) => [-distance(c, nearest.placement.centre)],
      (c) => [-distance(c, nearest.placement.centre)],
    );
    if (dash)
      return {
        plan: at(dash, [
          { about: "move", rule, text: `Advances on ${nearest.figure.name} using Cover` },
          ...dashReason(dash, "A move in the open is done by Dashing when it brings the figure into Cover"),
        ]),
      };
  }
  return { impossible: `no advance on ${nearest.figure.name} ends in Cover or out of sight` };
}
