/*
 * Foundry's Roll for the module's formulas (`NdF`, with `+ n` / `- n`): evaluated asynchronously with results taken
 * from the world's dice, which a test can load with exact faces (and which are seeded otherwise), so a session is
 * reproducible. Stored in chat as JSON, as Foundry stores message rolls.
 */
import { currentClient } from "./context";

interface DieResult {
  result: number;
  active: boolean;
}

export class Die {
  results: DieResult[] = [];
  constructor(readonly number: number, readonly faces: number) {}
  get total(): number {
    return this.results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
  }
  get formula(): string {
    return `${this.number}d${this.faces}`;
  }
}

const TERM = /^\s*([+-])?\s*(?:(\d+)d(\d+)|(\d+))\s*/;

export class Roll {
  readonly formula: string;
  readonly terms: (Die | number)[] = [];
  #signs: number[] = [];
  _evaluated = false;
  #total: number | undefined;

  constructor(formula: string, readonly data: Record<string, unknown> = {}) {
    this.formula = formula.trim();
    let rest = this.formula;
    while (rest.length > 0) {
      const match = TERM.exec(rest);
      if (!match) throw new Error(`Unresolved StringTerm ${rest} requested for evaluation`);
      const sign = match[1] === "-" ? -1 : 1;
      if (match[2] !== undefined) this.terms.push(new Die(Number(match[2]), Number(match[3])));
      else this.terms.push(Number(match[4]));
      this.#signs.push(sign);
      rest = rest.slice(match[0].length);
    }
  }

  get dice(): Die[] {
    return this.terms.filter((t): t is Die => t instanceof Die);
  }
  get total(): number | undefined {
    return this.#total;
  }

  async evaluate(): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    const dice = currentClient().world.dice;
    for (const die of this.dice) {
      die.results = Array.from({ length: die.number }, () => ({ result: dice.next(die.faces), active: true }));
    }
    this.#total = this.terms.reduce<number>((sum, term, i) => sum + this.#signs[i]! * (term instanceof Die ? term.total : term), 0);
    this._evaluated = true;
    return this;
  }

  toJSON() {
    return { class: "Roll", formula: this.formula, total: this.#total, evaluated: this._evaluated, dice: this.dice.map((d) => ({ faces: d.faces, number: d.number, results: d.results })) };
  }

  static fromData(data: ReturnType<Roll["toJSON"]>): Roll {
    const roll = new Roll(data.formula);
    roll.dice.forEach((die, i) => (die.results = data.dice[i]?.results ?? []));
    roll.#total = data.total;
    roll._evaluated = data.evaluated;
    return roll;
  }
  static fromJSON(json: string): Roll {
    return Roll.fromData(JSON.parse(json) as ReturnType<Roll["toJSON"]>);
  }

  async toMessage(messageData: Record<string, unknown> = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const ChatMessage = (globalThis as unknown as { ChatMessage: { create(data: object): Promise<unknown> } }).ChatMessage;
    return ChatMessage.create({ ...messageData, rolls: [this] });
  }
}

/** The world's dice: faces queued by a test come first, then a seeded generator. */
export class WorldDice {
  readonly #queue: number[] = [];
  #state: number;
  constructor(seed = 1) {
    this.#state = seed >>> 0 || 1;
  }
  /** The next dice rolled anywhere in the world show these faces, in order. */
  load(...faces: number[]): void {
    this.#queue.push(...faces);
  }
  get queued(): number {
    return this.#queue.length;
  }
  next(faces: number): number {
    const loaded = this.#queue.shift();
    if (loaded !== undefined) {
      if (!Number.isInteger(loaded) || loaded < 1 || loaded > faces) throw new Error(`Foundry double: loaded face ${loaded} cannot show on a d${faces}`);
      return loaded;
    }
    // xorshift32: enough for reproducible tests.
    this.#state ^= this.#state << 13;
    this.#state ^= this.#state >>> 17;
    this.#state ^= this.#state << 5;
    return ((this.#state >>> 0) % faces) + 1;
  }
}
