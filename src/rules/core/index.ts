/**
 * The core both rulesets share: dice, the steps and modifiers a resolution shows, refusals, roll tables and the
 * battlefield (geometry, Lines of Sight, Cover, arcs, range, the movement search and the spatial index).
 */
export type { RolledDie, Modifier, Step } from "./outcome/outcome";
export { sumOf } from "./outcome/outcome";
export type { Dice, DiceRequest, DieFaces } from "./dice/dice";
export { d3, d6, d100, rollDice, formulaOf, assertValidRequest, DIE_FACES, MAX_DICE_PER_REQUEST } from "./dice/dice";
export { SeededDice } from "./dice/seeded-dice";
export { ScriptedDice, type ScriptedRoll } from "./dice/scripted-dice";
export { PrerolledDice } from "./dice/prerolled-dice";
export type { RollTableSource, TableResult } from "./tables/roll-table";
export { resultFor, tableCoverageProblems, facesOf } from "./tables/roll-table";
export { chooseRandomly } from "./dice/choose-randomly";
export { refusal, type Refusal } from "./refusal";
export * from "./battlefield/index";
