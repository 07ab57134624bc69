import {
  arcOfFire,
  figureById,
  movementTriggers,
  pathFrom,
  pathUntil,
  usableRangedWeapons,
  type Battlefield,
  type BattleSide,
  type Figure,
  type FiguresById,
  type MovementTrigger,
  type Point,
  type Watcher,
} from "../../../rules";

/*
 * Who watches a move ("Snap Fire" holders for an enemy's move, enemies on "Enemy Overwatch" for a crew member's), and
 * how far a move goes before the first of them may fire. Plain data in and out: the Foundry side only reads the
 * combat's round and moves the token.
 */

const lookup = (figures: FiguresById, id: string): Figure | undefined =>
  figures instanceof Map ? figures.get(id) : (figures as Readonly<Record<string, Figure>>)[id];

/** A figure as a watcher: its Arc of Fire and its longest usable ranged weapon; null when it has none to fire. */
export function watcherOf(figure: Figure, kind: Watcher["kind"]): Watcher | null {
  const ranges = usableRangedWeapons(figure).map((weapon) => weapon.range);
  if (ranges.length === 0 || figure.condition.goner) return null;
  return { id: figure.id, kind, arcDegrees: arcOfFire(figure), range: Math.max(...ranges) };
}

/**
 * The watchers of a mover on `side`: an enemy's move is watched by the crew holding for Snap Fire, a crew member's by
 * the enemies on Overwatch. Figures not on the battlefield or without a ranged weapon are left out.
 */
export function watchersFor(
  side: BattleSide,
  battlefield: Battlefield,
  figures: FiguresById,
  watching: { readonly snapFireHolders: readonly string[]; readonly overwatchIds: readonly string[] },
): Watcher[] {
  const ids = side === "enemy" ? watching.snapFireHolders : watching.overwatchIds;
  const kind = side === "enemy" ? "snapFire" : "overwatch";
  return ids.flatMap((id) => {
    const figure = lookup(figures, id);
    if (!figure || !figureById(battlefield, id)) return [];
    return watcherOf(figure, kind) ?? [];
  });
}

/** One leg of a move: the points to walk now, the trigger that stops it (or null: the move is done), and the inches walked after it. */
export interface MoveLeg {
  readonly walk: readonly Point[];
  readonly trigger: MovementTrigger | null;
  readonly walkedAfter: number;
}

/**
 * The next leg of a move that has walked `walked` inches of `path`: to the first point where a watcher that has not
 * had its chance yet may fire, or to the end. "If Shocked they stop immediately when the shot hits": the move stops
 * at the trigger either way, and the GM continues it once the shot is resolved.
 */
export function nextLeg(
  battlefield: Battlefield,
  moverId: string,
  path: readonly Point[],
  walked: number,
  watchers: readonly Watcher[],
  alreadyTriggered: readonly string[],
): MoveLeg {
  const rest = pathFrom(path, walked);
  const total = walked + pathLength(rest);
  const fresh = watchers.filter((w) => !alreadyTriggered.includes(w.id));
  const [first] = fresh.length > 0 ? movementTriggers(battlefield, moverId, rest, fresh) : [];
  if (!first) return { walk: rest, trigger: null, walkedAfter: total };
  return { walk: pathUntil(rest, first.along), trigger: first, walkedAfter: walked + first.along };
}

export const pathLength = (path: readonly Point[]): number =>
  path.slice(1).reduce((sum, b, i) => sum + Math.hypot(b.x - path[i]!.x, b.y - path[i]!.y), 0);
