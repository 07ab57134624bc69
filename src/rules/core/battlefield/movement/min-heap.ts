import { TypedArena } from "./typed-arena";

/** A binary heap of search states by key, in typed arrays that grow as needed (the lattice search's open list). */
export class MinHeap {
  #keys: Float64Array;
  #nodes: Int32Array;
  #size = 0;
  readonly #arena: TypedArena;

  /** `arena`: where its arrays are carved (the search's, see `TypedArena`), the first ones and those it grows into. */
  constructor(capacity = 1024, arena = new TypedArena(0)) {
    this.#arena = arena;
    this.#keys = arena.float64(capacity);
    this.#nodes = arena.int32(capacity);
  }

  get size(): number {
    return this.#size;
  }

  /** The least key held (Infinity when empty). */
  get leastKey(): number {
    return this.#size > 0 ? this.#keys[0]! : Infinity;
  }

  push(key: number, node: number): void {
    if (this.#size === this.#keys.length) {
      const capacity = Math.max(16, 2 * this.#size),
        keys = this.#arena.float64(capacity),
        nodes = this.#arena.int32(capacity);
      keys.set(this.#keys);
      nodes.set(this.#nodes);
      this.#keys = keys;
      this.#nodes = nodes;
    }
    const keys = this.#keys,
      nodes = this.#nodes;
    let i = this.#size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent]! <= key) break;
      keys[i] = keys[parent]!;
      nodes[i] = nodes[parent]!;
      i = parent;
    }
    keys[i] = key;
    nodes[i] = node;
  }

  pop(): number {
    const keys = this.#keys,
      nodes = this.#nodes;
    const top = nodes[0]!;
    const n = --this.#size;
    if (n > 0) {
      const lastKey = keys[n]!,
        lastNode = nodes[n]!;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= n) break;
        if (child + 1 < n && keys[child + 1]! < keys[child]!) child++;
        if (keys[child]! >= lastKey) break;
        keys[i] = keys[child]!;
        nodes[i] = nodes[child]!;
        i = child;
      }
      keys[i] = lastKey;
      nodes[i] = lastNode;
    }
    return top;
  }
}
