import { actionRefusal, type Point } from "../../rules";
import { localizer as i18n } from "../common";
import { reachFor } from "./canvas-view";
import { confirmFirst } from "./confirm-dialog";
import { inchesText, throughWords } from "../../views/five-parsecs/round/move-log";
import type { SandboxState } from "./store-state";
import { liveTable } from "./table";

const EPSILON = 1e-9;

/**
 * The Dash a click on the ground would make, in words for the question, or null when it would not Dash: a point
 * beyond the Move (a window or a climb can put a near point there) that the activating figure may still Dash to,
 * its Combat Action unused. A move the rules would refuse asks nothing; the refusal says why.
 */
export function dashAhead(state: SandboxState, figureId: string, to: Point): Record<string, string> | null {
  const battle = state.battle;
  const active = battle?.active;
  const figure = state.figures[figureId];
  if (!battle || battle.phase === "seize" || active?.figureId !== figureId || !figure) return null;
  if (actionRefusal(active, "move") || actionRefusal(active, "combatAction")) return null;
  const live = liveTable(state.table, state.figures, battle);
  const reach = reachFor(live, figure);
  const path = reach.pathTo(to);
  if (!path || path.cost <= reach.move + EPSILON || path.cost > reach.dash + EPSILON) return null;
  return {
    figure: figure.name,
    inches: inchesText(path.cost),
    through: throughWords(path, live, i18n),
    allowance: inchesText(reach.move),
  };
}

/** Asks before a move that would become a Dash (and so use the Combat Action); any other move goes ahead at once. */
export async function mayMove(state: SandboxState, figureId: string, to: Point): Promise<boolean> {
  const dash = dashAhead(state, figureId, to);
  return dash ? confirmFirst({ title: "Dash.Title", text: "Dash.Text", yes: "Dash.Yes", data: dash }) : true;
}
