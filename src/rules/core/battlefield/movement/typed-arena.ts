import type { SearchBuffers } from "./search-buffers";

/**
 * Typed arrays carved out of shared ArrayBuffers. V8 gives every typed array of more than 64 bytes a store of its own
 * outside the heap, which costs microseconds to make and again to collect (a `new Int32Array(100)` costs about a
 * hundred times a plain array of the same length), and a move's search made about fifteen of them: most of its set-up.
 * A view on a buffer made before costs next to nothing. Every array starts zeroed, and lives as long as the views on
 * its buffer (the search and the reach that keeps it), or until the `SearchBuffers` that lent the buffer takes it back.
 */
export class TypedArena {
  readonly #chunkBytes: number;
  #buffer: ArrayBuffer | null = null;
  #offset = 0;
  /** The bytes of `#buffer` this arena may carve: zeroed for it (a lent buffer may be longer, its tail not zeroed). */
  #limit = 0;
  readonly #firstBytes: number;
  readonly #buffers: SearchBuffers | undefined;
  /** Where the last `#take` begins. */
  #at = 0;

  /**
   * `firstBytes`: the size of the first buffer, made when the first array is asked for (0: each array a buffer of its
   * own); later buffers are `chunkBytes`, or more for an array that needs more. `buffers`: where the buffers are
   * borrowed (see `SearchBuffers`); by default each is a new ArrayBuffer.
   */
  constructor(firstBytes = 16_384, chunkBytes = Math.min(firstBytes, 16_384), buffers?: SearchBuffers) {
    this.#firstBytes = firstBytes;
    this.#chunkBytes = chunkBytes;
    this.#buffers = buffers;
  }

  float64(length: number): Float64Array {
    return new Float64Array(this.#take(8 * length), this.#at, length);
  }

  int32(length: number): Int32Array {
    return new Int32Array(this.#take(4 * length), this.#at, length);
  }

  uint32(length: number): Uint32Array {
    return new Uint32Array(this.#take(4 * length), this.#at, length);
  }

  uint16(length: number): Uint16Array {
    return new Uint16Array(this.#take(2 * length), this.#at, length);
  }

  uint8(length: number): Uint8Array {
    return new Uint8Array(this.#take(length), this.#at, length);
  }

  /** Room for `bytes` in the buffer returned, from `#at`, a multiple of 8 (every view is aligned for a Float64Array). */
  #take(bytes: number): ArrayBuffer {
    const size = Math.ceil(bytes / 8) * 8;
    if (!this.#buffer || this.#offset + size > this.#limit) {
      const chunk = Math.max(this.#buffer ? this.#chunkBytes : this.#firstBytes, size);
      this.#buffer = this.#buffers ? this.#buffers.lend(chunk) : new ArrayBuffer(chunk);
      this.#limit = chunk;
      this.#offset = 0;
    }
    this.#at = this.#offset;
    this.#offset += size;
    return this.#buffer;
  }
}
