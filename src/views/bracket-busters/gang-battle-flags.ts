import { BracketBusters as BB } from "../../rules";
import { MODULE_ID } from "../common/module-id";
import {
  checkedBy,
  dict,
  int,
  isRecord,
  list,
  literal,
  nullable,
  object,
  parse,
  problemsOf,
  type Schema,
  unknownValue,
  upgrade,
  whole,
} from "../common/schema";

/**
 * A Bracket Busters battle in a combat's flags (`flags["five-parsecs-battle"].bracketBusters`): the rules' state, each
 * gang's Priority die rolled so far this Round ("each player rolls a D6") and the Cool or Willpower each player chose
 * for a fighter's Nerve test. Stored as one JSON text, so Foundry's merge of update data into stored flags can never
 * leave keys of an earlier state behind (a Charge's pending move inside a Disengage's); read back, it is checked
 * before the round acts on it, as any client or an older version could have written it.
 */
export const GANG_BATTLE_FLAG = "bracketBusters";

export interface GangBattleFlags {
  readonly battle: BB.BattleState;
  /** This Round's Priority dice rolled by (or for) each gang's player, by gang id; cleared once the order is set. */
  readonly priorityDice: Readonly<Record<string, number>>;
  /** The Nerve characteristic each fighter's player chose for Ready Fighters, by fighter id. */
  readonly nerve: Readonly<Record<string, BB.NerveCharacteristic>>;
  /**
   * Where the activating fighter stood when it took its last movement action (a Charge's too), while that move is
   * being made: the move is measured from there (`movementInProgress`).
   */
  readonly moveFrom?: BB.Placement | null;
}

export type GangBattleRead =
  | { readonly status: "none" }
  | { readonly status: "ok"; readonly flags: GangBattleFlags }
  | { readonly status: "invalid"; readonly problems: readonly string[] };

/** A check of the rules' own, as a schema that words its problem as the rules do. */
const byRules = <T>(problemOf: (value: unknown, field: string) => BB.Problem | null) =>
  checkedBy<T>((value, path) => {
    const problem = problemOf(value, path);
    return problem ? BB.describeProblem(problem) : null;
  });

/**
 * What the round needs of a stored state before the rules take it: the version, ruleset, Round and phase, two gangs or
 * more, and each fighter (the rules' own check) with its status. The rest is kept whole, as the rules read it.
 */
const gangBattleState = whole<BB.BattleState>(
  object({
    version: literal(1),
    ruleset: literal("bracketBusters"),
    round: int(0),
    phase: literal(...BB.BATTLE_PHASES),
    gangs: list(unknownValue, { min: 2 }),
    fighters: list(object({ fighter: byRules(BB.fighterProblem), status: literal(...BB.FIGHTER_STATUSES) })),
    turnsThisRound: list(unknownValue),
    activatedThisRound: list(unknownValue),
    xp: list(unknownValue),
  }),
);

/** The problems of a stored battle state, each naming its field; empty when the rules can take it. */
export const gangBattleStateProblems = (value: unknown): string[] => problemsOf(gangBattleState, value, "battle");

/** The stored text's object: Priority dice and Nerve choices none when missing, and the move's start under its old name. */
const storedGangBattle: Schema<GangBattleFlags> = upgrade(
  (value) =>
    isRecord(value)
      ? {
          battle: value["battle"],
          priorityDice: value["priorityDice"] ?? {},
          nerve: value["nerve"] ?? {},
          // "chargeFrom": the name before every movement action was measured (a world stored mid-Charge).
          moveFrom: value["moveFrom"] ?? value["chargeFrom"] ?? null,
        }
      : value,
  object<GangBattleFlags>({
    battle: gangBattleState,
    priorityDice: dict(int(1, 6), { max: 64 }),
    nerve: dict(literal(...BB.NERVE_CHARACTERISTICS)),
    moveFrom: nullable(byRules<BB.Placement>(BB.placementProblem)),
  }),
);

/** The battle stored in a combat's flags, checked; "none" when the combat holds no Bracket Busters battle. */
export function readGangBattle(flags: unknown): GangBattleRead {
  const stored = isRecord(flags) && isRecord(flags[MODULE_ID]) ? flags[MODULE_ID][GANG_BATTLE_FLAG] : undefined;
  if (stored === undefined || stored === null) return { status: "none" };
  let json: unknown;
  try {
    json = typeof stored === "string" ? JSON.parse(stored) : undefined;
  } catch {
    return { status: "invalid", problems: ["bracketBusters: the stored text is not JSON"] };
  }
  if (!isRecord(json))
    return { status: "invalid", problems: ["bracketBusters: expected { battle, priorityDice, nerve }"] };
  const read = parse(storedGangBattle, json, "");
  return read.ok ? { status: "ok", flags: read.value } : { status: "invalid", problems: read.problems };
}

/** The update that stores a battle: one text value, replaced whole by Foundry's merge. */
export const gangBattleUpdate = (flags: GangBattleFlags) => ({
  flags: {
    [MODULE_ID]: {
      [GANG_BATTLE_FLAG]: JSON.stringify({
        battle: flags.battle,
        priorityDice: flags.priorityDice,
        nerve: flags.nerve,
        moveFrom: flags.moveFrom ?? null,
      }),
    },
  },
});
