import { BracketBusters as BB } from "../../rules";
import { actionLabel, actionTypeLabel, fighterName, gangName, say, statusLabel, type Lang } from "./lang";

/** One of the printed actions for the fighter's status, allowed now or not (and why not). */
export interface ActionChoice {
  readonly id: BB.ActionId;
  readonly label: string;
  readonly type: BB.ActionType;
  /** "Double", "Basic", "Simple". */
  readonly typeLabel: string;
  /** The free action a Charge offers: it costs nothing. */
  readonly free: boolean;
  readonly allowed: boolean;
  /** Why it is not allowed now, in words; null when it is. */
  readonly why: string | null;
  /** How far a movement action may take the fighter, in inches; null for the others. */
  readonly inches: number | null;
}

export interface ActivationView {
  readonly fighterId: string;
  readonly name: string;
  readonly gang: string;
  readonly status: BB.FighterStatus;
  readonly statusLabel: string;
  readonly actionsLeft: number;
  /** "2 Actions left". */
  readonly actionsLeftText: string;
  /** The named actions taken this activation, in order. */
  readonly used: readonly string[];
  readonly actions: readonly ActionChoice[];
  /** A Charge waiting for its move, or a Disengage waiting for its free attacks: what to do, in words. */
  readonly pending: {
    readonly kind: "charge" | "disengage";
    readonly text: string;
    readonly inches: number | null;
  } | null;
  /** The Group Activation this fighter is part of: every member, and whether each has activated. */
  readonly group: {
    readonly initiator: string;
    readonly members: readonly { readonly id: string; readonly name: string; readonly done: boolean }[];
  } | null;
  /** The weapons, for Shoot, Blindfire, Fire Through and Reload. */
  readonly weapons: readonly {
    readonly id: string;
    readonly name: string;
    readonly ranged: boolean;
    readonly outOfAmmo: boolean;
  }[];
}

/** What a refusal code means for the button, in the panel's words. */
const WHY_KEYS: Readonly<Record<string, string>> = {
  oncePerActivation: "NotAllowed.oncePerActivation",
  doubleNeedsTwo: "NotAllowed.doubleNeedsTwo",
  noActionsLeft: "NotAllowed.noActionsLeft",
  actionPending: "NotAllowed.actionPending",
  notForStatus: "NotAllowed.notForStatus",
  outOfAction: "NotAllowed.outOfAction",
};

function choiceFor(lang: Lang, f: BB.BattleFighter, activation: BB.Activation, id: BB.ActionId): ActionChoice {
  const refusal = BB.actionRefusal(activation, f.status, id);
  const { type } = BB.ACTIONS[id];
  const inches =
    activation.pending?.kind === "charge" && id === "charge"
      ? activation.pending.maxInches
      : BB.movementAllowance(f, id);
  return {
    id,
    label: actionLabel(lang, id),
    type,
    typeLabel: actionTypeLabel(lang, type),
    free: activation.free.includes(id),
    allowed: refusal === null,
    why: refusal ? say(lang, WHY_KEYS[refusal.code] ?? "NotAllowed.notNow") : null,
    inches,
  };
}

/**
 * The activation panel: the fighter activating, its status, the Actions it has left and every action printed for its
 * status (the free ones a Charge offers first), each marked Double, Basic or Simple and allowed or not.
 */
export function activationView(state: BB.BattleState, lang: Lang): ActivationView | null {
  const turn = state.turn;
  const activation = turn?.activation;
  const f = activation ? BB.fighterIn(state, activation.fighterId) : undefined;
  if (!turn || !activation || !f) return null;
  const listed = f.status === "outOfAction" ? [] : BB.STATUS_ACTIONS[f.status];
  const ids = [...activation.free, ...listed.filter((id) => !activation.free.includes(id))];
  const pending = activation.pending;
  return {
    fighterId: f.fighter.id,
    name: f.fighter.name,
    gang: gangName(state, f.fighter.gangId),
    status: f.status,
    statusLabel: statusLabel(lang, f.status),
    actionsLeft: activation.actionsLeft,
    actionsLeftText: say(lang, "Activation.actionsLeft", { count: activation.actionsLeft }),
    used: activation.used.map((id) => actionLabel(lang, id)),
    actions: ids.map((id) => choiceFor(lang, f, activation, id)),
    pending: !pending
      ? null
      : pending.kind === "charge"
        ? {
            kind: "charge",
            text: say(lang, "Activation.chargePending", { inches: pending.maxInches }),
            inches: pending.maxInches,
          }
        : {
            kind: "disengage",
            text:
              pending.attackers.length > 0
                ? say(lang, "Activation.disengagePending", {
                    attackers: pending.attackers.map((id) => fighterName(state, id)).join(", "),
                  })
                : say(lang, "Activation.disengageNoAttacks"),
            inches: null,
          },
    group: turn.group
      ? {
          initiator: fighterName(state, turn.group.initiatorId),
          members: turn.group.members.map((id) => ({
            id,
            name: fighterName(state, id),
            done: turn.activated.includes(id),
          })),
        }
      : null,
    weapons: f.fighter.weapons.map((w) => ({
      id: w.id,
      name: w.name,
      ranged: w.ranged,
      outOfAmmo: f.outOfAmmo.includes(w.id),
    })),
  };
}

/** A Group Activation to nominate: the skill's radius, count and restriction, and who may be nominated now. */
export interface GroupNomination {
  readonly initiatorId: string;
  readonly initiator: string;
  readonly radius: number;
  readonly extraFighters: number;
  readonly restriction: string;
  /** "Up to 2 more fighters within 6''". */
  readonly rule: string;
  readonly candidates: readonly { readonly id: string; readonly name: string }[];
}

export function groupNomination(
  state: BB.BattleState,
  initiatorId: string,
  positions: BB.Positions,
  lang: Lang,
): GroupNomination | null {
  const f = BB.fighterIn(state, initiatorId);
  const skill = f?.fighter.groupActivation;
  if (!f || !skill) return null;
  return {
    initiatorId,
    initiator: f.fighter.name,
    radius: skill.radius,
    extraFighters: skill.extraFighters,
    restriction: skill.restriction,
    rule: say(lang, "Group.rule", { count: skill.extraFighters, radius: skill.radius }),
    candidates: BB.groupActivationCandidates(state, initiatorId, positions).map((id) => ({
      id,
      name: fighterName(state, id),
    })),
  };
}
