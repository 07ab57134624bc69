import type { BattleState, ReactionState, Slot } from "./battle-state";
import type { CrewPhase } from "./reaction-roll";

/**
 * Rules Notes "A figure arriving mid-round" (fpbNotesArrival1): a crew member that joins after its round's Reaction step
 * was decided (the dice rolled, the phases chosen or locked) has no die, so it cannot be Quick ("a die result equal or
 * below their Reaction score"); "every figure always gets to act", so it acts in the Slow Actions phase of that round.
 */
export const ARRIVAL_PHASE: CrewPhase = "slow";

export const slot = (figureId: string, phase: Slot["phase"], extra = false): Slot => ({
  figureId,
  phase,
  status: "pending",
  snapFire: false,
  extra,
});

/**
 * The round's activations once the Reaction Roll is locked: "Note that every figure always gets to act." Each crew
 * figure in the phase its die (or choice) gave it, one that arrived after the dice were rolled in ARRIVAL_PHASE, every
 * enemy in the Enemy Actions phase. "Seized the moment" and
 * "A desperate plan" give a figure both crew phases; "A desperate plan" takes every activation from another.
 */
export function buildSchedule(state: BattleState, crewPhases: Readonly<Record<string, CrewPhase>>): Slot[] {
  const round = state.round;
  const both = new Set(state.effects.bothPhases.filter((b) => b.round === round).map((b) => b.figureId));
  const cannot = new Set(state.effects.cannotAct.filter((c) => c.round === round).map((c) => c.figureId));
  const crew: Slot[] = state.crew.flatMap((figure) => {
    if (cannot.has(figure.id)) return [];
    if (both.has(figure.id)) return [slot(figure.id, "quick"), slot(figure.id, "slow", true)];
    return [slot(figure.id, crewPhases[figure.id] ?? ARRIVAL_PHASE)];
  });
  return [...crew, ...state.enemies.map((figure) => slot(figure.id, "enemy"))];
}

/** The crew figures whose phase the Reaction step decides this round: everyone but those an event placed already. */
export function reactorsFor(state: BattleState, round: number): ReactionState["reactors"] {
  const placed = new Set([
    ...state.effects.bothPhases.filter((b) => b.round === round).map((b) => b.figureId),
    ...state.effects.cannotAct.filter((c) => c.round === round).map((c) => c.figureId),
  ]);
  return state.crew.filter((f) => !placed.has(f.id)).map(({ id, reactions, feral }) => ({ id, reactions, feral }));
}

/** The Reaction step of a round: rolled, or chosen ("Cunning plan", "A moment of hesitation"). */
export function reactionFor(state: BattleState, round: number): ReactionState {
  const mode =
    state.effects.freeChoiceRound === round
      ? "freeChoice"
      : state.effects.hesitationRound === round
        ? "hesitation"
        : "roll";
  return { mode, reactors: reactorsFor(state, round), dice: null, assignment: null, choices: null, locked: false };
}

/** Pending slots of a phase. */
export const pendingIn = (schedule: readonly Slot[], phase: Slot["phase"]): Slot[] =>
  schedule.filter((s) => s.phase === phase && s.status === "pending");
