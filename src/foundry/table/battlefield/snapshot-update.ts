import { withFigures, type RawBattlefield, type RawWall } from "../../../rules";
import { onBattleLevel } from "./levels";
import type { SceneData, WallData } from "./scene-data";
import { figureIdOfToken, sideOfToken, tokenToRaw, wallToRaw, type SceneBattlefield } from "./scene-to-battlefield";

/*
 * A scene's snapshot following the table: a token moved, added or removed, or a door opened or closed, changes the
 * snapshot in place instead of rebuilding it. The walls and regions, and their index, are what a build costs; the
 * figures are a few dozen and a door keeps its place. Pure: each returns what `battlefieldOfScene` would build from
 * the same scene, or null when only a full build can say (then the caller rebuilds).
 */

/**
 * `previous` with its figures read again from the scene's tokens (`scene` needs only its tokens, dimensions and
 * levels). Null when a figure's data would be repaired or skipped, before or now: the build's warnings list those
 * among the walls' and regions', and a full build puts them in their place.
 */
export function withTokensOf(previous: SceneBattlefield, whole: SceneData): SceneBattlefield | null {
  const { battlefield, raw, scale } = previous;
  if (!battlefield || !raw || !scale) return null;
  const scene = onBattleLevel(whole);
  const figures = scene.tokens.flatMap((token) => tokenToRaw(token, scene, scale) ?? []);
  const before = withFigures(battlefield, raw.figures ?? []);
  const moved = withFigures(battlefield, figures);
  if (before.warnings.length > 0 || moved.warnings.length > 0) return null;
  const names = new Map<string, string>([
    ...battlefield.features.map((feature): [string, string] => [feature.id, feature.name]),
    ...scene.tokens
      .filter((token) => sideOfToken(token))
      .map((token): [string, string] => [figureIdOfToken(token), token.name]),
  ]);
  return { ...previous, battlefield: moved.battlefield, raw: { ...raw, figures }, names };
}

const DOOR_STATES: readonly unknown[] = ["open", "closed", "locked"];

/** A door in a known state, as the build reads it without a warning. */
const isDoor = (wall: RawWall | null | undefined): wall is RawWall =>
  wall?.kind === "door" && DOOR_STATES.includes(wall.door);

/**
 * The raw data of a snapshot whose doors were followed: that of the last build, and the doors changed since. The raw
 * data is there for a macro to inspect; copying its walls at each door would cost more than the rest of the update on
 * a scene of 20,000 walls (an array that size is allocated apart from the others), so they are copied when read.
 */
interface FollowedDoors {
  readonly built: RawBattlefield;
  readonly doors: ReadonlyMap<number, RawWall>;
}
const followedDoors = new WeakMap<SceneBattlefield, FollowedDoors>();

/** A snapshot of `battlefield` whose `raw` is `followed.built` with its doors, copied on the first read. */
function withLazyRaw(
  previous: SceneBattlefield,
  battlefield: SceneBattlefield["battlefield"],
  followed: FollowedDoors,
): SceneBattlefield {
  const { warnings, names, scale } = previous;
  let raw: RawBattlefield | null = null;
  const next = { battlefield, warnings, names, scale } as SceneBattlefield;
  Object.defineProperty(next, "raw", {
    enumerable: true,
    get: () => {
      if (!raw) {
        const walls = (followed.built.walls ?? []).slice();
        for (const [k, wall] of followed.doors) walls[k] = wall;
        raw = { ...followed.built, walls };
      }
      return raw;
    },
  });
  followedDoors.set(next, followed);
  return next;
}

/**
 * `previous` with door `wall` in its new state: only the door's state changes, so the walls keep their index (their
 * boxes are the same). Null when the wall is anything but a door in a known state that stays where it was.
 */
export function withDoorOf(previous: SceneBattlefield, wall: WallData): SceneBattlefield | null {
  const { battlefield, scale } = previous;
  const followed = followedDoors.get(previous);
  // Read without copying when the raw walls are still to be copied (`withLazyRaw`).
  const built = followed?.built ?? previous.raw;
  if (!battlefield || !built || !scale) return null;
  const base = (built.walls ?? []) as readonly RawWall[];
  const k = base.findIndex((w) => w.id === wall.id);
  // A wall the snapshot does not hold is on another level (or no battlefield wall): its state changes nothing here.
  if (k < 0) return previous;
  const before = followed?.doors.get(k) ?? base[k],
    now = wallToRaw(wall, scale);
  if (!isDoor(before) || !isDoor(now)) return null;
  const same = (p: { x: number; y: number }, q: { x: number; y: number }): boolean => p.x === q.x && p.y === q.y;
  if (!same(before.a, now.a) || !same(before.b, now.b) || before.height !== now.height) return null;
  const j = battlefield.walls.findIndex((w) => w.id === wall.id);
  if (j < 0) return null;
  const walls = battlefield.walls.slice();
  walls[j] = { ...walls[j]!, door: now.door as (typeof walls)[number]["door"] };
  const doors = new Map(followed?.doors ?? []).set(k, now);
  return withLazyRaw(previous, { ...battlefield, walls }, { built, doors });
}
