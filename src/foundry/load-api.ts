import { MODULE_ID } from "../views/shared/module-id";

/** The API holds the whole rules layer: a chunk of its own (dist/chunks/api.js), outside what init loads (issue 37). */
const loadApiChunk = () => import("./api");

/**
 * Fetches the API at init and sets `game.modules.get(id).api` when it arrives, before `ready` (which waits for the
 * world's data and the canvas; docs/api.md). Foundry does not await a hook's promise, so nothing at init reads it.
 */
export function loadApi(): Promise<void> {
  return loadApiChunk()
    .then(({ api }) => {
      const module = game.modules?.get(MODULE_ID);
      if (module) Object.assign(module, { api });
    })
    .catch((error: unknown) => console.error(`${MODULE_ID} | the API did not load`, error));
}
