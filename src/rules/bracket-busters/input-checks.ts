import { ACTION_IDS, ACTIONS, type ActionId } from "./actions";
import { DISENGAGE_OUTCOMES, type BattleInput } from "./battle-input";
import { refusal, type Refusal } from "./core";
import { PROFILE_LIMITS } from "./limits";
import { positionsProblem, pointProblem } from "./positions";
import {
  describeProblem,
  idProblem,
  isRecord,
  listOf,
  MAX_ID_LENGTH,
  oneOf,
  optional,
  problem,
  showValue,
  wholeNumber,
  type Problem,
} from "./problem";
import { ATTACK_RESULTS, EXERT_OBJECTS, NERVE_CHARACTERISTICS, STATUSES } from "./vocabulary";
import { MAX_SCENARIO_XP } from "./xp";
import { correctionProblem } from "./gm-correction";

/*
 * Every `advance` input is checked here once, before any handler reads it: its shape, the rules' words, finite numbers
 * within bounds, and the fields each action needs. A bad input is refused with `badInput`, naming the field and the
 * value; the handlers may then trust it. Whether a fighter may do it now is the handlers' question.
 */

type Check = (value: unknown, field: string) => Problem | null;

/** The most fighters one input lists (a gang's whole roster). */
const MAX_LISTED = 30;
/** The longest move the rules could ask for: a Double Move at the best Movement. */
const MAX_MOVE_INCHES = 2 * PROFILE_LIMITS.movement.max;

const inches: Check = (value, field) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= MAX_MOVE_INCHES
    ? null
    : problem(field, value, `a number of inches from 0 to ${MAX_MOVE_INCHES}`);
const degrees: Check = (value, field) =>
  typeof value === "number" && Number.isFinite(value) ? null : problem(field, value, "a finite number of degrees");
const ids: Check = listOf(idProblem, MAX_LISTED);
/** An attack's `by`: the fighter who made it, or null when no fighter did (and no XP is earned). */
const nullableId: Check = (value, field) =>
  value === null || idProblem(value, field) === null
    ? null
    : problem(field, value, `an id (text of 1 to ${MAX_ID_LENGTH} characters), or null when no fighter made it`);

function nerveChoices(value: unknown, field: string): Problem | null {
  if (!isRecord(value)) return problem(field, value, "a record from fighter id to cool or willpower");
  for (const [id, choice] of Object.entries(value)) {
    const bad = idProblem(id, `${field} key`) ?? oneOf(NERVE_CHARACTERISTICS)(choice, `${field}.${id}`);
    if (bad) return bad;
  }
  return null;
}

function assist(value: unknown, field: string): Problem | null {
  if (!isRecord(value)) return problem(field, value, "{ assistantId, injuredId }");
  return idProblem(value["assistantId"], `${field}.assistantId`) ?? idProblem(value["injuredId"], `${field}.injuredId`);
}

/**
 * The fields an action cannot be carried out without. Fire Through measures where the fighters stand with every weapon;
 * with one that is neither Template nor Blast it also needs `targetId` (WEAPON_ACTION_NEEDS), known once the weapon is.
 */
export const ACTION_NEEDS: Readonly<Partial<Record<ActionId, readonly string[]>>> = {
  standUp: ["facing"],
  reload: ["weaponId"],
  blindfire: ["weaponId"],
  exert: ["object"],
  coupDeGrace: ["targetId", "positions"],
  fireThrough: ["weaponId", "exit", "positions"],
  disengage: ["enemies", "positions"],
};

/**
 * The fields an action needs with a weapon that is neither Template nor Blast: Fire Through's "All other weapons hit a
 * selected fighter". Refused with `targetNeeded` when missing.
 */
export const WEAPON_ACTION_NEEDS: Readonly<Partial<Record<ActionId, readonly string[]>>> = {
  fireThrough: ["targetId"],
};

const TAKE_ACTION_FIELDS: Readonly<Record<string, Check>> = {
  distance: optional(inches),
  facing: optional(degrees),
  weaponId: optional(idProblem),
  targetId: optional(idProblem),
  targets: optional(ids),
  object: optional(oneOf(EXERT_OBJECTS)),
  carriedId: optional(idProblem),
  exit: optional(pointProblem),
  ductway: optional(pointProblem),
  device: optional(pointProblem),
  enemies: optional(listOf(idProblem, MAX_LISTED)),
  modifier: optional(wholeNumber(-6, 6)),
  positions: optional(positionsProblem),
};

