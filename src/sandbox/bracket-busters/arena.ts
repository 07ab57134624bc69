import { buildBattlefield, type Battlefield, type Point, type RawBattlefield, type RawFigure } from "../../rules";
import type { BracketBusters as BB } from "../../rules";

/*
 * The tourney arena: a small walled pit with crates for cover, a barricade down the middle, a ductway whose two ends
 * open on either side of the central wall, and one terminal. Ruling 15: the Tourney Scenario's map is not printed, so
 * this is only a fixture to play on; ductways and terminals are marked, as a GM marks them on a scene.
 */
export const ARENA_INCHES = 24;
export const BASE_RADIUS = 0.5;

/** A ductway's two ends: a fighter within 1'' of one end crawls (or fires) through to the other. */
export interface Ductway {
  readonly id: string;
  readonly ends: readonly [Point, Point];
}

export interface Terminal {
  readonly id: string;
  readonly at: Point;
}

const ARENA: RawBattlefield = {
  name: "Bracket Busters tourney arena",
  width: ARENA_INCHES,
  height: ARENA_INCHES,
  walls: [
    { id: "pit-north", a: { x: 8, y: 4 }, b: { x: 16, y: 4 }, kind: "sight" },
    { id: "pit-south", a: { x: 8, y: 20 }, b: { x: 16, y: 20 }, kind: "sight" },
    { id: "spine-north", a: { x: 12, y: 7 }, b: { x: 12, y: 10.5 }, kind: "sight" },
    { id: "spine-south", a: { x: 12, y: 13.5 }, b: { x: 12, y: 17 }, kind: "sight" },
    { id: "gate", a: { x: 12, y: 10.5 }, b: { x: 12, y: 13.5 }, kind: "door", door: "closed" },
  ],
  features: [
    { id: "crate-nw", name: "Crates", kind: "individual", polygon: [{ x: 5, y: 7 }, { x: 7, y: 7 }, { x: 7, y: 8.5 }, { x: 5, y: 8.5 }] },
    { id: "crate-sw", name: "Crates", kind: "individual", polygon: [{ x: 5, y: 15.5 }, { x: 7, y: 15.5 }, { x: 7, y: 17 }, { x: 5, y: 17 }] },
    { id: "crate-ne", name: "Crates", kind: "individual", polygon: [{ x: 17, y: 7 }, { x: 19, y: 7 }, { x: 19, y: 8.5 }, { x: 17, y: 8.5 }] },
    { id: "crate-se", name: "Crates", kind: "individual", polygon: [{ x: 17, y: 15.5 }, { x: 19, y: 15.5 }, { x: 19, y: 17 }, { x: 17, y: 17 }] },
    { id: "barricade-w", name: "Barricade", kind: "linear", polygon: [{ x: 9, y: 11 }, { x: 9.5, y: 11 }, { x: 9.5, y: 13 }, { x: 9, y: 13 }] },
    { id: "barricade-e", name: "Barricade", kind: "linear", polygon: [{ x: 14.5, y: 11 }, { x: 15, y: 11 }, { x: 15, y: 13 }, { x: 14.5, y: 13 }] },
  ],
};

export const DUCTWAYS: readonly Ductway[] = [{ id: "ductway", ends: [{ x: 11, y: 5.5 }, { x: 13, y: 18.5 }] }];
export const TERMINALS: readonly Terminal[] = [{ id: "terminal", at: { x: 12, y: 21.5 } }];

/** Where each gang deploys, by its place in the roster: west, east, north, south edges. */
const DEPLOYMENT: readonly ((i: number) => Point)[] = [
  (i) => ({ x: 2 + (i % 2) * 1.5, y: 6 + i * 1.6 }),
  (i) => ({ x: 22 - (i % 2) * 1.5, y: 6 + i * 1.6 }),
  (i) => ({ x: 5 + i * 2.2, y: 1.5 + (i % 2) * 1.2 }),
  (i) => ({ x: 5 + i * 2.2, y: 22.5 - (i % 2) * 1.2 }),
];
const FACING = [0, 180, 90, 270] as const;

/** Every fighter's starting placement: its gang's edge, facing the centre. */
export function deploy(gangs: readonly BB.Gang[]): Record<string, BB.Placement> {
  const positions: Record<string, BB.Placement> = {};
  gangs.forEach((gang, g) => {
    gang.fighters.forEach((f, i) => {
      const at = DEPLOYMENT[g % DEPLOYMENT.length]!(i);
      positions[f.id] = { x: at.x, y: at.y, facing: FACING[g % FACING.length]!, radius: BASE_RADIUS };
    });
  });
  return positions;
}

/** The arena as the rules measure it, with the fighters still on the battlefield standing where they are. */
export function arenaWith(positions: Readonly<Record<string, BB.Placement>>, onField: ReadonlySet<string>): Battlefield {
  const figures: RawFigure[] = Object.entries(positions)
    .filter(([id]) => onField.has(id))
    .map(([id, p]) => ({ id, side: "crew", centre: { x: p.x, y: p.y }, radius: p.radius, facing: p.facing }));
  return buildBattlefield({ ...ARENA, figures }).battlefield;
}

/** The arena without fighters, for drawing. */
export const arenaTable = (): Battlefield => buildBattlefield(ARENA).battlefield;

/** The ductway end within 1'' of the fighter, and the other end it leads to; null when none is near. */
export function ductwayNear(p: BB.Placement): { readonly near: Point; readonly exit: Point } | null {
  for (const d of DUCTWAYS) {
    for (const [i, end] of d.ends.entries()) {
      if (Math.hypot(p.x - end.x, p.y - end.y) - p.radius <= 1 + 1e-9) return { near: end, exit: d.ends[1 - i]! };
    }
  }
  return null;
}
