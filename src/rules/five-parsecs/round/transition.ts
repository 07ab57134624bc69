import type { Marker } from "../figures/condition";
import type { AiType } from "../figures/vocabulary";
import type { Step } from "../../core/outcome/outcome";
import type { StateChange } from "../outcome/state-change";
import type { EscalatingAiType } from "../tables/escalation";
import type { AllowedActions } from "./activation";
import type { AmmoFaultResult } from "./ammo-fault";
import type { AutomationLevel } from "./battle-event-automation";
import type { BattleState, RemovalReason } from "./battle-state";
import type { BattleSummary } from "./ending-the-battle";
import type { BattlePhase } from "./phases";
import type { Refusal } from "../../core/refusal";

/** A change for the adapter to apply: the resolution's StateChanges plus those only the round makes. */
export type BattleChange =
  | StateChange
  | { readonly kind: "removeFromPlay"; readonly figureId: string; readonly reason: RemovalReason }
  /** "Tougher than expected": +1 Toughness, to a maximum of 6. */
  | { readonly kind: "toughness"; readonly figureId: string; readonly toughness: number }
  /** "Change of plans": the figure's AI type for the rest of the battle. */
  | { readonly kind: "aiType"; readonly figureId: string; readonly ai: AiType };

/** What the chat and the tracker tell the players, as data the adapter words. */
export type Announcement =
  | { readonly kind: "phase"; readonly round: number; readonly phase: BattlePhase }
  | { readonly kind: "seize"; readonly seized: boolean }
  | { readonly kind: "feralRule"; readonly dieIndex: number }
  | { readonly kind: "activation"; readonly figureId: string; readonly allowed: AllowedActions }
  | { readonly kind: "snapFire"; readonly figureId: string; readonly moverId: string; readonly effect: Marker | null }
  | { readonly kind: "bail"; readonly figureIds: readonly string[] }
  | { readonly kind: "figureRemoved"; readonly figureId: string; readonly reason: RemovalReason }
  | {
      readonly kind: "battleEvent";
      readonly eventId: string;
      readonly name: string;
      readonly text: string;
      readonly automation: AutomationLevel;
      readonly note: string;
      /** The figure the event selected at random, when it selects one. */
      readonly figureId: string | null;
    }
  /** "Ammo fault": what happened to which weapon of the figure the event selected (AmmoFaultResult). */
  | {
      readonly kind: "ammoFault";
      readonly figureId: string;
      readonly result: AmmoFaultResult;
      readonly weaponId: string | null;
      readonly weaponName: string | null;
    }
  | { readonly kind: "choiceNeeded"; readonly eventId: string; readonly round: number }
  | { readonly kind: "extraActivation"; readonly figureId: string; readonly eventId: string }
  | { readonly kind: "reinforcementMarker"; readonly arrives: boolean; readonly markersLeft: number }
  /** Ruling 3: the effect is named; its text is in the compendium result for the GM to fill in. */
  | {
      readonly kind: "escalation";
      readonly effectId: string;
      readonly name: string;
      readonly ai: EscalatingAiType;
      readonly rollsLeft: number;
    }
  /** An Escalation check is due but the main AI type has no column: the GM must name one (`setMainAiType`). */
  | { readonly kind: "escalationNeedsMainAiType" }
  | { readonly kind: "battleOver"; readonly summary: BattleSummary };

/**
 * The answer to every input: the next state, the rolls made (as Steps), what to announce and what to change on the
 * documents. A refused input returns the same state, nothing else, and the refusal.
 */
export interface Transition {
  readonly state: BattleState;
  readonly steps: readonly Step[];
  readonly announcements: readonly Announcement[];
  readonly changes: readonly BattleChange[];
  readonly refusal: Refusal | null;
}

export const refused = (state: BattleState, refusal: Refusal): Transition => ({
  state,
  steps: [],
  announcements: [],
  changes: [],
  refusal,
});

/** A transition under construction: handlers push to it and replace the state. */
export class TransitionBuilder {
  state: BattleState;
  readonly steps: Step[] = [];
  readonly announcements: Announcement[] = [];
  readonly changes: BattleChange[] = [];

  constructor(state: BattleState) {
    this.state = state;
  }

  update(patch: Partial<BattleState>): void {
    this.state = { ...this.state, ...patch };
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
