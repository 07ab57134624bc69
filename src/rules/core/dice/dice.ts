/** The dice the rules roll: D3, D6 and D100 (the Battle Events and Escalation tables). */
export const DIE_FACES = [3, 6, 100] as const;
export type DieFaces = (typeof DIE_FACES)[number];

/** One request for dice, e.g. 2D6 to Seize the Initiative. */
export interface DiceRequest {
  readonly count: number;
  readonly faces: DieFaces;
  /** What the dice decide, in the rules' words ("Seize the Initiative"); shown with the roll and kept in outcomes. */
  readonly purpose: string;
  /**
   * A die the table rolls instead of a plain one with the same faces: Bracket Busters' Injury die, a D6 whose faces
   * name results (ruling 11). The rules read its natural face as any D6's; an adapter may roll the named die.
   */
  readonly die?: "injury";
}

/**
 * The dice port. Rules ask it for natural results and never roll on their own, so the same rule runs on real
 * Foundry Rolls at the table, on a seeded generator in the sandbox and on scripted results in tests.
 */
export interface Dice {
  roll(request: DiceRequest): Promise<readonly number[]>;
}

export const d6 = (purpose: string, count = 1): DiceRequest => ({ count, faces: 6, purpose });
export const d3 = (purpose: string, count = 1): DiceRequest => ({ count, faces: 3, purpose });
export const d100 = (purpose: string): DiceRequest => ({ count: 1, faces: 100, purpose });

/** The largest pool the rules roll at once (a Reaction Roll for a big crew, a Morale test); guards against typos. */
export const MAX_DICE_PER_REQUEST = 50;

/** Refuses a request no rule makes, so a bug surfaces where it starts rather than as strange dice. */
export function assertValidRequest(request: DiceRequest): void {
  const { count, faces, purpose } = request;
  if (!Number.isInteger(count) || count < 1 || count > MAX_DICE_PER_REQUEST) {
    throw new RangeError(
      `Dice for "${purpose}": count must be a whole number from 1 to ${MAX_DICE_PER_REQUEST}, got ${count}`,
    );
  }
  if (!(DIE_FACES as readonly number[]).includes(faces)) {
    throw new RangeError(`Dice for "${purpose}": a D${faces} is not a die the rules use (D3, D6, D100)`);
  }
}

/** The written form of a request, as players and Foundry's Roll read it: "2d6". */
export const formulaOf = (request: DiceRequest): string => `${request.count}d${request.faces}`;

/** Rolls and keeps each die with its purpose, the form outcomes carry. */
export async function rollDice(
  dice: Dice,
  request: DiceRequest,
): Promise<{ purpose: string; faces: DieFaces; value: number }[]> {
  const values = await dice.roll(request);
  return values.map((value) => ({ purpose: request.purpose, faces: request.faces, value }));
}
