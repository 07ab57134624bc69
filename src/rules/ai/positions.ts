import { arcOfFire } from "../figures/arc-of-fire";
import { mayEngage } from "../brawling/engage";
import { hasTrait } from "../figures/weapon";
import { inArc } from "../battlefield/arc";
import type { FigurePlacement } from "../battlefield/battlefield";
import { distance, distanceToPolygon, type Point } from "../battlefield/geometry";
import { cheapestPath, LATTICE_INCHES, type MovePath, type ReachPoint } from "../battlefield/movement/reach";
import { rangeBetween } from "../battlefield/range";
import type { AiActionId } from "./ai-actions";
import { BASE_CONDITION_INCHES } from "./base-conditions";
import { contactPoints, routeToEngage, type EngageRoute } from "./engage";
import { compareKeys, round } from "./planned-attack";
import type { Opponent, Situation, Spot } from "./situation";
import type { Because, PlannedAttack } from "./suggestion";

/** Guardian: "must always remain within 3” of that figure, if possible". */
export const GUARDIAN_INCHES = 3;
/** Beast: "remain within 2” of a friendly figure". */
export const BEAST_FRIEND_INCHES = 2;
/** An advance must bring the figure at least this much closer, so standing still is never an "advance". */
const ADVANCE_MIN_INCHES = 0.5;

/** What the ward of a Guardian is doing this activation, when it has already acted. */
export interface WardPlan {
  readonly end: Point;
  readonly dash: boolean;
  readonly attack: PlannedAttack | null;
}

/** A position chosen for an action: where to end, how to get there, and whether the figure then attacks. */
export interface MovePlan {
  readonly end: Point;
  readonly cost: number;
  readonly dash: boolean;
  /** The path, when it is not the reach's own path to `end` (a brawl's contact point). */
  readonly path?: MovePath;
  /** "fire": fire if it can; "brawl": engage `brawl`; "none": no Combat Action (Dash, Shock). */
  readonly attack: "fire" | "brawl" | "none";
  readonly brawl?: EngageRoute;
  /** Guardian: the target of its ward. */
  readonly preferTargetId?: string | null;
  readonly reasons: readonly Because[];
}

/** What an action function returns: a plan, or why the action cannot be carried out ("Impossible or Stupid Actions"). */
export type ActionResult = { readonly plan: MovePlan } | { readonly impossible: string };

type Test = (c: ReachPoint, spot: Spot) => boolean;
type Key = (c: ReachPoint, spot: Spot) => number[];

/**
 * Picks the best end point: every candidate passing all tests (cheap ones first, so Line of Sight is measured only
 * where it matters), the highest score, and among equal scores the first in the candidates' fixed order (cheapest,
 * then by position), so the same table always gives the same choice.
 */
export function pickPosition(situation: Situation, tests: readonly Test[], key: Key): ReachPoint | null {
  let best: ReachPoint | null = null, bestKey: number[] = [];
  for (const c of situation.candidates) {
    const spot = situation.spot(c);
    if (!tests.every((test) => test(c, spot))) continue;
    const k = key(c, spot);
    if (!best || compareKeys(k, bestKey) > 0) { best = c; bestKey = k; }
  }
  return best;
}

const withinMove: Test = (c) => !c.withDash;
const covered: Test = (_c, s) => s.covered;
const safe: Test = (_c, s) => s.safe;
const hasTarget: Test = (_c, s) => s.targets().length > 0;

/**
 * "Dash": enemies Dash "to reach cover or move into range. An enemy with a ranged weapon will not Dash if they are
 * able to fire at a target" — read where it stands as it activates.
 */
export function mayDash(situation: Situation): boolean {
  return situation.ranged.length === 0 || situation.here.targets().length === 0;
}

const stay = (situation: Situation, reasons: Because[], attack: MovePlan["attack"] = "fire"): MovePlan => ({
  end: situation.placement.centre, cost: 0, dash: false, attack, reasons,
});

const at = (c: ReachPoint, reasons: Because[], attack: MovePlan["attack"] = "fire", dash = c.withDash): MovePlan => ({
  end: { x: c.x, y: c.y }, cost: c.cost, dash, attack: dash ? "none" : attack, reasons,
});

