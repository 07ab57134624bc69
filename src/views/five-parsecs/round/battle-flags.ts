import {
  ACTION_PHASES,
  AI_TYPES,
  BATTLE_END_REASONS,
  BATTLE_EVENT_IDS,
  BATTLE_PHASES,
  DIE_FACES,
  DIFFICULTY_MODES,
  MARKERS,
  REMOVAL_REASONS,
  TABLE_EDGES,
  type BattleState,
  type TableEdge,
} from "../../../rules";
import { MODULE_ID } from "../../common/module-id";
import {
  bool,
  id,
  idMap,
  int,
  isRecord,
  literal,
  list,
  nullable,
  num,
  object,
  optional,
  parse,
  problemsOf,
  type Schema,
  type Shape,
  text,
  upgrade,
} from "../../common/schema";
import { readMoveStart, type MoveStart } from "./crew-move";
import type { StoredBattle } from "./stored-battle";

/**
 * The battle round's state in a combat's flags (`flags["five-parsecs-battle"]`): the plain `BattleState` the rules'
 * `advance` works on, and the table edge the enemy holds. Flags are stored data any client or module could have
 * written (or an older version of this one), so they are checked field by field before the round acts on them; a
 * malformed state is reported, never trusted.
 */

/** Which table edge is the enemy's (Morale bails the figure closest to it first): the rules' table edges. */
export const ENEMY_EDGES = TABLE_EDGES;
export type EnemyEdge = TableEdge;

export interface BattleFlags {
  readonly battle: BattleState;
  readonly enemyEdge: EnemyEdge;
  /** Where the activating crew figure stood as its activation began, to measure its move from (`crew-move.ts`). */
  readonly moveStart?: MoveStart | null;
}

export type BattleFlagsRead =
  | { readonly status: "none" }
  | { readonly status: "ok"; readonly flags: BattleFlags }
  | { readonly status: "invalid"; readonly problems: readonly string[] };

// --- The battle state's shape ----------------------------------------------------------------------------------------

type S = BattleState;
/** Every object of the state names all its fields: a key it does not know is refused, at any depth. */
const stateObject = <T>(shape: Shape<T>): Schema<T> =>
  object<T>(shape, { unknownKeys: "not part of the battle state" });
const str = text();
const figureId = id();
const step: Schema<NonNullable<NonNullable<S["seize"]>["step"]>> = stateObject({
  rule: str,
  dice: list(stateObject({ purpose: str, faces: literal(...DIE_FACES), value: int(1, 100) })),
  modifiers: list(stateObject({ value: num, reason: str })),
  total: nullable(num),
  needed: nullable(num),
  result: str,
});
const reactor = { id: figureId, reactions: int(0, 6), feral: bool };
const marker = nullable(literal(...MARKERS));
/** The marks a GM's correction changed: each optional, as a correction sets only some. */
type Marks = NonNullable<S["corrections"]>[number]["before"];
const marks = stateObject<Marks>({
  condition: optional(
    stateObject<NonNullable<Marks["condition"]>>({
      marker: optional(marker),
      dazed: optional(bool),
      wounded: optional(bool),
      shutDown: optional(bool),
      damaged: optional(bool),
      bleeding: optional(bool),
    }),
  ),
  overwatch: optional(bool),
  snapFire: optional(bool),
  cannotFire: optional(bool),
  stopped: optional(bool),
});

/**
 * A stored state in the shape of this version, before it is read: "Renewed efforts" was stored as booleans (rolled,
 * used this round) before ruling 9 made it stack, and reads as the counts 0 or 1. Anything else is left to the shape.
 */
function upgraded(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const count = (flag: unknown): unknown => (typeof flag === "boolean" ? Number(flag) : flag);
  const effects = value["effects"];
  return {
    ...value,
    renewedEffortsUsed: count(value["renewedEffortsUsed"]),
    ...(isRecord(effects) ? { effects: { ...effects, renewedEfforts: count(effects["renewedEfforts"]) } } : {}),
  };
}

