import { MODULE_ID } from "../views/common/module-id";
import { lazyPart } from "./table/lazy-part";

/** The API holds the whole rules layer: a chunk of its own (dist/chunks/api.js), outside what init loads (issue 37). */
const apiChunk = lazyPart(() => import("./api"));

/**
 * Sets `game.modules.get(id).api` at init if its chunk has arrived, else when it arrives: fetched from init on, it is
 * there before `ready`, which waits for the world's data and the canvas (docs/api.md).
 */
export function loadApi(): void {
  const expose = ({ api }: typeof import("./api")) => {
    const module = game.modules?.get(MODULE_ID);
    if (module) Object.assign(module, { api });
  };
  // Waits through a failed fetch (lazy-part.ts `use`). Nothing else uses this part, so a fetch that failed during
  // init is tried once more when the world is ready.
  void apiChunk.use(expose);
  Hooks.once("ready", () => void apiChunk.use(() => undefined));
}
