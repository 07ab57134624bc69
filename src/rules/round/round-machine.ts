import type { Dice } from "../dice/dice";
import { isCrew, isEnemy, type Figure } from "../figures/figure";
import { actionRefusal, afterAction, allowedActions, rollsAfterActivation, rollsAtActivation, startedActivation } from "./activation";
import { assignForMostQuick } from "./assign-for-most-quick";
import type { BattleInput } from "./battle-input";
import { hasActed, isInBattle, type BattleState, type ReactionState } from "./battle-state";
import { runEndPhase } from "./end-phase";
import { feralDieIndex } from "./feral-impetuous-actions";
import { isActionPhase } from "./phases";
import { checkReactionAssignment, phasesOf, rollReactionDice, type CrewPhase } from "./reaction-roll";
import { refusal, type Refusal } from "./refusal";
import { endBattle, endIfSideGone, removeFromBattle, settle, startRound } from "./round-flow";
import { buildSchedule, reactionFor } from "./schedule";
import { rollSeizeTheInitiative } from "./seize-the-initiative";
import { refused, TransitionBuilder, type Transition } from "./transition";

const wrongPhase = (state: BattleState, what: string): Refusal =>
  refusal("wrongPhase", `${what} is not possible now (round ${state.round}, ${state.phase} phase).`);

/**
 * The battle round as a pure state machine: `(state, input, dice) → transition`. A player's bad move is refused
 * with a reason and the state is returned unchanged; only a programmer error (a broken state, misbehaving dice)
 * throws. The state never holds figures' conditions: inputs that need them carry the figure.
 */
export async function advance(state: BattleState, input: BattleInput, dice: Dice): Promise<Transition> {
  if (state.over && input.type !== "setMainAiType") {
    return refused(state, refusal("battleOver", `The battle is over (${state.over.reason}).`));
  }
  const b = new TransitionBuilder(state);
  const problem = await handle(b, input, dice);
  return problem ? refused(state, problem) : b.done();
}

