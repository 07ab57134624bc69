import { recordMenuHooks } from "./contract/menu-hooks";

/** How the batches load: a chunk of its own next to main.js, which a world without Quench never downloads. */
const loadBatches = () => import("./register-self-test");

/**
 * The in-world self-test: when the Quench module is active it fires `quenchReady` (in its `setup` hook, after `init`),
 * and the module's batches are fetched and registered for a GM to run in a throwaway world. Without Quench nothing
 * happens and nothing is downloaded.
 */
export function registerSelfTest(): void {
  Hooks.on("quenchReady", (quench) => {
    // Started here, not once the chunk has arrived: the tracker builds its menus at its first render, which need not
    // wait for the download (C7, C15).
    recordMenuHooks();
    loadBatches()
      .then(({ registerBatches }) => registerBatches(quench))
      .catch((error: unknown) => console.error("five-parsecs-battle | the self-test batches did not load", error));
  });
}
