/*
 * Everything Bracket Busters takes from outside its folder, in one place: the core both rulesets share (dice, steps,
 * refusals, roll tables, limits, the battlefield). When the shared code moves (src/rules/core/), only this file changes.
 * Nothing here is Five Parsecs' own: no figures, round, AI, shooting or hits.
 */
export { d3, d6, rollDice, MAX_DICE_PER_REQUEST, type Dice, type DiceRequest, type DieFaces } from "../core/dice/dice";
export { sumOf, type Modifier, type RolledDie, type Step } from "../core/outcome/outcome";
// The refusal shape both rulesets answer with, so one adapter words both alike.
export { refusal, type Refusal } from "../core/refusal";
export { resultFor, tableCoverageProblems, type RollTableSource, type TableResult } from "../core/tables/roll-table";
export { checkLimits, type LimitViolation } from "../limits/check-limits";
export {
  expectedBy,
  type BooleanLimit,
  type ChoiceLimit,
  type IntegerLimit,
  type Limit,
  type LimitGroup,
  type SetLimit,
  type TextLimit,
} from "../limits/limit";
export type { Battlefield, FigurePlacement } from "../core/battlefield/battlefield";
export type { Point } from "../core/battlefield/geometry";
export { rangeBetween } from "../core/battlefield/range";
export { inArc } from "../core/battlefield/arc";
export { cheapestPathFor, LATTICE_INCHES, reachFor, type Mover, type Reach } from "../core/battlefield/movement/reach";
export {
  MAX_SPEED_INCHES,
  MAX_TABLE_INCHES,
  TABLE_MARGIN_INCHES,
  TableLimitError,
} from "../core/battlefield/limits-of-the-table";
