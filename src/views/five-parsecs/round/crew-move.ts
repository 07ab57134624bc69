import {
  actionRefusal,
  afterAction,
  crewMovement,
  isSeizing,
  type BattleState,
  type MoveAllowance,
  type Point,
} from "../../../rules";
import { inchesText } from "./move-log";
import type { RoundInput } from "./round-request";

/*
 * A crew member's move at the table, as a person makes it by dragging the token: measured from where the figure stood
 * when its activation began (in the Seize, from where it stands), read by the rules (`crewMovement`), and worded for
 * the user. The adapters measure the path; this says what to record or why not, and keeps the move's start.
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
  | {
      readonly ok: false;
      readonly key: string;
      readonly data: Readonly<Record<string, string>>;
      readonly message: string;
    };

/**
 * What a move of `figureId` costing `cost` inches from its activation's start (null: no path at all) means now: a
 * move made in several drags is one Move (or one Dash) in all, as the rules read a move measured from there.
 */
export function crewMoveVerdict(
  state: BattleState,
  figureId: string,
  name: string,
  cost: number | null,
  allowance: MoveAllowance,
): CrewMoveVerdict {
  const movement = crewMovement(state, figureId, cost, allowance, "activationStart");
  if ("kind" in movement) return { ok: true, kind: movement.kind, inputs: movement.inputs };
  const { code, message } = movement.refusal;
  const data = { figure: name, move: inchesText(allowance.move), dash: inchesText(allowance.dash) };
  return { ok: false, key: `FPB.Round.Refusal.${code}`, data, message };
}

/**
 * The move start after a round input: set where the activating crew figure stands when its activation begins,
 * kept while it lasts, cleared when it ends. `standing` reads a figure's position on the table (null: no token).
 */
export function moveStartAfter(
  before: BattleState,
  after: BattleState,
  start: MoveStart | null,
  standing: (figureId: string) => Point | null,
): MoveStart | null {
  const active = after.active;
  if (!active) return null;
  if (before.active?.figureId === active.figureId && start?.figureId === active.figureId) return start;
  if (!after.crew.some((f) => f.id === active.figureId)) return null;
  const at = standing(active.figureId);
  return at ? { figureId: active.figureId, x: at.x, y: at.y } : null;
}

/** The move start of a figure that is activating now (its move is measured from there), or null. */
export function moveStartOf(
  state: BattleState,
  start: MoveStart | null | undefined,
  figureId: string,
): MoveStart | null {
  return start?.figureId === figureId && state.active?.figureId === figureId ? start : null;
}

/** A stored move start, checked: null when absent, or when it is not a figure id and a finite point. */
export function readMoveStart(value: unknown): MoveStart | null {
  if (typeof value !== "object" || value === null) return null;
  const { figureId, x, y } = value as Record<string, unknown>;
  return typeof figureId === "string" &&
    typeof x === "number" &&
    Number.isFinite(x) &&
    typeof y === "number" &&
    Number.isFinite(y)
    ? { figureId, x, y }
    : null;
}

/**
 * The actions a client's drags have asked the round for in one activation (a round and a figure), which the stored
 * battle may not show yet: the GM's client records them a moment later.
 */
export interface AskedActions {
  readonly round: number;
  readonly figureId: string;
  readonly inputs: readonly RoundInput[];
}

/** The asked actions after a drag's `inputs`: added to those of the same activation, or a new list for a new one. */
export function askedAfter(
  asked: AskedActions | null,
  round: number,
  figureId: string,
  inputs: readonly RoundInput[],
): AskedActions {
  const same = asked && asked.round === round && asked.figureId === figureId;
  return { round, figureId, inputs: [...(same ? asked.inputs : []), ...inputs] };
}

/**
 * The battle as the next drag is read against: a Move, Combat Action or Seize move this client has asked for in this
 * activation counts as taken before the GM's client has stored it, so a quick second drag is not read as a new Move
 * (asked again, and refused). An action the stored battle already shows is not counted twice.
 */
export function withAskedActions(state: BattleState, asked: AskedActions | null): BattleState {
  if (!asked || asked.round !== state.round) return state;
  if (isSeizing(state) && state.seize) {
    const moved = asked.inputs.some((input) => input.type === "seizeAction" && input.figureId === asked.figureId);
    if (!moved || state.seize.acted.some((a) => a.figureId === asked.figureId)) return state;
    return {
      ...state,
      seize: { ...state.seize, acted: [...state.seize.acted, { figureId: asked.figureId, action: "move" }] },
    };
  }
  const active = state.active;
  if (!active || active.figureId !== asked.figureId) return state;
  let counted = active;
  for (const input of asked.inputs) {
    if (input.type === "act" && !actionRefusal(counted, input.action)) counted = afterAction(counted, input.action);
  }
  return counted === active ? state : { ...state, active: counted };
}
