import type { Battlefield, FigurePlacement } from "../battlefield";
import type { Box, Point } from "../geometry";
import { MAX_SEARCH_POINTS, TableLimitError } from "../limits-of-the-table";
import { MinHeap } from "./min-heap";
import type { Borrower, SearchBuffers } from "./search-buffers";
import { TypedArena } from "./typed-arena";
import { MoveGraph, type MoveNote, type StepCost } from "./move-graph";
import * as lattice from "./lattice-neighbours";
import * as steps from "./move-step";
import { difficultGroundExtra, jumpDown } from "./movement-rules";
import { mergedNotes, straightened, type Jump, type MovePath } from "./move-path";
import { AimBound, type Aim } from "./search-aim";

/**
 * The search behind `reachOf` and `cheapestPath`: Dijkstra (A* towards one goal or an aim's heading) over a lattice of
 * points, each linked to its 16 nearest neighbours, every step asked of the `MoveGraph`, with typed arrays for the
 * per-point state.
 */
// Local constants: the inner loop compares against them (see move-graph.ts).
const { STAND_OK, STAND_IMPASSABLE } = steps;
const { NEIGHBOURS, DI, DJ, hasAllNeighbours } = lattice;
const NO_NOTES: readonly MoveNote[] = Object.freeze([]);

/** Search states: each lattice point twice, as a point the figure moves on from and as a point it jumped down to. */
const MOVING = 0,
  LANDED = 1;
/** How a state was reached: a plain step, or a leap over a gap. */
const STEPPED = 0,
  LEAPT = 1;
/** How much longer than the leap itself a leaping step may be: the run-up to the gap and the landing past it. */
const LEAP_APPROACH_INCHES = 2.5;

export class LatticeSearch implements Borrower {
  readonly #entry: string;
  readonly #graph: MoveGraph;
  readonly #start: Point;
  readonly #goal: Point | null;
  /** Where the open list's estimates add the straight distance to (A*): the goal, or an aim's heading. */
  #heading: Point | null;
  /** What share of that distance they add: all of it towards a goal, a hair less towards an aim's heading (see `run`). */
  #headingShare = 1;
  /**
   * Set while settling in another order than cheapest first: of two ways into a state equally cheap (to the open
   * list's tolerance), the one from the cheaper state is kept, as settling cheapest first keeps it.
   */
  #keepsCheapestFirstWays = false;
  readonly #step: number;
  readonly #leap: number;
  readonly #x0: number;
  readonly #y0: number;
  readonly #nx: number;
  readonly #ny: number;
  /** The first column and row here, counted on the table's whole lattice (points sit at step / 2 + n * step). */
  readonly #i0: number;
  readonly #j0: number;
  readonly #maxCost: number;
  /** Per state (2 × lattice point + MOVING or LANDED): base cost, inches of difficult ground, parent state (-1 the start, -2 none). */
  readonly #base: Float64Array;
  readonly #difficult: Float64Array;
  readonly #parent: Int32Array;
  readonly #closed: Uint8Array;
  /** Per state: how the step into it was taken (`STEPPED` or `LEAPT`; a LANDED state was jumped to). */
  readonly #via: Uint8Array;
  /** Per lattice point: the drop of the jump that reached its LANDED state. */
  readonly #drop: Float64Array;
  /** Per lattice point: 0 unknown, else `MoveGraph.standing`. */
  readonly #standing: Uint8Array;
  /** Per lattice point: 1 when a wall, feature or other base lies within two lattice steps (`MoveGraph.markNear`). */
  readonly #near: Uint8Array;
  /** The length of each neighbour step. */
  readonly #plain: Float64Array;
  /** Each neighbour's node number less the point's own (`lattice.nodeOffsets`). */
  readonly #delta: Int32Array;
  readonly #heap: MinHeap;
  /** Scratch points for the step tests, so the inner loop allocates nothing. */
  readonly #u = { x: 0, y: 0 };
  readonly #v = { x: 0, y: 0 };
  readonly #leapDirections = new Int32Array(NEIGHBOURS.length);
  /** Set when the `SearchBuffers` it borrowed from took them back: its arrays then hold another search's numbers. */
  #released = false;

