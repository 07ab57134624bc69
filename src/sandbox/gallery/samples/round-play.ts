import { advance, SeededDice, type BattleInput, type BattleState, type Figure, type Transition } from "../../../rules";

/** One input through the rules' round machine, with seeded dice; a refusal is a broken sample, so it throws. */
export async function step(state: BattleState, input: BattleInput, seed: string): Promise<Transition> {
  const transition = await advance(state, input, new SeededDice(seed));
  if (transition.refusal) throw new Error(`sample round refused ${input.type}: ${transition.refusal.message}`);
  return transition;
}

/** The first figure the rules let start an activation now (the phase's order decides), or null. */
export async function nextToAct(state: BattleState, figures: readonly Figure[]): Promise<Figure | null> {
  for (const figure of figures) {
    const tried = await advance(state, { type: "startActivation", figure }, new SeededDice("gallery-try"));
    if (!tried.refusal) return figure;
  }
  return null;
}

/** Every figure activates once, doing nothing, in the order the phases allow, up to the End Phase. */
export async function everyoneActs(state: BattleState, figures: readonly Figure[]): Promise<BattleState> {
  let current = state;
  for (let turns = 0; turns < figures.length * 2 && current.phase !== "end"; turns += 1) {
    const figure = await nextToAct(current, figures);
    if (!figure) break;
    current = (await step(current, { type: "startActivation", figure }, `gallery-start-${figure.id}`)).state;
    current = (await step(current, { type: "endActivation", figure }, `gallery-end-${figure.id}`)).state;
  }
  return current;
}
