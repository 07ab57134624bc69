// The table rows that hold a position or fall back using Cover (Cautious, Defensive): remain in place, manoeuvre
// within Cover, retreat or move away while staying in Cover.
import { round } from "./planned-attack";
import type { Situation } from "./situation";
import {
  ADVANCE_MIN_INCHES,
  at,
  covered,
  dashReason,
  hasTarget,
  isStart,
  mayDash,
  pickPosition,
  stay,
  withinMove,
  type ActionResult,
  type Test,
} from "./pick-position";

export function remainInPlace(situation: Situation): ActionResult {
  return { plan: stay(situation, [{ about: "move", rule: "Enemy Movement", text: "Remains in place to fire" }]) };
}

/**
 * "Manoeuvre within Cover": "move within or behind the current terrain feature in order to get the best shot possible
 * (preferring targets in the open over targets in Cover). If the figure is not in Cover currently, it will move to
 * find Cover, Dashing if needed."
 */
export function manoeuvreInCover(situation: Situation): ActionResult {
  const here = situation.here;
  if (here.covered) {
    const current = new Set(situation.coverFeaturesAt(situation.placement.centre));
    // Cover from a feature far from the figure (a wall across the field) is "current Cover" only where it stands.
    const withinCurrent: Test =
      current.size === 0
        ? (c) => isStart(situation, c)
        : (c) => situation.coverFeaturesAt(c).some((i) => current.has(i));
    const best = pickPosition(
      situation,
      [withinMove, withinCurrent, covered],
      (c, s) => [s.shotEase(), -c.cost],
      (c) => [situation.shotEaseAtMost(c), -c.cost],
    );
    if (!best)
      return {
        plan: stay(situation, [{ about: "move", rule: "Manoeuvre within Cover", text: "Stays where it is in Cover" }]),
      };
    const ease = situation.spot(best).shotEase();
    const text = isStart(situation, best)
      ? `Stays where it is: no spot within its current Cover gives a better shot`
      : `Moves within its current Cover for the best shot (${ease === 2 ? "a target in the open" : ease === 1 ? "a target in Cover" : "no target in sight"})`;
    return { plan: at(best, [{ about: "move", rule: "Manoeuvre within Cover", text }]) };
  }
  const inMove = pickPosition(
    situation,
    [withinMove, covered],
    (c, s) => [s.shotEase(), -c.cost],
    (c) => [situation.shotEaseAtMost(c), -c.cost],
  );
  if (inMove)
    return {
      plan: at(inMove, [
        {
          about: "move",
          rule: "Manoeuvre within Cover",
          text: "Not in Cover: moves to the nearest Cover with the best shot",
        },
      ]),
    };
  if (!mayDash(situation)) return { impossible: "no Cover within its move, and an enemy that can fire does not Dash" };
  const dash = pickPosition(
    situation,
    [covered],
    (c) => [-c.cost],
    (c) => [-c.cost],
  );
  if (!dash) return { impossible: "no Cover within reach, even with a Dash" };
  return {
    plan: at(dash, [
      { about: "move", rule: "Manoeuvre within Cover", text: "Not in Cover: Dashes to the nearest Cover" },
      ...dashReason(dash, "Dashes to reach Cover"),
    ]),
  };
}

/** Cautious 1: "Retreat a full move, remaining in Cover. Maintain Line of Sight if possible." */
export function retreatInCover(situation: Situation): ActionResult {
  const now = situation.distanceToNearest(situation.placement.centre);
  const away: Test = (c) => situation.distanceToNearest(c) > now + ADVANCE_MIN_INCHES;
  const best = pickPosition(
    situation,
    [withinMove, away, covered],
    (c, s) => [s.seenBy().length > 0 && s.targets().length > 0 ? 1 : 0, situation.distanceToNearest(c)],
    (c) => [situation.shotEaseAtMost(c) > 0 ? 1 : 0, situation.distanceToNearest(c)],
  );
  if (!best) return { impossible: "no position further from the opponents stays in Cover" };
  const keepsSight = situation.spot(best).targets().length > 0;
  return {
    plan: at(best, [
      {
        about: "move",
        rule: "Cautious",
        text: `Retreats to ${round(situation.distanceToNearest(best))}" from the nearest opponent, in Cover${keepsSight ? ", keeping Line of Sight" : " (no such position keeps Line of Sight)"}`,
      },
    ]),
  };
}

/** Cautious base condition: "move away to the most distant position that remains in Cover and in range and retains Line of Sight to an opponent, then fire." */
export function moveAwayInCover(situation: Situation): ActionResult {
  const best = pickPosition(
    situation,
    [withinMove, covered, hasTarget],
    (c, s) => [situation.distanceToNearest(c), s.shotEase()],
    (c) => [situation.distanceToNearest(c), situation.shotEaseAtMost(c)],
  );
  if (!best) return { impossible: "no position in Cover keeps an opponent in range and in sight" };
  return {
    plan: at(best, [
      {
        about: "move",
        rule: "Cautious",
        text: `Moves away to ${round(situation.distanceToNearest(best))}" from the nearest opponent, still in Cover, in range and in sight`,
      },
    ]),
  };
}
