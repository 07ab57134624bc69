import type { FigureCondition } from "../figures/condition";
import type { ActionPhase, BattlePhase } from "./phases";

/*
 * The marks the GM's correction sets on a figure, and the log entry the round keeps of each (gm-correction.ts
 * applies them). Data only, so the battle state can name the log without importing the round.
 */

/** The condition's fields the GM may set; a Goner leaves the battle by `removeFigure`, which logs why. */
export const CORRECTABLE_CONDITION = ["marker", "dazed", "wounded", "shutDown", "damaged", "bleeding"] as const;
export type CorrectableCondition = Pick<FigureCondition, (typeof CORRECTABLE_CONDITION)[number]>;

/** The marks a correction sets; a mark left out stays as it is. */
export interface FigureMarks {
  /** The Stun or Shock marker and the casualty effects on the figure's document. */
  readonly condition?: Partial<CorrectableCondition>;
  /** "Enemy Overwatch" (enemies only). */
  readonly overwatch?: boolean;
  /** "Snap Fire": held this round, to fire when an enemy moves (crew only; it then cannot move this round). */
  readonly snapFire?: boolean;
  /** Snap Fire's effect on a mover: "they lose the ability to fire this round". */
  readonly cannotFire?: boolean;
  /** Snap Fire's effect on a Shocked mover: "they stop immediately". */
  readonly stopped?: boolean;
}
export const MARK_NAMES = ["condition", "overwatch", "snapFire", "cannotFire", "stopped"] as const;

/** One correction as the log keeps it: only the marks it changed, as they were and as the GM set them. */
export interface GmCorrection {
  readonly round: number;
  readonly phase: BattlePhase;
  readonly figureId: string;
  readonly reason: string;
  readonly before: FigureMarks;
  readonly after: FigureMarks;
  /** The phase a Snap Fire hold moved the figure's activation from, so an undo puts it back while that phase is ahead. */
  readonly movedFrom?: ActionPhase;
  readonly undone: boolean;
}
