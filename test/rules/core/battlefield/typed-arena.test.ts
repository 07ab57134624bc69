import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TypedArena } from "../../../../src/rules/core/battlefield/movement/typed-arena";

/**
 * The search's typed arrays share buffers (`TypedArena`): each array must be its own, zeroed, of the length asked, and
 * aligned for its kind, however the requests come and whenever a buffer runs out.
 */
const KINDS = ["float64", "int32", "uint32", "uint16", "uint8"] as const;

describe("TypedArena: typed arrays carved from shared buffers", () => {
  it("gives each request its own zeroed, aligned array of the length asked, across buffers", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 256 }),
        fc.array(fc.tuple(fc.constantFrom(...KINDS), fc.integer({ min: 0, max: 300 })), { maxLength: 40 }),
        (firstBytes, requests) => {
          const arena = new TypedArena(firstBytes, 128);
          const arrays = requests.map(([kind, length]) => arena[kind](length));
          arrays.forEach((array, k) => {
            expect(array.length).toBe(requests[k]![1]);
            expect(array.byteOffset % 8).toBe(0);
            expect(array.every((x) => x === 0)).toBe(true);
          });
          // Filling each array in turn with its own mark leaves every other array's marks alone.
          for (const [k, array] of arrays.entries()) array.fill(k + 1);
          for (const [k, array] of arrays.entries()) expect(array.every((x) => x === k + 1)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("shares one buffer while the requests fit, and makes a new one when they do not", () => {
    const arena = new TypedArena(64, 32);
    const a = arena.float64(4),
      b = arena.int32(8),
      c = arena.uint8(1);
    expect(b.buffer).toBe(a.buffer); // 32 + 32 bytes: the first buffer, full
    expect(c.buffer).not.toBe(a.buffer);
    expect(c.buffer.byteLength).toBe(32);
    expect(arena.float64(10).buffer.byteLength).toBe(80); // more than a chunk: a buffer of its own size
  });
});