  /** `buffers`: where its typed arrays' buffers are borrowed (see `SearchBuffers`); by default new ones of its own. */
  constructor(
    battlefield: Battlefield,
    mover: FigurePlacement,
    skulker: boolean,
    leap: number,
    maxCost: number,
    step: number,
    goal: Point | null,
    entry = "movement search",
    buffers?: SearchBuffers,
  ) {
    this.#entry = entry;
    this.#start = mover.centre;
    this.#goal = goal;
    this.#heading = goal;
    this.#step = step;
    this.#leap = leap;
    this.#maxCost = maxCost;
    // Difficult ground is charged per full 2", so a path may run up to 1" beyond its allowance before rounding down.
    const reach = Number.isFinite(maxCost) ? maxCost + 1 + step : Infinity;
    const area: Box = {
      minX: Math.max(0, mover.centre.x - reach),
      minY: Math.max(0, mover.centre.y - reach),
      maxX: Math.min(battlefield.width, mover.centre.x + reach),
      maxY: Math.min(battlefield.height, mover.centre.y + reach),
    };
    // Lattice points sit between the half-inch marks walls are usually drawn on, never on a wall's line.
    this.#x0 = step / 2 + Math.floor(area.minX / step) * step;
    this.#y0 = step / 2 + Math.floor(area.minY / step) * step;
    this.#nx = Math.max(0, Math.floor((area.maxX - this.#x0) / step) + 1);
    this.#ny = Math.max(0, Math.floor((area.maxY - this.#y0) / step) + 1);
    this.#i0 = Math.round(this.#x0 / step - 0.5);
    this.#j0 = Math.round(this.#y0 / step - 0.5);
    const n = this.#nx * this.#ny;
    // Before any allocation: a search is bounded by the table (or its allowance), and refused past the limit.
    if (n > MAX_SEARCH_POINTS) {
      const size = `${round(area.maxX - area.minX)}" x ${round(area.maxY - area.minY)}"`;
      throw new TableLimitError(
        entry,
        "lattice",
        step,
        `coarser: ${size} at this lattice is ${n.toLocaleString("en")} lattice points, more than ${MAX_SEARCH_POINTS.toLocaleString("en")} (MAX_SEARCH_POINTS); pass maxCost or a coarser lattice`,
      );
    }
    // One buffer for every typed array of the search, its graph's and its heap's (see `TypedArena`): 54 bytes per
    // lattice point for the search's own arrays, a few kilobytes for the rest.
    const arena = new TypedArena(54 * n + 16_384, undefined, buffers);
    buffers?.lendTo(this);
    this.#base = arena.float64(2 * n).fill(Infinity);
    this.#difficult = arena.float64(2 * n);
    this.#drop = arena.float64(n);
    this.#parent = arena.int32(2 * n).fill(-2);
    this.#closed = arena.uint8(2 * n);
    this.#via = arena.uint8(2 * n);
    this.#standing = arena.uint8(n);
    this.#near = arena.uint8(n);
    this.#heap = new MinHeap(512, arena);
    this.#graph = new MoveGraph(battlefield, mover, skulker, area, { leap, arena });
    this.#graph.markNear(this.#near, { x0: this.#x0, y0: this.#y0, step, nx: this.#nx, ny: this.#ny }, 2 * step);
    this.#plain = lattice.plainLengths(step);
    this.#delta = lattice.nodeOffsets(this.#nx);
  }

  /** Its buffers were taken back (`SearchBuffers.takeBack`): from now on it refuses to be read. */
  release(): void {
    this.#released = true;
  }

  /** Refuses to read arrays whose buffers were taken back and lent to another search. */
  #checkNotReleased(): void {
    if (this.#released)
      throw new Error(
        `${this.#entry}: this reach's search buffers were taken back after its activation; search again for a new reach`,
      );
  }

  #point(node: number): Point {
    return { x: this.#x0 + (node % this.#nx) * this.#step, y: this.#y0 + Math.floor(node / this.#nx) * this.#step };
  }

