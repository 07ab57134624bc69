import type { CrewFigure, EnemyFigure, Figure } from "../figures/figure";
import type { AiType } from "../figures/vocabulary";
import type { ActivationAction } from "./activation";
import type { CrewEntry, EnemyEntry, RemovalReason } from "./battle-state";
import type { FigureMarks } from "./figure-marks";
import type { OverwatchEndReason } from "./overwatch-status";
import type { CrewPhase, ReactionAssignment } from "./reaction-roll";

/** "On a total of 10+, every character in your crew may either: Take a normal Move, or Fire". */
export const SEIZE_ACTIONS = ["move", "fire"] as const;
/** What a Snap Fire shot did to the moving enemy: nothing, or the marker it gave. */
export const SNAP_FIRE_RESULTS = ["none", "stunned", "shocked"] as const;
/** The Battle Events that ask the player to choose a figure. */
export const EVENT_CHOICE_IDS = ["seizedTheMoment", "aDesperatePlan"] as const;

/** An enemy at the End Phase: its profile, and how far it stands from the enemy battlefield edge (inches). */
export interface EndPhaseEnemy {
  readonly figure: EnemyFigure;
  readonly distanceToEnemyEdge: number;
}

/**
 * Everything a player (or the GM) can ask of the battle round. Inputs that need a figure's current condition carry
 * the figure snapshot, since conditions live on the documents, not in the round state.
 */
export type BattleInput =
  /** "Seizing the Initiative Roll", before round 1. */
  | {
      readonly type: "seizeTheInitiative";
      readonly crew: readonly CrewFigure[];
      readonly enemies: readonly EnemyFigure[];
    }
  /** "The player may attempt": not attempting goes straight to round 1. */
  | { readonly type: "declineSeize" }
  /** After a seize: "every character in your crew may either take a normal Move, or Fire". */
  | { readonly type: "seizeAction"; readonly figureId: string; readonly action: (typeof SEIZE_ACTIONS)[number] }
  /** The crew is done with the seize; round 1 begins. */
  | { readonly type: "endSeize" }
  | { readonly type: "rollReactions" }
  | { readonly type: "assignReactions"; readonly assignment: ReactionAssignment }
  /** Ruling 6: the one-click assignment that puts the most figures in Quick. */
  | { readonly type: "assignMostQuick" }
  /** "Cunning plan" / "A moment of hesitation": the phases chosen instead of rolled. */
  | { readonly type: "choosePhases"; readonly phases: Readonly<Record<string, CrewPhase>> }
  | { readonly type: "lockReactions" }
  /** "Snap Fire": a Quick figure holds to fire when an enemy moves; it cannot move this round. */
  | { readonly type: "holdForSnapFire"; readonly figureId: string }
  /** "Snap Fire": a Quick figure delays to the Slow Actions phase instead. */
  | { readonly type: "delayToSlow"; readonly figureId: string }
  | { readonly type: "startActivation"; readonly figure: Figure }
  /**
   * `fired`: the Combat Action was a shot (the tracker opened the fire dialog), recorded for "Ammo fault";
   * `weaponId` names the weapon when the adapter knows it; `figureId`, when given, the figure the action is for: a
   * request made during one activation and arriving after it is refused instead of acting for the next figure.
   */
  | {
      readonly type: "act";
      readonly action: ActivationAction;
      readonly fired?: boolean;
      readonly weaponId?: string;
      readonly figureId?: string;
    }
  | { readonly type: "endActivation"; readonly figure: Figure }
  /** A held figure fired at the moving enemy; the shot was resolved by the shooting rules, this records its effect. */
  | {
      readonly type: "snapFire";
      readonly figureId: string;
      readonly effectOnMover: (typeof SNAP_FIRE_RESULTS)[number];
      readonly weaponId?: string;
    }
  /** "Enemy Overwatch": the enemy (as it stands now) rolled to enter Overwatch at the end of its activation. */
  | { readonly type: "enterOverwatch"; readonly figure: Figure }
  /** "Enemy Overwatch" ends: it fired, was hit, was engaged in a brawl (its next activation ends it by itself). */
  | { readonly type: "endOverwatch"; readonly figureId: string; readonly reason: OverwatchEndReason }
  | { readonly type: "removeFigure"; readonly figureId: string; readonly reason: RemovalReason }
  /** Reinforcements, Back up, Enemy VIP: the figure joins the battle. */
  | { readonly type: "addFigure"; readonly crew?: CrewEntry; readonly enemy?: EnemyEntry }
  /** "A crew member reached an objective" (an Escalation condition). */
  | { readonly type: "reachObjective" }
  /** "Achieving the Win condition": the enemy rolls to withdraw at the end of this and every later round. */
  | { readonly type: "achieveWinCondition" }
  /** "Possible reinforcements": "If a crew member moves within 3” of a marker, it is removed instantly." */
  | { readonly type: "removeReinforcementMarker" }
  /** "Seized the moment" / "A desperate plan": the figure that acts in both crew phases. */
  | {
      readonly type: "chooseEventFigure";
      readonly eventId: (typeof EVENT_CHOICE_IDS)[number];
      readonly figureId: string;
    }
  | { readonly type: "setMainAiType"; readonly ai: AiType }
  /** `crew`: the crew figures with their weapons, for "Ammo fault"; without them the event is announced only. */
  | { readonly type: "runEndPhase"; readonly enemies: readonly EndPhaseEnemy[]; readonly crew?: readonly CrewFigure[] }
  /** Ending the battle "for any other reason": no objectives, no Holding the Field. */
  | { readonly type: "abandonBattle" }
  /**
   * The GM sets marks on a figure (as its document stands now), in any phase, and says why (ruling 7). GM only: the
   * adapter lets no one else send it.
   */
  | { readonly type: "correctFigure"; readonly figure: Figure; readonly marks: FigureMarks; readonly reason: string }
  /** The GM takes back the latest correction not yet undone; `figure` is the corrected one, as it stands now. */
  | { readonly type: "undoCorrection"; readonly figure: Figure };
