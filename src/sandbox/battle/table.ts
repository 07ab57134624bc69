import demo from "../../../data/demo-battlefield.json";
import {
  buildBattlefield,
  withFigureMoved,
  type Battlefield,
  type BattleState,
  type Figure,
  type FigurePlacement,
  type RawBattlefield,
} from "../../rules";

/** The demo scene as the rules read it: walls, terrain features and every token placed (issue 7: the demo scene). */
export function demoTable(): Battlefield {
  return buildBattlefield(demo as unknown as RawBattlefield).battlefield;
}

/**
 * The table with fewer placements (those still in the fight). Walls and features keep their index; the few figures
 * are scanned, so it costs nothing like rebuilding the scene.
 */
function withPlacements(table: Battlefield, figures: readonly FigurePlacement[]): Battlefield {
  const all = figures.map((_, i) => i);
  return { ...table, figures, index: { ...table.index, figuresAlong: () => all, figuresIn: () => all } };
}

/** A token moved and turned, as the AI's own `withFigureMoved` sees it. */
export const movedOnTable = withFigureMoved;

/** Whether a figure still stands in the fight: not a Goner, and (once the battle runs) not removed from it. */
export function standsInBattle(figure: Figure | undefined, battle: BattleState | null): boolean {
  if (!figure || figure.condition.goner) return false;
  return battle === null || !battle.removed.some((r) => r.figureId === figure.id);
}

/** The table the rules measure on: Goners and figures that left the battle no longer block sight or paths. */
export function liveTable(
  table: Battlefield,
  figures: Readonly<Record<string, Figure>>,
  battle: BattleState | null,
): Battlefield {
  return withPlacements(
    table,
    table.figures.filter((p) => standsInBattle(figures[p.id], battle)),
  );
}
