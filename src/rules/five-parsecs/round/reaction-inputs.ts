import type { Dice } from "../../core/dice/dice";
import { assignForMostQuick } from "./assign-for-most-quick";
import type { BattleInput } from "./battle-input";
import type { ReactionState } from "./battle-state";
import { waitingChoice } from "./event-figure-choice";
import { feralDieIndex } from "./feral-impetuous-actions";
import { checkReactionAssignment, phasesOf, rollReactionDice, type CrewPhase } from "./reaction-roll";
import { refusal, wrongPhase, type Refusal } from "../../core/refusal";
import { settle } from "./round-flow";
import { buildSchedule } from "./schedule";
import type { TransitionBuilder } from "./transition";

/*
 * "The Reaction Roll" step of each round: rolling the dice, assigning them (or choosing the phases when an event says
 * so), and locking the assignment, which schedules the round's activations and opens the Quick Actions phase.
 */

export async function rollReactions(b: TransitionBuilder, dice: Dice): Promise<Refusal | null> {
  const { state } = b;
  const reaction = state.reaction;
  if (state.phase !== "reaction" || !reaction) return wrongPhase(state, "The Reaction Roll");
  if (reaction.mode !== "roll")
    return refusal(
      "noReactionRoll",
      "This round the phases are chosen, not rolled (Cunning plan / A moment of hesitation).",
    );
  if (reaction.dice) return refusal("alreadyRolled", "The Reaction Roll has been made this round.");
  const pending = waitingChoice(state);
  if (pending) return refusal("choiceFirst", `Choose the figure for "${pending.eventId}" before the Reaction Roll.`);
  const rolled = await rollReactionDice(reaction.reactors, dice);
  if (rolled.dice.length > 0) b.steps.push(rolled.step);
  b.update({ reaction: { ...reaction, dice: rolled.dice } });
  const feral = feralDieIndex(reaction.reactors, rolled.dice);
  if (feral !== null) b.announcements.push({ kind: "feralRule", dieIndex: feral });
  return null;
}

/** "A moment of hesitation": one Quick figure, a Feral if the crew has one; everyone else Slow. */
function hesitationRefusal(reaction: ReactionState, phases: Readonly<Record<string, CrewPhase>>): Refusal | null {
  const quick = reaction.reactors.filter((f) => phases[f.id] === "quick");
  if (reaction.reactors.length > 0 && quick.length !== 1) {
    return refusal(
      "hesitationOneQuick",
      "A moment of hesitation: select a single figure to act in the Quick Actions phase.",
    );
  }
  if (reaction.reactors.some((f) => f.feral) && quick.some((f) => !f.feral)) {
    return refusal(
      "hesitationFeral",
      "A moment of hesitation: if any Feral are in the squad, you must select a Feral.",
    );
  }
  return null;
}

function choicesRefusal(reaction: ReactionState, phases: Readonly<Record<string, CrewPhase>>): Refusal | null {
  const ids = new Set(reaction.reactors.map((f) => f.id));
  const unknown = Object.keys(phases).find((id) => !ids.has(id));
  if (unknown) return refusal("reactionUnknownFigure", `${unknown} is not a crew figure choosing a phase this round.`);
  const missing = reaction.reactors.find((f) => phases[f.id] !== "quick" && phases[f.id] !== "slow");
  if (missing) return refusal("phaseMissing", `Choose Quick or Slow for ${missing.id}.`);
  return reaction.mode === "hesitation" ? hesitationRefusal(reaction, phases) : null;
}

export function assignReactions(
  b: TransitionBuilder,
  input: Extract<BattleInput, { type: "assignReactions" | "assignMostQuick" | "choosePhases" }>,
): Refusal | null {
  const { state } = b;
  const reaction = state.reaction;
  if (state.phase !== "reaction" || !reaction) return wrongPhase(state, "Assigning the Reaction dice");
  if (reaction.locked) return refusal("reactionLocked", "The Reaction Roll assignment is locked.");
  const pending = waitingChoice(state);
  if (pending) return refusal("choiceFirst", `Choose the figure for "${pending.eventId}" first.`);
  if (reaction.mode === "roll") {
    if (input.type === "choosePhases")
      return refusal("rollNotChoice", "The Reaction Roll decides the phases this round: assign the dice.");
    if (!reaction.dice) return refusal("rollFirst", "Roll the Reaction dice first.");
    const assignment =
      input.type === "assignMostQuick" ? assignForMostQuick(reaction.reactors, reaction.dice) : input.assignment;
    const problem = checkReactionAssignment(reaction.reactors, reaction.dice, assignment);
    if (problem) return problem;
    b.update({ reaction: { ...reaction, assignment } });
    return null;
  }
  if (input.type === "assignReactions")
    return refusal("noReactionRoll", "No Reaction dice this round: choose the phases.");
  const phases = input.type === "choosePhases" ? input.phases : mostQuickChoice(reaction);
  const problem = choicesRefusal(reaction, phases);
  if (problem) return problem;
  b.update({ reaction: { ...reaction, choices: phases } });
  return null;
}

/** The one-click choice without dice: everyone Quick ("Cunning plan"), or the one allowed Quick figure (hesitation). */
function mostQuickChoice(reaction: ReactionState): Record<string, CrewPhase> {
  if (reaction.mode === "freeChoice") return Object.fromEntries(reaction.reactors.map((f) => [f.id, "quick"]));
  const first = reaction.reactors.find((f) => f.feral) ?? reaction.reactors[0];
  return Object.fromEntries(reaction.reactors.map((f) => [f.id, f === first ? "quick" : "slow"]));
}

export async function lockReactions(b: TransitionBuilder, dice: Dice): Promise<Refusal | null> {
  const { state } = b;
  const reaction = state.reaction;
  if (state.phase !== "reaction" || !reaction) return wrongPhase(state, "Locking the Reaction Roll");
  const pending = waitingChoice(state);
  if (pending) return refusal("choiceFirst", `Choose the figure for "${pending.eventId}" first.`);
  let phases: Readonly<Record<string, CrewPhase>>;
  if (reaction.mode === "roll") {
    if (!reaction.dice) return refusal("rollFirst", "Roll the Reaction dice first.");
    // With no character to roll for (an event placed them all) there is nothing to assign.
    const assignment = reaction.assignment ?? (reaction.reactors.length === 0 ? {} : null);
    if (!assignment) return refusal("assignFirst", "Assign every Reaction die before locking.");
    const problem = checkReactionAssignment(reaction.reactors, reaction.dice, assignment);
    if (problem) return problem;
    phases = phasesOf(reaction.reactors, reaction.dice, assignment);
  } else {
    const choices = reaction.choices ?? (reaction.reactors.length === 0 ? {} : null);
    if (!choices) return refusal("chooseFirst", "Choose Quick or Slow for every crew figure before locking.");
    // Checked again: a crew member may have joined the choosing since (Rules Notes "A figure arriving mid-round").
    const problem = choicesRefusal(reaction, choices);
    if (problem) return problem;
    phases = choices;
  }
  // A choice still listed for this round is one nobody can answer (waitingChoice): it lapses here.
  const pendingChoices = state.pendingChoices.filter((p) => p.round > state.round);
  b.update({
    reaction: { ...reaction, locked: true },
    schedule: buildSchedule(state, phases),
    phase: "quick",
    pendingChoices,
  });
  b.announcements.push({ kind: "phase", round: state.round, phase: "quick" });
  await settle(b, dice);
  return null;
}
