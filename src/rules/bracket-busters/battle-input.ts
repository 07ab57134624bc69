import type { ActionId } from "./actions";
import type { Point } from "./core";
import type { Positions } from "./positions";
import type { AttackResult, ExertObject, NerveCharacteristic, Status } from "./vocabulary";

/** "Disengage": whether the fighter got exactly 1'' away, or "remains Engaged with at least one of the enemy fighters". */
export const DISENGAGE_OUTCOMES = ["clear", "stillEngaged"] as const;
export type DisengageOutcome = (typeof DISENGAGE_OUTCOMES)[number];

/**
 * One declared action and what the text needs to carry it out. Which fields an action needs is checked with the input
 * (input-checks.ts, ACTION_NEEDS).
 */
export interface TakeAction {
  readonly type: "takeAction";
  readonly action: ActionId;
  /** Inches moved, as measured on the scene; refused beyond the action's reach. */
  readonly distance?: number;
  /** Degrees: Stand Up's chosen facing, Entrench's change of facing. */
  readonly facing?: number;
  /** The weapon profile: Shoot, Blindfire, Fire Through, Reload. */
  readonly weaponId?: string;
  /** Coup de Grace's Seriously Injured enemy; Shoot's or Fire Through's selected fighter. */
  readonly targetId?: string;
  /** Fight's opponents, noted for the players. */
  readonly targets?: readonly string[];
  /** Exert's obstacle, object or restraint. */
  readonly object?: ExertObject;
  /** Carry Heavy's Seriously Injured fighter, when it carries one. */
  readonly carriedId?: string;
  /** The other side of the ductway (Fire Through, Crawl Through). */
  readonly exit?: Point;
  /** The end of the ductway the fighter is "within 1''" of (Fire Through, Crawl Through); measured with `positions`. */
  readonly ductway?: Point;
  /** The terminal, console, device or object "within 1'' of the fighter" (Access Terminal, Interact); measured with `positions`. */
  readonly device?: Point;
  /** Disengage: every fighter this fighter is Engaged with (in base contact in `positions`), and no other. */
  readonly enemies?: readonly string[];
  /** "Bonuses or penalties may apply" to Detect and Access Terminal (scenario rules). */
  readonly modifier?: number;
  readonly positions?: Positions;
}

/** Everything a player (or the GM) can ask of a Bracket Busters battle. */
export type BattleInput =
  | { readonly type: "rollPriority" }
  /** `nerve`: Cool or Willpower for each fighter that tests, chosen before rolling; the better one when not given. */
  | { readonly type: "readyFighters"; readonly nerve?: Readonly<Record<string, NerveCharacteristic>> }
  /** `actions`: an effect's number of Actions instead of the fighter's own. */
  | { readonly type: "activate"; readonly fighterId: string; readonly actions?: number }
  | {
      readonly type: "groupActivate";
      readonly initiatorId: string;
      readonly nominated: readonly string[];
      readonly positions: Positions;
    }
  | TakeAction
  /** After a Charge's move: the enemies it reached, and where everyone stands. */
  | { readonly type: "completeCharge"; readonly contacted: readonly string[]; readonly positions: Positions }
  /** After a Disengage's free attacks: where the fighter ended up ("clear" needs the positions to check it). */
  | { readonly type: "completeDisengage"; readonly outcome: DisengageOutcome; readonly positions?: Positions }
  /** "An Active fighter may change their facing for free during their turn." */
  | { readonly type: "changeFacing"; readonly facing: number }
  | { readonly type: "endActivation" }
  /** Ruling 15: an attack resolved with the players' book; its result set on the target, with who made it (XP). */
  | { readonly type: "setResult"; readonly targetId: string; readonly result: AttackResult; readonly by: string | null }
  /** "Being moved involuntarily" (a push, being carried, set back by the GM): ends a pending Aim. */
  | { readonly type: "movedInvoluntarily"; readonly fighterId: string }
  /** Ruling 12: the GM's override (Engaged proposed from base contact, a status the module does not track). */
  | { readonly type: "setStatus"; readonly fighterId: string; readonly status: Status }
  /** A weapon profile ran Out of Ammo in the players' Shooting Sequence. */
  | { readonly type: "markOutOfAmmo"; readonly fighterId: string; readonly weaponId: string }
  | { readonly type: "rollBottleTests" }
  /** `assists`: each Active or Pinned friend within 1'' assisting one Seriously Injured fighter. */
  | {
      readonly type: "rollRecovery";
      readonly assists?: readonly { readonly assistantId: string; readonly injuredId: string }[];
      readonly positions?: Positions;
    }
  /** An assisted Recovery: the die kept (the other is discarded). */
  | { readonly type: "keepInjuryDie"; readonly fighterId: string; readonly die: 0 | 1 }
  | {
      readonly type: "rally";
      readonly fighterId: string;
      readonly characteristic?: NerveCharacteristic;
      readonly positions: Positions;
    }
  /** "Scenario specific rewards: varies". */
  | { readonly type: "awardXp"; readonly fighterId: string; readonly xp: number }
  /** Ruling 15: "The GM ends the battle." */
  | { readonly type: "endBattle" }
  /** After the battle: the Lasting Injuries (`fighterId`: that fighter's only), and every change to the fighter cards. */
  | { readonly type: "rollLastingInjuries"; readonly fighterId?: string }
  /** Ruling 7: the GM sets any fighter's status or marks, or a gang's Bottled Out, in any phase, with a reason. */
  | { readonly type: "correct"; readonly correction: import("./correction").Correction; readonly reason: string };
