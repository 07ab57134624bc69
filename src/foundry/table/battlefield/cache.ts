import type { SceneBattlefield } from "./scene-to-battlefield";

/** The scene documents whose changes reshape the battlefield. */
export type BattlefieldDocumentName = "Wall" | "Region" | "RegionBehavior" | "Token" | "Scene" | "Level";

/** A token's fields that place its figure: where, how big, how high, which way, whose, and (v14) on which level. */
const TOKEN_FIELDS: readonly string[] = [
  "x",
  "y",
  "width",
  "height",
  "elevation",
  "rotation",
  "actorId",
  "actorLink",
  "shape",
  "flags",
  "level",
];
/** A scene's fields that change its size or scale. */
const SCENE_FIELDS: readonly string[] = ["width", "height", "padding", "grid", "dimensions"];

/**
 * The key of a snapshot: the battle's sight and (v14) the level the battle is fought on, so that a battle moving to
 * another floor, or the canvas showing another one, rebuilds the battlefield. A scene without levels keeps the sight's
 * key alone.
 */
export const snapshotKey = (sight: string, level: string | null): string => (level ? `${sight}|level ${level}` : sight);

/**
 * Whether a change to a document reshapes the battlefield. Creating or deleting any wall, region, behaviour, token or (v14) Level
 * does; an update does when it touches what the battlefield reads (a token's bars or name do not).
 * `changes` is the update's difference (the `updateX` hook's second argument); omitted for creation and deletion.
 */
export function changeReshapes(documentName: BattlefieldDocumentName, changes?: object): boolean {
  if (!changes) return documentName !== "Scene";
  const keys = Object.keys(changes).filter((key) => key !== "_id" && key !== "_stats");
  switch (documentName) {
    case "Token":
      return keys.some((key) => TOKEN_FIELDS.includes(key));
    case "Scene":
      return keys.some((key) => SCENE_FIELDS.includes(key));
    default:
      return keys.length > 0;
  }
}

/**
 * A change a snapshot can follow in place (`BattlefieldCache.follow`): the snapshot after it, read from the scene as
 * it is when the next query comes, or null when only a full build will do.
 */
export type SnapshotUpdate = (previous: SceneBattlefield) => SceneBattlefield | null;

/**
 * One battlefield snapshot per scene, built on first use and kept until a change reshapes it. Invalidation only marks
 * the scene: the next query rebuilds, so a burst of updates (a wall drawn segment by segment, a group moved) costs
 * one build. Changes to figures and doors are followed instead (`follow`): the next query updates the snapshot in
 * place, keeping its walls' and regions' index, the costly part of a build.
 */
export class BattlefieldCache {
  readonly #built = new Map<string, SceneBattlefield>();
  /** What each snapshot was built with beyond the scene (the battle's sight), as a key. */
  readonly #keys = new Map<string, string>();
  /** Per scene, the changes its snapshot is still to follow, by what they change: a burst applies each once. */
  readonly #pending = new Map<string, Map<string, SnapshotUpdate>>();
  #builds = 0;
  #updates = 0;

  /**
   * `build` reads the scene now; it runs only when there is no snapshot for the scene, when `key` (what the build
   * reads besides the scene: the battle round's visibility and fog) differs from the one the snapshot was built with,
   * or when a change followed cannot be applied in place.
   */
  get(sceneId: string, build: () => SceneBattlefield, key = ""): SceneBattlefield {
    const cached = this.#built.get(sceneId);
    const pending = this.#pending.get(sceneId);
    this.#pending.delete(sceneId);
    if (cached && this.#keys.get(sceneId) === key) {
      const updated = pending ? this.#apply(cached, pending) : cached;
      if (updated) {
        this.#built.set(sceneId, updated);
        return updated;
      }
    }
    const built = build();
    this.#builds += 1;
    this.#built.set(sceneId, built);
    this.#keys.set(sceneId, key);
    return built;
  }

  #apply(snapshot: SceneBattlefield, pending: ReadonlyMap<string, SnapshotUpdate>): SceneBattlefield | null {
    let updated: SceneBattlefield | null = snapshot;
    for (const update of pending.values()) {
      updated = update(updated);
      if (!updated) return null;
    }
    this.#updates += 1;
    return updated;
  }

  has(sceneId: string): boolean {
    return this.#built.has(sceneId);
  }

  /**
   * Marks a change the scene's snapshot follows at the next query (`what` names it: a later change of the same name
   * replaces it). Without a snapshot there is nothing to follow: the next query builds one.
   */
  follow(sceneId: string | null | undefined, what: string, update: SnapshotUpdate): void {
    if (!sceneId || !this.#built.has(sceneId)) return;
    let pending = this.#pending.get(sceneId);
    if (!pending) {
      pending = new Map();
      this.#pending.set(sceneId, pending);
    }
    pending.delete(what);
    pending.set(what, update);
  }

  /** Forgets one scene's snapshot; true when there was one. */
  invalidate(sceneId: string | null | undefined): boolean {
    if (!sceneId) return false;
    this.#keys.delete(sceneId);
    this.#pending.delete(sceneId);
    return this.#built.delete(sceneId);
  }

  /** Forgets every snapshot (the scale setting changed). */
  clear(): void {
    this.#built.clear();
    this.#keys.clear();
    this.#pending.clear();
  }

  /** How many times changes were followed in place, for tests and the console. */
  get updates(): number {
    return this.#updates;
  }

  /** How many snapshots were built, for tests and the console. */
  get builds(): number {
    return this.#builds;
  }
}
