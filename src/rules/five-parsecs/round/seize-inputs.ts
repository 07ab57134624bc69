import type { Dice } from "../../core/dice/dice";
import { isCrew, isEnemy } from "../figures/figure";
import type { BattleInput } from "./battle-input";
import { isInBattle } from "./battle-state";
import { refusal, wrongPhase, type Refusal } from "../../core/refusal";
import { startRound } from "./round-flow";
import { rollSeizeTheInitiative } from "./seize-the-initiative";
import type { TransitionBuilder } from "./transition";

export type SeizeInput = Extract<
  BattleInput,
  { type: "seizeTheInitiative" | "declineSeize" | "seizeAction" | "endSeize" }
>;

/** "Seizing the Initiative", before round 1: the roll or declining it, then each character's one Move or Fire. */
export async function handleSeize(b: TransitionBuilder, input: SeizeInput, dice: Dice): Promise<Refusal | null> {
  const state = b.state;
  switch (input.type) {
    case "seizeTheInitiative": {
      if (state.phase !== "seize" || state.seize) return wrongPhase(state, "Seizing the Initiative");
      const crew = input.crew.filter((f) => isCrew(f) && isInBattle(state, f.id));
      const enemies = input.enemies.filter((f) => isEnemy(f) && isInBattle(state, f.id));
      if (crew.length !== state.crew.length || enemies.length !== state.enemies.length) {
        return refusal("seizeNeedsFigures", "Seizing the Initiative needs every crew and enemy figure in the battle.");
      }
      const result = await rollSeizeTheInitiative(
        { crew, enemies, difficulty: state.setup.difficulty, hiredMuscle: state.setup.hiredMuscle },
        dice,
      );
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
      if (!state.crew.some((f) => f.id === input.figureId))
        return refusal("notCrew", `${input.figureId} is not a crew figure in the battle.`);
      if (state.seize.acted.some((a) => a.figureId === input.figureId)) {
        return refusal(
          "seizeOnce",
          "Seizing the Initiative: each character may either take a normal Move or Fire, once.",
        );
      }
      b.update({
        seize: { ...state.seize, acted: [...state.seize.acted, { figureId: input.figureId, action: input.action }] },
      });
      return null;
    }
    case "endSeize":
      if (state.phase !== "seize" || !state.seize?.seized) return wrongPhase(state, "Ending the Seize");
      startRound(b, 1);
      return null;
  }
}
