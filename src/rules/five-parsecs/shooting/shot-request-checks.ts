import { describeProblem, figureProblem, isRecord, weaponProblem, type FigureProblem } from "../figures/figure-checks";
import type { ShotRequest } from "./shot-request";

/*
 * "Ranged Combat" is a public entry (`resolveShot`, and `resolveFire` through it): the request is checked once, on
 * entry, so a NaN distance, a figure without weapons or an unknown mode is refused with the field and the value instead
 * of a "needs NaN+" or a bare TypeError from the hit rolls.
 */

const HIT_MODES = ["normal", "naturalSixOnly"] as const;
const VIEW_FLAGS = ["inCover", "visible", "inFirersArc", "firerInTargetsArc", "goodShot", "crouching"] as const;

const problem = (field: string, value: unknown, expected: string): FigureProblem => ({ field, value, expected });

function viewProblem(view: unknown, field: string): FigureProblem | null {
  if (!isRecord(view)) return problem(field, view, "a target view");
  const found = figureProblem(view["target"], `${field}.target`);
  if (found) return found;
  const distance = view["distance"];
  if (typeof distance !== "number" || !Number.isFinite(distance) || distance < 0)
    return problem(`${field}.distance`, distance, "a distance in inches, 0 or more");
  const flag = VIEW_FLAGS.find((name) => typeof view[name] !== "boolean");
  if (flag) return problem(`${field}.${flag}`, view[flag], "true or false");
  const near = view["withinThreeInchesOf"];
  if (!Array.isArray(near) || near.some((id) => typeof id !== "string"))
    return problem(`${field}.withinThreeInchesOf`, near, "a list of figure ids");
  return null;
}

function requestProblem(request: unknown): FigureProblem | null {
  if (!isRecord(request)) return problem("request", request, "a shot request");
  const firer = figureProblem(request["firer"], "request.firer");
  if (firer) return firer;
  const weapon = weaponProblem(request["weapon"], "request.weapon");
  if (weapon) return weapon;
  if (request["secondPistol"] !== undefined) {
    const second = weaponProblem(request["secondPistol"], "request.secondPistol");
    if (second) return second;
  }
  if (!(HIT_MODES as readonly unknown[]).includes(request["mode"]))
    return problem("request.mode", request["mode"], `one of ${HIT_MODES.join(", ")}`);
  if (typeof request["hasMoved"] !== "boolean")
    return problem("request.hasMoved", request["hasMoved"], "true or false");
  if (request["panicFire"] !== undefined && typeof request["panicFire"] !== "boolean")
    return problem("request.panicFire", request["panicFire"], "true or false");
  const views = request["views"];
  if (!Array.isArray(views)) return problem("request.views", views, "a list of target views");
  for (const [i, view] of views.entries()) {
    const found = viewProblem(view, `request.views[${i}]`);
    if (found) return found;
  }
  const allocation = request["allocation"];
  if (allocation !== undefined && (!Array.isArray(allocation) || allocation.some((id) => typeof id !== "string"))) {
    return problem("request.allocation", allocation, "a list of target ids");
  }
  const modifiers = request["modifiers"];
  if (modifiers !== undefined) {
    if (!Array.isArray(modifiers)) return problem("request.modifiers", modifiers, "a list of modifiers");
    for (const [i, modifier] of modifiers.entries()) {
      const value = isRecord(modifier) ? modifier["value"] : undefined;
      if (typeof value !== "number" || !Number.isFinite(value))
        return problem(`request.modifiers[${i}].value`, value, "a number");
    }
  }
  return null;
}

/** Throws a RangeError naming the field and the value when the request cannot be fired. */
export function assertShotRequest(request: unknown, where: string): asserts request is ShotRequest {
  const found = requestProblem(request);
  if (found) throw new RangeError(`${where}: ${describeProblem(found)}`);
}
