import { crewMovement, reachOf, type Point, type Refusal } from "../../rules";
import { bearing } from "../../rules/core/battlefield/geometry";
import { moveLogCard } from "../../views/five-parsecs/round/move-log";
import { watchCrewMove } from "./overwatch-inputs";
import { rulesRefusal, type Draft, type Refused } from "./draft";
import { movedOnTable } from "./table";

const notice = (key: string, data: Record<string, string> = {}): Refused => ({
  key: `FPB.Sandbox.Battle.Notice.${key}`,
  data,
});

/**
 * A crew figure moves to a point of its reach: in the seize, the "normal Move" a seized crew member may take; in its
 * activation, a Move, or a Dash ("Characters that do not intend to take a Combat Action can Dash ... an additional
 * 2\"") when the point lies beyond the move allowance. The rules' `crewMovement` says which actions it takes or why
 * not: a Dash is a Move plus the Combat Action, so a figure that cannot give up its Combat Action (Stunned, already
 * acted) cannot Dash. Every move is logged with its cost and what it used up, and enemies on Overwatch see it.
 */
export async function move(draft: Draft, figureId: string, to: Point): Promise<Refused | null> {
  const mover = draft.state.figures[figureId];
  if (!mover) return notice("unknownFigure", { figure: figureId });
  const before = draft.live;
  const reach = reachOf(before, mover);
  const path = reach.pathTo(to);
  // Each click a move of its own, measured from where the figure stands.
  const movement = crewMovement(
    draft.battle,
    figureId,
    path?.cost ?? null,
    { move: reach.move, dash: reach.dash },
    "whereItStands",
  );
  if ("refusal" in movement) return refusedMove(movement.refusal, mover.name);
  for (const input of movement.inputs) {
    const refused = await draft.advance(input, input.type);
    if (refused) return refused;
  }
  const walk = path!; // a move with no path was refused above
  const points = walk.points;
  const facing =
    points.length >= 2
      ? bearing(points[points.length - 2]!, points[points.length - 1]!)
      : (draft.state.table.figures.find((p) => p.id === figureId)?.facing ?? 0);
  draft.state = { ...draft.state, table: movedOnTable(draft.state.table, figureId, to, facing) };
  draft.post("move", moveLogCard(mover.name, movement.kind, walk, reach.move, before, draft.i18n));
  watchCrewMove(draft, before, figureId, points);
  return null;
}

/** The page's own words for a move out of reach or out of turn; the round's for any other refusal. */
function refusedMove(refused: Refusal, figure: string): Refused {
  switch (refused.code) {
    case "notActivating":
      return notice("notActive", { figure });
    case "outOfDashReach":
      return notice("outOfDashReach", { figure });
    case "outOfSeizeReach":
      return notice("outOfReach", { figure });
    default:
      return rulesRefusal(refused);
  }
}
