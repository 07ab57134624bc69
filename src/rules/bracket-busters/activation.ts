import { allowedActions } from "./action-rules";
import { fighterIn } from "./battle-state";
import { refusal, type Refusal } from "./core";
import { settleTurn } from "./round-flow";
import type { TransitionBuilder } from "./transition";

/**
 * "Activation": "During a turn, a single Ready fighter may be Activated ... Once Activated, a fighter loses their Ready
 * status". In a Group Activation each nominated fighter is activated in turn, in any order. "Entrench": "Until this
 * fighter next Activates". `actions`: what an effect sets instead of the fighter's own number ("Actions": "scenario
 * specific rules, special abilities ... may cause a fighter to take more or fewer Actions").
 */
export function activate(b: TransitionBuilder, fighterId: string, actions: number | null): Refusal | null {
  const turn = b.state.turn;
  if (!turn) return refusal("noTurn", "Action Phase: no gang has a turn now.");
  if (turn.activation)
    return refusal(
      "activationInProgress",
      "Activation: finish the current fighter's activation first (each fighter's activation must be fully completed before the next).",
    );
  const f = fighterIn(b.state, fighterId);
  if (!f) return refusal("notInBattle", `${fighterId} is not a fighter in this battle.`);
  if (f.fighter.gangId !== turn.gangId)
    return refusal("notYourTurn", `Action Phase: it is not ${f.fighter.name}'s gang's turn.`);
  if (f.status === "outOfAction") return refusal("outOfAction", `${f.fighter.name} is Out of Action.`);
  if (!f.ready) return refusal("notReady", `Activation: ${f.fighter.name} is not Ready.`);
  if (turn.group) {
    if (!turn.group.members.includes(fighterId))
      return refusal("notNominated", `Group Activation: ${f.fighter.name} was not nominated.`);
  } else if (turn.activated.length > 0) {
    return refusal("oneActivationPerTurn", "Group Activation: normally only one fighter may be activated per turn.");
  }
  const activation = {
    fighterId,
    actionsLeft: actions ?? f.fighter.actions,
    used: [],
    free: [],
    contacted: [],
    pending: null,
  };
  b.fighter(fighterId, { ready: false, entrench: false });
  b.update({
    turn: { ...turn, activation, activated: [...turn.activated, fighterId] },
    activatedThisRound: [...b.state.activatedThisRound, fighterId],
  });
  b.announcements.push({
    kind: "activation",
    fighterId,
    actions: activation.actionsLeft,
    allowed: allowedActions(activation, f.status),
  });
  return null;
}

/** The fighter's activation is complete ("or no Actions if they prefer"); a Charge or Disengage must be finished first. */
export function endActivation(b: TransitionBuilder): Refusal | null {
  const turn = b.state.turn;
  const activation = turn?.activation;
  if (!turn || !activation) return refusal("noActivation", "Activation: no fighter is activating.");
  if (activation.pending)
    return refusal(
      "actionPending",
      `Finish the ${activation.pending.kind === "charge" ? "Charge" : "Disengage"} first.`,
    );
  b.update({ turn: { ...turn, activation: null } });
  b.announcements.push({ kind: "activationEnded", fighterId: activation.fighterId });
  settleTurn(b);
  return null;
}
