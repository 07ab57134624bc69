import { battleLevelOn } from "./battle-level";
import type { BattlefieldCache, BattlefieldDocumentName } from "./cache";
import { readTokensOf, readWall } from "./read-scene";
import type { SceneData } from "./scene-data";
import { withDoorOf, withTokensOf } from "./snapshot-update";

/** The scene a wall, region, token or region behaviour belongs to. */
function sceneOf(document: { readonly parent?: unknown }): Scene.Implementation | null {
  let parent = document.parent as { readonly documentName?: string; readonly parent?: unknown } | null | undefined;
  while (parent && parent.documentName !== "Scene") parent = parent.parent as typeof parent;
  return (parent as Scene.Implementation | null | undefined) ?? null;
}

/** What `withTokensOf` reads of a live scene: its tokens, size and levels, not its walls and regions. */
const tokensOf = (scene: Scene.Implementation): SceneData => readTokensOf(scene, battleLevelOn(scene));

/** Whether an update of a wall changes only its door's state (`ds`: opened, closed, locked). */
const onlyDoorState = (changes: object | undefined): boolean =>
  changes !== undefined &&
  Object.keys(changes)
    .filter((key) => key !== "_id" && key !== "_stats")
    .join() === "ds";

/**
 * After a change that reshapes a scene's battlefield (`changeReshapes`): a token's change (moved, turned, added,
 * removed) and a door's new state are followed in place at the next query; any other change rebuilds the snapshot.
 * The scene and the door are read when that query comes, so a burst of moves costs one update.
 */
export function followChange(
  cache: BattlefieldCache,
  documentName: BattlefieldDocumentName,
  document: { readonly parent?: unknown },
  changes?: object,
): void {
  const scene = sceneOf(document);
  if (documentName === "Token" && scene) {
    cache.follow(scene.id, "tokens", (previous) => withTokensOf(previous, tokensOf(scene)));
    return;
  }
  if (documentName === "Wall" && scene && onlyDoorState(changes)) {
    const wall = document as WallDocument.Implementation;
    cache.follow(scene.id, `door ${wall.id}`, (previous) => withDoorOf(previous, readWall(wall)));
    return;
  }
  cache.invalidate(scene?.id);
}
