/** foundry.utils.Collection: a Map that iterates its values, with the array helpers Foundry adds. */
export class Collection<V extends { readonly name?: string | null }> {
  readonly #map = new Map<string, V>();
  get size(): number {
    return this.#map.size;
  }
  get(id: string): V | undefined {
    return this.#map.get(id);
  }
  has(id: string): boolean {
    return this.#map.has(id);
  }
  set(id: string, value: V): this {
    this.#map.set(id, value);
    return this;
  }
  delete(id: string): boolean {
    return this.#map.delete(id);
  }
  keys(): IterableIterator<string> {
    return this.#map.keys();
  }
  values(): IterableIterator<V> {
    return this.#map.values();
  }
  [Symbol.iterator](): IterableIterator<V> {
    return this.#map.values();
  }
  get contents(): V[] {
    return [...this.#map.values()];
  }
  find(predicate: (value: V) => boolean): V | undefined {
    return this.contents.find(predicate);
  }
  filter(predicate: (value: V) => boolean): V[] {
    return this.contents.filter(predicate);
  }
  map<T>(fn: (value: V) => T): T[] {
    return this.contents.map(fn);
  }
  some(predicate: (value: V) => boolean): boolean {
    return this.contents.some(predicate);
  }
  getName(name: string): V | undefined {
    return this.find((value) => value.name === name);
  }
}