const isStart = (situation: Situation, c: Point): boolean => c.x === situation.placement.centre.x && c.y === situation.placement.centre.y;

function nearestOrImpossible(situation: Situation): Opponent | string {
  return situation.nearestOpponent() ?? "there is no opponent on the table";
}

/** Closer to `target` (centre to centre) than the figure stands now, by at least half an inch. */
const closerTo = (situation: Situation, target: Point): Test => {
  const now = distance(situation.placement.centre, target);
  return (c) => distance(c, target) < now - ADVANCE_MIN_INCHES;
};

function dashReason(c: ReachPoint, why: string): Because[] {
  return c.withDash ? [{ about: "dash", rule: "Dash", text: why }] : [];
}

// --- The actions -----------------------------------------------------------------------------------------------

function remainInPlace(situation: Situation): ActionResult {
  return { plan: stay(situation, [{ about: "move", rule: "Enemy Movement", text: "Remains in place to fire" }]) };
}

/**
 * "Manoeuvre within Cover": "move within or behind the current terrain feature in order to get the best shot possible
 * (preferring targets in the open over targets in Cover). If the figure is not in Cover currently, it will move to
 * find Cover, Dashing if needed."
 */
function manoeuvreInCover(situation: Situation): ActionResult {
  const here = situation.here;
  if (here.covered) {
    const current = new Set(situation.coverFeaturesAt(situation.placement.centre));
    // Cover from a feature far from the figure (a wall across the field) is "current Cover" only where it stands.
    const withinCurrent: Test = current.size === 0
      ? (c) => isStart(situation, c)
      : (c) => situation.coverFeaturesAt(c).some((i) => current.has(i));
    const best = pickPosition(situation, [withinMove, withinCurrent, covered], (c, s) => [s.shotEase(), -c.cost]);
    if (!best) return { plan: stay(situation, [{ about: "move", rule: "Manoeuvre within Cover", text: "Stays where it is in Cover" }]) };
    const ease = situation.spot(best).shotEase();
    const text = isStart(situation, best)
      ? `Stays where it is: no spot within its current Cover gives a better shot`
      : `Moves within its current Cover for the best shot (${ease === 2 ? "a target in the open" : ease === 1 ? "a target in Cover" : "no target in sight"})`;
    return { plan: at(best, [{ about: "move", rule: "Manoeuvre within Cover", text }]) };
  }
  const inMove = pickPosition(situation, [withinMove, covered], (c, s) => [s.shotEase(), -c.cost]);
  if (inMove) return { plan: at(inMove, [{ about: "move", rule: "Manoeuvre within Cover", text: "Not in Cover: moves to the nearest Cover with the best shot" }]) };
  if (!mayDash(situation)) return { impossible: "no Cover within its move, and an enemy that can fire does not Dash" };
  const dash = pickPosition(situation, [covered], (c) => [-c.cost]);
  if (!dash) return { impossible: "no Cover within reach, even with a Dash" };
  return { plan: at(dash, [{ about: "move", rule: "Manoeuvre within Cover", text: "Not in Cover: Dashes to the nearest Cover" }, ...dashReason(dash, "Dashes to reach Cover")]) };
}

/** Cautious 1: "Retreat a full move, remaining in Cover. Maintain Line of Sight if possible." */
function retreatInCover(situation: Situation): ActionResult {
  const now = situation.distanceToNearest(situation.placement.centre);
  const away: Test = (c) => situation.distanceToNearest(c) > now + ADVANCE_MIN_INCHES;
  const best = pickPosition(situation, [withinMove, away, covered], (c, s) => [s.seenBy().length > 0 && s.targets().length > 0 ? 1 : 0, situation.distanceToNearest(c)]);
  if (!best) return { impossible: "no position further from the opponents stays in Cover" };
  const keepsSight = situation.spot(best).targets().length > 0;
  return {
    plan: at(best, [{
      about: "move", rule: "Cautious",
      text: `Retreats to ${round(situation.distanceToNearest(best))}" from the nearest opponent, in Cover${keepsSight ? ", keeping Line of Sight" : " (no such position keeps Line of Sight)"}`,
    }]),
  };
}

