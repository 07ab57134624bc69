import { trackerView } from "../../views/round/tracker-view";
import type { SandboxInput } from "./sandbox-input";
import type { SandboxState } from "./store-state";

/** Why the autopilot waits for the player: a lang key under `FPB.Sandbox.Battle.Autopilot.Why` and its data. */
export interface AutopilotPause {
  readonly reason: "snapFire" | "cardChoice" | "eventChoice" | "refused";
  readonly data: Readonly<Record<string, string>>;
}

/** The autopilot's next move: an input it gives as the Apply button or the tracker would, or where it waits. */
export type AutopilotStep = { readonly input: SandboxInput } | { readonly pause: AutopilotPause } | null;

/** The sandbox's one user owns every figure, as in the tracker binding. */
const SOLO = { isGM: true, owns: () => true };

/**
 * What the autopilot does next (issue 38, "Solo play"): in the Enemy Actions phase each enemy is activated and its
 * suggestion applied, as pressing its tracker button and Apply does; the End Phase is run. It stops where the crew has
 * a choice: a Snap Fire watcher's shot, a card's buttons (a brawl's push), a Battle Event asking for a figure, or the
 * input it gave last being refused. Null when the crew is to act (or the battle is over).
 *
 * `resumedAt` is the log's length when the player last pressed Resume or Step: a pause that the log's last input
 * called for is then passed over, and the autopilot goes on (past a Snap Fire offer, Apply walks on: the shot passes).
 */
export function autopilotStep(state: SandboxState, resumedAt = -1): AutopilotStep {
  const battle = state.battle;
  if (!battle || battle.over) return null;
  const name = (id: string): string => state.figures[id]?.name ?? id;
  const choice = battle.pendingChoices[0];
  if (choice) return { pause: { reason: "eventChoice", data: { event: choice.eventId } } };
  const fresh = state.log.length > resumedAt;
  const last = fresh ? state.log[state.log.length - 1] : undefined;
  if (last?.refusal && (last.input.type === "applySuggestion" || isAutopilotRound(last.input)))
    return { pause: { reason: "refused", data: { why: last.refusal } } };
  if (battle.phase === "end") return { input: { type: "round", input: { type: "runEndPhase" } } };
  if (battle.phase !== "enemy") return null;
  const offer = state.suggestionMove?.offer;
  if (offer && state.suggestion && fresh)
    return {
      pause: { reason: "snapFire", data: { watcher: name(offer.watcherId), mover: name(state.suggestion.figureId) } },
    };
  const choiceCard = fresh ? lastCardChoice(state) : null;
  if (choiceCard) return { pause: { reason: "cardChoice", data: { card: choiceCard } } };
  if (state.suggestion) return { input: { type: "applySuggestion" } };
  const active = battle.active;
  if (active) return { input: { type: "round", input: { type: "endActivation", figureId: active.figureId } } };
  const ready = trackerView(battle, SOLO).ready[0];
  return ready ? { input: { type: "round", input: { type: "startActivation", figureId: ready.figureId } } } : null;
}

const isAutopilotRound = (input: SandboxInput): boolean =>
  input.type === "round" &&
  (input.input.type === "runEndPhase" ||
    input.input.type === "startActivation" ||
    input.input.type === "endActivation");

/**
 * The title of the last input's card when it offers the crew a choice (a brawl's push), while the autopilot's own
 * input posted it: a player's later input is taken as their answer.
 */
function lastCardChoice(state: SandboxState): string | null {
  const last = state.log[state.log.length - 1];
  if (last?.input.type !== "applySuggestion") return null;
  const card = last.cards.find((c) => c.buttons.length > 0);
  return card ? card.title : null;
}
