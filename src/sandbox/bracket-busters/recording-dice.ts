import { SeededDice, type Dice, type DiceRequest, type RolledDie } from "../../rules";

/** The battle's one seeded stream of dice, remembering what it rolled since the last `take` for the battle log. */
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

  take(): RolledDie[] {
    const rolled = this.#rolled;
    this.#rolled = [];
    return rolled;
  }
}
