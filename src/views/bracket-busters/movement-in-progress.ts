import { BracketBusters as BB } from "../../rules";
import type { GangBattleFlags } from "./gang-battle-flags";

/** The move the activating fighter is making: from where, and how far it may go. */
export interface MovementInProgress {
  readonly fighterId: string;
  readonly action: BB.ActionId;
  /** Where the fighter stood when it took the action: the move is measured from there. */
  readonly from: BB.Placement;
  readonly inches: number;
}

/**
 * The movement action the activating fighter took last, while nothing else has been taken since: a pending Charge
 * (Movement + D3'', as rolled) or a Move, Double Move, Crawl, Take Cover, Carry or Carry Heavy (`movementAllowance`).
 * Null outside the Action Phase, without an activation, or once another action (or a Charge's contact) follows.
 */
export function movementInProgress(flags: GangBattleFlags): MovementInProgress | null {
  const state = flags.battle;
  const activation = state.phase === "action" ? state.turn?.activation : null;
  const from = flags.moveFrom;
  if (!activation || !from) return null;
  const f = BB.fighterIn(state, activation.fighterId);
  if (!f) return null;
  if (activation.pending?.kind === "charge")
    return { fighterId: activation.fighterId, action: "charge", from, inches: activation.pending.maxInches };
  if (activation.pending) return null;
  const last = activation.used.at(-1);
  const inches = last ? BB.movementAllowance(f, last) : null;
  return last && inches !== null ? { fighterId: activation.fighterId, action: last, from, inches } : null;
}

/** Whether taking `input` starts a move measured from where the fighter stands now (the token not moved yet). */
export const startsMovement = (input: BB.BattleInput): boolean =>
  input.type === "takeAction" && BB.isMovementAction(input.action);
