import { lazyPart } from "../../table/lazy-part";
import type * as ActionsChunk from "./enemy-ai-actions";

/**
 * The enemy AI's work in its lazy chunk (enemy-ai-actions.ts), for the hooks and buttons that load at init: each call
 * runs at once when the chunk has arrived, as before, else when it arrives, in the order called (issue 37).
 */
const actions = lazyPart(() => import("./enemy-ai-actions"));

type Actions = typeof ActionsChunk;

/** Calls one of the chunk's functions: at once if it has arrived, else once it has. */
function later<K extends keyof Actions>(name: K): Actions[K] {
  const call = (...args: unknown[]) => {
    const run = (loaded: Actions) => (loaded[name] as (...args: unknown[]) => unknown)(...args);
    return actions.loaded ? run(actions.loaded) : actions.load().then(run);
  };
  return call as Actions[K];
}

export const suggestEnemy = later("suggestEnemy");
export const rerollSuggestion = later("rerollSuggestion");
export const applySuggestion = later("applySuggestion");
export const dismissSuggestion = later("dismissSuggestion");
export const undoSuggestion = later("undoSuggestion");
export const answerWatch = later("answerWatch");
export const watchCrewMove = later("watchCrewMove");
/** Waits through a failed fetch (lazy-part.ts `use`): a GM who never listened would leave every answer unrecorded. */
export const listenForWatchAnswers = (): void => void actions.use((loaded) => loaded.listenForWatchAnswers());
