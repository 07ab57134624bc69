/**
 * The public API of the pure rules layer: what `dist/rules.mjs` exports and what macros reach at
 * `game.modules.get("five-parsecs-battle").api`. Documented in docs/api.md; keep the two in step.
 */
export * from "./figures/vocabulary";
export type { Figure, CrewFigure, EnemyFigure } from "./figures/figure";
export { isCrew, isEnemy, hasCrewTrait, isFearless, savingThrowsOf, bestSavingThrow } from "./figures/figure";
export type { Weapon } from "./figures/weapon";
export { hasTrait, isRanged, isUsable } from "./figures/weapon";
export type { ProtectiveGear } from "./figures/protective-gear";
export { MARKERS, UNHARMED, withMarker, type Marker, type FigureCondition } from "./figures/condition";
export type { RolledDie, Modifier, Step, StateChange } from "./outcome/outcome";
export { sumOf } from "./outcome/outcome";
export { arcOfFire, ARC_OF_FIRE_DEGREES, PISTOL_ARC_OF_FIRE_DEGREES } from "./figures/arc-of-fire";

export type { Limit, IntegerLimit, ChoiceLimit, SetLimit, BooleanLimit, TextLimit, LimitGroup } from "./limits/limit";
export { isLimit } from "./limits/limit";
export { LIMITS, type LimitedKind } from "./limits/limits";
export { checkLimits, type LimitViolation, type LimitProblem, type CheckOptions } from "./limits/check-limits";

export type { Dice, DiceRequest, DieFaces } from "./dice/dice";
export { d3, d6, d100, rollDice, formulaOf, assertValidRequest, DIE_FACES, MAX_DICE_PER_REQUEST } from "./dice/dice";
export { SeededDice } from "./dice/seeded-dice";
export { ScriptedDice, type ScriptedRoll } from "./dice/scripted-dice";

export type { RollTableSource, TableResult } from "./tables/roll-table";
export { resultFor, tableCoverageProblems, facesOf } from "./tables/roll-table";
export { TABLES } from "./tables/index";
export { BATTLE_EVENTS } from "./tables/battle-events";
