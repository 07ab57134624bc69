import {
  describeProblem,
  expectedBy,
  figureProblem,
  idProblem,
  isRecord,
  showValue,
  textProblem,
  type FigureProblem,
} from "../figures/figure-checks";
import { AI_TYPES, type Side } from "../figures/vocabulary";
import { LIMITS } from "../../limits/limits";
import { ACTIVATION_ACTIONS } from "./activation";
import { EVENT_CHOICE_IDS, SEIZE_ACTIONS, SNAP_FIRE_RESULTS, type BattleInput } from "./battle-input";
import { REMOVAL_REASONS } from "./battle-state";
import { marksProblem } from "./gm-correction";
import { OVERWATCH_END_REASONS } from "./overwatch-status";
import { CREW_PHASES } from "./reaction-roll";
import { badInput, type Refusal } from "../../core/refusal";

/*
 * Every `advance` input is checked here once, before any handler reads it: its shape, the rules' words (from the
 * vocabulary and the round's own lists), finite numbers within LIMITS, and the figures it carries (figure-checks).
 * The handlers may then trust their input; a bad one is refused with `badInput`, naming the field and the value, and
 * the state stays as it was. Nothing a handler stores (an entry, an assignment, a marker) can be garbage.
 */

type Check = (input: Record<string, unknown>) => FigureProblem | null;

const problem = (field: string, value: unknown, expected: string): FigureProblem => ({ field, value, expected });

const oneOf =
  (choices: readonly string[]) =>
  (value: unknown, field: string): FigureProblem | null =>
    (choices as readonly unknown[]).includes(value) ? null : problem(field, value, `one of ${choices.join(", ")}`);

const optional =
  (check: (value: unknown, field: string) => FigureProblem | null) =>
  (value: unknown, field: string): FigureProblem | null =>
    value === undefined ? null : check(value, field);

const isBoolean = (value: unknown, field: string): FigureProblem | null =>
  typeof value === "boolean" ? null : problem(field, value, "true or false");

const figureOn =
  (side?: Side) =>
  (value: unknown, field: string): FigureProblem | null =>
    figureProblem(value, field, side);

function listOf(check: (item: unknown, field: string) => FigureProblem | null) {
  return (value: unknown, field: string): FigureProblem | null => {
    if (!Array.isArray(value)) return problem(field, value, "a list");
    for (const [i, item] of value.entries()) {
      const found = check(item, `${field}[${i}]`);
      if (found) return found;
    }
    return null;
  };
}

/** A record keyed by figure id (the Reaction assignment, the chosen phases), each value checked. */
function byFigure(check: (value: unknown, field: string) => FigureProblem | null) {
  return (value: unknown, field: string): FigureProblem | null => {
    if (!isRecord(value)) return problem(field, value, "a record from figure id to value");
    for (const [id, item] of Object.entries(value)) {
      const found = idProblem(id, `${field} key`) ?? check(item, `${field}.${id}`);
      if (found) return found;
    }
    return null;
  };
}

const dieIndex = (value: unknown, field: string): FigureProblem | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0
    ? null
    : problem(field, value, "the index of a rolled die (a whole number, 0 or more)");

const inches = (value: unknown, field: string): FigureProblem | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0
    ? null
    : problem(field, value, "a finite number of inches, 0 or more");

/** The GM's reason for a correction: said, so the log shows why (LIMITS' text bound). */
const reasonText = (value: unknown, field: string): FigureProblem | null =>
  textProblem(value, field) ??
  (typeof value === "string" && value.trim() === "" ? problem(field, value, "a reason") : null);

/** A crew member joining: what the Reaction Roll needs of it (LIMITS' Reactions bound). */
function crewEntry(value: unknown, field: string): FigureProblem | null {
  if (!isRecord(value)) return problem(field, value, "a crew entry { id, name, reactions, feral }");
  const reactions = value["reactions"];
  const bound = LIMITS.crew.reactions;
  const badReactions =
    typeof reactions !== "number" || !Number.isInteger(reactions) || reactions < bound.min || reactions > bound.max;
  return (
    idProblem(value["id"], `${field}.id`) ??
    textProblem(value["name"], `${field}.name`) ??
    (badReactions ? problem(`${field}.reactions`, reactions, expectedBy(bound)) : null) ??
    isBoolean(value["feral"], `${field}.feral`)
  );
}

