import { MODULE_ID } from "../../../views/common/module-id";
import type { Scratch } from "../scratch";
import { shown } from "../wait";

/** The compendium pack holding the "Demo Battle" Adventure (module.json `packs`). */
export const DEMO_PACK = `${MODULE_ID}.demo-battle`;
export const DEMO_ADVENTURE = "Demo Battle";

export interface ImportedDemo {
  readonly scene: Scene.Implementation;
  readonly adventure: Adventure.Implementation;
}

type Created = Record<string, readonly { readonly uuid: string; readonly id: string | null }[]>;

/** Folders first, so that deleting newest first removes their contents before them. */
const folderFirst = (created: Created): string[] =>
  Object.entries(created)
    .sort(([a], [b]) => Number(b === "Folder") - Number(a === "Folder"))
    .flatMap(([, documents]) => documents.map((document) => document.uuid));

/**
 * Imports the Demo Battle into the world, every created document kept in the scratch for deletion. Refuses a world
 * that already holds any of its documents (ids are kept on import, so they would be updated, not created): the batch
 * must change nothing it did not make.
 */
export const importDemo = (scratch: Scratch): Promise<ImportedDemo> =>
  importPackAdventure(scratch, DEMO_PACK, DEMO_ADVENTURE);

/** Imports a compendium Adventure of the module, as `importDemo` does the Demo Battle: into a world without its documents. */
export async function importPackAdventure(scratch: Scratch, packId: string, name: string): Promise<ImportedDemo> {
  const pack = game.packs?.get(packId);
  if (!pack) throw new Error(`the compendium pack ${packId} is missing`);
  const adventure = ((await pack.getDocuments()) as unknown as Adventure.Implementation[]).find(
    (document) => document.name === name,
  );
  if (!adventure) throw new Error(`${packId} holds no Adventure named "${name}"`);
  const prepared = await adventure.prepareImport();
  const existing = Object.entries(prepared.toUpdate).filter(([, documents]) => documents.length > 0);
  if (existing.length > 0)
    throw new Error(
      `this world already holds documents of "${name}" (${existing.map(([kind]) => kind).join(", ")}); run the batch in a fresh world`,
    );
  const result = (await adventure.importContent(prepared)) as unknown as { created: Created };
  scratch.keepUuids(folderFirst(result.created));
  const sceneId = adventure._source.scenes[0]?._id;
  const scene = sceneId ? game.scenes?.get(sceneId) : undefined;
  if (!scene)
    throw new Error(
      `the imported scene ${sceneId ?? "(none in the Adventure)"} is not in the world; created: ${shown(Object.keys(result.created))}`,
    );
  return { scene: scene as unknown as Scene.Implementation, adventure };
}

/** adventure.importKeepsIds: every Actor and Scene of the Adventure is in the world under its own id. */
export function missingIds(adventure: Adventure.Implementation): string[] {
  const actors = adventure._source.actors.map((actor) => actor._id ?? "").filter((id) => !game.actors?.get(id));
  const scenes = adventure._source.scenes.map((scene) => scene._id ?? "").filter((id) => !game.scenes?.get(id));
  return [...actors.map((id) => `Actor ${id}`), ...scenes.map((id) => `Scene ${id}`)];
}

/** adventure.tokenActorLink: the scene's tokens whose actorId names no world Actor. */
export const unlinkedTokens = (scene: Scene.Implementation): string[] =>
  scene.tokens.contents
    .filter((token) => !token.actorId || !game.actors?.get(token.actorId))
    .map((token) => token.name ?? token.id ?? "?");