const battleStateShape: Schema<S> = stateObject<S>({
  version: literal(1),
  setup: stateObject<S["setup"]>({
    difficulty: literal(...DIFFICULTY_MODES),
    hiredMuscle: bool,
    mainAiType: nullable(literal(...AI_TYPES)),
  }),
  round: int(0),
  phase: literal(...BATTLE_PHASES),
  crew: list(stateObject<S["crew"][number]>({ ...reactor, name: str })),
  enemies: list(stateObject<S["enemies"][number]>({ id: figureId, name: str })),
  removed: list(
    stateObject<S["removed"][number]>({
      figureId,
      side: literal("crew", "enemy"),
      reason: literal(...REMOVAL_REASONS),
      round: int(0),
    }),
  ),
  seize: nullable(
    stateObject<NonNullable<S["seize"]>>({
      step: nullable(step),
      seized: bool,
      acted: list(stateObject({ figureId, action: literal("move", "fire") })),
    }),
  ),
  reaction: nullable(
    stateObject<NonNullable<S["reaction"]>>({
      mode: literal("roll", "freeChoice", "hesitation"),
      reactors: list(stateObject(reactor)),
      dice: nullable(list(int(1, 6))),
      // Stored as lists of pairs (stored-battle.ts); a state handed over in memory holds the records.
      assignment: nullable(idMap("figureId", "die", int(0))),
      choices: nullable(idMap("figureId", "phase", literal("quick", "slow"))),
      locked: bool,
    }),
  ),
  schedule: list(
    stateObject<S["schedule"][number]>({
      figureId,
      phase: literal(...ACTION_PHASES),
      status: literal("pending", "done", "removed"),
      snapFire: bool,
      extra: bool,
    }),
  ),
  active: nullable(
    stateObject<NonNullable<S["active"]>>({
      figureId,
      markerAtStart: marker,
      marker,
      mayMove: bool,
      moved: bool,
      combatAction: bool,
      freeActions: int(0, 2),
    }),
  ),
  snapFireHolders: list(figureId),
  snapFireEffects: list(stateObject<S["snapFireEffects"][number]>({ figureId, cannotFire: bool, stopped: bool })),
  // Stored since "Enemy Overwatch" became round state; an older state has none (read as nobody on Overwatch).
  overwatchIds: optional(list(figureId)),
  firedThisRound: optional(list(stateObject({ figureId, weaponId: nullable(str) }))),
  renewedEffortsUsed: int(0),
  objectiveReachedThisRound: bool,
  winConditionAchieved: bool,
  escalationRollsUsed: int(0, 3),
  battleEvents: list(stateObject<S["battleEvents"][number]>({ round: int(0), eventId: str })),
  effects: stateObject<S["effects"]>({
    renewedEfforts: int(0),
    clockFromRound: nullable(int(0)),
    lostHeartAtEndOfRound: nullable(int(0)),
    freeChoiceRound: nullable(int(0)),
    hesitationRound: nullable(int(0)),
    bothPhases: list(stateObject({ figureId, round: int(0) })),
    cannotAct: list(stateObject({ figureId, round: int(0) })),
    visibility: nullable(num),
    fogCloud: bool,
    reinforcementMarkers: int(0),
  }),
  // Stored since the GM's corrections were logged; an older state has none.
  corrections: optional(
    list(
      stateObject<NonNullable<S["corrections"]>[number]>({
        round: int(0),
        phase: literal(...BATTLE_PHASES),
        figureId,
        reason: str,
        before: marks,
        after: marks,
        movedFrom: optional(literal(...ACTION_PHASES)),
        undone: bool,
      }),
    ),
  ),
  pendingChoices: list(
    stateObject<S["pendingChoices"][number]>({
      eventId: literal("seizedTheMoment", "aDesperatePlan"),
      round: int(0),
      excluded: list(figureId),
    }),
  ),
  over: nullable(
    stateObject<NonNullable<S["over"]>>({
      reason: literal(...BATTLE_END_REASONS),
      round: int(0),
      heldTheField: bool,
      objectivesPossible: bool,
      crewRemaining: list(figureId),
      enemiesRemaining: list(figureId),
      enemiesKilled: list(figureId),
      enemiesBailed: list(figureId),
      crewCasualties: list(figureId),
      crewLeft: list(figureId),
      escalationRolls: int(0, 3),
      battleEvents: list(literal(...BATTLE_EVENT_IDS)),
    }),
  ),
});

