import type { FiguresById } from "../battlefield/target-views";
import { describeProblem, figureProblem, isRecord } from "../figures/figure-checks";
import type { Figure } from "../figures/figure";

/*
 * The enemy AI's public entries (`decideEnemyAction`, `suggestEnemyPhase`) are handed the table's figures by id. A
 * figure with NaN Combat Skill, no weapons, no condition or an AI type the rules do not have would otherwise reach
 * the scoring and fail there with a bare TypeError or a "needs NaN+". So every figure is checked once, on entry, with
 * the shared figure checks (one source: LIMITS), and the enemy asked about must be an enemy on the table.
 */

const figuresOf = (figures: FiguresById): [string, unknown][] =>
  figures instanceof Map
    ? [...(figures as ReadonlyMap<string, unknown>).entries()]
    : Object.entries(figures as Readonly<Record<string, unknown>>);

/** Throws a RangeError naming the field and the value when the figures cannot be planned with. */
export function assertAiFigures(figures: unknown, where: string): asserts figures is FiguresById {
  if (!(figures instanceof Map) && !isRecord(figures))
    throw new RangeError(`${where}: request.figures must be the table's figures by id (got ${typeof figures})`);
  for (const [id, figure] of figuresOf(figures as FiguresById)) {
    const found = figureProblem(figure, `request.figures[${JSON.stringify(id)}]`);
    if (found) throw new RangeError(`${where}: ${describeProblem(found)}`);
    if ((figure as Figure).id !== id)
      throw new RangeError(
        `${where}: request.figures[${JSON.stringify(id)}].id must be ${JSON.stringify(id)} (got ${JSON.stringify((figure as Figure).id)})`,
      );
  }
}
