/**
 * The battle as phases, as data (boardgame.io style): where each phase leads and who acts in it. "Every round
 * consists of the following phases" — the Reaction Roll, "Quick Actions go first. Enemy Actions go second. Slow
 * Actions go last.", then the End Phase. Seizing the Initiative comes once, "before the first round of the battle".
 */
export const BATTLE_PHASES = ["seize", "reaction", "quick", "enemy", "slow", "end", "over"] as const;
export type BattlePhase = (typeof BATTLE_PHASES)[number];

/** The three phases in which figures activate, in the order they run. */
export const ACTION_PHASES = ["quick", "enemy", "slow"] as const;
export type ActionPhase = (typeof ACTION_PHASES)[number];

export interface PhaseDefinition {
  /** The rules section that governs the phase. */
  readonly rule: string;
  /** The phase after this one. The End Phase leads to the next round's Reaction Roll unless the battle ended. */
  readonly next: BattlePhase;
  /** Whose figures activate in it. */
  readonly actors: "crew" | "enemy" | null;
}

export const PHASES: Readonly<Record<BattlePhase, PhaseDefinition>> = {
  seize: { rule: "Seizing the Initiative", next: "reaction", actors: "crew" },
  reaction: { rule: "The Reaction Roll", next: "quick", actors: null },
  quick: { rule: "Actions", next: "enemy", actors: "crew" },
  enemy: { rule: "Actions", next: "slow", actors: "enemy" },
  slow: { rule: "Actions", next: "end", actors: "crew" },
  end: { rule: "End Phase", next: "reaction", actors: null },
  over: { rule: "Ending the Battle", next: "over", actors: null },
};

export const isActionPhase = (phase: BattlePhase): phase is ActionPhase =>
  (ACTION_PHASES as readonly string[]).includes(phase);

/** Position of an action phase in the round, for ordering activations. */
export const actionPhaseOrder = (phase: ActionPhase): number => ACTION_PHASES.indexOf(phase);
