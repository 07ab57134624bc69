import { blocksSight, seenThrough, type Wall } from "./battlefield";
import { reason, type Reason } from "./reason";

/** What wall i does to a line of sight (`WallTable.sight`): as if it were not there (a movement wall, an open doorway). */
export const SEEN_THROUGH = 0;
/** A wall or a closed door: the line stops. */
export const STOPS = 1;
/** A window: the line passes, and the body behind it is partly hidden. */
const WINDOW = 2;

/**
 * A snapshot's walls as flat numbers, for the loops that meet hundreds of walls along one line. A line across a crowded
 * table meets a thousand walls: reading each wall's two end points as objects scattered over the heap was most of a
 * hover's cost (issue 37), and reading them from one array is not. The wall objects stay the rules' own data; this is
 * only their copy for reading, made once per list of walls.
 */
export interface WallTable {
  /** Wall i's ends: ax, ay, bx, by at 4i..4i+3. */
  readonly ends: Float64Array;
  /** Inches from the table to wall i's top; NaN for a wall that reaches the sky. */
  readonly tops: Float64Array;
  /** What wall i does to a line: SEEN_THROUGH, STOPS or WINDOW. */
  readonly sight: Uint8Array;
  /** Wall i's reason when a line meets it: it depends on the wall alone, so the three lines of a bundle share it. */
  reasonOf(i: number): Reason;
}

/**
 * Per list of walls. A snapshot's list is never changed: moving a figure keeps it, and a door opened or closed comes as
 * a new list (snapshot-update.ts), so a table is never read for walls other than those it was made from.
 */
const tables = new WeakMap<readonly Wall[], WallTable>();

export function wallTable(walls: readonly Wall[]): WallTable {
  const known = tables.get(walls);
  if (known) return known;
  const n = walls.length;
  const ends = new Float64Array(4 * n),
    tops = new Float64Array(n),
    sight = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const wall = walls[i]!;
    ends[4 * i] = wall.a.x;
    ends[4 * i + 1] = wall.a.y;
    ends[4 * i + 2] = wall.b.x;
    ends[4 * i + 3] = wall.b.y;
    tops[i] = wall.height ?? Number.NaN;
    sight[i] = seenThrough(wall) ? SEEN_THROUGH : blocksSight(wall) ? STOPS : WINDOW;
  }
  // Filled at once: an array written at scattered indexes would fall back to a slow dictionary.
  const reasons = new Array<Reason | null>(n).fill(null);
  const table: WallTable = {
    ends,
    tops,
    sight,
    reasonOf(i) {
      const made = reasons[i] ?? reasonOfWall(walls[i]!);
      reasons[i] = made;
      return made;
    },
  };
  tables.set(walls, table);
  return table;
}

/** What a wall that stops or obscures a line gives as its reason. */
function reasonOfWall(wall: Wall): Reason {
  if (wall.kind === "window") return reason("Cover", "crossesWall", wall.id, "The line passes through a window");
  return wall.kind === "door"
    ? reason("Lines of Sight", "closedDoor", wall.id, `A ${wall.door} door is in the way`)
    : reason("Lines of Sight", "sightWall", wall.id, "A wall blocks the line");
}
