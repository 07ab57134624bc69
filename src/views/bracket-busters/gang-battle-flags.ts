import { BracketBusters as BB } from "../../rules";
import { MODULE_ID } from "../shared/module-id";

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The problems of a stored battle state, each naming its field; empty when the rules can take it. */
export function gangBattleStateProblems(value: unknown): string[] {
  if (!isRecord(value)) return ["battle: expected a Bracket Busters battle state"];
  const problems: string[] = [];
  if (value["version"] !== 1) problems.push(`battle.version: expected 1, got ${String(value["version"])}`);
  if (value["ruleset"] !== "bracketBusters")
    problems.push(`battle.ruleset: expected bracketBusters, got ${String(value["ruleset"])}`);
  if (!Number.isInteger(value["round"]) || (value["round"] as number) < 0)
    problems.push("battle.round: expected a whole number from 0");
  if (!(BB.BATTLE_PHASES as readonly unknown[]).includes(value["phase"]))
    problems.push(`battle.phase: expected one of ${BB.BATTLE_PHASES.join(", ")}`);
  const gangs = value["gangs"];
  if (!Array.isArray(gangs) || gangs.length < 2) problems.push("battle.gangs: expected a list of 2 or more gangs");
  const fighters = value["fighters"];
  if (!Array.isArray(fighters)) problems.push("battle.fighters: expected a list");
  else {
    fighters.forEach((entry: unknown, i) => {
      const bad = BB.fighterProblem(isRecord(entry) ? entry["fighter"] : undefined, `battle.fighters[${i}].fighter`);
      if (bad) problems.push(BB.describeProblem(bad));
      if (!isRecord(entry) || !(BB.FIGHTER_STATUSES as readonly unknown[]).includes(entry["status"]))
        problems.push(`battle.fighters[${i}].status: expected a fighter status`);
    });
  }
  for (const key of ["turnsThisRound", "activatedThisRound", "xp"])
    if (!Array.isArray(value[key])) problems.push(`battle.${key}: expected a list`);
  return problems;
}

const dieProblems = (value: unknown): string[] =>
  isRecord(value) && Object.values(value).every((v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6)
    ? []
    : ["priorityDice: expected a D6 face per gang"];
const nerveProblems = (value: unknown): string[] =>
  isRecord(value) && Object.values(value).every((v) => (BB.NERVE_CHARACTERISTICS as readonly unknown[]).includes(v))
    ? []
    : ["nerve: expected cool or willpower per fighter"];

/** The battle stored in a combat's flags, checked; "none" when the combat holds no Bracket Busters battle. */
export function readGangBattle(flags: unknown): GangBattleRead {
  const stored = isRecord(flags) && isRecord(flags[MODULE_ID]) ? flags[MODULE_ID][GANG_BATTLE_FLAG] : undefined;
  if (stored === undefined || stored === null) return { status: "none" };
  let parsed: unknown;
  try {
    parsed = typeof stored === "string" ? JSON.parse(stored) : undefined;
  } catch {
    return { status: "invalid", problems: ["bracketBusters: the stored text is not JSON"] };
  }
  if (!isRecord(parsed))
    return { status: "invalid", problems: ["bracketBusters: expected { battle, priorityDice, nerve }"] };
  // "chargeFrom": the name before every movement action was measured (a world stored mid-Charge).
  const moveFrom = parsed["moveFrom"] ?? parsed["chargeFrom"] ?? null;
  const moveProblem = moveFrom === null ? null : BB.placementProblem(moveFrom, "moveFrom");
  const problems = [
    ...gangBattleStateProblems(parsed["battle"]),
    ...dieProblems(parsed["priorityDice"] ?? {}),
    ...nerveProblems(parsed["nerve"] ?? {}),
    ...(moveProblem ? [BB.describeProblem(moveProblem)] : []),
  ];
  if (problems.length > 0) return { status: "invalid", problems };
  return {
    status: "ok",
    flags: {
      battle: parsed["battle"] as BB.BattleState,
      priorityDice: (parsed["priorityDice"] ?? {}) as Record<string, number>,
      nerve: (parsed["nerve"] ?? {}) as Record<string, BB.NerveCharacteristic>,
      moveFrom: moveFrom as BB.Placement | null,
    },
  };
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
