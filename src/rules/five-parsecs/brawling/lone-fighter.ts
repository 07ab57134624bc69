import type { Figure } from "../figures/figure";

/**
 * "Multiple Opponents": one figure of a brawl alone in base contact with several opponents. `others` are the fighters
 * besides the brawl's own attacker and defender: for a lone attacker, its other opponents; for a lone defender, the
 * attacker's allies in contact with it.
 */
export interface BrawlGroup {
  readonly lone: "attacker" | "defender";
  readonly others: readonly Figure[];
}

/** Whether two figures stand in base contact, or null when the table cannot say. */
export type Touching = (a: Figure, b: Figure) => boolean | null;

/**
 * Who fights alone in a brawl between `attacker` and `defender`: the other opponents in base contact with the
 * attacker (and any other opponent the player picked) make the attacker the lone fighter, the rules' case; failing
 * those, the attacker's allies in base contact with the defender leave the defender alone against several (the
 * module's reading, Rules Notes). Goners are out of play. Null when each has only the other.
 */
export function loneFighterGroup(
  attacker: Figure,
  defender: Figure,
  candidates: readonly Figure[],
  targeted: readonly Figure[],
  touching: Touching | null,
): BrawlGroup | null {
  const fighting = (figure: Figure) =>
    !figure.condition.goner && figure.id !== attacker.id && figure.id !== defender.id;
  const touches = (a: Figure, b: Figure) => touching?.(a, b) === true;
  const opponents = new Map<string, Figure>();
  for (const figure of targeted)
    if (figure.side !== attacker.side && fighting(figure)) opponents.set(figure.id, figure);
  for (const figure of candidates) {
    if (figure.side !== attacker.side && fighting(figure) && touches(attacker, figure))
      opponents.set(figure.id, figure);
  }
  if (opponents.size > 0) return { lone: "attacker", others: [...opponents.values()] };
  const allies = candidates.filter(
    (figure) => figure.side === attacker.side && fighting(figure) && touches(defender, figure),
  );
  return allies.length > 0 ? { lone: "defender", others: allies } : null;
}
