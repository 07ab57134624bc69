import { assertValidRequest, type Dice, type DiceRequest } from "./dice";

/**
 * Dice some of which were rolled at the table before the rules asked: the first requests are answered from `rolled`,
 * one face per die in order, and every die after them from `live`. So a roll each player made for their own side (a
 * gang's Priority die) is the one the rules read, and what the rules roll further (the roll-offs) is rolled then.
 * A pre-rolled face that does not fit the die asked for is refused with a RangeError naming it.
 */
export class PrerolledDice implements Dice {
  readonly #rolled: number[];
  readonly #live: Dice;

  constructor(rolled: readonly number[], live: Dice) {
    this.#rolled = [...rolled];
    this.#live = live;
  }

  /** How many pre-rolled faces are still to be read. */
  get unread(): number {
    return this.#rolled.length;
  }

  async roll(request: DiceRequest): Promise<readonly number[]> {
    assertValidRequest(request);
    const faces: number[] = [];
    while (faces.length < request.count && this.#rolled.length > 0) {
      const face = this.#rolled.shift()!;
      if (!Number.isInteger(face) || face < 1 || face > request.faces) {
        throw new RangeError(`PrerolledDice: face ${face} does not fit a d${request.faces} (${request.purpose})`);
      }
      faces.push(face);
    }
    if (faces.length === request.count) return faces;
    const more = await this.#live.roll({ ...request, count: request.count - faces.length });
    return [...faces, ...more];
  }
}
