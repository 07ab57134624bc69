/**
 * Five Parsecs From Home: its figures, Resolving Hits, Ranged and Brawling Combat, the battle round, its tables, its
 * battlefield rules and the enemy AI.
 */
export * from "./figures/vocabulary";
export type { Figure, CrewFigure, EnemyFigure } from "./figures/figure";
export {
  isCrew,
  isEnemy,
  hasCrewTrait,
  isFearless,
  savingThrowsOf,
  bestSavingThrow,
  usableRangedWeapons,
} from "./figures/figure";
export type { Weapon } from "./figures/weapon";
export { hasTrait, isRanged, isUsable, isUsableState } from "./figures/weapon";
export type { ProtectiveGear } from "./figures/protective-gear";
export { MARKERS, UNHARMED, withMarker, type Marker, type FigureCondition } from "./figures/condition";
export type { StateChange } from "./outcome/state-change";
export { undoChanges } from "./outcome/undo-changes";
export { arcOfFire, ARC_OF_FIRE_DEGREES, PISTOL_ARC_OF_FIRE_DEGREES } from "./figures/arc-of-fire";
export {
  figureProblem,
  assertFigure,
  weaponProblem,
  gearProblem,
  describeProblem,
  type FigureProblem,
} from "./figures/figure-checks";

// Its tables (every one is also in TABLES)
export { BATTLE_EVENTS } from "./tables/battle-events";
export { CASUALTY_TABLES, CASUALTY_TABLE_LIST, type CasualtyResultId } from "./tables/casualty-tables";

// Resolving Hits
export { resolveHit, type HitInput, type HitOutcome } from "./hits/resolve-hit";
export { rollLuck, hasLuck, type LuckRoll } from "./hits/luck";
export {
  rollSavingThrow,
  savingThrowScore,
  savingThrowsAgainst,
  type SavingThrowOptions,
  type SavingThrowRoll,
} from "./hits/saving-throw";
export { rollDamage, damageResult, type DamageInput, type DamageResult, type DamageRoll } from "./hits/damage";
export {
  rollCasualty,
  applyCasualty,
  casualtyTableFor,
  casualtyModifiers,
  type CasualtyRoll,
  type CasualtyEffect,
} from "./hits/casualty";
export { rollDamagedActivation, rollBleedingAfterActivation, type ActivationRoll } from "./hits/activation-effects";
export { afterTheBattle } from "./hits/after-the-battle";
export { effectiveCombatSkill, effectiveSpeed } from "./hits/wounds";

// Ranged Combat
export { resolveShot, type ShotRequest, type ShotOutcome, type ShotHit, type ShotRefusal } from "./shooting/shoot";
export type { TargetView } from "./shooting/target-view";
export { canFire, type FireEligibility, type FireRefusal } from "./shooting/eligibility";
export { checkGunSlinging } from "./shooting/gun-slinging";
export {
  legalTargets,
  forcedTargets,
  checkPlayerTarget,
  chooseEnemyTarget,
  targetRefusal,
} from "./shooting/target-selection";
export { allocateEnemyShots, checkAllocation, type Allocation } from "./shooting/shot-allocation";
export { rollToHit, isHit, neededToHit, HIT_RULE, type HitMode, type HitStep } from "./shooting/hit-roll";
export { canPanicFire, shotsFired, afterFiring } from "./shooting/panic-fire";
export { rollCrouching } from "./shooting/crouching";
export { canFirefight, firefightAfter } from "./shooting/firefight";
export { canLunge, lungesAfter } from "./shooting/lunge";

// Brawling Combat
export { resolveBrawl, type BrawlInput, type BrawlOutcome, type BrawlHit } from "./brawling/brawl";
export { bestBrawlWeapon, brawlChoices, brawlBonus, IMPROVISED } from "./brawling/brawl-weapon";
export { mayEngage, type EngageVerdict } from "./brawling/engage";
export { followUp, type AfterBrawl } from "./brawling/follow-up";
export {
  planMultipleOpponents,
  MULTIPLE_OPPONENTS_RULE,
  type MultipleOpponentsPlan,
  type MultipleOpponentsInput,
  type PlannedFight,
} from "./brawling/multiple-opponents";
export { loneFighterGroup, type BrawlGroup, type Touching } from "./brawling/lone-fighter";

// A whole attack: the Shots or the brawl, then every hit resolved in order
export * from "./attack/index";

// The battle round: Seize the Initiative, the Reaction Roll, the phases, activations and the End Phase
export * from "./round/index";
export * from "./tables/escalation";

// The battlefield: Lines of Sight, Cover, Arcs of Fire, range and movement on a plain snapshot of the table
export * from "./battlefield/index";

// Enemy AI: each enemy's action, move and shot, explained
export * from "./ai/index";
export * from "./tables/ai-movement";
