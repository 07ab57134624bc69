import type { Dice } from "../dice/dice";
import type { BattleInput } from "./battle-input";
import { isInBattle, type RemovalReason } from "./battle-state";
import { refusal, type Refusal } from "./refusal";
import { endIfSideGone, removeFromBattle, settle } from "./round-flow";
import { reactionFor } from "./schedule";
import type { TransitionBuilder } from "./transition";

/*
 * Figures joining the battle (Reinforcements, Back up, Enemy VIP) and leaving it (a casualty, bailing, any other
 * reason the table decides), at any point of the round.
 */

/** A figure leaves the battle; the battle ends when a side has nobody left, otherwise the round moves on. */
export async function removeFigure(b: TransitionBuilder, figureId: string, reason: RemovalReason, dice: Dice): Promise<Refusal | null> {
  if (!isInBattle(b.state, figureId)) return refusal("notInBattle", `${figureId} is not in the battle.`);
  removeFromBattle(b, figureId, reason, false);
  if (!endIfSideGone(b)) await settle(b, dice);
  return null;
}

export function addFigure(b: TransitionBuilder, input: Extract<BattleInput, { type: "addFigure" }>): Refusal | null {
  const { state } = b;
  const entry = input.crew ?? input.enemy;
  if (!entry || (input.crew && input.enemy)) return refusal("oneFigure", "Add one figure at a time, crew or enemy.");
  if (isInBattle(state, entry.id) || state.removed.some((r) => r.figureId === entry.id)) {
    return refusal("duplicateFigure", `${entry.id} is already part of this battle.`);
  }
  if (input.crew) {
    b.update({ crew: [...state.crew, input.crew] });
    // A crew member joining before the dice are rolled takes part in this round's Reaction step; otherwise next round.
    if (state.phase === "reaction" && state.reaction && !state.reaction.dice && !state.reaction.choices) {
      b.update({ reaction: reactionFor(b.state, state.round) });
    }
    return null;
  }
  b.update({ enemies: [...state.enemies, input.enemy!] });
  // Our reading: an enemy arriving before the Enemy Actions phase is over ("Possible reinforcements" arrive at its
  // start) acts in it; later, from the next round.
  if (state.reaction?.locked && (state.phase === "quick" || state.phase === "enemy")) {
    b.update({ schedule: [...b.state.schedule, { figureId: entry.id, phase: "enemy", status: "pending", snapFire: false, extra: false }] });
  }
  return null;
}
