/** What the Feral rule needs of a crew figure. */
interface MaybeFeral {
  readonly feral: boolean;
}

/**
 * "Feral Impetuous Actions": "If your crew has a Feral character, and you roll exactly a single 1 on your Initiative
 * dice, it must be assigned to a Feral character. This rule does not apply if you roll multiple 1s." The index of that
 * single 1 when the rule applies, otherwise null. Any Feral may take it (the player's choice among them).
 */
export function feralDieIndex(crew: readonly MaybeFeral[], dice: readonly number[]): number | null {
  if (!crew.some((figure) => figure.feral)) return null;
  const ones = dice.flatMap((die, index) => (die === 1 ? [index] : []));
  return ones.length === 1 ? ones[0]! : null;
}
