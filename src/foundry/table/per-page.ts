/**
 * What one browser page keeps while it is open. A page has one `game`, so state kept by it lasts as long as the page:
 * a reload starts afresh, as the module's code is loaded again, and clients that share one process (the test
 * double's, each with its own `game`) keep their own. A key built of the user's id would outlive a reload there.
 */
export function perPage<T>(make: () => T): () => T {
  const kept = new WeakMap<object, T>();
  return () => {
    let value = kept.get(game);
    if (value === undefined) {
      value = make();
      kept.set(game, value);
    }
    return value;
  };
}
