import { bench, describe } from "vitest";
import { d6, SeededDice } from "../src/rules";

/**
 * Seeded dice against the simplest baseline (Math.random, biased and unseeded): what replayable, unbiased dice cost.
 * A battle rolls a few hundred dice; a simulation of thousands of battles rolls millions.
 */
const POOL = d6("Reaction Roll", 6);

describe("6D6 (a Reaction Roll for a crew of six)", () => {
  const seeded = new SeededDice("bench");
  bench("SeededDice.rollNow (xoroshiro128+, unbiased)", () => {
    seeded.rollNow(POOL);
  });
  bench("SeededDice.roll (async port)", async () => {
    await seeded.roll(POOL);
  });
  bench("baseline: Math.random", () => {
    Array.from({ length: 6 }, () => Math.floor(Math.random() * 6) + 1);
  });
});