/** The state as a combat's flags hold it: an earlier version's fields upgraded first. */
const storedBattle = upgrade(upgraded, battleStateShape);

/** Ties between fields the shape alone cannot see: every figure once, the active figure and the schedule in the battle. */
function consistencyProblems(state: BattleState): string[] {
  const problems: string[] = [];
  const ids = [...state.crew, ...state.enemies].map((f) => f.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate) problems.push(`battle: ${duplicate} is in the battle twice`);
  const inBattle = new Set(ids);
  if (state.active && !inBattle.has(state.active.figureId))
    problems.push(`battle.active: ${state.active.figureId} is not in the battle`);
  const stray = state.schedule.find((slot) => slot.status === "pending" && !inBattle.has(slot.figureId));
  if (stray) problems.push(`battle.schedule: ${stray.figureId} has an activation but is not in the battle`);
  const enemies = new Set(state.enemies.map((f) => f.id));
  const watcher = (state.overwatchIds ?? []).find((id) => !enemies.has(id));
  if (watcher) problems.push(`battle.overwatchIds: ${watcher} is not an enemy in the battle`);
  if ((state.phase === "over") !== (state.over !== null))
    problems.push("battle.over: the summary and the phase disagree");
  return problems;
}

/** Every problem of a stored battle state; empty when the round may run on it. Pure, never throws. */
export function battleStateProblems(value: unknown): string[] {
  const problems = problemsOf(battleStateShape, value, "battle");
  return problems.length > 0 ? problems : consistencyProblems(value as BattleState);
}

export const enemyEdgeProblems = (value: unknown): string[] => problemsOf(literal(...ENEMY_EDGES), value, "enemyEdge");

/**
 * A combat's battle flags: none (no battle set up), the checked state, or the problems that make it unusable (so the
 * tracker can say so instead of failing). `flags` is the combat's whole flags object.
 */
export function readBattleFlags(flags: unknown): BattleFlagsRead {
  const own = isRecord(flags) ? flags[MODULE_ID] : undefined;
  if (!isRecord(own) || own["battle"] === undefined || own["battle"] === null) return { status: "none" };
  const read = parse(storedBattle, own["battle"], "battle");
  const problems = [
    ...(read.ok ? consistencyProblems(read.value) : read.problems),
    ...enemyEdgeProblems(own["enemyEdge"]),
  ];
  if (!read.ok || problems.length > 0) return { status: "invalid", problems };
  // A move start that is missing or unreadable only leaves the next move unmeasured: it never breaks the round.
  return {
    status: "ok",
    flags: {
      battle: withDefaults(read.value),
      enemyEdge: own["enemyEdge"] as EnemyEdge,
      moveStart: readMoveStart(own["moveStart"]),
    },
  };
}

/** A checked state with the fields an earlier version did not store filled in: nobody on Overwatch. */
function withDefaults(battle: BattleState): BattleState {
  return battle.overwatchIds === undefined ? { ...battle, overwatchIds: [] } : battle;
}

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface FlagConfig {
    Combat: {
      "five-parsecs-battle": {
        battle: StoredBattle | null;
        enemyEdge: EnemyEdge;
        moveStart: MoveStart | null;
        /** A Bracket Busters battle, as JSON (gang-battle-flags.ts). */
        bracketBusters: string | null;
      };
    };
  }
}
