import type { Figure } from "../../../rules";
import { figureOf } from "../mapping/figure-of";
import { warn } from "../../table/i18n/notify";
import { actingActor, tokenOf, type FigureOnCanvas } from "./figures-on-canvas";

/**
 * The figure a user acts for, or null with a warning saying why: none chosen, not one of this module's figures,
 * stored data outside the rules' limits, or a figure the user does not own. A player acts only for their own figures.
 */
export function actingFigure(
  actor: Actor.Implementation | null = actingActor(),
): (FigureOnCanvas & { readonly actor: Actor.Implementation }) | null {
  if (!actor) {
    warn("FPB.Notify.ChooseFigure");
    return null;
  }
  if (!actor.isOwner) {
    warn("FPB.Notify.NotYourFigure", { actor: actor.name });
    return null;
  }
  let figure: Figure | null;
  try {
    figure = figureOf(actor);
  } catch (error) {
    warn("FPB.Notify.FigureDataInvalid", {
      actor: actor.name,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  if (!figure) {
    warn("FPB.Notify.NotAFigure", { actor: actor.name });
    return null;
  }
  return { figure, token: tokenOf(actor), actor };
}
