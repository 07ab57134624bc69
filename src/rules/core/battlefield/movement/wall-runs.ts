import type { Wall } from "../battlefield";
import type { Box, Point } from "../geometry";
import { BoxTree } from "../spatial-index";

/** Pieces bend less than this (the sine of the angle between them) to count as one straight wall. */
const STRAIGHT = 1e-9;

const keyOf = (p: Point): string => `${p.x},${p.y}`;
const same = (p: Point, q: Point): boolean => p.x === q.x && p.y === q.y;

/** Walls with an R-tree over their boxes: a move asks for the few near it, whatever the rest of the table holds. */
interface IndexedWalls {
  readonly walls: readonly Wall[];
  readonly tree: BoxTree;
}

const indexed = (walls: readonly Wall[]): IndexedWalls => ({ walls, tree: new BoxTree(walls.map(boxOf)) });
const within = ({ walls, tree }: IndexedWalls, area: Box): Wall[] => tree.inOrder(area).map((i) => walls[i]!);
const boxOf = (w: Wall): Box => ({
  minX: Math.min(w.a.x, w.b.x),
  minY: Math.min(w.a.y, w.b.y),
  maxX: Math.max(w.a.x, w.b.x),
  maxY: Math.max(w.a.y, w.b.y),
});

/**
 * The table's walls that only stop a move (sight and movement walls), joined into straight runs: worked out once per
 * snapshot's list of walls (a snapshot is never changed, and moving a figure keeps the list), as every move searched on
 * that table asks for it.
 */
const runsByWalls = new WeakMap<readonly Wall[], IndexedWalls>();

const runsOf = (walls: readonly Wall[]): IndexedWalls => {
  let runs = runsByWalls.get(walls);
  if (!runs) {
    runs = indexed(joinedWalls(walls.filter(stopsOnly), stopsOnly));
    runsByWalls.set(walls, runs);
  }
  return runs;
};

export const wallRuns = (walls: readonly Wall[]): readonly Wall[] => runsOf(walls).walls;

/** The runs whose box meets `area`, in table order. */
export function wallRunsIn(walls: readonly Wall[], area: Box): Wall[] {
  return within(runsOf(walls), area);
}

/** Per snapshot's list of walls: the doors that are not open and the windows, which a move pays for one by one. */
const paidByWalls = new WeakMap<readonly Wall[], IndexedWalls>();

const paidFor = (wall: Wall): boolean => (wall.kind === "door" && wall.door !== "open") || wall.kind === "window";

/**
 * The closed or locked doors and the windows whose box meets `area`, in table order, each straight run of pieces of
 * one door or window joined into one (named by its first piece): a step through the point where two pieces of a
 * traced window meet touches both, and would pay for the window twice. Made once per snapshot's list of walls.
 */
export function doorsAndWindowsIn(walls: readonly Wall[], area: Box): Wall[] {
  let paid = paidByWalls.get(walls);
  if (!paid) {
    paid = indexed(joinedWalls(walls.filter(paidFor), paidFor));
    paidByWalls.set(walls, paid);
  }
  return within(paid, area);
}

const stopsOnly = (wall: Wall): boolean => wall.kind === "sight" || wall.kind === "movement";

/**
 * Walls with each straight run of the pieces `joins` accepts joined into one wall. A traced scene draws a wall as many
 * short pieces, one ending exactly where the next begins; a segment that touches one piece touches the run, and a
 * segment that touches the run touches one of its pieces, so a step or a sight line meets the same walls, tested
 * against a few runs instead of dozens of pieces. A run keeps its first piece's id. The other walls stay as they
 * are, in their order, first.
 */
export function joinedWalls(walls: readonly Wall[], joins: (wall: Wall) => boolean): Wall[] {
  const kept: Wall[] = [];
  const pieces: Wall[] = [];
  for (const wall of walls) (joins(wall) ? pieces : kept).push(wall);
  const atEnd = new Map<string, number[]>();
  // Only pieces of one kind, height and door state join: a run is one wall to every rule that reads it.
  pieces.forEach((wall, i) => {
    for (const p of [wall.a, wall.b]) {
      const key = keyOf(p);
      const list = atEnd.get(key);
      if (list) list.push(i);
      else atEnd.set(key, [i]);
    }
  });
  const used = new Uint8Array(pieces.length);
  // From the run's far end `end` (reached going from `from`), on along the same line while a piece continues it.
  let kind: Wall["kind"] = "sight",
    height: number | null = null,
    door: Wall["door"] = null;
  const extend = (from: Point, end: Point): Point => {
    for (;;) {
      let next = -1,
        far: Point = end;
      for (const j of atEnd.get(keyOf(end)) ?? []) {
        if (used[j]) continue;
        const piece = pieces[j]!,
          other = same(piece.a, end) ? piece.b : piece.a;
        if (piece.kind === kind && piece.height === height && piece.door === door && continues(from, end, other)) {
          next = j;
          far = other;
          break;
        }
      }
      if (next < 0) return end;
      used[next] = 1;
      end = far;
    }
  };
  pieces.forEach((wall, i) => {
    if (used[i]) return;
    used[i] = 1;
    kind = wall.kind;
    height = wall.height;
    door = wall.door;
    const b = extend(wall.a, wall.b);
    const a = extend(b, wall.a);
    kept.push(a === wall.a && b === wall.b ? wall : { ...wall, a, b });
  });
  return kept;
}

/** Whether c carries on the line from a through b, beyond b. */
function continues(a: Point, b: Point, c: Point): boolean {
  const ux = b.x - a.x,
    uy = b.y - a.y,
    vx = c.x - b.x,
    vy = c.y - b.y;
  const lengths = Math.sqrt((ux * ux + uy * uy) * (vx * vx + vy * vy));
  if (lengths === 0) return false;
  return Math.abs(ux * vy - uy * vx) <= STRAIGHT * lengths && ux * vx + uy * vy > 0;
}
