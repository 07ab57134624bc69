import { activate, endActivation } from "./activation";
import { endBattle, rollLastingInjuries } from "./after-battle";
import { markOutOfAmmo, setResult, setStatus } from "./attack-results";
import type { BattleInput } from "./battle-input";
import type { BattleState } from "./battle-state";
import { fighterIn } from "./battle-state";
import { completeCharge } from "./charge";
import { refusal, type Dice, type Refusal } from "./core";
import { completeDisengage } from "./disengage";
import { handleEndPhase } from "./end-phase";
import { groupActivate } from "./group-activation";
import { checkInput } from "./input-checks";
import { movedInvoluntarily } from "./involuntary-move";
import { PHASES, type BattlePhase } from "./phases";
import { showValue } from "./problem";
import { rollForPriority } from "./priority";
import { readyFighters } from "./ready-fighters";
import { awardXp, enterPhase, passTurn, settleTurn } from "./round-flow";
import { takeAction } from "./take-action";
import { correct } from "./gm-correction";
import { settleRally } from "./rally";
import { refused, TransitionBuilder, type Transition } from "./transition";

/**
 * The Bracket Busters battle as a pure state machine, shaped as Five Parsecs' round: `(state, input, dice) →
 * transition`. A bad input (wrong shape, outside the rules' words or bounds) is refused with `badInput` before any
 * handler reads it; a move the rules do not allow now is refused with the rule's reason; a refused input returns the
 * state unchanged. Every die is asked of `dice`, so a seeded battle replays exactly.
 */
export async function advance(state: BattleState, input: BattleInput, dice: Dice): Promise<Transition> {
  const notBattle = notABattle(state);
  if (notBattle) return refused(state, notBattle);
  const bad = checkInput(input);
  if (bad) return refused(state, bad);
  if (state.over && input.type !== "rollLastingInjuries" && input.type !== "awardXp") {
    return refused(state, refusal("battleOver", `The battle is over (round ${state.over.round}).`));
  }
  const b = new TransitionBuilder(state);
  const problem = await handle(b, input, dice);
  if (problem) return refused(state, problem);
  settleTurn(b);
  return b.done();
}

/**
 * A state that is not a Bracket Busters battle (null, a Five Parsecs round, a flag read before any battle was stored) is
 * refused naming what it is, as a bad input is, before anything reads it.
 */
function notABattle(state: unknown): Refusal | null {
  const battle = state as Partial<Record<keyof BattleState, unknown>> | null;
  const ok =
    typeof battle === "object" &&
    battle !== null &&
    battle.ruleset === "bracketBusters" &&
    battle.version === 1 &&
    Array.isArray(battle.fighters) &&
    Array.isArray(battle.gangs) &&
    Object.hasOwn(PHASES, String(battle.phase));
  return ok
    ? null
    : refusal(
        "notABattle",
        `state must be a Bracket Busters battle (createBattle's, ruleset "bracketBusters", version 1) (got ${showValue(state)}).`,
      );
}

const wrongPhase = (state: BattleState, what: string): Refusal =>
  refusal("wrongPhase", `${what} is not possible now (round ${state.round}, ${PHASES[state.phase].rule}).`);

const inPhase = (state: BattleState, phase: BattlePhase): boolean => state.phase === phase;

async function handle(b: TransitionBuilder, input: BattleInput, dice: Dice): Promise<Refusal | null> {
  const state = b.state;
  switch (input.type) {
    case "rollPriority": {
      if (!inPhase(state, "priority")) return wrongPhase(state, "Roll For Priority");
      const holder = state.priority?.order[0] ?? null;
      const result = await rollForPriority(state.gangs, holder, dice);
      if ("code" in result) return result;
      b.steps.push(...result.steps);
      b.update({ priority: { round: state.round, rolls: result.rolls, order: result.order } });
      b.announcements.push({ kind: "priorityOrder", order: result.order });
      enterPhase(b, PHASES.priority.next);
      return null;
    }
    case "readyFighters": {
      if (!inPhase(state, "ready")) return wrongPhase(state, "Ready Fighters");
      const nerve = input.nerve ?? {};
      const stray = Object.keys(nerve).find((id) => !fighterIn(state, id));
      if (stray !== undefined) return refusal("notInBattle", `nerve: ${stray} is not a fighter in this battle.`);
      await readyFighters(b, nerve, dice);
      enterPhase(b, PHASES.ready.next);
      passTurn(b, null);
      return null;
    }
    case "activate":
      if (!inPhase(state, "action")) return wrongPhase(state, "Activation");
      return activate(b, input.fighterId, input.actions ?? null);
    case "groupActivate":
      if (!inPhase(state, "action")) return wrongPhase(state, "Group Activation");
      return groupActivate(b, input.initiatorId, input.nominated, input.positions);
    case "takeAction":
      if (!inPhase(state, "action")) return wrongPhase(state, "An action");
      return takeAction(b, input, dice);
    case "completeCharge":
      if (!inPhase(state, "action")) return wrongPhase(state, "A Charge");
      return completeCharge(b, input.contacted, input.positions);
    case "completeDisengage":
      if (!inPhase(state, "action")) return wrongPhase(state, "A Disengage");
      return completeDisengage(b, input.outcome, input.positions);
    case "changeFacing": {
      const activation = state.turn?.activation;
      const f = activation ? fighterIn(state, activation.fighterId) : undefined;
      if (!inPhase(state, "action") || !f) return refusal("noActivation", "Activation: no fighter is activating.");
      if (f.status !== "active")
        return refusal(
          "notActive",
          "Standard Active Actions: an Active fighter may change their facing for free during their turn.",
        );
      if (activation?.pending) return refusal("actionPending", "Finish the current action first.");
      // "as long as the fighter does nothing else (including turning to face ...)" between Aim and Shoot.
      b.fighter(f.fighter.id, { aim: false });
      return null;
    }
    case "endActivation":
      if (!inPhase(state, "action")) return wrongPhase(state, "Ending an activation");
      return endActivation(b);
    case "setResult":
      if (!inPhase(state, "action")) return wrongPhase(state, "Setting an attack's result");
      return setResult(b, input.targetId, input.result, input.by);
    case "setStatus": {
      const refused = setStatus(b, input.fighterId, input.status);
      if (!refused) settleRally(b);
      return refused;
    }
    case "movedInvoluntarily":
      return movedInvoluntarily(b, input.fighterId);
    case "markOutOfAmmo":
      return markOutOfAmmo(b, input.fighterId, input.weaponId);
    case "rollBottleTests":
    case "rollRecovery":
    case "keepInjuryDie":
    case "rally":
      return handleEndPhase(b, input, dice);
    case "awardXp": {
      const f = fighterIn(state, input.fighterId);
      if (!f) return refusal("notInBattle", `fighterId: ${input.fighterId} is not a fighter in this battle.`);
      if (state.injuries !== null)
        return refusal("alreadyRolled", "XP: the battle's changes have been worked out; award it on the fighter card.");
      awardXp(b, { fighterId: f.fighter.id, xp: input.xp, reason: "scenario", round: state.round, targetId: null });
      return null;
    }
    case "endBattle":
      endBattle(b);
      return null;
    case "rollLastingInjuries":
      return rollLastingInjuries(b, dice, input.fighterId);
    case "correct":
      return correct(b, input.correction, input.reason);
  }
}
