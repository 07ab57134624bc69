// The forced move of a Shocked figure ("Shock").
import { distanceToPolygon } from "../../core/battlefield/geometry";
import { nearestFeature } from "./features-near";
import type { Situation } from "./situation";
import {
  ADVANCE_MIN_INCHES,
  at,
  covered,
  dashReason,
  pickPosition,
  stay,
  type ActionResult,
  type Test,
} from "./pick-position";

/**
 * "Shock": "If they are in the open and in sight of enemy figures, they must move towards the closest terrain where they
 * would obtain cover. If they are in cover and in sight of enemy figures, if they can move in such a way to break line
 * of sight from at least one enemy, they must do so. In all other circumstances, they remain in place." No Combat
 * Action, so a Dash is allowed to reach Cover.
 */
export function shockedMove(situation: Situation): ActionResult {
  const here = situation.here;
  const seers = here.seenBy();
  if (seers.length === 0)
    return {
      plan: stay(
        situation,
        [{ about: "shock", rule: "Shock", text: "Shocked and out of sight: remains in place" }],
        "none",
      ),
    };
  if (!here.covered) {
    const best = pickPosition(
      situation,
      [covered],
      (c) => [-c.cost],
      (c) => [-c.cost],
    );
    if (best)
      return {
        plan: at(
          best,
          [
            { about: "shock", rule: "Shock", text: "Shocked in the open and in sight: moves to the closest Cover" },
            ...dashReason(best, "Dashes to reach Cover"),
          ],
          "none",
        ),
      };
    const { features } = situation.battlefield;
    const near = nearestFeature(situation.battlefield, situation.placement.centre, (i) => situation.givesCover(i));
    if (!near)
      return {
        plan: stay(
          situation,
          [
            {
              about: "shock",
              rule: "Shock",
              text: "Shocked in the open, but there is no Cover on the table: remains in place",
            },
          ],
          "none",
        ),
      };
    const polygon = features[near.i]!.polygon;
    const towards = pickPosition(
      situation,
      [(c) => distanceToPolygon(c, polygon) < near.d - ADVANCE_MIN_INCHES],
      (c) => [-distanceToPolygon(c, polygon), -c.cost],
      (c) => [-distanceToPolygon(c, polygon), -c.cost],
    );
    if (!towards)
      return {
        plan: stay(
          situation,
          [
            {
              about: "shock",
              rule: "Shock",
              text: "Shocked in the open, but cannot get closer to Cover: remains in place",
            },
          ],
          "none",
        ),
      };
    return {
      plan: at(
        towards,
        [
          {
            about: "shock",
            rule: "Shock",
            text: `Shocked in the open: moves towards ${features[near.i]!.name}, the closest Cover`,
          },
        ],
        "none",
      ),
    };
  }
  const breaks: Test = (_c, s) => seers.some((i) => !s.sees(i));
  const best = pickPosition(
    situation,
    [breaks],
    (c, s) => [s.covered ? 1 : 0, -s.seenBy().length, -c.cost],
    (c) => [1, 0, -c.cost],
  );
  if (!best)
    return {
      plan: stay(
        situation,
        [{ about: "shock", rule: "Shock", text: "Shocked in Cover and cannot break Line of Sight: remains in place" }],
        "none",
      ),
    };
  return {
    plan: at(
      best,
      [
        {
          about: "shock",
          rule: "Shock",
          text: "Shocked in Cover: moves to break Line of Sight from at least one opponent",
        },
      ],
      "none",
    ),
  };
}
