import { d6, rollDice, type Dice } from "../../core/dice/dice";
import { hasCrewTrait, type CrewFigure } from "../figures/figure";
import type { Step } from "../../core/outcome/outcome";
import { feralDieIndex } from "./feral-impetuous-actions";
import { refusal, type Refusal } from "../../core/refusal";

export const REACTION_RULE = "The Reaction Roll";
export const REACTION_PURPOSE = "Reaction Roll";

/** What the Reaction Roll needs of a crew figure: its Reactions score and whether it is Feral. */
export interface Reactor {
  readonly id: string;
  readonly reactions: number;
  readonly feral: boolean;
}

export const reactorOf = (figure: CrewFigure): Reactor => ({
  id: figure.id,
  reactions: figure.reactions,
  feral: hasCrewTrait(figure, "feral"),
});

/** Which of the two crew phases a figure acts in. */
export const CREW_PHASES = ["quick", "slow"] as const;
export type CrewPhase = (typeof CREW_PHASES)[number];

/**
 * "Any character assigned a die result equal or below their Reaction score will act in the Quick Actions phase.
 * Characters that were assigned a die result higher than their Reaction score will act in the Slow Actions phase."
 */
export const phaseForDie = (die: number, reactions: number): CrewPhase => (die <= reactions ? "quick" : "slow");

/** Figure id to the index of the die assigned to it. */
export type ReactionAssignment = Readonly<Record<string, number>>;

/** "Roll a number of D6 equal to the number of your characters." */
export async function rollReactionDice(crew: readonly Reactor[], dice: Dice): Promise<{ dice: number[]; step: Step }> {
  if (crew.length === 0)
    return {
      dice: [],
      step: { rule: REACTION_RULE, dice: [], modifiers: [], total: null, needed: null, result: "noCrew" },
    };
  const rolled = await rollDice(dice, d6(REACTION_PURPOSE, crew.length));
  return {
    dice: rolled.map((die) => die.value),
    step: { rule: REACTION_RULE, dice: rolled, modifiers: [], total: null, needed: null, result: "rolled" },
  };
}

/** The phase each figure acts in under an assignment (which must be complete). */
export function phasesOf(
  crew: readonly Reactor[],
  dice: readonly number[],
  assignment: ReactionAssignment,
): Record<string, CrewPhase> {
  return Object.fromEntries(
    crew.map((figure) => {
      const index = assignment[figure.id];
      const die = index === undefined ? undefined : dice[index];
      if (die === undefined) throw new Error(`Reaction Roll: ${figure.id} has no die; check the assignment first`);
      return [figure.id, phaseForDie(die, figure.reactions)];
    }),
  );
}

/**
 * "Assign Dice": each die to one character, each character one die, and the Feral rule. Null when the assignment
 * is legal, otherwise why not.
 */
export function checkReactionAssignment(
  crew: readonly Reactor[],
  dice: readonly number[],
  assignment: ReactionAssignment,
): Refusal | null {
  const ids = new Set(crew.map((f) => f.id));
  for (const id of Object.keys(assignment)) {
    if (!ids.has(id)) return refusal("reactionUnknownFigure", `${id} is not a crew figure in this Reaction Roll.`);
  }
  const used = new Map<number, string>();
  for (const figure of crew) {
    const index = assignment[figure.id];
    if (index === undefined)
      return refusal("reactionFigureWithoutDie", `Every character gets one die: ${figure.id} has none.`);
    if (!Number.isInteger(index) || index < 0 || index >= dice.length) {
      return refusal("reactionNoSuchDie", `Die #${index + 1} does not exist: ${dice.length} dice were rolled.`);
    }
    const other = used.get(index);
    if (other !== undefined)
      return refusal("reactionDieUsedTwice", `Die #${index + 1} is assigned to both ${other} and ${figure.id}.`);
    used.set(index, figure.id);
  }
  const feralIndex = feralDieIndex(crew, dice);
  if (feralIndex !== null) {
    const holder = crew.find((f) => assignment[f.id] === feralIndex);
    if (!holder?.feral) {
      return refusal(
        "reactionFeralRule",
        "Feral Impetuous Actions: exactly a single 1 was rolled, so it must be assigned to a Feral character.",
      );
    }
  }
  return null;
}
