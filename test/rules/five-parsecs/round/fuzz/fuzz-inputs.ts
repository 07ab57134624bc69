// The noise a fuzzed battle gets between its moves: stray inputs (well formed, often illegal now) and malformed ones
// (the shapes, words and numbers an outside fuzz found reaching the inside, issue #14).
import type { BattleInput, Figure } from "../../../../../src/rules";
import { AI_TYPES, OVERWATCH_END_REASONS, REMOVAL_REASONS } from "../../../../../src/rules";
import type { Rng } from "../../../../fixtures/fuzz-rng";

export interface NoiseContext {
  readonly ids: readonly string[];
  readonly figures: readonly Figure[];
}

const idOf = (rng: Rng, ctx: NoiseContext): string =>
  rng.chance(0.9) && ctx.ids.length > 0 ? rng.pick(ctx.ids) : "nobody";
const figureOf = (rng: Rng, ctx: NoiseContext): Figure => rng.pick(ctx.figures);

/** Any input type with plausible fields: legal or not depending on the moment. `abandonBattle` is left to the policy. */
export function strayInput(rng: Rng, ctx: NoiseContext): BattleInput {
  const id = idOf(rng, ctx);
  const figure = figureOf(rng, ctx);
  const inputs: (() => BattleInput)[] = [
    () => ({ type: "declineSeize" }),
    () => ({ type: "endSeize" }),
    () => ({ type: "seizeAction", figureId: id, action: rng.pick(["move", "fire"] as const) }),
    () => ({ type: "rollReactions" }),
    () => ({ type: "assignMostQuick" }),
    () => ({ type: "assignReactions", assignment: { [id]: rng.int(0, 3) } }),
    () => ({ type: "choosePhases", phases: { [id]: rng.pick(["quick", "slow"] as const) } }),
    () => ({ type: "lockReactions" }),
    () => ({ type: "holdForSnapFire", figureId: id }),
    () => ({ type: "delayToSlow", figureId: id }),
    () => ({ type: "startActivation", figure }),
    () => ({ type: "act", action: rng.pick(["move", "combatAction", "freeAction"] as const), fired: rng.chance(0.5) }),
    () => ({ type: "endActivation", figure }),
    () => ({ type: "snapFire", figureId: id, effectOnMover: rng.pick(["none", "stunned", "shocked"] as const) }),
    () => ({ type: "enterOverwatch", figure }),
    () => ({ type: "endOverwatch", figureId: id, reason: rng.pick(OVERWATCH_END_REASONS) }),
    () => ({ type: "removeFigure", figureId: id, reason: rng.pick(REMOVAL_REASONS) }),
    () => ({ type: "reachObjective" }),
    () => ({ type: "achieveWinCondition" }),
    () => ({ type: "removeReinforcementMarker" }),
    () => ({
      type: "chooseEventFigure",
      eventId: rng.pick(["seizedTheMoment", "aDesperatePlan"] as const),
      figureId: id,
    }),
    () => ({ type: "setMainAiType", ai: rng.pick(AI_TYPES) }),
    () => ({ type: "runEndPhase", enemies: [] }),
    () => ({ type: "seizeTheInitiative", crew: [], enemies: [] }),
  ];
  return rng.pick(inputs)();
}

/** Inputs no caller should send; each must be refused with the state unchanged. */
export function malformedInput(rng: Rng, ctx: NoiseContext): unknown {
  const figure = figureOf(rng, ctx);
  const id = idOf(rng, ctx);
  const inputs: (() => unknown)[] = [
    () => null,
    () => undefined,
    () => 42,
    () => "rollReactions",
    () => ({}),
    () => ({ type: "teleport" }),
    () => ({ type: 7 }),
    () => ({ type: "startActivation" }),
    () => ({ type: "startActivation", figure: { ...figure, condition: undefined } }),
    () => ({ type: "startActivation", figure: { ...figure, combatSkill: Number.NaN } }),
    () => ({ type: "startActivation", figure: { ...figure, weapons: undefined } }),
    () => ({ type: "startActivation", figure: { ...figure, toughness: Number.NaN } }),
    () => ({ type: "endActivation", figure: null }),
    () => ({ type: "enterOverwatch", figure: { ...figure, ai: "sleepy" } }),
    () => ({ type: "runEndPhase", enemies: null }),
    () => ({ type: "runEndPhase", enemies: [{ figure, distanceToEnemyEdge: Number.NaN }] }),
    () => ({ type: "runEndPhase", enemies: [], crew: [{ ...figure, savvy: Number.NaN }] }),
    () => ({ type: "assignReactions", assignment: null }),
    () => ({ type: "assignReactions", assignment: { [id]: Number.NaN } }),
    () => ({ type: "assignReactions", assignment: { [id]: 0.5 } }),
    () => ({ type: "choosePhases", phases: { [id]: "soon" } }),
    () => ({ type: "act", action: "dance" }),
    () => ({ type: "act", action: "move", fired: "yes" }),
    () => ({ type: "removeFigure", figureId: id, reason: "vaporised" }),
    () => ({ type: "removeFigure", figureId: 42, reason: "casualty" }),
    () => ({ type: "snapFire", figureId: id, effectOnMover: "vaporised" }),
    () => ({ type: "setMainAiType", ai: "sleepy" }),
    () => ({ type: "addFigure", crew: { id: 42 } }),
    () => ({ type: "addFigure", crew: { id: "new", name: "New", reactions: 9, feral: false } }),
    () => ({ type: "addFigure", enemy: null }),
    () => ({ type: "seizeAction", figureId: id, action: "dance" }),
    () => ({ type: "seizeTheInitiative", crew: null, enemies: [] }),
    () => ({ type: "chooseEventFigure", eventId: "lost", figureId: id }),
    () => ({ type: "endOverwatch", figureId: id, reason: "bored" }),
  ];
  return rng.pick(inputs)();
}
