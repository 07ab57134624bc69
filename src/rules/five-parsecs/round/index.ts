/**
 * The battle round (issue #4): Seizing the Initiative, the Reaction Roll, the Quick / Enemy / Slow phases, Snap Fire,
 * activations, and the End Phase, as a pure state machine (`advance`) and the rules it is made of.
 */
export { refusal, type Refusal } from "../../core/refusal";
export { DIFFICULTY_MODES, difficultySeizeModifier, type DifficultyMode } from "./difficulty";
export {
  rollSeizeTheInitiative,
  seizeModifiers,
  enemySeizeModifiers,
  isOutnumbered,
  SEIZE_TARGET,
  SEIZE_HIT_MODE,
  HIRED_MUSCLE_MODIFIER,
  OUTNUMBERED_MODIFIER,
  type SeizeInput,
  type SeizeResult,
} from "./seize-the-initiative";
export {
  rollReactionDice,
  phaseForDie,
  phasesOf,
  checkReactionAssignment,
  reactorOf,
  type Reactor,
  type CrewPhase,
  type ReactionAssignment,
} from "./reaction-roll";
export { feralDieIndex } from "./feral-impetuous-actions";
export { assignForMostQuick, quickCount } from "./assign-for-most-quick";
export {
  PHASES,
  BATTLE_PHASES,
  ACTION_PHASES,
  isActionPhase,
  actionPhaseOrder,
  type BattlePhase,
  type ActionPhase,
  type PhaseDefinition,
} from "./phases";
export {
  ACTIVATION_ACTIONS,
  MAX_FREE_ACTIONS,
  startedActivation,
  actionRefusal,
  allowedActions,
  afterAction,
  conditionAfterActing,
  rollsAtActivation,
  rollsAfterActivation,
  type Activation,
  type ActivationAction,
  type AllowedActions,
  type ActivationRolls,
} from "./activation";
export {
  crewMovement,
  isSeizing,
  type CrewMovement,
  type MeasuredFrom,
  type MoveAllowance,
  type MovementInput,
} from "./crew-movement";
export {
  rollMorale,
  moraleEnemyOf,
  MORALE_RULE,
  panicRangeOf,
  type MoraleEnemy,
  type MoraleInput,
  type MoraleResult,
} from "./enemy-running-away";
export {
  escalationTriggers,
  mainAiTypeOf,
  rollEscalation,
  MAX_ESCALATION_ROLLS,
  type EscalationConditions,
  type EscalationRoll,
} from "./escalating-battles";
export {
  BATTLE_END_REASONS,
  ENDING_RULE,
  holdsTheField,
  withdrawalDice,
  rollWithdrawal,
  rollClock,
  type BattleEndReason,
  type BattleSummary,
} from "./ending-the-battle";
export {
  BATTLE_EVENT_AUTOMATION,
  BATTLE_EVENT_IDS,
  BATTLE_EVENT_ROUNDS,
  isBattleEventId,
  type AutomationLevel,
  type BattleEventId,
  type EventAutomation,
} from "./battle-event-automation";
export {
  createBattle,
  hasActed,
  isInBattle,
  sideOf,
  removedThisRound,
  NO_EFFECTS,
  REMOVAL_REASONS,
  type BattleState,
  type BattleSetup,
  type NewBattle,
  type CrewEntry,
  type EnemyEntry,
  type RemovedFigure,
  type RemovalReason,
  type Slot,
  type ReactionMode,
  type ReactionState,
  type SeizeState,
  type BattleEffects,
  type PendingChoice,
  type SnapFireEffect,
} from "./battle-state";
export { buildSchedule } from "./schedule";
export {
  CORRECTABLE_CONDITION,
  MARK_NAMES,
  type CorrectableCondition,
  type FigureMarks,
  type GmCorrection,
} from "./figure-marks";
export {
  OVERWATCH_END_REASONS,
  ENEMY_OVERWATCH_RULE,
  isOnOverwatch,
  type OverwatchEndReason,
} from "./overwatch-status";
export {
  rollAmmoFault,
  firedWeaponOf,
  AMMO_FAULT_RULE,
  type FiredWeapon,
  type AmmoFaultResult,
  type AmmoFaultOutcome,
} from "./ammo-fault";
export type { BattleInput, EndPhaseEnemy } from "./battle-input";
export type { Transition, Announcement, BattleChange } from "./transition";
export { advance } from "./round-machine";
