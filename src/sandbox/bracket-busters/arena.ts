import { buildBattlefield, type Battlefield, type Point, type RawBattlefield, type RawFigure } from "../../rules";
import type { BracketBusters as BB } from "../../rules";
import samples from "../../../data/bracket-busters-samples.json";
import {
  ductwayNear as ductwayNearOf,
  type ArenaMarkers,
  type DuctwayEnd,
} from "../../views/bracket-busters/arena-markers";

/*
 * The tourney arena: a small walled pit with crates for cover, a barricade down the middle, a ductway whose two ends
 * open on either side of the central wall, and one terminal. Ruling 15: the Tourney Scenario's map is not printed, so
 * this is only a fixture to play on; ductways and terminals are marked, as a GM marks them on a scene. The plain data is
 * data/bracket-busters-samples.json, which the compendium's tourney arena scene is built from too.
 */
export const ARENA_INCHES = samples.arena.width;
export const BASE_RADIUS = samples.baseRadius;

/** A ductway's two ends: a fighter within 1'' of one end crawls (or fires) through to the other. */
export interface Ductway {
  readonly id: string;
  readonly ends: readonly [Point, Point];
}

export interface Terminal {
  readonly id: string;
  readonly at: Point;
}

const ARENA = samples.arena as unknown as RawBattlefield;

export const DUCTWAYS = samples.ductways as unknown as readonly Ductway[];
export const TERMINALS: readonly Terminal[] = samples.terminals;

/** How far a base's centre keeps from a marker's: its radius and the drawn marker's half-width, so none covers a T or D. */
export const MARKER_CLEARANCE = BASE_RADIUS + 0.45;

/** Every marked point on the map: the terminal and the ductway ends. */
const MARKED: readonly Point[] = [...TERMINALS.map((t) => t.at), ...DUCTWAYS.flatMap((d) => d.ends)];
const onMarker = (p: Point): boolean => MARKED.some((m) => Math.hypot(m.x - p.x, m.y - p.y) < MARKER_CLEARANCE);

/**
 * Where each gang deploys, by its place in the roster: west, east, north, south edges; the nth fighter steps along,
 * every other one a little forward, unless that spot is on a marker (the south edge's fourth stood on the terminal).
 */
const DEPLOYMENT: readonly ((i: number) => Point)[] = samples.deployment.map(
  ({ origin, step, stagger }) =>
    (i: number) => {
      const inLine = { x: origin.x + step.x * i, y: origin.y + step.y * i };
      const forward = { x: inLine.x + stagger.x * (i % 2), y: inLine.y + stagger.y * (i % 2) };
      return onMarker(forward) ? inLine : forward;
    },
);
const FACING: readonly number[] = samples.deployment.map(({ facing }) => facing);

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
export function arenaWith(
  positions: Readonly<Record<string, BB.Placement>>,
  onField: ReadonlySet<string>,
): Battlefield {
  const figures: RawFigure[] = Object.entries(positions)
    .filter(([id]) => onField.has(id))
    .map(([id, p]) => ({ id, side: "crew", centre: { x: p.x, y: p.y }, radius: p.radius, facing: p.facing }));
  return buildBattlefield({ ...ARENA, figures }).battlefield;
}

/** The arena without fighters, for drawing. */
export const arenaTable = (): Battlefield => buildBattlefield(ARENA).battlefield;

/** The ductway end within 1'' of the fighter, and the other end it leads to; null when none is near. */
/** The arena's ductway ends, each with the other end (the shared reading the Foundry scene's markers get too). */
const DUCTWAY_ENDS: readonly DuctwayEnd[] = DUCTWAYS.flatMap((d) =>
  d.ends.map((at, i) => ({ at, exit: d.ends[1 - i]! })),
);

/** What the arena marks, as a Foundry scene's marker regions are read. */
export const ARENA_MARKERS: ArenaMarkers = { ductways: DUCTWAY_ENDS, terminals: TERMINALS.map((t) => t.at) };

export const ductwayNear = (p: BB.Placement): { readonly near: Point; readonly exit: Point } | null =>
  ductwayNearOf(DUCTWAY_ENDS, p);