function takeAction(input: Record<string, unknown>): Problem | null {
  const action = input["action"];
  const bad = oneOf(ACTION_IDS)(action, "action");
  if (bad) return bad;
  for (const [field, check] of Object.entries(TAKE_ACTION_FIELDS)) {
    const found = check(input[field], field);
    if (found) return found;
  }
  for (const field of ACTION_NEEDS[action as ActionId] ?? []) {
    if (input[field] === undefined) return problem(field, undefined, `given for ${ACTIONS[action as ActionId].name}`);
  }
  const enemies = input["enemies"];
  if (Array.isArray(enemies) && enemies.length === 0)
    return problem("enemies", enemies, "at least one fighter this fighter is Engaged with");
  return null;
}

const fields =
  (spec: Readonly<Record<string, Check>>) =>
  (input: Record<string, unknown>): Problem | null => {
    for (const [field, check] of Object.entries(spec)) {
      const found = check(input[field], field);
      if (found) return found;
    }
    return null;
  };

const none = (): Problem | null => null;

/** One entry per input type: the compiler refuses an input type added to BattleInput without its check. */
const CHECKS: Readonly<Record<BattleInput["type"], (input: Record<string, unknown>) => Problem | null>> = {
  rollPriority: none,
  readyFighters: fields({ nerve: optional(nerveChoices) }),
  activate: fields({ fighterId: idProblem, actions: optional(wholeNumber(0, 4)) }),
  groupActivate: fields({
    initiatorId: idProblem,
    nominated: (v, f) =>
      ids(v, f) ?? (Array.isArray(v) && v.length === 0 ? problem(f, v, "at least one fighter") : null),
    positions: positionsProblem,
  }),
  takeAction,
  completeCharge: fields({ contacted: ids, positions: positionsProblem }),
  completeDisengage: fields({ outcome: oneOf(DISENGAGE_OUTCOMES), positions: optional(positionsProblem) }),
  changeFacing: fields({ facing: degrees }),
  endActivation: none,
  setResult: fields({ targetId: idProblem, result: oneOf(ATTACK_RESULTS), by: nullableId }),
  setStatus: fields({ fighterId: idProblem, status: oneOf(STATUSES) }),
  movedInvoluntarily: fields({ fighterId: idProblem }),
  markOutOfAmmo: fields({ fighterId: idProblem, weaponId: idProblem }),
  rollBottleTests: none,
  rollRecovery: fields({ assists: optional(listOf(assist, MAX_LISTED)), positions: optional(positionsProblem) }),
  keepInjuryDie: fields({ fighterId: idProblem, die: wholeNumber(0, 1) }),
  rally: fields({
    fighterId: idProblem,
    characteristic: optional(oneOf(NERVE_CHARACTERISTICS)),
    positions: positionsProblem,
  }),
  awardXp: fields({ fighterId: idProblem, xp: wholeNumber(1, MAX_SCENARIO_XP) }),
  endBattle: none,
  rollLastingInjuries: fields({ fighterId: optional(idProblem) }),
  correct: correctionProblem,
};

export const INPUT_TYPES = Object.keys(CHECKS) as readonly BattleInput["type"][];

/** The input is not one the battle understands; names the field and the value. */
export const badInput = (type: string, detail: string): Refusal =>
  refusal("badInput", `Not a valid ${type} input: ${detail}.`);

/** Null when `input` is a BattleInput the handlers may trust; otherwise the refusal naming what is wrong. */
export function checkInput(input: unknown): Refusal | null {
  if (!isRecord(input))
    return badInput("Bracket Busters", `the input must be an object with a type (got ${showValue(input)})`);
  const type = input["type"];
  if (typeof type !== "string" || !Object.hasOwn(CHECKS, type)) {
    return badInput("Bracket Busters", `type must be one of ${INPUT_TYPES.join(", ")} (got ${showValue(type)})`);
  }
  const found = CHECKS[type as BattleInput["type"]](input);
  return found ? badInput(type, describeProblem(found)) : null;
}
