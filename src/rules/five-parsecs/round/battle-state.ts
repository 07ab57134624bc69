import type { AiType } from "../figures/vocabulary";
import type { Step } from "../../core/outcome/outcome";
import type { Activation } from "./activation";
import type { FiredWeapon } from "./ammo-fault";
import type { BattleEventId } from "./battle-event-automation";
import type { DifficultyMode } from "./difficulty";
import type { GmCorrection } from "./figure-marks";
import type { BattleSummary } from "./ending-the-battle";
import { mainAiTypeOf } from "./escalating-battles";
import { assertNewBattle } from "./new-battle-checks";
import type { NewBattle } from "./new-battle";

export type { NewBattle } from "./new-battle";
import type { ActionPhase, BattlePhase } from "./phases";
import { reactorOf, type CrewPhase, type ReactionAssignment, type Reactor } from "./reaction-roll";

/** The choices made when the battle is set up (issue #4, "Battle setup"). */
export interface BattleSetup {
  readonly difficulty: DifficultyMode;
  /** "When fighting opponents from the Hired Muscle encounter tables, modify by -1." */
  readonly hiredMuscle: boolean;
  /** The main AI type (Escalation column, withdrawal dice); derived from the enemies unless given. */
  readonly mainAiType: AiType | null;
}

/** A crew figure as the round needs it; conditions live in the figures the adapter passes with each input. */
export interface CrewEntry extends Reactor {
  readonly name: string;
}

export interface EnemyEntry {
  readonly id: string;
  readonly name: string;
}

/** Why a figure left the battle: "casualty" is "removed due to combat"; "bailed" is Morale; "leftTheField" is the rest. */
export const REMOVAL_REASONS = ["casualty", "bailed", "leftTheField"] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

export interface RemovedFigure {
  readonly figureId: string;
  readonly side: "crew" | "enemy";
  readonly reason: RemovalReason;
  readonly round: number;
}

/** One activation a figure is due this round, in a phase. Normally one per figure; Battle Events add or take some. */
export interface Slot {
  readonly figureId: string;
  readonly phase: ActionPhase;
  readonly status: "pending" | "done" | "removed";
  /** Held for Snap Fire: may fire when an enemy moves, then cannot move this round. */
  readonly snapFire: boolean;
  /** An extra activation from a Battle Event ("Renewed efforts", "Seized the moment", "A desperate plan"). */
  readonly extra: boolean;
}

/**
 * How this round's phases are decided: by the Reaction Roll, freely ("Cunning plan"), or one Quick figure
 * ("A moment of hesitation").
 */
export type ReactionMode = "roll" | "freeChoice" | "hesitation";

export interface ReactionState {
  readonly mode: ReactionMode;
  /** The crew figures whose phase this step decides, in roster order. */
  readonly reactors: readonly Reactor[];
  /** The rolled dice; null until rolled (always null for the other modes). */
  readonly dice: readonly number[] | null;
  readonly assignment: ReactionAssignment | null;
  /** The phases chosen in the free-choice modes. */
  readonly choices: Readonly<Record<string, CrewPhase>> | null;
  readonly locked: boolean;
}

export interface SeizeState {
  /** Null when the player chose not to attempt it. */
  readonly step: Step | null;
  readonly seized: boolean;
  /** The crew figures that moved or fired before the battle. */
  readonly acted: readonly { readonly figureId: string; readonly action: "move" | "fire" }[];
}

/** Lasting effects of Battle Events. */
export interface BattleEffects {
  /**
   * "Renewed efforts": how many times it was rolled, the extra enemy activations each round after the Enemy Actions
   * (ruling 9: a standing event rolled again adds to the first). A state stored as a boolean reads as 0 or 1.
   */
  readonly renewedEfforts: number;
  /** "Clock is running out": rolled at the end of this round and each round after; null when not running. */
  readonly clockFromRound: number | null;
  /** "Lost heart": the enemy leaves the field at the end of this round. */
  readonly lostHeartAtEndOfRound: number | null;
  /** "Cunning plan" / "A moment of hesitation": the round whose phases are chosen instead of rolled. */
  readonly freeChoiceRound: number | null;
  readonly hesitationRound: number | null;
  /** "Seized the moment" / "A desperate plan": figures that act in both crew phases, by round. */
  readonly bothPhases: readonly { readonly figureId: string; readonly round: number }[];
  /** "A desperate plan": figures that cannot act, by round. */
  readonly cannotAct: readonly { readonly figureId: string; readonly round: number }[];
  /** Vision range in inches, or null while unlimited ("Visibility change"). */
  readonly visibility: number | null;
  readonly fogCloud: boolean;
  /** "Possible reinforcements": markers left on the opposing edge; rolled again, 3 more join them (ruling 9). */
  readonly reinforcementMarkers: number;
}

/** A Battle Event waiting for the player to choose a figure. */
export interface PendingChoice {
  readonly eventId: Extract<BattleEventId, "seizedTheMoment" | "aDesperatePlan">;
  /** The round the chosen figure acts twice in. */
  readonly round: number;
  /** Figures that may not be chosen (the one "A desperate plan" stopped). */
  readonly excluded: readonly string[];
}

/** Snap Fire's effect on the enemy it hit while moving, for the rest of the round. */
export interface SnapFireEffect {
  readonly figureId: string;
  /** "If a moving enemy is stunned as a result of snap fire, they lose the ability to fire this round." */
  readonly cannotFire: boolean;
  /** "If Shocked they stop immediately when the shot hits." */
  readonly stopped: boolean;
}

