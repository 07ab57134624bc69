/**
 * The public API of the pure rules layer: what `dist/rules.mjs` exports and what macros reach at
 * `game.modules.get("five-parsecs-battle").api`. Documented in docs/api.md; keep the two in step.
 *
 * Two rulesets on one core: the core's and Five Parsecs' names at the top level (as they always were), Bracket
 * Busters' under a namespace so its `advance`, `createBattle`, ... never meet Five Parsecs'. Above both: the one table
 * of limits on stored values and the list of every table the rules roll on.
 */
export * from "./core/index";
export * from "./five-parsecs/index";
export type { Limit, IntegerLimit, ChoiceLimit, SetLimit, BooleanLimit, TextLimit, LimitGroup } from "./limits/limit";
export { isLimit } from "./limits/limit";
export { LIMITS, ALL_LIMITS, type LimitedKind, type CheckedKind } from "./limits/limits";
export { checkLimits, type LimitViolation, type LimitProblem, type CheckOptions } from "./limits/check-limits";
export { TABLES } from "./tables/index";

// Bracket Busters, the second battle sequence
export * as BracketBusters from "./bracket-busters/index";
