// The standing behaviours of Beasts (stalking in Cover) and Guardians (within 3" of the ward, same target).
import { mayEngage } from "../brawling/engage";
import type { FigurePlacement } from "../../core/battlefield/battlefield";
import { distance } from "../../core/battlefield/geometry";
import { cheapestPath } from "../battlefield/figure-movement";
import { rangeBetween, rangeFrom } from "../../core/battlefield/range";
import { contactPoints, routeToEngage } from "./engage";
import type { Opponent, Situation, Spot } from "./situation";
import type { Because } from "./suggestion";
import {
  at,
  closerTo,
  dashReason,
  nearestOrImpossible,
  pickPosition,
  safe,
  withinMove,
  type ActionResult,
  type Test,
  type WardPlan,
} from "./pick-position";
import { brawlPlan } from "./charge-actions";

/** Guardian: "must always remain within 3” of that figure, if possible". */
export const GUARDIAN_INCHES = 3;
/** Beast: "remain within 2” of a friendly figure". */
export const BEAST_FRIEND_INCHES = 2;

/** Whether a brawl with `opponent` is within two moves ("Beast": "only break Cover if they can enter a brawl within two moves"). */
function brawlWithinTwoMoves(situation: Situation, opponent: Opponent): boolean {
  const twoMoves = 2 * situation.move;
  if (rangeBetween(situation.placement, opponent.placement) > twoMoves) return false;
  return contactPoints(situation, opponent)
    .slice(0, 3)
    .some((p) => {
      const path = cheapestPath(situation.battlefield, situation.me, p, {
        maxCost: twoMoves,
        lattice: situation.lattice,
      });
      return path !== null;
    });
}

/**
 * "Beast": move as far as possible towards the nearest opponent while remaining in Cover; break Cover only for a brawl
 * within two moves, otherwise break Line of Sight and manoeuvre closer; keep within 2" of a friend when possible.
 */
export function stalk(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const canEngage = mayEngage(situation.me).allowed;
  const route = canEngage ? routeToEngage(situation, nearest, situation.move) : null;
  if (route)
    return {
      plan: brawlPlan(route, [{ about: "move", rule: "Beast", text: `Breaks Cover to brawl ${nearest.figure.name}` }]),
    };
  const closer = closerTo(situation, nearest.placement.centre);
  if (canEngage && brawlWithinTwoMoves(situation, nearest)) {
    const best = pickPosition(situation, [closer], (c) => [-distance(c, nearest.placement.centre), -c.cost]);
    if (best)
      return {
        plan: at(
          best,
          [
            {
              about: "move",
              rule: "Beast",
              text: `A brawl with ${nearest.figure.name} is within two moves: breaks Cover and closes in`,
            },
            ...dashReason(best, "Dashes: no Combat Action is possible this activation"),
          ],
          "none",
        ),
      };
  }
  const friends = situation.friends.length > 0;
  const best = pickPosition(
    situation,
    [safe],
    (c, s) => [
      s.seen ? 0 : 1,
      -Math.round(distance(c, nearest.placement.centre)),
      friends && s.nearFriend(BEAST_FRIEND_INCHES) ? 1 : 0,
      -c.cost,
    ],
    (c) => [
      1,
      -Math.round(distance(c, nearest.placement.centre)),
      friends && situation.spot(c).nearFriend(BEAST_FRIEND_INCHES) ? 1 : 0,
      -c.cost,
    ],
  );
  if (!best) return { impossible: "no position in reach is in Cover or out of sight" };
  const spot = situation.spot(best);
  const reasons: Because[] = [
    {
      about: "move",
      rule: "Beast",
      text: `Moves towards ${nearest.figure.name} ${spot.seen ? "in Cover" : "out of sight"}`,
    },
  ];
  if (friends && spot.nearFriend(BEAST_FRIEND_INCHES))
    reasons.push({ about: "move", rule: "Beast", text: `Stays within 2" of a friendly figure` });
  return { plan: at(best, [...reasons, ...dashReason(best, "Dashes to stay in Cover while closing in")], "fire") };
}

/**
 * "Guardian": "remain within 3” of that figure, if possible. They will move at the same pace and attack the same
 * targets using the same methods (firing / Brawling), whenever possible."
 */
export function guard(
  situation: Situation,
  ward: { readonly placement: FigurePlacement; readonly name: string } | null,
  wardPlan: WardPlan | null,
): ActionResult {
  if (!ward) return { impossible: "the figure it guards is not on the table" };
  const wardAt: FigurePlacement = { ...ward.placement, centre: wardPlan?.end ?? ward.placement.centre };
  const attack = wardPlan?.attack ?? null;
  if (attack?.kind === "brawl" && mayEngage(situation.me).allowed) {
    const target = situation.opponents.find((o) => o.figure.id === attack.targetId);
    const route = target ? routeToEngage(situation, target, situation.move) : null;
    if (route && rangeBetween({ ...situation.placement, centre: route.point }, wardAt) <= GUARDIAN_INCHES + 1e-9) {
      return {
        plan: brawlPlan(route, [
          {
            about: "guardian",
            rule: "Guardian",
            text: `Joins ${ward.name}'s brawl with ${route.opponent.figure.name}`,
          },
        ]),
      };
    }
  }
  const preferTargetId = attack?.kind === "shot" ? attack.targetId : null;
  const near: Test = (c) => rangeFrom(c, situation.placement.radius, wardAt) <= GUARDIAN_INCHES + 1e-9;
  // "At the same pace": a Dash only when the ward Dashes; otherwise the move's own points (and only the move searched).
  const pace: Test = wardPlan?.dash ? () => true : withinMove;
  const sameTarget = (s: Spot): number => {
    if (!preferTargetId) return 0;
    const i = situation.opponents.findIndex((o) => o.figure.id === preferTargetId);
    return i >= 0 && s.canShoot(i) ? 1 : 0;
  };
  const best = pickPosition(
    situation,
    [pace, near],
    (c, s) => [sameTarget(s), s.shotEase(), s.safe ? 1 : 0, -c.cost],
    (c) => [preferTargetId ? 1 : 0, situation.shotEaseAtMost(c), 1, -c.cost],
  );
  if (best) {
    return {
      plan: {
        ...at(
          best,
          [{ about: "guardian", rule: "Guardian", text: `Stays within 3" of ${ward.name}` }],
          "fire",
          best.withDash,
        ),
        preferTargetId,
      },
    };
  }
  const closest = pickPosition(situation, [pace], (c, s) => [-rangeBetween(s.placement, wardAt), -c.cost]);
  if (!closest) return { impossible: `it cannot move towards ${ward.name}` };
  return {
    plan: {
      ...at(
        closest,
        [
          {
            about: "guardian",
            rule: "Guardian",
            text: `Cannot get within 3" of ${ward.name}: gets as close as it can`,
          },
        ],
        "fire",
        closest.withDash,
      ),
      preferTargetId,
    },
  };
}
