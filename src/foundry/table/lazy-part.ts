import { MODULE_ID } from "../../views/common/module-id";
import { warn } from "./i18n/notify";

/**
 * A part of the module that ships in a lazy chunk (issue 37): fetched with `import()`, and used synchronously once it
 * has arrived, as a static import would be. Foundry does not await a hook's promise, so a hook that needs a part
 * before it arrives either waits for it (work that is asynchronous anyway: a click, a socket request) or does without.
 *
 * A fetch can fail (a network blip): the part is then fetched again at its next use rather than failing for the rest of
 * the session. The HTML standard keeps no failed module fetch, so a later `import()` fetches anew (whatwg/html#10327);
 * a browser that still keeps it fails again at once, and the user, told once, reloads.
 */
export interface LazyPart<T> {
  /** The part's module once it has arrived, else null. */
  readonly loaded: T | null;
  /**
   * Fetches the part (one fetch for every caller while it is under way) and resolves with its module. A failed fetch
   * is a refusal: the promise rejects, the user is told, and the next load fetches again.
   */
  load(): Promise<T>;
  /**
   * Runs work with the part: now if it has arrived, else when it arrives (in the order asked). Work waits through a
   * failed fetch and runs once a later one succeeds (every use starts one), so a registration made at init is not lost.
   */
  use<R>(work: (part: T) => R): R | Promise<R>;
}

const parts: LazyPart<unknown>[] = [];

/** The user was told a part did not arrive; told again only after a failed part has arrived since. */
let toldOfFailure = false;
const NOT_LOADED = "FPB.Table.LazyPart.NotLoaded";

function tellOfFailure(): void {
  if (toldOfFailure) return;
  toldOfFailure = true;
  // The notifications are there from `ready` on (the types' `MaybeUI`, head.d.mts): a failure before is told then,
  // unless the part has arrived since.
  if (ui.notifications) warn(NOT_LOADED);
  else Hooks.once("ready", () => void (toldOfFailure && warn(NOT_LOADED)));
}

/** A lazy part; its loader must be a bare `() => import("./file")` so the bundler makes the file a chunk. */
export function lazyPart<T>(fetch: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  let failedBefore = false;
  let arrive: (module: T) => void = () => undefined;
  // Work asked for before the part has arrived: it waits on this, which never rejects, whatever the fetches do.
  const arrival = new Promise<T>((resolve) => (arrive = resolve));
  const part: LazyPart<T> = {
    get loaded() {
      return loaded;
    },
    load() {
      if (loaded) return Promise.resolve(loaded);
      loading ??= fetch().then(
        (module) => {
          loaded = module;
          if (failedBefore) toldOfFailure = false;
          arrive(module);
          return module;
        },
        (error: unknown) => {
          loading = null;
          failedBefore = true;
          tellOfFailure();
          throw new Error(`${MODULE_ID} | a part of the module did not arrive; it is fetched again at its next use`, {
            cause: error,
          });
        },
      );
      return loading;
    },
    use(work) {
      if (loaded) return work(loaded);
      // The refusal was told to the user by load; the work itself waits for a fetch that succeeds.
      part.load().catch(() => undefined);
      return arrival.then(work);
    },
  };
  parts.push(part);
  return part;
}

/**
 * Starts fetching every lazy part, resolving once all have arrived. Called at init, so the chunks download while
 * Foundry loads the world, well before a player can press anything.
 */
export function preloadLazyParts(): Promise<void> {
  return Promise.all(parts.map((part) => part.load())).then(() => undefined);
}
