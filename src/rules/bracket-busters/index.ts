/**
 * Bracket Busters (bracket-busters-battle-sequence.md) as pure rules: the fighters and their limits, the battle as a
 * state machine (`advance`, shaped as Five Parsecs' round), the checks and tables it rolls, and the geometry it measures.
 * Exported from src/rules/index.ts as the `BracketBusters` namespace, so its names never meet Five Parsecs'.
 */
export * from "./vocabulary";
export type { Profile, GroupActivation, WeaponProfile, Fighter, Gang } from "./fighter";
export {
  fighterProblem,
  gangProblem,
  isFighter,
  isGang,
  MAX_GANGS,
  MAX_FIGHTERS_PER_GANG,
  MAX_WEAPON_PROFILES,
} from "./fighter-checks";
export { BRACKET_BUSTERS_LIMITS, PROFILE_LIMITS, MAX_TEXT_LENGTH } from "./limits";
export { describeProblem, type Problem } from "./problem";
export { oneStepWorse } from "./characteristics";
export { diceCountOf, betterNerve, FOCUS_MODIFIER } from "./characteristic-check";
export { DEFAULT_INJURY_DICE, injuryResultFor, betterInjuryDie, type InjuryDiceFaces } from "./injury-dice";
export {
  BATTLE_PHASES,
  END_PHASE_STEPS,
  PHASES,
  END_PHASE_STEP_RULES,
  type BattlePhase,
  type EndPhaseStep,
  type PhaseDefinition,
} from "./phases";
export {
  ACTIONS,
  ACTION_IDS,
  ACTION_TYPES,
  STATUS_ACTIONS,
  STATUS_ACTIONS_RULE,
  actionCost,
  type ActionId,
  type ActionType,
  type ActionDefinition,
} from "./actions";
export { actionRefusal, allowedActions, afterAction, statusWords } from "./action-rules";
export {
  fighterIn,
  fightersOf,
  gangOf,
  onBattlefield,
  readyFightersOf,
  modifiedToughness,
  weaponOf,
  priorityOrder,
  type BattleState,
  type BattleFighter,
  type BattleSetup,
  type GangEntry,
  type PriorityState,
  type Turn,
  type Activation,
  type GroupActivationState,
  type Pending,
  type EndPhaseState,
  type RecoveryChoice,
  type OutOfAction,
} from "./battle-state";
export { createBattle, newBattleProblem, type NewBattle } from "./new-battle";
export { DISENGAGE_OUTCOMES, type BattleInput, type TakeAction, type DisengageOutcome } from "./battle-input";
export { checkInput, INPUT_TYPES, ACTION_NEEDS, WEAPON_ACTION_NEEDS } from "./input-checks";
export { measuresPositions, MEASURING_ACTIONS } from "./measured-inputs";
export { WITHIN_INCHES } from "./within-one-inch";
export type { Transition, Announcement } from "./transition";
export { advance } from "./machine";
export { PRIORITY_RULE, MAX_ROLL_OFFS } from "./priority";
export { needsNerveToReady, READY_RULE } from "./ready-fighters";
export { groupActivationRefusal, groupActivationCandidates, GROUP_ACTIVATION_RULE } from "./group-activation";
export {
  isMovementAction,
  movementAllowance,
  movementEndsWithin,
  movementReach,
  MOVEMENT_ACTIONS,
} from "./movement-actions";
export { AIM_MODIFIER, BLINDFIRE_MODIFIER, FIRE_THROUGH_TARGET } from "./attack-actions";
export { EXERT_TARGET, EXERT_SUCCESS } from "./take-action";
export {
  needsBottleTest,
  standingFighters,
  BOTTLE_TEST_TARGET,
  BOTTLE_TEST_BELOW,
  BOTTLE_TEST_RULE,
} from "./bottle-tests";
export { RECOVERY_RULE, type Assist } from "./recovery";
export { rallyHelpers, nextRallyGang, untestedBroken, RALLY_RULE, RALLY_INCHES } from "./rally";
export {
  OUT_OF_ACTION_XP,
  RALLY_XP,
  MEMORABLE_DEATH_XP,
  MAX_SCENARIO_XP,
  XP_REASONS,
  xpByFighter,
  type XpEntry,
  type XpReason,
} from "./xp";
export {
  LASTING_INJURY_TABLE,
  PERMANENT_INJURY_TABLE,
  CRITICAL_INJURY_TABLE,
  SURVIVOR_CRITICAL_INJURY_TABLE,
  INJURY_TABLE_LIST,
  PERMANENT_INJURY_EFFECTS,
  SURVIVOR_LOWEST_TOTAL,
} from "./injury-tables";
export { INJURY_OUTCOMES, type InjuryOutcome, type InjuryRecord, type FighterChange } from "./lasting-injuries";
export {
  baseDistance,
  within,
  inBaseContact,
  inVisionArc,
  distanceFromPoint,
  inchesText,
  positionsProblem,
  placementProblem,
  assertPositions,
  VISION_ARC_DEGREES,
  PRONE_BLINDFIRE_ARC_DEGREES,
  BASE_CONTACT_INCHES,
  EXACTLY_TOLERANCE_INCHES,
  MAX_BASE_RADIUS,
  type Placement,
  type Positions,
} from "./positions";
export { engagedWith, proposeEngaged, recoveryAssistants, type ProposedStatus } from "./engaged";
export {
  CORRECTION_RULE,
  CORRECTION_MARKS,
  MAX_FLESH_WOUNDS,
  type Correction,
  type CorrectionMark,
  type FighterCorrection,
  type GangCorrection,
} from "./correction";
export { bottleTestOf, DEFAULT_BOTTLE_TEST, type BottleTestRule } from "./bottle-test-rule";
export { lastingInjuriesDue } from "./lasting-injuries";
export { STEP_RULES, ROLL_RESULTS, STEP_RESULTS, ANNOUNCEMENT_KINDS } from "./step-words";
export { CHARGE_RULE } from "./charge";
export { DISENGAGE_RULE } from "./disengage";
