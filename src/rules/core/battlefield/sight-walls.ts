import type { Battlefield, FigurePlacement, TerrainFeature, Wall } from "./battlefield";
import { EPSILON, pointSegmentDistanceSquared, segmentMeetsBox, type Box } from "./geometry";
import { joinedWalls } from "./movement/wall-runs";
import { flatbushIndex, type SpatialIndex } from "./spatial-index";

type WallIndex = Pick<SpatialIndex, "wallsAlong" | "wallsIn">;

/** Up to this many joined walls, one pass over their boxes answers faster than the R-tree searched piece by piece. */
const SCAN_AT_MOST = 64;

/**
 * How much further than `pad` from the segment a box may lie and still be listed: more than the tolerance of the exact
 * tests that follow (a touch within a few millionths of an inch), so the list stays a superset.
 */
const SCAN_MARGIN = 4 * EPSILON;

/**
 * `wallsAlong` as a pass over every box: those the segment comes within `pad` of (a superset, as the index's is). A box
 * merely overlapping the segment's own box is not enough: a diagonal line's box holds most of a building's walls, and
 * each line of a sight bundle would then test every one; the segment is tested against the box itself.
 */
function boxScan(boxes: readonly Box[]): SpatialIndex["wallsAlong"] {
  return (a, b, pad) => {
    const minX = Math.min(a.x, b.x) - pad,
      maxX = Math.max(a.x, b.x) + pad,
      minY = Math.min(a.y, b.y) - pad,
      maxY = Math.max(a.y, b.y) + pad;
    const reach = pad + SCAN_MARGIN;
    const out: number[] = [];
    for (let i = 0; i < boxes.length; i++) {
      const box = boxes[i]!;
      if (box.minX > maxX || box.maxX < minX || box.minY > maxY || box.maxY < minY) continue;
      if (segmentMeetsBox(a, b, box.minX - reach, box.minY - reach, box.maxX + reach, box.maxY + reach)) out.push(i);
    }
    return out;
  };
}

/** Per snapshot's list of walls (never changed; moving a figure keeps it): the joined walls and their index. */
/** Per snapshot's list of features: `featuresAlong` as a scan of their boxes, when there are few. */
const scansByFeatures = new WeakMap<readonly TerrainFeature[], SpatialIndex["featuresAlong"]>();
const scansByFigures = new WeakMap<readonly FigurePlacement[], SpatialIndex["figuresAlong"]>();
const joinedByWalls = new WeakMap<readonly Wall[], { readonly walls: readonly Wall[]; readonly index: WallIndex }>();

/**
 * The battlefield with each straight run of wall pieces (of one kind, height and door state, one ending exactly where
 * the next begins, as a traced scene draws them) joined into one wall. A
 * line that one piece stops, the run stops, and the other way round, so Line of Sight and Cover give the same
 * verdicts, from a few runs instead of dozens of pieces; a reason names the run by its first piece. For callers that
 * need thousands of verdicts and show none of the reasons (the enemy AI's candidate end points). On a table with a few
 * dozen walls and features, finding those near a line is a pass over their boxes, faster than the R-tree.
 */
export function withJoinedWalls(battlefield: Battlefield): Battlefield {
  let joined = joinedByWalls.get(battlefield.walls);
  if (!joined) {
    // For sight, doors and windows join too: a line crosses the run where it crosses one of its pieces.
    const walls = joinedWalls(battlefield.walls, () => true);
    const boxes = walls.map((w) => ({
      minX: Math.min(w.a.x, w.b.x),
      minY: Math.min(w.a.y, w.b.y),
      maxX: Math.max(w.a.x, w.b.x),
      maxY: Math.max(w.a.y, w.b.y),
    }));
    const index = flatbushIndex({ walls: boxes, features: [], figures: [] });
    joined = {
      walls,
      index: { wallsAlong: walls.length <= SCAN_AT_MOST ? boxScan(boxes) : index.wallsAlong, wallsIn: index.wallsIn },
    };
    joinedByWalls.set(battlefield.walls, joined);
  }
  let featuresAlong = scansByFeatures.get(battlefield.features);
  if (!featuresAlong) {
    featuresAlong =
      battlefield.features.length <= SCAN_AT_MOST
        ? boxScan(battlefield.features.map((f) => f.box))
        : battlefield.index.featuresAlong;
    scansByFeatures.set(battlefield.features, featuresAlong);
  }
  let figuresAlong = scansByFigures.get(battlefield.figures);
  if (!figuresAlong) {
    figuresAlong = figuresAlongScan(battlefield.figures);
    scansByFigures.set(battlefield.figures, figuresAlong);
  }
  return {
    ...battlefield,
    walls: joined.walls,
    index: { ...battlefield.index, ...joined.index, featuresAlong, figuresAlong },
  };
}

/**
 * `figuresAlong` as one pass over a few dozen figures, keeping only bases the padded line can touch (a superset of
 * what any line of the bundle touches): cheaper than an R-tree, and it needs no rebuilding when a figure moves.
 */
export function figuresAlongScan(figures: readonly FigurePlacement[]): SpatialIndex["figuresAlong"] {
  return (a, b, pad) => {
    const out: number[] = [];
    const minX = Math.min(a.x, b.x),
      maxX = Math.max(a.x, b.x),
      minY = Math.min(a.y, b.y),
      maxY = Math.max(a.y, b.y);
    for (let i = 0; i < figures.length; i++) {
      const f = figures[i]!,
        reach = f.radius + pad + EPSILON,
        { x, y } = f.centre;
      // Off the line's box by more than the reach: too far, whatever the distance to the line itself.
      if (x + reach < minX || x - reach > maxX || y + reach < minY || y - reach > maxY) continue;
      if (pointSegmentDistanceSquared(x, y, a, b) < reach * reach) out.push(i);
    }
    return out;
  };
}
