import type { Battlefield, FigurePlacement } from "./battlefield";
import { figureById } from "./battlefield";
import type { Reason } from "./reason";
import { analyseSight, type SightAnalysis, type SightLine } from "./sight";

/** "Lines of Sight" between two figures, with the reasons for the verdict. */
export interface LineOfSight {
  readonly visible: boolean;
  /** Why the figures cannot see each other (empty when they can). */
  readonly blockedBy: readonly Reason[];
  /**
   * What hides part of the body of a figure that can still be seen: "If in doubt, allow the shot to be made but count
   * it as Cover" ("Adjudicating Line of Sight and Cover"). Cover decides which of these count.
   */
  readonly partlyHiddenBy: readonly Reason[];
  /** The measured lines, for drawing and for Cover. */
  readonly analysis: SightAnalysis;
}

export const lineIsClear = (line: SightLine): boolean => line.touches.every((touch) => !touch.blocks);

/**
 * "Lines of Sight are considered mutual by default": `lineOfSight(b, a)` is `lineOfSight(a, b)`. Visible when no
 * figure is in the way of any line ("Shooting past People"), no fog or visibility limit stops the pair, and at least
 * one line of the body reaches ("If you can see the whole figure, then they can be fired at with no penalty"; part
 * of it, and the shot is allowed with Cover).
 */
export function lineOfSightBetween(battlefield: Battlefield, a: FigurePlacement, b: FigurePlacement): LineOfSight {
  const analysis = analyseSight(battlefield, a, b);
  // Plain loops, not flatMap and filter: the enemy AI measures hundreds of these per activation.
  const figuresInTheWay: Reason[] = [];
  let clear = 0;
  for (const line of analysis.lines) {
    let lineClear = true;
    for (const touch of line.touches) {
      if (touch.kind === "figure") figuresInTheWay.push(touch.reason);
      if (touch.blocks) lineClear = false;
    }
    if (lineClear) clear++;
  }
  const blockingOf = (lines: readonly SightLine[]): Reason[] => {
    // The body lines meet the same walls: each wall is taken once here, so `unique` tells apart a third as many
    // reasons (a line across a crowded table meets a thousand; issue 37).
    const wallTaken = new Uint8Array(battlefield.walls.length);
    const reasons: Reason[] = [];
    for (const line of lines)
      for (const touch of line.touches) {
        if (!touch.blocks) continue;
        if (touch.kind === "wall") {
          if (wallTaken[touch.index] === 1) continue;
          wallTaken[touch.index] = 1;
        }
        reasons.push(touch.reason);
      }
    return unique(reasons);
  };

  if (analysis.pairBlockers.length > 0 || figuresInTheWay.length > 0 || clear === 0) {
    const blockedBy = unique([
      ...analysis.pairBlockers,
      ...figuresInTheWay,
      ...(clear === 0 ? blockingOf(analysis.lines) : []),
    ]);
    return { visible: false, blockedBy, partlyHiddenBy: [], analysis };
  }
  const partlyHidden =
    clear === analysis.lines.length ? [] : blockingOf(analysis.lines.filter((line) => !lineIsClear(line)));
  return { visible: true, blockedBy: [], partlyHiddenBy: partlyHidden, analysis };
}

/** Line of Sight between two figures by id. Throws on an id that is not on the battlefield (a caller's bug). */
export function lineOfSight(battlefield: Battlefield, aId: string, bId: string): LineOfSight {
  return lineOfSightBetween(battlefield, placementOf(battlefield, aId), placementOf(battlefield, bId));
}

export function placementOf(battlefield: Battlefield, id: string): FigurePlacement {
  const placement = figureById(battlefield, id);
  if (!placement) throw new RangeError(`No figure "${id}" on the battlefield`);
  return placement;
}

/**
 * Each reason once (the three body lines often meet the same wall), in the order first met. A short list is scanned,
 * faster than a Set; a line across a crowded table meets hundreds of walls, and a scan would grow with their square.
 */
export function unique(reasons: readonly Reason[]): Reason[] {
  const kept: Reason[] = [];
  if (reasons.length > UNIQUE_BY_SCAN) {
    const seen = new Map<Reason["key"], Set<Reason["id"]>>();
    for (const r of reasons) {
      let ids = seen.get(r.key);
      if (!ids) {
        ids = new Set();
        seen.set(r.key, ids);
      }
      // One look-up, not two (`has`, then `add`): a new id grows the set.
      const before = ids.size;
      if (ids.add(r.id).size > before) kept.push(r);
    }
    return kept;
  }
  for (const r of reasons) {
    if (!kept.some((k) => k.key === r.key && k.id === r.id)) kept.push(r);
  }
  return kept;
}

/** Up to this many reasons, a scan of the kept ones is faster than a Set of their keys. */
const UNIQUE_BY_SCAN = 32;
