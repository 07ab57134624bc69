import type { OutOfAction } from "./battle-state";
import type { FighterStatus } from "./vocabulary";

/*
 * The GM's correction as data: what it may set on a fighter or a gang. Kept apart from the code that applies it
 * (gm-correction.ts), so the announcements (transition.ts) name its shape without importing the round.
 */

export const CORRECTION_RULE = "The GM corrects the table";

/** Ruling 12: "Ready, Flesh Wounds, a pending Aim or Focus and Entrench are marks beside the status." */
export const CORRECTION_MARKS = ["ready", "aim", "focus", "entrench"] as const;
export type CorrectionMark = (typeof CORRECTION_MARKS)[number];

/** The most Flesh Wounds the rules keep on one fighter. */
export const MAX_FLESH_WOUNDS = 10;

/** One fighter's status and marks as the GM sets them; a field left out stays as it is. */
export interface FighterCorrection {
  readonly kind: "fighter";
  readonly fighterId: string;
  readonly status?: FighterStatus;
  readonly ready?: boolean;
  readonly aim?: boolean;
  readonly focus?: boolean;
  readonly entrench?: boolean;
  readonly fleshWounds?: number;
  /** With status Out of Action: whether a Lasting Injury roll is made after the battle (yes unless told). */
  readonly lastingInjury?: boolean;
  /** With status Out of Action: the record to restore (an Undo gives back the one the correction replaced). */
  readonly outOfAction?: OutOfAction;
}

/** A gang's Bottled Out, as the GM sets it. */
export interface GangCorrection {
  readonly kind: "gang";
  readonly gangId: string;
  readonly bottledOut: boolean;
}

export type Correction = FighterCorrection | GangCorrection;