/** Cautious base condition: "move away to the most distant position that remains in Cover and in range and retains Line of Sight to an opponent, then fire." */
function moveAwayInCover(situation: Situation): ActionResult {
  const best = pickPosition(situation, [withinMove, covered, hasTarget], (c, s) => [situation.distanceToNearest(c), s.shotEase()]);
  if (!best) return { impossible: "no position in Cover keeps an opponent in range and in sight" };
  return {
    plan: at(best, [{ about: "move", rule: "Cautious", text: `Moves away to ${round(situation.distanceToNearest(best))}" from the nearest opponent, still in Cover, in range and in sight` }]),
  };
}

/** Cautious 4-5: "Advance to within 12" of the nearest enemy and fire. Remain in Cover." */
function advanceWithin12InCover(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const within12: Test = (_c, s) => rangeBetween(s.placement, nearest.placement) <= BASE_CONDITION_INCHES + 1e-9;
  const best = pickPosition(situation, [withinMove, within12, covered], (c, s) => [s.targets().length > 0 ? 1 : 0, -c.cost]);
  if (best) {
    return { plan: at(best, [{ about: "move", rule: "Cautious", text: `Advances to within 12" of ${nearest.figure.name} (${round(rangeBetween(situation.spot(best).placement, nearest.placement))}"), in Cover` }]) };
  }
  const closer = pickPosition(situation, [withinMove, closerTo(situation, nearest.placement.centre), covered], (c) => [-distance(c, nearest.placement.centre)]);
  if (!closer) return { impossible: `no position in Cover brings it closer to ${nearest.figure.name}` };
  return { plan: at(closer, [{ about: "move", rule: "Cautious", text: `12" of ${nearest.figure.name} is out of reach in Cover: advances as close as it can, in Cover` }]) };
}

/** Cautious 6: "Advance on the nearest enemy and fire, ending in Cover if possible." */
function advanceEndingInCover(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const best = pickPosition(situation, [withinMove, closerTo(situation, nearest.placement.centre)], (c, s) => [s.covered ? 1 : 0, s.targets().length > 0 ? 1 : 0, -distance(c, nearest.placement.centre)]);
  if (!best) return { impossible: `it cannot get closer to ${nearest.figure.name}` };
  const inCover = situation.spot(best).covered;
  return { plan: at(best, [{ about: "move", rule: "Cautious", text: `Advances on ${nearest.figure.name}, ending ${inCover ? "in Cover" : "in the open (no Cover on the way)"}` }]) };
}

/**
 * "Next forward position: The next Cover or terrain feature that is closer to the player's side and in front of the
 * figure." The nearest such feature; the best spot at it (out of sight or in Cover, then the best shot). Out of reach
 * this activation, the figure moves towards it.
 */
function advanceNextForwardPosition(situation: Situation, rule: string): ActionResult {
  const startEdge = situation.edgeDistance(situation.placement.centre);
  const current = new Set(situation.coverFeaturesAt(situation.placement.centre));
  const { features } = situation.battlefield;
  const forward = situation.coverFeatures()
    .filter((i) => !current.has(i) && nearestEdgePoint(situation, features[i]!.polygon) < startEdge - ADVANCE_MIN_INCHES)
    .map((i) => ({ i, d: distanceToPolygon(situation.placement.centre, features[i]!.polygon) }))
    .sort((a, b) => a.d - b.d || a.i - b.i);
  if (forward.length === 0) return { impossible: "there is no terrain feature closer to the player's side" };
  const ahead: Test = (c) => situation.edgeDistance(c) < startEdge;
  const key: Key = (c, s) => [s.safe ? 1 : 0, s.shotEase(), -c.cost];
  for (const { i } of forward) {
    const feature = features[i]!;
    const atFeature: Test = (c) => situation.coverFeaturesAt(c).includes(i);
    const inMove = pickPosition(situation, [withinMove, ahead, atFeature], key);
    if (inMove) return { plan: at(inMove, [{ about: "move", rule, text: `Advances to the next forward position: ${feature.name}` }]) };
    if (mayDash(situation)) {
      const dash = pickPosition(situation, [ahead, atFeature], key);
      if (dash) return { plan: at(dash, [{ about: "move", rule, text: `Advances to the next forward position: ${feature.name}` }, ...dashReason(dash, `Dashes to reach Cover at ${feature.name}`)]) };
    }
  }
  const next = features[forward[0]!.i]!;
  const towards = pickPosition(situation, [withinMove, ahead], (c, s) => [-Math.round(distanceToPolygon(c, next.polygon) * 2), s.safe ? 1 : 0, -c.cost]);
  if (!towards || distanceToPolygon(towards, next.polygon) >= forward[0]!.d - ADVANCE_MIN_INCHES) return { impossible: `it cannot get closer to ${next.name}` };
  return { plan: at(towards, [{ about: "move", rule, text: `Moves towards the next forward position, ${next.name}, out of reach this activation` }]) };
}