async function handle(b: TransitionBuilder, input: BattleInput, dice: Dice): Promise<Refusal | null> {
  const state = b.state;
  switch (input.type) {
    case "seizeTheInitiative": {
      if (state.phase !== "seize" || state.seize) return wrongPhase(state, "Seizing the Initiative");
      const crew = input.crew.filter((f) => isCrew(f) && isInBattle(state, f.id));
      const enemies = input.enemies.filter((f) => isEnemy(f) && isInBattle(state, f.id));
      if (crew.length !== state.crew.length || enemies.length !== state.enemies.length) {
        return refusal("seizeNeedsFigures", "Seizing the Initiative needs every crew and enemy figure in the battle.");
      }
      const result = await rollSeizeTheInitiative({ crew, enemies, difficulty: state.setup.difficulty, hiredMuscle: state.setup.hiredMuscle }, dice);
      b.steps.push(result.step);
      b.announcements.push({ kind: "seize", seized: result.seized });
      b.update({ seize: { step: result.step, seized: result.seized, acted: [] } });
      // "You will not get a second opportunity": a failed roll goes straight to round 1.
      if (!result.seized) startRound(b, 1);
      return null;
    }
    case "declineSeize":
      if (state.phase !== "seize" || state.seize) return wrongPhase(state, "Declining to Seize the Initiative");
      b.update({ seize: { step: null, seized: false, acted: [] } });
      startRound(b, 1);
      return null;
    case "seizeAction": {
      if (state.phase !== "seize" || !state.seize?.seized) return wrongPhase(state, "A Seize the Initiative action");
      if (!state.crew.some((f) => f.id === input.figureId)) return refusal("notCrew", `${input.figureId} is not a crew figure in the battle.`);
      if (state.seize.acted.some((a) => a.figureId === input.figureId)) {
        return refusal("seizeOnce", "Seizing the Initiative: each character may either take a normal Move or Fire, once.");
      }
      b.update({ seize: { ...state.seize, acted: [...state.seize.acted, { figureId: input.figureId, action: input.action }] } });
      return null;
    }
    case "endSeize":
      if (state.phase !== "seize" || !state.seize?.seized) return wrongPhase(state, "Ending the Seize");
      startRound(b, 1);
      return null;
    case "rollReactions":
      return rollReactions(b, dice);
    case "assignReactions":
    case "assignMostQuick":
    case "choosePhases":
      return assign(b, input);
    case "lockReactions":
      return lock(b, dice);
    case "holdForSnapFire":
    case "delayToSlow": {
      if (state.phase !== "quick") return wrongPhase(state, "Snap Fire");
      const slot = state.schedule.findIndex((s) => s.figureId === input.figureId && s.phase === "quick" && s.status === "pending");
      if (slot < 0) return refusal("notQuickEligible", "Snap Fire: only characters eligible to act in the Quick Actions phase (and yet to act) may opt not to.");
      if (state.active?.figureId === input.figureId) return refusal("alreadyActivating", "The figure has already begun its activation.");
      const hold = input.type === "holdForSnapFire";
      b.update({
        schedule: state.schedule.map((s, i) => (i === slot ? { ...s, phase: "slow", snapFire: hold } : s)),
        snapFireHolders: hold ? [...state.snapFireHolders, input.figureId] : state.snapFireHolders,
      });
      await settle(b, dice);
      return null;
    }
    case "startActivation":
      return startActivation(b, input.figure, dice);
    case "act": {
      if (!state.active) return refusal("noActivation", "No figure is activating.");
      const problem = actionRefusal(state.active, input.action);
      if (problem) return problem;
      const active = afterAction(state.active, input.action);
      b.update({ active });
      b.announcements.push({ kind: "activation", figureId: active.figureId, allowed: allowedActions(active) });
      return null;
    }
    case "endActivation": {
      const active = state.active;
      if (!active || active.figureId !== input.figure.id) return refusal("notActivating", `${input.figure.id} is not the activating figure.`);
      const rolls = await rollsAfterActivation(input.figure, active.markerAtStart, dice);
      b.steps.push(...rolls.steps);
      b.changes.push(...rolls.changes);
      completeSlot(b, active.figureId);
      b.update({ active: null });
      if (rolls.removed) {
        removeFromBattle(b, active.figureId, "casualty", true);
        if (endIfSideGone(b)) return null;
      }
      await settle(b, dice);
      return null;
    }
    case "snapFire":
      return snapFire(b, input.figureId, input.effectOnMover);
    case "removeFigure":
      if (!isInBattle(state, input.figureId)) return refusal("notInBattle", `${input.figureId} is not in the battle.`);
      removeFromBattle(b, input.figureId, input.reason, false);
      if (!endIfSideGone(b)) await settle(b, dice);
      return null;
    case "addFigure":
      return addFigure(b, input);
    case "reachObjective":
      b.update({ objectiveReachedThisRound: true });
      return null;
    case "achieveWinCondition":
      b.update({ winConditionAchieved: true });
      return null;
    case "removeReinforcementMarker":
      if (state.effects.reinforcementMarkers <= 0) return refusal("noMarkers", "Possible reinforcements: no marker is left on the table.");
      b.update({ effects: { ...state.effects, reinforcementMarkers: state.effects.reinforcementMarkers - 1 } });
      return null;
    case "chooseEventFigure": {
      const pending = state.pendingChoices.find((p) => p.eventId === input.eventId);
      if (!pending) return refusal("noPendingChoice", `No "${input.eventId}" choice is waiting.`);
      if (!state.crew.some((f) => f.id === input.figureId)) return refusal("notCrew", `${input.figureId} is not a crew figure in the battle.`);
      if (pending.excluded.includes(input.figureId)) {
        return refusal("excludedFigure", "A desperate plan: select another figure than the one that cannot act.");
      }
      b.update({
        pendingChoices: state.pendingChoices.filter((p) => p !== pending),
        effects: { ...state.effects, bothPhases: [...state.effects.bothPhases, { figureId: input.figureId, round: pending.round }] },
      });
      if (b.state.phase === "reaction" && b.state.round === pending.round) b.update({ reaction: reactionFor(b.state, pending.round) });
      return null;
    }
    case "setMainAiType":
      b.update({ setup: { ...state.setup, mainAiType: input.ai } });
      return null;
    case "runEndPhase":
      if (state.phase !== "end") return wrongPhase(state, "The End Phase");
      return runEndPhase(b, input.enemies, dice);
    case "abandonBattle":
      endBattle(b, "abandoned");
      return null;
  }
}

