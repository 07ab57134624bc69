import type { Battlefield, FigurePlacement, TerrainFeature, Wall } from "../battlefield";
import * as geometry from "../geometry";
import {
  insertionSort,
  insideEnd,
  insideFraction,
  pointInPolygonAt,
  segmentMeetsBox,
  segmentsIntersect,
  type Box,
  type Point,
} from "../geometry";
import type { Buckets } from "./buckets";
import { featuresIn, figuresIn, wallsIn } from "./move-area";
import { markNearBoxes, type Lattice } from "./open-ground";
import { TypedArena } from "./typed-arena";
import {
  climbCost,
  descentCost,
  DOOR_OPENING_INCHES,
  FREE_DROP_INCHES,
  jumpDown,
  LEAP_INCHES,
  WINDOW_CLIMB_INCHES,
} from "./movement-rules";
import * as steps from "./move-step";
import {
  inFeature,
  JUMP_LANDING_INCHES,
  NO_NOTES,
  segmentDistanceSquared,
  STAND_BLOCKED,
  STAND_IMPASSABLE,
  STAND_OK,
  touchesPolygon,
  type JumpStep,
  type MoveGraphOptions,
  type MoveNote,
  type StepCost,
} from "./move-step";

// Plain local constants: the step test reads them for every wall and feature it meets, and a module's own constant is
// the cheapest read there is (a dev server or test runner turns imported names into property reads).
const { EPSILON } = geometry;
const { PAD, WALL_BLOCKS, WALL_DOOR, FEATURE_DIFFICULT, FEATURE_IMPASSABLE, FEATURE_INDIVIDUAL, FEATURE_LINEAR } =
  steps;
const { BOX_OUTSIDE, BOX_ACROSS, BOX_INSIDE } = steps;

export {
  JUMP_LANDING_INCHES,
  type JumpStep,
  type MoveGraphOptions,
  type MoveNote,
  type StepCost,
} from "./move-step";

/**
 * The table as a moving figure meets it, within one area: which straight steps it may take and what each costs
 * ("Movement Action", "Vertical movement, jumping, falling and leaping"). A step may not cross a sight or movement
 * wall or a locked door, enter impassable ground (unless it leaps a gap), or pass through another figure ("A figure
 * cannot move directly through another figure at any time"); the figure's centre follows the step, its base must stay
 * clear of other bases.
 *
 * Heights: a linear obstacle (a low wall, a fence) is crossed by paying its height once ("crossing a 2" tall wall uses
 * 2" of movement allowance"). An individual feature (a crate, a rock) is something to stand on: the ground there is
 * its height, climbing up costs the height difference, a drop of 1" or less is free, a longer one is climbed down at
 * the same cost or jumped (free, but the move ends there: `jump`).
 *
 * The search asks about thousands of short steps; it gathers what is near a lattice point once (`gather`) and then
 * tests each of that point's steps against that short list only (`stepNear`), with plain numbers and no allocation.
 */
/** `notes` with `note` added: the list is made only when a step has something to say (most have nothing). */
function noted(notes: MoveNote[] | null, note: MoveNote): MoveNote[] {
  if (!notes) return [note];
  notes.push(note);
  return notes;
}

export class MoveGraph {
  readonly #width: number;
  readonly #height: number;
  readonly #skulker: boolean;
  readonly #leap: number;
  /** The area's walls, features and other figures, as move-area.ts lists them (their fields say what each holds). */
  readonly #walls: readonly Wall[];
  readonly #wallKind: Uint8Array;
  readonly #wallBox: Float64Array;
  readonly #features: readonly TerrainFeature[];
  readonly #featureKind: Uint8Array;
  readonly #featureBox: Float64Array;
  readonly #featureMargin: Float64Array;
  readonly #figures: readonly FigurePlacement[];
  readonly #figureReach: Float64Array;
  readonly #figureBox: Float64Array;
  readonly #wallBuckets: Buckets;
  readonly #featureBuckets: Buckets;
  readonly #figureBuckets: Buckets;

