import type { Figure } from "../../figures/figure";
import type { Battlefield, FigurePlacement } from "../battlefield";
import type { Box, Point } from "../geometry";
import { placementOf } from "../line-of-sight";
import { MoveGraph, type MoveNote, type StepCost } from "./move-graph";
import { difficultGroundExtra, isSkulker, moveAllowance } from "./movement-rules";

/**
 * Where a figure can get to, and the cheapest way there: a Dijkstra (A* for one destination) search over a lattice of
 * points half an inch apart, each point linked to its 16 nearest neighbours so paths run in 16 directions and are
 * at most a few percent longer than a tape measure's straight line. Every step is checked against the walls,
 * features and figures it crosses (`MoveGraph`), so a path never crosses what it may not, and its cost is what the
 * rules charge for it.
 */
export const LATTICE_INCHES = 0.5;

const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
  [1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1],
];

/** A way across the table: the points the figure's centre passes, its cost in inches and what it paid for. */
export interface MovePath {
  readonly points: readonly Point[];
  /** Inches of movement allowance, difficult ground included ("+1" for every full 2"). */
  readonly cost: number;
  readonly notes: readonly MoveNote[];
}

export interface ReachPoint {
  readonly x: number;
  readonly y: number;
  readonly cost: number;
  /** Only reachable with a Dash ("Dash": +2"). */
  readonly withDash: boolean;
}

/** Everywhere a figure can reach this activation, with a move and with a Dash. */
export interface Reach {
  readonly figureId: string;
  /** "Movement Action": Speed (halved when Wounded). */
  readonly move: number;
  /** "Dash": Speed + 2". */
  readonly dash: number;
  readonly points: readonly ReachPoint[];
  /** The cheapest path found to a point within the Dash allowance, or null when it is out of reach. */
  pathTo(point: Point): MovePath | null;
}

export interface SearchOptions {
  /** Lattice spacing in inches; finer is slower. */
  readonly lattice?: number;
}

/** "Movement Action" and "Dash": the points a figure can reach, each with its cost. */
export function reachOf(battlefield: Battlefield, figure: Figure, options: SearchOptions = {}): Reach {
  const placement = placementOf(battlefield, figure.id);
  const move = moveAllowance(figure), dash = moveAllowance(figure, true);
  const search = new LatticeSearch(battlefield, placement, isSkulker(figure), dash, options.lattice ?? LATTICE_INCHES, null);
  search.run();
  const points: ReachPoint[] = [];
  search.forEachReached((x, y, cost) => {
    if (cost <= dash + 1e-9) points.push({ x, y, cost, withDash: cost > move + 1e-9 });
  });
  return { figureId: figure.id, move, dash, points, pathTo: (point) => search.pathTo(point, dash) };
}

/** The cheapest path for a figure to a point, within `maxCost` inches (default: anywhere on the table), or null. */
export function cheapestPath(battlefield: Battlefield, figure: Figure, to: Point, options: SearchOptions & { readonly maxCost?: number } = {}): MovePath | null {
  const placement = placementOf(battlefield, figure.id);
  const maxCost = options.maxCost ?? Infinity;
  const search = new LatticeSearch(battlefield, placement, isSkulker(figure), maxCost, options.lattice ?? LATTICE_INCHES, to);
  search.run();
  return search.pathTo(to, maxCost);
}

class LatticeSearch {
  readonly #graph: MoveGraph;
  readonly #start: Point;
  readonly #goal: Point | null;
  readonly #step: number;
  readonly #x0: number;
  readonly #y0: number;
  readonly #nx: number;
  readonly #ny: number;
  readonly #maxCost: number;
  /** Per lattice point: base cost, inches of difficult ground, parent (-1 the start, -2 none), notes of the last step. */
  readonly #base: Float64Array;
  readonly #difficult: Float64Array;
  readonly #parent: Int32Array;
  readonly #closed: Uint8Array;
  /** 0 unknown, 1 the figure may stand there, 2 it may not. */
  readonly #standing: Uint8Array;
  readonly #notes = new Map<number, readonly MoveNote[]>();
  /** The cost of each neighbour step over plain ground. */
  readonly #plain: readonly StepCost[];

