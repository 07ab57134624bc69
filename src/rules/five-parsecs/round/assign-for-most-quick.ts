import { feralDieIndex } from "./feral-impetuous-actions";
import { phaseForDie, type ReactionAssignment, type Reactor } from "./reaction-roll";

/**
 * The one-click assignment (ruling 6): the legal assignment that puts the most figures in the Quick Actions phase.
 * The player may still change it before locking.
 *
 * Why greedy is optimal: a die d makes a figure Quick when d ≤ Reactions, so a smaller die is never worse for anyone.
 * Taking figures from the lowest Reactions up and giving each the smallest die left when it is Quick-able is the
 * classic exchange argument (any optimal matching can be rewritten into this one without losing a Quick figure).
 * Figures left over take the remaining dice in order. test/rules/five-parsecs/round checks it against brute force.
 *
 * The Feral rule first: a single 1 must go to a Feral; it goes to the Feral with the lowest Reactions, the one the
 * other dice would serve worst, which leaves a set of figures at least as easy to serve as any other choice.
 */
export function assignForMostQuick(crew: readonly Reactor[], dice: readonly number[]): ReactionAssignment {
  if (crew.length !== dice.length) throw new Error(`Reaction Roll: ${dice.length} dice for ${crew.length} characters`);
  const assignment: Record<string, number> = {};
  let figures = [...crew];
  let free = dice.map((value, index) => ({ value, index }));

  const feralIndex = feralDieIndex(crew, dice);
  if (feralIndex !== null) {
    const feral = figures.filter((f) => f.feral).sort((a, b) => a.reactions - b.reactions)[0]!;
    assignment[feral.id] = feralIndex;
    figures = figures.filter((f) => f !== feral);
    free = free.filter((die) => die.index !== feralIndex);
  }

  free.sort((a, b) => a.value - b.value || a.index - b.index);
  const byReactions = [...figures].sort((a, b) => a.reactions - b.reactions);
  const slow: Reactor[] = [];
  for (const figure of byReactions) {
    const smallest = free[0];
    if (smallest && phaseForDie(smallest.value, figure.reactions) === "quick") {
      assignment[figure.id] = smallest.index;
      free.shift();
    } else {
      slow.push(figure);
    }
  }
  slow.forEach((figure, i) => {
    assignment[figure.id] = free[i]!.index;
  });
  return assignment;
}

/** How many figures an assignment puts in the Quick Actions phase. */
export function quickCount(crew: readonly Reactor[], dice: readonly number[], assignment: ReactionAssignment): number {
  return crew.filter((f) => {
    const index = assignment[f.id];
    const die = index === undefined ? undefined : dice[index];
    return die !== undefined && phaseForDie(die, f.reactions) === "quick";
  }).length;
}
