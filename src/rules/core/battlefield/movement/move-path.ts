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

/** Drops the lattice points in the middle of straight runs: the same path, fewer points to draw. */
export function straightened(points: readonly Point[]): Point[] {
  const kept: Point[] = [];
  for (const p of points) {
    const a = kept.at(-2),
      b = kept.at(-1);
    if (a && b && Math.abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) < 1e-9) kept[kept.length - 1] = p;
    else kept.push(p);
  }
  return kept;
}

/** One note per wall or feature: the inches in difficult ground add up, a door is opened once per crossing. */
export function mergedNotes(notes: readonly MoveNote[]): MoveNote[] {
  const merged: MoveNote[] = [];
  for (const note of notes) {
    const last = merged.at(-1);
    if (last && last.kind === note.kind && last.id === note.id && note.kind === "difficult") {
      merged[merged.length - 1] = { ...last, inches: last.inches + note.inches };
    } else merged.push(note);
  }
  return merged;
}
