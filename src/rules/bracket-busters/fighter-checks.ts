import { checkLimits } from "./core";
import type { Fighter, Gang } from "./fighter";
import { MAX_TEXT_LENGTH } from "./limits";
import { fromViolation, idProblem, isRecord, problem, type Problem } from "./problem";

/** The most weapon profiles one fighter card lists. */
export const MAX_WEAPON_PROFILES = 12;

/**
 * What is wrong with a fighter handed in from outside (a gang roster, a macro, a fuzzer), or null. The one check of
 * every stored value: the limits table's sections (via `checkLimits`) and the ids and lists it cannot express.
 */
export function fighterProblem(value: unknown, field: string): Problem | null {
  if (!isRecord(value))
    return problem(
      field,
      value,
      "a fighter { id, name, gangId, type, profile, actions, groupActivation, weapons, xp, rating, survivor }",
    );
  const idBad = idProblem(value["id"], `${field}.id`) ?? idProblem(value["gangId"], `${field}.gangId`);
  if (idBad) return idBad;
  const [violation] = checkLimits("bracketBustersFighter", value);
  if (violation) return fromViolation(violation, `${field}.`);
  const group = value["groupActivation"];
  if (group !== null) {
    if (!isRecord(group))
      return problem(
        `${field}.groupActivation`,
        group,
        "the Group Activation skill { radius, extraFighters, restriction, allowedTypes }, or null",
      );
    const [bad] = checkLimits("bracketBustersGroupActivation", group);
    if (bad) return fromViolation(bad, `${field}.groupActivation.`);
  }
  const weapons = value["weapons"];
  if (!Array.isArray(weapons) || weapons.length > MAX_WEAPON_PROFILES)
    return problem(`${field}.weapons`, weapons, `a list of at most ${MAX_WEAPON_PROFILES} weapon profiles`);
  const ids = new Set<unknown>();
  for (const [i, weapon] of weapons.entries()) {
    const at = `${field}.weapons[${i}]`;
    if (!isRecord(weapon)) return problem(at, weapon, "a weapon profile { id, name, ranged, ammo, traits }");
    const idBad = idProblem(weapon["id"], `${at}.id`);
    if (idBad) return idBad;
    if (ids.has(weapon["id"])) return problem(`${at}.id`, weapon["id"], "an id no other profile of the fighter has");
    ids.add(weapon["id"]);
    const [bad] = checkLimits("bracketBustersWeapon", weapon);
    if (bad) return fromViolation(bad, `${at}.`);
  }
  return null;
}

export const isFighter = (value: unknown): value is Fighter => fighterProblem(value, "fighter") === null;

/** The most gangs one battle holds, and fighters one gang brings. */
export const MAX_GANGS = 6;
export const MAX_FIGHTERS_PER_GANG = 30;

export function gangProblem(value: unknown, field: string): Problem | null {
  if (!isRecord(value)) return problem(field, value, "a gang { id, name, fighters }");
  const idBad = idProblem(value["id"], `${field}.id`);
  if (idBad) return idBad;
  const name = value["name"];
  if (typeof name !== "string" || name.length > MAX_TEXT_LENGTH)
    return problem(`${field}.name`, name, `text of at most ${MAX_TEXT_LENGTH} characters`);
  const fighters = value["fighters"];
  if (!Array.isArray(fighters) || fighters.length < 1 || fighters.length > MAX_FIGHTERS_PER_GANG) {
    return problem(`${field}.fighters`, fighters, `a list of 1 to ${MAX_FIGHTERS_PER_GANG} fighters`);
  }
  for (const [i, fighter] of fighters.entries()) {
    const bad = fighterProblem(fighter, `${field}.fighters[${i}]`);
    if (bad) return bad;
    if ((fighter as Fighter).gangId !== value["id"])
      return problem(
        `${field}.fighters[${i}].gangId`,
        (fighter as Fighter).gangId,
        `the gang's own id (${String(value["id"])})`,
      );
  }
  return null;
}

export const isGang = (value: unknown): value is Gang => gangProblem(value, "gang") === null;
