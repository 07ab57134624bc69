import type { Dice } from "../../core/dice/dice";
import type { Figure } from "../figures/figure";
import {
  actionRefusal,
  afterAction,
  allowedActions,
  rollsAfterActivation,
  rollsAtActivation,
  startedActivation,
} from "./activation";
import type { BattleInput } from "./battle-input";
import { hasActed, isInBattle } from "./battle-state";
import { dropOverwatch } from "./overwatch-status";
import { isActionPhase } from "./phases";
import { refusal, wrongPhase, type Refusal } from "../../core/refusal";
import { endIfSideGone, removeFromBattle, settle } from "./round-flow";
import type { TransitionBuilder } from "./transition";

/*
 * A figure's activation in the Quick, Enemy and Slow Actions phases: starting it (the rolls a Stunned or Shocked
 * figure makes first), each action, and ending it, which takes the figure's slot and moves the round on.
 */

/** Marks the figure's first pending activation in the current phase as taken. */
export function completeSlot(b: TransitionBuilder, figureId: string): void {
  const index = b.state.schedule.findIndex(
    (s) => s.figureId === figureId && s.phase === b.state.phase && s.status === "pending",
  );
  if (index < 0) throw new Error(`completeSlot: ${figureId} has no pending activation in the ${b.state.phase} phase`);
  b.update({ schedule: b.state.schedule.map((s, i) => (i === index ? { ...s, status: "done" } : s)) });
}

export async function startActivation(b: TransitionBuilder, figure: Figure, dice: Dice): Promise<Refusal | null> {
  const { state } = b;
  if (!isActionPhase(state.phase)) return wrongPhase(state, "An activation");
  if (state.active)
    return refusal("anotherActivating", `${state.active.figureId} is still activating: end its activation first.`);
  if (!isInBattle(state, figure.id)) return refusal("notInBattle", `${figure.id} is not in the battle.`);
  if (figure.condition.goner) return refusal("goner", `${figure.id} is a Goner: remove it from the battle.`);
  const slot = state.schedule.find(
    (s) => s.figureId === figure.id && s.phase === state.phase && s.status === "pending",
  );
  if (!slot) {
    return hasActed(state, figure.id)
      ? refusal("alreadyActed", `Every figure acts once per round: ${figure.id} has acted.`)
      : refusal("notItsPhase", `${figure.id} does not act in the ${state.phase} phase this round.`);
  }
  // "Enemy Overwatch": "The status lasts until the figure activates next."
  dropOverwatch(b, figure.id);
  const atStart = await rollsAtActivation(figure, dice);
  b.steps.push(...atStart.steps);
  b.changes.push(...atStart.changes);
  if (atStart.removed) {
    completeSlot(b, figure.id);
    removeFromBattle(b, figure.id, "casualty", true);
    if (!endIfSideGone(b)) await settle(b, dice);
    return null;
  }
  const active = startedActivation(figure, !state.snapFireHolders.includes(figure.id));
  b.update({ active });
  b.announcements.push({ kind: "activation", figureId: figure.id, allowed: allowedActions(active) });
  return null;
}

/** One action of the activating figure; a shot fired by a crew figure is recorded for "Ammo fault". */
export function act(b: TransitionBuilder, input: Extract<BattleInput, { type: "act" }>): Refusal | null {
  const { state } = b;
  if (!state.active) return refusal("noActivation", "No figure is activating.");
  if (input.figureId !== undefined && input.figureId !== state.active.figureId)
    return refusal("notActivating", `${input.figureId} is not the activating figure.`);
  const problem = actionRefusal(state.active, input.action);
  if (problem) return problem;
  const active = afterAction(state.active, input.action);
  b.update({ active });
  if (input.action === "combatAction" && input.fired && state.crew.some((f) => f.id === active.figureId)) {
    b.update({
      firedThisRound: [
        ...(state.firedThisRound ?? []),
        { figureId: active.figureId, weaponId: input.weaponId ?? null },
      ],
    });
  }
  b.announcements.push({ kind: "activation", figureId: active.figureId, allowed: allowedActions(active) });
  return null;
}

/** The activation ends: the rolls made after it, the slot taken, and the round moves on. */
export async function endActivation(b: TransitionBuilder, figure: Figure, dice: Dice): Promise<Refusal | null> {
  const active = b.state.active;
  if (!active || active.figureId !== figure.id)
    return refusal("notActivating", `${figure.id} is not the activating figure.`);
  const rolls = await rollsAfterActivation(figure, dice);
  b.steps.push(...rolls.steps);
  b.changes.push(...rolls.changes);
  completeSlot(b, active.figureId);
  b.update({ active: null });
  if (rolls.removed) {
    removeFromBattle(b, active.figureId, "casualty", true);
    if (endIfSideGone(b)) return null;
  }
  await settle(b, dice);
  return null;
}
