import type { Point } from "../geometry";
import type { MoveNote } from "./move-graph";
import type { JumpDown } from "./movement-rules";

/** A jump down that ends a move ("Jumping", "Falling"): the drop in inches and the Hit it causes, if any. */
export interface Jump extends JumpDown {
  readonly drop: number;
}

/** A way across the table: the points the figure's centre passes, its cost in inches and what it paid for. */
export interface MovePath {
  readonly points: readonly Point[];
  /** Inches of movement allowance, difficult ground included ("+1" for every full 2"). */
  readonly cost: number;
  readonly notes: readonly MoveNote[];
  /** Present when the path ends in a jump down of more than 1": the move ends there, 3" or more is a Hit. */
  readonly jump?: Jump;
}
