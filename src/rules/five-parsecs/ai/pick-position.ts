// Tactical position selection: the plan an action makes, the candidates' tests and the search for the best end point.
import { distance, type Point } from "../../core/battlefield/geometry";
import type { MovePath, ReachPoint } from "../../core/battlefield/movement/reach";
import type { EngageRoute } from "./engage";
import { compareKeys } from "./planned-attack";
import type { Aimed, Opponent, Situation, Spot } from "./situation";
import type { Because, PlannedAttack } from "./suggestion";

/** An advance must bring the figure at least this much closer, so standing still is never an "advance". */
export const ADVANCE_MIN_INCHES = 0.5;

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
  /** The path, when the plan knows it: a brawl's contact point, an end searched towards (`nearestTowards`). */
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

export type Test = (c: ReachPoint, spot: Spot) => boolean;
export type Key = (c: ReachPoint, spot: Spot) => number[];

/** What a candidate's score could be at best, from cheap measures only (cost, distances): never below its `Key`. */
export type Bound = (c: ReachPoint) => number[];

/**
 * Picks the best end point: every candidate passing all tests (cheap ones first, so Line of Sight is measured only
 * where it matters), the highest score, and among equal scores the first in the candidates' fixed order (cheapest,
 * then by position), so the same table always gives the same choice.
 *
 * With a `bound`, candidates are visited best bound first and the search stops once no bound left can beat the best
 * score found: the same choice, with far fewer Lines of Sight when a good spot is found early.
 */
export function pickPosition(situation: Situation, tests: readonly Test[], key: Key, bound?: Bound): ReachPoint | null {
  // Within the move only: the move-only candidates, the same points in the same order without searching the Dash.
  return pickFrom(
    situation,
    tests.includes(withinMove) ? situation.moveCandidates : situation.candidates,
    tests,
    key,
    bound,
  );
}

/** `pickPosition` among given candidates (in the order of `Situation.candidates`). */
export function pickFrom(
  situation: Situation,
  candidates: readonly ReachPoint[],
  tests: readonly Test[],
  key: Key,
  bound?: Bound,
): ReachPoint | null {
  let best: ReachPoint | null = null,
    bestKey: number[] = [],
    bestIndex = -1;
  const consider = (c: ReachPoint, index: number): void => {
    const spot = situation.spot(c);
    for (const test of tests) if (!test(c, spot)) return;
    const k = key(c, spot);
    const order = best ? compareKeys(k, bestKey) : 1;
    if (order > 0 || (order === 0 && index < bestIndex)) {
      best = c;
      bestKey = k;
      bestIndex = index;
    }
  };
  if (!bound) {
    candidates.forEach(consider);
    return best;
  }
  const bounds = candidates.map((c, index) => ({ index, bound: bound(c) }));
  bounds.sort((a, b) => exactOrder(b.bound, a.bound) || a.index - b.index);
  for (const { index, bound: b } of bounds) {
    if (best && compareKeys(b, bestKey) < 0) break;
    consider(candidates[index]!, index);
  }
  return best;
}

/** Lexicographic order without tolerance, for sorting. */
function exactOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export const withinMove: Test = (c) => !c.withDash;
export const covered: Test = (_c, s) => s.covered;
export const safe: Test = (_c, s) => s.safe;
export const hasTarget: Test = (_c, s) => s.targets().length > 0;

/**
 * "Dash": enemies Dash "to reach cover or move into range. An enemy with a ranged weapon will not Dash if they are
 * able to fire at a target" — read where it stands as it activates.
 */
export function mayDash(situation: Situation): boolean {
  return situation.ranged.length === 0 || situation.here.targets().length === 0;
}

export const stay = (situation: Situation, reasons: Because[], attack: MovePlan["attack"] = "fire"): MovePlan => ({
  end: situation.placement.centre,
  cost: 0,
  dash: false,
  attack,
  reasons,
});

export const at = (
  c: ReachPoint,
  reasons: Because[],
  attack: MovePlan["attack"] = "fire",
  dash = c.withDash,
): MovePlan => ({
  end: { x: c.x, y: c.y },
  cost: c.cost,
  dash,
  attack: dash ? "none" : attack,
  reasons,
});

export const isStart = (situation: Situation, c: Point): boolean =>
  c.x === situation.placement.centre.x && c.y === situation.placement.centre.y;

export function nearestOrImpossible(situation: Situation): Opponent | string {
  return situation.nearestOpponent() ?? "there is no opponent on the table";
}

/** Closer to `target` (centre to centre) than the figure stands now, by at least half an inch. */
export const closerTo = (situation: Situation, target: Point): Test => {
  const now = distance(situation.placement.centre, target);
  return (c) => distance(c, target) < now - ADVANCE_MIN_INCHES;
};

/**
 * "As fast as possible towards" `target`: of the end points closer to it than the figure stands, the nearest (between
 * equals the cheaper, then the candidates' order), and the path there; null when none is closer. Searched only as far
 * as that end needs (`Situation.towards`).
 */
export function nearestTowards(
  situation: Situation,
  target: Point,
): { readonly end: ReachPoint; readonly path: MovePath | null } | null {
  return pickAimed(situation, situation.towards(target), [closerTo(situation, target)], (c) => [
    -distance(c, target),
    -c.cost,
  ]);
}

/** `pickPosition` among an aimed search's candidates (`Situation.towards`, `atFeatures`), with the path there. */
export function pickAimed(
  situation: Situation,
  aimed: Aimed,
  tests: readonly Test[],
  key: Key,
  bound?: Bound,
): { readonly end: ReachPoint; readonly path: MovePath | null } | null {
  const end = pickFrom(situation, aimed.candidates, tests, key, bound);
  return end ? { end, path: aimed.reach.pathTo(end) } : null;
}

/** A plan moving to `end` by `path` (when the search towards it knows it). */
export const along = (plan: MovePlan, path: MovePath | null): MovePlan => (path ? { ...plan, path } : plan);

export function dashReason(c: ReachPoint, why: string): Because[] {
  return c.withDash ? [{ about: "dash", rule: "Dash", text: why }] : [];
}
