import { MAX_DICE_PER_REQUEST, rollDice, type Dice, type DieFaces } from "./dice";
import type { RolledDie } from "../outcome/outcome";

/**
 * "Select randomly" among `items` with a real die, as a player would: a D6 (a D100 past six items) split into equal
 * bands, one per item in order (two items: 1-3 and 4-6; three: 1-2, 3-4, 5-6), and a face past the last full band
 * rolled again (four items: 5-6 again). A single item needs no roll. Every die rolled, rerolls included, is returned.
 */
export async function chooseRandomly<T>(
  items: readonly T[],
  dice: Dice,
  purpose: string,
): Promise<{ chosen: T; index: number; dice: RolledDie[] }> {
  const [only] = items;
  if (only === undefined) throw new RangeError(`${purpose}: nothing to choose from`);
  if (items.length === 1) return { chosen: only, index: 0, dice: [] };
  if (items.length > 100) throw new RangeError(`${purpose}: cannot choose among ${items.length} with one die`);
  const faces: DieFaces = items.length <= 6 ? 6 : 100;
  const band = Math.floor(faces / items.length);
  const rolled: RolledDie[] = [];
  // Bounded so a broken Dice that never stops showing a reroll face fails instead of hanging the table.
  for (let attempt = 0; attempt < MAX_DICE_PER_REQUEST; attempt++) {
    const [die] = await rollDice(dice, { count: 1, faces, purpose });
    if (!die) throw new Error(`${purpose}: the dice returned no result`);
    rolled.push(die);
    const index = Math.floor((die.value - 1) / band);
    const chosen = items[index];
    if (chosen !== undefined) return { chosen, index, dice: rolled };
  }
  throw new Error(`${purpose}: ${MAX_DICE_PER_REQUEST} rerolls without a result`);
}
