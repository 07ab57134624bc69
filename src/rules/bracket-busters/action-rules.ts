import { ACTIONS, STATUS_ACTIONS, STATUS_ACTIONS_RULE, actionCost, type ActionId } from "./actions";
import type { Activation } from "./battle-state";
import { refusal, type Refusal } from "./core";
import type { FighterStatus } from "./vocabulary";

/**
 * Why the active fighter may not take `id` now, or null when it may. "Action Types": Double takes two and "may not be
 * taken more than once per Activation"; "If a fighter ... only has one Action available, they may not take a Double
 * Action"; Basic once; Simple repeatable. Ruling 16: "once" is per named action, and a free action costs nothing but is
 * that activation's use of the named action.
 */
export function actionRefusal(activation: Activation, status: FighterStatus, id: ActionId): Refusal | null {
  const { name, type } = ACTIONS[id];
  if (activation.pending)
    return refusal(
      "actionPending",
      `Finish the ${activation.pending.kind === "charge" ? "Charge" : "Disengage"} first.`,
    );
  if (type !== "simple" && activation.used.includes(id)) {
    return refusal(
      "oncePerActivation",
      `Action Types: ${name} (${type === "double" ? "Double" : "Basic"}) may not be taken more than once per Activation.`,
    );
  }
  if (activation.free.includes(id)) return null;
  if (status === "outOfAction") return refusal("outOfAction", "The fighter is Out of Action.");
  if (!STATUS_ACTIONS[status].includes(id)) {
    return refusal(
      "notForStatus",
      `${STATUS_ACTIONS_RULE[status]}: ${name} is not an action for a ${statusWords(status)} fighter.`,
    );
  }
  const cost = actionCost(id);
  if (activation.actionsLeft < cost) {
    return type === "double"
      ? refusal(
          "doubleNeedsTwo",
          `Action Types: ${name} is a Double Action, and the fighter has ${activation.actionsLeft} Action(s) left.`,
        )
      : refusal("noActionsLeft", "The fighter has no Actions left this Activation.");
  }
  return null;
}

/** The actions the fighter may take now, in printed order, with the free ones first. */
export function allowedActions(activation: Activation, status: FighterStatus): ActionId[] {
  const listed = status === "outOfAction" ? [] : STATUS_ACTIONS[status];
  const candidates = [...activation.free, ...listed.filter((id) => !activation.free.includes(id))];
  return candidates.filter((id) => actionRefusal(activation, status, id) === null);
}

/**
 * The activation after taking `id`. A free action costs nothing; taking any action ends the offer of the free ones
 * (our reading: Charge's free Fight or Coup de Grace is taken straight after the Charge, or not at all).
 */
export function afterAction(activation: Activation, id: ActionId): Activation {
  const free = activation.free.includes(id);
  return {
    ...activation,
    actionsLeft: free ? activation.actionsLeft : activation.actionsLeft - actionCost(id),
    used: [...activation.used, id],
    free: [],
  };
}

const STATUS_WORDS: Readonly<Record<FighterStatus, string>> = {
  active: "Active",
  pinned: "Pinned",
  engaged: "Engaged",
  seriouslyInjured: "Seriously Injured",
  broken: "Broken",
  outOfAction: "Out of Action",
};
export const statusWords = (status: FighterStatus): string => STATUS_WORDS[status];
