import type { Reason } from "./reason";

/** Something one sight line touches: where (0..1 from the pair's first figure), and whether it stops the line. */
export interface Touch {
  readonly reason: Reason;
  readonly kind: "wall" | "feature" | "figure" | "fog";
  /** Index into the battlefield's walls, features or figures (or fog). */
  readonly index: number;
  readonly t0: number;
  readonly t1: number;
  /** The line cannot pass it. */
  readonly blocks: boolean;
  /** It hides part of the body along this line (a low wall the line grazes, a rock at the body's height). */
  readonly obscures: boolean;
}

const TOUCH_ORDER = { wall: 0, feature: 1, figure: 2, fog: 3 } as const;
const alongTheLine = (x: Touch, y: Touch): number =>
  x.t0 - y.t0 || TOUCH_ORDER[x.kind] - TOUCH_ORDER[y.kind] || x.index - y.index;

/** Up to this many touches, the sort by `alongTheLine` alone is the quickest. */
const SORTED_BY_COMPARING = 32;
/** Steps of the presort's key along the line (0..1): finer than any two touches a player could tell apart. */
const KEY_STEPS = 2 ** 20;

/**
 * `touches` in order along the line, whatever order the index found them in: reasons then read the same every time.
 * Most lines touch nothing or one thing, and sorting those was a visible part of a candidate point's measure. A line
 * across a crowded table touches a thousand walls, and sorting those by comparing was a fifth of a hover (issue 37):
 * they are first put in order by a number sort of their places along the line (t0 in steps, then their position),
 * which the engine sorts natively, and the comparing sort then finds them in order, or nearly, and is soon done. The
 * order is `alongTheLine`'s either way: the number sort only saves it work.
 */
export function sortAlongTheLine(touches: Touch[]): Touch[] {
  const n = touches.length;
  if (n <= SORTED_BY_COMPARING) return n > 1 ? touches.sort(alongTheLine) : touches;
  const keys = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const t = touches[j]!.t0;
    const step = t > 0 ? Math.floor(Math.min(1, t) * KEY_STEPS) : 0;
    keys[j] = step * n + j;
  }
  keys.sort();
  const presorted = new Array<Touch>(n);
  for (let j = 0; j < n; j++) presorted[j] = touches[keys[j]! % n]!;
  return presorted.sort(alongTheLine);
}
