import { isActionPhase, type BattleState } from "../../../rules";
import { autopilotView } from "../../five-parsecs/ai/autopilot";
import type { BattleDriver } from "../first-session/battle-driver";
import { pause, shown } from "../wait";
import type { PauseAnswers } from "./pause-answers";

/** How long the autopilot may take for one step before the session says where it stopped. */
const STEP_MS = 30_000;

/**
 * Plays the battle as a solo player does with the autopilot on, until round `rounds + 1` begins: the Reaction Roll
 * rolled, assigned and locked; every crew activation started and ended; the pauses answered; the Enemy Actions and
 * the End Phase left to the autopilot. Answers how many crew activations it played.
 */
export async function playAutopilotRounds(
  driver: BattleDriver,
  answers: PauseAnswers,
  rounds: number,
): Promise<number> {
  let crewActivations = 0;
  for (let step = 0; step < 1000; step++) {
    const battle = await driver.now();
    if (battle.over) throw new Error(`the battle ended in round ${battle.round}, before ${rounds} rounds were played`);
    if ((await answers.answer(battle)) > 0) {
      // The answer reaches the round (or the autopilot) by a write: look again once it has had the time.
      await pause(200);
      continue;
    }
    // A figure already picked for a Battle Event, on its way to the round: nothing else goes on before it lands.
    if (battle.pendingChoices.length > 0) {
      await autopilotMoves(driver, answers, battle);
      continue;
    }
    if (battle.round > rounds && battle.phase === "reaction") return crewActivations;
    const asked = await crewStep(driver, battle);
    if (asked === "start") crewActivations += 1;
    if (!asked) await autopilotMoves(driver, answers, battle);
  }
  throw new Error(`${rounds} rounds were not played after 1000 steps`);
}

/** The player's next input, given and waited for; null when it is the autopilot's turn to move. */
async function crewStep(driver: BattleDriver, battle: BattleState): Promise<"start" | "end" | "reaction" | null> {
  const crew = new Set(battle.crew.map((figure) => figure.id));
  if (battle.phase === "reaction") {
    const reaction = battle.reaction;
    if ((reaction?.dice ?? null) === null)
      await driver.ask({ type: "rollReactions" }, (b) => (b.reaction?.dice ?? null) !== null, "the Reaction dice");
    else if (reaction?.assignment == null)
      await driver.ask({ type: "assignMostQuick" }, (b) => b.reaction?.assignment != null, "the dice assignment");
    else await driver.ask({ type: "lockReactions" }, (b) => b.phase !== "reaction", "the Reactions to lock");
    return "reaction";
  }
  if (!isActionPhase(battle.phase)) return null;
  const active = battle.active?.figureId;
  if (active) {
    if (!crew.has(active)) return null;
    await driver.ask(
      { type: "endActivation", figureId: active },
      (b) => b.active?.figureId !== active,
      `${active}'s end`,
    );
    return "end";
  }
  const slot = battle.schedule.find((s) => s.status === "pending" && s.phase === battle.phase);
  if (!slot || !crew.has(slot.figureId)) return null;
  const id = slot.figureId;
  await driver.ask({ type: "startActivation", figureId: id }, (b) => b.active?.figureId === id, `${id}'s start`);
  return "start";
}

/** Waits for the autopilot to change the battle, or to leave something for the player; fails saying why it stopped. */
async function autopilotMoves(driver: BattleDriver, answers: PauseAnswers, before: BattleState): Promise<void> {
  const was = JSON.stringify(before);
  try {
    await driver.settled(
      (battle) => answers.waiting(battle) || JSON.stringify(battle) !== was,
      "the autopilot to move",
      STEP_MS,
    );
  } catch (error) {
    const view = autopilotView(driver.combat);
    throw new Error(
      `round ${before.round}, ${before.phase} phase, active ${before.active?.figureId ?? "none"}: the autopilot did ` +
        `nothing for ${STEP_MS / 1000} s (its word: ${view?.reasonKey ?? "none"}, on: ${shown(view?.on)})`,
      { cause: error },
    );
  }
}