  /** What the last `gather` found near its point. */
  readonly #nearWalls: Int32Array;
  readonly #nearFeatures: Int32Array;
  readonly #nearFigures: Int32Array;
  #nearWallCount = 0;
  #nearFeatureCount = 0;
  /** Per gathered feature (by its place in `#nearFeatures`): 1 when the whole gathered box lies inside it. */
  readonly #nearFeatureAround: Uint8Array;
  #nearFigureCount = 0;
  /** Whether the last `gather` found an individual feature more than 1" tall: only a drop from one may end in a jump. */
  #gatheredMayJump = false;
  /** How many features of difficult ground the last gathered box lies wholly inside. */
  #gatheredDifficultAround = 0;
  /** Scratch lists for single-point questions, apart from the gathered ones. */
  readonly #pointFeatures: Int32Array;
  readonly #pointFigures: Int32Array;

  /** The last step's outcome (`stepNear`, `step`, `jump`, `leap`). */
  #base = 0;
  #difficult = 0;
  #notes: MoveNote[] | null = null;
  #blockedByImpassable = false;
  #drop = 0;
  #dropId = "";
  #jumpBase = 0;
  #notesBeforeDescent = 0;

  /** Whether any difficult ground lies in the area (its per-2" rounding lets a path run up to 1" further). */
  readonly hasDifficultGround: boolean;
  /** Whether any impassable ground lies in the area: only then are leaps looked for. */
  readonly hasImpassableGround: boolean;
  /** Whether an individual feature more than 1" tall lies in the area: without one, no step ends in a jump down. */
  readonly hasJumpingOff: boolean;

  constructor(
    battlefield: Battlefield,
    mover: FigurePlacement,
    skulker: boolean,
    area: Box,
    options: MoveGraphOptions = {},
  ) {
    this.#width = battlefield.width;
    this.#height = battlefield.height;
    this.#skulker = skulker;
    this.#leap = options.leap ?? LEAP_INCHES;
    const arena = options.arena ?? new TypedArena(8192);
    // The area's lists (move-area.ts), kept in fields of their own: the step tests read them thousands of times.
    const walls = wallsIn(battlefield, area, arena);
    this.#walls = walls.walls;
    this.#wallKind = walls.kind;
    this.#wallBox = walls.box;
    this.#wallBuckets = walls.buckets;
    const features = featuresIn(battlefield, area, arena);
    this.#features = features.features;
    this.#featureKind = features.kind;
    this.#featureBox = features.box;
    this.#featureMargin = features.margin;
    this.#featureBuckets = features.buckets;
    this.hasDifficultGround = features.hasDifficultGround;
    this.hasImpassableGround = features.hasImpassableGround;
    this.hasJumpingOff = features.hasJumpingOff;
    const figures = figuresIn(battlefield, mover, area, arena);
    this.#figures = figures.figures;
    this.#figureReach = figures.reach;
    this.#figureBox = figures.box;
    this.#figureBuckets = figures.buckets;

    this.#nearWalls = arena.int32(walls.walls.length);
    this.#nearFeatures = arena.int32(features.features.length);
    this.#nearFeatureAround = arena.uint8(features.features.length);
    this.#nearFigures = arena.int32(figures.figures.length);
    this.#pointFeatures = arena.int32(features.features.length);
    this.#pointFigures = arena.int32(figures.figures.length);
  }

