import type { Battlefield } from "../../core/battlefield/battlefield";
import type { Point } from "../../core/battlefield/geometry";
import { figuresAlongScan } from "../../core/battlefield/sight-walls";
import { elevationAfterMove } from "../../core/battlefield/movement/footing";

/**
 * The battlefield with one figure moved and turned: walls and features keep their index, and figures (a few dozen)
 * are found by a plain scan, so applying a suggestion costs nothing like rebuilding the scene. A figure moved onto an
 * individual feature stands on its top ("Moving Up and Down"); one moved off it is back on the ground.
 */
export function withFigureMoved(battlefield: Battlefield, id: string, centre: Point, facing: number): Battlefield {
  const figures = battlefield.figures.map((f) =>
    f.id === id ? { ...f, centre, facing, elevation: elevationAfterMove(battlefield, f, centre) } : f,
  );
  const all = figures.map((_, i) => i);
  // Every Line of Sight asks which figures lie along it: a scan that keeps only bases the padded line can touch is
  // cheaper than letting each of its three lines test every figure.
  const figuresAlong = figuresAlongScan(figures);
  return {
    ...battlefield,
    figures,
    index: { ...battlefield.index, figuresAlong, figuresIn: () => all },
  };
}