const nearestEdgePoint = (situation: Situation, polygon: readonly Point[]): number =>
  polygon.reduce((best, p) => Math.min(best, situation.edgeDistance(p)), Infinity);

/**
 * Tactical 3-4: "Advance to the next forward position in cover or move to flank." Our reading: flank when a spot in
 * reach puts a target in the open outside its Arc of Fire (a Good Shot, "Flanking"), else the next forward position.
 */
function advanceOrFlank(situation: Situation): ActionResult {
  const flanks: Test = (_c, s) => s.targets().some((i) => {
    const o = situation.opponents[i]!;
    return !s.targetInCover(i) && !inArc(o.placement, arcOfFire(o.figure), s.point);
  });
  const best = pickPosition(situation, [withinMove, hasTarget, flanks], (c, s) => [s.safe ? 1 : 0, -c.cost]);
  if (best) return { plan: at(best, [{ about: "move", rule: "Tactical", text: "Moves to flank: a target in the open, outside its Arc of Fire (Good Shot)" }]) };
  return advanceNextForwardPosition(situation, "Tactical");
}

/**
 * "Advance and fire on the nearest enemy. Use cover." "Use Cover": "remain in Cover or out of sight. A move in the
 * open will be done by Dashing if it will bring the figure into Cover. The figure will only end a move out of Cover if
 * the end of the move is not in sight of player figures."
 */
function advanceUsingCover(situation: Situation, rule: string): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const closer = closerTo(situation, nearest.placement.centre);
  const key: Key = (c, s) => [s.targets().length > 0 ? 1 : 0, -distance(c, nearest.placement.centre)];
  const best = pickPosition(situation, [withinMove, closer, safe], key);
  if (best) return { plan: at(best, [{ about: "move", rule, text: `Advances on ${nearest.figure.name}, ending in Cover or out of sight` }]) };
  if (mayDash(situation)) {
    const dash = pickPosition(situation, [closer, covered], (c) => [-distance(c, nearest.placement.centre)]);
    if (dash) return { plan: at(dash, [{ about: "move", rule, text: `Advances on ${nearest.figure.name} using Cover` }, ...dashReason(dash, "A move in the open is done by Dashing when it brings the figure into Cover")]) };
  }
  return { impossible: `no advance on ${nearest.figure.name} ends in Cover or out of sight` };
}

/** Aggressive 5: "Advance and fire on the nearest enemy. Fastest route." */
function advanceFastestRoute(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const best = pickPosition(situation, [withinMove, closerTo(situation, nearest.placement.centre)], (c) => [-distance(c, nearest.placement.centre), -c.cost]);
  if (!best) return { impossible: `it cannot get closer to ${nearest.figure.name}` };
  return { plan: at(best, [{ about: "move", rule: "Aggressive", text: `Advances on ${nearest.figure.name} by the fastest route` }]) };
}

