// The fastest routes and the brawls: Aggressive 5-6 and its base condition, Rampaging.
import { mayEngage } from "../brawling/engage";
import { hasTrait } from "../figures/weapon";
import { distance } from "../../core/battlefield/geometry";
import { routeToEngage, type EngageRoute } from "./engage";
import type { Situation } from "./situation";
import type { Because } from "./suggestion";
import { dashIntoRange, dashIntoRangeReasons } from "./dash-into-range";
import {
  along,
  at,
  closerTo,
  dashReason,
  nearestOrImpossible,
  nearestTowards,
  pickPosition,
  stay,
  withinMove,
  type ActionResult,
  type Key,
  type MovePlan,
} from "./pick-position";

/** Aggressive 5: "Advance and fire on the nearest enemy. Fastest route." */
export function advanceFastestRoute(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const closer = closerTo(situation, nearest.placement.centre);
  const key: Key = (c) => [-distance(c, nearest.placement.centre), -c.cost];
  const best = pickPosition(situation, [withinMove, closer], key);
  if (best && situation.spot(best).targets().length > 0)
    return {
      plan: at(best, [
        { about: "move", rule: "Aggressive", text: `Advances on ${nearest.figure.name} by the fastest route` },
      ]),
    };
  const dash = dashIntoRange(situation, [closer], key);
  if (dash)
    return {
      plan: at(
        dash,
        dashIntoRangeReasons({
          about: "move",
          rule: "Aggressive",
          text: `Advances on ${nearest.figure.name} by the fastest route, Dashing`,
        }),
      ),
    };
  if (!best) return { impossible: `it cannot get closer to ${nearest.figure.name}` };
  return {
    plan: at(best, [
      { about: "move", rule: "Aggressive", text: `Advances on ${nearest.figure.name} by the fastest route` },
    ]),
  };
}

/** Aggressive 6: "Dash towards the nearest enemy. Fastest route." */
export function dashFastestRoute(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const towards = nearestTowards(situation, nearest.placement.centre);
  if (!towards) return { impossible: `it cannot get closer to ${nearest.figure.name}` };
  return {
    plan: along(
      at(
        towards.end,
        [
          { about: "move", rule: "Aggressive", text: `Dashes towards ${nearest.figure.name} by the fastest route` },
          { about: "dash", rule: "Dash", text: "The table says Dash: no Combat Action" },
        ],
        "none",
        true,
      ),
      towards.path,
    ),
  };
}

export function brawlPlan(route: EngageRoute, reasons: Because[]): MovePlan {
  return {
    end: route.point,
    cost: route.path.cost,
    dash: false,
    path: route.path,
    attack: "brawl",
    brawl: route,
    reasons,
  };
}

/** Aggressive base condition: "If able to engage an opponent in brawling combat this round, advance to do so." */
export function engageInBrawl(situation: Situation): ActionResult {
  const routes = situation.opponents
    .map((o) => routeToEngage(situation, o, situation.move))
    .filter((r): r is EngageRoute => r !== null);
  routes.sort((a, b) => a.path.cost - b.path.cost);
  const route = routes[0];
  if (!route || !mayEngage(situation.me).allowed) return { impossible: "no opponent can be engaged this round" };
  return {
    plan: brawlPlan(route, [
      { about: "move", rule: "Aggressive", text: `Advances into a brawl with ${route.opponent.figure.name}` },
    ]),
  };
}

/**
 * "Rampaging enemies will move as fast as possible towards the closest opponent, and will always attempt to enter
 * Brawling combat. Rampagers with Heavy weapons will stand and fire, if in sight of a target."
 */
export function rampage(situation: Situation): ActionResult {
  const heavy = situation.ranged.filter((w) => hasTrait(w, "heavy"));
  if (heavy.length > 0 && situation.here.targets(heavy).length > 0) {
    return {
      plan: stay(situation, [
        { about: "move", rule: "Rampaging", text: "Has a Heavy weapon and a target in sight: stands and fires" },
      ]),
    };
  }
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const route = mayEngage(situation.me).allowed ? routeToEngage(situation, nearest, situation.move) : null;
  if (route)
    return {
      plan: brawlPlan(route, [
        {
          about: "move",
          rule: "Rampaging",
          text: `Charges into a brawl with ${nearest.figure.name}, the closest opponent`,
        },
      ]),
    };
  const towards = nearestTowards(situation, nearest.placement.centre);
  if (!towards) return { impossible: `it cannot get closer to ${nearest.figure.name}` };
  const best = towards.end;
  return {
    plan: along(
      at(
        best,
        [
          {
            about: "move",
            rule: "Rampaging",
            text: `Moves as fast as possible towards ${nearest.figure.name}, the closest opponent`,
          },
          ...dashReason(best, "As fast as possible: Dashes, as no brawl is in reach"),
        ],
        "none",
      ),
      towards.path,
    ),
  };
}
