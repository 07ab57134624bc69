import {
  AI_TYPES,
  isCrew,
  reactorOf,
  type AiType,
  type BattleInput,
  type BattleState,
  type Figure,
} from "../../../rules";
import { isRecord } from "../../common/schema";

/**
 * The GM's battle controls (issue #4): figures joining the battle ("Enemy reinforcements", "Back up", "Enemy VIP",
 * "Possible reinforcements", the Escalation "Reinforcements!") and the enemy's main AI type (the Escalation column
 * and the withdrawal dice). Pure: the dialog's view and the reading of its answers.
 */

/** A combatant's figure that may join the battle: in the combat, neither in the battle nor ever removed from it. */
export interface JoinCandidate {
  readonly figureId: string;
  readonly name: string;
  readonly side: "crew" | "enemy";
}

/** The combat's figures that are not part of the battle yet, each once, in the combat's order. */
export function joinCandidates(state: BattleState, figures: readonly Figure[]): JoinCandidate[] {
  const taken = new Set([
    ...state.crew.map((f) => f.id),
    ...state.enemies.map((f) => f.id),
    ...state.removed.map((r) => r.figureId),
  ]);
  const seen = new Set<string>();
  return figures.flatMap((figure) => {
    if (taken.has(figure.id) || seen.has(figure.id) || figure.condition.goner) return [];
    seen.add(figure.id);
    return [{ figureId: figure.id, name: figure.name, side: figure.side }];
  });
}

/** The dialog's answers: who joins, and the new main AI type (null when unchanged). */
export interface BattleControls {
  readonly join: readonly string[];
  readonly mainAiType: AiType | null;
}

export type BattleControlsRead =
  | { readonly ok: true; readonly controls: BattleControls }
  | { readonly ok: false; readonly problem: "unknownFigure" | "unknownAiType" };

const truthy = (value: unknown): boolean => value === true || value === "true" || value === "on";

/** The dialog's view: each candidate with its side's label, and the AI types with the current one selected. */
export function battleControlsContext(state: BattleState, candidates: readonly JoinCandidate[]) {
  return {
    candidates: candidates.map((c) => ({ ...c, sideKey: `FPB.Round.Controls.Side.${c.side}` })),
    hasCandidates: candidates.length > 0,
    ais: AI_TYPES.map((value) => ({ value, label: `FPB.AiType.${value}`, selected: value === state.setup.mainAiType })),
    noMainAi: state.setup.mainAiType === null,
  };
}

/**
 * The submitted dialog, expanded as Foundry expands form data: `join.<n>` checkboxes (the n-th candidate offered; a
 * figure id cannot name a field, as its dots would be expanded) and `mainAiType`. Checked against what it offered: a
 * position it did not offer or an AI type the rules do not have is refused, not ignored, since only a forged form
 * can send them.
 */
export function readBattleControls(
  values: unknown,
  state: BattleState,
  candidates: readonly JoinCandidate[],
): BattleControlsRead {
  const v = isRecord(values) ? values : {};
  const join = isRecord(v["join"])
    ? v["join"]
    : Array.isArray(v["join"])
      ? Object.fromEntries(v["join"].entries())
      : {};
  if (Object.keys(join).some((key) => !/^\d+$/.test(key))) return { ok: false, problem: "unknownFigure" };
  const ticked = Object.keys(join).filter((key) => truthy(join[key]));
  const chosenAt = ticked.map((key) => candidates[Number(key)]);
  if (chosenAt.some((candidate) => candidate === undefined)) return { ok: false, problem: "unknownFigure" };
  const chosen = chosenAt.map((candidate) => candidate!.figureId);
  const ai = v["mainAiType"];
  if (ai !== undefined && ai !== "" && !AI_TYPES.includes(ai as AiType)) return { ok: false, problem: "unknownAiType" };
  const mainAiType = typeof ai === "string" && ai !== "" && ai !== state.setup.mainAiType ? (ai as AiType) : null;
  // Keep the dialog's order, so figures join as listed.
  return {
    ok: true,
    controls: { join: candidates.filter((c) => chosen.includes(c.figureId)).map((c) => c.figureId), mainAiType },
  };
}

/** The rules' input that adds a figure to the battle ("Reinforcements, Back up, Enemy VIP: the figure joins"). */
export function joinInputOf(figure: Figure): Extract<BattleInput, { type: "addFigure" }> {
  return isCrew(figure)
    ? { type: "addFigure", crew: { ...reactorOf(figure), name: figure.name } }
    : { type: "addFigure", enemy: { id: figure.id, name: figure.name } };
}