/** Aggressive 6: "Dash towards the nearest enemy. Fastest route." */
function dashFastestRoute(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const best = pickPosition(situation, [closerTo(situation, nearest.placement.centre)], (c) => [-distance(c, nearest.placement.centre), -c.cost]);
  if (!best) return { impossible: `it cannot get closer to ${nearest.figure.name}` };
  return {
    plan: at(best, [{ about: "move", rule: "Aggressive", text: `Dashes towards ${nearest.figure.name} by the fastest route` }, { about: "dash", rule: "Dash", text: "The table says Dash: no Combat Action" }], "none", true),
  };
}

function brawlPlan(route: EngageRoute, reasons: Because[]): MovePlan {
  return { end: route.point, cost: route.path.cost, dash: false, path: route.path, attack: "brawl", brawl: route, reasons };
}

/** Aggressive base condition: "If able to engage an opponent in brawling combat this round, advance to do so." */
function engageInBrawl(situation: Situation): ActionResult {
  const routes = situation.opponents.map((o) => routeToEngage(situation, o, situation.reach.move)).filter((r): r is EngageRoute => r !== null);
  routes.sort((a, b) => a.path.cost - b.path.cost);
  const route = routes[0];
  if (!route || !mayEngage(situation.me).allowed) return { impossible: "no opponent can be engaged this round" };
  return { plan: brawlPlan(route, [{ about: "move", rule: "Aggressive", text: `Advances into a brawl with ${route.opponent.figure.name}` }]) };
}

/**
 * "Rampaging enemies will move as fast as possible towards the closest opponent, and will always attempt to enter
 * Brawling combat. Rampagers with Heavy weapons will stand and fire, if in sight of a target."
 */
function rampage(situation: Situation): ActionResult {
  const heavy = situation.ranged.filter((w) => hasTrait(w, "heavy"));
  if (heavy.length > 0 && situation.here.targets(heavy).length > 0) {
    return { plan: stay(situation, [{ about: "move", rule: "Rampaging", text: "Has a Heavy weapon and a target in sight: stands and fires" }]) };
  }
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const route = mayEngage(situation.me).allowed ? routeToEngage(situation, nearest, situation.reach.move) : null;
  if (route) return { plan: brawlPlan(route, [{ about: "move", rule: "Rampaging", text: `Charges into a brawl with ${nearest.figure.name}, the closest opponent` }]) };
  const best = pickPosition(situation, [closerTo(situation, nearest.placement.centre)], (c) => [-distance(c, nearest.placement.centre), -c.cost]);
  if (!best) return { impossible: `it cannot get closer to ${nearest.figure.name}` };
  return {
    plan: at(best, [{ about: "move", rule: "Rampaging", text: `Moves as fast as possible towards ${nearest.figure.name}, the closest opponent` }, ...dashReason(best, "As fast as possible: Dashes, as no brawl is in reach")], "none"),
  };
}

/** Whether a brawl with `opponent` is within two moves ("Beast": "only break Cover if they can enter a brawl within two moves"). */
function brawlWithinTwoMoves(situation: Situation, opponent: Opponent): boolean {
  const twoMoves = 2 * situation.reach.move;
  if (rangeBetween(situation.placement, opponent.placement) > twoMoves) return false;
  return contactPoints(situation, opponent).slice(0, 3).some((p) => {
    const path = cheapestPath(situation.battlefield, situation.me, p, { maxCost: twoMoves, lattice: situation.options.lattice ?? LATTICE_INCHES });
    return path !== null;
  });
}

/**
 * "Beast": move as far as possible towards the nearest opponent while remaining in Cover; break Cover only for a brawl
 * within two moves, otherwise break Line of Sight and manoeuvre closer; keep within 2" of a friend when possible.
 */
