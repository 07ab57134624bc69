import { arcOfFire } from "../figures/arc-of-fire";
import type { Figure } from "../figures/figure";
import { TARGET_SELECTION_INCHES, type TargetView } from "../shooting/target-view";
import { inArc } from "../../core/battlefield/arc";
import type { Battlefield, FigurePlacement } from "../../core/battlefield/battlefield";
import { coverFrom, type CoverVerdict } from "../../core/battlefield/cover";
import { crouchingBehind } from "./crouch";
import { goodShotOf, type GoodShotVerdict } from "./good-shot";
import { lineOfSightBetween, placementOf, type LineOfSight } from "../../core/battlefield/line-of-sight";
import { rangeBetween } from "../../core/battlefield/range";
import type { Reason } from "../../core/battlefield/reason";
import { assertFigure } from "../figures/figure-checks";

/**
 * A `TargetView` measured on the battlefield, with the reasons behind each answer. The shooting rules read the
 * `TargetView` part; the adapter shows the reasons (the coloured line's hover text, the roll dialog) and lets the GM
 * override any answer before the shot (ruling 7).
 */
export interface BattlefieldView extends TargetView {
  readonly sight: LineOfSight;
  readonly cover: CoverVerdict;
  readonly goodShotVerdict: GoodShotVerdict;
  /** The piece of terrain the target crouches behind ("Crouching"), or null. */
  readonly crouchingReason: Reason | null;
}

/** The rules figures by id: a Map or a plain record. */
export type FiguresById = ReadonlyMap<string, Figure> | Readonly<Record<string, Figure>>;

/** The rules figure with this id, from a Map or a plain record. */
export const lookupFigure = (figures: FiguresById, id: string): Figure | undefined =>
  figures instanceof Map ? figures.get(id) : (figures as Readonly<Record<string, Figure>>)[id];

/**
 * "Target Selection" input: one view per opposing figure on the table, from the firer's position. Figures on the
 * table without a rules figure (scenery tokens) are left out. Throws if the firer is not on the battlefield or has
 * no rules figure (a caller's bug).
 */
export function targetViewsFrom(
  battlefield: Battlefield,
  firerId: string,
  figuresById: FiguresById,
): BattlefieldView[] {
  const firer = placementOf(battlefield, firerId);
  const firerFigure = lookupFigure(figuresById, firerId);
  if (!firerFigure) throw new RangeError(`No rules figure for "${firerId}"`);
  assertFigure(firerFigure, "targetViewsFrom", `figures[${JSON.stringify(firerId)}]`);
  const firerArc = arcOfFire(firerFigure);
  const candidates = battlefield.figures
    .filter((placement) => placement.side !== firer.side)
    .flatMap((placement) => {
      const figure = lookupFigure(figuresById, placement.id);
      if (figure) assertFigure(figure, "targetViewsFrom", `figures[${JSON.stringify(placement.id)}]`);
      return figure ? [{ placement, figure }] : [];
    });

  return candidates.map(({ placement, figure }) => {
    const sight = lineOfSightBetween(battlefield, firer, placement);
    const cover = coverFrom(battlefield, firer, placement, sight);
    const targetArc = arcOfFire(figure);
    const goodShotVerdict = goodShotOf(firer, placement, cover.inCover, targetArc);
    const crouching = crouchingBehind(battlefield, placement, sight);
    return {
      target: figure,
      distance: rangeBetween(firer, placement),
      inCover: cover.inCover,
      visible: sight.visible,
      inFirersArc: inArc(firer, firerArc, placement.centre),
      firerInTargetsArc: inArc(placement, targetArc, firer.centre),
      goodShot: goodShotVerdict.goodShot,
      crouching: crouching !== null,
      withinThreeInchesOf: neighboursWithin(
        placement,
        candidates.map((c) => c.placement),
      ),
      sight,
      cover,
      goodShotVerdict,
      crouchingReason: crouching?.reason ?? null,
    };
  });
}

/** "Target Selection": the other candidates within 3" of this one, where extra Shots may go. */
function neighboursWithin(target: FigurePlacement, others: readonly FigurePlacement[]): string[] {
  return others
    .filter((other) => other.id !== target.id && rangeBetween(target, other) <= TARGET_SELECTION_INCHES)
    .map((other) => other.id);
}
