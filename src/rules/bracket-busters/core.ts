/*
 * Everything Bracket Busters takes from outside its folder, in one place: the core both rulesets share (dice, steps,
 * refusals, roll tables, limits, the battlefield). When the shared code moves (src/rules/core/), only this file changes.
 * Nothing here is Five Parsecs' own: no figures, round, AI, shooting or hits.
 */
export { d3, rollDice, type Dice } from "../core/dice/dice";
export { sumOf, type Modifier, type RolledDie, type Step } from "../core/outcome/outcome";
// The refusal shape both rulesets answer with, so one adapter words both alike.
export { refusal, type Refusal } from "../core/refusal";
export { resultFor, type RollTableSource } from "../core/tables/roll-table";
export { checkLimits, type LimitViolation } from "../limits/check-limits";
export { expectedBy } from "../limits/limit";
export type { Battlefield, FigurePlacement } from "../core/battlefield/battlefield";
export { boxOf, type Point } from "../core/battlefield/geometry";
export { rangeBetween } from "../core/battlefield/range";
export { BoxTree } from "../core/battlefield/spatial-index";
export { inArc } from "../core/battlefield/arc";
export { cheapestPathFor, LATTICE_INCHES, reachFor, type Reach } from "../core/battlefield/movement/reach";
export { MAX_TABLE_INCHES, TABLE_MARGIN_INCHES } from "../core/battlefield/limits-of-the-table";