  constructor(battlefield: Battlefield, mover: FigurePlacement, skulker: boolean, maxCost: number, step: number, goal: Point | null) {
    this.#start = mover.centre;
    this.#goal = goal;
    this.#step = step;
    this.#maxCost = maxCost;
    // Difficult ground is charged per full 2", so a path may run up to 1" beyond its allowance before rounding down.
    const reach = Number.isFinite(maxCost) ? maxCost + 1 + step : Infinity;
    const area: Box = {
      minX: Math.max(0, mover.centre.x - reach), minY: Math.max(0, mover.centre.y - reach),
      maxX: Math.min(battlefield.width, mover.centre.x + reach), maxY: Math.min(battlefield.height, mover.centre.y + reach),
    };
    // Lattice points sit between the half-inch marks walls are usually drawn on, never on a wall's line.
    this.#x0 = step / 2 + Math.floor(area.minX / step) * step;
    this.#y0 = step / 2 + Math.floor(area.minY / step) * step;
    this.#nx = Math.max(0, Math.floor((area.maxX - this.#x0) / step) + 1);
    this.#ny = Math.max(0, Math.floor((area.maxY - this.#y0) / step) + 1);
    const n = this.#nx * this.#ny;
    this.#base = new Float64Array(n).fill(Infinity);
    this.#difficult = new Float64Array(n);
    this.#parent = new Int32Array(n).fill(-2);
    this.#closed = new Uint8Array(n);
    this.#standing = new Uint8Array(n);
    this.#graph = new MoveGraph(battlefield, mover, skulker, area);
    this.#plain = NEIGHBOURS.map(([di, dj]) => ({ base: Math.sqrt(di * di + dj * dj) * step, difficult: 0, notes: [] }));
  }

  #point(node: number): Point {
    return { x: this.#x0 + (node % this.#nx) * this.#step, y: this.#y0 + Math.floor(node / this.#nx) * this.#step };
  }

  #canStand(node: number): boolean {
    if (this.#standing[node] === 0) this.#standing[node] = this.#graph.canStand(this.#point(node)) ? 1 : 2;
    return this.#standing[node] === 1;
  }