/**
 * The whole battle round as plain, serialisable data: what the adapter keeps in the combat's flags. Changed only by
 * `advance` (round-machine.ts and the input handlers it dispatches to).
 */
export interface BattleState {
  readonly version: 1;
  readonly setup: BattleSetup;
  /** 0 before the first round (Seizing the Initiative). */
  readonly round: number;
  readonly phase: BattlePhase;
  /** Figures still in the battle. */
  readonly crew: readonly CrewEntry[];
  readonly enemies: readonly EnemyEntry[];
  /** Every figure that left the battle, with why and when; "enemies removed this round" is read from it. */
  readonly removed: readonly RemovedFigure[];
  readonly seize: SeizeState | null;
  readonly reaction: ReactionState | null;
  /** This round's activations. A figure "has acted" when its slots are done. */
  readonly schedule: readonly Slot[];
  readonly active: Activation | null;
  /** Crew figures that chose Snap Fire this round. */
  readonly snapFireHolders: readonly string[];
  readonly snapFireEffects: readonly SnapFireEffect[];
  /**
   * "Enemy Overwatch": the enemies on Overwatch. Not part of FRESH_ROUND: "The status lasts until the figure activates
   * next", which may be in the next round.
   */
  readonly overwatchIds: readonly string[];
  /**
   * Crew figures that fired this round through the round ("Ammo fault" asks who "fired a weapon last round"). Optional
   * so a state stored before it was kept still reads; absent means none recorded.
   */
  readonly firedThisRound?: readonly FiredWeapon[];
  /** The "Renewed efforts" activations given this round (a stored boolean reads as 0 or 1). */
  readonly renewedEffortsUsed: number;
  readonly objectiveReachedThisRound: boolean;
  /** "Achieving the Win condition": from then on the enemy rolls to withdraw at the end of each round. */
  readonly winConditionAchieved: boolean;
  readonly escalationRollsUsed: number;
  readonly battleEvents: readonly { readonly round: number; readonly eventId: string }[];
  readonly effects: BattleEffects;
  readonly pendingChoices: readonly PendingChoice[];
  /** The GM's corrections of figures' marks, oldest first, with their reasons. Absent in a state stored before it was kept. */
  readonly corrections?: readonly GmCorrection[];
  readonly over: BattleSummary | null;
}

export const NO_EFFECTS: BattleEffects = {
  renewedEfforts: 0,
  clockFromRound: null,
  lostHeartAtEndOfRound: null,
  freeChoiceRound: null,
  hesitationRound: null,
  bothPhases: [],
  cannotAct: [],
  visibility: null,
  fogCloud: false,
  reinforcementMarkers: 0,
};

/**
 * What each round starts without: no Reaction dice, schedule or activation yet, no Snap Fire held or fired, nothing
 * fired, no Renewed efforts or objective this round. The battle starts with it too, so a new per-round fact is added
 * here once.
 */
export const FRESH_ROUND = {
  reaction: null,
  schedule: [],
  active: null,
  snapFireHolders: [],
  snapFireEffects: [],
  firedThisRound: [],
  renewedEffortsUsed: 0,
  objectiveReachedThisRound: false,
} as const satisfies Partial<BattleState>;

/**
 * A battle set up and waiting for Seizing the Initiative. Figures already removed from play are left out. Throws a
 * RangeError naming the field for a battle that could not be played (new-battle-checks.ts): "Ending the Battle" comes
 * when a side is gone, so a battle starts with a live figure on each side.
 */
export function createBattle(battle: NewBattle): BattleState {
  assertNewBattle(battle);
  const crew = battle.crew.filter((f) => !f.condition.goner);
  const enemies = battle.enemies.filter((f) => !f.condition.goner);
  const ids = [...crew, ...enemies].map((f) => f.id);
  if (new Set(ids).size !== ids.length) throw new RangeError("createBattle: figure ids must be unique");
  return {
    version: 1,
    setup: {
      difficulty: battle.difficulty,
      hiredMuscle: battle.hiredMuscle,
      mainAiType: battle.mainAiType ?? mainAiTypeOf(enemies),
    },
    round: 0,
    phase: "seize",
    crew: crew.map((f) => ({ ...reactorOf(f), name: f.name })),
    enemies: enemies.map((f) => ({ id: f.id, name: f.name })),
    removed: [],
    seize: null,
    ...FRESH_ROUND,
    overwatchIds: [],
    winConditionAchieved: false,
    escalationRollsUsed: 0,
    battleEvents: [],
    effects: NO_EFFECTS,
    pendingChoices: [],
    corrections: [],
    over: null,
  };
}

/** Figures removed from play this round, by side. */
export const removedThisRound = (state: BattleState, side: "crew" | "enemy"): RemovedFigure[] =>
  state.removed.filter((r) => r.round === state.round && r.side === side);

/** Whether a figure has no activation left to take this round. */
export const hasActed = (state: BattleState, figureId: string): boolean =>
  state.schedule.every((slot) => slot.figureId !== figureId || slot.status !== "pending");

export const isInBattle = (state: BattleState, figureId: string): boolean =>
  state.crew.some((f) => f.id === figureId) || state.enemies.some((f) => f.id === figureId);

export const sideOf = (state: BattleState, figureId: string): "crew" | "enemy" | null =>
  state.crew.some((f) => f.id === figureId) ? "crew" : state.enemies.some((f) => f.id === figureId) ? "enemy" : null;
