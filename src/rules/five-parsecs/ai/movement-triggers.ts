import type { Battlefield, FigurePlacement } from "../../core/battlefield/battlefield";
import { figureById } from "../../core/battlefield/battlefield";
import { inArc } from "../../core/battlefield/arc";
import { bearing, distance, isFinitePoint, lerp, type Point } from "../../core/battlefield/geometry";
import { lineOfSightBetween } from "../../core/battlefield/line-of-sight";
import { rangeBetween } from "../../core/battlefield/range";

/**
 * Who may fire at a figure as it moves: a crew member holding for "Snap Fire" ("fire when an enemy moves"), or an
 * enemy on "Enemy Overwatch" ("fire immediately the first time a target becomes visible to them and is within their
 * Arc of Fire").
 */
export type WatchKind = "snapFire" | "overwatch";

export interface Watcher {
  /** Its figure id on the battlefield: where it stands and faces is read from there. */
  readonly id: string;
  readonly kind: WatchKind;
  /** "Arc of Fire": 90, or 180 with only Pistols (`arcOfFire` of its rules figure). */
  readonly arcDegrees: number;
  /** Inches: its longest usable ranged weapon ("Targets must be within weapon range"). */
  readonly range: number;
}

/** Where along a move a watcher may first fire at the mover, and why. */
export interface MovementTrigger {
  readonly watcherId: string;
  readonly kind: WatchKind;
  /** The mover's centre at that moment: a point on the path. */
  readonly at: Point;
  /** Inches along the path from its start. */
  readonly along: number;
  /** True when the mover is already in arc, sight and range where it starts moving. */
  readonly atStart: boolean;
  readonly rule: "Snap Fire" | "Enemy Overwatch";
  readonly text: string;
}

export interface TriggerOptions {
  /** Sampling step along the path, in inches; the entry point is then found to a hundredth of an inch. */
  readonly stepInches?: number;
}

const DEFAULT_STEP_INCHES = 0.25;
const REFINE_STEPS = 12;
const RULE = { snapFire: "Snap Fire", overwatch: "Enemy Overwatch" } as const;

/**
 * "Snap Fire" and "Enemy Overwatch" along one move: for each watcher, the first point of the mover's path where the
 * mover is within the watcher's Arc of Fire, in Line of Sight and within weapon range, in order along the path. Our
 * reading: a mover already in view where it starts moving triggers at once (its move is what the watcher waits for);
 * each watcher fires once per move. Throws a RangeError on a path that is empty or not finite, or on an id that is not
 * on the battlefield (a caller's bug).
 */
export function movementTriggers(
  battlefield: Battlefield,
  moverId: string,
  path: readonly Point[],
  watchers: readonly Watcher[],
  options: TriggerOptions = {},
): MovementTrigger[] {
  if (path.length === 0 || !path.every(isFinitePoint))
    throw new RangeError("movementTriggers: the path needs at least one finite point");
  const step = options.stepInches ?? DEFAULT_STEP_INCHES;
  if (!(step > 0)) throw new RangeError(`movementTriggers: stepInches must be positive (got ${step})`);
  const mover = placement(battlefield, moverId);
  const out: MovementTrigger[] = [];
  for (const watcher of watchers) {
    if (watcher.id === moverId) continue;
    const seat = placement(battlefield, watcher.id);
    if (seat.side === mover.side) continue;
    const hit = firstSighting(battlefield, mover, seat, watcher, path, step);
    if (hit) out.push(hit);
  }
  return out.sort((a, b) => a.along - b.along);
}

/** Whether the watcher could fire at the mover standing at `at` (facing the way it moves). */
export function watcherSees(
  battlefield: Battlefield,
  mover: FigurePlacement,
  seat: FigurePlacement,
  watcher: Watcher,
  at: Point,
): boolean {
  const moved = { ...mover, centre: at };
  if (!inArc(seat, watcher.arcDegrees, at)) return false;
  if (rangeBetween(seat, moved) > watcher.range) return false;
  return lineOfSightBetween(battlefield, seat, moved).visible;
}

function firstSighting(
  battlefield: Battlefield,
  mover: FigurePlacement,
  seat: FigurePlacement,
  watcher: Watcher,
  path: readonly Point[],
  step: number,
): MovementTrigger | null {
  const sees = (at: Point): boolean => watcherSees(battlefield, mover, seat, watcher, at);
  if (sees(path[0]!)) return trigger(watcher, path[0]!, 0, true);
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!,
      b = path[i]!;
    const length = distance(a, b);
    const samples = Math.max(1, Math.ceil(length / step));
    let before = 0;
    for (let s = 1; s <= samples; s++) {
      const t = s / samples;
      if (!sees(lerp(a, b, t))) {
        before = t;
        continue;
      }
      // Narrow the entry down between the last unseen sample and this one; `seen` always stays a seen point.
      let unseen = before,
        seen = t;
      for (let k = 0; k < REFINE_STEPS; k++) {
        const mid = (unseen + seen) / 2;
        if (sees(lerp(a, b, mid))) seen = mid;
        else unseen = mid;
      }
      return trigger(watcher, lerp(a, b, seen), walked + length * seen, false);
    }
    walked += length;
  }
  return null;
}

function trigger(watcher: Watcher, at: Point, along: number, atStart: boolean): MovementTrigger {
  const where = atStart ? "as it starts moving" : `${along.toFixed(1)}" along its move`;
  const text =
    watcher.kind === "overwatch"
      ? `Enters the Arc of Fire and sight of an enemy on Overwatch ${where}: it fires at once, hitting only on a natural 6`
      : `Enters the Arc of Fire and sight of a figure holding for Snap Fire ${where}: it may fire now`;
  return { watcherId: watcher.id, kind: watcher.kind, at, along, atStart, rule: RULE[watcher.kind], text };
}

function placement(battlefield: Battlefield, id: string): FigurePlacement {
  const found = figureById(battlefield, id);
  if (!found) throw new RangeError(`movementTriggers: no figure "${id}" on the battlefield`);
  return found;
}

/** The path walked up to a point `along` inches from its start (the stop at a trigger), ending exactly there. */
export function pathUntil(path: readonly Point[], along: number): Point[] {
  if (path.length === 0) return [];
  const out: Point[] = [path[0]!];
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!,
      b = path[i]!;
    const length = distance(a, b);
    if (walked + length >= along - 1e-9) {
      const t = length > 0 ? Math.min(1, Math.max(0, (along - walked) / length)) : 1;
      if (t > 0) out.push(lerp(a, b, t));
      return out;
    }
    out.push(b);
    walked += length;
  }
  return out;
}

/** The rest of a path from a point `along` inches from its start. */
export function pathFrom(path: readonly Point[], along: number): Point[] {
  if (path.length === 0) return [];
  let walked = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!,
      b = path[i]!;
    const length = distance(a, b);
    if (walked + length > along + 1e-9) {
      const t = length > 0 ? Math.max(0, (along - walked) / length) : 0;
      return [lerp(a, b, t), ...path.slice(i)];
    }
    walked += length;
  }
  return [path[path.length - 1]!];
}

/** "Enemies will face in the direction they moved": the bearing of a path's last leg, or null for a path that stays. */
export function headingOf(path: readonly Point[]): number | null {
  for (let i = path.length - 1; i >= 1; i--) {
    if (distance(path[i - 1]!, path[i]!) > 1e-9) return bearing(path[i - 1]!, path[i]!);
  }
  return null;
}
