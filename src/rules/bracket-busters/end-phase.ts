import { fighterIn } from "./battle-state";
import type { BattleInput } from "./battle-input";
import { rollBottleTests } from "./bottle-tests";
import { refusal, type Dice, type Refusal } from "./core";
import { injuryResultFor } from "./injury-dice";
import { END_PHASE_STEP_RULES, type EndPhaseStep } from "./phases";
import { nextRallyGang, rally } from "./rally";
import { applyRecovery, assistRefusal, rollRecovery } from "./recovery";
import { startRound } from "./round-flow";
import type { TransitionBuilder } from "./transition";

/*
 * "The End Phase has three steps, which must be taken in the correct order": Bottle Tests, Recovery, Rally, then the
 * next Round. Each step waits for its input, so the players see each roll; Rally is skipped when no one is Broken.
 */

const notNow = (step: EndPhaseStep, current: EndPhaseStep): Refusal =>
  refusal(
    "wrongStep",
    `End Phase: ${END_PHASE_STEP_RULES[step]} is not the step now (${END_PHASE_STEP_RULES[current]} is).`,
  );

function toStep(b: TransitionBuilder, step: EndPhaseStep): void {
  const end = b.state.end;
  if (!end) return;
  b.update({ end: { ...end, step } });
  b.announcements.push({ kind: "endPhaseStep", step });
}

/** Recovery is done: on to Rally, or the next Round when no fighter is Broken. */
function afterRecovery(b: TransitionBuilder): void {
  const first = nextRallyGang(b.state, null);
  if (first === null) {
    startRound(b);
    return;
  }
  toStep(b, "rally");
  const end = b.state.end;
  if (end) b.update({ end: { ...end, rallyGang: first } });
}

type EndInput = Extract<BattleInput, { type: "rollBottleTests" | "rollRecovery" | "keepInjuryDie" | "rally" }>;

export async function handleEndPhase(b: TransitionBuilder, input: EndInput, dice: Dice): Promise<Refusal | null> {
  const end = b.state.end;
  if (b.state.phase !== "end" || !end)
    return refusal("wrongPhase", `The End Phase is not now (round ${b.state.round}, ${b.state.phase} phase).`);
  switch (input.type) {
    case "rollBottleTests":
      if (end.step !== "bottleTests") return notNow("bottleTests", end.step);
      await rollBottleTests(b, dice);
      toStep(b, "recovery");
      return null;
    case "rollRecovery": {
      if (end.step !== "recovery") return notNow("recovery", end.step);
      if (end.recoveryChoices.length > 0)
        return refusal(
          "alreadyRolled",
          "Recovery: the Injury dice are rolled; keep one of each assisted fighter's two dice.",
        );
      const assists = input.assists ?? [];
      const bad = assistRefusal(b, assists, input.positions);
      if (bad) return bad;
      const choices = await rollRecovery(b, assists, dice);
      const now = b.state.end;
      if (choices.length > 0 && now) b.update({ end: { ...now, recoveryChoices: choices } });
      else afterRecovery(b);
      return null;
    }
    case "keepInjuryDie": {
      const choice = end.recoveryChoices.find((c) => c.fighterId === input.fighterId);
      if (end.step !== "recovery" || !choice)
        return refusal("noChoice", `Recovery: ${input.fighterId} has no two Injury dice to choose from.`);
      const face = choice.dice[input.die];
      b.update({ end: { ...end, recoveryChoices: end.recoveryChoices.filter((c) => c !== choice) } });
      if (fighterIn(b.state, input.fighterId)?.status === "seriouslyInjured")
        applyRecovery(b, input.fighterId, injuryResultFor(b.state.setup.injuryDice, face));
      if ((b.state.end?.recoveryChoices.length ?? 0) === 0) afterRecovery(b);
      return null;
    }
    case "rally": {
      if (end.step !== "rally") return notNow("rally", end.step);
      const problem = await rally(b, input.fighterId, input.characteristic, input.positions, dice);
      if (problem) return problem;
      const after = b.state.end;
      const next = after ? nextRallyGang(b.state, after.rallyGang) : null;
      if (next === null) startRound(b);
      else if (after) b.update({ end: { ...after, rallyGang: next } });
      return null;
    }
  }
}
