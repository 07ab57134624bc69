// Drives the round state machine in tests: each input must be accepted unless a test says otherwise.
import { expect } from "vitest";
import type { Dice, Figure } from "../../../../src/rules";
import { advance, type BattleInput, type BattleState, type Transition } from "../../../../src/rules/five-parsecs/round";

export async function step(state: BattleState, input: BattleInput, dice: Dice): Promise<Transition> {
  const transition = await advance(state, input, dice);
  expect(transition.refusal, `${input.type} was refused: ${transition.refusal?.message}`).toBeNull();
  return transition;
}

/** A plain activation: start, optionally act, end. */
export async function activate(
  state: BattleState,
  figure: Figure,
  dice: Dice,
  actions: ("move" | "combatAction" | "freeAction")[] = [],
): Promise<BattleState> {
  let s = (await step(state, { type: "startActivation", figure }, dice)).state;
  for (const action of actions) s = (await step(s, { type: "act", action }, dice)).state;
  return (await step(s, { type: "endActivation", figure }, dice)).state;
}
