import type { BattleInput } from "./battle-input";
import type { BattleState, PendingChoice } from "./battle-state";
import { refusal, type Refusal } from "../../core/refusal";
import { reactionFor } from "./schedule";
import type { TransitionBuilder } from "./transition";

/**
 * "Seized the moment" / "A desperate plan": the player picks the crew figure that acts in both crew phases of the
 * event's round, which the round's Reaction step waits for.
 */
export function chooseEventFigure(
  b: TransitionBuilder,
  input: Extract<BattleInput, { type: "chooseEventFigure" }>,
): Refusal | null {
  const { state } = b;
  const pending = state.pendingChoices.find((p) => p.eventId === input.eventId);
  if (!pending) return refusal("noPendingChoice", `No "${input.eventId}" choice is waiting.`);
  if (!state.crew.some((f) => f.id === input.figureId))
    return refusal("notCrew", `${input.figureId} is not a crew figure in the battle.`);
  if (pending.excluded.includes(input.figureId)) {
    return refusal("excludedFigure", "A desperate plan: select another figure than the one that cannot act.");
  }
  b.update({
    pendingChoices: state.pendingChoices.filter((p) => p !== pending),
    effects: {
      ...state.effects,
      bothPhases: [...state.effects.bothPhases, { figureId: input.figureId, round: pending.round }],
    },
  });
  if (b.state.phase === "reaction" && b.state.round === pending.round)
    b.update({ reaction: reactionFor(b.state, pending.round) });
  return null;
}

/**
 * The event choice this round's Reaction step waits for: one for this round that a crew figure can still answer.
 * Rules Notes "A desperate plan with no other figure" (fpbNotesDespPlan): when every crew figure is excluded
 * (the one that cannot act is the only one left), there is no "another figure of choice" to select, the choice lapses
 * and the round goes on; the figure still cannot act.
 */
export const waitingChoice = (state: BattleState): PendingChoice | undefined =>
  state.pendingChoices.find((p) => p.round === state.round && state.crew.some((f) => !p.excluded.includes(f.id)));
