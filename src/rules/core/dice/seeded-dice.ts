import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { assertValidRequest, type Dice, type DiceRequest } from "./dice";

/**
 * Dice from a seeded generator: the same seed gives the same battle. Used by the sandbox, simulations and property
 * tests. Uniform without modulo bias (pure-rand's uniformInt).
 */
export class SeededDice implements Dice {
  readonly seed: number;
  readonly #rng: ReturnType<typeof xoroshiro128plus>;

  /** Throws a RangeError naming `seed` for anything but a finite number or text: a caller outside TypeScript may pass it. */
  constructor(seed: number | string) {
    if (typeof seed === "number" ? !Number.isFinite(seed) : typeof seed !== "string")
      throw new RangeError(`SeededDice: seed must be a finite number or text, got ${describeSeed(seed)}`);
    this.seed = typeof seed === "number" ? seed | 0 : hashSeed(seed);
    this.#rng = xoroshiro128plus(this.seed);
  }

  async roll(request: DiceRequest): Promise<readonly number[]> {
    return this.rollNow(request);
  }

  /** The synchronous core, for simulations that roll millions of dice. */
  rollNow(request: DiceRequest): number[] {
    assertValidRequest(request);
    return Array.from({ length: request.count }, () => uniformInt(this.#rng, 1, request.faces));
  }
}

function describeSeed(seed: unknown): string {
  if (typeof seed === "number") return String(seed);
  return seed === null ? "null" : typeof seed;
}

/** A 32-bit FNV-1a hash, so a seed can be a word a person types ("ambush at the depot"). */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}
