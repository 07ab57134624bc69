import { SeededDice, type Dice, type DiceRequest, type RolledDie } from "../../rules";

/**
 * A battle's one stream of dice, for both sandbox pages: a seeded generator (the same seed replays the same battle)
 * that remembers every die it gave since the last `take`, so each input's log entry carries its dice.
 */
export class RecordingDice implements Dice {
  readonly #seeded: SeededDice;
  #rolled: RolledDie[] = [];

  constructor(seed: string) {
    this.#seeded = new SeededDice(seed);
  }

  async roll(request: DiceRequest): Promise<readonly number[]> {
    const values = this.#seeded.rollNow(request);
    this.#rolled.push(...values.map((value) => ({ purpose: request.purpose, faces: request.faces, value })));
    return values;
  }

  /** The dice rolled since the last call, in order. */
  take(): RolledDie[] {
    const rolled = this.#rolled;
    this.#rolled = [];
    return rolled;
  }
}
