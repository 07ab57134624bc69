/**
 * The Battle Sequence as phases, as data: "Each Round is subdivided into three Phases" — the Priority Phase (its two
 * steps, Roll For Priority and Ready Fighters, are phases of their own here, since each waits for an input), the
 * Action Phase and the End Phase, whose three steps "must be taken in the correct order". The battle ends when the GM
 * ends it (ruling 15: the Tourney Scenario's end conditions are not printed here).
 */
export const BATTLE_PHASES = ["priority", "ready", "action", "end", "over"] as const;
export type BattlePhase = (typeof BATTLE_PHASES)[number];

/** "The End Phase has three steps, which must be taken in the correct order". */
export const END_PHASE_STEPS = ["bottleTests", "recovery", "rally"] as const;
export type EndPhaseStep = (typeof END_PHASE_STEPS)[number];

export interface PhaseDefinition {
  /** The rules section that governs the phase. */
  readonly rule: string;
  /** The phase after this one; the End Phase leads to the next Round's Priority Phase. */
  readonly next: BattlePhase;
}

export const PHASES: Readonly<Record<BattlePhase, PhaseDefinition>> = {
  priority: { rule: "Roll For Priority", next: "ready" },
  ready: { rule: "Ready Fighters", next: "action" },
  action: { rule: "Action Phase", next: "end" },
  end: { rule: "End Phase", next: "priority" },
  over: { rule: "End the battle", next: "over" },
};

export const END_PHASE_STEP_RULES: Readonly<Record<EndPhaseStep, string>> = {
  bottleTests: "Bottle Tests",
  recovery: "Recovery",
  rally: "Rally",
};
