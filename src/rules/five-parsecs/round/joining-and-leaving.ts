import type { Dice } from "../../core/dice/dice";
import type { BattleInput } from "./battle-input";
import { isInBattle, type RemovalReason } from "./battle-state";
import { refusal, type Refusal } from "../../core/refusal";
import { endIfSideGone, removeFromBattle, settle } from "./round-flow";
import { ARRIVAL_PHASE, reactionFor, slot } from "./schedule";
import type { TransitionBuilder } from "./transition";

/*
 * Figures joining the battle (Reinforcements, Back up, Enemy VIP) and leaving it (a casualty, bailing, any other
 * reason the table decides), at any point of the round.
 */

/** A figure leaves the battle; the battle ends when a side has nobody left, otherwise the round moves on. */
export async function removeFigure(
  b: TransitionBuilder,
  figureId: string,
  reason: RemovalReason,
  dice: Dice,
): Promise<Refusal | null> {
  if (!isInBattle(b.state, figureId)) return refusal("notInBattle", `${figureId} is not in the battle.`);
  removeFromBattle(b, figureId, reason, false);
  // Gone before the Reaction dice are rolled: no die is rolled for it ("a number of D6 equal to the number of your
  // characters"), and no phase is chosen for it.
  const { phase, reaction, round } = b.state;
  if (phase === "reaction" && reaction && !reaction.locked && !reaction.dice) {
    const choices =
      reaction.choices && Object.fromEntries(Object.entries(reaction.choices).filter(([id]) => id !== figureId));
    b.update({ reaction: { ...reactionFor(b.state, round), choices } });
  }
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
    // Only the fields the round keeps: an entry handed in with more (a whole figure) stores no more than these.
    const { id, name, reactions, feral } = input.crew;
    b.update({ crew: [...state.crew, { id, name, reactions, feral }] });
    crewArrives(b, id);
    return null;
  }
  b.update({ enemies: [...state.enemies, { id: entry.id, name: entry.name }] });
  // Our reading: an enemy arriving before the Enemy Actions phase is over ("Possible reinforcements" arrive at its
  // start) acts in it; later, from the next round.
  if (state.reaction?.locked && (state.phase === "quick" || state.phase === "enemy")) {
    b.update({ schedule: [...b.state.schedule, slot(entry.id, "enemy")] });
  }
  return null;
}

/**
 * Rules Notes "A figure arriving mid-round" (fpbNotesArrival1). Back up says only that the crew member arrives. Before
 * the Reaction step is decided it takes part in it: it gets a die, or its phase is chosen with the others ("Each of
 * your crew acts in the Quick or Slow Actions phase as you prefer"). Once the dice are rolled it has none, so it acts
 * in the Slow Actions phase (ARRIVAL_PHASE), at lock or, in a round under way, at once. In the End Phase the next
 * round's Reaction Roll includes it.
 */
function crewArrives(b: TransitionBuilder, figureId: string): void {
  const { phase, reaction, round } = b.state;
  if (phase === "reaction" && reaction && !reaction.locked) {
    if (reaction.mode === "roll" && reaction.dice) return; // buildSchedule gives it ARRIVAL_PHASE at lock
    // The choices made so far stay; lockReactions refuses until the newcomer has one.
    b.update({ reaction: { ...reactionFor(b.state, round), choices: reaction.choices } });
    return;
  }
  if (reaction?.locked && (phase === "quick" || phase === "enemy" || phase === "slow")) {
    b.update({ schedule: [...b.state.schedule, slot(figureId, ARRIVAL_PHASE)] });
  }
}
