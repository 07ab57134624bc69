import { assertValidRequest, type Dice, type DiceRequest } from "./dice";

/** One roll a test expects: its results, and optionally the purpose and die it must be asked for. */
export interface ScriptedRoll {
  readonly results: readonly number[];
  readonly purpose?: string;
  readonly faces?: DiceRequest["faces"];
}

/**
 * Dice that answer from a script, for tests that pin a rule to exact results. Strict by design: a request the script
 * does not expect, a result a die cannot show, or a script left unused is a failing test, not a silent pass.
 */
export class ScriptedDice implements Dice {
  readonly #script: ScriptedRoll[];
  readonly requests: DiceRequest[] = [];

  /** Either whole rolls, or plain numbers that are dealt out one die at a time. */
  constructor(script: readonly (ScriptedRoll | number)[]) {
    this.#script = script.map((entry) => (typeof entry === "number" ? { results: [entry] } : entry));
  }

  async roll(request: DiceRequest): Promise<readonly number[]> {
    return this.#take(request);
  }

  /** How many scripted results no rule has asked for yet. */
  get remaining(): number {
    return this.#script.reduce((sum, roll) => sum + roll.results.length, 0);
  }

  /** Fails when the rule under test rolled fewer dice than the script expected. */
  assertAllUsed(): void {
    if (this.remaining > 0) {
      throw new Error(`Scripted dice: ${this.remaining} result(s) were never rolled: ${JSON.stringify(this.#script)}`);
    }
  }

  #take(request: DiceRequest): number[] {
    assertValidRequest(request);
    this.requests.push(request);
    const results: number[] = [];
    while (results.length < request.count) {
      const next = this.#script[0];
      if (!next)
        throw new Error(`Scripted dice ran out: "${request.purpose}" asked for ${request.count}d${request.faces}`);
      if (next.purpose !== undefined && next.purpose !== request.purpose) {
        throw new Error(`Scripted dice expected a roll for "${next.purpose}", but "${request.purpose}" was asked`);
      }
      if (next.faces !== undefined && next.faces !== request.faces) {
        throw new Error(
          `Scripted dice expected a D${next.faces} for "${request.purpose}", got a D${request.faces} request`,
        );
      }
      const [value, ...rest] = next.results;
      if (value === undefined || !Number.isInteger(value) || value < 1 || value > request.faces) {
        throw new RangeError(`Scripted dice: ${value} cannot be rolled on a D${request.faces} ("${request.purpose}")`);
      }
      results.push(value);
      if (rest.length > 0) this.#script[0] = { ...next, results: rest };
      else this.#script.shift();
    }
    return results;
  }
}
