import { afterAction } from "./action-rules";
import type { ActionId } from "./actions";
import type { Activation, BattleFighter } from "./battle-state";
import { fighterIn, onBattlefield } from "./battle-state";
import { FOCUS_MODIFIER } from "./characteristic-check";
import { refusal, type Modifier, type Refusal } from "./core";
import type { Positions } from "./positions";
import type { TransitionBuilder } from "./transition";

/** The fighter taking an action and its activation, as the action handlers read them. */
export interface Actor {
  readonly f: BattleFighter;
  readonly activation: Activation;
  /** Whether the action is the free one a Charge offered. */
  readonly free: boolean;
}

export interface ActionRecord {
  readonly inches?: number | null;
  readonly modifiers?: readonly Modifier[];
  readonly notes?: readonly string[];
  readonly fighterIds?: readonly string[];
  readonly facing?: number | null;
}

/**
 * The action is taken: it costs its Actions (none when free), is announced with what the text says it does, and ends a
 * pending Aim unless it is the Shoot the Aim was for or another Aim ("if the fighter's next action is a Shoot action").
 */
export function recordAction(b: TransitionBuilder, actor: Actor, id: ActionId, record: ActionRecord = {}): void {
  const turn = b.state.turn;
  const current = turn?.activation;
  if (turn && current)
    b.update({ turn: { ...turn, activation: { ...afterAction(current, id), pending: current.pending } } });
  if (id !== "aim") b.fighter(actor.f.fighter.id, { aim: false });
  b.announcements.push({
    kind: "action",
    fighterId: actor.f.fighter.id,
    action: id,
    free: actor.free,
    inches: record.inches ?? null,
    modifiers: record.modifiers ?? [],
    notes: record.notes ?? [],
    fighterIds: record.fighterIds ?? [],
    facing: record.facing ?? null,
  });
}

/** Sets what the action leaves open (a Charge's move, a Disengage's free attacks) on the activation. */
export function setPending(
  b: TransitionBuilder,
  pending: Activation["pending"],
  patch: Partial<Activation> = {},
): void {
  const turn = b.state.turn;
  if (turn?.activation) b.update({ turn: { ...turn, activation: { ...turn.activation, ...patch, pending } } });
}

/** Ruling 10: Focus adds +1 to the fighter's next characteristic check this Round, and is used by it. */
export function focusFor(b: TransitionBuilder, fighterId: string): Modifier[] {
  const f = fighterIn(b.state, fighterId);
  if (!f?.focus) return [];
  b.fighter(fighterId, { focus: false });
  return [FOCUS_MODIFIER];
}

/** An enemy fighter on the battlefield, or why not. */
export function enemyOnBattlefield(
  b: TransitionBuilder,
  actor: BattleFighter,
  id: string,
  field: string,
): BattleFighter | Refusal {
  const f = fighterIn(b.state, id);
  if (!f) return refusal("notInBattle", `${field}: ${id} is not a fighter in this battle.`);
  if (f.fighter.gangId === actor.fighter.gangId)
    return refusal("notAnEnemy", `${field}: ${f.fighter.name} is not an enemy fighter.`);
  if (!onBattlefield(f)) return refusal("outOfAction", `${field}: ${f.fighter.name} is Out of Action.`);
  return f;
}

/** Tells a refusal from the fighter or weapon a check found (neither has a `code`). */
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "code" in value && "message" in value;

/** The positions an input needs, or the refusal naming the first missing fighter. */
export function missingPosition(
  positions: Positions | undefined,
  ids: readonly string[],
  rule: string,
): Refusal | null {
  if (!positions) return refusal("positionsNeeded", `${rule}: positions are needed to measure.`);
  const missing = ids.find((id) => !positions[id]);
  return missing === undefined
    ? null
    : refusal("positionMissing", `${rule}: positions.${missing} is needed to measure.`);
}