  /**
   * Marks (1) every point of `lattice` with a wall, a feature or another figure's base within `inches` of it
   * (`markNearBoxes`): what `gather` would find at a point left at 0 touches no step of that length.
   */
  markNear(near: Uint8Array, lattice: Lattice, inches: number): void {
    // A hair more than the reach: a point marked that need not be only costs it the step tests.
    const reach = inches + PAD + EPSILON;
    for (const boxes of [this.#wallBox, this.#featureBox, this.#figureBox]) markNearBoxes(near, lattice, boxes, reach);
  }

  /** Whether the figure may stand here: on the table, not on impassable ground, its base clear of other bases. */
  canStand(p: Point): boolean {
    return this.standing(p) === STAND_OK;
  }

  /** `STAND_OK`, `STAND_BLOCKED` (off the table, on another base) or `STAND_IMPASSABLE` (a gap a leap may cross). */
  standing(p: Point): number {
    if (p.x < 0 || p.y < 0 || p.x > this.#width || p.y > this.#height) return STAND_BLOCKED;
    const figures = this.#pointFigures,
      figureCount = this.#figureBuckets.collect(p.x, p.y, p.x, p.y, figures);
    for (let k = 0; k < figureCount; k++) {
      // Squared, as the step test measures bases (`Math.hypot` is a call that boxes its numbers).
      const other = this.#figures[figures[k]!]!,
        clear = this.#figureReach[figures[k]!]! - EPSILON;
      const dx = other.centre.x - p.x,
        dy = other.centre.y - p.y;
      if (dx * dx + dy * dy < clear * clear) return STAND_BLOCKED;
    }
    const features = this.#pointFeatures,
      featureCount = this.#featureBuckets.collectSameCells(this.#figureBuckets, features);
    for (let k = 0; k < featureCount; k++) {
      const i = features[k]!;
      if (this.#featureKind[i] === FEATURE_IMPASSABLE && inFeature(p, this.#features[i]!.polygon, this.#featureBox, i))
        return STAND_IMPASSABLE;
    }
    return STAND_OK;
  }

  /** The cost of the straight step u→v, or null when it may not be taken. Assumes both ends pass `canStand`. */
  step(u: Point, v: Point): StepCost | null {
    return this.#costOf(u, v, false);
  }

  /**
   * The step u→v ending in a jump down instead of a climb down ("Jumping": free, "Jumping down more than 1" ends the
   * character's round"; "Falling": 3" or more is a Hit), or null when the step may not be taken or drops 1" or less.
   */
  jump(u: Point, v: Point): JumpStep | null {
    this.#gatherStep(u, v);
    if (!this.#test(u, v, Math.sqrt((v.x - u.x) ** 2 + (v.y - u.y) ** 2), false, true)) return null;
    return this.jumpOutcome();
  }

  /**
   * "Leaping": the straight step u→v over a gap of impassable ground at most the mover's leap wide, counted as part
   * of its move; null when the step may not be taken that way (or crosses no gap).
   */
  leap(u: Point, v: Point): StepCost | null {
    return this.#costOf(u, v, true);
  }

  /** A step or a leap u→v with its notes, for a path's few steps (`stepNear` is the search's). */
  #costOf(u: Point, v: Point, leaping: boolean): StepCost | null {
    this.#gatherStep(u, v);
    if (!this.#test(u, v, Math.sqrt((v.x - u.x) ** 2 + (v.y - u.y) ** 2), leaping, true)) return null;
    return { base: this.#base, difficult: this.#difficult, notes: this.#notes ?? NO_NOTES };
  }

  #gatherStep(u: Point, v: Point): void {
    this.gather(Math.min(u.x, v.x), Math.min(u.y, v.y), Math.max(u.x, v.x), Math.max(u.y, v.y));
  }

  /**
   * Finds the walls, features and figures near a box (the reach of a lattice point's steps) for `stepNear` and
   * the steps after it; true when there is nothing at all, so every step inside the box is plain ground.
   */
  gather(minX: number, minY: number, maxX: number, maxY: number): boolean {
    minX -= PAD;
    minY -= PAD;
    maxX += PAD;
    maxY += PAD;
    // In table order, whatever box gathered them: a step's notes and its sums come out the same for every box.
    // The three bucket lists share one grid (made over the same area, 1" cells): the cells are worked out once.
    this.#nearWallCount = insertionSort(
      this.#nearWalls,
      this.#wallBuckets.collect(minX, minY, maxX, maxY, this.#nearWalls),
    );
    this.#nearFigureCount = this.#figureBuckets.collectSameCells(this.#wallBuckets, this.#nearFigures);
    const nearFeatures = this.#nearFeatures,
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
      this.#nearFeatureAround[kept++] = where === BOX_INSIDE ? 1 : 0;
      if (where === BOX_INSIDE && this.#featureKind[i] === FEATURE_DIFFICULT) difficultAround++;
      if (this.#featureKind[i] === FEATURE_INDIVIDUAL && this.#features[i]!.height > FREE_DROP_INCHES) mayDrop = true;
    }
    this.#nearFeatureCount = kept;
    this.#gatheredMayJump = mayDrop;
    this.#gatheredDifficultAround = difficultAround;
    return this.#nearWallCount + this.#nearFeatureCount + this.#nearFigureCount === 0;
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

  /**
   * Whether a step inside the last gathered box may end in a jump down (`lastMayJump`): only a step touching an
   * individual feature more than 1" tall drops more than 1". When false, no step there reaches a point's jumped-to state.
   */
  get gatheredMayJump(): boolean {
    return this.#gatheredMayJump;
  }

  /**
   * How many features of difficult ground the last gathered box lies wholly inside: a step inside the box pays its whole
   * length as difficult ground in each (`lastDifficult` at least that many lengths), so the search can bound a step's
   * cost before testing it.
   */
  get gatheredDifficultAround(): number {
    return this.#gatheredDifficultAround;
  }

  /** The last step's cost (`stepNear`, `step`, `jump`, `leap`): base and difficult inches. */
  get lastBase(): number {
    return this.#base;
  }
  get lastDifficult(): number {
    return this.#difficult;
  }
  /** Whether the last refused step was refused only for entering impassable ground (a gap a leap may cross). */
  get lastBlockedByImpassable(): boolean {
    return this.#blockedByImpassable;
  }
  /** Whether the last step drops more than 1" at its end, so that it may end in a jump (`jumpOutcome`). */
  get lastMayJump(): boolean {
    return this.#drop > FREE_DROP_INCHES;
  }
  /** When `lastMayJump`: the jump's base cost (no descent to climb) and the drop, as `jumpOutcome` has them. */
  get lastJumpBase(): number {
    return this.#jumpBase;
  }
  get lastDrop(): number {
    return this.#drop;
  }

  /** The last step as a jump down, or null when it drops 1" or less. */
  jumpOutcome(): JumpStep | null {
    if (this.#drop <= FREE_DROP_INCHES) return null;
    const drop = this.#drop,
      { endsMove, hitDamage } = jumpDown(drop);
    const notes = (this.#notes ?? []).slice(0, this.#notesBeforeDescent);
    notes.push({ rule: hitDamage === null ? "Jumping" : "Falling", kind: "jump", id: this.#dropId, inches: drop });
    return { base: this.#jumpBase, difficult: this.#difficult, notes, drop, endsMove, hitDamage };
  }

  /**
   * The straight step u→v (of the given length) against what `gather` found; true when it may be taken, its cost then
   * in `lastBase` and `lastDifficult`. The gathered box must hold the step. For the search's thousands of steps it
   * makes no notes: what a path paid for is asked again of `step`, `jump` and `leap` for the few steps of the path
   * chosen.
   */
  stepNear(u: Point, v: Point, length: number): boolean {
    return this.#test(u, v, length, false, false);
  }

  #test(u: Point, v: Point, length: number, leaping: boolean, withNotes: boolean): boolean {
    const minX = Math.min(u.x, v.x) - PAD,
      minY = Math.min(u.y, v.y) - PAD;
    const maxX = Math.max(u.x, v.x) + PAD,
      maxY = Math.max(u.y, v.y) + PAD;
    let base = length,
      difficult = 0;
    let notes: MoveNote[] | null = null;
    this.#blockedByImpassable = false;
    this.#drop = 0;

    const wallBox = this.#wallBox,
      nearWalls = this.#nearWalls;
    for (let k = 0; k < this.#nearWallCount; k++) {
      const i = nearWalls[k]!,
        b = 4 * i;
      if (wallBox[b]! > maxX || wallBox[b + 2]! < minX || wallBox[b + 1]! > maxY || wallBox[b + 3]! < minY) continue;
      const wall = this.#walls[i]!;
      if (!segmentsIntersect(u, v, wall.a, wall.b)) continue;
      const kind = this.#wallKind[i]!;
      if (kind === WALL_BLOCKS) return false;
      const inches = kind === WALL_DOOR ? DOOR_OPENING_INCHES : WINDOW_CLIMB_INCHES;
      base += inches;
      if (withNotes)
        notes = noted(notes, {
          rule: "Movement Action",
          kind: kind === WALL_DOOR ? "door" : "window",
          id: wall.id,
          inches,
        });
    }

    const nearFigures = this.#nearFigures;
    for (let k = 0; k < this.#nearFigureCount; k++) {
      const i = nearFigures[k]!,
        reach = this.#figureReach[i]!,
        centre = this.#figures[i]!.centre;
      if (centre.x - reach > maxX || centre.x + reach < minX || centre.y - reach > maxY || centre.y + reach < minY)
        continue;
      // pointSegmentDistance(centre, u, v) < reach - EPSILON, squared: no square root in the inner loop.
      const clear = reach - EPSILON;
      if (segmentDistanceSquared(centre.x, centre.y, u, v) < clear * clear) return false;
    }

    const featureBox = this.#featureBox,
      nearFeatures = this.#nearFeatures;
    let groundU = 0,
      groundV = 0,
      peak = 0,
      peakId = "",
      gap = 0,
      gapId = "";
    let peakPolygon: readonly Point[] | null = null;
    for (let k = 0; k < this.#nearFeatureCount; k++) {
      const i = nearFeatures[k]!,
        b = 4 * i;
      if (featureBox[b]! > maxX || featureBox[b + 2]! < minX || featureBox[b + 1]! > maxY || featureBox[b + 3]! < minY)
        continue;
      const feature = this.#features[i]!,
        kind = this.#featureKind[i]!,
        around = this.#nearFeatureAround[k] === 1;
      if (kind === FEATURE_IMPASSABLE) {
        if (
          !touchesPolygon(
            u,
            v,
            feature.polygon,
            inFeature(u, feature.polygon, featureBox, i),
            inFeature(v, feature.polygon, featureBox, i),
          )
        )
          continue;
        if (!leaping) {
          this.#blockedByImpassable = true;
          return false;
        }
        gap += insideFraction(u, v, feature.polygon) * length;
        if (gapId === "") gapId = feature.id;
      } else if (kind === FEATURE_DIFFICULT) {
        // Wholly inside, `insideFraction` is exactly 1 (no crossing, the middle inside).
        const inside = around ? length : insideFraction(u, v, feature.polygon) * length;
        if (inside > 0) {
          difficult += inside;
          if (withNotes)
            notes = noted(notes, { rule: "Movement Action", kind: "difficult", id: feature.id, inches: inside });
        }
      } else if (kind === FEATURE_LINEAR) {
        // "Vertical obstacles can be traversed by simply paying the height of the obstacle": paid on the way in.
        if (inFeature(u, feature.polygon, featureBox, i)) continue;
        if (!touchesPolygon(u, v, feature.polygon, false, inFeature(v, feature.polygon, featureBox, i))) continue;
        const climb = climbCost(feature.height, this.#skulker);
        base += climb;
        if (withNotes)
          notes = noted(notes, { rule: "Moving Up and Down", kind: "climb", id: feature.id, inches: climb });
      } else {
        // An individual feature is ground to stand on: the step goes up to the highest top it touches, then down.
        const h = feature.height;
        if (h <= peak && h <= groundU && h <= groundV) continue;
        const inU = inFeature(u, feature.polygon, featureBox, i),
          inV = inFeature(v, feature.polygon, featureBox, i);
        if (!touchesPolygon(u, v, feature.polygon, inU, inV)) continue;
        if (inU && h > groundU) groundU = h;
        if (inV && h > groundV) groundV = h;
        if (h > peak) {
          peak = h;
          peakId = feature.id;
          peakPolygon = feature.polygon;
        }
      }
    }
    if (leaping && (gap <= 0 || gap > this.#leap + 1e-9)) return false;
    if (gap > 0 && withNotes) notes = noted(notes, { rule: "Leaping", kind: "leap", id: gapId, inches: gap });
    if (peak > groundU) {
      // "Vertical obstacles can be traversed by simply paying the height of the obstacle in inches."
      const climb = climbCost(peak - groundU, this.#skulker);
      base += climb;
      if (withNotes) notes = noted(notes, { rule: "Moving Up and Down", kind: "climb", id: peakId, inches: climb });
    }
    this.#jumpBase = base;
    this.#notesBeforeDescent = notes?.length ?? 0;
    const drop = peak - groundV;
    if (drop > FREE_DROP_INCHES) {
      // "Any longer drop requires the character to either climb down (with the same cost as climbing up), or Jump."
      const climbDown = descentCost(drop, this.#skulker);
      base += climbDown;
      if (withNotes)
        notes = noted(notes, { rule: "Moving Up and Down", kind: "descent", id: peakId, inches: climbDown });
      // "A character can move to an edge and Jump down": only when the step ends at the foot of the drop, as the
      // jump ends the move; a step that goes on past the foot must climb down.
      const leaves = insideEnd(u, v, peakPolygon!);
      if ((1 - leaves) * length <= JUMP_LANDING_INCHES + 1e-9) {
        this.#drop = drop;
        this.#dropId = peakId;
      }
    }
    this.#base = base;
    this.#difficult = difficult;
    this.#notes = notes;
    return true;
  }
}
