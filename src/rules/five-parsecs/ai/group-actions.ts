import type { Battlefield } from "../../core/battlefield/battlefield";
import { rangeBetween } from "../../core/battlefield/range";
import type { FiguresById } from "../battlefield/target-views";
import { isEnemy } from "../figures/figure";
import { rollsOnTable } from "./ai-behaviours";
import { lookupFigure } from "./situation";

/** "Group Actions": "a given figure is within 2” of another". */
export const GROUP_ACTION_INCHES = 2;

/**
 * "Group Actions": enemies chained within 2" of each other obey one die roll. Our reading: a group is made of enemies
 * of one AI type that rolls on a table (a Rampaging, Beast or Guardian enemy rolls nothing to share), still in the
 * fight and not Shocked (a Shocked figure makes its forced move instead). Groups are listed in table order.
 */
export function enemyGroups(battlefield: Battlefield, figures: FiguresById): string[][] {
  const members = battlefield.figures.filter((p) => {
    const figure = lookupFigure(figures, p.id);
    return (
      figure !== undefined &&
      isEnemy(figure) &&
      !figure.condition.goner &&
      figure.condition.marker !== "shocked" &&
      rollsOnTable(figure.ai)
    );
  });
  const ai = members.map((m) => (lookupFigure(figures, m.id) as { ai: string }).ai);
  const group = new Array<number>(members.length).fill(-1);
  const groups: string[][] = [];
  for (let start = 0; start < members.length; start++) {
    if (group[start] !== -1) continue;
    const found: number[] = [];
    const queue = [start];
    group[start] = groups.length;
    while (queue.length > 0) {
      const k = queue.shift()!;
      found.push(k);
      for (let other = 0; other < members.length; other++) {
        if (group[other] !== -1 || ai[other] !== ai[k]) continue;
        if (rangeBetween(members[k]!, members[other]!) <= GROUP_ACTION_INCHES + 1e-9) {
          group[other] = groups.length;
          queue.push(other);
        }
      }
    }
    // Each group in table order.
    groups.push(found.sort((a, b) => a - b).map((k) => members[k]!.id));
  }
  return groups;
}

/** The group an enemy belongs to (itself alone when it is in none). */
export function groupOf(battlefield: Battlefield, figures: FiguresById, enemyId: string): string[] {
  return enemyGroups(battlefield, figures).find((ids) => ids.includes(enemyId)) ?? [enemyId];
}
