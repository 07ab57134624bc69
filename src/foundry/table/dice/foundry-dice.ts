import { assertValidRequest, formulaOf, type Dice, type DiceRequest } from "../../../rules";

export interface FoundryDiceOptions {
  /** Post each roll as its own chat message (a macro's quick roll). Rules flows leave this off and put the rolls on their card. */
  readonly toChat?: boolean;
  readonly speaker?: ChatMessage.SpeakerData;
}

/**
 * The Dice port backed by Foundry's Roll, so every die the rules ask for is a real Roll: it honours the world's
 * dice configuration (manual entry included), can be shown in chat and is animated by 3D dice modules. The Rolls
 * are kept in order so a chat card can carry them.
 */
export class FoundryDice implements Dice {
  readonly rolls: Roll[] = [];
  readonly #options: FoundryDiceOptions;

  constructor(options: FoundryDiceOptions = {}) {
    this.#options = options;
  }

  async roll(request: DiceRequest): Promise<readonly number[]> {
    assertValidRequest(request);
    const roll = await new Roll(formulaFor(request)).evaluate();
    this.rolls.push(roll);
    if (this.#options.toChat) {
      await roll.toMessage({
        flavor: request.purpose,
        ...(this.#options.speaker ? { speaker: this.#options.speaker } : {}),
      });
    }
    return naturalResults(roll);
  }
}

/** The denomination of the rules' Injury die: `1di` is one (contract R3). Core Foundry uses d, c and f. */
export const INJURY_DIE_DENOMINATION = "i";

/**
 * The formula a request is rolled with: the Injury die as its registered term (`2di`, so chat names each face and 3D
 * dice show it) when the world has it, else the plain dice of the same faces.
 */
export function formulaFor(request: DiceRequest): string {
  if (request.die === "injury" && CONFIG.Dice.terms[INJURY_DIE_DENOMINATION])
    return `${request.count}d${INJURY_DIE_DENOMINATION}`;
  return formulaOf(request);
}

/** The faces showing on a Roll's dice, in the order rolled. */
export function naturalResults(roll: Roll): number[] {
  return roll.dice.flatMap((term) => term.results.filter((result) => result.active).map((result) => result.result));
}