async function rollReactions(b: TransitionBuilder, dice: Dice): Promise<Refusal | null> {
  const { state } = b;
  const reaction = state.reaction;
  if (state.phase !== "reaction" || !reaction) return wrongPhase(state, "The Reaction Roll");
  if (reaction.mode !== "roll") return refusal("noReactionRoll", "This round the phases are chosen, not rolled (Cunning plan / A moment of hesitation).");
  if (reaction.dice) return refusal("alreadyRolled", "The Reaction Roll has been made this round.");
  const pending = state.pendingChoices.find((p) => p.round === state.round);
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
    return refusal("hesitationOneQuick", "A moment of hesitation: select a single figure to act in the Quick Actions phase.");
  }
  if (reaction.reactors.some((f) => f.feral) && quick.some((f) => !f.feral)) {
    return refusal("hesitationFeral", "A moment of hesitation: if any Feral are in the squad, you must select a Feral.");
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

function assign(b: TransitionBuilder, input: Extract<BattleInput, { type: "assignReactions" | "assignMostQuick" | "choosePhases" }>): Refusal | null {
  const { state } = b;
  const reaction = state.reaction;
  if (state.phase !== "reaction" || !reaction) return wrongPhase(state, "Assigning the Reaction dice");
  if (reaction.locked) return refusal("reactionLocked", "The Reaction Roll assignment is locked.");
  const pending = state.pendingChoices.find((p) => p.round === state.round);
  if (pending) return refusal("choiceFirst", `Choose the figure for "${pending.eventId}" first.`);
  if (reaction.mode === "roll") {
    if (input.type === "choosePhases") return refusal("rollNotChoice", "The Reaction Roll decides the phases this round: assign the dice.");
    if (!reaction.dice) return refusal("rollFirst", "Roll the Reaction dice first.");
    const assignment = input.type === "assignMostQuick" ? assignForMostQuick(reaction.reactors, reaction.dice) : input.assignment;
    const problem = checkReactionAssignment(reaction.reactors, reaction.dice, assignment);
    if (problem) return problem;
    b.update({ reaction: { ...reaction, assignment } });
    return null;
  }
  if (input.type === "assignReactions") return refusal("noReactionRoll", "No Reaction dice this round: choose the phases.");
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

async function lock(b: TransitionBuilder, dice: Dice): Promise<Refusal | null> {
  const { state } = b;
  const reaction = state.reaction;
  if (state.phase !== "reaction" || !reaction) return wrongPhase(state, "Locking the Reaction Roll");
  const pending = state.pendingChoices.find((p) => p.round === state.round);
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
    phases = choices;
  }
  b.update({ reaction: { ...reaction, locked: true }, schedule: buildSchedule(state, phases), phase: "quick" });
  b.announcements.push({ kind: "phase", round: state.round, phase: "quick" });
  await settle(b, dice);
  return null;
}

/** Marks the figure's first pending activation in the current phase as taken. */
function completeSlot(b: TransitionBuilder, figureId: string): void {
  const index = b.state.schedule.findIndex((s) => s.figureId === figureId && s.phase === b.state.phase && s.status === "pending");
  if (index < 0) throw new Error(`completeSlot: ${figureId} has no pending activation in the ${b.state.phase} phase`);
  b.update({ schedule: b.state.schedule.map((s, i) => (i === index ? { ...s, status: "done" } : s)) });
}

async function startActivation(b: TransitionBuilder, figure: Figure, dice: Dice): Promise<Refusal | null> {
  const { state } = b;
  if (!isActionPhase(state.phase)) return wrongPhase(state, "An activation");
  if (state.active) return refusal("anotherActivating", `${state.active.figureId} is still activating: end its activation first.`);
  if (!isInBattle(state, figure.id)) return refusal("notInBattle", `${figure.id} is not in the battle.`);
  if (figure.condition.goner) return refusal("goner", `${figure.id} is a Goner: remove it from the battle.`);
  const slot = state.schedule.find((s) => s.figureId === figure.id && s.phase === state.phase && s.status === "pending");
  if (!slot) {
    return hasActed(state, figure.id)
      ? refusal("alreadyActed", `Every figure acts once per round: ${figure.id} has acted.`)
      : refusal("notItsPhase", `${figure.id} does not act in the ${state.phase} phase this round.`);
  }
  const atStart = await rollsAtActivation(figure, dice);
  b.steps.push(...atStart.steps);
  b.changes.push(...atStart.changes);
  if (atStart.removed) {
    completeSlot(b, figure.id);
    removeFromBattle(b, figure.id, "casualty", true);
    if (!endIfSideGone(b)) await settle(b, dice);
    return null;
  }
  const active = startedActivation(figure, !state.snapFireHolders.includes(figure.id));
  b.update({ active });
  b.announcements.push({ kind: "activation", figureId: figure.id, allowed: allowedActions(active) });
  return null;
}

/**
 * "Snap Fire": a held figure fires "when an enemy moves": during the Enemy Actions phase, at the enemy activating
 * now, before it has made its Combat Action. The shot is resolved by the shooting rules; this records its effect.
 * "If a moving enemy is stunned as a result of snap fire, they lose the ability to fire this round. If Shocked they
 * stop immediately": both end the mover's move, and the marker then governs the rest of its activation. Firing uses
 * the held figure's activation for the round.
 */
function snapFire(b: TransitionBuilder, figureId: string, effect: "none" | "stunned" | "shocked"): Refusal | null {
  const { state } = b;
  const mover = state.active;
  if (state.phase !== "enemy" || !mover || !state.enemies.some((f) => f.id === mover.figureId)) {
    return refusal("noMovingEnemy", "Snap Fire: fire when an enemy moves, during its activation in the Enemy Actions phase.");
  }
  if (mover.combatAction) return refusal("enemyNotMoving", "Snap Fire: the enemy has already made its Combat Action; it is not moving.");
  const slot = state.schedule.findIndex((s) => s.figureId === figureId && s.snapFire && s.status === "pending");
  if (slot < 0) return refusal("notHolding", `Snap Fire: ${figureId} is not holding for Snap Fire (or has used it).`);
  const marker = effect === "none" ? null : effect;
  b.update({
    schedule: state.schedule.map((s, i) => (i === slot ? { ...s, status: "done" } : s)),
    active: marker ? { ...mover, marker: mover.marker === null ? marker : mover.marker === "shocked" ? "shocked" : marker, moved: true } : mover,
    snapFireEffects: marker
      ? [...state.snapFireEffects, { figureId: mover.figureId, cannotFire: true, stopped: effect === "shocked" }]
      : state.snapFireEffects,
  });
  b.announcements.push({ kind: "snapFire", figureId, moverId: mover.figureId, effect: marker });
  return null;
}

function addFigure(b: TransitionBuilder, input: Extract<BattleInput, { type: "addFigure" }>): Refusal | null {
  const { state } = b;
  const entry = input.crew ?? input.enemy;
  if (!entry || (input.crew && input.enemy)) return refusal("oneFigure", "Add one figure at a time, crew or enemy.");
  if (isInBattle(state, entry.id) || state.removed.some((r) => r.figureId === entry.id)) {
    return refusal("duplicateFigure", `${entry.id} is already part of this battle.`);
  }
  if (input.crew) {
    b.update({ crew: [...state.crew, input.crew] });
    // A crew member joining before the dice are rolled takes part in this round's Reaction step; otherwise next round.
    if (state.phase === "reaction" && state.reaction && !state.reaction.dice && !state.reaction.choices) {
      b.update({ reaction: reactionFor(b.state, state.round) });
    }
    return null;
  }
  b.update({ enemies: [...state.enemies, input.enemy!] });
  // Our reading: an enemy arriving before the Enemy Actions phase is over ("Possible reinforcements" arrive at its
  // start) acts in it; later, from the next round.
  if (state.reaction?.locked && (state.phase === "quick" || state.phase === "enemy")) {
    b.update({ schedule: [...b.state.schedule, { figureId: entry.id, phase: "enemy", status: "pending", snapFire: false, extra: false }] });
  }
  return null;
}
