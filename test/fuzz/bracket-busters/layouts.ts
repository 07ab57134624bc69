// Where the fighters stand, for the inputs that carry positions: the state holds none, so each input brings the scene.
import type { BracketBusters as BB } from "../../../src/rules";
import type { Rng } from "../../fixtures/fuzz-rng";

const BASE = 0.5;

/** Everyone far apart on a grid 6'' apart: nobody within 3'' of anybody. */
export function scatter(ids: readonly string[], rng: Rng): BB.Positions {
  return Object.fromEntries(
    ids.map((id, i) => [id, { x: (i % 10) * 6, y: Math.floor(i / 10) * 6, facing: rng.int(0, 359), radius: BASE }]),
  );
}

/** Everyone on one spot: every fighter in base contact with every other. */
export function huddle(ids: readonly string[]): BB.Positions {
  return Object.fromEntries(ids.map((id) => [id, { x: 10, y: 10, facing: 0, radius: BASE }]));
}

/**
 * `a` and `b` apart from everyone else, `gap` inches between their bases (0: base contact; 1: exactly 1'' away).
 */
export function pair(ids: readonly string[], a: string, b: string, gap: number, rng: Rng): BB.Positions {
  return {
    ...scatter(ids, rng),
    [a]: { x: 100, y: 100, facing: 0, radius: BASE },
    [b]: { x: 100 + 2 * BASE + gap, y: 100, facing: 180, radius: BASE },
  };
}

/** The layouts a stray input may bring: apart, together, or the actor touching or 1'' from someone. */
export function layouts(ids: readonly string[], actorId: string | null, rng: Rng): BB.Positions[] {
  const other = ids.length > 0 ? rng.pick(ids) : "nobody";
  const near =
    actorId && other !== actorId ? [pair(ids, actorId, other, 0, rng), pair(ids, actorId, other, 1, rng)] : [];
  return [scatter(ids, rng), huddle(ids), ...near];
}
