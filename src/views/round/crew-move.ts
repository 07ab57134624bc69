import { actionRefusal, afterAction, type BattleState, type Point } from "../../rules";
import { inchesText } from "./move-log";
import type { RoundInput } from "./round-request";

/*
 * A crew member's move during its activation, as a person makes it by dragging the token: measured from where the
 * figure stood when its activation began, around walls, terrain and the other figures, and recorded as the rules'
 * actions it takes. Within the Move it is the "move" action; beyond it, up to 2" further, a Dash ("Characters that do
 * not intend to take a Combat Action can Dash"), which also takes the Combat Action. While the crew Seizes the
 * Initiative, a normal Move is the figure's one action. Pure: the adapters measure the path and ask this what it means.
 */

/** Where the activating crew figure stood when its activation began: its move is measured from there. */
export interface MoveStart {
  readonly figureId: string;
  readonly x: number;
  readonly y: number;
}

/** What a measured move means: the actions to record, or why it may not end there (a lang key, data, the rules' words). */
export type CrewMoveVerdict =
  | { readonly ok: true; readonly kind: "move" | "dash" | "seize"; readonly inputs: readonly RoundInput[] }
  | { readonly ok: false; readonly key: string; readonly data: Readonly<Record<string, string>>; readonly message: string };

/** How far the figure may go: its Move, and its Move plus the Dash. */
export interface MoveAllowance {
  readonly move: number;
  readonly dash: number;
}

const EPSILON = 1e-9;

const refused = (key: string, data: Record<string, string>, message: string): CrewMoveVerdict => ({ ok: false, key, data, message });

/**
 * What a move of the activating figure that costs `cost` inches from its start (null: no path at all) means now.
 * Measured from the start each time, so a move made in several drags is one Move (or one Dash) in all; once the
 * Combat Action is taken the figure moves no further ("Move, then make a Combat Action, never in reverse order").
 */
export function crewMoveVerdict(state: BattleState, figureId: string, name: string, cost: number | null, allowance: MoveAllowance): CrewMoveVerdict {
  if (isSeizing(state)) return seizeMoveVerdict(state, figureId, name, cost, allowance);
  const active = state.active;
  if (!active || active.figureId !== figureId) {
    return refused("FPB.Round.Move.notActivating", { figure: name }, `${name} is not the activating figure.`);
  }
  if (cost === null || !(cost <= allowance.dash + EPSILON)) {
    return refused("FPB.Round.Move.outOfDashReach", { figure: name, dash: inchesText(allowance.dash) }, `${name} cannot get there within a Dash of ${inchesText(allowance.dash)}".`);
  }
  if (active.combatAction) {
    return refused("FPB.Round.Refusal.moveAfterCombat", {}, "Player Movement: a figure may Move, then make a Combat Action, never in reverse order.");
  }
  const move = active.moved ? null : actionRefusal(active, "move");
  if (move) return refused(`FPB.Round.Refusal.${move.code}`, { figure: name }, move.message);
  const moved = active.moved ? active : afterAction(active, "move");
  const inputs: RoundInput[] = active.moved ? [] : [{ type: "act", action: "move" }];
  if (cost <= allowance.move + EPSILON) return { ok: true, kind: "move", inputs };
  const dash = actionRefusal(moved, "combatAction");
  if (dash) return refused(`FPB.Round.Refusal.${dash.code}`, { figure: name }, `A Dash takes the Combat Action: ${dash.message}`);
  return { ok: true, kind: "dash", inputs: [...inputs, { type: "act", action: "combatAction" }] };
}

/** After a successful Seize, before it ends: "each character may either take a normal Move or Fire". */
export const isSeizing = (state: BattleState): boolean => state.phase === "seize" && state.seize?.seized === true;

/** A crew member's move while Seizing the Initiative: its one action, a normal Move (no Dash), from where it stands. */
function seizeMoveVerdict(state: BattleState, figureId: string, name: string, cost: number | null, allowance: MoveAllowance): CrewMoveVerdict {
  if (state.seize?.acted.some((a) => a.figureId === figureId)) {
    return refused("FPB.Round.Refusal.seizeOnce", { figure: name }, "Seizing the Initiative: each character may either take a normal Move or Fire, once.");
  }
  if (cost === null || !(cost <= allowance.move + EPSILON)) {
    return refused("FPB.Round.Move.outOfSeizeReach", { figure: name, move: inchesText(allowance.move) }, `${name} cannot get there with a normal Move of ${inchesText(allowance.move)}".`);
  }
  return { ok: true, kind: "seize", inputs: [{ type: "seizeAction", figureId, action: "move" }] };
}

/**
 * The move start after a round input: set where the activating crew figure stands when its activation begins,
 * kept while it lasts, cleared when it ends. `standing` reads a figure's position on the table (null: no token).
 */
export function moveStartAfter(before: BattleState, after: BattleState, start: MoveStart | null, standing: (figureId: string) => Point | null): MoveStart | null {
  const active = after.active;
  if (!active) return null;
  if (before.active?.figureId === active.figureId && start?.figureId === active.figureId) return start;
  if (!after.crew.some((f) => f.id === active.figureId)) return null;
  const at = standing(active.figureId);
  return at ? { figureId: active.figureId, x: at.x, y: at.y } : null;
}

/** The move start of a figure that is activating now (its move is measured from there), or null. */
export function moveStartOf(state: BattleState, start: MoveStart | null | undefined, figureId: string): MoveStart | null {
  return start?.figureId === figureId && state.active?.figureId === figureId ? start : null;
}

/** A stored move start, checked: null when absent, or when it is not a figure id and a finite point. */
export function readMoveStart(value: unknown): MoveStart | null {
  if (typeof value !== "object" || value === null) return null;
  const { figureId, x, y } = value as Record<string, unknown>;
  return typeof figureId === "string" && typeof x === "number" && Number.isFinite(x) && typeof y === "number" && Number.isFinite(y) ? { figureId, x, y } : null;
}
