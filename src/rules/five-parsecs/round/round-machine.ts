import type { Dice } from "../../core/dice/dice";
import { act, endActivation, startActivation } from "./activation-inputs";
import type { BattleInput } from "./battle-input";
import type { BattleState } from "./battle-state";
import { runEndPhase } from "./end-phase";
import { chooseEventFigure } from "./event-figure-choice";
import { correctFigure, undoCorrection } from "./gm-correction";
import { addFigure, removeFigure } from "./joining-and-leaving";
import { endOverwatch, enterOverwatch } from "./overwatch-status";
import { assignReactions, lockReactions, rollReactions } from "./reaction-inputs";
import { refusal, wrongPhase, type Refusal } from "../../core/refusal";
import { endBattle } from "./round-flow";
import { checkInput } from "./input-checks";
import { handleSeize } from "./seize-inputs";
import { holdOrDelay, snapFire } from "./snap-fire";
import { refused, TransitionBuilder, type Transition } from "./transition";

/**
 * The battle round as a pure state machine: `(state, input, dice) → transition`. A player's bad move is refused
 * with a reason and the state is returned unchanged; only a programmer error (a broken state, misbehaving dice)
 * throws. An input of the wrong shape, outside the rules' words or LIMITS is refused (`badInput`) before any
 * handler reads it. The state never holds figures' conditions: inputs that need them carry the figure.
 */
export async function advance(state: BattleState, input: BattleInput, dice: Dice): Promise<Transition> {
  // Checked once, here: the handlers trust their input (input-checks.ts).
  const bad = checkInput(input);
  if (bad) return refused(state, bad);
  if (state.over && input.type !== "setMainAiType") {
    return refused(state, refusal("battleOver", `The battle is over (${state.over.reason}).`));
  }
  const b = new TransitionBuilder(state);
  const problem = await handle(b, input, dice);
  return problem ? refused(state, problem) : b.done();
}

/** Each input to the step of the round it belongs to; the few that only record a fact are done here. */
async function handle(b: TransitionBuilder, input: BattleInput, dice: Dice): Promise<Refusal | null> {
  const state = b.state;
  switch (input.type) {
    case "seizeTheInitiative":
    case "declineSeize":
    case "seizeAction":
    case "endSeize":
      return handleSeize(b, input, dice);
    case "rollReactions":
      return rollReactions(b, dice);
    case "assignReactions":
    case "assignMostQuick":
    case "choosePhases":
      return assignReactions(b, input);
    case "lockReactions":
      return lockReactions(b, dice);
    case "holdForSnapFire":
    case "delayToSlow":
      return holdOrDelay(b, input.figureId, input.type === "holdForSnapFire", dice);
    case "startActivation":
      return startActivation(b, input.figure, dice);
    case "act":
      return act(b, input);
    case "endActivation":
      return endActivation(b, input.figure, dice);
    case "snapFire":
      return snapFire(b, input.figureId, input.effectOnMover, input.weaponId ?? null);
    case "enterOverwatch":
      return enterOverwatch(b, input.figure);
    case "endOverwatch":
      return endOverwatch(b, input.figureId);
    case "removeFigure":
      return removeFigure(b, input.figureId, input.reason, dice);
    case "addFigure":
      return addFigure(b, input);
    case "reachObjective":
      b.update({ objectiveReachedThisRound: true });
      return null;
    case "achieveWinCondition":
      b.update({ winConditionAchieved: true });
      return null;
    case "removeReinforcementMarker":
      if (state.effects.reinforcementMarkers <= 0)
        return refusal("noMarkers", "Possible reinforcements: no marker is left on the table.");
      b.update({ effects: { ...state.effects, reinforcementMarkers: state.effects.reinforcementMarkers - 1 } });
      return null;
    case "chooseEventFigure":
      return chooseEventFigure(b, input);
    case "setMainAiType":
      b.update({ setup: { ...state.setup, mainAiType: input.ai } });
      return null;
    case "runEndPhase":
      if (state.phase !== "end") return wrongPhase(state, "The End Phase");
      return runEndPhase(b, input.enemies, dice, input.crew ?? null);
    case "abandonBattle":
      endBattle(b, "abandoned");
      return null;
    case "correctFigure":
      return correctFigure(b, input.figure, input.marks, input.reason, dice);
    case "undoCorrection":
      return undoCorrection(b, input.figure, dice);
  }
}
