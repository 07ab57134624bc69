import type { BracketBusters as BB, Point } from "../../rules";

/*
 * The ductways and terminals a scene marks (ruling 15: the GM marks them, as the Tourney Arena's marker regions do):
 * each ductway end knows the other. Read from plain flag data and checked, so a broken marker is left out, never trusted.
 */

/** One end of a ductway: a fighter within 1'' of `at` crawls, or fires, through to `exit`. */
export interface DuctwayEnd {
  readonly at: Point;
  readonly exit: Point;
}

export interface ArenaMarkers {
  readonly ductways: readonly DuctwayEnd[];
  readonly terminals: readonly Point[];
}

const isPoint = (value: unknown): value is Point =>
  typeof value === "object" &&
  value !== null &&
  Number.isFinite((value as Point).x) &&
  Number.isFinite((value as Point).y);

/** The markers among the given flag values (`{ marker: "ductway", at, exit }` or `{ marker: "terminal", at }`); others are skipped. */
export function readArenaMarkers(flags: readonly unknown[]): ArenaMarkers {
  const ductways: DuctwayEnd[] = [];
  const terminals: Point[] = [];
  for (const flag of flags) {
    if (typeof flag !== "object" || flag === null) continue;
    const { marker, at, exit } = flag as { marker?: unknown; at?: unknown; exit?: unknown };
    if (marker === "ductway" && isPoint(at) && isPoint(exit))
      ductways.push({ at: { x: at.x, y: at.y }, exit: { x: exit.x, y: exit.y } });
    if (marker === "terminal" && isPoint(at)) terminals.push({ x: at.x, y: at.y });
  }
  return { ductways, terminals };
}

/**
 * The marked terminal nearest the fighter's base, for Access Terminal's "terminal ... within 1'' of the fighter": the
 * rules measure it and refuse with the distance; null when the table marks none.
 */
export function nearestTerminal(terminals: readonly Point[], p: BB.Placement): Point | null {
  let nearest: Point | null = null;
  for (const t of terminals)
    if (!nearest || Math.hypot(p.x - t.x, p.y - t.y) < Math.hypot(p.x - nearest.x, p.y - nearest.y)) nearest = t;
  return nearest;
}

/** "Within 1'' of a ductway": the end the fighter's base is within 1'' of, with the other end, or null. */
export function ductwayNear(
  ductways: readonly DuctwayEnd[],
  p: BB.Placement,
): { readonly near: Point; readonly exit: Point } | null {
  for (const end of ductways) {
    if (Math.hypot(p.x - end.at.x, p.y - end.at.y) - p.radius <= 1 + 1e-9) return { near: end.at, exit: end.exit };
  }
  return null;
}
