/** The enemy AI ("Enemy Movement"): decisions, tactical positions and explained suggestions, as plain data. */
export { AI_ACTIONS, FALLBACK_TEXT, isAiAction, type AiActionId } from "./ai-actions";
export { AI_BEHAVIOURS, actionForRoll, rollsOnTable, type AiBehaviour, type BaseCondition } from "./ai-behaviours";
export { checkBaseCondition, BASE_CONDITION_INCHES, type BaseConditionVerdict } from "./base-conditions";
export { enemyGroups, groupOf, GROUP_ACTION_INCHES } from "./group-actions";
export { decideGroupAction, aiTablePurpose } from "./decide";
export { contactPoints, routeToEngage, bestRouteToEngage, type EngageRoute } from "./engage";
export { rollOverwatch, overwatchScore, OVERWATCH_RULE } from "./overwatch";
export { rollSkulking, skulkingPlace, SKULKING_RULE, SKULKING_SCORE } from "./skulking";
export { planShot, type ShotPlan } from "./planned-attack";
export {
  carryOut,
  pickPosition,
  mayDash,
  GUARDIAN_INCHES,
  BEAST_FRIEND_INCHES,
  type ActionContext,
  type ActionResult,
  type MovePlan,
  type WardPlan,
} from "./positions";
export {
  Situation,
  Spot,
  edgeDistance,
  inferPlayerEdge,
  type AiOptions,
  type Opponent,
  type ShotEase,
} from "./situation";
export { TABLE_EDGES, type TableEdge } from "./table-edges";
export {
  decideEnemyAction,
  suggestEnemyPhase,
  type EnemyActionRequest,
  type EnemyPhaseRequest,
} from "./suggest";
export { withFigureMoved } from "./figure-moved";
export type {
  AiDecision,
  Because,
  DecisionSource,
  EnemySuggestion,
  OverwatchRoll,
  PlannedAttack,
  PlannedBrawl,
  PlannedShot,
  SkulkingRoll,
} from "./suggestion";
export {
  movementTriggers,
  watcherSees,
  pathUntil,
  pathFrom,
  headingOf,
  type Watcher,
  type WatchKind,
  type MovementTrigger,
  type TriggerOptions,
} from "./movement-triggers";
