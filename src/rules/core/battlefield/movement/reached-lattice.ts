import type { Point } from "../geometry";
import type { MoveGraph, MoveNote } from "./move-graph";
import type { Borrower } from "./search-buffers";
import type { TypedArena } from "./typed-arena";
import { difficultGroundExtra, jumpDown } from "./movement-rules";
import { mergedNotes, straightened, type Jump, type MovePath } from "./move-path";
import type { SearchWindow } from "./search-window";

/** Search states: each lattice point twice, as a point the figure moves on from and as a point it jumped down to. */
export const MOVING = 0,
  LANDED = 1;
/** How a state was reached: a plain step, or a leap over a gap. */
export const STEPPED = 0,
  LEAPT = 1;
const NO_NOTES: readonly MoveNote[] = Object.freeze([]);

/** What a lattice search keeps per state (2 × lattice point + MOVING or LANDED) and per lattice point. */
export interface SearchStates {
  /** Per state: base cost, inches of difficult ground, parent state (-1 the start, -2 none), settled (1). */
  readonly base: Float64Array;
  readonly difficult: Float64Array;
  readonly parent: Int32Array;
  readonly closed: Uint8Array;
  /** Per state: how the step into it was taken (`STEPPED` or `LEAPT`; a LANDED state was jumped to). */
  readonly via: Uint8Array;
  /** Per lattice point: the drop of the jump that reached its LANDED state. */
  readonly drop: Float64Array;
}

/** A search's states over `n` lattice points, in `arena`: none reached yet. */
export function searchStates(arena: TypedArena, n: number): SearchStates {
  return {
    base: arena.float64(2 * n).fill(Infinity),
    difficult: arena.float64(2 * n),
    drop: arena.float64(n),
    parent: arena.int32(2 * n).fill(-2),
    closed: arena.uint8(2 * n),
    via: arena.uint8(2 * n),
  };
}

/**
 * What a lattice search reached, read back once it has run: each reached point with its cheapest cost (`reachOf`'s
 * points) and the cheapest path to a point (`cheapestPath`), whose steps' notes are asked again of the graph. Made on
 * lent buffers, it refuses to be read once they are taken back.
 */
export class ReachedLattice implements Borrower {
  readonly #lattice: SearchWindow;
  readonly #graph: MoveGraph;
  readonly #start: Point;
  readonly #states: SearchStates;
  readonly #entry: string;
  /** Set when the `SearchBuffers` it borrowed from took them back: its arrays then hold another search's numbers. */
  #released = false;

  constructor(lattice: SearchWindow, graph: MoveGraph, start: Point, states: SearchStates, entry: string) {
    this.#lattice = lattice;
    this.#graph = graph;
    this.#start = start;
    this.#states = states;
    this.#entry = entry;
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

  /** A settled state's cost: its base and its difficult ground as charged ("+1" for every full 2"). */
  cost(state: number): number {
    return this.#states.base[state]! + difficultGroundExtra(this.#states.difficult[state]!);
  }

  /**
   * Each reached lattice point once, row by row, with its cheapest cost (and the jump, when jumping down to it is the
   * cheapest way there); with `every` > 1 only the points whose row and column on the table's whole lattice are
   * multiples of it. Rows and columns are counted, not divided out of a node number: this visits the whole area.
   */
  forEachReached(visit: (x: number, y: number, cost: number, jump: Jump | null) => void, every = 1): void {
    this.#checkNotReleased();
    const { nx, ny, step, i0, j0, x0, y0 } = this.#lattice,
      closed = this.#states.closed;
    for (let j = (every - (j0 % every)) % every; j < ny; j += every) {
      const y = y0 + j * step;
      for (let i = (every - (i0 % every)) % every; i < nx; i += every) {
        const node = j * nx + i,
          moving = 2 * node + MOVING,
          landed = moving + 1;
        if (!closed[landed] && !closed[moving]) continue;
        const x = x0 + i * step;
        if (closed[landed] && (!closed[moving] || this.cost(landed) < this.cost(moving) - 1e-9)) {
          visit(x, y, this.cost(landed), this.#jumpAt(node));
        } else visit(x, y, this.cost(moving), null);
      }
    }
  }

  #jumpAt(node: number): Jump {
    const drop = this.#states.drop[node]!;
    return { drop, ...jumpDown(drop) };
  }

  /** What the step into a reached state paid for, asked again of the graph: the search itself keeps no notes. */
  #notesInto(state: number): readonly MoveNote[] {
    const parent = this.#states.parent[state]!;
    const from = parent === -1 ? this.#start : this.#lattice.point(parent >> 1),
      to = this.#lattice.point(state >> 1);
    const step =
      (state & 1) === LANDED
        ? this.#graph.jump(from, to)
        : this.#states.via[state] === LEAPT
          ? this.#graph.leap(from, to)
          : this.#graph.step(from, to);
    return step?.notes ?? NO_NOTES;
  }

  /** The cheapest path to `to` through a reached lattice point next to it (or straight from the start). */
  pathTo(to: Point, maxCost: number): MovePath | null {
    this.#checkNotReleased();
    const graph = this.#graph,
      lattice = this.#lattice,
      states = this.#states;
    if (!graph.canStand(to)) return null;
    type Way = { from: number; base: number; difficult: number; notes: readonly MoveNote[]; jump: Jump | null };
    const total = (way: Way) => way.base + difficultGroundExtra(way.difficult);
    let best: Way | null = null;
    const consider = (way: Way): void => {
      if (!best || total(way) < total(best) - 1e-9) best = way;
    };
    const offer = (from: number, at: Point): void => {
      const base = from === -1 ? 0 : states.base[from]!,
        difficult = from === -1 ? 0 : states.difficult[from]!;
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
    const i = Math.round((to.x - lattice.x0) / lattice.step),
      j = Math.round((to.y - lattice.y0) / lattice.step);
    if (
      i >= 0 &&
      j >= 0 &&
      i < lattice.nx &&
      j < lattice.ny &&
      Math.abs(lattice.x0 + i * lattice.step - to.x) < 1e-9 &&
      Math.abs(lattice.y0 + j * lattice.step - to.y) < 1e-9
    ) {
      const node = j * lattice.nx + i;
      for (const state of [2 * node + MOVING, 2 * node + LANDED]) {
        if (!states.closed[state]) continue;
        consider({
          from: state,
          base: states.base[state]!,
          difficult: states.difficult[state]!,
          notes: NO_NOTES,
          jump: state & 1 ? this.#jumpAt(node) : null,
        });
      }
    }
    for (const node of lattice.around(to))
      if (states.closed[2 * node + MOVING]) offer(2 * node + MOVING, lattice.point(node));
    const way = best as Way | null;
    if (!way || total(way) > maxCost + 1e-9) return null;
    const points: Point[] = [to];
    const notes: MoveNote[][] = [[...way.notes]];
    for (let state = way.from; state !== -1; state = states.parent[state]!) {
      points.push(lattice.point(state >> 1));
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
