import { actionRefusal, type BattleState } from "../../rules";

/**
 * Whether a figure may still Move, now or later this round: the Move / Dash shading shows only then, since a reach it
 * can no longer use reads as an offer. "Player Movement": Move, then the Combat Action, never in reverse, once per
 * activation; "Characters that choose to snap fire cannot move this round". Before the battle every figure will move,
 * so its reach helps plan the deployment.
 */
export function mayStillMove(battle: BattleState | null, figureId: string): boolean {
  if (!battle) return true;
  if (battle.over) return false;
  if (battle.active?.figureId === figureId) return actionRefusal(battle.active, "move") === null;
  if (battle.snapFireHolders.includes(figureId)) return false;
  switch (battle.phase) {
    case "seize":
      // Seizing the Initiative: only the crew move, each once, and only when it was seized.
      return (
        Boolean(battle.seize?.seized) &&
        battle.crew.some((c) => c.id === figureId) &&
        !battle.seize!.acted.some((a) => a.figureId === figureId)
      );
    case "reaction":
      return true;
    case "end":
      return false;
    default:
      return battle.schedule.some((slot) => slot.figureId === figureId && slot.status === "pending");
  }
}
