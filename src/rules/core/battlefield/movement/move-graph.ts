import type { Battlefield, FigurePlacement, TerrainFeature } from "../battlefield";
import * as geometry from "../geometry";
import type { Box, Point } from "../geometry";
import type { Buckets } from "./buckets";
import { featuresIn, figuresIn, wallsIn } from "./move-area";
import { NearLists } from "./near-lists";
import { markNearBoxes, type Lattice } from "./open-ground";
import { StepTest } from "./step-test";
import { TypedArena } from "./typed-arena";
import { FREE_DROP_INCHES, LEAP_INCHES } from "./movement-rules";
import * as steps from "./move-step";
import {
  inFeature,
  NO_NOTES,
  STAND_BLOCKED,
  STAND_IMPASSABLE,
  STAND_OK,
  type JumpStep,
  type MoveGraphOptions,
  type StepCost,
} from "./move-step";

// Plain local constants: a module's own constant is the cheapest read there is (a dev server or test runner turns
// imported names into property reads).
const EPSILON = geometry.EPSILON;
const PAD = steps.PAD,
  FEATURE_IMPASSABLE = steps.FEATURE_IMPASSABLE;

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
 * The search asks about thousands of short steps; it gathers what is near a lattice point once (`gather`, near-lists.ts)
 * and then tests each of that point's steps against that short list only (`stepNear`, step-test.ts), with plain numbers
 * and no allocation.
 */
export class MoveGraph {
  readonly #width: number;
  readonly #height: number;
  /** The area's features and other figures, as move-area.ts lists them, for the standing test. */
  readonly #features: readonly TerrainFeature[];
  readonly #featureKind: Uint8Array;
  readonly #featureBox: Float64Array;
  readonly #figures: readonly FigurePlacement[];
  readonly #figureReach: Float64Array;
  readonly #featureBuckets: Buckets;
  readonly #figureBuckets: Buckets;
  /** The boxes of the area's walls, features and figures' reaches, for `markNear`. */
  readonly #boxes: readonly Float64Array[];
  /** What the last `gather` found near its box, and the step test against it (with the last step's outcome). */
  readonly #near: NearLists;
  readonly #test: StepTest;
  /** Scratch lists for single-point questions, apart from the gathered ones. */
  readonly #pointFeatures: Int32Array;
  readonly #pointFigures: Int32Array;

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
    const arena = options.arena ?? new TypedArena(8192);
    // The area's lists (move-area.ts), kept in fields of their own: the step tests read them thousands of times.
    const walls = wallsIn(battlefield, area, arena);
    const features = featuresIn(battlefield, area, arena);
    this.#features = features.features;
    this.#featureKind = features.kind;
    this.#featureBox = features.box;
    this.#featureBuckets = features.buckets;
    this.hasDifficultGround = features.hasDifficultGround;
    this.hasImpassableGround = features.hasImpassableGround;
    this.hasJumpingOff = features.hasJumpingOff;
    const figures = figuresIn(battlefield, mover, area, arena);
    this.#figures = figures.figures;
    this.#figureReach = figures.reach;
    this.#figureBuckets = figures.buckets;
    this.#boxes = [walls.box, features.box, figures.box];

    this.#near = new NearLists(walls, features, figures, arena);
    this.#test = new StepTest(this.#near, walls, features, figures, skulker, options.leap ?? LEAP_INCHES);
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
    for (const boxes of this.#boxes) markNearBoxes(near, lattice, boxes, reach);
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
    if (!this.#test.test(u, v, Math.sqrt((v.x - u.x) ** 2 + (v.y - u.y) ** 2), false, true)) return null;
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
    const test = this.#test;
    this.#gatherStep(u, v);
    if (!test.test(u, v, Math.sqrt((v.x - u.x) ** 2 + (v.y - u.y) ** 2), leaping, true)) return null;
    return { base: test.base, difficult: test.difficult, notes: test.notes ?? NO_NOTES };
  }

  #gatherStep(u: Point, v: Point): void {
    this.gather(Math.min(u.x, v.x), Math.min(u.y, v.y), Math.max(u.x, v.x), Math.max(u.y, v.y));
  }

  /**
   * Finds the walls, features and figures near a box (the reach of a lattice point's steps) for `stepNear` and
   * the steps after it; true when there is nothing at all, so every step inside the box is plain ground.
   */
  gather(minX: number, minY: number, maxX: number, maxY: number): boolean {
    return this.#near.gather(minX, minY, maxX, maxY);
  }

  /**
   * Whether a step inside the last gathered box may end in a jump down (`lastMayJump`): only a step touching an
   * individual feature more than 1" tall drops more than 1". When false, no step there reaches a point's jumped-to state.
   */
  get gatheredMayJump(): boolean {
    return this.#near.mayJump;
  }

  /**
   * How many features of difficult ground the last gathered box lies wholly inside: a step inside the box pays its whole
   * length as difficult ground in each (`lastDifficult` at least that many lengths), so the search can bound a step's
   * cost before testing it.
   */
  get gatheredDifficultAround(): number {
    return this.#near.difficultAround;
  }

  /** The last step's cost (`stepNear`, `step`, `jump`, `leap`): base and difficult inches. */
  get lastBase(): number {
    return this.#test.base;
  }
  get lastDifficult(): number {
    return this.#test.difficult;
  }
  /** Whether the last refused step was refused only for entering impassable ground (a gap a leap may cross). */
  get lastBlockedByImpassable(): boolean {
    return this.#test.blockedByImpassable;
  }
  /** Whether the last step drops more than 1" at its end, so that it may end in a jump (`jumpOutcome`). */
  get lastMayJump(): boolean {
    return this.#test.drop > FREE_DROP_INCHES;
  }
  /** When `lastMayJump`: the jump's base cost (no descent to climb) and the drop, as `jumpOutcome` has them. */
  get lastJumpBase(): number {
    return this.#test.jumpBase;
  }
  get lastDrop(): number {
    return this.#test.drop;
  }

  /** The last step as a jump down, or null when it drops 1" or less. */
  jumpOutcome(): JumpStep | null {
    return this.#test.jumpOutcome();
  }

  /**
   * The straight step u→v (of the given length) against what `gather` found; true when it may be taken, its cost then
   * in `lastBase` and `lastDifficult`. The gathered box must hold the step. For the search's thousands of steps it
   * makes no notes: what a path paid for is asked again of `step`, `jump` and `leap` for the few steps of the path
   * chosen.
   */
  stepNear(u: Point, v: Point, length: number): boolean {
    return this.#test.test(u, v, length, false, false);
  }
}
