import { refusal, type Refusal } from "../../core/refusal";
import { actionRefusal, afterAction } from "./activation";
import type { BattleInput } from "./battle-input";
import type { BattleState } from "./battle-state";

/*
 * What a crew member's move, already measured around walls, terrain and the other figures, is in the round: the
 * actions it takes, or why it may not end there. "Movement Action": up to the figure's Move, the "move" action.
 * "Dash": "Characters that do not intend to take a Combat Action can Dash", 2" further, so a Dash is the move and the
 * Combat Action. "Seizing the Initiative": "each character may either take a normal Move or Fire", once, no Dash.
 */

/** How far the figure may go: its Move, and its Move plus the Dash. */
export interface MoveAllowance {
  readonly move: number;
  readonly dash: number;
}

/**
 * Where the move's cost was measured from: where the figure stood as its activation began (a table where a move may
 * be made in several drags: each is the one move so far), or where it stands now (each move a new one).
 */
export type MeasuredFrom = "activationStart" | "whereItStands";

export type MovementInput = Extract<BattleInput, { readonly type: "act" | "seizeAction" }>;

export type CrewMovement =
  | { readonly kind: "move" | "dash" | "seize"; readonly inputs: readonly MovementInput[] }
  | { readonly refusal: Refusal };

const EPSILON = 1e-9;

/** After a successful Seize, before it ends: "each character may either take a normal Move or Fire". */
export const isSeizing = (state: BattleState): boolean => state.phase === "seize" && state.seize?.seized === true;
const inches = (n: number): string => String(Math.round(n * 10) / 10);

/** What a move of crew figure `figureId` costing `cost` inches (null: no path at all) is in the round now. */
export function crewMovement(
  state: BattleState,
  figureId: string,
  cost: number | null,
  allowance: MoveAllowance,
  from: MeasuredFrom,
): CrewMovement {
  const within = (limit: number): boolean => cost !== null && cost <= limit + EPSILON;
  if (isSeizing(state)) {
    if (state.seize?.acted.some((a) => a.figureId === figureId)) {
      return {
        refusal: refusal(
          "seizeOnce",
          "Seizing the Initiative: each character may either take a normal Move or Fire, once.",
        ),
      };
    }
    if (!within(allowance.move))
      return {
        refusal: refusal(
          "outOfSeizeReach",
          `${figureId} cannot get there with a normal Move of ${inches(allowance.move)}".`,
        ),
      };
    return { kind: "seize", inputs: [{ type: "seizeAction", figureId, action: "move" }] };
  }
  const active = state.active;
  if (!active || active.figureId !== figureId)
    return { refusal: refusal("notActivating", `${figureId} is not the activating figure.`) };
  if (!within(allowance.dash))
    return {
      refusal: refusal("outOfDashReach", `${figureId} cannot get there within a Dash of ${inches(allowance.dash)}".`),
    };
  // Measured from the activation's start, a moved figure is still making its one move, until its Combat Action.
  const again = from === "activationStart" && active.moved;
  if (again && active.combatAction) {
    return {
      refusal: refusal(
        "moveAfterCombat",
        "Player Movement: a figure may Move, then make a Combat Action, never in reverse order.",
      ),
    };
  }
  const moveRefused = again ? null : actionRefusal(active, "move");
  if (moveRefused) return { refusal: moveRefused };
  // Each action names its figure: recorded after the activation has ended, it is refused, not the next figure's.
  const inputs: MovementInput[] = again ? [] : [{ type: "act", action: "move", figureId }];
  if (within(allowance.move)) return { kind: "move", inputs };
  const dashRefused = actionRefusal(again ? active : afterAction(active, "move"), "combatAction");
  if (dashRefused) return { refusal: dashRefused };
  return { kind: "dash", inputs: [...inputs, { type: "act", action: "combatAction", figureId }] };
}
