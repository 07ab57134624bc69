import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { reactionFor } from "./schedule";
import { pendingIn } from "./schedule";
import { holdsTheField, type BattleEndReason, type BattleSummary } from "./ending-the-battle";
import { FRESH_ROUND, type BattleState, type RemovalReason } from "./battle-state";
import { isActionPhase, PHASES, type BattlePhase } from "./phases";
import { randomFigure } from "./random-figure";
import type { TransitionBuilder } from "./transition";

/** The moves every handler shares: starting a round, entering phases, removing figures, ending the battle. */

export const POSSIBLE_REINFORCEMENTS_PURPOSE = "Possible reinforcements";
/** "On a 5–6, a new basic enemy figure is placed on the marker, otherwise it is removed." */
export const REINFORCEMENT_ARRIVES_ON = 5;

export function startRound(b: TransitionBuilder, round: number): void {
  b.update({ round, phase: "reaction", ...FRESH_ROUND });
  b.update({ reaction: reactionFor(b.state, round) });
  b.announcements.push({ kind: "phase", round, phase: "reaction" });
}

function summaryOf(state: BattleState, reason: BattleEndReason): BattleSummary {
  const enemyRemoved = state.removed.filter((r) => r.side === "enemy");
  const crewRemoved = state.removed.filter((r) => r.side === "crew");
  return {
    reason,
    round: state.round,
    heldTheField: holdsTheField(reason),
    objectivesPossible: reason !== "clockRanOut" && reason !== "abandoned",
    crewRemaining: state.crew.map((f) => f.id),
    enemiesRemaining: state.enemies.map((f) => f.id),
    enemiesKilled: enemyRemoved.filter((r) => r.reason === "casualty").map((r) => r.figureId),
    enemiesBailed: enemyRemoved.filter((r) => r.reason !== "casualty").map((r) => r.figureId),
    crewCasualties: crewRemoved.filter((r) => r.reason === "casualty").map((r) => r.figureId),
    crewLeft: crewRemoved.filter((r) => r.reason !== "casualty").map((r) => r.figureId),
    escalationRolls: state.escalationRollsUsed,
    battleEvents: state.battleEvents.map((e) => e.eventId),
  };
}

export function endBattle(b: TransitionBuilder, reason: BattleEndReason): void {
  const summary = summaryOf(b.state, reason);
  b.update({ phase: "over", active: null, over: summary });
  b.announcements.push({ kind: "battleOver", summary });
}

/**
 * "Ending the Battle" when a side is gone. Our reading: the battle ends the moment the last figure of a side leaves,
 * not at the End Phase, since nothing is left to play. "All player figures left the battlefield" only when none of
 * them became a casualty; otherwise "All player figures have become casualties or have left the battlefield".
 */
export function endIfSideGone(b: TransitionBuilder): boolean {
  if (b.state.over) return true;
  if (b.state.enemies.length === 0) {
    endBattle(b, "enemiesGone");
    return true;
  }
  if (b.state.crew.length === 0) {
    const crewRemoved = b.state.removed.filter((r) => r.side === "crew");
    endBattle(b, crewRemoved.every((r) => r.reason === "leftTheField") ? "crewLeft" : "crewGone");
    return true;
  }
  return false;
}

/** Takes a figure out of the battle: off the roster, its pending activations cancelled, logged with the reason. */
export function removeFromBattle(
  b: TransitionBuilder,
  figureId: string,
  reason: RemovalReason,
  announce: boolean,
): void {
  const side = b.state.crew.some((f) => f.id === figureId) ? "crew" : "enemy";
  b.update({
    crew: b.state.crew.filter((f) => f.id !== figureId),
    enemies: b.state.enemies.filter((f) => f.id !== figureId),
    removed: [...b.state.removed, { figureId, side, reason, round: b.state.round }],
    schedule: b.state.schedule.map((s) =>
      s.figureId === figureId && s.status === "pending" ? { ...s, status: "removed" } : s,
    ),
    active: b.state.active?.figureId === figureId ? null : b.state.active,
    snapFireHolders: b.state.snapFireHolders.filter((id) => id !== figureId),
    overwatchIds: b.state.overwatchIds.filter((id) => id !== figureId),
  });
  if (announce) {
    b.changes.push({ kind: "removeFromPlay", figureId, reason });
    b.announcements.push({ kind: "figureRemoved", figureId, reason });
  }
}

