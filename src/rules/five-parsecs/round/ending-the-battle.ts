import { d6, rollDice, type Dice } from "../../core/dice/dice";
import type { AiType } from "../figures/vocabulary";
import type { Step } from "../../core/outcome/outcome";

export const ENDING_RULE = "Ending the Battle";
export const WITHDRAWAL_PURPOSE = "Enemy withdrawal";
export const CLOCK_PURPOSE = "Clock is running out";

/** How a battle ended, in the rules' circumstances (and the Battle Events that end it). */
export const BATTLE_END_REASONS = [
  /** "All enemy figures have been slain or have Bailed": Held the Field. */
  "enemiesGone",
  /** "Achieving the Win condition": the enemy withdrew on a natural 1, "with you Holding the Field". */
  "enemyWithdrew",
  /** Battle Event "Lost heart": "At the end of the next round, they will leave the field." */
  "enemyLostHeart",
  /** "All player figures have become casualties or have left the battlefield": you do not Hold the Field. */
  "crewGone",
  /** "All player figures left the battlefield": you do not Hold the Field. */
  "crewLeft",
  /** Battle Event "Clock is running out": a 6 ends the game, objectives cannot be completed. */
  "clockRanOut",
  /** "If for some reason you have to end a tabletop battle for any other reason". */
  "abandoned",
] as const;
export type BattleEndReason = (typeof BATTLE_END_REASONS)[number];

/**
 * Whether the crew Held the Field. Our reading for "Lost heart": the enemy leaving the field clears it of enemies,
 * as if they had all Bailed, so the crew Holds the Field.
 */
export const holdsTheField = (reason: BattleEndReason): boolean =>
  reason === "enemiesGone" || reason === "enemyWithdrew" || reason === "enemyLostHeart";

/**
 * The withdrawal dice for the main AI type: "Roll 2D6 for Cautious, Defensive, or Tactical opponents. Roll 1D6 for
 * Aggressive opponents." "Rampaging or Beast opponents: Will fight until either side has completely left the table":
 * 0 dice. Guardian is not listed; a Guardian force is named by the figure it protects, so it never rolls here either
 * (our reading; the GM may end the battle by hand).
 */
export function withdrawalDice(ai: AiType): 0 | 1 | 2 {
  switch (ai) {
    case "cautious":
    case "defensive":
    case "tactical":
      return 2;
    case "aggressive":
      return 1;
    default:
      return 0;
  }
}

/**
 * "Achieving the Win condition": rolled "at the end of the current and every subsequent round". "If either die is a
 * natural 1, the enemy withdraws and the battle ends immediately, with you Holding the Field." Null when the AI type
 * never withdraws.
 */
export async function rollWithdrawal(ai: AiType, dice: Dice): Promise<{ step: Step; withdraws: boolean } | null> {
  const count = withdrawalDice(ai);
  if (count === 0) return null;
  const rolled = await rollDice(dice, d6(WITHDRAWAL_PURPOSE, count));
  const withdraws = rolled.some((die) => die.value === 1);
  return {
    step: {
      rule: ENDING_RULE,
      dice: rolled,
      modifiers: [],
      total: null,
      needed: 1,
      result: withdraws ? "withdraws" : "fightsOn",
    },
    withdraws,
  };
}

/** Battle Event "Clock is running out": "roll 1D6. On a 6, the game ends immediately". */
export async function rollClock(dice: Dice): Promise<{ step: Step; endsNow: boolean }> {
  const rolled = await rollDice(dice, d6(CLOCK_PURPOSE));
  const endsNow = rolled[0]?.value === 6;
  return {
    step: {
      rule: "Clock is running out",
      dice: rolled,
      modifiers: [],
      total: rolled[0]?.value ?? 0,
      needed: 6,
      result: endsNow ? "timeIsUp" : "timeRemains",
    },
    endsNow,
  };
}

/** The battle's outcome as plain data, for the summary card and the after-battle steps. */
export interface BattleSummary {
  readonly reason: BattleEndReason;
  readonly round: number;
  readonly heldTheField: boolean;
  /** "Clock is running out": "you are unable to complete any objectives"; an abandoned battle achieves none either. */
  readonly objectivesPossible: boolean;
  readonly crewRemaining: readonly string[];
  readonly enemiesRemaining: readonly string[];
  /** Enemies removed due to combat (the only ones "killed"). */
  readonly enemiesKilled: readonly string[];
  /** Enemies that Bailed or left the field: "They do not count as killed for any purposes". */
  readonly enemiesBailed: readonly string[];
  readonly crewCasualties: readonly string[];
  readonly crewLeft: readonly string[];
  readonly escalationRolls: number;
  readonly battleEvents: readonly string[];
}
