/*
 * Foundry's Roll for the module's formulas (`NdF`, `NdX` of a registered term, with `+ n` / `- n`): evaluated asynchronously with results taken
 * from the world's dice, which a test can load with exact faces (and which are seeded otherwise), so a session is
 * reproducible. Stored in chat as JSON, as Foundry stores message rolls.
 */
import { currentClient } from "./context";

interface DieResult {
  result: number;
  active: boolean;
}

interface TermData {
  number?: number;
  faces?: number;
  results?: DieResult[];
  options?: Record<string, unknown>;
}

/**
 * Foundry's `foundry.dice.terms.DiceTerm` (contract R3): `new Term({number, faces, results, options})`; a subclass names
 * its `DENOMINATION` and is found by it in `CONFIG.Dice.terms`; `getResultLabel(result)` is what chat shows per die.
 */
export class DiceTerm {
  static DENOMINATION = "";
  number: number;
  faces: number;
  results: DieResult[];
  options: Record<string, unknown>;
  constructor({ number = 1, faces = 6, results = [], options = {} }: TermData = {}) {
    this.number = number;
    this.faces = faces;
    this.results = results;
    this.options = options;
  }
  get denomination(): string {
    return (this.constructor as typeof DiceTerm).DENOMINATION;
  }
  get total(): number {
    return this.results.filter((r) => r.active).reduce((sum, r) => sum + r.result, 0);
  }
  get formula(): string {
    return `${this.number}d${this.denomination === "d" ? this.faces : this.denomination}`;
  }
  getResultLabel(result: DieResult): string {
    return String(result.result);
  }
}

/** Foundry's fair n-sided die, `CONFIG.Dice.terms.d`. */
export class Die extends DiceTerm {
  static override DENOMINATION = "d";
}

/** A Roll as stored in chat; a term's `class` and `options` are kept (R3), so a custom term is rebuilt as rolled. */
interface RollData {
  class: string;
  formula: string;
  total: number | undefined;
  evaluated: boolean;
  dice: { class?: string; faces: number; number: number; results: DieResult[]; options?: Record<string, unknown> }[];
}

const TERM = /^\s*([+-])?\s*(?:(\d+)d(\d+|[a-zA-Z])|(\d+))\s*/;

/** R3: a numeric denomination is a Die; a letter is looked up in the running client's `CONFIG.Dice.terms`. */
function diceTerm(number: number, denomination: string): DiceTerm {
  if (/^\d+$/.test(denomination)) return new Die({ number, faces: Number(denomination) });
  const Term = currentClient().CONFIG.Dice.terms[denomination];
  if (!Term) throw new Error(`Foundry double: no dice term "${denomination}" in CONFIG.Dice.terms`);
  return new Term({ number });
}

export class Roll {
  readonly formula: string;
  readonly terms: (DiceTerm | number)[] = [];
  #signs: number[] = [];
  _evaluated = false;
  #total: number | undefined;

  constructor(
    formula: string,
    readonly data: Record<string, unknown> = {},
  ) {
    this.formula = formula.trim();
    let rest = this.formula;
    while (rest.length > 0) {
      const match = TERM.exec(rest);
      if (!match) throw new Error(`Unresolved StringTerm ${rest} requested for evaluation`);
      const sign = match[1] === "-" ? -1 : 1;
      if (match[2] !== undefined) this.terms.push(diceTerm(Number(match[2]), match[3]!));
      else this.terms.push(Number(match[4]));
      this.#signs.push(sign);
      rest = rest.slice(match[0].length);
    }
  }

  get dice(): DiceTerm[] {
    return this.terms.filter((t): t is DiceTerm => t instanceof DiceTerm);
  }
  get total(): number | undefined {
    return this.#total;
  }

  async evaluate(): Promise<this> {
    if (this._evaluated)
      throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    const dice = currentClient().world.dice;
    for (const die of this.dice) {
      die.results = Array.from({ length: die.number }, () => ({ result: dice.next(die.faces), active: true }));
    }
    this.#total = this.terms.reduce<number>(
      (sum, term, i) => sum + this.#signs[i]! * (term instanceof DiceTerm ? term.total : term),
      0,
    );
    this._evaluated = true;
    return this;
  }

  toJSON(): RollData {
    return {
      class: "Roll",
      formula: this.formula,
      total: this.#total,
      evaluated: this._evaluated,
      dice: this.dice.map((d) => ({
        class: d.constructor.name,
        faces: d.faces,
        number: d.number,
        results: d.results,
        options: d.options,
      })),
    };
  }

  static fromData(data: RollData): Roll {
    const roll = new Roll(data.formula);
    roll.dice.forEach((die, i) => {
      die.results = data.dice[i]?.results ?? [];
      die.options = { ...die.options, ...data.dice[i]?.options };
    });
    roll.#total = data.total;
    roll._evaluated = data.evaluated;
    return roll;
  }
  static fromJSON(json: string): Roll {
    return Roll.fromData(JSON.parse(json) as RollData);
  }

  async toMessage(messageData: Record<string, unknown> = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    const ChatMessage = (globalThis as unknown as { ChatMessage: { create(data: object): Promise<unknown> } })
      .ChatMessage;
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
      if (!Number.isInteger(loaded) || loaded < 1 || loaded > faces)
        throw new Error(`Foundry double: loaded face ${loaded} cannot show on a d${faces}`);
      return loaded;
    }
    // xorshift32: enough for reproducible tests.
    this.#state ^= this.#state << 13;
    this.#state ^= this.#state >>> 17;
    this.#state ^= this.#state << 5;
    return ((this.#state >>> 0) % faces) + 1;
  }
}
