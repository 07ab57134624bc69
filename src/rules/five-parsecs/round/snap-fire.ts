import type { Dice } from "../../core/dice/dice";
import { refusal, wrongPhase, type Refusal } from "../../core/refusal";
import { settle } from "./round-flow";
import type { TransitionBuilder } from "./transition";

/**
 * "Snap Fire": "characters eligible to act in the Quick Actions phase may opt not to", either holding to fire when an
 * enemy moves (they cannot move this round) or delaying to the Slow Actions phase.
 */
export async function holdOrDelay(
  b: TransitionBuilder,
  figureId: string,
  hold: boolean,
  dice: Dice,
): Promise<Refusal | null> {
  const { state } = b;
  if (state.phase !== "quick") return wrongPhase(state, "Snap Fire");
  const slot = state.schedule.findIndex(
    (s) => s.figureId === figureId && s.phase === "quick" && s.status === "pending",
  );
  if (slot < 0)
    return refusal(
      "notQuickEligible",
      "Snap Fire: only characters eligible to act in the Quick Actions phase (and yet to act) may opt not to.",
    );
  if (state.active?.figureId === figureId)
    return refusal("alreadyActivating", "The figure has already begun its activation.");
  b.update({
    schedule: state.schedule.map((s, i) => (i === slot ? { ...s, phase: "slow", snapFire: hold } : s)),
    snapFireHolders: hold ? [...state.snapFireHolders, figureId] : state.snapFireHolders,
  });
  await settle(b, dice);
  return null;
}

/**
 * "Snap Fire": a held figure fires "when an enemy moves": during the Enemy Actions phase, at the enemy activating
 * now, before it has made its Combat Action. The shot is resolved by the shooting rules; this records its effect.
 * "If a moving enemy is stunned as a result of snap fire, they lose the ability to fire this round. If Shocked they
 * stop immediately": both end the mover's move, and the marker then governs the rest of its activation. Firing uses
 * the held figure's activation for the round.
 */
export function snapFire(
  b: TransitionBuilder,
  figureId: string,
  effect: "none" | "stunned" | "shocked",
  weaponId: string | null,
): Refusal | null {
  const { state } = b;
  const mover = state.active;
  if (state.phase !== "enemy" || !mover || !state.enemies.some((f) => f.id === mover.figureId)) {
    return refusal(
      "noMovingEnemy",
      "Snap Fire: fire when an enemy moves, during its activation in the Enemy Actions phase.",
    );
  }
  if (mover.combatAction)
    return refusal("enemyNotMoving", "Snap Fire: the enemy has already made its Combat Action; it is not moving.");
  const slot = state.schedule.findIndex((s) => s.figureId === figureId && s.snapFire && s.status === "pending");
  if (slot < 0) return refusal("notHolding", `Snap Fire: ${figureId} is not holding for Snap Fire (or has used it).`);
  const marker = effect === "none" ? null : effect;
  b.update({
    schedule: state.schedule.map((s, i) => (i === slot ? { ...s, status: "done" } : s)),
    active: marker
      ? {
          ...mover,
          marker: mover.marker === null ? marker : mover.marker === "shocked" ? "shocked" : marker,
          moved: true,
        }
      : mover,
    snapFireEffects: marker
      ? [...state.snapFireEffects, { figureId: mover.figureId, cannotFire: true, stopped: effect === "shocked" }]
      : state.snapFireEffects,
    firedThisRound: [...(state.firedThisRound ?? []), { figureId, weaponId }],
  });
  b.announcements.push({ kind: "snapFire", figureId, moverId: mover.figureId, effect: marker });
  return null;
}
