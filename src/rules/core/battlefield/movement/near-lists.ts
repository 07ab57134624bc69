import type { TerrainFeature } from "../battlefield";
import { insertionSort, pointInPolygonAt, segmentMeetsBox } from "../geometry";
import type { Buckets } from "./buckets";
import type { AreaFeatures, AreaFigures, AreaWalls } from "./move-area";
import { FREE_DROP_INCHES } from "./movement-rules";
import * as steps from "./move-step";
import type { TypedArena } from "./typed-arena";

// Plain local constants, read for every feature gathered (see move-graph.ts).
const PAD = steps.PAD,
  FEATURE_DIFFICULT = steps.FEATURE_DIFFICULT,
  FEATURE_INDIVIDUAL = steps.FEATURE_INDIVIDUAL,
  BOX_OUTSIDE = steps.BOX_OUTSIDE,
  BOX_ACROSS = steps.BOX_ACROSS,
  BOX_INSIDE = steps.BOX_INSIDE;

/**
 * What lies near one box of the table (the reach of a lattice point's steps): the area's walls, features and other
 * figures a step inside the box could meet, gathered once for the many step tests that follow (`MoveGraph.gather`).
 * Each list holds places in the area's lists (move-area.ts), in table order.
 */
export class NearLists {
  readonly walls: Int32Array;
  readonly features: Int32Array;
  readonly figures: Int32Array;
  wallCount = 0;
  featureCount = 0;
  figureCount = 0;
  /** Per gathered feature (by its place in `features`): 1 when the whole gathered box lies inside it. */
  readonly featureAround: Uint8Array;
  /** Whether an individual feature more than 1" tall was gathered: only a drop from one may end in a jump. */
  mayJump = false;
  /** How many features of difficult ground the gathered box lies wholly inside. */
  difficultAround = 0;
  readonly #wallBuckets: Buckets;
  readonly #featureBuckets: Buckets;
  readonly #figureBuckets: Buckets;
  readonly #features: readonly TerrainFeature[];
  readonly #featureKind: Uint8Array;
  readonly #featureBox: Float64Array;
  readonly #featureMargin: Float64Array;

  constructor(walls: AreaWalls, features: AreaFeatures, figures: AreaFigures, arena: TypedArena) {
    this.#wallBuckets = walls.buckets;
    this.#featureBuckets = features.buckets;
    this.#figureBuckets = figures.buckets;
    this.#features = features.features;
    this.#featureKind = features.kind;
    this.#featureBox = features.box;
    this.#featureMargin = features.margin;
    this.walls = arena.int32(walls.walls.length);
    this.features = arena.int32(features.features.length);
    this.featureAround = arena.uint8(features.features.length);
    this.figures = arena.int32(figures.figures.length);
  }

  /** Gathers what is near the box; true when there is nothing at all, so every step inside the box is plain ground. */
  gather(minX: number, minY: number, maxX: number, maxY: number): boolean {
    minX -= PAD;
    minY -= PAD;
    maxX += PAD;
    maxY += PAD;
    // In table order, whatever box gathered them: a step's notes and its sums come out the same for every box.
    // The three bucket lists share one grid (made over the same area, 1" cells): the cells are worked out once.
    this.wallCount = insertionSort(this.walls, this.#wallBuckets.collect(minX, minY, maxX, maxY, this.walls));
    this.figureCount = this.#figureBuckets.collectSameCells(this.#wallBuckets, this.figures);
    const nearFeatures = this.features,
      found = insertionSort(nearFeatures, this.#featureBuckets.collectSameCells(this.#wallBuckets, nearFeatures));
    // A feature whose outline stays clear of the box is one thing for every step in it: nothing, when the box lies
    // outside it, else ground every step runs wholly inside (difficult ground then costs a step's whole length).
    let kept = 0,
      mayDrop = false,
      difficultAround = 0;
    for (let k = 0; k < found; k++) {
      const i = nearFeatures[k]!,
        where = this.#whereIs(i, minX, minY, maxX, maxY);
      if (where === BOX_OUTSIDE) continue;
      nearFeatures[kept] = i;
      this.featureAround[kept++] = where === BOX_INSIDE ? 1 : 0;
      if (where === BOX_INSIDE && this.#featureKind[i] === FEATURE_DIFFICULT) difficultAround++;
      if (this.#featureKind[i] === FEATURE_INDIVIDUAL && this.#features[i]!.height > FREE_DROP_INCHES) mayDrop = true;
    }
    this.featureCount = kept;
    this.mayJump = mayDrop;
    this.difficultAround = difficultAround;
    return this.wallCount + this.featureCount + this.figureCount === 0;
  }

  /**
   * Where a box lies against feature `i`: across its outline, or (the outline nowhere within the feature's margin of
   * it) wholly outside or wholly inside. Within the margin lies everything the tolerant step tests could find: a
   * touch within EPSILON, a crossing up to EPSILON of an edge's length past its end.
   */
  #whereIs(i: number, minX: number, minY: number, maxX: number, maxY: number): number {
    const box = this.#featureBox,
      b = 4 * i;
    if (box[b]! > maxX || box[b + 2]! < minX || box[b + 1]! > maxY || box[b + 3]! < minY) return BOX_OUTSIDE;
    const m = this.#featureMargin[i]!,
      polygon = this.#features[i]!.polygon;
    const x0 = minX - m,
      y0 = minY - m,
      x1 = maxX + m,
      y1 = maxY + m;
    for (let e = 0, f = polygon.length - 1; e < polygon.length; f = e++) {
      if (segmentMeetsBox(polygon[f]!, polygon[e]!, x0, y0, x1, y1)) return BOX_ACROSS;
    }
    return pointInPolygonAt((minX + maxX) / 2, (minY + maxY) / 2, polygon) ? BOX_INSIDE : BOX_OUTSIDE;
  }
}
