/**
 * A part of the module that ships in a lazy chunk (issue 37): fetched once, with `import()`, and used synchronously once
 * it has arrived, as a static import would be. Foundry does not await a hook's promise, so a hook that needs a part
 * before it arrives either waits for it (work that is asynchronous anyway: a click, a socket request) or does without.
 */
export interface LazyPart<T> {
  /** The part's module once it has arrived, else null. */
  readonly loaded: T | null;
  /** Fetches the part (once) and resolves with its module. */
  load(): Promise<T>;
  /** Runs work with the part: now if it has arrived, else when it arrives (in the order asked). */
  use<R>(work: (part: T) => R): R | Promise<R>;
}

const parts: LazyPart<unknown>[] = [];

/** A lazy part; its loader must be a bare `() => import("./file")` so the bundler makes the file a chunk. */
export function lazyPart<T>(fetch: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const part: LazyPart<T> = {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= fetch().then((module) => {
        loaded = module;
        return module;
      });
      return loading;
    },
    use(work) {
      return loaded ? work(loaded) : part.load().then(work);
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
