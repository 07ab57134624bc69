// "Dash": enemies Dash "to reach cover or move into range" — the second half, for the actions that advance and fire.
import type { ReachPoint } from "../../core/battlefield/movement/reach";
import { DASH_INCHES } from "../../core/battlefield/movement/movement-rules";
import { rangeBetween } from "../../core/battlefield/range";
import type { Situation } from "./situation";
import type { Because } from "./suggestion";
import { hasTarget, mayDash, pickPosition, type Bound, type Key, type Test } from "./pick-position";

/**
 * The Dash end point that moves the figure into range, or null. Only when no end point within the move passing the
 * action's `tests` gives a target in range and in sight, and one with the Dash does ("move into range"); never for a
 * figure that can fire where it stands ("will not Dash if they are able to fire at a target", `mayDash`), nor for one
 * without a ranged weapon (it has no range to move into). `tests`, `key` and `bound` are the action's own, so the Dash
 * still obeys its words (Cover, closer to the nearest enemy).
 */
export function dashIntoRange(
  situation: Situation,
  tests: readonly Test[],
  key: Key,
  bound?: Bound,
): ReachPoint | null {
  if (situation.ranged.length === 0 || !mayDash(situation)) return null;
  const longest = situation.longestRange;
  const dashReach = situation.move + DASH_INCHES;
  // Nobody within range of any point the Dash could reach, as the crow flies: no search of the Dash needed.
  if (!situation.opponents.some((o) => rangeBetween(situation.placement, o.placement) <= longest + dashReach + 1e-9))
    return null;
  // Within the longest ranged weapon of an opponent, ignoring sight: the cheap test, so sight is measured only in range.
  const inRange: Test = (c) => situation.opponentInRangeAt(c);
  const all = [inRange, ...tests, hasTarget];
  const fires = (c: ReachPoint): boolean => {
    const spot = situation.spot(c);
    return all.every((test) => test(c, spot));
  };
  if (situation.moveCandidates.some(fires)) return null;
  const best = pickPosition(situation, all, key, bound);
  return best?.withDash ? best : null;
}

/** The reasons of a Dash into range: the action's own, then the rule's. */
export function dashIntoRangeReasons(why: Because): Because[] {
  return [
    why,
    {
      about: "dash",
      rule: "Dash",
      text: "Dashes to move into range: no end point within its move has a target in range and in sight",
    },
  ];
}
