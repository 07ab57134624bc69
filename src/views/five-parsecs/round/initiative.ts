import { ACTION_PHASES, type ActionPhase, type BattleState } from "../../../rules";

/**
 * Phase membership as combatant initiative, so Foundry's own tracker orders the turns: "Quick Actions go first.
 * Enemy Actions go second. Slow Actions go last." Each phase has a band of values (Quick above Enemy above Slow),
 * and within a band the figures keep their roster order. A figure with several activations (an event's extra one)
 * sits where its next one is; a figure that has acted stays where it acted.
 */
export const PHASE_BAND = 100;
const BAND_TOP: Readonly<Record<ActionPhase, number>> = {
  quick: 3 * PHASE_BAND,
  enemy: 2 * PHASE_BAND,
  slow: PHASE_BAND,
};

/** The phase a figure belongs to this round: its next pending activation, else its last one; null without any. */
export function phaseOfFigure(state: BattleState, figureId: string): ActionPhase | null {
  const slots = state.schedule.filter((slot) => slot.figureId === figureId);
  const pending = slots.find((slot) => slot.status === "pending");
  return (pending ?? slots.at(-1))?.phase ?? null;
}

/**
 * The initiative of every figure that has a phase this round, by figure id. Before the Reaction Roll is locked the
 * crew have no phase yet: enemies already sit in the Enemy band and the crew above them in roster order, as the
 * Seize the Initiative moves come first.
 */
export function initiativesFor(state: BattleState): Map<string, number> {
  const result = new Map<string, number>();
  if (state.schedule.length === 0) {
    for (const [i, figure] of state.crew.entries()) result.set(figure.id, BAND_TOP.quick - i);
    for (const [i, figure] of state.enemies.entries()) result.set(figure.id, BAND_TOP.enemy - i);
    return result;
  }
  const order = [...new Set(state.schedule.map((slot) => slot.figureId))];
  const counters: Record<ActionPhase, number> = { quick: 0, enemy: 0, slow: 0 };
  for (const figureId of order) {
    const phase = phaseOfFigure(state, figureId);
    if (!phase) continue;
    result.set(figureId, BAND_TOP[phase] - counters[phase]);
    counters[phase] += 1;
  }
  return result;
}

/** The phase an initiative value stands for, or null for one outside the bands (a combatant the round does not know). */
export function phaseOfInitiative(initiative: number | null): ActionPhase | null {
  if (initiative === null) return null;
  return (
    ACTION_PHASES.find((phase) => initiative <= BAND_TOP[phase] && initiative > BAND_TOP[phase] - PHASE_BAND) ?? null
  );
}
