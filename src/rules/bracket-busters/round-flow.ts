import { fighterIn, priorityOrder, readyFightersOf, type OutOfAction } from "./battle-state";
import { PHASES } from "./phases";
import type { TransitionBuilder } from "./transition";
import { OUT_OF_ACTION_XP, type XpEntry } from "./xp";

/*
 * How the Round moves on: from the End Phase to the next Round's Priority Phase, from turn to turn in Priority order,
 * and from the Action Phase to the End Phase "when there are no remaining Ready fighters still in the battle".
 */

/** A new Round: Focus lasts "this Round" only; turns and activations start afresh. */
export function startRound(b: TransitionBuilder): void {
  const round = b.state.round + 1;
  b.update({
    round,
    phase: "priority",
    turn: null,
    turnsThisRound: [],
    activatedThisRound: [],
    end: null,
    fighters: b.state.fighters.map((f) => (f.focus ? { ...f, focus: false } : f)),
  });
  b.announcements.push({ kind: "phase", round, phase: "priority" });
}

export function enterPhase(b: TransitionBuilder, phase: typeof b.state.phase): void {
  b.update({ phase });
  b.announcements.push({ kind: "phase", round: b.state.round, phase });
}

/**
 * Ruling 13: "The Action phase goes round the gangs in Priority order; a gang with no Ready fighter is passed over; the
 * phase ends when no gang has a Ready fighter." `after`: the gang whose turn just ended, or null to start with Priority.
 */
export function passTurn(b: TransitionBuilder, after: string | null): void {
  const order = priorityOrder(b.state);
  const start = after === null ? 0 : order.indexOf(after) + 1;
  const passed: string[] = [];
  for (let k = 0; k < order.length; k++) {
    const gangId = order[(start + k) % order.length];
    if (gangId === undefined) continue;
    if (readyFightersOf(b.state, gangId).length === 0) {
      passed.push(gangId);
      continue;
    }
    for (const id of passed) b.announcements.push({ kind: "passedOver", gangId: id });
    b.update({
      turn: { gangId, group: null, activation: null, activated: [] },
      turnsThisRound: [...b.state.turnsThisRound, gangId],
    });
    b.announcements.push({ kind: "turn", gangId });
    return;
  }
  b.update({ turn: null });
  enterPhase(b, PHASES.action.next);
  b.update({ end: { step: "bottleTests", recoveryChoices: [], rallyGang: null, rallied: [] } });
  b.announcements.push({ kind: "endPhaseStep", step: "bottleTests" });
}

/**
 * A turn is over when its one activation has ended, or when every fighter of its Group Activation still Ready has
 * activated; a turn in which nothing has activated ends only when its gang has no Ready fighter left (ruling 16:
 * "A player whose gang has a Ready fighter on its turn must activate one").
 */
export function settleTurn(b: TransitionBuilder): void {
  const turn = b.state.turn;
  if (b.state.phase !== "action" || !turn || turn.activation) return;
  const ready = (id: string): boolean => {
    const f = fighterIn(b.state, id);
    return !!f && f.ready && f.status !== "outOfAction";
  };
  const finished = turn.group
    ? turn.group.members.every((id) => turn.activated.includes(id) || !ready(id))
    : turn.activated.length > 0 || readyFightersOf(b.state, turn.gangId).length === 0;
  if (finished) passTurn(b, turn.gangId);
}

export function awardXp(b: TransitionBuilder, entry: XpEntry): void {
  b.update({ xp: [...b.state.xp, entry] });
  b.announcements.push({ kind: "xp", fighterId: entry.fighterId, xp: entry.xp, reason: entry.reason });
}

/**
 * The fighter leaves the battlefield. "Take an enemy ... Out of Action" earns the fighter who did it XP by the target's
 * type (ruling 16: a Coup de Grace too; a fighter who flees or fails Recovery earns nobody XP). If it was activating,
 * its activation ends there.
 */
export function takeOutOfAction(
  b: TransitionBuilder,
  id: string,
  record: Omit<OutOfAction, "round">,
  reason: string,
): void {
  const target = fighterIn(b.state, id);
  if (!target || target.status === "outOfAction") return;
  b.status(id, "outOfAction", reason);
  b.fighter(id, {
    ready: false,
    aim: false,
    focus: false,
    entrench: false,
    outOfAction: { ...record, round: b.state.round },
  });
  const by = record.by === null ? undefined : fighterIn(b.state, record.by);
  if (
    (record.cause === "attack" || record.cause === "coupDeGrace") &&
    by &&
    by.fighter.gangId !== target.fighter.gangId
  ) {
    awardXp(b, {
      fighterId: by.fighter.id,
      xp: OUT_OF_ACTION_XP[target.fighter.type],
      reason: "outOfAction",
      round: b.state.round,
      targetId: id,
    });
  }
  const turn = b.state.turn;
  if (turn?.activation?.fighterId === id) {
    b.update({ turn: { ...turn, activation: null } });
    b.announcements.push({ kind: "activationEnded", fighterId: id });
    settleTurn(b);
  }
}