function enter(b: TransitionBuilder, phase: BattlePhase): void {
  b.update({ phase });
  b.announcements.push({ kind: "phase", round: b.state.round, phase });
}

/**
 * "Possible reinforcements": "At the start of the Enemy Actions phase next round, select a random marker, and roll
 * 1D6. On a 5–6, a new basic enemy figure is placed on the marker, otherwise it is removed. Roll for one marker per
 * round until they are all gone." The markers are alike in the rules' data, so the random marker is announced by
 * number; either way it leaves the table. An arriving figure is added by the adapter with `addFigure`.
 */
async function rollForReinforcementMarker(b: TransitionBuilder, dice: Dice): Promise<void> {
  const markers = b.state.effects.reinforcementMarkers;
  if (markers <= 0) return;
  const marker = await randomFigure(
    Array.from({ length: markers }, (_, i) => `marker ${i + 1}`),
    dice,
    "Possible reinforcements: marker",
    "Possible reinforcements",
  );
  if (marker.step.dice.length > 0) b.steps.push(marker.step);
  const [die] = await rollDice(dice, d6(POSSIBLE_REINFORCEMENTS_PURPOSE));
  const arrives = (die?.value ?? 0) >= REINFORCEMENT_ARRIVES_ON;
  b.steps.push({
    rule: "Possible reinforcements",
    dice: die ? [die] : [],
    modifiers: [],
    total: die?.value ?? 0,
    needed: REINFORCEMENT_ARRIVES_ON,
    result: arrives ? "arrives" : "removed",
  });
  b.update({ effects: { ...b.state.effects, reinforcementMarkers: markers - 1 } });
  b.announcements.push({ kind: "reinforcementMarker", arrives, markersLeft: markers - 1 });
}

/**
 * Runs the phases forward while the current one has nobody left to act: Quick → Enemy → Slow → End. Phases are data
 * (PHASES); this only follows `next`. At the start of the Enemy phase the reinforcement markers roll; at its end
 * "Renewed efforts" gives a random enemy its extra activation, once for each time it was rolled. Stops at the End
 * Phase, which needs the table's input.
 */
export async function settle(b: TransitionBuilder, dice: Dice): Promise<void> {
  for (;;) {
    const { phase, active, schedule } = b.state;
    if (b.state.over || !isActionPhase(phase) || active !== null) return;
    if (pendingIn(schedule, phase).length > 0) return;
    if (
      phase === "enemy" &&
      b.state.renewedEffortsUsed < b.state.effects.renewedEfforts &&
      b.state.enemies.length > 0
    ) {
      // "after all enemy figures have acted, select a random figure that may immediately take a second Move and
      // second Combat Action": a random enemy (the enemy's effort), as one extra activation. Ruling 9: rolled twice,
      // twice, each a random enemy; a "second" Move is not a third, so one already given it this round is passed
      // over while another is left.
      const given = new Set(b.state.schedule.filter((s) => s.extra && s.phase === "enemy").map((s) => s.figureId));
      const ids = b.state.enemies.map((f) => f.id);
      const fresh = ids.filter((id) => !given.has(id));
      const pick = await randomFigure(fresh.length > 0 ? fresh : ids, dice, "Renewed efforts", "Renewed efforts");
      if (pick.step.dice.length > 0) b.steps.push(pick.step);
      b.update({
        renewedEffortsUsed: b.state.renewedEffortsUsed + 1,
        schedule: [
          ...b.state.schedule,
          { figureId: pick.figureId, phase: "enemy", status: "pending", snapFire: false, extra: true },
        ],
      });
      b.announcements.push({ kind: "extraActivation", figureId: pick.figureId, eventId: "renewedEfforts" });
      continue;
    }
    const next = PHASES[phase].next;
    enter(b, next);
    if (next === "enemy") await rollForReinforcementMarker(b, dice);
  }
}