function stalk(situation: Situation): ActionResult {
  const nearest = nearestOrImpossible(situation);
  if (typeof nearest === "string") return { impossible: nearest };
  const canEngage = mayEngage(situation.me).allowed;
  const route = canEngage ? routeToEngage(situation, nearest, situation.reach.move) : null;
  if (route) return { plan: brawlPlan(route, [{ about: "move", rule: "Beast", text: `Breaks Cover to brawl ${nearest.figure.name}` }]) };
  const closer = closerTo(situation, nearest.placement.centre);
  if (canEngage && brawlWithinTwoMoves(situation, nearest)) {
    const best = pickPosition(situation, [closer], (c) => [-distance(c, nearest.placement.centre), -c.cost]);
    if (best) return { plan: at(best, [{ about: "move", rule: "Beast", text: `A brawl with ${nearest.figure.name} is within two moves: breaks Cover and closes in` }, ...dashReason(best, "Dashes: no Combat Action is possible this activation")], "none") };
  }
  const friends = situation.friends.length > 0;
  const best = pickPosition(situation, [safe], (c, s) => [s.seen ? 0 : 1, -Math.round(distance(c, nearest.placement.centre)), friends && s.nearFriend(BEAST_FRIEND_INCHES) ? 1 : 0, -c.cost]);
  if (!best) return { impossible: "no position in reach is in Cover or out of sight" };
  const spot = situation.spot(best);
  const reasons: Because[] = [{ about: "move", rule: "Beast", text: `Moves towards ${nearest.figure.name} ${spot.seen ? "in Cover" : "out of sight"}` }];
  if (friends && spot.nearFriend(BEAST_FRIEND_INCHES)) reasons.push({ about: "move", rule: "Beast", text: `Stays within 2" of a friendly figure` });
  return { plan: at(best, [...reasons, ...dashReason(best, "Dashes to stay in Cover while closing in")], "fire") };
}

/**
 * "Guardian": "remain within 3” of that figure, if possible. They will move at the same pace and attack the same
 * targets using the same methods (firing / Brawling), whenever possible."
 */
function guard(situation: Situation, ward: { readonly placement: FigurePlacement; readonly name: string } | null, wardPlan: WardPlan | null): ActionResult {
  if (!ward) return { impossible: "the figure it guards is not on the table" };
  const wardAt: FigurePlacement = { ...ward.placement, centre: wardPlan?.end ?? ward.placement.centre };
  const attack = wardPlan?.attack ?? null;
  if (attack?.kind === "brawl" && mayEngage(situation.me).allowed) {
    const target = situation.opponents.find((o) => o.figure.id === attack.targetId);
    const route = target ? routeToEngage(situation, target, situation.reach.move) : null;
    if (route && rangeBetween({ ...situation.placement, centre: route.point }, wardAt) <= GUARDIAN_INCHES + 1e-9) {
      return { plan: brawlPlan(route, [{ about: "guardian", rule: "Guardian", text: `Joins ${ward.name}'s brawl with ${route.opponent.figure.name}` }]) };
    }
  }
  const preferTargetId = attack?.kind === "shot" ? attack.targetId : null;
  const near: Test = (_c, s) => rangeBetween(s.placement, wardAt) <= GUARDIAN_INCHES + 1e-9;
  const pace: Test = (c) => !c.withDash || (wardPlan?.dash ?? false);
  const sameTarget = (s: Spot): number => {
    if (!preferTargetId) return 0;
    const i = situation.opponents.findIndex((o) => o.figure.id === preferTargetId);
    return i >= 0 && s.canShoot(i) ? 1 : 0;
  };
  const best = pickPosition(situation, [pace, near], (c, s) => [sameTarget(s), s.shotEase(), s.safe ? 1 : 0, -c.cost]);
  if (best) {
    return {
      plan: { ...at(best, [{ about: "guardian", rule: "Guardian", text: `Stays within 3" of ${ward.name}` }], "fire", best.withDash), preferTargetId },
    };
  }
  const closest = pickPosition(situation, [pace], (c, s) => [-rangeBetween(s.placement, wardAt), -c.cost]);
  if (!closest) return { impossible: `it cannot move towards ${ward.name}` };
  return { plan: { ...at(closest, [{ about: "guardian", rule: "Guardian", text: `Cannot get within 3" of ${ward.name}: gets as close as it can` }], "fire", closest.withDash), preferTargetId } };
}

