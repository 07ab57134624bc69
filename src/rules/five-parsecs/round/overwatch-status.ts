import { isEnemy, usableRangedWeapons, type Figure } from "../figures/figure";
import type { BattleState } from "./battle-state";
import { refusal, type Refusal } from "../../core/refusal";
import type { TransitionBuilder } from "./transition";

/*
 * "Enemy Overwatch" as part of the round: which enemies are on Overwatch, how one enters it and every way it ends.
 * Whether an enemy enters (its 1D6 at the end of its activation) is the AI's roll; the round only keeps the status.
 */

export const ENEMY_OVERWATCH_RULE = "Enemy Overwatch";

/**
 * "The status lasts until the figure activates next, is hit by an attack, or engaged in a brawl." "fired": it fires
 * "the first time a target becomes visible", once. "undone": the table took back the move that entered it.
 */
export const OVERWATCH_END_REASONS = ["activated", "fired", "hit", "brawl", "undone"] as const;
export type OverwatchEndReason = (typeof OVERWATCH_END_REASONS)[number];

export const isOnOverwatch = (state: Pick<BattleState, "overwatchIds">, figureId: string): boolean =>
  state.overwatchIds.includes(figureId);

/**
 * "Enemies with ranged weapons that end their activation unable to see a target roll 1D6": the roll comes at the end
 * of the enemy's own activation, so it is taken from the activating enemy (the roll sent before its activation ends)
 * or from one whose activation this round is done (sent just after it ended); never from an enemy yet to activate
 * this round, or one whose activation came in an earlier round. A roll sent later in the same round is not told apart.
 */
const atEndOfActivation = (state: Pick<BattleState, "active" | "schedule">, figureId: string): boolean =>
  state.active?.figureId === figureId ||
  state.schedule.some((slot) => slot.figureId === figureId && slot.status === "done");

/**
 * "Enemies with ranged weapons that end their activation unable to see a target roll 1D6": the roll was made, and
 * the enemy (as its document stands now) enters Overwatch. Only an enemy still in the battle, not a Goner, with a
 * ranged weapon it can fire; entering twice is refused rather than ignored, so a doubled request shows.
 */
export function enterOverwatch(b: TransitionBuilder, figure: Figure): Refusal | null {
  const { state } = b;
  if (!state.enemies.some((f) => f.id === figure.id)) {
    return state.crew.some((f) => f.id === figure.id)
      ? refusal("notAnEnemy", `${ENEMY_OVERWATCH_RULE}: only enemies enter Overwatch; ${figure.id} is crew.`)
      : refusal("notInBattle", `${figure.id} is not in the battle.`);
  }
  if (!isEnemy(figure))
    return refusal("notAnEnemy", `${ENEMY_OVERWATCH_RULE}: only enemies enter Overwatch; ${figure.id} is crew.`);
  if (figure.condition.goner) return refusal("goner", `${figure.id} is a Goner: remove it from the battle.`);
  if (usableRangedWeapons(figure).length === 0) {
    return refusal(
      "overwatchNeedsRanged",
      `${ENEMY_OVERWATCH_RULE}: only enemies with ranged weapons enter Overwatch; ${figure.id} has none it can fire.`,
    );
  }
  if (!atEndOfActivation(state, figure.id)) {
    return refusal(
      "overwatchBeforeActivating",
      `${ENEMY_OVERWATCH_RULE}: enemies roll for it as they "end their activation"; ${figure.id} is not activating and has not activated this round.`,
    );
  }
  if (isOnOverwatch(state, figure.id))
    return refusal("alreadyOnOverwatch", `${ENEMY_OVERWATCH_RULE}: ${figure.id} is already on Overwatch.`);
  b.update({ overwatchIds: [...state.overwatchIds, figure.id] });
  return null;
}

/** The status ends for one of the rules' reasons (checked on entry); ending it for a figure not on Overwatch is refused. */
export function endOverwatch(b: TransitionBuilder, figureId: string): Refusal | null {
  if (!isOnOverwatch(b.state, figureId))
    return refusal("notOnOverwatch", `${ENEMY_OVERWATCH_RULE}: ${figureId} is not on Overwatch.`);
  dropOverwatch(b, figureId);
  return null;
}

/** Takes a figure off Overwatch if it is on it: its activation starting, or its leaving the battle. */
export function dropOverwatch(b: TransitionBuilder, figureId: string): void {
  if (isOnOverwatch(b.state, figureId))
    b.update({ overwatchIds: b.state.overwatchIds.filter((id) => id !== figureId) });
}