  #standingOf(node: number): number {
    let standing = this.#standing[node]!;
    if (standing === 0) {
      this.#v.x = this.#x0 + (node % this.#nx) * this.#step;
      this.#v.y = this.#y0 + Math.floor(node / this.#nx) * this.#step;
      standing = this.#standing[node] = this.#graph.standing(this.#v);
    }
    return standing;
  }

  /** The lattice points around a free point (the start or a destination), which link to it directly. */
  #around(p: Point): number[] {
    const i0 = Math.floor((p.x - this.#x0) / this.#step),
      j0 = Math.floor((p.y - this.#y0) / this.#step);
    const nodes: number[] = [];
    for (let j = j0 - 1; j <= j0 + 2; j++) {
      for (let i = i0 - 1; i <= i0 + 2; i++) {
        if (i >= 0 && j >= 0 && i < this.#nx && j < this.#ny) nodes.push(j * this.#nx + i);
      }
    }
    return nodes;
  }

  #cost(state: number): number {
    return this.#base[state]! + difficultGroundExtra(this.#difficult[state]!);
  }

  #limit = 0;

  /** The open list's sum for a state reached (its base and half its difficult inches); 0 for the start (-1). */
  #keyOf(state: number): number {
    return state === -1 ? 0 : this.#base[state]! + this.#difficult[state]! / 2;
  }

  /**
   * Whether a way into `state` from `from`, costing `key` (or at least `key`), may take the place of the way it has at
   * `known` although not cheaper: only when the search keeps cheapest-first ways, the two tie, and `from` is cheaper.
   */
  #mayTie(state: number, from: number, key: number, known: number): boolean {
    return (
      this.#keepsCheapestFirstWays && key <= known + 1e-12 && this.#keyOf(from) < this.#keyOf(this.#parent[state]!)
    );
  }

  /** Offers a cheaper way into a state, by a plain step (a leap marks itself after). */
  #relax(state: number, from: number, base: number, difficult: number): boolean {
    const key = base + difficult / 2;
    if (key > this.#limit) return false;
    const known = this.#base[state]! + this.#difficult[state]! / 2,
      tie = key >= known - 1e-12;
    if (tie && !this.#mayTie(state, from, key, known)) return false;
    this.#base[state] = base;
    this.#difficult[state] = difficult;
    this.#parent[state] = from;
    this.#via[state] = STEPPED;
    // The same cost to the open list's tolerance: only the way in changes, not its place in the open list.
    if (tie) return true;
    const heading = this.#heading;
    let estimate = key;
    if (heading) {
      const node = state >> 1,
        i = node % this.#nx;
      const dx = heading.x - (this.#x0 + i * this.#step),
        dy = heading.y - (this.#y0 + ((node - i) / this.#nx) * this.#step);
      estimate += this.#headingShare * Math.sqrt(dx * dx + dy * dy);
    }
    this.#heap.push(estimate, state);
    return true;
  }

  #relaxJump(node: number, from: number, base: number, difficult: number, jump: StepCost & Jump): void {
    if (this.#relax(2 * node + LANDED, from, base + jump.base, difficult + jump.difficult))
      this.#drop[node] = jump.drop;
  }

  /** Settles every state within the allowance, cheapest first; with an `aim`, only those its points need (see `Aim`). */
  run(aim?: Aim): void {
    const graph = this.#graph,
      heap = this.#heap,
      closed = this.#closed,
      near = this.#near;
    const bound = aim && new AimBound(aim);
    // Towards an aim's heading, states are settled by cost plus a hair less than the distance left: a state is then
    // always settled after every state that leads to it (even straight on, away from the heading), so that of equally
    // cheap ways into it the one from the cheapest state can be kept, as settling cheapest first would keep it.
    const heading = aim?.heading ?? null,
      ordered = bound !== undefined && heading !== null;
    if (ordered) {
      this.#heading = heading;
      this.#headingShare = 1 - 1e-6;
      this.#keepsCheapestFirstWays = true;
    }
    this.#limit = this.#maxCost + (graph.hasDifficultGround ? 1 : 0);
    for (const node of this.#around(this.#start)) {
      if (this.#standingOf(node) !== STAND_OK) continue;
      const cost = graph.step(this.#start, this.#point(node));
      if (!cost) continue;
      const jump = graph.jumpOutcome();
      this.#relax(2 * node + MOVING, -1, cost.base, cost.difficult);
      if (jump) this.#relaxJump(node, -1, 0, 0, jump);
    }
    const goalNodes = this.#goal ? new Set(this.#around(this.#goal)) : null;
    let goalsLeft = goalNodes?.size ?? 0;
    while (heap.size > 0) {
      if (ordered && bound.settledAllThatMatter(heap.leastKey, this.#limit)) break;
      const state = heap.pop();
      if (closed[state]) continue;
      closed[state] = 1;
      if (bound && this.#leadsNowhereNearer(state, bound)) continue;
      // A figure that jumped down more than 1" goes no further ("Jumping down more than 1" ends the character's round").
      if ((state & 1) === LANDED) continue;
      const node = state >> 1;
      if (goalNodes?.has(node) && --goalsLeft === 0) break;
      // Each kind of point settled by a method of its own, handed whole numbers only: its costs stay plain numbers
      // in registers instead of being boxed for each call it makes (a whole search's loop in one method is past
      // what the engine inlines).
      if (near[node] === 0) this.#settleInOpenGround(state, node);
      else this.#settleNearSomething(state, node);
    }
  }

  /** An aimed search's state just settled, as `AimBound.leadsNowhereNearer` takes it. */
  #leadsNowhereNearer(state: number, bound: AimBound): boolean {
    const node = state >> 1,
      nx = this.#nx,
      i = node % nx,
      j = (node - i) / nx,
      every = bound.every;
    const onListed = (this.#i0 + i) % every === 0 && (this.#j0 + j) % every === 0;
    const left = this.#limit - (this.#base[state]! + this.#difficult[state]! / 2);
    return bound.leadsNowhereNearer(
      this.#x0 + i * this.#step,
      this.#y0 + j * this.#step,
      left,
      onListed ? this.#cost(state) : null,
    );
  }

  /** A point with nothing within two lattice steps: every step is just its length, with nothing to gather or test. */
  #settleInOpenGround(state: number, node: number): void {
    const closed = this.#closed,
      plain = this.#plain,
      delta = this.#delta,
      nx = this.#nx,
      ny = this.#ny;
    const i = node % nx,
      j = (node - i) / nx,
      inside = hasAllNeighbours(i, j, nx, ny);
    const base = this.#base[state]!,
      difficult = this.#difficult[state]!;
    for (let k = 0; k < NEIGHBOURS.length; k++) {
      if (!inside) {
        const ni = i + DI[k]!,
          nj = j + DJ[k]!;
        if (ni < 0 || nj < 0 || ni >= nx || nj >= ny) continue;
      }
      const moving = 2 * (node + delta[k]!);
      if (!closed[moving]) this.#relax(moving, state, base + plain[k]!, difficult);
    }
  }

  /** A point with a wall, feature or other base within two lattice steps: its steps gathered and tested. */
  #settleNearSomething(state: number, node: number): void {
    const graph = this.#graph,
      closed = this.#closed,
      plain = this.#plain,
      nx = this.#nx,
      ny = this.#ny;
    const step = this.#step,
      u = this.#u,
      v = this.#v,
      reach = 2 * step;
    const i = node % nx,
      j = (node - i) / nx;
    const ux = this.#x0 + i * step,
      uy = this.#y0 + j * step;
    const base = this.#base[state]!,
      difficult = this.#difficult[state]!;
    // Most points are settled with nothing left to offer: each neighbour closed, out of the allowance or already
    // reached at least as cheaply as a step's length allows. Then there is nothing to gather or test (unless a
    // step could end in a jump down, which reaches a state of its own).
    if (!graph.hasJumpingOff && !this.#offersAnything(i, j, base, difficult)) return;
    // Nothing gathered after all (the near-marks are box against box): every step is just its length.
    if (graph.gather(ux - reach, uy - reach, ux + reach, uy + reach)) {
      this.#settleInOpenGround(state, node);
      return;
    }
    // Without a feature to jump down from, a step's only use is to offer its end a cheaper MOVING state.
    const mayJump = graph.gatheredMayJump;
    // Inside difficult ground all around, each step pays its length again per feature ("Movement Action").
    const difficultAround = graph.gatheredDifficultAround;
    u.x = ux;
    u.y = uy;
    let leaps = 0;
    for (let k = 0; k < NEIGHBOURS.length; k++) {
      const ni = i + DI[k]!,
        nj = j + DJ[k]!;
      if (ni < 0 || nj < 0 || ni >= nx || nj >= ny) continue;
      const next = nj * nx + ni,
        moving = 2 * next;
      if (closed[moving] && (closed[moving + 1] || !mayJump)) continue;
      // A step costs at least its length, and inside difficult ground its length in difficult inches per feature
      // (added one by one: the bound a hair below their product): past the allowance, nothing to test.
      const least =
        difficultAround === 0
          ? base + plain[k]! + difficult / 2
          : base + plain[k]! + (difficult + difficultAround * plain[k]!) / 2 - 1e-9;
      if (least > this.#limit) continue;
      const standing = this.#standingOf(next);
      if (standing !== STAND_OK) {
        if (standing === STAND_IMPASSABLE) this.#leapDirections[leaps++] = k;
        continue;
      }
      // Nor when even that least cost cannot beat the cost `next` has already (the same sum `#relax` compares, and a
      // leap into `next` costs at least as much): most steps of a search lead back towards points reached before.
      if (!mayJump) {
        const known = this.#base[moving]! + this.#difficult[moving]! / 2;
        if (least >= known - 1e-12 && !this.#mayTie(moving, state, least, known)) continue;
      }
      v.x = this.#x0 + ni * step;
      v.y = this.#y0 + nj * step;
      if (!graph.stepNear(u, v, plain[k]!)) {
        if (graph.lastBlockedByImpassable) this.#leapDirections[leaps++] = k;
        continue;
      }
      if (!closed[moving]) this.#relax(moving, state, base + graph.lastBase, difficult + graph.lastDifficult);
      // The jump as plain numbers: the search needs no notes (`jumpOutcome` makes them, for a path's few steps).
      if (
        graph.lastMayJump &&
        !closed[moving + 1] &&
        this.#relax(moving + 1, state, base + graph.lastJumpBase, difficult + graph.lastDifficult)
      ) {
        this.#drop[next] = graph.lastDrop;
      }
    }
    for (let l = 0; l < leaps; l++) this.#leapFrom(state, i, j, this.#leapDirections[l]!);
  }

  /**
   * Whether a step from lattice point (i, j), reached at `base` and `difficult`, could give any neighbour a cheaper
   * MOVING state: the loop of `run` in brief, without the step tests. A neighbour reached before was stood on, so a
   * neighbour that is not (impassable ground, a gap to leap) always counts.
   */
  #offersAnything(i: number, j: number, base: number, difficult: number): boolean {
    const nx = this.#nx,
      ny = this.#ny,
      closed = this.#closed,
      plain = this.#plain,
      delta = this.#delta,
      limit = this.#limit;
    const node = j * nx + i,
      inside = hasAllNeighbours(i, j, nx, ny);
    for (let k = 0; k < NEIGHBOURS.length; k++) {
      if (!inside) {
        const ni = i + DI[k]!,
          nj = j + DJ[k]!;
        if (ni < 0 || nj < 0 || ni >= nx || nj >= ny) continue;
      }
      const moving = 2 * (node + delta[k]!) + MOVING;
      if (closed[moving]) continue;
      const least = base + plain[k]! + difficult / 2;
      if (least > limit) continue;
      const known = this.#base[moving]! + this.#difficult[moving]! / 2;
      if (least >= known - 1e-12 && !this.#mayTie(moving, 2 * node + MOVING, least, known)) continue;
      return true;
    }
    return false;
  }

  /** "Leaping": from a point, straight on in direction k across impassable ground to the first point beyond it. */
  #leapFrom(state: number, i: number, j: number, k: number): void {
    const from = { x: this.#x0 + i * this.#step, y: this.#y0 + j * this.#step };
    for (let m = 1; m * this.#plain[k]! <= this.#leap + LEAP_APPROACH_INCHES; m++) {
      const ni = i + m * DI[k]!,
        nj = j + m * DJ[k]!;
      if (ni < 0 || nj < 0 || ni >= this.#nx || nj >= this.#ny) return;
      const next = nj * this.#nx + ni,
        standing = this.#standingOf(next);
      if (standing === STAND_IMPASSABLE) continue;
      if (standing !== STAND_OK || this.#closed[2 * next + MOVING]) return;
      const leap = this.#graph.leap(from, this.#point(next));
      if (
        leap &&
        this.#relax(2 * next + MOVING, state, this.#base[state]! + leap.base, this.#difficult[state]! + leap.difficult)
      )
        this.#via[2 * next + MOVING] = LEAPT;
      return;
    }
  }

  /**
   * Each reached lattice point once, row by row, with its cheapest cost (and the jump, when jumping down to it is the
   * cheapest way there); with `every` > 1 only the points whose row and column on the table's whole lattice are
   * multiples of it. Rows and columns are counted, not divided out of a node number: this visits the whole area.
   */
  forEachReached(visit: (x: number, y: number, cost: number, jump: Jump | null) => void, every = 1): void {
    this.#checkNotReleased();
    const nx = this.#nx,
      ny = this.#ny,
      step = this.#step,
      closed = this.#closed,
      i0 = this.#i0,
      j0 = this.#j0;
    for (let j = (every - (j0 % every)) % every; j < ny; j += every) {
      const y = this.#y0 + j * step;
      for (let i = (every - (i0 % every)) % every; i < nx; i += every) {
        const node = j * nx + i,
          moving = 2 * node + MOVING,
          landed = moving + 1;
        if (!closed[landed] && !closed[moving]) continue;
        const x = this.#x0 + i * step;
        if (closed[landed] && (!closed[moving] || this.#cost(landed) < this.#cost(moving) - 1e-9)) {
          visit(x, y, this.#cost(landed), this.#jumpAt(node));
        } else visit(x, y, this.#cost(moving), null);
      }
    }
  }

  #jumpAt(node: number): Jump {
    const drop = this.#drop[node]!;
    return { drop, ...jumpDown(drop) };
  }

  /** What the step into a reached state paid for, asked again of the graph: the search itself keeps no notes. */
  #notesInto(state: number): readonly MoveNote[] {
    const parent = this.#parent[state]!;
    const from = parent === -1 ? this.#start : this.#point(parent >> 1),
      to = this.#point(state >> 1);
    const step =
      (state & 1) === LANDED
        ? this.#graph.jump(from, to)
        : this.#via[state] === LEAPT
          ? this.#graph.leap(from, to)
          : this.#graph.step(from, to);
    return step?.notes ?? NO_NOTES;
  }

  /** The cheapest path to `to` through a reached lattice point next to it (or straight from the start). */
  pathTo(to: Point, maxCost: number): MovePath | null {
    this.#checkNotReleased();
    const graph = this.#graph;
    if (!graph.canStand(to)) return null;
    type Way = { from: number; base: number; difficult: number; notes: readonly MoveNote[]; jump: Jump | null };
    const total = (way: Way) => way.base + difficultGroundExtra(way.difficult);
    let best: Way | null = null;
    const consider = (way: Way): void => {
      if (!best || total(way) < total(best) - 1e-9) best = way;
    };
    const offer = (from: number, at: Point): void => {
      const base = from === -1 ? 0 : this.#base[from]!,
        difficult = from === -1 ? 0 : this.#difficult[from]!;
      const walk = graph.step(at, to);
      if (!walk) return;
      const jump = graph.jumpOutcome();
      consider({ from, base: base + walk.base, difficult: difficult + walk.difficult, notes: walk.notes, jump: null });
      if (jump)
        consider({
          from,
          base: base + jump.base,
          difficult: difficult + jump.difficult,
          notes: jump.notes,
          jump: { drop: jump.drop, endsMove: jump.endsMove, hitDamage: jump.hitDamage },
        });
    };
    offer(-1, this.#start);
    // A lattice point itself: its own cost, as the reach reported it (walking on, or having jumped down to it).
    const i = Math.round((to.x - this.#x0) / this.#step),
      j = Math.round((to.y - this.#y0) / this.#step);
    if (
      i >= 0 &&
      j >= 0 &&
      i < this.#nx &&
      j < this.#ny &&
      Math.abs(this.#x0 + i * this.#step - to.x) < 1e-9 &&
      Math.abs(this.#y0 + j * this.#step - to.y) < 1e-9
    ) {
      const node = j * this.#nx + i;
      for (const state of [2 * node + MOVING, 2 * node + LANDED]) {
        if (!this.#closed[state]) continue;
        consider({
          from: state,
          base: this.#base[state]!,
          difficult: this.#difficult[state]!,
          notes: NO_NOTES,
          jump: state & 1 ? this.#jumpAt(node) : null,
        });
      }
    }
    for (const node of this.#around(to))
      if (this.#closed[2 * node + MOVING]) offer(2 * node + MOVING, this.#point(node));
    const way = best as Way | null;
    if (!way || total(way) > maxCost + 1e-9) return null;
    const points: Point[] = [to];
    const notes: MoveNote[][] = [[...way.notes]];
    for (let state = way.from; state !== -1; state = this.#parent[state]!) {
      points.push(this.#point(state >> 1));
      notes.push([...this.#notesInto(state)]);
    }
    points.push(this.#start);
    const path = {
      points: straightened(points.reverse()),
      cost: total(way),
      notes: mergedNotes(notes.reverse().flat()),
    };
    return way.jump ? { ...path, jump: way.jump } : path;
  }
}

const round = (inches: number): number => Math.round(inches * 100) / 100;