/**
 * "Shock": "If they are in the open and in sight of enemy figures, they must move towards the closest terrain where they
 * would obtain cover. If they are in cover and in sight of enemy figures, if they can move in such a way to break line
 * of sight from at least one enemy, they must do so. In all other circumstances, they remain in place." No Combat
 * Action, so a Dash is allowed to reach Cover.
 */
function shockedMove(situation: Situation): ActionResult {
  const here = situation.here;
  const seers = here.seenBy();
  if (seers.length === 0) return { plan: stay(situation, [{ about: "shock", rule: "Shock", text: "Shocked and out of sight: remains in place" }], "none") };
  if (!here.covered) {
    const best = pickPosition(situation, [covered], (c) => [-c.cost]);
    if (best) return { plan: at(best, [{ about: "shock", rule: "Shock", text: "Shocked in the open and in sight: moves to the closest Cover" }, ...dashReason(best, "Dashes to reach Cover")], "none") };
    const { features } = situation.battlefield;
    const near = situation.coverFeatures().map((i) => ({ i, d: distanceToPolygon(situation.placement.centre, features[i]!.polygon) })).sort((a, b) => a.d - b.d)[0];
    if (!near) return { plan: stay(situation, [{ about: "shock", rule: "Shock", text: "Shocked in the open, but there is no Cover on the table: remains in place" }], "none") };
    const polygon = features[near.i]!.polygon;
    const towards = pickPosition(situation, [(c) => distanceToPolygon(c, polygon) < near.d - ADVANCE_MIN_INCHES], (c) => [-distanceToPolygon(c, polygon), -c.cost]);
    if (!towards) return { plan: stay(situation, [{ about: "shock", rule: "Shock", text: "Shocked in the open, but cannot get closer to Cover: remains in place" }], "none") };
    return { plan: at(towards, [{ about: "shock", rule: "Shock", text: `Shocked in the open: moves towards ${features[near.i]!.name}, the closest Cover` }], "none") };
  }
  const breaks: Test = (_c, s) => seers.some((i) => !s.sees(i));
  const best = pickPosition(situation, [breaks], (c, s) => [s.covered ? 1 : 0, -s.seenBy().length, -c.cost]);
  if (!best) return { plan: stay(situation, [{ about: "shock", rule: "Shock", text: "Shocked in Cover and cannot break Line of Sight: remains in place" }], "none") };
  return { plan: at(best, [{ about: "shock", rule: "Shock", text: "Shocked in Cover: moves to break Line of Sight from at least one opponent" }], "none") };
}

export interface ActionContext {
  readonly ward: { readonly placement: FigurePlacement; readonly name: string } | null;
  readonly wardPlan: WardPlan | null;
}

/** Turns an action into a position: the tactical position selection of each action the AI can take. */
export function carryOut(situation: Situation, action: AiActionId, context: ActionContext): ActionResult {
  switch (action) {
    case "remainInPlace":
    case "remainInPositionAndFire": return remainInPlace(situation);
    case "manoeuvreInCover":
    case "remainOrManoeuvreInCover": return manoeuvreInCover(situation);
    case "retreatInCover": return retreatInCover(situation);
    case "moveAwayInCover": return moveAwayInCover(situation);
    case "advanceWithin12InCover": return advanceWithin12InCover(situation);
    case "advanceEndingInCover": return advanceEndingInCover(situation);
    case "advanceNextForwardPosition": return advanceNextForwardPosition(situation, situation.me.ai === "defensive" ? "Defensive" : "Aggressive");
    case "advanceOrFlank": return advanceOrFlank(situation);
    case "advanceUsingCover": return advanceUsingCover(situation, situation.me.ai === "defensive" ? "Defensive" : situation.me.ai === "tactical" ? "Tactical" : "Aggressive");
    case "advanceFastestRoute": return advanceFastestRoute(situation);
    case "dashFastestRoute": return dashFastestRoute(situation);
    case "engageInBrawl": return engageInBrawl(situation);
    case "rampage": return rampage(situation);
    case "stalk": return stalk(situation);
    case "guard": return guard(situation, context.ward, context.wardPlan);
    case "shockedMove": return shockedMove(situation);
  }
}
