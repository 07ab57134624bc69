import type { ActionId } from "./actions";
import type { BattleFighter, BattleState } from "./battle-state";
import type { Modifier, Refusal, Step } from "./core";
import type { FighterChange } from "./lasting-injuries";
import type { BattlePhase, EndPhaseStep } from "./phases";
import type { Correction } from "./correction";
import type { FighterStatus, InjuryResult } from "./vocabulary";

/** What the cards and the tracker tell the players, as data the adapter words. */
export type Announcement =
  | { readonly kind: "phase"; readonly round: number; readonly phase: BattlePhase }
  | { readonly kind: "endPhaseStep"; readonly step: EndPhaseStep }
  | { readonly kind: "priorityOrder"; readonly order: readonly string[] }
  | { readonly kind: "turn"; readonly gangId: string }
  /** Ruling 13: "a gang with no Ready fighter is passed over". */
  | { readonly kind: "passedOver"; readonly gangId: string }
  | {
      readonly kind: "groupActivation";
      readonly initiatorId: string;
      readonly members: readonly string[];
      readonly restriction: string;
    }
  | {
      readonly kind: "activation";
      readonly fighterId: string;
      readonly actions: number;
      readonly allowed: readonly ActionId[];
    }
  | { readonly kind: "activationEnded"; readonly fighterId: string }
  /** A declared action and what the text states it does; `inches`: how far it may move. */
  | {
      readonly kind: "action";
      readonly fighterId: string;
      readonly action: ActionId;
      readonly free: boolean;
      readonly inches: number | null;
      /** Noted for the players' own resolution (Aim's +1, Blindfire's -2). */
      readonly modifiers: readonly Modifier[];
      /** Short keys for what the text says happens ("pinned", "scatters", "visionArc360", "doorForcedOpen"). */
      readonly notes: readonly string[];
      /** The facing chosen (Stand Up, Entrench), in degrees. */
      readonly facing: number | null;
      /** Fighters the action names: the target, the carried fighter, those hit through a ductway. */
      readonly fighterIds: readonly string[];
    }
  /** A Charge reached these enemies: the free actions on offer ("a free Fight (Basic) action", "Coup de Grace"). */
  | {
      readonly kind: "freeActions";
      readonly fighterId: string;
      readonly actions: readonly ActionId[];
      readonly opponents: readonly string[];
    }
  /** "Disengage": these engaged enemies passed their Initiative check and may make a free close combat attack. */
  | { readonly kind: "freeAttacks"; readonly fighterId: string; readonly attackers: readonly string[] }
  | {
      readonly kind: "status";
      readonly fighterId: string;
      readonly from: FighterStatus;
      readonly to: FighterStatus;
      readonly reason: string;
    }
  | { readonly kind: "fleshWound"; readonly fighterId: string; readonly toughness: number }
  /** A Flesh Wound from an attack took Toughness below 1: the players set the result their book gives (ruling 15). */
  | { readonly kind: "toughnessBelowOne"; readonly fighterId: string }
  | { readonly kind: "fled"; readonly fighterId: string }
  | { readonly kind: "bottledOut"; readonly gangId: string }
  | {
      readonly kind: "recoveryChoice";
      readonly fighterId: string;
      readonly dice: readonly number[];
      readonly offered: number;
    }
  /** "Recovery": the Injury dice result kept for a Seriously Injured fighter, by name, whatever it does. */
  | { readonly kind: "recovery"; readonly fighterId: string; readonly result: InjuryResult }
  /** The GM's correction of the table, its reason, and the correction that undoes it. */
  | { readonly kind: "corrected"; readonly correction: Correction; readonly undo: Correction; readonly reason: string }
  | { readonly kind: "xp"; readonly fighterId: string; readonly xp: number; readonly reason: string }
  | { readonly kind: "battleOver"; readonly round: number };

/**
 * The answer to every input: the next state, the rolls made (as Steps), what to announce and, after the battle, what
 * to change on the fighter cards. A refused input returns the same state, nothing else, and the refusal.
 */
export interface Transition {
  readonly state: BattleState;
  readonly steps: readonly Step[];
  readonly announcements: readonly Announcement[];
  readonly changes: readonly FighterChange[];
  readonly refusal: Refusal | null;
}

export const refused = (state: BattleState, why: Refusal): Transition => ({
  state,
  steps: [],
  announcements: [],
  changes: [],
  refusal: why,
});

/** A transition under construction: handlers push to it and replace the state. */
export class TransitionBuilder {
  state: BattleState;
  readonly steps: Step[] = [];
  readonly announcements: Announcement[] = [];
  readonly changes: FighterChange[] = [];

  constructor(state: BattleState) {
    this.state = state;
  }

  update(patch: Partial<BattleState>): void {
    this.state = { ...this.state, ...patch };
  }

  /** Replaces one fighter's battle record. */
  fighter(id: string, patch: Partial<Omit<BattleFighter, "fighter">>): void {
    this.state = {
      ...this.state,
      fighters: this.state.fighters.map((f) => (f.fighter.id === id ? { ...f, ...patch } : f)),
    };
  }

  /** Sets a fighter's status, announcing the change. */
  status(id: string, to: FighterStatus, reason: string): void {
    const f = this.state.fighters.find((x) => x.fighter.id === id);
    if (!f || f.status === to) return;
    this.fighter(id, { status: to });
    this.announcements.push({ kind: "status", fighterId: id, from: f.status, to, reason });
  }

  done(): Transition {
    return {
      state: this.state,
      steps: this.steps,
      announcements: this.announcements,
      changes: this.changes,
      refusal: null,
    };
  }
}
