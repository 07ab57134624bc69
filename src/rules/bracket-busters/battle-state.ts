import type { Fighter, WeaponProfile } from "./fighter";
import type { InjuryDiceFaces } from "./injury-dice";
import type { BattlePhase, EndPhaseStep } from "./phases";
import type { ActionId } from "./actions";
import type { FighterStatus } from "./vocabulary";
import type { XpEntry } from "./xp";
import type { InjuryRecord } from "./injury-record";
import type { BottleTestRule } from "./bottle-test-rule";

/** Why a fighter left the battlefield, and who did it (ruling 15: "who did it, for XP"). */
export interface OutOfAction {
  readonly round: number;
  /**
   * "attack": an attack's result set from the card; "coupDeGrace"; "recovery": a failed Recovery; "fled": a failed
   * Nerve test; "gm": the GM's correction of the table.
   */
  readonly cause: "attack" | "coupDeGrace" | "recovery" | "fled" | "gm";
  readonly by: string | null;
  /** Whether a Lasting Injury roll is made for it after the battle. */
  readonly lastingInjury: boolean;
}

/** A fighter in the battle: the card it came with, its status (ruling 12) and the marks beside it. */
export interface BattleFighter {
  readonly fighter: Fighter;
  readonly status: FighterStatus;
  readonly ready: boolean;
  /** Each lowers Toughness by 1 ("a Flesh Wound: Toughness −1"). */
  readonly fleshWounds: number;
  /** "Aim": +1 to hit on the next action if it is a Shoot. */
  readonly aim: boolean;
  /** "Focus": +1 on the next characteristic check this Round. */
  readonly focus: boolean;
  /** "Entrench": until this fighter next Activates. */
  readonly entrench: boolean;
  /** Ids of the weapon profiles that are Out of Ammo. */
  readonly outOfAmmo: readonly string[];
  /** Who last set an attack's result on it. */
  readonly lastAttackBy: string | null;
  readonly outOfAction: OutOfAction | null;
}

export interface GangEntry {
  readonly id: string;
  readonly name: string;
  /** "Failing a Bottle test": from then on its fighters take Nerve tests at Ready Fighters. */
  readonly bottledOut: boolean;
}

/** "Roll For Priority": each gang's roll, the roll-offs that broke ties, and the order from Priority down. */
export interface PriorityState {
  readonly round: number;
  readonly rolls: readonly { readonly gangId: string; readonly roll: number }[];
  /** Gang ids, the gang with Priority first. */
  readonly order: readonly string[];
}

/** What an action left open: a Charge's move or a Disengage's free attacks, resolved by the next input. */
export type Pending =
  | { readonly kind: "charge"; readonly maxInches: number }
  | { readonly kind: "disengage"; readonly from: readonly string[]; readonly attackers: readonly string[] };

/** The activation in progress. */
export interface Activation {
  readonly fighterId: string;
  readonly actionsLeft: number;
  /** Named actions taken this activation (Basic and Double may not be taken twice); free ones included (ruling 16). */
  readonly used: readonly ActionId[];
  /** Free actions on offer (Charge's Fight or Coup de Grace). */
  readonly free: readonly ActionId[];
  /** The enemies a Charge reached: the free action's opponents. */
  readonly contacted: readonly string[];
  readonly pending: Pending | null;
}

/** "Group Activation": the initiator and the fighters nominated, all named before any activates. */
export interface GroupActivationState {
  readonly initiatorId: string;
  readonly members: readonly string[];
}

/** A gang's turn in the Action Phase. */
export interface Turn {
  readonly gangId: string;
  readonly group: GroupActivationState | null;
  readonly activation: Activation | null;
  /** Fighters who have activated this turn, in order. */
  readonly activated: readonly string[];
}

/** An assisted Recovery waiting for its player to discard one of the two Injury dice. */
export interface RecoveryChoice {
  readonly fighterId: string;
  readonly dice: readonly [number, number];
  /** The index of the die offered first (the better one, ruling 11). */
  readonly offered: 0 | 1;
}

export interface EndPhaseState {
  readonly step: EndPhaseStep;
  readonly recoveryChoices: readonly RecoveryChoice[];
  /** The gang whose player makes the next Rally test, or null before Rally. */
  readonly rallyGang: string | null;
  /** Broken fighters who have made their Rally test this End Phase. */
  readonly rallied: readonly string[];
}

export interface BattleSetup {
  readonly injuryDice: InjuryDiceFaces;
  /**
   * "Some scenarios provide alternate instructions regarding Bottle tests, and some even indicate that they don't require
   * / allow Bottle tests at all": null for none. Absent in battles set up before the option: the default test.
   */
  readonly bottleTest?: BottleTestRule | null;
}

/**
 * The whole Bracket Busters battle as plain, serialisable data. Unlike Five Parsecs' round it holds the fighters
 * themselves: every status and mark the rules read is battle state. Changed only by `advance`.
 */
export interface BattleState {
  readonly version: 1;
  readonly ruleset: "bracketBusters";
  readonly setup: BattleSetup;
  readonly round: number;
  readonly phase: BattlePhase;
  readonly gangs: readonly GangEntry[];
  /** Every fighter, on the battlefield or not, in roster order. */
  readonly fighters: readonly BattleFighter[];
  readonly priority: PriorityState | null;
  readonly turn: Turn | null;
  /** The gangs given a turn this Round, in order. */
  readonly turnsThisRound: readonly string[];
  /** Fighters Activated this Round, in order. */
  readonly activatedThisRound: readonly string[];
  readonly end: EndPhaseState | null;
  readonly xp: readonly XpEntry[];
  /** The Lasting Injuries rolled after the battle; null until every fighter's is rolled. */
  readonly injuries: readonly InjuryRecord[] | null;
  /** Those rolled fighter by fighter so far (absent before the first, and in battles stored before this field). */
  readonly injuriesRolled?: readonly InjuryRecord[];
  readonly over: { readonly round: number } | null;
}

export const fighterIn = (state: BattleState, id: string): BattleFighter | undefined =>
  state.fighters.find((f) => f.fighter.id === id);

export const onBattlefield = (f: BattleFighter): boolean => f.status !== "outOfAction";

export const gangOf = (state: BattleState, id: string): GangEntry | undefined => state.gangs.find((g) => g.id === id);

export const fightersOf = (state: BattleState, gangId: string): BattleFighter[] =>
  state.fighters.filter((f) => f.fighter.gangId === gangId);

export const readyFightersOf = (state: BattleState, gangId: string): BattleFighter[] =>
  state.fighters.filter((f) => f.fighter.gangId === gangId && f.ready && onBattlefield(f));

/** Toughness after Flesh Wounds ("Toughness −1" each); 0 when they reach it, never negative. */
export const modifiedToughness = (f: BattleFighter): number => Math.max(0, f.fighter.profile.toughness - f.fleshWounds);

export const weaponOf = (f: BattleFighter, weaponId: string): WeaponProfile | undefined =>
  f.fighter.weapons.find((w) => w.id === weaponId);

/** The Priority order, or the gangs' roster order before the first roll. */
export const priorityOrder = (state: BattleState): readonly string[] =>
  state.priority?.order ?? state.gangs.map((g) => g.id);