  /** The lattice points around a free point (the start or a destination), which link to it directly. */
  #around(p: Point): number[] {
    const i0 = Math.floor((p.x - this.#x0) / this.#step), j0 = Math.floor((p.y - this.#y0) / this.#step);
    const nodes: number[] = [];
    for (let j = j0 - 1; j <= j0 + 2; j++) {
      for (let i = i0 - 1; i <= i0 + 2; i++) {
        if (i >= 0 && j >= 0 && i < this.#nx && j < this.#ny) nodes.push(j * this.#nx + i);
      }
    }
    return nodes;
  }

  #cost(node: number): number {
    return this.#base[node]! + difficultGroundExtra(this.#difficult[node]!);
  }

  run(): void {
    const heap = new MinHeap();
    const goal = this.#goal;
    const heuristic = (p: Point): number => (goal ? Math.sqrt((goal.x - p.x) ** 2 + (goal.y - p.y) ** 2) : 0);
    const limit = this.#maxCost + (this.#graph.hasDifficultGround ? 1 : 0);
    const relax = (node: number, from: number, base: number, difficult: number, step: StepCost): void => {
      const key = base + step.base + (difficult + step.difficult) / 2;
      if (key > limit) return;
      if (key >= this.#base[node]! + this.#difficult[node]! / 2 - 1e-12) return;
      this.#base[node] = base + step.base;
      this.#difficult[node] = difficult + step.difficult;
      this.#parent[node] = from;
      if (step.notes.length > 0) this.#notes.set(node, step.notes);
      else this.#notes.delete(node);
      heap.push(key + heuristic(this.#point(node)), node);
    };
    for (const node of this.#around(this.#start)) {
      if (!this.#canStand(node)) continue;
      const step = this.#graph.step(this.#start, this.#point(node));
      if (step) relax(node, -1, 0, 0, step);
    }
    const goalNodes = goal ? new Set(this.#around(goal)) : null;
    let goalsLeft = goalNodes?.size ?? 0;
    while (heap.size > 0) {
      const node = heap.pop();
      if (this.#closed[node]) continue;
      this.#closed[node] = 1;
      if (goalNodes?.has(node) && --goalsLeft === 0) break;
      const p = this.#point(node), i = node % this.#nx, j = Math.floor(node / this.#nx);
      const base = this.#base[node]!, difficult = this.#difficult[node]!;
      // In open ground (nothing within two lattice steps) every step is just its length: skip the checks.
      const open = this.#graph.isOpenAround(p, 2.5 * this.#step);
      for (let k = 0; k < NEIGHBOURS.length; k++) {
        const [di, dj] = NEIGHBOURS[k]!;
        const ni = i + di, nj = j + dj;
        if (ni < 0 || nj < 0 || ni >= this.#nx || nj >= this.#ny) continue;
        const next = nj * this.#nx + ni;
        if (this.#closed[next]) continue;
        if (open) {
          relax(next, node, base, difficult, this.#plain[k]!);
          continue;
        }
        if (!this.#canStand(next)) continue;
        const step = this.#graph.step(p, this.#point(next));
        if (step) relax(next, node, base, difficult, step);
      }
    }
  }

  forEachReached(visit: (x: number, y: number, cost: number) => void): void {
    for (let node = 0; node < this.#base.length; node++) {
      if (!this.#closed[node]) continue;
      const p = this.#point(node);
      visit(p.x, p.y, this.#cost(node));
    }
  }

  /** The cheapest path to `to` through a reached lattice point next to it (or straight from the start). */
  pathTo(to: Point, maxCost: number): MovePath | null {
    if (!this.#graph.canStand(to)) return null;
    type Way = { from: number; base: number; difficult: number; step: StepCost };
    const total = (way: Way) => way.base + difficultGroundExtra(way.difficult);
    let best: Way | null = null;
    const direct = this.#graph.step(this.#start, to);
    if (direct) best = { from: -1, base: direct.base, difficult: direct.difficult, step: direct };
    for (const node of this.#around(to)) {
      if (!this.#closed[node]) continue;
      const step = this.#graph.step(this.#point(node), to);
      if (!step) continue;
      const way = { from: node, base: this.#base[node]! + step.base, difficult: this.#difficult[node]! + step.difficult, step };
      if (!best || total(way) < total(best) - 1e-9) best = way;
    }
    if (!best || total(best) > maxCost + 1e-9) return null;
    const points: Point[] = [to];
    const notes: MoveNote[][] = [[...best.step.notes]];
    for (let node = best.from; node !== -1; node = this.#parent[node]!) {
      points.push(this.#point(node));
      notes.push([...(this.#notes.get(node) ?? [])]);
    }
    points.push(this.#start);
    return { points: straightened(points.reverse()), cost: total(best), notes: mergedNotes(notes.reverse().flat()) };
  }
}

/** Drops the lattice points in the middle of straight runs: the same path, fewer points to draw. */
function straightened(points: readonly Point[]): Point[] {
  const kept: Point[] = [];
  for (const p of points) {
    const a = kept.at(-2), b = kept.at(-1);
    if (a && b && Math.abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) < 1e-9) kept[kept.length - 1] = p;
    else kept.push(p);
  }
  return kept;
}

/** One note per wall or feature: the inches in difficult ground add up, a door is opened once per crossing. */
function mergedNotes(notes: readonly MoveNote[]): MoveNote[] {
  const merged: MoveNote[] = [];
  for (const note of notes) {
    const last = merged.at(-1);
    if (last && last.kind === note.kind && last.id === note.id && note.kind === "difficult") {
      merged[merged.length - 1] = { ...last, inches: last.inches + note.inches };
    } else merged.push(note);
  }
  return merged;
}

/** A binary heap of lattice points by key. */
class MinHeap {
  readonly #keys: number[] = [];
  readonly #nodes: number[] = [];

  get size(): number {
    return this.#nodes.length;
  }

  push(key: number, node: number): void {
    const keys = this.#keys, nodes = this.#nodes;
    let i = nodes.length;
    keys.push(key);
    nodes.push(node);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[i] = keys[parent]!;
      nodes[i] = nodes[parent]!;
      i = parent;
    }
    keys[i] = key;
    nodes[i] = node;
  }

  pop(): number {
    const keys = this.#keys, nodes = this.#nodes;
    const top = nodes[0]!;
    const lastKey = keys.pop()!, lastNode = nodes.pop()!;
    const n = nodes.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && keys[child + 1]! < keys[child]!) child++;
        if (keys[child]! >= lastKey) break;
        keys[i] = keys[child]!;
        nodes[i] = nodes[child]!;
        i = child;
      }
      keys[i] = lastKey;
      nodes[i] = lastNode;
    }
    return top;
  }
}