function enemyEntry(value: unknown, field: string): FigureProblem | null {
  if (!isRecord(value)) return problem(field, value, "an enemy entry { id, name }");
  return idProblem(value["id"], `${field}.id`) ?? textProblem(value["name"], `${field}.name`);
}

function endPhaseEnemy(value: unknown, field: string): FigureProblem | null {
  if (!isRecord(value)) return problem(field, value, "{ figure, distanceToEnemyEdge }");
  return (
    figureProblem(value["figure"], `${field}.figure`, "enemy") ??
    inches(value["distanceToEnemyEdge"], `${field}.distanceToEnemyEdge`)
  );
}

/** Each field of an input and its check; no fields means the type is the whole input. */
const fields =
  (spec: Readonly<Record<string, (value: unknown, field: string) => FigureProblem | null>>): Check =>
  (input) => {
    for (const [field, check] of Object.entries(spec)) {
      const found = check(input[field], field);
      if (found) return found;
    }
    return null;
  };

const none: Check = () => null;

/** One entry per input type: the compiler refuses an input type added to BattleInput without its check. */
const CHECKS: Readonly<Record<BattleInput["type"], Check>> = {
  seizeTheInitiative: fields({ crew: listOf(figureOn("crew")), enemies: listOf(figureOn("enemy")) }),
  declineSeize: none,
  seizeAction: fields({ figureId: idProblem, action: oneOf(SEIZE_ACTIONS) }),
  endSeize: none,
  rollReactions: none,
  assignReactions: fields({ assignment: byFigure(dieIndex) }),
  assignMostQuick: none,
  choosePhases: fields({ phases: byFigure(oneOf(CREW_PHASES)) }),
  lockReactions: none,
  holdForSnapFire: fields({ figureId: idProblem }),
  delayToSlow: fields({ figureId: idProblem }),
  startActivation: fields({ figure: figureOn() }),
  act: fields({
    action: oneOf(ACTIVATION_ACTIONS),
    fired: optional(isBoolean),
    weaponId: optional(idProblem),
    figureId: optional(idProblem),
  }),
  endActivation: fields({ figure: figureOn() }),
  snapFire: fields({ figureId: idProblem, effectOnMover: oneOf(SNAP_FIRE_RESULTS), weaponId: optional(idProblem) }),
  enterOverwatch: fields({ figure: figureOn() }),
  endOverwatch: fields({ figureId: idProblem, reason: oneOf(OVERWATCH_END_REASONS) }),
  removeFigure: fields({ figureId: idProblem, reason: oneOf(REMOVAL_REASONS) }),
  addFigure: fields({ crew: optional(crewEntry), enemy: optional(enemyEntry) }),
  reachObjective: none,
  achieveWinCondition: none,
  removeReinforcementMarker: none,
  chooseEventFigure: fields({ eventId: oneOf(EVENT_CHOICE_IDS), figureId: idProblem }),
  setMainAiType: fields({ ai: oneOf(AI_TYPES) }),
  runEndPhase: fields({ enemies: listOf(endPhaseEnemy), crew: optional(listOf(figureOn("crew"))) }),
  abandonBattle: none,
  correctFigure: fields({ figure: figureOn(), marks: marksProblem, reason: reasonText }),
  undoCorrection: fields({ figure: figureOn() }),
};

export const INPUT_TYPES = Object.keys(CHECKS) as readonly BattleInput["type"][];

/** Null when `input` is a BattleInput the handlers may trust; otherwise the `badInput` refusal naming what is wrong. */
export function checkInput(input: unknown): Refusal | null {
  if (!isRecord(input)) return badInput("battle", `the input must be an object with a type (got ${showValue(input)})`);
  const type = input["type"];
  if (typeof type !== "string" || !Object.hasOwn(CHECKS, type)) {
    return badInput("battle", `type must be one of ${INPUT_TYPES.join(", ")} (got ${showValue(type)})`);
  }
  const found = CHECKS[type as BattleInput["type"]](input);
  return found ? badInput(type, describeProblem(found)) : null;
}
