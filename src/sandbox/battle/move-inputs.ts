import { reachOf, type Point } from "../../rules";
import { bearing } from "../../rules/core/battlefield/geometry";
import { moveLogCard, type MoveKind } from "../../views/round/move-log";
import { watchCrewMove } from "./overwatch-inputs";
import type { Draft, Refused } from "./draft";
import { movedOnTable } from "./table";

const EPSILON = 1e-9;

const notice = (key: string, data: Record<string, string> = {}): Refused => ({ key: `FPB.Sandbox.Battle.Notice.${key}`, data });

/**
 * A crew figure moves to a point of its reach: in the seize, the "normal Move" a seized crew member may take; in its
 * activation, a Move, or a Dash ("Characters that do not intend to take a Combat Action can Dash ... an additional
 * 2\"") when the point lies beyond the move allowance. The round machine decides whether the actions are allowed: a
 * Dash is a Move plus the Combat Action, so a figure that cannot give up its Combat Action (Stunned, already acted)
 * cannot Dash. Every move is logged with its cost and what it used up, and enemies on Overwatch see it.
 */
export async function move(draft: Draft, figureId: string, to: Point): Promise<Refused | null> {
  const mover = draft.state.figures[figureId];
  if (!mover) return notice("unknownFigure", { figure: figureId });
  const battle = draft.battle;
  const before = draft.live;
  const reach = reachOf(before, mover);
  const path = reach.pathTo(to);
  let kind: MoveKind;
  if (battle.phase === "seize" && battle.seize?.seized) {
    if (!path || path.cost > reach.move + EPSILON) return notice("outOfReach", { figure: mover.name });
    const refused = await draft.advance({ type: "seizeAction", figureId, action: "move" }, "seizeAction");
    if (refused) return refused;
    kind = "seize";
  } else {
    if (battle.active?.figureId !== figureId) return notice("notActive", { figure: mover.name });
    if (!path || path.cost > reach.dash + EPSILON) return notice("outOfDashReach", { figure: mover.name });
    const refused = await draft.advance({ type: "act", action: "move" }, "act");
    if (refused) return refused;
    kind = "move";
    if (path.cost > reach.move + EPSILON) {
      const dash = await draft.advance({ type: "act", action: "combatAction" }, "act");
      if (dash) return dash;
      kind = "dash";
    }
  }
  const points = path.points;
  const facing = points.length >= 2 ? bearing(points[points.length - 2]!, points[points.length - 1]!) : (draft.state.table.figures.find((p) => p.id === figureId)?.facing ?? 0);
  draft.state = { ...draft.state, table: movedOnTable(draft.state.table, figureId, to, facing) };
  draft.post("move", moveLogCard(mover.name, kind, path, reach.move, before, draft.i18n));
  watchCrewMove(draft, before, figureId, points);
  return null;
}
