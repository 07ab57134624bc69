/** Something made on lent buffers, told when they are taken back so that it refuses to be read from then on. */
export interface Borrower {
  release(): void;
}

/** Lent buffers are made in whole multiples of this, so that a later, slightly larger search fits one taken back. */
const GRAIN_BYTES = 64 * 1024;
/** At most this many bytes of buffers wait to be lent again; beyond, those taken back are left to the garbage collector. */
const SPARE_BYTES_AT_MOST = 4 * 1024 * 1024;

/**
 * Buffers taken back and not yet lent again, shared by every `SearchBuffers`: each next Enemy Actions phase (a round
 * later at the table) searches with the last one's buffers. Only whole buffers wait here, never what was in them (each
 * is zeroed as it is lent), and a buffer is here only while nobody borrows it, so what one caller searches can never
 * reach another's answers.
 */
const spares: ArrayBuffer[] = [];
let spareBytes = 0;

/**
 * Buffers for the typed arrays of many move searches (`TypedArena`), lent and taken back together. A browser makes each
 * new ArrayBuffer slowly (in Chromium tens of microseconds for one of a search's ~100 KiB, and more again in the
 * collections they bring on), and an Enemy Actions phase searches a dozen times or more: taken back when an enemy's
 * activation ends, the buffers serve the next activation's searches.
 *
 * `takeBack` ends every loan of this lender at once: what was carved from its buffers is overwritten by the next
 * searches, so each borrower is told (`release`) and refuses to be read afterwards instead of answering from another
 * search's numbers.
 */
export class SearchBuffers {
  readonly #lent: ArrayBuffer[] = [];
  readonly #borrowers: Borrower[] = [];

  /** A buffer of at least `bytes` whose first `bytes` are zero: a spare one (the smallest that fits), or a new one. */
  lend(bytes: number): ArrayBuffer {
    let best = -1;
    for (let k = 0; k < spares.length; k++) {
      const size = spares[k]!.byteLength;
      if (size >= bytes && (best < 0 || size < spares[best]!.byteLength)) best = k;
    }
    let buffer: ArrayBuffer;
    if (best < 0) buffer = new ArrayBuffer(Math.max(GRAIN_BYTES, Math.ceil(bytes / GRAIN_BYTES) * GRAIN_BYTES));
    else {
      buffer = spares[best]!;
      spares.splice(best, 1);
      spareBytes -= buffer.byteLength;
      new Uint8Array(buffer, 0, bytes).fill(0);
    }
    this.#lent.push(buffer);
    return buffer;
  }

  /** `borrower` is told when this lender's buffers are taken back (see `takeBack`). */
  lendTo(borrower: Borrower): void {
    this.#borrowers.push(borrower);
  }

  /** Ends every loan of this lender: each borrower is released, and the buffers wait to be lent again. */
  takeBack(): void {
    for (const borrower of this.#borrowers) borrower.release();
    this.#borrowers.length = 0;
    for (const buffer of this.#lent) {
      if (spareBytes + buffer.byteLength > SPARE_BYTES_AT_MOST) continue;
      spares.push(buffer);
      spareBytes += buffer.byteLength;
    }
    this.#lent.length = 0;
  }

  /** How many buffers this lender has lent out (for tests). */
  get lent(): number {
    return this.#lent.length;
  }
}
