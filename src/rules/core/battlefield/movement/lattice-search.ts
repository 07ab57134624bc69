import type { Battlefield, FigurePlacement } from "../battlefield";
import type { Point } from "../geometry";
import { MinHeap } from "./min-heap";
import type { SearchBuffers } from "./search-buffers";
import { TypedArena } from "./typed-arena";
import { MoveGraph, type StepCost } from "./move-graph";
import * as lattice from "./lattice-neighbours";
import { leapLanding } from "./lattice-leap";
import * as steps from "./move-step";
import type { Jump, MovePath } from "./move-path";
import * as reached from "./reached-lattice";
import { ReachedLattice, searchStates } from "./reached-lattice";
import { AimBound, type Aim } from "./search-aim";
import { SearchWindow } from "./search-window";

/**
 * The search behind `reachOf` and `cheapestPath`: Dijkstra (A* towards one goal or an aim's heading) over a lattice of
 * points, each linked to its 16 nearest neighbours, every step asked of the `MoveGraph`, with typed arrays for the
 * per-point state (read back by `ReachedLattice` once it has run).
 */
// Local constants: the inner loop compares against them (see move-graph.ts).
const STAND_OK = steps.STAND_OK,
  STAND_IMPASSABLE = steps.STAND_IMPASSABLE;
const NEIGHBOURS = lattice.NEIGHBOURS,
  DI = lattice.DI,
  DJ = lattice.DJ,
  hasAllNeighbours = lattice.hasAllNeighbours;
const MOVING = reached.MOVING,
  LANDED = reached.LANDED,
  STEPPED = reached.STEPPED,
  LEAPT = reached.LEAPT;

export class LatticeSearch {
  readonly #covered: SearchWindow;
  readonly #reached: ReachedLattice;
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
  readonly #maxCost: number;
  /** The search's states (`SearchStates`), each array in a field of its own: the inner loop reads them thousands of times. */
  readonly #base: Float64Array;
  readonly #difficult: Float64Array;
  readonly #parent: Int32Array;
  readonly #closed: Uint8Array;
  readonly #via: Uint8Array;
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
  readonly #standingOfNode = (node: number): number => this.#standingOf(node);

  /**
   * `buffers`: where its typed arrays' buffers are borrowed (see `SearchBuffers`); by default new ones of its own. Once
   * they are taken back, what it reached refuses to be read (`ReachedLattice.release`).
   */
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
    this.#start = mover.centre;
    this.#goal = goal;
    this.#heading = goal;
    this.#step = step;
    this.#leap = leap;
    this.#maxCost = maxCost;
    const covered = new SearchWindow(battlefield, mover.centre, maxCost, step, entry);
    this.#covered = covered;
    this.#x0 = covered.x0;
    this.#y0 = covered.y0;
    this.#nx = covered.nx;
    this.#ny = covered.ny;
    const n = this.#nx * this.#ny;
    // One buffer for every typed array of the search, its graph's and its heap's (see `TypedArena`): 54 bytes per
    // lattice point for the search's own arrays, a few kilobytes for the rest.
    const arena = new TypedArena(54 * n + 16_384, undefined, buffers);
    const states = searchStates(arena, n);
    this.#base = states.base;
    this.#difficult = states.difficult;
    this.#drop = states.drop;
    this.#parent = states.parent;
    this.#closed = states.closed;
    this.#via = states.via;
    this.#standing = arena.uint8(n);
    this.#near = arena.uint8(n);
    this.#heap = new MinHeap(512, arena);
    this.#graph = new MoveGraph(battlefield, mover, skulker, covered.area, { leap, arena });
    this.#graph.markNear(this.#near, { x0: this.#x0, y0: this.#y0, step, nx: this.#nx, ny: this.#ny }, 2 * step);
    this.#plain = lattice.plainLengths(step);
    this.#delta = lattice.nodeOffsets(this.#nx);
    this.#reached = new ReachedLattice(covered, this.#graph, this.#start, states, entry);
    buffers?.lendTo(this.#reached);
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
    for (const node of this.#covered.around(this.#start)) {
      if (this.#standingOf(node) !== STAND_OK) continue;
      const cost = graph.step(this.#start, this.#covered.point(node));
      if (!cost) continue;
      const jump = graph.jumpOutcome();
      this.#relax(2 * node + MOVING, -1, cost.base, cost.difficult);
      if (jump) this.#relaxJump(node, -1, 0, 0, jump);
    }
    const goalNodes = this.#goal ? new Set(this.#covered.around(this.#goal)) : null;
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
    const onListed = (this.#covered.i0 + i) % every === 0 && (this.#covered.j0 + j) % every === 0;
    const left = this.#limit - (this.#base[state]! + this.#difficult[state]! / 2);
    return bound.leadsNowhereNearer(
      this.#x0 + i * this.#step,
      this.#y0 + j * this.#step,
      left,
      onListed ? this.#reached.cost(state) : null,
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
    const next = leapLanding(i, j, k, this.#plain[k]!, this.#leap, this.#nx, this.#ny, this.#standingOfNode);
    if (next < 0 || this.#closed[2 * next + MOVING]) return;
    const from = { x: this.#x0 + i * this.#step, y: this.#y0 + j * this.#step };
    const leap = this.#graph.leap(from, this.#covered.point(next));
    if (
      leap &&
      this.#relax(2 * next + MOVING, state, this.#base[state]! + leap.base, this.#difficult[state]! + leap.difficult)
    )
      this.#via[2 * next + MOVING] = LEAPT;
  }

  /** Each reached lattice point once, with its cheapest cost (`ReachedLattice.forEachReached`). */
  forEachReached(visit: (x: number, y: number, cost: number, jump: Jump | null) => void, every = 1): void {
    this.#reached.forEachReached(visit, every);
  }

  /** The cheapest path to `to` (`ReachedLattice.pathTo`). */
  pathTo(to: Point, maxCost: number): MovePath | null {
    return this.#reached.pathTo(to, maxCost);
  }
}
